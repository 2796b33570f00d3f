import Foundation

/// One flattened subpath of an outline: `count` points of the tessellator's points from `start`.
struct OutlineSubpath: Hashable, Sendable {
    var start: Int
    var count: Int
    /// Whether the path closed it; a fill closes every subpath anyway, a stroke only these.
    var isClosed: Bool
}

extension DrawList {
    /// The largest device coordinate an outline may reach; beyond it (or at NaN) an item
    /// counts as bad numbers and draws nothing, so areas and normals cannot overflow.
    static let coordinateLimit = 1e9

    /// Two points closer than this, in device pixels, are one: an edge shorter has no direction.
    static let samePointDistance = 1e-4

    /// Flattens `elements`, each point mapped by `transform` into device pixels, into `points`,
    /// one run per subpath listed in `subpaths`, with curves cut into lines that stray at most
    /// `tolerance` pixels. Repeated points are dropped, and a closed subpath does not repeat
    /// its first point at the end.
    ///
    /// Flattening after the transform, rather than before, makes the tolerance hold in device
    /// pixels whatever the transform's scale (an affine map of a Bézier curve is the curve of
    /// the mapped control points).
    ///
    /// - Returns: false, with `points` and `subpaths` empty, when a point is not finite or lies
    ///   beyond ``coordinateLimit``.
    static func flatten(
        _ elements: [Path.Element], transform t: CGAffineTransform, tolerance: Double,
        into points: inout [CGPoint], subpaths: inout [OutlineSubpath]
    ) -> Bool {
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        var start = 0
        var startPoint: CGPoint?

        func map(_ p: CGPoint) -> CGPoint? {
            let x = Double(p.x), y = Double(p.y)
            let mx = t.a * x + t.c * y + t.tx, my = t.b * x + t.d * y + t.ty
            // Written so that NaN fails too.
            guard abs(mx) <= coordinateLimit, abs(my) <= coordinateLimit else { return nil }
            return CGPoint(x: mx, y: my)
        }
        func isSame(_ p: CGPoint, _ q: CGPoint) -> Bool {
            abs(Double(p.x - q.x)) < samePointDistance && abs(Double(p.y - q.y)) < samePointDistance
        }
        func finish(closed: Bool) {
            var write = start
            for read in start..<points.count where write == start || !isSame(points[read], points[write - 1]) {
                points[write] = points[read]
                write += 1
            }
            if closed && write - start > 2 && isSame(points[write - 1], points[start]) { write -= 1 }
            points.removeLast(points.count - write)
            if write - start >= 2 {
                subpaths.append(OutlineSubpath(start: start, count: write - start, isClosed: closed))
            } else {
                points.removeLast(write - start)
            }
            start = points.count
        }
        func fail() -> Bool {
            points.removeAll(keepingCapacity: true)
            subpaths.removeAll(keepingCapacity: true)
            return false
        }

        for element in elements {
            switch element {
            case .move(let p):
                if startPoint != nil { finish(closed: false) }
                guard let q = map(p) else { return fail() }
                startPoint = q
                points.append(q)
            case .line(let p):
                guard let q = map(p) else { return fail() }
                if startPoint == nil { startPoint = q }
                points.append(q)
            case .quadCurve(let p, let c):
                guard let q = map(p), let k = map(c) else { return fail() }
                let p0 = points.count > start ? points[points.count - 1] : q
                if startPoint == nil { startPoint = p0; points.append(p0) }
                // A quadratic as the cubic with the same shape.
                let c1 = CGPoint(x: p0.x + 2 / 3 * (k.x - p0.x), y: p0.y + 2 / 3 * (k.y - p0.y))
                let c2 = CGPoint(x: q.x + 2 / 3 * (k.x - q.x), y: q.y + 2 / 3 * (k.y - q.y))
                Path.flattenCubic(p0, c1, c2, q, tolerance: tolerance, into: &points)
            case .curve(let p, let c1, let c2):
                guard let q = map(p), let k1 = map(c1), let k2 = map(c2) else { return fail() }
                let p0 = points.count > start ? points[points.count - 1] : q
                if startPoint == nil { startPoint = p0; points.append(p0) }
                Path.flattenCubic(p0, k1, k2, q, tolerance: tolerance, into: &points)
            case .closeSubpath:
                guard let first = startPoint else { continue }
                finish(closed: true)
                // What follows a close starts from the subpath's first point, as in Path.flattened.
                points.append(first)
            }
        }
        if startPoint != nil { finish(closed: false) }
        return true
    }
}

