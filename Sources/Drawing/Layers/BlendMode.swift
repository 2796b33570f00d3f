import Foundation

/// How a layer's colours combine with what is already drawn below it: SwiftUI's `BlendMode`,
/// with the W3C Compositing and Blending formulas for the blend modes, Porter–Duff's for
/// `sourceAtop`, `destinationOver` and `destinationOut`, and Core Graphics' for `plusLighter`
/// and `plusDarker`.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// Composites `source` (straight-alpha RGBA8) onto `destination` (premultiplied RGBA8, what
    /// drawing leaves in a target), pixel by pixel, in place. A transparent source pixel leaves
    /// its destination as it was.
    public func composite(source: UnsafeBufferPointer<UInt8>, onto destination: UnsafeMutableBufferPointer<UInt8>, pixels count: Int) {
        precondition(source.count >= count * 4 && destination.count >= count * 4, "the pixels are short")
        for i in 0..<count {
            let o = i * 4
            let sa = Float(source[o + 3]) / 255
            if sa == 0 { continue }
            let cs = SIMD3(Float(source[o]), Float(source[o + 1]), Float(source[o + 2])) / 255
            let da = Float(destination[o + 3]) / 255
            let dp = SIMD3(Float(destination[o]), Float(destination[o + 1]), Float(destination[o + 2])) / 255
            let result = composite(source: cs, alpha: sa, destinationPremultiplied: dp, alpha: da)
            let bytes = (SIMD4(result.color.x, result.color.y, result.color.z, result.alpha) * 255 + 0.5)
                .clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 255))
            destination[o] = UInt8(bytes.x)
            destination[o + 1] = UInt8(bytes.y)
            destination[o + 2] = UInt8(bytes.z)
            destination[o + 3] = UInt8(bytes.w)
        }
    }

    /// One pixel: a straight source colour `cs` of alpha `sa` onto a premultiplied destination
    /// `dp` of alpha `da`; the result premultiplied, components in 0…1.
    public func composite(source cs: SIMD3<Float>, alpha sa: Float, destinationPremultiplied dp: SIMD3<Float>, alpha da: Float)
        -> (color: SIMD3<Float>, alpha: Float) {
        let sp = cs * sa
        switch self {
        case .sourceAtop: return (sp * da + dp * (1 - sa), da)
        case .destinationOver: return (sp * (1 - da) + dp, sa + da * (1 - sa))
        case .destinationOut: return (dp * (1 - sa), da * (1 - sa))
        case .plusLighter:
            return ((sp + dp).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1)), min(1, sa + da))
        case .plusDarker:
            let alpha = min(1, sa + da)
            let color = SIMD3(repeating: alpha) - ((SIMD3(repeating: da) - dp) + (SIMD3(repeating: sa) - sp))
            return (color.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: alpha)), alpha)
        default:
            // The source's colour mixed with the blend by how much backdrop there is, then over.
            let cb = da > 0 ? dp / da : .zero
            let mixed = (1 - da) * cs + da * blend(backdrop: cb, source: cs)
            return (sa * mixed + dp * (1 - sa), sa + da * (1 - sa))
        }
    }

    /// The blend function B(backdrop, source) of a blend mode, on straight colours.
    func blend(backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return each { b, s in Self.hardLight(s: b, b: s) }
        case .darken: return pointwiseMin(cb, cs)
        case .lighten: return pointwiseMax(cb, cs)
        case .colorDodge:
            return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn:
            return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each { b, s in Self.hardLight(s: s, b: b) }
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return pointwiseMax(cb - cs, cs - cb)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hue: return Self.setLuminosity(Self.setSaturation(cs, Self.saturationOf(cb)), Self.luminosity(cb))
        case .saturation: return Self.setLuminosity(Self.setSaturation(cb, Self.saturationOf(cs)), Self.luminosity(cb))
        case .color: return Self.setLuminosity(cs, Self.luminosity(cb))
        case .luminosity: return Self.setLuminosity(cb, Self.luminosity(cs))
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: return cs
        }
    }

    private static func hardLight(s: Float, b: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let moved = c + (l - luminosity(c))
        // Brought back into range keeping its luminosity.
        let lum = luminosity(moved), lo = moved.min(), hi = moved.max()
        var clipped = moved
        if lo < 0 { clipped = lum + (clipped - lum) * lum / max(lum - lo, .leastNonzeroMagnitude) }
        if hi > 1 { clipped = lum + (clipped - lum) * (1 - lum) / max(hi - lum, .leastNonzeroMagnitude) }
        return clipped
    }

    private static func saturationOf(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        // The largest component becomes s, the smallest 0, the middle one scales between.
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let lo = c[order[0]], hi = c[order[2]]
        var result = SIMD3<Float>.zero
        guard hi > lo else { return result }
        result[order[1]] = (c[order[1]] - lo) * s / (hi - lo)
        result[order[2]] = s
        return result
    }
}
