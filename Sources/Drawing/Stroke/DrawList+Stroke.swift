import Foundation

extension DrawList {
    /// The longest miter, as a multiple of half the line width, before a join is bevelled:
    /// Core Graphics' and SwiftUI's default of 10.
    static let miterLimit = 10.0

    /// Strokes the polyline `points` (device pixels) `width` pixels wide, centred on the line,
    /// with an anti-aliased fringe `fringeWidth` pixels wide along both sides.
    ///
    /// The line is a strip of cross sections, four vertices each: transparent, opaque, opaque,
    /// transparent. The opaque core is `width − fringeWidth` wide (none when thinner), and the
    /// fringe fades over `fringeWidth` beyond it, so the covered area is `width` times the
    /// length. A corner gets one section along the mitered normal, or, when the miter would be
    /// longer than ``miterLimit``, two sections along the neighbouring edges' normals whose
    /// strip bevels the outside of the corner (and overlaps itself inside it). Open ends are
    /// cut square at the end points (butt caps, without a fringe across the end).
    ///
    /// With ``snapsVerticesToPixels`` set, the fringes come from ``CoverageRamp`` instead (see
    /// ``strokeSnappedPolyline(_:isClosed:width:color:)``), and `fringeWidth` is not used.
    ///
    /// `cap`, `join` and `miterLimit` are a ``StrokeStyle``'s: square caps extend the ends
    /// by half the width; round caps are half discs with fringes of their own, and round joins
    /// sections turning around the corner in steps that keep the arc within
    /// ``maximumCurveError``. With ``snapsVerticesToPixels``, round caps and joins are whole
    /// discs drawn over the line's ends and bevelled corners instead.
    ///
    /// Points must be finite and not repeated; fewer than two draw nothing. A closed polyline
    /// needs three.
    /// - Complexity: O(n), plus the round joins' and caps' steps.
    mutating func strokePolyline(
        _ points: ArraySlice<CGPoint>, isClosed: Bool, width: Double, color: RGBA8, fringeWidth: Double = 1,
        cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: Double = DrawList.miterLimit
    ) {
        let count = points.count
        guard count >= 2, width > 0, width.isFinite, color.a > 0 else { return }
        let closed = isClosed && count >= 3
        if !closed && cap == .square {
            strokeWithSquareCaps(points, width: width, color: color, fringeWidth: fringeWidth, join: join, miterLimit: miterLimit)
            return
        }
        let joinStep = join == .round ? roundJoinStep(radius: width / 2) : 0
        if snapsVerticesToPixels {
            strokeSnappedPolyline(points, isClosed: closed, width: width, color: color, join: join == .round ? .bevel : join, miterLimit: miterLimit)
            if join == .round { fillRoundJoinDiscs(points, isClosed: closed, radius: width / 2, color: color, step: joinStep) }
            if !closed && cap == .round {
                fillDisc(center: points[points.startIndex], radius: width / 2, color: color)
                fillDisc(center: points[points.endIndex - 1], radius: width / 2, color: color)
            }
            return
        }
        let core = max(0, width - fringeWidth) / 2, outer = core + fringeWidth
        let opaque = color, transparent = color.transparent
        reserve(vertexCount: count * 8, indexCount: count * 36)
        let firstIndex = indices.count

        var firstSection: UInt32?
        var lastSection: UInt32?
        func connect(_ list: inout DrawList, _ s: UInt32, _ t: UInt32) {
            // Fringe, core (when the line has one), fringe.
            for band in 0..<UInt32(3) where band != 1 || core > 0 {
                list.appendTriangleIndices(s + band, s + band + 1, t + band + 1)
                list.appendTriangleIndices(s + band, t + band + 1, t + band)
            }
        }
        forEachStrokeSection(points, isClosed: closed, join: join, miterLimit: miterLimit, roundStep: joinStep) { list, x, y, nx, ny in
            let section = list.appendVertex(x: x - nx * outer, y: y - ny * outer, color: transparent)
            _ = list.appendVertex(x: x - nx * core, y: y - ny * core, color: opaque)
            _ = list.appendVertex(x: x + nx * core, y: y + ny * core, color: opaque)
            _ = list.appendVertex(x: x + nx * outer, y: y + ny * outer, color: transparent)
            if let lastSection { connect(&list, lastSection, section) } else { firstSection = section }
            lastSection = section
        }
        if closed, let firstSection, let lastSection { connect(&self, lastSection, firstSection) }
        if !closed && cap == .round {
            let first = points[points.startIndex], second = points[points.startIndex + 1]
            let last = points[points.endIndex - 1], beforeLast = points[points.endIndex - 2]
            appendRoundCap(at: first, from: second, core: core, outer: outer, color: color)
            appendRoundCap(at: last, from: beforeLast, core: core, outer: outer, color: color)
        }
        // The line's triangles and its caps' in one run, committed once.
        commitTriangles(since: firstIndex)
    }

