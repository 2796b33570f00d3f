import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill: what
    /// `stroke(style:)` covers, as SwiftUI's `strokedPath(_:)` gives it.
    ///
    /// Curves are flattened to lines within `tolerance` (in the path's units), then each dash
    /// (or the whole subpath) becomes polygons, all wound the same way: one per segment, one
    /// per join's wedge, one per cap. They overlap, so fill the result with the non-zero rule
    /// (the default), which covers their union. A width that is not a positive number, or a
    /// point that is not finite, gives an empty path.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        let half = Double(style.lineWidth) / 2
        guard half > 0, half.isFinite else { return Path() }
        var points: [CGPoint] = [], subpaths: [OutlineSubpath] = []
        guard DrawList.flatten(elements, transform: .identity, tolerance: tolerance, into: &points, subpaths: &subpaths) else { return Path() }
        var outline = StrokeOutline(half: half, style: style, tolerance: tolerance)
        let pattern = style.dashPattern(scale: 1)
        var dashed: [CGPoint] = [], pieces: [DashPiece] = []
        for subpath in subpaths {
            let polyline = points[subpath.start..<(subpath.start + subpath.count)]
            guard let pattern else {
                outline.add(polyline, isClosed: subpath.isClosed && polyline.count >= 3)
                continue
            }
            dashed.removeAll(keepingCapacity: true)
            pieces.removeAll(keepingCapacity: true)
            pattern.dash(polyline, isClosed: subpath.isClosed, into: &dashed, pieces: &pieces)
            for piece in pieces {
                if piece.isDot {
                    outline.addDot(at: dashed[piece.range.lowerBound], direction: (piece.dx, piece.dy))
                } else {
                    outline.add(dashed[piece.range], isClosed: false)
                }
            }
        }
        return outline.path
    }
}

/// The polygons of a stroke's outline, built polyline by polyline (see ``Path/strokedPath(_:tolerance:)``).
private struct StrokeOutline {
    let half: Double
    let style: StrokeStyle
    let tolerance: Double
    var path = Path()

    init(half: Double, style: StrokeStyle, tolerance: Double) {
        self.half = half
        self.style = style
        self.tolerance = tolerance
    }

    /// The turn between two points of an arc of radius `half` that keeps it within `tolerance`.
    private var arcStep: Double {
        let error = min(max(tolerance, 1e-3), half)
        return max(2 * acos(1 - error / half), Double.pi / 64)
    }

    /// Adds `polygon` as a closed subpath, wound clockwise on screen (a positive area in
    /// y-down coordinates) whichever way it was given.
    private mutating func addPolygon(_ polygon: [CGPoint]) {
        guard polygon.count >= 3 else { return }
        var area = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += Double(p.x * q.y - q.x * p.y)
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        path.move(to: ordered[0])
        for point in ordered.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }

    private func point(_ c: CGPoint, _ ux: Double, _ uy: Double, _ length: Double) -> CGPoint {
        CGPoint(x: Double(c.x) + ux * length, y: Double(c.y) + uy * length)
    }

    /// Points along the arc of radius `half` around `centre` from the unit direction `from`,
    /// turning by `turn` radians (both ends included).
    private func arc(around centre: CGPoint, from: (Double, Double), turn: Double) -> [CGPoint] {
        let steps = max(1, Int((abs(turn) / arcStep).rounded(.up)))
        return (0...steps).map { k in
            let angle = turn * Double(k) / Double(steps), c = cos(angle), s = sin(angle)
            return point(centre, from.0 * c - from.1 * s, from.0 * s + from.1 * c, half)
        }
    }

    mutating func add(_ points: ArraySlice<CGPoint>, isClosed closed: Bool) {
        let count = points.count, start = points.startIndex
        guard count >= 2 else {
            if let only = points.first { addDot(at: only, direction: (1, 0)) }
            return
        }
        let segmentCount = closed ? count : count - 1
        var directions: [(Double, Double)] = []
        for s in 0..<segmentCount {
            let p = points[start + s], q = points[start + (s + 1) % count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y), length = (dx * dx + dy * dy).squareRoot()
            directions.append(length > 0 ? (dx / length, dy / length) : (0, 0))
            let (nx, ny) = length > 0 ? (-dy / length, dx / length) : (0, 0)
            addPolygon([point(p, nx, ny, half), point(q, nx, ny, half), point(q, -nx, -ny, half), point(p, -nx, -ny, half)])
        }
        let corners = closed ? 0..<count : 1..<(count - 1)
        for i in corners {
            addJoin(at: points[start + i], before: directions[(i + segmentCount - 1) % segmentCount], after: directions[i % segmentCount])
        }
        if !closed {
            addCap(at: points[start], direction: directions[0], outward: -1)
            addCap(at: points[start + count - 1], direction: directions[segmentCount - 1], outward: 1)
        }
    }

    private mutating func addJoin(at corner: CGPoint, before d1: (Double, Double), after d2: (Double, Double)) {
        let cross = d1.0 * d2.1 - d1.1 * d2.0, dot = d1.0 * d2.0 + d1.1 * d2.1
        guard abs(cross) > 1e-12 || dot < 0 else { return }
        // The outer side of the corner, as a multiple of each segment's normal (−dy, dx).
        let side = cross > 0 ? -1.0 : 1.0
        let n1 = (-d1.1 * side, d1.0 * side), n2 = (-d2.1 * side, d2.0 * side)
        switch style.lineJoin {
        case .round:
            let turn = atan2(n1.0 * n2.1 - n1.1 * n2.0, n1.0 * n2.0 + n1.1 * n2.1)
            addPolygon([corner] + arc(around: corner, from: n1, turn: turn))
        case .miter, .bevel:
            let mx = n1.0 + n2.0, my = n1.1 + n2.1, length = (mx * mx + my * my).squareRoot()
            let a = point(corner, n1.0, n1.1, half), b = point(corner, n2.0, n2.1, half)
            if style.lineJoin == .miter, length > 0, 2 / length <= Double(style.miterLimit) {
                addPolygon([corner, a, point(corner, mx / length, my / length, half * 2 / length), b])
            } else {
                addPolygon([corner, a, b])
            }
        }
    }

    /// A cap at an end whose line runs along `direction`; `outward` is +1 at the end, −1 at
    /// the start.
    private mutating func addCap(at end: CGPoint, direction d: (Double, Double), outward: Double) {
        let ex = d.0 * outward, ey = d.1 * outward, nx = -ey, ny = ex
        switch style.lineCap {
        case .butt: break
        case .square:
            addPolygon([point(end, nx, ny, half), point(point(end, nx, ny, half), ex, ey, half),
                        point(point(end, -nx, -ny, half), ex, ey, half), point(end, -nx, -ny, half)])
        case .round:
            // From the normal, through the direction out of the line, to minus the normal.
            let turn = atan2(nx * ey - ny * ex, nx * ex + ny * ey) * 2
            addPolygon([end] + arc(around: end, from: (nx, ny), turn: turn))
        }
    }

    /// A dash of no length: a disc for round caps, a square along the line for square caps.
    mutating func addDot(at centre: CGPoint, direction d: (Double, Double)) {
        switch style.lineCap {
        case .butt: break
        case .round: addPolygon(arc(around: centre, from: (1, 0), turn: 2 * Double.pi).dropLast())
        case .square:
            let (ex, ey) = d, (nx, ny) = (-ey, ex)
            let back = point(centre, -ex, -ey, half), ahead = point(centre, ex, ey, half)
            addPolygon([point(back, nx, ny, half), point(ahead, nx, ny, half), point(ahead, -nx, -ny, half), point(back, -nx, -ny, half)])
        }
    }
}
