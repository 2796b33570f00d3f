import Foundation

/// A 2-D outline drawn in its frame: write `path(in:)`; make it Animatable to morph it.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
    /// The size the shape wants for `proposal`; by default, all it is offered.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The outline as the renderer knows it: built-in shapes name themselves, others give a path.
    func displayShape(in size: CGSize) -> DisplayShape {
        if let builtin = self as? any BuiltinShape, let shape = builtin.displayShape(in: size) { return shape }
        return .path(path(in: CGRect(origin: .zero, size: size)))
    }
}

extension Shape where Body == ShapeView<Self> {
    public var body: ShapeView<Self> { ShapeView(shape: self, style: .foreground) }
}

protocol BuiltinShape {
    /// The renderer's own shape for this one in a frame of `size`, or nil when there is none
    /// (the shape's path is drawn instead).
    func displayShape(in size: CGSize) -> DisplayShape?
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func displayShape(in size: CGSize) -> DisplayShape? { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, BuiltinShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func displayShape(in size: CGSize) -> DisplayShape? { .roundedRectangle(cornerSize: cornerSize, style: style) }
}

/// A circle as large as fits, centred in its frame.
public struct Circle: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// In a square frame, the frame's ellipse (cut by the renderer as a true arc); in any other
    /// frame the circle is not the frame's ellipse, and its path is drawn.
    func displayShape(in size: CGSize) -> DisplayShape? {
        abs(Double(size.width) - Double(size.height)) < 1e-9 ? .ellipse : nil
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func displayShape(in size: CGSize) -> DisplayShape? { .ellipse }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, BuiltinShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    func displayShape(in size: CGSize) -> DisplayShape? { .capsule }
}

/// How a shape is painted: with a style (the environment's foreground style if nil), filled
/// or stroked.
struct ShapePaint {
    var content: AnyShapeStyle?
    /// The stroke's style; nil for a fill.
    var stroke: StrokeStyle?

    static var foreground: ShapePaint { ShapePaint(content: nil, stroke: nil) }
    static func color(_ color: Color) -> ShapePaint { ShapePaint(content: AnyShapeStyle(color), stroke: nil) }
    static func stroke(_ color: Color?, style: StrokeStyle) -> ShapePaint { ShapePaint(content: color.map(AnyShapeStyle.init), stroke: style) }
}

/// A shape filled or stroked.
public struct ShapeView<S: Shape>: PrimitiveView {
    let shape: S
    let style: ShapePaint
    var fillStyle = FillStyle()

    init(shape: S, style: ShapePaint, fillStyle: FillStyle = FillStyle()) {
        (self.shape, self.style, self.fillStyle) = (shape, style, fillStyle)
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let paint = style.content?._paint(in: environment) ?? environment.foregroundPaint
        return builder.single(ShapeNode<S>.self, make: { ShapeNode<S>(graph: graph) }) { node in
            node.update(shape: shape, paint: paint, stroke: style.stroke, transaction: transaction, environment: environment)
            node.fillRule = fillStyle.rule
        }
    }
}

extension Shape {
    /// The shape filled with `color`, its inside found by `style`. Disfavoured, so that a name
    /// both a colour and a style has (`.fill(.secondary)`) is the style, as in SwiftUI; it
    /// still takes a colour of your own by name (`.fill(.brand)`).
    @_disfavoredOverload
    public func fill(_ color: Color, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: .color(color), fillStyle: style)
    }
    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> { ShapeView(shape: self, style: .foreground, fillStyle: style) }
}