    /// Calls `body` with the cross sections of a stroke along `points`, in order: each one's
    /// point and its normal (a unit normal lengthened by the miter's stretch), to be offset by
    /// half the line's width either way. A corner gets, by `join`: one section along the
    /// mitered normal, or two along the neighbouring edges' normals (at the same point) when
    /// the miter would be longer than `miterLimit` times the width (a bevel); two for a bevel;
    /// and for a round join, sections whose normals turn from one edge's to the other's in
    /// steps of at most `roundStep` radians. A corner that barely turns gets the miter. An open
    /// end gets its edge's normal.
    private mutating func forEachStrokeSection(
        _ points: ArraySlice<CGPoint>, isClosed closed: Bool, join: CGLineJoin = .miter, miterLimit: Double = DrawList.miterLimit,
        roundStep: Double = 0,
        _ body: (inout DrawList, _ x: Double, _ y: Double, _ nx: Double, _ ny: Double) -> Void
    ) {
        let count = points.count, start = points.startIndex
        let segmentCount = closed ? count : count - 1
        var normals: [(Double, Double)] = []
        swap(&normals, &scratchNormals)
        defer { swap(&normals, &scratchNormals) }
        normals.removeAll(keepingCapacity: true)
        for s in 0..<segmentCount {
            let p = points[start + s], q = points[start + (s + 1) % count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            normals.append(length > 0 ? (-dy / length, dx / length) : (0, 0))
        }
        for i in 0..<count {
            let x = Double(points[start + i].x), y = Double(points[start + i].y)
            if !closed && (i == 0 || i == count - 1) {
                let normal = normals[i == 0 ? 0 : segmentCount - 1]
                body(&self, x, y, normal.0, normal.1)
                continue
            }
            let before = normals[(i + segmentCount - 1) % segmentCount], after = normals[i]
            let mx = before.0 + after.0, my = before.1 + after.1
            // |before + after| is 2·cos(θ/2) for a turn of θ; the miter is 1/cos(θ/2) long.
            let length = (mx * mx + my * my).squareRoot()
            let miters: Bool = switch join {
            // Straight on, or within the limit: 2/length is the miter's length over the width.
            case .miter: length >= 2 - 1e-12 || length > 2 / miterLimit
            case .bevel: length >= 2 - 1e-12
            // A turn smaller than one step of the arc.
            case .round: length >= 2 * cos(roundStep / 2)
            }
            if miters {
                let stretch = 2 / length
                body(&self, x, y, mx / length * stretch, my / length * stretch)
            } else if join == .round {
                let turn = atan2(before.0 * after.1 - before.1 * after.0, before.0 * after.0 + before.1 * after.1)
                let steps = max(1, Int((abs(turn) / roundStep).rounded(.up)))
                body(&self, x, y, before.0, before.1)
                for k in 1..<steps {
                    let angle = turn * Double(k) / Double(steps), c = cos(angle), s = sin(angle)
                    body(&self, x, y, before.0 * c - before.1 * s, before.0 * s + before.1 * c)
                }
                body(&self, x, y, after.0, after.1)
            } else {
                body(&self, x, y, before.0, before.1)
                body(&self, x, y, after.0, after.1)
            }
        }
    }

    /// Strokes a polyline, as ``strokePolyline(_:isClosed:width:color:fringeWidth:cap:join:miterLimit:)`` does, for a
    /// rasteriser that rounds vertices to whole pixels (see ``CoverageRamp``).
    ///
    /// Each cross section is cut at ``snappedFringeReach`` either side of both of the line's
    /// edges (a fringe band, a fully covered core, a fringe band), or, for a line under
    /// 2 × (reach + 1) pixels wide, whose rounded cuts could cross, only at the outer two (one
    /// band). Every cut is rounded to a whole pixel. Each edge between two sections gets its own
    /// copy of both sections' vertices carrying their distances from that edge's two sides of
    /// the line, in `u` (the side its normal points away from) and `v`; so each pixel centre
    /// gets, exactly, the share of a pixel-wide span across the line that the line covers,
    /// thin lines included. The wedge of a bevelled corner joins the copies on either side of
    /// it, blending their distances.
    private mutating func strokeSnappedPolyline(_ points: ArraySlice<CGPoint>, isClosed closed: Bool, width: Double, color: RGBA8,
                                                join: CGLineJoin, miterLimit: Double) {
        var sections: [(x: Double, y: Double, nx: Double, ny: Double)] = []
        swap(&sections, &scratchSections)
        defer { swap(&sections, &scratchSections) }
        sections.removeAll(keepingCapacity: true)
        forEachStrokeSection(points, isClosed: closed, join: join, miterLimit: miterLimit) { _, x, y, nx, ny in sections.append((x, y, nx, ny)) }

        let half = width / 2, reach = DrawList.snappedFringeReach
        let hasCore = half - reach >= 1
        let lanes = hasCore ? 4 : 2
        func offset(_ lane: Int) -> Double {
            switch (lane, hasCore) {
            case (0, _): return -(half + reach)
            case (1, true): return -(half - reach)
            case (2, true): return half - reach
            default: return half + reach
            }
        }
        let sectionCount = sections.count
        let pairCount = closed ? sectionCount : sectionCount - 1
        // Two sections at one point are a bevelled corner's; between them is its wedge.
        func isWedge(_ k: Int) -> Bool {
            let s = sections[k], t = sections[(k + 1) % sectionCount]
            return s.x == t.x && s.y == t.y
        }
        var edgeCount = 0
        for k in 0..<pairCount where !isWedge(k) { edgeCount += 1 }
        reserve(vertexCount: 2 * lanes * edgeCount, indexCount: 6 * (lanes - 1) * pairCount)
        let base = UInt32(vertices.count)
        let firstIndex = indices.count
        defer { commitTriangles(since: firstIndex) }

        for k in 0..<pairCount where !isWedge(k) {
            let s = sections[k], t = sections[(k + 1) % sectionCount]
            let dx = t.x - s.x, dy = t.y - s.y, length = (dx * dx + dy * dy).squareRoot()
            let nx = -dy / length, ny = dx / length
            func appendCopy(of section: (x: Double, y: Double, nx: Double, ny: Double)) {
                for lane in 0..<lanes {
                    let x = (section.x + section.nx * offset(lane)).rounded(), y = (section.y + section.ny * offset(lane)).rounded()
                    let across = (x - s.x) * nx + (y - s.y) * ny
                    vertices.append(DrawVertex(x: Float(x), y: Float(y), color: color,
                                               u: CoverageRamp.u(distance: -across - half), v: CoverageRamp.u(distance: across - half)))
                }
            }
            appendCopy(of: s)
            appendCopy(of: t)
        }

        // The first vertex of the copies of the sections of the edge numbered `edge`: its
        // start's, then (`lanes` later) its end's.
        func copies(_ edge: Int) -> UInt32 { base + UInt32(2 * lanes * edge) }
        // Each band's quad is two triangles, and every first one comes before every second
        // one: SDL's software renderer draws two consecutive triangles that make an
        // axis-aligned rectangle as a copy of the texture's rectangle between two corners'
        // coordinates, which is not the ramp across the line.
        for pass in 0..<2 {
            var edge = 0
            for k in 0..<pairCount {
                let s: UInt32, t: UInt32
                if isWedge(k) {
                    // From the end of the edge before to the start of the edge after.
                    s = copies(edge == 0 ? edgeCount - 1 : edge - 1) + UInt32(lanes)
                    t = copies(edge == edgeCount ? 0 : edge)
                } else {
                    s = copies(edge)
                    t = s + UInt32(lanes)
                    edge += 1
                }
                for band in 0..<UInt32(lanes - 1) {
                    if pass == 0 {
                        appendTriangleIndices(s + band, s + band + 1, t + band + 1)
                    } else {
                        appendTriangleIndices(s + band, t + band + 1, t + band)
                    }
                }
            }
        }
    }
}
