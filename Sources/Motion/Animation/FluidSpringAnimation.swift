import Foundation

/// SwiftUI's "fluid" spring: a stateful simulation that always merges, so a new spring takes
/// over the running one's position and velocity and heads for the new target.
///
/// It integrates in fixed steps of 1/300 s (half-step velocity, position, force, half-step
/// velocity), as SwiftUI does, and only whole steps: a frame shows the state at the first step
/// at or after its instant. So every frame rate shows the same values at the instants their
/// frames share (any multiple of 1/300 s), and differs elsewhere by at most a step. When it
/// takes over from another fluid spring, its response and damping blend from the old spring's
/// over `blendDuration` with a smoothstep. It is logically complete once `response` seconds
/// have passed since it started or took over, and finished when velocity² and force² are at
/// most 0.0036 and it is within 1 % of its target.
///
/// Springs too stiff or too heavily damped for that integrator (it grows without bound once a
/// step is long against the spring's own time scale: a response under about 0.01 s, or damping
/// past about 48 times critical at a 0.5 s response, 10 times at 0.1 s) take exact closed-form
/// steps of the same length instead, so no parameter makes the motion grow or turn to NaN.
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double

    /// Stiffness and damping for `response` and `dampingFraction`, worked out once: every
    /// integration step outside a blend uses them.
    private let stiffness: Double
    private let damping: Double
    /// One full step with those coefficients as a linear map of (offset from the target,
    /// velocity): the same half-step velocity integration, its arithmetic gathered so a step
    /// is two multiply-adds per component instead of a chain of ten operations.
    private let stepMap: StepMap

    /// The integration step, in seconds.
    static let step = 1.0 / 300

    /// The longest response, an hour: the simulation takes fixed steps, so a spring slower
    /// than that (or sped up from it) would need more of them to settle than a frame can
    /// spend. The factories clamp to it with a warning; this type clamps silently.
    static let maximumResponse: TimeInterval = 3600

    init(response: Double, dampingFraction: Double, blendDuration: Double) {
        // A response of 0 or less is an instant change; a positive one shorter than a spring
        // can be (down to 1e-300) is the stiffest spring there is, a longer one than an hour
        // the slowest.
        self.response = response.isNaN ? 0.5 : response > 0 ? min(max(response, Spring.minimumDuration), Self.maximumResponse) : response
        self.dampingFraction = dampingFraction.isNaN ? 1 : max(0, dampingFraction)
        self.blendDuration = blendDuration.isFinite ? max(0, blendDuration) : 0
        (stiffness, damping) = Self.coefficients(response: self.response, dampingFraction: self.dampingFraction)
        stepMap = StepMap(stiffness: stiffness, damping: damping, step: Self.step)
    }

    /// Whether the half-step integrator is sound for these coefficients over `step`: both
    /// eigenvalues of its step map inside the unit circle, and real ones positive (a negative
    /// one flips the offset's sign every step, which no damped spring does).
    static func integratorIsSound(stiffness k: Double, damping c: Double, step h: Double) -> Bool {
        let map = StepMap(leapfrogStiffness: k, damping: c, step: h)
        let trace = map.ee + map.vv
        let determinant = map.ee * map.vv - map.ev * map.ve
        let discriminant = trace * trace - 4 * determinant
        if discriminant < 0 { return determinant <= 1 + 1e-12 }
        let root = discriminant.squareRoot()
        let (low, high) = ((trace - root) / 2, (trace + root) / 2)
        return low >= 0 && high <= 1 + 1e-12
    }

    /// The integration step as a matrix. With h the step, k the stiffness, c the damping,
    /// e the offset from the target and v the velocity, one step is
    ///
    ///     v½ = v + h/2·(−k·e − c·v),  e′ = e + h·v½,  v′ = v½ + h/2·(−k·e′ − c·v½)
    ///
    /// which, with a = 1 − c·h/2 and b = k·h/2, is e′ = (1 − h·b)·e + h·a·v and
    /// v′ = (h·b² − a·b − b)·e + (a² − h·a·b)·v.
    ///
    /// Where that integrator is not sound (see ``integratorIsSound(stiffness:damping:step:)``)
    /// the map is the exact motion of the spring over `h` instead.
    struct StepMap: Hashable, Sendable {
        var ee, ev, ve, vv: Double

        init(stiffness k: Double, damping c: Double, step h: Double) {
            if FluidSpringAnimation.integratorIsSound(stiffness: k, damping: c, step: h) {
                self.init(leapfrogStiffness: k, damping: c, step: h)
            } else {
                self.init(exactStiffness: k, damping: c, step: h)
            }
        }

        /// The half-step integrator's map.
        init(leapfrogStiffness k: Double, damping c: Double, step h: Double) {
            let a = 1 - c * h / 2
            let b = k * h / 2
            ee = 1 - h * b
            ev = h * a
            ve = h * b * b - a * b - b
            vv = a * a - h * a * b
        }

        /// The closed-form motion of the spring over `h`, from the offset and velocity.
        init(exactStiffness k: Double, damping c: Double, step h: Double) {
            let decay = c / 2
            let difference = k - decay * decay
            let frequency = abs(difference).squareRoot()
            let spring = Spring(angularFrequency: difference < 0 ? -frequency : frequency, decayConstant: decay, mass: 1)
            let coefficients = spring.coefficients(time: h)
            ee = 1 - coefficients.positionOfTarget
            ev = coefficients.positionOfVelocity
            ve = -coefficients.speedOfTarget
            vv = coefficients.speedOfVelocity
        }
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
        let stiffness = pow(2 * Double.pi / max(response, Spring.minimumDuration), 2)
        return (stiffness, 2 * stiffness.squareRoot() * dampingFraction)
    }

    /// Whether the coefficients are still blending from a spring this one took over.
    @inline(__always)
    private func isBlending<V>(at time: Double, _ state: State<V>) -> Bool {
        state.previous != nil && blendDuration > 0 && time - state.takeoverTime < blendDuration
    }

    func parameters(at time: Double, previous: (response: Double, dampingFraction: Double)?, since takeover: Double) -> (stiffness: Double, damping: Double) {
        guard let previous, blendDuration > 0, time - takeover < blendDuration else {
            return (stiffness, damping)
        }
        let x = max(0, (time - takeover) / blendDuration)
        let blend = x * x * (3 - 2 * x)
        // Weighted, not `old + (new − old)·blend`: that loses a small response next to a huge one.
        return Self.coefficients(
            response: previous.response * (1 - blend) + response * blend,
            dampingFraction: previous.dampingFraction * (1 - blend) + dampingFraction * blend)
    }

    /// The most steps one call simulates: an hour's worth. A longer jump in time (an animation
    /// sped up a billionfold, a blend that lasts for ever) skips the rest: a damped spring has
    /// long settled by then, and an undamped one keeps its amplitude, if not its phase.
    static let maximumStepsPerCall = 1_080_000

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // A response that is not positive is an infinitely stiff spring: the change is instant.
        guard response > 0 else { return nil }
        var state = context.state[Key<V>.self] ?? State(position: .zero, velocity: .zero, time: 0)
        let result = run(&state, towards: value, to: time, isLogicallyComplete: &context.isLogicallyComplete)
        context.state[Key<V>.self] = state
        return result
    }

    /// The simulation itself, on a state the caller keeps: advances `state` to `time` heading
    /// for `value`, and returns the position, or nil once settled. ``animate(value:time:context:)``
    /// keeps the state in the context; an ``Animator`` keeps it beside its entry, which saves
    /// a lookup and a box per frame.
    @inline(__always)
    func run<V: VectorArithmetic>(_ state: inout State<V>, towards value: V, to time: TimeInterval, isLogicallyComplete: inout Bool) -> V? {
        guard response > 0 else { return nil }
        // Steps with the spring's own coefficients go through the step map; a blend
        // (coefficients that change each step) takes the long way.
        if !isBlending(at: state.time, state) {
            var offset = state.position - value
            var velocity = state.velocity
            let map = stepMap
            // Up to the first step at or after `time`. Frame times are not exact multiples of
            // the step: five steps of 1/300 s make 1/60 s give or take an ulp, and they count
            // as five, not six.
            let steps = (time - state.time) / Self.step - 1e-7
            let whole = steps > 0 ? Self.roundedUp(min(steps, Double(Self.maximumStepsPerCall))) : 0
            if whole > 0 {
                var done = 0
                while done < whole {
                    // In runs of up to a second, so a long jump in time stops once settled.
                    let run = min(whole - done, 300)
                    for _ in 0..<run {
                        let next = offset.scaled(by: map.ee) + velocity.scaled(by: map.ev)
                        velocity = offset.scaled(by: map.ve) + velocity.scaled(by: map.vv)
                        offset = next
                    }
                    done += run
                    if done < whole && isSettled(offset: offset, velocity: velocity, target: value) { break }
                }
                state.position = value + offset
                state.velocity = velocity
                let skipsTheRest = done < whole || steps > Double(Self.maximumStepsPerCall)
                state.time = skipsTheRest ? time : state.time + Double(whole) * Self.step
            }
        }
        // While blending, step by step up to the first step at or after `time` (a remainder
        // under a ten-millionth of a step is rounding in the frame times).
        var budget = Self.maximumStepsPerCall
        while state.time < time - 1e-7 * Self.step {
            budget -= 1
            if budget < 0 {
                state.time = time
                break
            }
            let dt = Self.step
            let k = parameters(at: state.time, previous: state.previous, since: state.takeoverTime)
            if Self.integratorIsSound(stiffness: k.stiffness, damping: k.damping, step: dt) {
                var force = (value - state.position).scaled(by: k.stiffness) - state.velocity.scaled(by: k.damping)
                state.velocity += force.scaled(by: dt / 2)
                state.position += state.velocity.scaled(by: dt)
                force = (value - state.position).scaled(by: k.stiffness) - state.velocity.scaled(by: k.damping)
                state.velocity += force.scaled(by: dt / 2)
            } else {
                let map = StepMap(exactStiffness: k.stiffness, damping: k.damping, step: dt)
                let offset = state.position - value
                state.position = value + offset.scaled(by: map.ee) + state.velocity.scaled(by: map.ev)
                state.velocity = offset.scaled(by: map.ve) + state.velocity.scaled(by: map.vv)
            }
            state.time += dt
        }
        // Logically complete `response` seconds after it began, or after it took over a
        // running spring: a retarget has its own completion time.
        if time - state.takeoverTime >= response { isLogicallyComplete = true }
        // The force now, whether or not this call advanced the simulation: asking twice for the
        // same instant must give the same answer.
        if state.time > 0 && isSettled(offset: state.position - value, velocity: state.velocity, target: value, at: state.time, state) {
            return nil
        }
        return state.position
    }

    /// `value.rounded(.up)` as a whole number, for `value` in (0, ``maximumStepsPerCall``]:
    /// exact, without a call into the C library (which made the compiler save and restore
    /// every register it held around it, on every frame of every spring).
    @inline(__always)
    static func roundedUp(_ value: Double) -> Int {
        let whole = Int(value)  // toward zero: down, for a positive value
        return Double(whole) < value ? whole + 1 : whole
    }

    /// The end criteria: velocity² and force² at most 0.0036, and within 1 % of the target.
    @inline(__always)
    private func isSettled<V: VectorArithmetic>(offset: V, velocity: V, target: V, at time: Double? = nil, _ state: State<V>? = nil) -> Bool {
        // Outside a blend (no spring taken over) the coefficients are this spring's own.
        let k = if let time, let state, state.previous != nil {
            parameters(at: time, previous: state.previous, since: state.takeoverTime)
        } else {
            (stiffness: stiffness, damping: damping)
        }
        let force = offset.scaled(by: -k.stiffness) - velocity.scaled(by: k.damping)
        return velocity.magnitudeSquared <= 0.0036 && force.magnitudeSquared <= 0.0036
            && offset.magnitudeSquared <= max(1e-4 * target.magnitudeSquared, 1e-12)
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
        "spring(response: \(written(response)), dampingFraction: \(written(dampingFraction)), blendDuration: \(written(blendDuration)))"
    }
}
