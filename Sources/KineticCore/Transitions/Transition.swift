import Foundation

/// Where a view is in its transition: about to appear, shown, or gone.
///
/// A transition's body is evaluated with `.willAppear` just before the view is inserted, with
/// `.identity` while it is shown, and with `.didDisappear` when it is removed; the change
/// between them is animated in the transaction of the insertion or removal.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// True while the view is shown: the transition should leave it unchanged.
    public var isIdentity: Bool { self == .identity }

    /// −1 before the view appears, 0 while it is shown, 1 after it disappears: a signed
    /// amount for transitions that come in from one side and leave by the other.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition is, beyond what it draws.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (not only fades or blurs it).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// How a view enters and leaves: the modifiers applied to it in each ``TransitionPhase``.
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// ```
///
/// Keep the body's structure the same in every phase (no `if`, `switch` or `.id` on
/// `content`): only the modifiers' values should change, so they animate.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    /// The view as it is in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition is: whether it has motion.
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as the transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView<Self>(making: { builder in builder.nodes(for: content, key: .content) }), phase: phase)
    }

    /// The transition, animated with `animation` whatever the transaction of the insertion or
    /// removal says (even when it has no animation).
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }
}

// MARK: Composition

/// Transitions that carry an animation of their own for insertion or removal.
protocol TransitionAnimating {
    /// `.some(animation)` when the transition names the animation for `phase`'s change.
    func transitionAnimation(for phase: TransitionPhase) -> Animation??
}

/// The animation `transition` carries for the change to `phase`, if it names one.
func carriedAnimation<T: Transition>(of transition: T, for phase: TransitionPhase) -> Animation?? {
    (transition as? any TransitionAnimating)?.transitionAnimation(for: phase) ?? nil
}

/// What ``Transition/animation(_:)`` returns.
public struct _AnimatedTransition<Base: Transition>: Transition, TransitionAnimating {
    var base: Base
    var animation: Animation?

    public func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    public static var properties: TransitionProperties { Base.properties }

    func transitionAnimation(for phase: TransitionPhase) -> Animation?? { .some(animation) }
}

/// What ``Transition/combined(with:)`` returns.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition, TransitionAnimating {
    var first: First
    var second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func transitionAnimation(for phase: TransitionPhase) -> Animation?? {
        carriedAnimation(of: first, for: phase) ?? carriedAnimation(of: second, for: phase)
    }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, TransitionAnimating {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Both transitions are applied in every phase, each held at identity in the phase that
    /// is not its own: the structure stays the same, so a view re-inserted while it leaves
    /// turns around from where it is.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .willAppear ? .willAppear : .identity),
                      phase: phase == .didDisappear ? .didDisappear : .identity)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    func transitionAnimation(for phase: TransitionPhase) -> Animation?? {
        phase == .didDisappear ? carriedAnimation(of: removal, for: phase) : carriedAnimation(of: insertion, for: phase)
    }
}

extension View {
    /// The transition the view enters and leaves with, when it is inserted or removed in a
    /// transaction that animates (SwiftUI's default is `.opacity`).
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionView(content: self, transition: AnyTransition(transition))
    }

    /// The transition the view enters and leaves with.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionView(content: self, transition: transition)
    }
}
