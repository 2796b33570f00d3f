/// True when `a` and `b` differ by at most `tolerance`, absolutely or relative to the larger.
func isApproximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    let difference = abs(a - b)
    return difference <= tolerance || difference <= tolerance * max(abs(a), abs(b))
}
