import Foundation
import Testing
@testable import Motion

/// The inline rounding gives what `rounded()` gives, to the bit.
struct RoundingTests {
    @Test(arguments: [
        0.0, -0.0, 0.3, -0.3, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 1.5, -1.5, 2.5, -2.5,
        4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1, 1e300, -1e300,
        .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ])
    func matchesRounded(value: Double) {
        #expect(value.roundedHalfAwayFromZero.bitPattern == value.rounded().bitPattern, "\(value)")
    }

    @Test func nanStaysNaN() {
        #expect(Double.nan.roundedHalfAwayFromZero.isNaN)
    }

    /// Random doubles across many magnitudes, and values near halves.
    @Test func matchesRoundedOnRandomValues() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let magnitude = Double.random(in: -60...60, using: &generator)
            let value = Double.random(in: -1...1, using: &generator) * pow(2, magnitude)
            #expect(value.roundedHalfAwayFromZero.bitPattern == value.rounded().bitPattern, "\(value)")
            let half = Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) + 0.5
            for nearby in [half.nextDown, half, half.nextUp] {
                #expect(nearby.roundedHalfAwayFromZero.bitPattern == nearby.rounded().bitPattern, "\(nearby)")
            }
        }
    }
}
