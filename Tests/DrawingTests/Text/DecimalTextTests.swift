import Foundation
import Testing
@testable import Drawing

/// Fixed-decimal numbers read exactly as the C formatter writes them.
struct DecimalTextTests {
    @Test(arguments: [
        (0.0, 2, "0.00"), (-0.0, 2, "-0.00"), (1, 0, "1"), (0.5, 0, "0"), (1.5, 0, "2"), (2.5, 0, "2"),
        (0.125, 2, "0.12"), (0.375, 2, "0.38"), (1.005, 2, "1.00"), (0.285, 2, "0.28"), (-0.001, 2, "-0.00"),
        (0.42, 2, "0.42"), (-0.9, 2, "-0.90"), (999.999, 2, "1000.00"), (0.05, 1, "0.1"), (123456.789, 3, "123456.789"),
        (1e20, 2, "100000000000000000000.00"), (.infinity, 2, "inf"), (-.infinity, 1, "-inf"), (.nan, 2, "nan"),
        (0.000001, 6, "0.000001"), (0.0000004, 6, "0.000000"), (3.14159, 7, "3.1415900"),
    ] as [(Double, Int, String)])
    func writesAsPrintfDoes(value: Double, places: Int, expected: String) {
        #expect(DecimalText.fixed(value, places: places) == expected)
        #expect(DecimalText.fixed(value, places: places) == String(format: "%.\(places)f", value))
    }

    /// Trimmed: at most that many decimals, no trailing zeros, no bare point, no signed zero.
    @Test(arguments: [
        (0.5, 2, "0.5"), (157.94, 1, "157.9"), (1.0, 2, "1"), (-0.001, 2, "0"), (-0.0, 2, "0"), (100, 2, "100"),
        (0.125, 2, "0.12"), (-2.50, 2, "-2.5"), (0.0005, 3, "0.001"), (1e20, 2, "100000000000000000000"),
        (.infinity, 2, "inf"), (.nan, 1, "nan"), (1.005, 2, "1"),
    ] as [(Double, Int, String)])
    func trimsTrailingZeros(value: Double, places: Int, expected: String) {
        #expect(DecimalText.trimmed(value, places: places) == expected)
    }

    @Test func agreesWithPrintfOnManyValues() {
        // A deterministic sweep over magnitudes and decimal ties (x.xx5, binary-inexact).
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = (0..<20_000).map { _ in Double.random(in: -2000...2000, using: &generator) }
        values += (0..<4000).map { Double($0) / 1000 + 0.0005 }
        values += (0..<2000).map { Double($0) * 0.005 }
        values += (0..<2000).map { _ in Double.random(in: -1e-4...1e-4, using: &generator) }
        for value in values {
            for places in 0...6 where DecimalText.fixed(value, places: places) != String(format: "%.\(places)f", value) {
                Issue.record("\(value) with \(places) places: \(DecimalText.fixed(value, places: places)) vs \(String(format: "%.\(places)f", value))")
            }
        }
    }
}
