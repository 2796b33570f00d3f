import Foundation

/// A shape that is its container's shape (`.containerShape(_:)` on a view around it) inset to
/// where this one lies: inside a card of `RoundedRectangle(cornerRadius: 20)` with 8 points of
/// padding, a `ContainerRelativeShape()` is a rounded rectangle of radius 12, its corners
/// concentric with the card's. Inset by the smallest distance from its frame's edges to the
/// container's (never less than zero), plus its own `inset(by:)`. With no container shape
/// around it, it is a rectangle (inset by its own amount), as in SwiftUI.
public struct ContainerRelativeShape: InsettableShape {
    /// What `inset(by:)` added.
    var amount: CGFloat = 0

    public init() {}

    /// The rectangle it is with no container shape around it.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.amount += amount
        return copy
    }

    /// Its outline in a frame of `size` drawn with `state`: the container's shape inset, as a
    /// path in this frame, or the rectangle.
    func outline(in size: CGSize, _ state: DrawState) -> DisplayShape {
        let frame = CGRect(origin: .zero, size: size)
        guard let container = state.containerShape, let toLocal = state.transform.inverted else {
            return amount == 0 ? .rectangle : .path(path(in: frame))
        }
        // The container's frame where this shape is drawn.
        let box = container.transform.concatenating(toLocal).apply(to: CGRect(origin: .zero, size: container.size))
        let distance = max(0, min(Double(-box.minX), Double(-box.minY), Double(box.maxX - size.width), Double(box.maxY - size.height)))
        guard distance.isFinite else { return .rectangle }
        return .path(container.shape(CGFloat(distance) + amount).path(in: box))
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape, inset to this frame (see ``ContainerRelativeShape``).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The shape `.containerShape(_:)` set and where its view is drawn: what a
/// ``ContainerRelativeShape`` inside takes.
struct ContainerShapeFrame: Equatable {
    /// The container's shape inset by an amount.
    let shape: (CGFloat) -> any Shape
    /// Its outline in the container's frame, to tell one container shape from another.
    let outline: DisplayShape
    /// The container's drawing transform (its frame's points to the window's).
    let transform: CGAffineTransform
    let size: CGSize

    static func == (a: ContainerShapeFrame, b: ContainerShapeFrame) -> Bool {
        a.outline == b.outline && a.transform == b.transform && a.size == b.size
    }
}

extension Shape {
    /// The shape as a container-relative one, also inside ``AnyShape``; nil for any other.
    var relativeToContainer: ContainerRelativeShape? {
        self as? ContainerRelativeShape ?? (self as? AnyShape)?.wrapped as? ContainerRelativeShape
    }

    /// The outline as the renderer knows it, drawn with `state`: a container-relative shape
    /// takes its container's; every other shape is its own.
    func displayShape(in size: CGSize, _ state: DrawState) -> DisplayShape {
        relativeToContainer?.outline(in: size, state) ?? displayShape(in: size)
    }
}

extension View {
    /// Sets the shape a ``ContainerRelativeShape`` inside this view takes, inset to where it
    /// lies: the shape in this view's frame.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        EffectView(content: self, value: 0.0, name: "containerShape") { _, size, context in
            context.state.containerShape = ContainerShapeFrame(shape: { shape.inset(by: $0) }, outline: shape.displayShape(in: size),
                                                               transform: context.transform, size: size)
        }
    }
}
