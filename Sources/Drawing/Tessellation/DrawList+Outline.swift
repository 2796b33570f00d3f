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
