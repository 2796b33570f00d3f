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
    @usableFromInline package var angularFrequency: Double
    /// Exponential decay constant λ of the envelope, `damping / 2m`.
    @usableFromInline package var decayConstant: Double
    /// The mass of the object on the spring.
    public private(set) var mass: Double

    package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.mass = mass
    }

    /// Builds the stored form from a period-like duration and a damping ratio, both already
    /// checked by the public initialisers.
    ///
    /// As a last guard it still makes any numbers finite: durations that are NaN, infinite or
    /// below ``Spring/minimumDuration`` become 0.5 s or the minimum, damping ratios that are NaN
    /// or negative become 0, and ratios past ``Spring/maximumDampingRatio`` are capped there.
    package init(validDuration duration: Double, dampingRatio: Double) {
        let duration = duration.isFinite ? max(duration, Spring.minimumDuration) : 0.5
        let ratio = dampingRatio.isNaN ? 0 : min(Spring.maximumDampingRatio, max(0, dampingRatio))
        let naturalFrequency = 2 * Double.pi / duration
        let decay = ratio * naturalFrequency
        let sign: Double = ratio > 1 ? -1 : 1
        let frequency = sign * naturalFrequency * abs(1 - ratio * ratio).squareRoot()
        self.init(angularFrequency: frequency, decayConstant: decay, mass: 1)
    }

    /// The shortest duration or response a spring accepts; shorter ones are raised to it.
    public static let minimumDuration: TimeInterval = 0.001

    /// The heaviest damping a spring accepts, as a ratio to critical damping (a bounce of
    /// −0.999): heavier springs barely move, and one with infinite damping would never arrive.
    public static let maximumDampingRatio: Double = 1000
}
