import Foundation

extension DrawList {
    /// Strokes the polyline `points` (device pixels) as `style` says: its dashes (their lengths
    /// multiplied by `scale`, the style's points to device pixels), caps, joins and miter
    /// limit. `width` is the line's width in device pixels, already scaled.
    ///
    /// A dash pattern finer than a pixel is drawn as a solid line at the opacity of its share
    /// of dashes, which is what it covers. A dash of no length is a dot: a disc for round
    /// caps, a square along the line for square caps, nothing for butt caps.
    mutating func strokePolyline(_ points: ArraySlice<CGPoint>, isClosed: Bool, width: Double, color: RGBA8, style: StrokeStyle, scale: Double) {
        let miterLimit = Double(style.miterLimit)
        guard let pattern = style.dashPattern(scale: scale) else {
            strokePolyline(points, isClosed: isClosed, width: width, color: color, cap: style.lineCap, join: style.lineJoin, miterLimit: miterLimit)
            return
        }
        if pattern.period < 1 {
            var faded = color
            faded.a = UInt8((Double(color.a) * pattern.onFraction).rounded())
            strokePolyline(points, isClosed: isClosed, width: width, color: faded, cap: style.lineCap, join: style.lineJoin, miterLimit: miterLimit)
            return
        }
        var output: [CGPoint] = [], pieces: [DashPiece] = []
        swap(&output, &scratchDashPoints)
        swap(&pieces, &scratchDashPieces)
        defer {
            swap(&output, &scratchDashPoints)
            swap(&pieces, &scratchDashPieces)
        }
        output.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        pattern.dash(points, isClosed: isClosed, into: &output, pieces: &pieces)
        let half = width / 2
        for piece in pieces {
            if piece.isDot {
                let p = output[piece.range.lowerBound]
                switch style.lineCap {
                case .butt: continue
                case .round: fillDisc(center: p, radius: half, color: color)
                case .square:
                    let x = Double(p.x), y = Double(p.y)
                    let ends = [CGPoint(x: x - piece.dx * half, y: y - piece.dy * half), CGPoint(x: x + piece.dx * half, y: y + piece.dy * half)]
                    strokePolyline(ends[...], isClosed: false, width: width, color: color)
                }
            } else {
                strokePolyline(output[piece.range], isClosed: false, width: width, color: color,
                               cap: style.lineCap, join: style.lineJoin, miterLimit: miterLimit)
            }
        }
    }

    /// The largest turn, in radians, between two sections of a round join or cap of `radius`
    /// pixels, keeping the arc's polygon within ``maximumCurveError`` of the arc.
    func roundJoinStep(radius: Double) -> Double {
        let outer = radius + 0.5
        let error = min(max(maximumCurveError, 0.01), outer)
        return max(2 * acos(1 - error / outer), Double.pi / 64)
    }

    /// Strokes an open polyline with its two end points moved out by half the width along the
    /// line: square caps, as butt caps on a longer line.
    mutating func strokeWithSquareCaps(_ points: ArraySlice<CGPoint>, width: Double, color: RGBA8, fringeWidth: Double,
                                       join: CGLineJoin, miterLimit: Double) {
        var extended: [CGPoint] = []
        swap(&extended, &scratchCapPoints)
        defer { swap(&extended, &scratchCapPoints) }
        extended.removeAll(keepingCapacity: true)
        extended.append(contentsOf: points)
        func moveOut(_ end: Int, from neighbour: Int) {
            let p = extended[end], q = extended[neighbour]
            let dx = Double(p.x - q.x), dy = Double(p.y - q.y), length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            extended[end] = CGPoint(x: Double(p.x) + dx / length * width / 2, y: Double(p.y) + dy / length * width / 2)
        }
        moveOut(0, from: 1)
        moveOut(extended.count - 1, from: extended.count - 2)
        strokePolyline(extended[...], isClosed: false, width: width, color: color, fringeWidth: fringeWidth,
                       cap: .butt, join: join, miterLimit: miterLimit)
    }