extension DrawList {
    /// Writes the outline of an ellipse, a capsule or a rectangle with circular corners as
    /// points on the true curve, in device pixels, angle-uniform and as many as the curve's
    /// radius in pixels needs to stay within `tolerance` (so a circle is symmetric and has no
    /// flat runs). Returns nil for shapes it does not handle (plain and continuous-corner
    /// rectangles, custom paths), false for bad numbers.
    static func flattenArcShape(
        _ shape: DisplayShape, in rect: CGRect, transform t: CGAffineTransform, tolerance: Double,
        into points: inout [CGPoint], subpaths: inout [OutlineSubpath]
    ) -> Bool? {
        let r = rect.standardized
        let w = Double(r.width), h = Double(r.height)
        var corner: (rx: Double, ry: Double)
        switch shape {
        case .ellipse:
            corner = (w / 2, h / 2)
        case .capsule:
            let radius = min(w, h) / 2
            corner = (radius, radius)
        case .roundedRectangle(let size, .circular):
            let rx = Double(size.width).isFinite ? max(0, Double(size.width)) : 0
            let ry = Double(size.height).isFinite ? max(0, Double(size.height)) : 0
            corner = (min(rx, w / 2), min(ry, h / 2))
            guard corner.rx > 0, corner.ry > 0 else { return nil }
        default:
            return nil
        }
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        // The largest stretch of the transform: a radius in points becomes at most this many pixels.
        let stretch = largestStretch(of: t)
        let radius = max(corner.rx, corner.ry) * stretch
        guard radius.isFinite else { return false }
        // Segments for a whole turn, a multiple of 4 so each corner gets the same number. With
        // chords straddling the curve (below) the polygon strays at most three quarters of the
        // tolerance. (Counting for 4/3 of it instead saves a tenth of the points but visibly
        // coarsens circles where the software renderer rounds vertices to whole pixels.)
        let turn = (segmentCount(radiusInPixels: radius, maximumError: tolerance) + 3) / 4 * 4
        let perCorner = turn / 4
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        // Corner centres, clockwise from bottom-right (angle 0 points right, π/2 down).
        let centres = [(x1 - corner.rx, y1 - corner.ry), (x0 + corner.rx, y1 - corner.ry),
                       (x0 + corner.rx, y0 + corner.ry), (x1 - corner.rx, y0 + corner.ry)]
        points.reserveCapacity(turn + 4)
        // Points between a quarter's ends sit outside the curve by half a chord's sagitta, so
        // that each chord crosses it: the polygon then strays at most half the tolerance either
        // way and keeps the shape's area (points on the curve would cut a whole tolerance
        // inside). The ends stay on the curve, so straight sides stay where they are.
        let step = Double.pi / 2 / Double(perCorner)
        let outward = (1 + 1 / cos(step / 2)) / 2
        // Each quarter is walked by rotating (cos, sin) one step at a time from its exact start.
        let (stepCos, stepSin) = (cos(step), sin(step))
        let starts: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        for (index, centre) in centres.enumerated() {
            var (c, s) = starts[index]
            for step in 0...perCorner {
                if step == perCorner { (c, s) = starts[(index + 1) % 4] }
                let k = step == 0 || step == perCorner ? 1 : outward
                let x = centre.0 + k * corner.rx * c, y = centre.1 + k * corner.ry * s
                (c, s) = (c * stepCos - s * stepSin, s * stepCos + c * stepSin)
                let mx = t.a * x + t.c * y + t.tx, my = t.b * x + t.d * y + t.ty
                guard abs(mx) <= coordinateLimit, abs(my) <= coordinateLimit else {
                    points.removeAll(keepingCapacity: true)
                    return false
                }
                let point = CGPoint(x: mx, y: my)
                // Where two corners meet (a capsule's ends, an ellipse's quarters) the point repeats.
                if let last = points.last, abs(Double(last.x) - mx) < samePointDistance, abs(Double(last.y) - my) < samePointDistance { continue }
                points.append(point)
            }
        }
        if points.count > 2, let first = points.first, let last = points.last,
           abs(Double(first.x - last.x)) < samePointDistance, abs(Double(first.y - last.y)) < samePointDistance {
            points.removeLast()
        }
        guard points.count > 2 else {
            points.removeAll(keepingCapacity: true)
            return false
        }
        subpaths.append(OutlineSubpath(start: 0, count: points.count, isClosed: true))
        return true
    }
}
