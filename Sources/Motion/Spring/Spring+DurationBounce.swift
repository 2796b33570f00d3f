import Foundation

extension Spring {
    /// Creates a spring that settles in about `duration` seconds with the given bounce.
    ///
    /// A bounce of 0 is critically damped, values towards 1 oscillate more, and negative values
    /// (down to just above −1) are overdamped.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. NaN becomes 0.5, values below
    ///     ``Spring/minimumDuration`` are raised to it.
    ///   - bounce: How bouncy the spring is, clamped to −0.999…1; NaN becomes 0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(validDuration: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// The damping ratio ζ for a bounce: `1 − b` for b ≥ 0, `1 / (1 + b)` below.
    package static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(1, max(-0.999, bounce))
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// The perceptual duration: the period of the spring's undamped oscillation, `2π / ωn`.
    public var duration: TimeInterval { 2 * Double.pi / naturalFrequency }

    /// How bouncy the spring is: `1 − ζ` when not overdamped, `1/ζ − 1` when overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The natural (undamped) angular frequency ωn, recovered from the stored form.
    package var naturalFrequency: Double {
        let squareOfFrequency = angularFrequency * angularFrequency
        let squareOfDecay = decayConstant * decayConstant
        return angularFrequency < 0
            ? (squareOfDecay - squareOfFrequency).squareRoot()
            : (squareOfDecay + squareOfFrequency).squareRoot()
    }
}
