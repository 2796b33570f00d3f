import Foundation

extension Spring {
    /// Creates a spring from physical parameters.
    ///
    /// When the damping would overdamp the spring and `allowOverDamping` is false, the spring
    /// is clamped to critical damping. A mass or stiffness that is NaN or not positive becomes
    /// 1 (mass) or a stiffness giving ``Spring/minimumDuration``'s limit; a NaN or negative
    /// damping becomes 0.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let maximumStiffness = mass * pow(2 * Double.pi / Spring.minimumDuration, 2)
        let stiffness = stiffness.isNaN || stiffness <= 0 ? maximumStiffness : min(stiffness, maximumStiffness)
        let damping = damping.isNaN ? 0 : max(0, damping)
        let naturalFrequency = (stiffness / mass).squareRoot()
        let decay = min(damping / (2 * mass), 1e9)
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
