import Foundation

/// A transition whose type is erased: what `.transition(_:)` stores, and the older way of
/// naming transitions (`AnyTransition.opacity.combined(with: .slide)`).
public struct AnyTransition {
    /// The transition's body for some content.
    let makeBody: (PlaceholderContentView<AnyTransition>, TransitionPhase) -> AnyView
    /// The animation the transition carries for a phase's change, if it names one.
    let animationFor: (TransitionPhase) -> Animation??

    public init<T: Transition>(_ transition: T) {
        if let any = transition as? AnyTransition {
            self = any
            return
        }
        makeBody = { content, phase in AnyView(transition.apply(content: content, phase: phase)) }
        animationFor = { phase in carriedAnimation(of: transition, for: phase) }
    }

    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(0)) }
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// A transition from `active` (the view not shown) to `identity` (shown).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }

    /// `insertion` when the view appears, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: insertion, removal: removal))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(_CombinedTransition(first: self, second: other))
    }

    /// The transition animated with `animation`, whatever the transaction says.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(_AnimatedTransition(base: self, animation: animation))
    }
}

// AnyTransition is a Transition inside Kinetic, so the composites can hold it.
extension AnyTransition: Transition, TransitionAnimating {
    public func body(content: PlaceholderContentView<AnyTransition>, phase: TransitionPhase) -> AnyView {
        makeBody(content, phase)
    }

    func transitionAnimation(for phase: TransitionPhase) -> Animation?? { animationFor(phase) }
}
