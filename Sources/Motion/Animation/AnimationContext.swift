import Foundation

/// What an animation can use while it runs: its own saved state, the environment of the view
/// that started it, and a flag to say it is logically complete.
///
/// Kinetic's animators make one per running animation; tests and tools can make their own with
/// the public initialiser and drive an animation by hand.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// let halfway = Animation.linear(duration: 1).animate(value: 100.0, time: 0.5, context: &context)  // 50
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps between calls.
    public var state: AnimationState<Value>
    /// The environment of the view whose change started the animation.
    public internal(set) var environment: EnvironmentValues
    /// Set by the animation once it has reached the point where it counts as done for
    /// `.logicallyComplete` completions, even if it is still moving.
    public var isLogicallyComplete: Bool

    /// Creates a context, empty by default.
    public init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.environment = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context with the same environment and completion flag but another state, for an
    /// animation that runs an inner animation on a different type.
    public func withState<T>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, environment: environment, isLogicallyComplete: isLogicallyComplete)
    }
}
