import Foundation

extension Spring {
    /// Creates a spring from its response (the period of its undamped oscillation, in seconds)
    /// and its damping ratio (1 is critical damping; below oscillates, above is overdamped).
    ///
    /// A response outside its domain is treated as in ``init(duration:bounce:)``. The damping
    /// ratio's domain is 0…``maximumDampingRatio``: negative ratios become 0, larger ones the
    /// maximum, NaN 1; each with one warning.
    public init(response: Double, dampingRatio: Double) {
        let check = ParameterCheck("Spring(response:dampingRatio:)")
        self.init(
            validDuration: Spring.checkedDuration(response, "response", check),
            dampingRatio: check.clamp(dampingRatio, "dampingRatio", to: 0...Spring.maximumDampingRatio, fallback: 1))
    }

    /// The response: the same number as ``duration``.
    public var response: Double { duration }

    /// The damping ratio ζ: the fraction of critical damping this spring has.
    public var dampingRatio: Double { decayConstant / naturalFrequency }
}
