import Foundation

extension DrawList {
    /// Fills a convex polygon given in points, clockwise or counter-clockwise, with a one-pixel
    /// anti-aliased fringe.
    ///
    /// The fringe is a ring of vertices half a device pixel outside the outline, with the fill's
    /// colour at zero alpha, and a matching ring half a pixel inside at full alpha: the
    /// rasteriser's interpolation across the ring is the anti-aliasing. Ring vertices move
    /// along the average of the two neighbouring edge normals, lengthened at corners so the
    /// ring stays half a pixel from both edges (up to a miter limit of 2 for sharp corners).
    ///
    /// Polygons with fewer than three points, or any non-finite coordinate, draw nothing.
    /// - Complexity: O(n) in the number of points.
    public mutating func fillConvexPolygon(_ points: [CGPoint], color: RGBAColor) {
        guard points.count >= 3, color.opacity > 0,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        fillPolygon(points[...], scale: pixelsPerPoint, color: color.bytes, isConvex: true)
    }
}
