import Foundation

/// A flattened outline kept for reuse: the shape, its size, and the accuracy it was cut to.
struct OutlineCacheKey: Hashable {
    var shape: DisplayShape
    var width: Double
    var height: Double
    /// The transform's largest stretch, rounded up to a 64th, and the error allowed in pixels.
    var stretch: Double
    var tolerance: Double
}

extension DrawList {
    /// How many outlines are kept: a scene repeats a few shapes of a few sizes (buttons, cards).
    static let outlineCacheSize = 8

    /// Writes the outline of a rounded rectangle with continuous corners, its frame placed by
    /// `transform` (points to device pixels), from a cache of outlines flattened in the shape's
    /// own space: the same shape at the same size and scale is cut into curves once, then only
    /// moved. A scale rounded up to a 64th keeps the cut within the error. Returns nil when the
    /// outline is not one closed subpath (it is then flattened directly), false for bad numbers.
    mutating func cachedOutline(
        of shape: DisplayShape, in frame: CGRect, transform t: CGAffineTransform,
        into points: inout [CGPoint], subpaths: inout [OutlineSubpath]
    ) -> Bool? {
        let width = Double(frame.width), height = Double(frame.height)
        let stretch = (DrawList.largestStretch(of: t) * 64).rounded(.up) / 64
        guard stretch.isFinite, stretch > 0 else { return false }
        let key = OutlineCacheKey(shape: shape, width: width, height: height, stretch: stretch, tolerance: maximumCurveError)
        var index = outlineCache.firstIndex { $0.key == key }
        if index == nil {
            var outline = Path()
            shape.addOutline(in: CGRect(x: 0, y: 0, width: width, height: height), to: &outline)
            var local: [CGPoint] = [], localSubpaths: [OutlineSubpath] = []
            guard DrawList.flatten(outline.elements, transform: .identity, tolerance: maximumCurveError / stretch,
                                   into: &local, subpaths: &localSubpaths) else { return false }
            guard localSubpaths.count == 1, localSubpaths[0].start == 0, localSubpaths[0].count == local.count else { return nil }
            if outlineCache.count < DrawList.outlineCacheSize {
                outlineCache.append((key, local, localSubpaths[0].isClosed))
                index = outlineCache.count - 1
            } else {
                index = outlineCacheNext
                outlineCache[outlineCacheNext] = (key, local, localSubpaths[0].isClosed)
                outlineCacheNext = (outlineCacheNext + 1) % DrawList.outlineCacheSize
            }
        }
        let entry = outlineCache[index!]
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        let placed = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(t)
        for p in entry.points {
            let x = Double(p.x), y = Double(p.y)
            let mx = placed.a * x + placed.c * y + placed.tx, my = placed.b * x + placed.d * y + placed.ty
            guard abs(mx) <= DrawList.coordinateLimit, abs(my) <= DrawList.coordinateLimit else {
                points.removeAll(keepingCapacity: true)
                return false
            }
            points.append(CGPoint(x: mx, y: my))
        }
        subpaths.append(OutlineSubpath(start: 0, count: points.count, isClosed: entry.isClosed))
        return true
    }

    /// The largest factor by which `t` stretches a length.
    static func largestStretch(of t: CGAffineTransform) -> Double {
        let p = t.a * t.a + t.b * t.b, q = t.c * t.c + t.d * t.d, s = t.a * t.c + t.b * t.d
        return ((p + q + ((p - q) * (p - q) + 4 * s * s).squareRoot()) / 2).squareRoot()
    }
}
