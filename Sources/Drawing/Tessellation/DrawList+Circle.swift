import Foundation

extension DrawList {
    /// Fills a circle of `radius` points around `center`, anti-aliased.
    ///
    /// The number of segments comes from ``maximumCurveError`` in device pixels, so small
    /// circles are cheap and large or HiDPI ones stay round. A radius that is not positive and
    /// finite draws nothing.
    public mutating func fillCircle(center: CGPoint, radius: Double, color: RGBAColor) {
        guard radius.isFinite, radius > 0, center.x.isFinite, center.y.isFinite else { return }
        let segments = DrawList.segmentCount(radiusInPixels: radius * pixelsPerPoint, maximumError: maximumCurveError)
        var points: [CGPoint] = []
        swap(&points, &scratchPoints)
        defer { swap(&points, &scratchPoints) }
        points.removeAll(keepingCapacity: true)
        for i in 0..<segments {
            let angle = 2 * Double.pi * Double(i) / Double(segments)
            points.append(CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle)))
        }
        fillConvexPolygon(points, color: color)
    }

    /// Fills an axis-aligned rectangle given in points, anti-aliased.
    public mutating func fillRect(_ rect: CGRect, color: RGBAColor) {
        guard rect.width > 0, rect.height > 0 else { return }
        fillConvexPolygon([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ], color: color)
    }

    /// The number of segments for a circle whose polygon strays at most `maximumError` pixels
    /// from the true circle: the smallest n with `r·(1 − cos(π/n)) ≤ error`, in 8…512.
    public static func segmentCount(radiusInPixels radius: Double, maximumError: Double) -> Int {
        guard radius.isFinite, radius > 0 else { return 8 }
        let error = min(max(maximumError, 0.01), radius)
        let segments = (Double.pi / acos(1 - error / radius)).rounded(.up)
        return Int(min(max(segments, 8), 512))
    }
}
