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

    /// `value.rounded(.down)`.
    @inline(__always)
    static func down(_ value: Double) -> Double {
        let whole = Double(Int(value))
        return whole > value ? whole - 1 : whole
    }
}
