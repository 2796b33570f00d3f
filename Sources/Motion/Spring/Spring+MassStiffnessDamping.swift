import Foundation

extension Spring {
    /// Creates a spring from physical parameters.
    ///
    /// When the damping would overdamp the spring and `allowOverDamping` is false, the spring
    /// is clamped to critical damping. Numbers outside their domain are replaced, with one
    /// warning each: a mass that is NaN or not positive becomes 1, one past 10¹⁰⁰ becomes that;
    /// a stiffness that is NaN or not positive becomes that of a 0.5 s spring, and one above the stiffness of a
    /// ``minimumDuration`` spring (infinity included) becomes that; a negative damping becomes
    /// 0, a NaN or infinite one critical damping, and an overdamping one past
    /// ``maximumDampingRatio`` times critical is capped there.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping,
                  check: ParameterCheck("Spring(mass:stiffness:damping:allowOverDamping:)"))
    }

    package init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool, check: ParameterCheck) {
        let mass = check.clamp(mass, "mass", to: 1e-100...1e100, fallback: 1, below: 1)
        let maximumStiffness = mass * pow(2 * Double.pi / Spring.minimumDuration, 2)
        let defaultStiffness = mass * pow(2 * Double.pi / 0.5, 2)
        let stiffness = check.clamp(stiffness, "stiffness", to: Double.leastNormalMagnitude...maximumStiffness,
                                    fallback: defaultStiffness, below: defaultStiffness)
        let critical = 2 * (stiffness * mass).squareRoot()
        let maximumDamping = allowOverDamping ? Spring.maximumDampingRatio * critical : .infinity
        let damping = check.clamp(damping, "damping", to: 0...maximumDamping, fallback: critical)
        let naturalFrequency = (stiffness / mass).squareRoot()
        let decay = damping / (2 * mass)
        if decay > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let difference = stiffness / mass - decay * decay
            let frequency = abs(difference).squareRoot()
            self.init(angularFrequency: difference < 0 ? -frequency : frequency, decayConstant: decay, mass: mass)
        }
    }

    /// The stiffness coefficient k = m·ωn².
    ///
    /// SwiftUI's getter returns m(ω² + λ²), which is wrong for overdamped springs; this one is
    /// physically correct in every regime.
    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

    /// The damping coefficient c = 2λm.
    public var damping: Double { 2 * decayConstant * mass }
}
