import Foundation

// `.visualEffect { content, proxy in … }`: drawing effects computed from where the view is
// drawn. The closure runs each time the view is drawn, with a proxy of its frame as drawn, so an
// effect follows a scroll or a moving ancestor frame by frame without laying anything out. A
// change of the closure's result made by a state change animates in that change's transaction;
// a change made by geometry alone shows at once (see VisualEffectNode).

/// An effect that changes how a view is drawn, not where it is laid out: what the closure of
/// `.visualEffect(_:)` returns, built from the ``EmptyVisualEffect`` it is given with the
/// effect modifiers (`offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `opacity`,
/// `blur`, the colour effects and `transformEffect`). Its animatable data is every effect's.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: the start of every visual effect.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// One effect over the effects before it. Its name is not part of the API: a visual effect's
/// type is `some VisualEffect`.
public struct _VisualEffectModifier<Base: VisualEffect, Value: Animatable & Sendable>: VisualEffect {
    var base: Base
    var value: Value
    /// Changes the context as the effect does, and returns the layer it draws the content in
    /// (a blur, a turn in space), if any.
    let apply: @Sendable (Value, CGSize, inout DrawContext) -> LayerEffect?

    public var animatableData: AnimatablePair<Base.AnimatableData, Value.AnimatableData> {
        get { AnimatablePair(base.animatableData, value.animatableData) }
        set {
            base.animatableData = newValue.first
            value.animatableData = newValue.second
        }
    }
}

/// How a visual effect draws: the engine's side of ``VisualEffect``.
protocol DrawnVisualEffect {
    /// Draws `content` of `size` with the effect: the outermost effect first, as nested
    /// modifiers draw.
    func draw(size: CGSize, _ context: inout DrawContext, _ content: (inout DrawContext) -> Void)
    /// Moves the context as drawing does, without layers: where input finds the content.
    func applyTransforms(size: CGSize, _ context: inout DrawContext)
}

extension EmptyVisualEffect: DrawnVisualEffect {
    func draw(size: CGSize, _ context: inout DrawContext, _ content: (inout DrawContext) -> Void) { content(&context) }
    func applyTransforms(size: CGSize, _ context: inout DrawContext) {}
}

extension _VisualEffectModifier: DrawnVisualEffect {
    func draw(size: CGSize, _ context: inout DrawContext, _ content: (inout DrawContext) -> Void) {
        let saved = context.state
        if let layer = apply(value, size, &context) {
            context.beginLayer(layer, size: size)
            drawBase(size, &context, content)
            context.endLayer()
        } else {
            drawBase(size, &context, content)
        }
        context.state = saved
    }

    private func drawBase(_ size: CGSize, _ context: inout DrawContext, _ content: (inout DrawContext) -> Void) {
        if let base = base as? DrawnVisualEffect { base.draw(size: size, &context, content) } else { content(&context) }
    }

    func applyTransforms(size: CGSize, _ context: inout DrawContext) {
        _ = apply(value, size, &context)
        (base as? DrawnVisualEffect)?.applyTransforms(size: size, &context)
    }
}

extension VisualEffect {
    private func adding<Value: Animatable & Sendable>(_ value: Value, _ apply: @escaping @Sendable (Value, CGSize, inout DrawContext) -> LayerEffect?)
        -> _VisualEffectModifier<Self, Value> {
        _VisualEffectModifier(base: self, value: value, apply: apply)
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(DrawEffects.checkedOffset(offset)) { value, _, context in
            DrawEffects.offset(value, &context)
            return nil
        }
    }

    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(scale) { value, size, context in
            DrawEffects.scale(value, anchor: anchor, size: size, &context)
            return nil
        }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the drawing around `anchor` (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(angle) { value, size, context in
            DrawEffects.rotation(value, anchor: anchor, size: size, &context)
            return nil
        }
    }

    /// Turns the drawing about `axis` through the anchor, in perspective, as
    /// `View.rotation3DEffect` does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)) { value, size, _ in
            value.layer(size: size)
        }
    }

    /// Multiplies the opacity of the drawing (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(opacity.isNaN ? 1 : opacity) { value, _, context in
            DrawEffects.opacity(value, &context)
            return nil
        }
    }

    /// Blurs the drawing, as one layer, by a gaussian of standard deviation `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(DrawEffects.checkedBlurRadius(Double(radius))) { value, _, _ in DrawEffects.blur(value) }
    }

    /// Adds `amount` to every colour component.
    public func brightness(_ amount: Double) -> some VisualEffect {
        colorEffect(amount.isFinite ? amount : 0, ColorMatrix.brightness)
    }

    /// Moves colours away from middle grey (above 1) or toward it (below 1).
    public func contrast(_ amount: Double) -> some VisualEffect {
        colorEffect(amount.isFinite ? amount : 1, ColorMatrix.contrast)
    }

    /// Scales how colourful the drawing is: 0 grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some VisualEffect {
        colorEffect(amount.isFinite ? amount : 1, ColorMatrix.saturation)
    }

    /// Takes colour away: 0 leaves it, 1 makes it grey.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        colorEffect(amount.isFinite ? amount : 0, ColorMatrix.grayscale)
    }

    /// Turns every hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        colorEffect(angle.radians.isFinite ? angle : .zero) { ColorMatrix.hueRotation(radians: $0.radians) }
    }

    /// Applies `transform` to the drawing. It does not animate.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(TransformValue(transform: transform)) { value, _, context in
            context.transform = value.transform.concatenating(context.transform)
            return nil
        }
    }

    private func colorEffect<Value: Animatable & Sendable>(_ value: Value, _ matrix: @escaping @Sendable (Value) -> ColorMatrix) -> some VisualEffect {
        adding(value) { value, _, context in
            context.applyColorEffect(matrix(value))
            return nil
        }
    }
}

/// A transform that does not animate.
struct TransformValue: Animatable, Sendable {
    var transform: CGAffineTransform
}

extension View {
    /// Draws the view with an effect computed from its geometry as drawn:
    ///
    /// ```swift
    /// Card()
    ///     .visualEffect { content, proxy in
    ///         content
    ///             .offset(y: -proxy.frame(in: .global).minY * 0.3)
    ///             .opacity(proxy.frame(in: .named("list")).minY < 0 ? 0.5 : 1)
    ///     }
    /// ```
    ///
    /// The closure runs each time the view is drawn, with its size and its frame as drawn
    /// (moved by its ancestors' animations and offsets). The effect changes drawing, not layout.
    /// When a state change changes what the closure returns, the change animates in that
    /// change's transaction; a change that follows from geometry alone shows at once.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        VisualEffectView(content: self, effect: effect)
    }
}
