import Foundation

/// The texture through which a rasteriser that rounds vertices to whole pixels (SDL's software
/// renderer) draws anti-aliased edges: one row of alpha against the signed distance from an
/// edge, white everywhere.
///
/// Such a rasteriser cannot place a fringe half a pixel from an edge, so a fringe drawn by
/// interpolating vertex colours from opaque to transparent follows the pixel grid: curves look
/// faceted and edges stair-stepped. It still interpolates texture coordinates exactly at each
/// pixel's centre. So, with ``DrawList/snapsVerticesToPixels`` set, a fringe vertex's ``DrawVertex/u``
/// holds its distance from the edge (measured where the vertex really lands), the texture maps
/// that distance to coverage — `clamp(0.5 − distance, 0, 1)`, the ramp an accelerated
/// rasteriser draws with a one-pixel fringe — and every pixel gets the coverage of its own
/// centre, wherever the vertices were rounded to.
///
/// A `u` of 0, the default, is far inside: full coverage, for every other triangle.
public enum CoverageRamp {
    /// Texels per device pixel of distance: the ramp's resolution.
    public static let texelsPerPixel = 32
    /// Distances are clamped to ±`reach` pixels.
    public static let reach = 8
    /// The texture's width in texels; its height is 1.
    public static let width = 2 * reach * texelsPerPixel + 1

    /// The texture coordinate `u` of a point `distance` device pixels outside an edge (negative
    /// inside), at the centre of its texel.
    public static func u(distance: Double) -> Float {
        let d = distance.isFinite ? min(max(distance, -Double(reach)), Double(reach)) : -Double(reach)
        let texel = ((d + Double(reach)) * Double(texelsPerPixel)).rounded()
        return Float((texel + 0.5) / Double(width))
    }

    /// The coverage of texel `texel`, 0…255.
    public static func alpha(texel: Int) -> UInt8 {
        let distance = Double(texel) / Double(texelsPerPixel) - Double(reach)
        return UInt8((min(max(0.5 - distance, 0), 1) * 255).rounded())
    }

    /// The texture's pixels, RGBA bytes in order.
    public static func texels() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * width)
        for texel in 0..<width { bytes += [255, 255, 255, alpha(texel: texel)] }
        return bytes
    }
}
