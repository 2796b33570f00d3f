import Foundation

// How views come and go. When a parent's children change in a transaction that animates, a
// child that appears plays its transition from `.willAppear` to `.identity`, and a child that
// goes stays in the graph — drawn, but no longer laid out or hit — while its transition plays
// to `.didDisappear`; it leaves for good when that animation ends. A view re-inserted while it
// leaves turns around from where it is. The transition is the first `.transition(_:)` found
// going down from the view that appears through views and modifiers with one child (so it
// applies at the outermost view that appears, as in SwiftUI); with none, the view fades.

/// What `.transition(_:)` makes: the content, shown through the transition's body in the
/// node's current phase.
struct TransitionView<Content: View>: PrimitiveView {
    var content: Content
    var transition: AnyTransition

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let content = self.content
        return builder.single(TransitionNode.self, make: { TransitionNode(graph: graph) }) { node in
            node.transition = transition
            node.environment = environment
            node.content = { inner in inner.nodes(for: content, key: .content) }
            node.build(transaction: transaction)
        }
    }
}

final class TransitionNode: ModifierNode {
    var transition = AnyTransition.opacity
    private(set) var phase = TransitionPhase.identity
    var environment = EnvironmentValues()
    /// Builds the content the transition's body places.
    var content: (inout NodeBuilder) -> [Node] = { _ in [] }

    override var typeName: String { "transition" }

    /// Builds the transition's body for the current phase, with the content inside it.
    func build(transaction: Transaction) {
        let body = transition.makeBody(PlaceholderContentView(making: content), phase)
        reconcileChildren(transaction: transaction, environment: environment) { inner in
            inner.nodes(for: body, key: .content)
        }
    }

    /// Moves to `phase`: the modifiers of the transition's body animate to their values for
    /// it in `transaction`.
    func change(to phase: TransitionPhase, in transaction: Transaction) {
        self.phase = phase
        self.transaction = transaction
        updateStamp = graph.updateCount
        // The body's modifiers are updated in place and invalidate themselves.
        build(transaction: transaction)
    }
}

extension Node {
    /// The node whose transition applies when this node appears or leaves.
    var transitionHost: TransitionNode? {
        var node = self
        while true {
            if let host = node as? TransitionNode { return host }
            guard node.passesTransition, node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }

    /// The animation of an insertion (`.willAppear`) or removal (`.didDisappear`): the one
    /// the transition carries, or the transaction's.
    private func transitionAnimation(_ host: TransitionNode?, for phase: TransitionPhase, in transaction: Transaction) -> Animation? {
        if !transaction.disablesAnimations, let host, let carried = host.transition.animationFor(phase) { return carried }
        return transaction.animation
    }

    /// Starts the node's removal transition when `transaction` animates it; false when the
    /// node should go at once.
    func beginLeaving(in transaction: Transaction) -> Bool {
        if isLeaving { return true }
        let host = transitionHost
        guard let animation = transitionAnimation(host, for: .didDisappear, in: transaction) else { return false }
        isLeaving = true
        leaveGeneration += 1
        var leave = transaction
        leave.animation = animation
        // Frames that change below it from now on (a matched view flying to its partner)
        // animate in the departure's transaction.
        self.transaction = leave
        updateStamp = graph.updateCount
        let generation = leaveGeneration
        leave.addAnimationCompletion(criteria: .removed) { [weak self] in
            guard let self else { return }
            self.graph.leavingEnded(self, generation: generation)
        }
        graph.watchCompletions(of: leave)
        if let host {
            host.change(to: .didDisappear, in: leave)
        } else {
            fade(to: 0, in: leave)
        }
        setNeedsDisplay()
        return true
    }

    /// Plays the node's insertion transition when `transaction` animates.
    func beginAppearing(in transaction: Transaction) {
        let host = transitionHost
        guard let animation = transitionAnimation(host, for: .willAppear, in: transaction) else { return }
        var appear = transaction
        appear.animation = animation
        if let host {
            var jump = Transaction()
            jump.disablesAnimations = true
            host.change(to: .willAppear, in: jump)
            host.change(to: .identity, in: appear)
        } else {
            transitionFade = Animator(0.0)
            fade(to: 1, in: appear)
        }
    }

    /// Turns a leaving node around: it comes back from where its transition has got to.
    func returnFromLeaving(in transaction: Transaction) {
        isLeaving = false
        leaveGeneration += 1
        let host = transitionHost
        var back = transaction
        back.animation = transitionAnimation(host, for: .willAppear, in: transaction)
        self.transaction = back
        updateStamp = graph.updateCount
        // Laid out afresh: while it left, a matched view inside may have flown elsewhere.
        invalidateAllLayout()
        if let host {
            host.change(to: .identity, in: back)
        } else {
            fade(to: 1, in: back)
        }
        setNeedsDisplay()
    }

    private func fade(to opacity: Double, in transaction: Transaction) {
        let fade = transitionFade ?? Animator(1.0)
        transitionFade = fade
        fade.setValue(opacity, transaction: transaction, at: graph.time)
        setNeedsDisplay()
    }
}
