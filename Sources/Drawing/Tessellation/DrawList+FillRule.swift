import Foundation

/// A ring's bounding box: a ring adds nothing to the winding number around a point outside it,
/// and cannot cross a ring whose box its own does not meet.
struct RingBox {
    var x0, y0, x1, y1: Double

    func contains(x: Double, y: Double) -> Bool { x >= x0 && x <= x1 && y >= y0 && y <= y1 }
    func meets(_ other: RingBox) -> Bool { x0 <= other.x1 && other.x0 <= x1 && y0 <= other.y1 && other.y0 <= y1 }
}

extension DrawList {
    /// Fills every subpath of a flattened outline together by `rule`: a ring inside another is
    /// a hole under even-odd, and under non-zero when it winds the other way. Called for paths
    /// of several subpaths and for concave single outlines, which may cross themselves.
    ///
    /// Like a single polygon's fill, each ring has a one-pixel fringe centred on it, fading
    /// from the colour half a pixel inside to nothing half a pixel outside, and the inside is
    /// filled by bands (see ``appendBandFill(_:rings:rule:color:)``) up to the fringe's inner
    /// edge. Which side is outside is found once per ring, from the rule beside its longest early
    /// edge; a ring with the fill on both sides there, or neither, gets no fringe.
    /// Rings that cross one another are classified by that one edge, so where the crossing
    /// turns a ring's edge from outer to inner, its fringe is on the wrong side for that stretch.
    mutating func fillWithRule(_ points: [CGPoint], subpaths: [OutlineSubpath], rule: FillRule, color: RGBA8) {
        guard color.a > 0 else { return }
        var rings: [Range<Int>] = [], signs: [Double?] = [], inner: [CGPoint] = [], outer: [CGPoint] = []
        swap(&rings, &scratchRings); swap(&signs, &scratchSigns); swap(&inner, &scratchInner); swap(&outer, &scratchOuter)
        defer { swap(&rings, &scratchRings); swap(&signs, &scratchSigns); swap(&inner, &scratchInner); swap(&outer, &scratchOuter) }
        rings.removeAll(keepingCapacity: true)
        signs.removeAll(keepingCapacity: true)
        for subpath in subpaths {
            var count = subpath.count
            if count > 2 {
                let first = points[subpath.start], last = points[subpath.start + count - 1]
                if abs(Double(first.x - last.x)) < DrawList.samePointDistance, abs(Double(first.y - last.y)) < DrawList.samePointDistance {
                    count -= 1
                }
            }
            if count >= 3 { rings.append(subpath.start..<(subpath.start + count)) }
        }
        guard !rings.isEmpty else { return }
        var boxes: [RingBox] = []
        swap(&boxes, &scratchRingBoxes)
        defer { swap(&boxes, &scratchRingBoxes) }
        DrawList.boxes(of: rings, in: points, into: &boxes)
        var total = 0
        for ring in rings { total += ring.count }
        if total <= DrawList.earClippingLimit && DrawList.ringsCross(points, rings: rings, boxes: boxes) {
            fillCrossingRings(points, rings: rings, boxes: boxes, rule: rule, color: color)
            return
        }
        if rings.count == 1 {
            // One ring that does not cross itself: both rules agree, and the polygon fill
            // (ear clipping, or bands past its limit) fits it exactly.
            fillPolygon(points[rings[0]], scale: 1, color: color, isConvex: false)
            return
        }
        // Which side of each ring is outside, from the rule, before anything moves.
        for ring in rings { signs.append(outwardSign(of: ring, in: points, rings: rings, boxes: boxes, rule: rule)) }
        // Each ring's corners moved half a pixel in (the fringe's inner edge) and out (its outer
        // edge), along the averaged edge normals, lengthened at corners (at most twice).
        inner.removeAll(keepingCapacity: true)
        inner.append(contentsOf: points)
        outer.removeAll(keepingCapacity: true)
        outer.append(contentsOf: points)
        for (ring, sign) in zip(rings, signs) {
            guard let outward = sign else { continue }
            let count = ring.count, start = ring.lowerBound
            func normal(_ a: CGPoint, _ b: CGPoint) -> (Double, Double) {
                let dx = Double(b.x - a.x), dy = Double(b.y - a.y), length = (dx * dx + dy * dy).squareRoot()
                return length > 0 ? (dy / length, -dx / length) : (0, 0)
            }
            for i in 0..<count {
                let previous = points[start + (i == 0 ? count - 1 : i - 1)], point = points[start + i]
                let next = points[start + (i + 1 == count ? 0 : i + 1)]
                let (nx, ny) = DrawList.cornerOffset(normal(previous, point), normal(point, next))
                let x = Double(point.x), y = Double(point.y)
                inner[start + i] = CGPoint(x: x - outward * nx * 0.5, y: y - outward * ny * 0.5)
                outer[start + i] = CGPoint(x: x + outward * nx * 0.5, y: y + outward * ny * 0.5)
            }
        }
        appendBandFill(inner[...], rings: rings, rule: rule, color: color)
        let outside = color.transparent
        let fringeIndex = indices.count
        for (ring, sign) in zip(rings, signs) where sign != nil {
            let count = ring.count, start = ring.lowerBound
            let firstVertex = UInt32(vertices.count)
            for i in 0..<count {
                _ = appendVertex(x: Double(inner[start + i].x), y: Double(inner[start + i].y), color: color)
                _ = appendVertex(x: Double(outer[start + i].x), y: Double(outer[start + i].y), color: outside)
            }
            appendFringeIndices(firstVertex: firstVertex, count: count)
        }
        commitTriangles(since: fringeIndex)
    }

