import Foundation

/// A cubic Bézier timing function through (0, 0), two control points and (1, 1), mapping input progress to output progress.
///
/// The control points' x coordinates are clamped to [0, 1] so that the curve is a function of
/// x, but their y coordinates are kept as given: a curve such as `(0.68, -0.6, 0.32, 1.6)`
/// dips below 0 and overshoots 1. Values and velocities are rounded to multiples of 2⁻²⁰, as
/// SwiftUI does.
///
/// ```swift
/// let curve = CubicBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
/// curve.value(at: 0.5)    // 0.5
/// ```
package struct CubicBezier: Hashable, Sendable {
    /// The x coordinate of the first control point, in [0, 1].
    package let p1x: Double
    /// The y coordinate of the first control point, unclamped.
    package let p1y: Double
    /// The x coordinate of the second control point, in [0, 1].
    package let p2x: Double
    /// The y coordinate of the second control point, unclamped.
    package let p2y: Double

    /// The tolerance of the solver for the curve parameter, 2⁻²⁰.
    package static let epsilon: Double = 1.0 / 1_048_576

    /// Creates a curve from its two control points, clamping their x coordinates to [0, 1].
    ///
    /// NaN coordinates become 0, for x and y alike, so every curve equals itself.
    package init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = CubicBezier.unitClamped(p1x)
        self.p1y = p1y.isNaN ? 0 : p1y
        self.p2x = CubicBezier.unitClamped(p2x)
        self.p2y = p2y.isNaN ? 0 : p2y
    }

    /// The same curve with both coordinates of its control points clamped to [0, 1]; the curve
    /// itself (no new coefficients) when they already are, as for every preset.
    package var clampedToUnitSquare: CubicBezier {
        if p1y >= 0 && p1y <= 1 && p2y >= 0 && p2y <= 1 { return self }
        return CubicBezier(
            p1x: p1x, p1y: CubicBezier.unitClamped(p1y),
            p2x: p2x, p2y: CubicBezier.unitClamped(p2y))
    }

    /// The output progress at the given input progress, clamped to [0, 1] and rounded to 2⁻²⁰.
    package func value(at progress: Double) -> Double {
        CubicBezier.rounded(unroundedValue(at: progress))
    }

    /// The output progress at the given input progress, clamped to [0, 1], without rounding.
    package func unroundedValue(at progress: Double) -> Double {
        sampleY(solve(x: CubicBezier.unitClamped(progress)))
    }

    /// The slope dy/dx at the given input progress, clamped to [0, 1] and rounded to 2⁻²⁰.
    package func velocity(at progress: Double) -> Double {
        let s = solve(x: CubicBezier.unitClamped(progress))
        let dx = sampleDerivativeX(s)
        let dy = sampleDerivativeY(s)
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return CubicBezier.rounded(dy / dx)
    }

    // MARK: Polynomial form

    private var cx: Double { 3 * p1x }
    private var bx: Double { 3 * (p2x - p1x) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * p1y }
    private var by: Double { 3 * (p2y - p1y) - cy }
    private var ay: Double { 1 - cy - by }

    /// X(s), evaluated in Horner form.
    package func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    /// Y(s), evaluated in Horner form.
    package func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    /// X′(s).
    package func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// Y′(s).
    package func sampleDerivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter s in [0, 1] with X(s) = x: Newton steps first, bisection if they stall.
    package func solve(x: Double) -> Double {
        let epsilon = CubicBezier.epsilon
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return s }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if !(0...1).contains(s) { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let current = sampleX(s)
            if abs(current - x) < epsilon { return s }
            if x > current { low = s } else { high = s }
            s = low + (high - low) / 2
        }
        return s
    }

    // MARK: Helpers

    /// Clamps to [0, 1], mapping NaN to 0.
    package static func unitClamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// Rounds to the nearest multiple of 2⁻²⁰, leaving infinities alone.
    package static func rounded(_ value: Double) -> Double {
        (value * 1_048_576).rounded() / 1_048_576
    }
}
