/// Checks the numbers given to a public initialiser or factory, once, when the value is made.
///
/// A number outside its parameter's domain becomes the nearest sane value, and one warning
/// names the call, the parameter, the number and what is used instead (see
/// ``Diagnostics/warningOnce(_:)``). Valid numbers pass through untouched and cost a
/// comparison or two: nothing is formatted unless something is wrong.
///
/// ```swift
/// let check = ParameterCheck("Spring(duration:bounce:)")
/// let bounce = check.clamp(bounce, "bounce", to: -1...1, fallback: 0)
/// ```
package struct ParameterCheck {
    /// The call being checked, as a user would write it: `Animation.spring(duration:bounce:blendDuration:)`.
    package let function: String

    package init(_ function: String) {
        self.function = function
    }

    /// `value` when it is finite and lies in `domain`; otherwise, after a warning, `fallback`
    /// for NaN and infinities (an infinite duration becomes the default one, not an endless or
    /// the longest one), and the nearer end of the domain for a finite number outside it.
    ///
    /// - Parameters:
    ///   - below: what to use instead of the domain's lower end for numbers below it (a mass of
    ///     0 or less becomes 1, not the smallest positive mass).
    ///   - above: the same for numbers above the domain.
    @inline(__always)
    package func clamp(_ value: Double, _ name: @autoclosure () -> String, to domain: ClosedRange<Double>,
                       fallback: Double, below: Double? = nil, above: Double? = nil) -> Double {
        if value >= domain.lowerBound && value <= domain.upperBound && value.isFinite { return value }
        return replace(value, name(), domain: domain, fallback: fallback, below: below, above: above)
    }

    /// `value` when it is at least 0; otherwise 0 after a warning (NaN and infinities too).
    @inline(__always)
    package func nonNegativeInteger(_ value: Int, _ name: @autoclosure () -> String) -> Int {
        if value >= 0 { return value }
        Diagnostics.warningOnce("\(function): \(name()) \(value) is negative; using 0")
        return 0
    }

    private func replace(_ value: Double, _ name: String, domain: ClosedRange<Double>, fallback: Double, below: Double?, above: Double?) -> Double {
        let replacement: Double
        let reason: String
        if value.isNaN {
            replacement = fallback
            reason = "is not a number"
        } else if value.isInfinite {
            replacement = fallback
            reason = "is not finite"
        } else if value < domain.lowerBound {
            replacement = below ?? (domain.lowerBound.isFinite ? domain.lowerBound : fallback)
            reason = "is below \(Self.describe(domain))"
        } else if value > domain.upperBound {
            replacement = above ?? (domain.upperBound.isFinite ? domain.upperBound : fallback)
            reason = "is above \(Self.describe(domain))"
        } else {
            replacement = fallback
            reason = "is not valid"
        }
        Diagnostics.warningOnce("\(function): \(name) \(value) \(reason); using \(replacement)")
        return replacement
    }

    /// "-1…1", "at least 0.001", "at most 0".
    private static func describe(_ domain: ClosedRange<Double>) -> String {
        switch (domain.lowerBound.isFinite, domain.upperBound.isFinite) {
        case (true, true): "the range \(domain.lowerBound)…\(domain.upperBound)"
        case (true, false): "the minimum \(domain.lowerBound)"
        case (false, true): "the maximum \(domain.upperBound)"
        case (false, false): "any number"
        }
    }
}
