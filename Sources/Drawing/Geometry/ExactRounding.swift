import Foundation

/// Rounding worked out exactly without a call into the C library, for values of magnitude
/// under 2⁶². The tessellator rounds on every fill and every colour it draws; a call to
/// `round` or `floor` also made the compiler save and restore the registers it held.
enum ExactRounding {
    /// `value.rounded()`: to nearest, halves away from zero.
    @inline(__always)
    static func nearest(_ value: Double) -> Double {
        let whole = Double(Int(value))  // toward zero, exactly
        let fraction = value - whole  // exact
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// `Int(value.rounded())` for `value` in 0 ..< 2⁵²: below a half it is 0; from a half up,
    /// adding a half is exact (it is a whole number of the value's ulps) and truncation floors
    /// it. One conversion, where ``nearest(_:)`` takes two: a colour byte is made for every fill.
    /// (0.49999999999999994 plus a half rounds to 1, hence the first case.)
    @inline(__always)
    static func nearest(nonNegative value: Double) -> Int {
        value < 0.5 ? 0 : Int(value + 0.5)
    }

    /// `value.rounded(.down)`.
    @inline(__always)
    static func down(_ value: Double) -> Double {
        let whole = Double(Int(value))
        return whole > value ? whole - 1 : whole
    }
}
