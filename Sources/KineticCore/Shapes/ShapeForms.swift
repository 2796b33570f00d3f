import Foundation

// The static forms SwiftUI gives the built-in shapes, so a shape can be named where the type is
// known from context: `.clipShape(.rect(cornerRadius: 12))`, `.contentShape(.rect)`,
// `AnyShape(.circle)`.

extension Shape where Self == Rectangle {
    /// A rectangle filling its frame.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle whose corners are rounded by `cornerRadius`.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle whose corners are rounded by `cornerSize` (its width across, its height down).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle as large as fits, centred in its frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling its frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule with circular ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

/// A shape whose type is known only at run time: `AnyShape(isRound ? AnyShape(Circle()) :
/// AnyShape(.rect(cornerRadius: 8)))`. It draws as the shape it wraps (the renderer's own
/// outline for a built-in one), and animates as SwiftUI's does: from one value to another of the
/// same wrapped type through that type's animatable data; to a value of another type, at once.
public struct AnyShape: Shape, BuiltinShape {
    private var base: any Shape

    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape { base = erased.base } else { base = shape }
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The shape it wraps.
    var wrapped: any Shape { base }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    func displayShape(in size: CGSize) -> DisplayShape? { base.displayShape(in: size) }

    /// The wrapped shape's animatable data, whatever its type.
    public var animatableData: _AnyAnimatableData {
        get { _AnyAnimatableData(AnyAnimatableData(base.animatableData)) }
        set {
            func write<S: Shape>(_ shape: S) -> any Shape {
                guard let data = newValue.storage.base as? S.AnimatableData else { return shape }
                var shape = shape
                shape.animatableData = data
                return shape
            }
            base = write(base)
        }
    }
}

/// The animatable data of a type-erased value (``AnyShape``): adds, subtracts and scales when
/// both sides hold the same type; zero is zero of any type.
public struct _AnyAnimatableData: VectorArithmetic {
    var storage: AnyAnimatableData

    init(_ storage: AnyAnimatableData) { self.storage = storage }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(.zero) }
    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        _AnyAnimatableData(lhs.storage + rhs.storage)
    }
    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        _AnyAnimatableData(lhs.storage - rhs.storage)
    }
    public mutating func scale(by rhs: Double) { storage.scale(by: rhs) }
    public var magnitudeSquared: Double { storage.magnitudeSquared }
    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool { lhs.storage == rhs.storage }
}
