import Foundation

/// An affine map of straight (not premultiplied) sRGB colour: each new component is a weighted
/// sum of the old red, green and blue plus a constant; opacity is scaled. What SwiftUI's colour
/// effects (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorInvert`,
/// `colorMultiply`) do to every pixel of a view.
///
/// Because the map is affine in colour and leaves opacity to a scale, it commutes with
/// blending and with interpolation: mapping each drawn colour (a fill's, a gradient's stops, a
/// text's) gives the same pixels as mapping the composited view, with no offscreen image.
///
/// ```swift
/// let gray = ColorMatrix.saturation(0)
/// gray.apply(to: RGBAColor(red: 1, green: 0, blue: 0))   // ≈ (0.213, 0.213, 0.213)
/// ```
public struct ColorMatrix: Hashable, Sendable {
    /// The rows for red, green and blue: weights of (red, green, blue) and the constant added.
    public var red: SIMD4<Double>
    public var green: SIMD4<Double>
    public var blue: SIMD4<Double>
    /// Multiplies opacity.
    public var opacity: Double

    public init(red: SIMD4<Double>, green: SIMD4<Double>, blue: SIMD4<Double>, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])

    public var isIdentity: Bool { self == .identity }

    /// The luminance weights of the Filter Effects specification's `saturate` and `hueRotate`.
    static let luminance = SIMD3<Double>(0.213, 0.715, 0.072)

    /// Adds `amount` to each colour component (`brightness(_:)`).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        let a = amount.isFinite ? amount : 0
        return ColorMatrix(red: [1, 0, 0, a], green: [0, 1, 0, a], blue: [0, 0, 1, a])
    }

    /// Moves each component away from (above 1) or toward (below 1) middle grey; a negative
    /// amount also inverts (`contrast(_:)`).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let k = amount.isFinite ? amount : 1, c = 0.5 - 0.5 * k
        return ColorMatrix(red: [k, 0, 0, c], green: [0, k, 0, c], blue: [0, 0, k, c])
    }

    /// Scales colourfulness around the colour's luminance: 0 is grey, 1 unchanged, above 1
    /// more intense (`saturation(_:)`; the Filter Effects `saturate` matrix).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount.isFinite ? amount : 1
        let l = luminance
        func row(_ i: Int) -> SIMD4<Double> {
            var r = SIMD4<Double>(l.x * (1 - s), l.y * (1 - s), l.z * (1 - s), 0)
            r[i] += s
            return r
        }
        return ColorMatrix(red: row(0), green: row(1), blue: row(2))
    }

    /// Takes colour away: 0 unchanged, 1 grey (`grayscale(_:)`); the same as a saturation of
    /// `1 - amount`.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))
    }

    /// Turns every hue by `radians` around the grey axis, keeping luminance (`hueRotation(_:)`;
    /// the Filter Effects `hueRotate` matrix).
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let angle = radians.isFinite ? radians : 0
        let c = cos(angle), s = sin(angle), l = luminance
        let cosine: [SIMD3<Double>] = [[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]]
        let sine: [SIMD3<Double>] = [[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]]
        func row(_ i: Int) -> SIMD4<Double> {
            let r = l + c * cosine[i] + s * sine[i]
            return SIMD4(r.x, r.y, r.z, 0)
        }
        return ColorMatrix(red: row(0), green: row(1), blue: row(2))
    }

    /// Each component becomes one minus itself (`colorInvert()`).
    public static let invert = ColorMatrix(red: [-1, 0, 0, 1], green: [0, -1, 0, 1], blue: [0, 0, -1, 1])

    /// Multiplies each component by `color`'s (`colorMultiply(_:)`).
    public static func multiply(_ color: RGBAColor) -> ColorMatrix {
        ColorMatrix(red: [color.red, 0, 0, 0], green: [0, color.green, 0, 0], blue: [0, 0, color.blue, 0], opacity: color.opacity)
    }

    /// `inner` applied first, then this matrix (no clamping between).
    public func concatenating(_ inner: ColorMatrix) -> ColorMatrix {
        func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
            let weights = SIMD3(r.x, r.y, r.z)
            func column(_ i: Int) -> Double { (weights * SIMD3(inner.red[i], inner.green[i], inner.blue[i])).sum() }
            return SIMD4(column(0), column(1), column(2), column(3) + r.w)
        }
        return ColorMatrix(red: row(red), green: row(green), blue: row(blue), opacity: opacity * inner.opacity)
    }

    /// The colour mapped, clamped to 0…1.
    public func apply(to color: RGBAColor) -> RGBAColor {
        let c = SIMD4<Double>(color.red, color.green, color.blue, 1)
        return RGBAColor(red: (red * c).sum(), green: (green * c).sum(), blue: (blue * c).sum(), opacity: color.opacity * opacity)
    }
}