/// The node of a shape: the shape itself animates (its `animatableData`), and so does its colour.
final class ShapeNode<S: Shape>: Node {
    /// The shape, animated: for a shape type with animatable data (a rounded rectangle's corners).
    private var shape: Animator<S>?
    /// The shape as given: for a type with no animatable data (a circle), which never moves and
    /// never joins a transaction's completions, so setting it again is a store.
    private var inert: S?
    /// The inert shape's outline for the size it was last drawn at: finding it asks the shape
    /// type whether it is built in (a dynamic cast) or runs its `path(in:)`.
    private var inertOutline: (size: CGSize, shape: DisplayShape)?
    /// Whether `inert` is set. Testing the optional itself looks up the metadata of `S?` in
    /// this generic class's unspecialised code, at every frame.
    private var isInert = false
    private var color: ColorAnimator?
    /// The gradient the shape is painted with, animated; kept while a colour paints it, so an
    /// animation of it still completes.
    private var gradient: Animator<_Paint>?
    /// Whether the gradient paints the shape, rather than the colour.
    private var usesGradient = false
    /// A stroke's style, animated (its width, miter limit and dash phase); nil for a fill.
    private var strokeStyle: Animator<StrokeStyle>?
    var fillRule = FillRule.nonZero

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(shape, into: &due)
        stop(color, into: &due)
        stop(strokeStyle, into: &due)
        stop(gradient, into: &due)
    }

    override var typeName: String { String(describing: S.self) }

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        var list = super.inspectableAnimators
        if let shape { list.append(("shape", shape)) }
        if let color { list.append(("color", color)) }
        if let strokeStyle { list.append(("stroke", strokeStyle)) }
        if let gradient { list.append(("gradient", gradient)) }
        return list
    }

    func update(shape newShape: S, paint: _Paint, stroke: StrokeStyle?, transaction: Transaction,
                environment: EnvironmentValues = EnvironmentValues()) {
        // The same shape again measures the same: drawn again, not laid out again. So does a
        // new path that sizes as the old one did for every proposal it was measured for (a
        // shape that takes the room it is offered, as most do).
        if let inert {
            keptLayoutInputs = ViewComparison.same(inert, newShape) || cachedSizesHold(for: newShape.sizeThatFits)
        } else {
            keptLayoutInputs = shape.map {
                !$0.isAnimating && ViewComparison.same($0.modelValue, newShape) || cachedSizesHold(for: newShape.sizeThatFits)
            } ?? false
        }
        // A custom animation reads the view's environment from its context.
        if inert != nil || shape == nil && S.AnimatableData.self == EmptyAnimatableData.self {
            inert = newShape
            isInert = true
            inertOutline = nil
        } else if let shape {
            shape.environment = environment
            shape.setValue(newShape, transaction: transaction, at: graph.time)
        } else {
            shape = Animator(newShape)
            shape?.environment = environment
        }
        // A colour animates on its own; a gradient as a paint, between gradients of one kind
        // and as many stops (any other change is at once).
        let newColor = paint.color ?? paint.representativeColor
        if let color { color.setValue(newColor.animatableData, transaction: transaction, at: graph.time) } else { color = ColorAnimator(newColor) }
        usesGradient = paint.color == nil
        if usesGradient {
            if let gradient, gradient.modelValue.hasTheShape(of: paint) {
                gradient.environment = environment
                gradient.setValue(paint, transaction: transaction, at: graph.time)
            } else {
                gradient = Animator(paint)
            }
        }
        if let style = stroke {
            if let strokeStyle {
                strokeStyle.environment = environment
                strokeStyle.setValue(style, transaction: transaction, at: graph.time)
            } else {
                strokeStyle = Animator(style)
            }
        } else {
            strokeStyle = nil
        }
        if let color { color.setValue(newColor.animatableData, transaction: transaction, at: graph.time) } else { color = ColorAnimator(newColor) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        (inert ?? shape?.modelValue)?.sizeThatFits(proposal) ?? .zero
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let color else { return }
        // Values of the generic shape type are handled in functions of their own: one here
        // would look up the metadata of `S?` on every call, for its stack slot.
        let outline: DisplayShape
        if isInert {
            if let kept = inertOutline, kept.size == size {
                outline = kept.shape
            } else {
                outline = outlineOfInertShape(in: size, context.state)
            }
        } else if shape != nil {
            outline = outlineOfAnimatedShape(in: size, &context)
        } else {
            return
        }
        let fill = color.color(at: context.time)
        if color.isAnimating { context.animating = true }
        var content: DisplayContent
        if let strokeStyle {
            let style = strokeStyle.isAnimating ? strokeStyle.presentationValue(at: context.time) : strokeStyle.modelValue
            if strokeStyle.isAnimating { context.animating = true }
            content = .stroke(outline, color: fill.resolved, style: style)
        } else {
            content = .fill(outline, color: fill.resolved)
        }
        if usesGradient, let gradient {
            let paint = gradient.isAnimating ? gradient.presentationValue(at: context.time) : gradient.modelValue
            if gradient.isAnimating { context.animating = true }
            if case .material(let material) = paint.kind, strokeStyle == nil {
                context.appendMaterial(material, outline: outline, size: size, fillRule: fillRule)
                return
            }
            if let shading = paint.shading(in: size) { content = .shaded(content, shading) }
        }
        context.append(content, size: size, fillRule: strokeStyle == nil ? fillRule : .nonZero)
    }

    @inline(never)
    private func outlineOfInertShape(in size: CGSize, _ state: DrawState) -> DisplayShape {
        let inert = inert!
        let outline = inert.displayShape(in: size, state)
        // A container-relative outline depends on where the container is, not only the size.
        if inert.relativeToContainer == nil { inertOutline = (size, outline) }
        return outline
    }

    @inline(never)
    private func outlineOfAnimatedShape(in size: CGSize, _ context: inout DrawContext) -> DisplayShape {
        let shape = shape!
        let current = shape.isAnimating ? shape.presentationValue(at: context.time) : shape.modelValue
        if shape.isAnimating { context.animating = true }
        return current.displayShape(in: size, context.state)
    }
}

/// How a shape's inside is found where its outline crosses itself or has several parts.
public struct FillStyle: Equatable, Sendable {
    /// True for the even-odd rule (a point is inside when a ray from it crosses the outline an
    /// odd number of times); false for non-zero winding.
    public var isEOFilled: Bool
    /// Kept for SwiftUI's signature: Kinetic always anti-aliases.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}

/// The colour space and precision of an offscreen drawing group. Kinetic draws every group in
/// 8-bit sRGB, whichever is asked for.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension DisplayItem.Clip {
    /// Both clips, for two rectangles that stay axis-aligned: their overlap in window points.
    func intersectingAxisAligned(_ other: DisplayItem.Clip) -> DisplayItem.Clip {
        let overlap = transform.apply(to: frame).intersection(other.transform.apply(to: other.frame))
        return DisplayItem.Clip(shape: .rectangle, frame: overlap.isNull ? .zero : overlap, transform: .identity)
    }
}

extension Path {
    /// A circular arc around `center` from `startAngle` to `endAngle`, drawn in the direction
    /// that `clockwise` names in a y-up coordinate system (so counter-clockwise on screen), as
    /// SwiftUI does. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        addArc(center: center, radius: radius, startRadians: startAngle.radians, endRadians: endAngle.radians, clockwise: clockwise)
    }
}
