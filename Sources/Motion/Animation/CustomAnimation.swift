import Foundation

/// A type that says how a value animates over time: the protocol behind every ``Animation``.
///
/// `animate` receives the whole change to make (`value`, the delta from the old value to the new
/// one) and the time since the animation began, and returns how much of it is done, or `nil`
/// once the animation has finished.
///
/// ```swift
/// struct Halfway: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time < duration ? value.scaled(by: 0.5) : nil
///     }
/// }
/// let animation = Animation(Halfway(duration: 1))
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` done at `time` seconds, or nil when the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of the animated value at `time`, or nil when the animation cannot say.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, arriving while `previous` runs, takes over `previous`'s state
    /// (and so its value and velocity) instead of running beside it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity: the animation cannot say how fast it moves.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// No merging: a new animation runs beside the old one and their effects add up.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}
