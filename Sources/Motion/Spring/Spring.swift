import Foundation

/// A damped harmonic spring: converts between the ways people describe springs, and tells
/// where a spring is, and how fast it moves, at any time.
///
/// A spring is stored as three numbers whatever initialiser made it: its angular frequency,
/// its decay constant and its mass. The sign of the angular frequency says which regime it is
/// in: positive for an underdamped (bouncy) spring, zero for a critically damped one, negative
/// for an overdamped one, whose magnitude is then `ωn·√(ζ² − 1)`.
///
/// Every position is a closed-form function of time, so sampling at 60 or 144 Hz gives the
/// same value at the same instant.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                 // ≈ 157.9
/// spring.damping                   // ≈ 17.6
/// let x = spring.value(target: 100.0, initialVelocity: 0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
    /// Angular frequency of the oscillation, signed by regime (see the type's overview).
    package var angularFrequency: Double
    /// Exponential decay constant λ of the envelope, `damping / 2m`.
    package var decayConstant: Double
    /// The mass of the object on the spring.
    public private(set) var mass: Double

    package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.mass = mass
    }

    /// Builds the stored form from a period-like duration and a damping ratio.
    ///
    /// Durations that are NaN, infinite or not positive become ``Spring/minimumDuration``
    /// (or 0.5 s for NaN) so the result is always a finite spring; damping ratios that are NaN
    /// or negative become 0.
    package init(validDuration duration: Double, dampingRatio: Double) {
        let duration = Spring.sanitized(duration: duration)
        let ratio = dampingRatio.isNaN ? 0 : max(0, dampingRatio)
        let naturalFrequency = 2 * Double.pi / duration
        let decay = ratio * naturalFrequency
        let sign: Double = ratio > 1 ? -1 : 1
        let frequency = sign * naturalFrequency * abs(1 - ratio * ratio).squareRoot()
        self.init(
            angularFrequency: ratio.isFinite ? frequency : 0,
            decayConstant: ratio.isFinite ? decay : naturalFrequency,
            mass: 1)
    }

    /// The shortest duration or response a spring accepts; shorter ones are raised to it.
    public static let minimumDuration: TimeInterval = 0.001

    static func sanitized(duration: Double) -> Double {
        if duration.isNaN { return 0.5 }
        if duration == .infinity { return 1e6 }
        return max(duration, minimumDuration)
    }
}
