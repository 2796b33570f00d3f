import Foundation

/// A closed-form damped spring on 0…1, scaled by the change: it does not merge, so a second
/// change runs beside the first and their effects add, each keeping its own velocity.
///
/// It runs for at least a second (longer if the spring needs longer to settle within 0.001),
/// and is logically complete after one period of the undamped spring (2π·√(m/k)).
struct InterpolatingSpringAnimation: CustomAnimation, CustomStringConvertible {
    var spring: Spring
    var initialVelocity: Double
    /// How long the animation runs, worked out once: a critically damped spring's settling
    /// duration is found by sampling, far too slow for every frame.
    let duration: TimeInterval

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        duration = max(1, spring.settlingDuration(target: 1.0, initialVelocity: self.initialVelocity, epsilon: 0.001))
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= spring.duration { context.isLogicallyComplete = true }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return .zero }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    var description: String {
        "interpolatingSpring(mass: \(written(spring.mass)), stiffness: \(written(spring.stiffness)), damping: \(written(spring.damping)), initialVelocity: \(written(initialVelocity)))"
    }
}
