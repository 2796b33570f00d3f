import Foundation

extension Spring {
    /// The closed-form motion of a spring released at rest offset −target with `v0`, written as
    /// `x(t) = target·position.target + v0·position.velocity`, and likewise for its speed.
    ///
    /// Splitting the solution into a coefficient of the target and one of the initial velocity
    /// lets any `VectorArithmetic` value be animated with two scalings and one addition.
    struct Coefficients {
        var positionOfTarget: Double
        var positionOfVelocity: Double
        var speedOfTarget: Double
        var speedOfVelocity: Double
    }

    func coefficients(time: Double) -> Coefficients {
        let t = time.isNaN ? 0 : max(0, time)
        let λ = decayConstant
        let ω = angularFrequency
        if ω > 0 {
            let envelope = exp(-λ * t)
            let (s, c) = sineAndCosine(ω * t)
            return Coefficients(
                positionOfTarget: 1 - envelope * (λ * s / ω + c),
                positionOfVelocity: envelope * s / ω,
                speedOfTarget: envelope * s * (λ * λ + ω * ω) / ω,
                speedOfVelocity: envelope * (c - λ * s / ω))
        } else if ω == 0 {
            let envelope = exp(-λ * t)
            return Coefficients(
                positionOfTarget: 1 - envelope * (1 + λ * t),
                positionOfVelocity: t * envelope,
                speedOfTarget: λ * λ * t * envelope,
                speedOfVelocity: envelope * (1 - λ * t))
        } else {
            let r1 = -λ - ω  // ω < 0, so r1 = −λ + |ω|, the slow root
            let r2 = -λ + ω  // the fast root
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let gap = r1 - r2
            return Coefficients(
                positionOfTarget: 1 + (r2 * e1 - r1 * e2) / gap,
                positionOfVelocity: (e1 - e2) / gap,
                speedOfTarget: r1 * r2 * (e1 - e2) / gap,
                speedOfVelocity: (r1 * e1 - r2 * e2) / gap)
        }
    }

    /// The position coefficients of ``coefficients(time:)`` alone: ``value(target:initialVelocity:time:)``
    /// needs no speeds, and working them out too cost a third more per call.
    @inlinable @inline(__always)
    func positionCoefficients(time: Double) -> (target: Double, velocity: Double) {
        let t = time.isNaN ? 0 : max(0, time)
        let λ = decayConstant
        let ω = angularFrequency
        if ω > 0 {
            let envelope = exp(-λ * t)
            let (s, c) = sineAndCosine(ω * t)
            // The same expressions as the full coefficients, so both give the same bits.
            return (1 - envelope * (λ * s / ω + c), envelope * s / ω)
        } else if ω == 0 {
            let envelope = exp(-λ * t)
            return (1 - envelope * (1 + λ * t), t * envelope)
        } else {
            let r1 = -λ - ω, r2 = -λ + ω
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let gap = r1 - r2
            return (1 + (r2 * e1 - r1 * e2) / gap, (e1 - e2) / gap)
        }
    }

    /// The displacement of the spring at `time`, starting at zero with `initialVelocity` and
    /// pulled towards `target`. Negative or NaN times are treated as 0.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = positionCoefficients(time: time)
        return target.scaled(by: k.target) + initialVelocity.scaled(by: k.velocity)
    }

    /// The velocity of the spring at `time`, for the same motion as ``value(target:initialVelocity:time:)``.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<Double, Double>)
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(time: time)
        return target.scaled(by: k.speedOfTarget) + initialVelocity.scaled(by: k.speedOfVelocity)
    }

    /// The value at `time` of a spring travelling from `fromValue` to `toValue`: any animatable
    /// value (a `CGPoint`, an `Angle`), moved through its `animatableData`.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == CGPoint)
    @_specialize(where V == CGSize)
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a spring travelling from `fromValue` to `toValue`, as a value
    /// of the same type (a `CGPoint` of points per second).
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == CGPoint)
    @_specialize(where V == CGSize)
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = initialVelocity
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Advances a value and its velocity by `deltaTime` towards `target`, exactly.
    ///
    /// Each step is the closed-form solution from the current state, so a run of steps lands
    /// where one long step would, whatever the frame rate, and retargeting keeps the velocity.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let k = coefficients(time: deltaTime)
        let remaining = target - value
        let speed = velocity
        value += remaining.scaled(by: k.positionOfTarget) + speed.scaled(by: k.positionOfVelocity)
        velocity = remaining.scaled(by: k.speedOfTarget) + speed.scaled(by: k.speedOfVelocity)
    }

    /// The force on the spring, `stiffness·(target − position) − damping·velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force on the spring for a motion from `fromValue` to `toValue`, of any animatable
    /// type, as a value of that type.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = velocity
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData,
                                      position: position.animatableData - fromValue.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }
}
