import Foundation

extension Spring {
    /// Creates a spring that settles in about `duration` seconds with the given bounce.
    ///
    /// A bounce of 0 is critically damped, values towards 1 oscillate more (1 never stops), and
    /// negative values down to −1 are overdamped (a damping ratio of `1 / (1 + bounce)`, at
    /// most ``maximumDampingRatio``).
    ///
    /// Numbers outside the domain are replaced, with one warning (see ``Diagnostics``):
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, at least ``minimumDuration``. Shorter
    ///     ones are raised to it; NaN and infinity become 0.5.
    ///   - bounce: How bouncy the spring is, −1…1. Numbers outside are clamped to the range;
    ///     NaN becomes 0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(duration: duration, bounce: bounce, check: ParameterCheck("Spring(duration:bounce:)"))
    }

    /// The checked initialiser behind every way of giving a duration and a bounce; `bounceName`
    /// says how the bounce was made (`the bounce (0.3 + extraBounce)` for the presets).
    package init(duration: TimeInterval, bounce: Double, bounceName: @autoclosure () -> String = "bounce", check: ParameterCheck) {
        let duration = Spring.checkedDuration(duration, "duration", check)
        let bounce = check.clamp(bounce, bounceName(), to: -1...1, fallback: 0)
        self.init(validDuration: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// A duration or response checked against ``minimumDuration``: NaN and infinity become 0.5.
    package static func checkedDuration(_ value: Double, _ name: @autoclosure () -> String, _ check: ParameterCheck) -> Double {
        check.clamp(value, name(), to: minimumDuration...Double.infinity, fallback: 0.5)
    }

    /// The damping ratio ζ for a bounce: `1 − b` for b ≥ 0, `1 / (1 + b)` below, at most
    /// ``maximumDampingRatio`` (from b = −0.999 down to −1).
    package static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(1, max(-1, bounce))
        return b >= 0 ? 1 - b : min(maximumDampingRatio, 1 / (1 + b))
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
