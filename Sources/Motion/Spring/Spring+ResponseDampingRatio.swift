import Foundation

extension Spring {
    /// Creates a spring from its response (the period of its undamped oscillation, in seconds)
    /// and its damping ratio (1 is critical damping; below oscillates, above is overdamped).
    ///
    /// NaN or non-positive responses are treated as in ``init(duration:bounce:)``; NaN or
    /// negative damping ratios become 0.
    public init(response: Double, dampingRatio: Double) {
        self.init(validDuration: response, dampingRatio: dampingRatio)
    }

    /// The response: the same number as ``duration``.
    public var response: Double { duration }

    /// The damping ratio ζ: the fraction of critical damping this spring has.
    public var dampingRatio: Double { decayConstant / naturalFrequency }
}
