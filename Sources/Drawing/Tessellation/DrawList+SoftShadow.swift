import Foundation

extension DrawList {
    /// Where the rings of a soft shadow lie, in blur sigmas from the outline (negative inside).
    /// Coverage between rings is interpolated linearly from the blurred edge's profile at each
    /// ring, which stays within 2 % of it; past the last ring the profile is under 0.2 %.
    static let softShadowRings: [Double] = [-2, -1, 0, 1, 2, 3]

    /// How far inside its outline, in device pixels, a fill is opaque for certain: past its
    /// anti-aliased fringe (and a pixel snapped).
    static let opaqueFillMargin = 1.5

    /// A corner turning further than this (radians) is a sharp one: rings go round it in an
    /// arc outside, and its coverage is the product of its two edges' (a blurred wedge's).
    static let sharpCornerTurn = 0.5

    /// The coverage a Gaussian blur of standard deviation `sigma` gives a point `distance`
    /// outside a straight edge (negative inside): `Φ(−distance/σ)`, and full from two sigmas
    /// inside, where the shadow's core begins (it is 97.7 % there).
    static func blurredEdgeCoverage(distance: Double, sigma: Double) -> Double {
        distance <= -2 * sigma ? 1 : 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
    }

    /// Fills a convex `shape` as its own Gaussian blur with standard deviation `sigma` device
    /// pixels, drawn straight as geometry: rings of vertices at whole sigmas around the
    /// outline, coloured by the blurred edge's profile, and the core fanned inside the
    /// innermost. A shadow drawn this way needs no offscreen layer, no read-back and no filter.
    ///
    /// A shape narrow for its blur (inner radius under two sigmas) keeps its rings outside
    /// the middle and is fainter overall, as a blurred disc of that radius is at its centre:
    /// `1 − exp(−r²/2σ²)`.
    ///
    /// With `hiddenBeyond` (device pixels), what lies deeper inside the outline than that is
    /// hidden (under the opaque fill that casts the shadow) and is not drawn: the rings start
    /// there, and there is no core. Under a card that is most of its shadow's pixels.
    ///
    /// Returns false, drawing nothing, when the outline is not one convex ring (the caller
    /// falls back to a blurred layer).
    mutating func appendSoftFill(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBAColor,
                                 sigma: Double, hiddenBeyond hidden: Double? = nil) -> Bool {
        guard shape.isConvex, sigma.isFinite, sigma > 0 else { return false }
        let bytes = color.bytes
        var drawn = false
        withOutline(of: shape, frame: frame, transform: transform) { list, points, subpaths in
            guard subpaths.count == 1 else { return }
            var polygon = points[subpaths[0].start..<(subpaths[0].start + subpaths[0].count)]
            if polygon.count > 3, let first = polygon.first, let last = polygon.last,
               abs(Double(first.x - last.x)) < DrawList.samePointDistance, abs(Double(first.y - last.y)) < DrawList.samePointDistance {
                polygon = polygon.dropLast()
            }
            drawn = list.appendSoftRings(polygon, color: bytes, sigma: sigma, hiddenBeyond: hidden)
        }
        return drawn
    }

