import Foundation

/// SwiftUI's "fluid" spring: a stateful simulation that always merges, so a new spring takes
/// over the running one's position and velocity and heads for the new target.
///
/// It integrates in fixed steps of 1/300 s (half-step velocity, position, force, half-step
/// velocity), so results at different frame rates agree to within one step's error. When it
/// takes over from another fluid spring, its response and damping blend from the old spring's
/// over `blendDuration` with a smoothstep. It is logically complete once `time ≥ response`
/// and finished when velocity² and force² are at most 0.0036 and it is within 1 % of its target.
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double

    /// The integration step, in seconds.
    static let step = 1.0 / 300

    init(response: Double, dampingFraction: Double, blendDuration: Double) {
        self.response = response.isNaN ? 0.5 : response
        self.dampingFraction = dampingFraction.isNaN ? 1 : max(0, dampingFraction)
        self.blendDuration = blendDuration.isFinite ? max(0, blendDuration) : 0
    }

    struct State<V: VectorArithmetic> {
        var position: V
        var velocity: V
        var time: Double
        /// The spring this one took over from, and when, for blending.
        var previous: (response: Double, dampingFraction: Double)?
        var takeoverTime = 0.0
    }

    struct Key<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: State<V>? { nil }
    }

    /// Stiffness and damping coefficients for a response and damping fraction (mass 1).
    static func coefficients(response: Double, dampingFraction: Double) -> (stiffness: Double, damping: Double) {
        let stiffness = pow(2 * Double.pi / response, 2)
        return (stiffness, 2 * stiffness.squareRoot() * dampingFraction)
    }

    func parameters(at time: Double, previous: (response: Double, dampingFraction: Double)?, since takeover: Double) -> (stiffness: Double, damping: Double) {
        guard let previous, blendDuration > 0 else {
            return Self.coefficients(response: response, dampingFraction: dampingFraction)
        }
        let x = min(1, max(0, (time - takeover) / blendDuration))
        let blend = x * x * (3 - 2 * x)
        return Self.coefficients(
            response: previous.response + (response - previous.response) * blend,
            dampingFraction: previous.dampingFraction + (dampingFraction - previous.dampingFraction) * blend)
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // A response that is not positive is an infinitely stiff spring: the change is instant.
        guard response > 0 else { return nil }
        var state = context.state[Key<V>.self] ?? State(position: .zero, velocity: .zero, time: 0)
        while state.time < time {
            let dt = min(Self.step, time - state.time)
            let k = parameters(at: state.time, previous: state.previous, since: state.takeoverTime)
            var force = (value - state.position).scaled(by: k.stiffness) - state.velocity.scaled(by: k.damping)
            state.velocity += force.scaled(by: dt / 2)
            state.position += state.velocity.scaled(by: dt)
            force = (value - state.position).scaled(by: k.stiffness) - state.velocity.scaled(by: k.damping)
            state.velocity += force.scaled(by: dt / 2)
            state.time += dt
        }
        // The force now, whether or not this call advanced the simulation: asking twice for the
        // same instant must give the same answer.
        let k = parameters(at: state.time, previous: state.previous, since: state.takeoverTime)
        let force = (value - state.position).scaled(by: k.stiffness) - state.velocity.scaled(by: k.damping)
        if time >= response { context.isLogicallyComplete = true }
        context.state[Key<V>.self] = state
        let distance = (value - state.position).magnitudeSquared
        if state.velocity.magnitudeSquared <= 0.0036 && force.magnitudeSquared <= 0.0036
            && distance <= max(1e-4 * value.magnitudeSquared, 1e-12) && state.time > 0 {
            return nil
        }
        return state.position
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[Key<V>.self]?.velocity ?? .zero
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let old = previous.base as? FluidSpringAnimation, var state = context.state[Key<V>.self] else { return false }
        // Take over where the old spring is, with its velocity, blending from its parameters.
        state.previous = (old.response, old.dampingFraction)
        state.takeoverTime = time
        context.state[Key<V>.self] = state
        return true
    }

    var description: String {
        "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}
