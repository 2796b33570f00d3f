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
        guard let (units, places) = scaled(value, places: places) else { return String(format: "%.\(max(0, places))f", value) }
        return write(units, places: places, negative: value.sign == .minus)
    }

    /// `value` with at most `places` decimals (0 to 6), trailing zeros and a bare point dropped,
    /// and no sign on a zero: "0.5", "157.9", "1", "0".
    package static func trimmed(_ value: Double, places: Int) -> String {
        guard var (units, places) = scaled(value, places: places) else {
            guard value.isFinite else { return "\(value)" }
            var text = String(format: "%.\(max(0, places))f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
        while places > 0 && units % 10 == 0 {
            units /= 10
            places -= 1
        }
        return write(units, places: places, negative: value.sign == .minus && units != 0)
    }

    /// The value in units of the last decimal place, rounded as `%.Nf` rounds; nil where the
    /// fast path cannot vouch for that (huge, not finite, within a millionth of a tie).
    private static func scaled(_ value: Double, places: Int) -> (units: UInt64, places: Int)? {
        guard value.isFinite, places >= 0, places < scales.count else { return nil }
        let scaled = abs(value) * scales[places]
        // One rounding in the product (the scale is exact): far from a tie and below 2^27 its
        // error cannot move the result across one.
        let fraction = scaled - scaled.rounded(.down)
        guard scaled < 1e8, abs(fraction - 0.5) > 1e-6 else { return nil }
        return (UInt64(scaled.rounded(.toNearestOrEven)), places)
    }

    private static func write(_ units: UInt64, places: Int, negative: Bool) -> String {
        var digits = String(units)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return negative ? "-" + digits : digits
    }
}
