import Foundation

struct VisualEffectView<Content: View, E: VisualEffect>: PrimitiveView {
    var content: Content
    var effect: (EmptyVisualEffect, GeometryProxy) -> E

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, effect = self.effect
        let transaction = builder.transaction, environment = builder.environment
        return builder.modifier(VisualEffectNode<E>.self, content: content, make: { VisualEffectNode<E>(graph: graph) }) { node in
            node.update(effect, transaction: transaction, environment: environment)
        }
    }
}

/// The node of `.visualEffect`.
///
/// What it draws with is the closure's result for the geometry it is drawn at. A state change
/// animates through an animator of the effect: at an update, the new closure is asked for the
/// geometry last drawn, and the animator goes from what was last drawn to that. While it
/// animates, a frame draws the closure's result for its own geometry moved by how far the
/// animation still is from its target, `presented + now − target`, so a scroll during the
/// animation still shows at once.
final class VisualEffectNode<E: VisualEffect>: ModifierNode, DrawingEffectNode {
    private var effect: ((EmptyVisualEffect, GeometryProxy) -> E)?
    private var animator: Animator<E>?
    /// The animator's target: the closure's result for the geometry of the last update.
    private var target: E?
    /// Where the view was when the target was computed.
    private var targetGeometry: CGRect?
    /// The geometry the view was last drawn at, for updates.
    private var drawnGeometry: GeometryProxy?
    /// What was last drawn, for input.
    private var shown: E?

    /// An effect changes how its content is drawn, never its size or place in layout.
    override var inputsAffectLayout: Bool { false }
    override var typeName: String { "visualEffect" }

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        super.inspectableAnimators + (animator.map { [("visualEffect", $0)] } ?? [])
    }

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(animator, into: &due)
    }

    func update(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E, transaction: Transaction, environment: EnvironmentValues) {
        let geometry = drawnGeometry ?? GeometryProxy(size: modelFrame.size, globalFrame: windowFrame, namedOrigin: namedOrigins)
        let new = effect(EmptyVisualEffect(), geometry)
        defer {
            self.effect = effect
            target = new
            targetGeometry = geometry.globalFrame
            // The closure may give something new for the same geometry: drawn again.
            setNeedsDisplay()
        }
        guard let animator else {
            animator = Animator(new)
            animator?.environment = environment
            return
        }
        // At rest, the animator starts from what was last drawn, for the geometry the new value
        // is computed with (the geometry may have changed since the animator's target, which
        // showed at once). The old closure cannot tell: the state it reads is already new.
        // While it animates, likewise when the geometry moved since its target: the animator's
        // value alone would jump by that move (its velocity is given up for that).
        let moved = animator.isAnimating && drawnGeometry?.globalFrame != targetGeometry
        if !animator.isAnimating || moved, let shown, animator.modelValue.animatableData != shown.animatableData || moved {
            let rebased = Animator(shown)
            self.animator = rebased
            rebased.environment = environment
            rebased.setValue(new, transaction: transaction, at: graph.time)
            return
        }
        animator.environment = environment
        animator.setValue(new, transaction: transaction, at: graph.time)
    }

    /// The effect to draw for `geometry`.
    private func value(for geometry: GeometryProxy, _ context: inout DrawContext) -> E? {
        guard let effect else { return nil }
        var value = effect(EmptyVisualEffect(), geometry)
        if let animator, animator.isAnimating, let target {
            let presented = animator.presentationValue(at: context.time)
            if animator.isAnimating { context.animating = true }
            value.animatableData = presented.animatableData + value.animatableData - target.animatableData
        }
        return value
    }

    /// The view's geometry as `context` draws it: its size, and the rectangle its frame covers
    /// in the window.
    private func geometry(size: CGSize, _ context: DrawContext) -> GeometryProxy {
        let frame = context.transform.apply(to: CGRect(origin: .zero, size: size))
        return GeometryProxy(size: size, globalFrame: frame, namedOrigin: namedOrigins)
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        let geometry = geometry(size: size, context)
        drawnGeometry = geometry
        guard let value = value(for: geometry, &context) else {
            drawChildren(&context)
            return
        }
        shown = value
        guard let drawn = value as? DrawnVisualEffect else {
            graph.warn("visualEffect: \(E.self) is not one of Kinetic's effects; the view is drawn without it", key: "visual-effect:\(E.self)")
            drawChildren(&context)
            return
        }
        drawn.draw(size: size, &context) { drawChildren(&$0) }
    }

    func applyEffect(size: CGSize, _ context: inout DrawContext) {
        (shown as? DrawnVisualEffect)?.applyTransforms(size: size, &context)
    }
}