    /// A half disc closing the line at `end`, bulging away from `neighbour`: a fan of the core
    /// (`core` pixels in radius, opaque) ringed by a fringe fading out to `outer` pixels. Its
    /// straight side is the line's last cross section, so it meets the line without overlap.
    /// Its triangles are not committed: the line's commit covers them.
    mutating func appendRoundCap(at end: CGPoint, from neighbour: CGPoint, core: Double, outer: Double, color: RGBA8) {
        let dx = Double(end.x - neighbour.x), dy = Double(end.y - neighbour.y), length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ex = dx / length, ey = dy / length
        // The normal the line's sections use there, and the cap sweeps from it to its opposite
        // through the direction out of the line.
        let nx = -ey, ny = ex
        let steps = max(2, Int((Double.pi / roundJoinStep(radius: outer - 0.5)).rounded(.up)))
        let x = Double(end.x), y = Double(end.y)
        let transparent = color.transparent
        reserve(vertexCount: 1 + 2 * (steps + 1), indexCount: 9 * steps)
        let centre = appendVertex(x: x, y: y, color: color)
        var previous: UInt32?
        for k in 0...steps {
            // From the normal (k = 0) through the line's direction to minus the normal.
            let angle = Double.pi * Double(k) / Double(steps)
            let ux = nx * cos(angle) + ex * sin(angle), uy = ny * cos(angle) + ey * sin(angle)
            let inner = appendVertex(x: x + ux * core, y: y + uy * core, color: color)
            _ = appendVertex(x: x + ux * outer, y: y + uy * outer, color: transparent)
            if let previous {
                if core > 0 { appendTriangleIndices(centre, previous, inner) }
                appendTriangleIndices(previous, previous + 1, inner + 1)
                appendTriangleIndices(previous, inner + 1, inner)
            }
            previous = inner
        }
    }

    /// Fills a disc of `radius` pixels around `center` (device pixels), anti-aliased as any
    /// convex fill is, as a polygon of the disc's area.
    mutating func fillDisc(center: CGPoint, radius: Double, color: RGBA8) {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        var disc: [CGPoint] = []
        swap(&disc, &scratchDisc)
        defer { swap(&disc, &scratchDisc) }
        disc.removeAll(keepingCapacity: true)
        let segments = DrawList.segmentCount(radiusInPixels: radius, maximumError: maximumCurveError)
        // Corners a little outside the circle, so the polygon covers the disc's area: a dot of
        // a few pixels would otherwise lose a twentieth of it.
        let n = Double(segments)
        let outward = radius * (2 * Double.pi / (n * sin(2 * Double.pi / n))).squareRoot()
        for i in 0..<segments {
            let angle = 2 * Double.pi * Double(i) / n
            disc.append(CGPoint(x: Double(center.x) + outward * cos(angle), y: Double(center.y) + outward * sin(angle)))
        }
        fillPolygon(disc[...], scale: 1, color: color, isConvex: true)
    }

    /// Discs over the corners of a polyline drawn with bevelled joins, rounding them: for a
    /// rasteriser that rounds vertices (see ``snapsVerticesToPixels``), which the round join's
    /// turning sections do not suit. Corners turning less than `step` radians are left.
    mutating func fillRoundJoinDiscs(_ points: ArraySlice<CGPoint>, isClosed closed: Bool, radius: Double, color: RGBA8, step: Double) {
        let count = points.count, start = points.startIndex
        let corners = closed ? 0..<count : 1..<(count - 1)
        for i in corners {
            let p = points[start + (i + count - 1) % count], q = points[start + i], r = points[start + (i + 1) % count]
            let ax = Double(q.x - p.x), ay = Double(q.y - p.y), bx = Double(r.x - q.x), by = Double(r.y - q.y)
            let turn = abs(atan2(ax * by - ay * bx, ax * bx + ay * by))
            if turn >= step { fillDisc(center: q, radius: radius, color: color) }
        }
    }
}
