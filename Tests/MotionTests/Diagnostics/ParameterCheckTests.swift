import Testing
@testable import Motion

struct ParameterCheckTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var value: Double
        var expected: Double
        /// What the one warning must say; nil: no warning.
        var says: String?
        var testDescription: String { "\(value)" }
    }

    /// A duration-like parameter: 0…3600, default 0.5, negative numbers become 0.
    @Test(arguments: [
        Row(value: 0.3, expected: 0.3, says: nil),
        Row(value: 0, expected: 0, says: nil),
        Row(value: 3600, expected: 3600, says: nil),
        Row(value: -2, expected: 0, says: "duration -2.0 is below the range 0.0…3600.0; using 0.0"),
        Row(value: 1e300, expected: 3600, says: "duration 1e+300 is above the range 0.0…3600.0; using 3600.0"),
        Row(value: .nan, expected: 0.5, says: "duration nan is not a number; using 0.5"),
        Row(value: .infinity, expected: 0.5, says: "duration inf is not finite; using 0.5"),
        Row(value: -.infinity, expected: 0.5, says: "duration -inf is not finite; using 0.5"),
    ])
    func clampsToTheDomainAndSaysSoOnce(row: Row) {
        let (result, warnings) = Diagnostics.collectingWarnings {
            ParameterCheck("f(duration:)").clamp(row.value, "duration", to: 0...3600, fallback: 0.5)
        }
        #expect(result == row.expected)
        if let says = row.says {
            #expect(warnings == ["f(duration:): \(says)"])
        } else {
            #expect(warnings.isEmpty)
        }
    }

    @Test func belowAndAboveReplaceTheEnds() {
        let check = ParameterCheck("Spring(mass:stiffness:damping:)")
        let (low, _) = Diagnostics.collectingWarnings { check.clamp(-1, "mass", to: 1e-100...1e100, fallback: 1, below: 1) }
        let (high, _) = Diagnostics.collectingWarnings { check.clamp(1e200, "mass", to: 1e-100...1e100, fallback: 1, above: 7) }
        #expect(low == 1)
        #expect(high == 7)
    }

    @Test func negativeCountsBecomeZero() {
        let (count, warnings) = Diagnostics.collectingWarnings {
            ParameterCheck("Animation.repeatCount(_:autoreverses:)").nonNegativeInteger(-3, "repeatCount")
        }
        #expect(count == 0)
        #expect(warnings == ["Animation.repeatCount(_:autoreverses:): repeatCount -3 is negative; using 0"])
    }
}
