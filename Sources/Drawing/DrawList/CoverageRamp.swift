import Foundation

/// The texture through which a rasteriser that rounds vertices to whole pixels (SDL's software
/// renderer) draws anti-aliased edges: alpha against the signed distances from two parallel
/// edges, white everywhere.
///
/// Such a rasteriser cannot place a fringe half a pixel from an edge, so a fringe drawn by
/// interpolating vertex colours from opaque to transparent follows the pixel grid: curves look
/// faceted and edges stair-stepped. It still interpolates texture coordinates exactly at each
/// pixel's centre. So, with ``DrawList/snapsVerticesToPixels`` set, a fringe vertex's ``DrawVertex/u``
/// holds its distance from an edge (measured where the vertex really lands) and its
/// ``DrawVertex/v`` its distance from the opposite edge of a line, if there is one; the texture
/// maps those distances to coverage, and every pixel gets the coverage of its own centre,
/// wherever the vertices were rounded to.
///
/// For one edge (`v` far inside) the coverage is `clamp(0.5 − u distance, 0, 1)`, the ramp an
/// accelerated rasteriser draws with a one-pixel fringe. For a line between two parallel edges
/// it is how much of a pixel-wide span across the line the line covers,
/// `max(0, clamp(0.5 − u distance) + clamp(0.5 − v distance) − 1)`: exact for lines thinner
/// than a pixel too, where the two edges' ramps overlap.
///
/// A coordinate of 0, the default, is far inside: full coverage, for every other triangle.
public enum CoverageRamp {
    /// Texels per device pixel of distance: the ramp's resolution.
    public static let texelsPerPixel = 32
    /// Distances are clamped to ±`reach` pixels.
    public static let reach = 8
    /// The texture's width, and its height, in texels.
    public static let width = 2 * reach * texelsPerPixel + 1

    /// The texture coordinate (`u` or `v`) of a point `distance` device pixels outside an edge
    /// (negative inside), at the centre of its texel.
    public static func u(distance: Double) -> Float {
        let d = distance.isFinite ? min(max(distance, -Double(reach)), Double(reach)) : -Double(reach)
        let texel = ((d + Double(reach)) * Double(texelsPerPixel)).rounded()
        return Float((texel + 0.5) / Double(width))
    }

    /// The coverage, 0…1, that texel `texel` along either axis gives on its own.
    private static func edgeCoverage(texel: Int) -> Double {
        let distance = Double(texel) / Double(texelsPerPixel) - Double(reach)
        return min(max(0.5 - distance, 0), 1)
    }

    /// The coverage of texel (`u`, `v`), 0…255.
    public static func alpha(u: Int, v: Int) -> UInt8 {
        UInt8((max(0, edgeCoverage(texel: u) + edgeCoverage(texel: v) - 1) * 255).rounded())
    }

    /// The texture's pixels, RGBA bytes row by row (`v`), each row in order of `u`.
    public static func texels() -> [UInt8] {
        let edge = (0..<width).map { edgeCoverage(texel: $0) }
        var bytes = [UInt8](repeating: 255, count: 4 * width * width)
        for v in 0..<width {
            for u in 0..<width {
                bytes[4 * (v * width + u) + 3] = UInt8((max(0, edge[u] + edge[v] - 1) * 255).rounded())
            }
        }
        return bytes
    }
}
