import Foundation

/// Numbers written with a fixed number of decimals, as `String(format: "%.Nf")` writes them,
/// without going through the C formatter (a slider's label and the Spring Lab's code lines
/// write several numbers every frame a slider moves).
package enum DecimalText {
    private static let scales: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6]

    /// `value` with `places` decimals (0 to 6), rounded as `%.Nf` rounds: the exact binary value
    /// to the nearest, ties to even. Values the fast path cannot vouch for (huge, not finite,
    /// within a millionth of a tie once scaled) are handed to the C formatter.
    package static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite, places >= 0, places < scales.count else { return String(format: "%.\(max(0, places))f", value) }
        let scaled = abs(value) * scales[places]
        // One rounding in the product (the scale is exact): far from a tie and below 2^27 its
        // error cannot move the result across one.
        let fraction = scaled - scaled.rounded(.down)
        guard scaled < 1e8, abs(fraction - 0.5) > 1e-6 else { return String(format: "%.\(places)f", value) }
        var digits = String(UInt64(scaled.rounded(.toNearestOrEven)))
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return value.sign == .minus ? "-" + digits : digits
    }
}
