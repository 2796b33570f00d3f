import Foundation
import Testing
@testable import Drawing

struct ExactRoundingTests {
    /// Rounding worked out without the C library equals `rounded()` and
    /// `rounded(.down)`: at halves of either sign, beside them, at zeros, and over a sweep.
    @Test func roundingMatchesTheCLibrary() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e7 * 32, -1e7 * 32]
        for k in -40...40 {
            let half = Double(k) + 0.5
            values += [half, half.nextUp, half.nextDown, Double(k), Double(k).nextUp, Double(k).nextDown]
        }
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(seed >> 11) / Double(1 << 53) - 0.5) * 6.4e8)
        }
        for value in values {
            #expect(ExactRounding.nearest(value) == value.rounded(), "\(value)")
            #expect(ExactRounding.down(value) == value.rounded(.down), "\(value)")
            if value >= 0 { #expect(ExactRounding.nearest(nonNegative: value) == Int(value.rounded()), "\(value)") }
        }
        // Just below a half, where adding a half rounds up to 1.
        #expect(ExactRounding.nearest(nonNegative: 0.5.nextDown) == 0)
        #expect(ExactRounding.nearest(nonNegative: 0.25.nextDown) == 0)
    }
}
