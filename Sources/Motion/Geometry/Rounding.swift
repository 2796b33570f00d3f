import Foundation

extension Double {
    /// `rounded()`: the nearest integer, halfway cases away from zero, sign kept (−0.3 gives
    /// −0) — computed inline. The x86-64 baseline has no rounding instruction, so `rounded()`
    /// is a call into the C library; per vertex, colour and curve sample that call was a tenth
    /// of the work around it.
    @inlinable @inline(__always)
    package var roundedHalfAwayFromZero: Double {
        // At 2⁵² and beyond every double is an integer already; NaN and infinities stay.
        guard abs(self) < 0x1p52 else { return self }
        let whole = Double(Int64(self))  // towards zero, exactly
        let fraction = self - whole      // exact
        let rounded = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        return Double(signOf: self, magnitudeOf: rounded)
    }
}