    /// Rings that cross themselves or each other: the inside is filled up to the outline, and
    /// the outline is cut where edges cross, so each piece borders one region on each side. A
    /// piece with the fill on one side only gets a one-pixel strip on the other, fading from
    /// half the colour's alpha to none (a quarter pixel fatter than exact, and no pixel drawn
    /// twice); pieces inside the fill get none.
    private mutating func fillCrossingRings(_ points: [CGPoint], rings: [Range<Int>], boxes: [RingBox], rule: FillRule, color: RGBA8) {
        appendBandFill(points[...], rings: rings, rule: rule, color: color)
        let edgeColor = RGBA8(r: color.r, g: color.g, b: color.b, a: UInt8((Int(color.a) + 1) / 2))
        let outside = color.transparent
        var edges: [(CGPoint, CGPoint)] = [], cuts: [Double] = []
        swap(&edges, &scratchEdges); swap(&cuts, &scratchCuts)
        defer { swap(&edges, &scratchEdges); swap(&cuts, &scratchCuts) }
        edges.removeAll(keepingCapacity: true)
        for ring in rings {
            for i in ring { edges.append((points[i], points[i + 1 == ring.upperBound ? ring.lowerBound : i + 1])) }
        }
        let fringeIndex = indices.count
        for (index, edge) in edges.enumerated() {
            let (a, b) = edge
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y), length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            cuts.removeAll(keepingCapacity: true)
            cuts.append(0)
            for (other, otherEdge) in edges.enumerated() where other != index {
                if let t = DrawList.crossing(a, b, otherEdge.0, otherEdge.1), t > 1e-9, t < 1 - 1e-9 { cuts.append(t) }
            }
            cuts.append(1)
            cuts.sort()
            let nx = dy / length, ny = -dx / length
            for k in 0..<(cuts.count - 1) where cuts[k + 1] - cuts[k] > 1e-9 {
                let t0 = cuts[k], t1 = cuts[k + 1], tm = (t0 + t1) / 2
                let mx = Double(a.x) + dx * tm, my = Double(a.y) + dy * tm
                let probe = min(0.01, length * (t1 - t0) / 4)
                let left = DrawList.isInside(x: mx + nx * probe, y: my + ny * probe, points: points, rings: rings, boxes: boxes, rule: rule)
                let right = DrawList.isInside(x: mx - nx * probe, y: my - ny * probe, points: points, rings: rings, boxes: boxes, rule: rule)
                guard left != right else { continue }
                let out = right ? 1.0 : -1.0
                let x0 = Double(a.x) + dx * t0, y0 = Double(a.y) + dy * t0, x1 = Double(a.x) + dx * t1, y1 = Double(a.y) + dy * t1
                let v0 = appendVertex(x: x0, y: y0, color: edgeColor), v1 = appendVertex(x: x1, y: y1, color: edgeColor)
                let w1 = appendVertex(x: x1 + out * nx, y: y1 + out * ny, color: outside)
                let w0 = appendVertex(x: x0 + out * nx, y: y0 + out * ny, color: outside)
                appendTriangleIndices(v0, v1, w1)
                appendTriangleIndices(v0, w1, w0)
            }
        }
        commitTriangles(since: fringeIndex)
    }

    /// Where segment ab crosses segment cd, as a fraction of ab; nil when they do not cross.
    static func crossing(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Double? {
        let rx = Double(b.x - a.x), ry = Double(b.y - a.y), sx = Double(d.x - c.x), sy = Double(d.y - c.y)
        let denominator = rx * sy - ry * sx
        guard denominator != 0 else { return nil }
        let qx = Double(c.x - a.x), qy = Double(c.y - a.y)
        let t = (qx * sy - qy * sx) / denominator, u = (qx * ry - qy * rx) / denominator
        return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : nil
    }

    /// The bounding box of each of `rings`, into `boxes`.
    static func boxes(of rings: [Range<Int>], in points: [CGPoint], into boxes: inout [RingBox]) {
        boxes.removeAll(keepingCapacity: true)
        for ring in rings {
            var box = RingBox(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)
            for point in points[ring] {
                box.x0 = min(box.x0, Double(point.x)); box.y0 = min(box.y0, Double(point.y))
                box.x1 = max(box.x1, Double(point.x)); box.y1 = max(box.y1, Double(point.y))
            }
            boxes.append(box)
        }
    }

    /// Whether any two edges of the rings that are not neighbours cross. O(n²) in the points
    /// of rings whose `boxes` (one for each ring, or none) meet.
    static func ringsCross(_ points: [CGPoint], rings: [Range<Int>], boxes: [RingBox] = []) -> Bool {
        let boxed = boxes.count == rings.count
        for (r, ring) in rings.enumerated() {
            for i in ring {
                let a = points[i], b = points[i + 1 == ring.upperBound ? ring.lowerBound : i + 1]
                for (s, other) in rings.enumerated() where s >= r && (s == r || !boxed || boxes[r].meets(boxes[s])) {
                    for j in other where s > r || j > i {
                        if s == r {
                            // Neighbours share a corner.
                            if j == i + 1 || (i == ring.lowerBound && j == ring.upperBound - 1) { continue }
                        }
                        let c = points[j], d = points[j + 1 == other.upperBound ? other.lowerBound : j + 1]
                        if let t = crossing(a, b, c, d), t > 1e-9, t < 1 - 1e-9 { return true }
                    }
                }
            }
        }
        return false
    }

    /// +1 when the filled side of `ring` is to the right of its direction (its left normal
    /// points out), -1 when to the left, nil when its first edge has the fill on both sides or
    /// neither.
    private func outwardSign(of ring: Range<Int>, in points: [CGPoint], rings: [Range<Int>], boxes: [RingBox], rule: FillRule) -> Double? {
        // The longest of the first few edges, so the probe is not lost in a tiny one.
        var best = ring.lowerBound, bestLength = -1.0
        for i in ring.prefix(8) {
            let a = points[i], b = points[i + 1 == ring.upperBound ? ring.lowerBound : i + 1]
            let length = hypot(Double(b.x - a.x), Double(b.y - a.y))
            if length > bestLength { (best, bestLength) = (i, length) }
        }
        guard bestLength > 0 else { return nil }
        let a = points[best], b = points[best + 1 == ring.upperBound ? ring.lowerBound : best + 1]
        let mx = (Double(a.x) + Double(b.x)) / 2, my = (Double(a.y) + Double(b.y)) / 2
        let nx = Double(b.y - a.y) / bestLength, ny = -Double(b.x - a.x) / bestLength
        let probe = min(0.01, bestLength / 4)
        let left = DrawList.isInside(x: mx + nx * probe, y: my + ny * probe, points: points, rings: rings, boxes: boxes, rule: rule)
        let right = DrawList.isInside(x: mx - nx * probe, y: my - ny * probe, points: points, rings: rings, boxes: boxes, rule: rule)
        guard left != right else { return nil }
        return right ? 1 : -1
    }

    /// Whether (x, y) is inside the rings by `rule`, from their winding number around it. With
    /// `boxes` (one for each ring), a ring whose box does not hold the point is passed over:
    /// the line from the point crosses it as often one way as the other, or not at all.
    static func isInside(x: Double, y: Double, points: [CGPoint], rings: [Range<Int>], boxes: [RingBox] = [], rule: FillRule) -> Bool {
        var winding = 0
        let boxed = boxes.count == rings.count
        for (index, ring) in rings.enumerated() {
            if boxed, !boxes[index].contains(x: x, y: y) { continue }
            let count = ring.count, start = ring.lowerBound
            for i in 0..<count {
                let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
                let py = Double(p.y), qy = Double(q.y)
                guard (py <= y) != (qy <= y) else { continue }
                let crossX = Double(p.x) + (y - py) / (qy - py) * Double(q.x - p.x)
                if crossX > x { winding += qy > py ? 1 : -1 }
            }
        }
        return rule == .evenOdd ? winding & 1 != 0 : winding != 0
    }
}
