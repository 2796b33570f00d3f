import Foundation

/// How a change of value plays out over time: a curve, a spring, or any ``CustomAnimation``,
/// with modifiers for delay, speed and repetition.
///
/// An animation is a pure function of the time since it began. It is applied to the *change*
/// of a value: given the delta from the old value to the new one, it says how much of that
/// delta is done at each instant. Springs that arrive while another spring runs take over its
/// position and velocity; curves add their effects.
///
/// ```swift
/// withAnimation(.spring(duration: 0.4, bounce: 0.2)) { isExpanded.toggle() }
/// let late = Animation.easeInOut(duration: 0.3).delay(0.1).repeatCount(3, autoreverses: true)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    private let storage: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let animation = base as? Animation {
            self = animation
        } else {
            storage = base
        }
    }

    /// The custom animation this animation runs.
    public var base: any CustomAnimation { storage }

    /// The part of `value` done at `time`, or nil once finished. See ``CustomAnimation``.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        storage.animate(value: value, time: time, context: &context)
    }

    /// The velocity of the animated value at `time`, when the animation can say.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        storage.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous`'s state instead of running beside it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        storage.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.storage) == AnyHashable(rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(storage))
    }

    public var description: String {
        if let described = storage as? any CustomStringConvertible { return described.description }
        return String(describing: storage)
    }

    /// The same description, for the debugger.
    public var debugDescription: String { description }
}

extension Animation: CustomAnimation {}

extension Animation: CustomReflectable {
    /// The animation's parts as a mirror shows them: its base animation (a spring, a curve, a
    /// custom one) as a child, as SwiftUI's mirror does.
    public var customMirror: Mirror {
        Mirror(self, children: ["base": base], displayStyle: .struct)
    }
}