    /// The rings and core of ``appendSoftFill(_:frame:transform:color:sigma:hiddenBeyond:)`` for a convex
    /// polygon in device pixels.
    private mutating func appendSoftRings(_ points: ArraySlice<CGPoint>, color: RGBA8, sigma: Double, hiddenBeyond hidden: Double?) -> Bool {
        let count = points.count, start = points.startIndex
        // A degenerate outline shows nothing, and needs no layer either.
        guard count >= 3 else { return true }
        var area = 0.0, perimeter = 0.0
        for i in 0..<count {
            let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
            area += Double(p.x * q.y - q.x * p.y)
            perimeter += hypot(Double(q.x - p.x), Double(q.y - p.y))
        }
        guard area.isFinite, area != 0, perimeter > 0 else { return true }
        let orientation: Double = area > 0 ? 1 : -1
        // Twice the area over the perimeter: a circle's radius, half a square's side.
        let innerRadius = abs(area) / perimeter
        let peak = innerRadius >= 2 * sigma ? 1 : 1 - exp(-innerRadius * innerRadius / (2 * sigma * sigma))
        // Rings stop short of the middle, and never cross one another.
        let deepest = -0.9 * innerRadius
        var edgeNormals: [(Double, Double)] = []
        swap(&edgeNormals, &scratchNormals)
        defer { swap(&edgeNormals, &scratchNormals) }
        edgeNormals.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            let r = length > 0 ? orientation / length : 0
            edgeNormals.append((dy * r, -dx * r))
        }
        // The ring's stations: one per corner, an arc of them round a sharp corner, and near a
        // sharp corner a few along each edge, where the corner still darkens the blur less.
        struct Station {
            var x, y: Double
            /// Where the ring goes: `miter` inside (and along straight runs), `normal` outside.
            var normal, miter: (Double, Double)
            /// A sharp corner, its point and its edges' normals, whose blurred wedge sets the
            /// coverage here; nil where one edge's profile does.
            var wedge: (x: Double, y: Double, before: (Double, Double), after: (Double, Double))?
            /// For a station on an edge: the unit direction from its wedge's corner, how far
            /// along it lies, how far an inner ring's corner is pushed along per pixel of depth
            /// (tan of half the turn), and where the edge's middle is. Inner rings slide
            /// stations past their corner so that the ring never doubles back.
            var slide: (dx: Double, dy: Double, along: Double, perDepth: Double, middle: Double)?
        }
        var sharp: [Bool] = [], turns: [Double] = []
        sharp.reserveCapacity(count)
        turns.reserveCapacity(count)
        for i in 0..<count {
            let before = edgeNormals[i == 0 ? count - 1 : i - 1], after = edgeNormals[i]
            let turn = abs(atan2(before.0 * after.1 - before.1 * after.0, before.0 * after.0 + before.1 * after.1))
            sharp.append(turn > DrawList.sharpCornerTurn)
            turns.append(turn)
        }
        var stations: [Station] = []
        stations.reserveCapacity(count + 16)
        for i in 0..<count {
            let before = edgeNormals[i == 0 ? count - 1 : i - 1], after = edgeNormals[i]
            let x = Double(points[start + i].x), y = Double(points[start + i].y)
            let miter = DrawList.cornerOffset(before, after)
            if sharp[i] {
                let wedge = (x: x, y: y, before: before, after: after)
                let turn = abs(atan2(before.0 * after.1 - before.1 * after.0, before.0 * after.0 + before.1 * after.1))
                let steps = Int((turn / 0.3).rounded(.up))
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    let nx = before.0 + (after.0 - before.0) * t, ny = before.1 + (after.1 - before.1) * t
                    let length = (nx * nx + ny * ny).squareRoot()
                    let normal = length > 1e-9 ? (nx / length, ny / length) : miter
                    stations.append(Station(x: x, y: y, normal: normal, miter: miter, wedge: wedge, slide: nil))
                }
            } else {
                stations.append(Station(x: x, y: y, normal: miter, miter: miter, wedge: nil, slide: nil))
            }
            // Along edge i, to the next corner: a station a sigma, two and three from each sharp
            // end, the nearer end's wedge deciding.
            let j = i + 1 == count ? 0 : i + 1
            let ex = Double(points[start + j].x) - x, ey = Double(points[start + j].y) - y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0, sharp[i] || sharp[j] else { continue }
            let nextBefore = after, nextAfter = edgeNormals[j]
            let nextWedge = (x: x + ex, y: y + ey, before: nextBefore, after: nextAfter)
            for along in [sigma, 2 * sigma, 3 * sigma, length - 3 * sigma, length - 2 * sigma, length - sigma] {
                let nearStart = along < length / 2
                guard along > 0, along < length, nearStart ? sharp[i] : sharp[j] else { continue }
                let ux = ex / length, uy = ey / length
                let slide = nearStart
                    ? (dx: ux, dy: uy, along: along, perDepth: tan(turns[i] / 2), middle: length / 2)
                    : (dx: -ux, dy: -uy, along: length - along, perDepth: tan(turns[j] / 2), middle: length / 2)
                stations.append(Station(x: x + ex * along / length, y: y + ey * along / length, normal: after, miter: after,
                                        wedge: nearStart ? (x: x, y: y, before: before, after: after) : nextWedge, slide: slide))
            }
        }
        // Each ring's distance from the outline, in device pixels (negative inside).
        var rings: [Double] = []
        swap(&rings, &scratchRingDistances)
        defer { swap(&rings, &scratchRingDistances) }
        rings.removeAll(keepingCapacity: true)
        let core = !(hidden.map { $0.isFinite && $0 < -DrawList.softShadowRings[0] * sigma && $0 < -deepest } ?? false)
        // Without a core, the innermost ring is where the hidden middle begins.
        if !core, let hidden { rings.append(-hidden) }
        for ring in DrawList.softShadowRings where core || ring * sigma > -(hidden ?? 0) { rings.append(ring * sigma) }
        let n = stations.count
        reserve(vertexCount: n * rings.count, indexCount: (core ? 3 * (n - 2) : 0) + 6 * n * (rings.count - 1))
        let firstVertex = UInt32(vertices.count)
        var previous = -Double.infinity
        for (index, ring) in rings.enumerated() {
            let distance = max(ring, deepest, previous + 0.01)
            previous = distance
            let isLast = index == rings.count - 1
            let ringCoverage = DrawList.blurredEdgeCoverage(distance: distance, sigma: sigma)
            for station in stations {
                // Outside a sharp corner the ring is round; inside, and along straight runs,
                // it keeps its distance from both edges.
                let offset = distance > 0 ? station.normal : station.miter
                var baseX = station.x, baseY = station.y
                if distance < 0, let slide = station.slide, let wedge = station.wedge {
                    let along = min(max(slide.along, -distance * slide.perDepth), slide.middle)
                    baseX = wedge.x + slide.dx * along
                    baseY = wedge.y + slide.dy * along
                }
                let x = baseX + offset.0 * distance, y = baseY + offset.1 * distance
                var coverage = ringCoverage
                if let wedge = station.wedge {
                    // A blurred wedge: what the blur leaves of each of its edges, multiplied.
                    let dx = x - wedge.x, dy = y - wedge.y
                    let d1 = dx * wedge.before.0 + dy * wedge.before.1, d2 = dx * wedge.after.0 + dy * wedge.after.1
                    coverage = DrawList.blurredEdgeCoverage(distance: d1, sigma: sigma) * DrawList.blurredEdgeCoverage(distance: d2, sigma: sigma)
                }
                let alpha = isLast ? 0 : UInt8((Double(color.a) * min(coverage, peak)).rounded())
                _ = appendVertex(x: x, y: y, color: RGBA8(r: color.r, g: color.g, b: color.b, a: alpha))
            }
        }
        let firstIndex = indices.count
        // No two consecutive triangles share an edge: SDL's software renderer draws two
        // consecutive triangles that make an axis-aligned rectangle as a plain copy, which
        // ignores their colours (see ``appendSnappedFringeIndices(firstVertex:count:)``).
        for parity in 0..<(core ? 2 : 0) {
            for i in stride(from: 2 + parity, to: n, by: 2) {
                appendTriangleIndices(firstVertex, firstVertex + UInt32(i - 1), firstVertex + UInt32(i))
            }
        }
        for ring in 0..<(rings.count - 1) {
            let inner = firstVertex + UInt32(ring * n), outer = inner + UInt32(n)
            for pass in 0..<2 {
                for i in 0..<n {
                    let j = UInt32(i + 1 == n ? 0 : i + 1), k = UInt32(i)
                    if pass == 0 {
                        appendTriangleIndices(inner + k, outer + k, outer + j)
                    } else {
                        appendTriangleIndices(inner + k, outer + j, inner + j)
                    }
                }
            }
        }
        commitTriangles(since: firstIndex)
        return true
    }
}
