import Foundation

extension DrawList {
    /// Outlines with more points than this are filled by bands, not ear clipping: ear clipping
    /// is quadratic in the points (a 100,000-point outline took 24 seconds), bands are
    /// O(n log n) plus the edges each band crosses.
    static let earClippingLimit = 256

    /// The farthest band from the origin filled, in device pixels: outlines reaching beyond are
    /// cut there (no window is that large), so a huge shape cannot make millions of bands.
    static let bandLimit = 32_768.0

    /// One edge of an outline for band filling, from `y0` down to `y1` (`y0 < y1`).
    struct BandEdge {
        var y0: Double, y1: Double
        var x0: Double, slope: Double
        /// +1 for an edge going down the outline, -1 going up.
        var winding: Int

        func x(at y: Double) -> Double { x0 + (min(max(y, y0), y1) - y0) * slope }
    }

    /// Fills the polygon `ring` (device pixels) by the non-zero rule, one band a device pixel
    /// tall at a time: the edges crossing a band's middle are sorted across it, and each run
    /// where the winding is not zero becomes a trapezoid between its two edges, from the band's
    /// top to its bottom. Within a band, an edge is followed straight, so the fill can stray
    /// from a corner inside the band by under a pixel; the caller's fringe covers the outline.
    mutating func appendBandFill(_ ring: ArraySlice<CGPoint>, color: RGBA8) {
        appendBandFill(ring, rings: CollectionOfOne(ring.startIndex..<ring.endIndex), rule: .nonZero, color: color)
    }

    /// Fills several closed rings of `points` together by `rule`, by bands as above: where rings
    /// overlap or nest, the rule decides (under even-odd, a ring inside another is a hole).
    mutating func appendBandFill<Rings: Sequence<Range<Int>>>(_ points: ArraySlice<CGPoint>, rings: Rings, rule: FillRule, color: RGBA8) {
        var edges: [BandEdge] = []
        swap(&edges, &scratchBandEdges)
        var active: [Int] = []
        swap(&active, &scratchActiveEdges)
        var crossings: [(x: Double, edge: Int)] = []
        swap(&crossings, &scratchCrossings)
        defer {
            swap(&edges, &scratchBandEdges)
            swap(&active, &scratchActiveEdges)
            swap(&crossings, &scratchCrossings)
        }
        edges.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
        var minY = Double.infinity, maxY = -Double.infinity
        for range in rings {
            let count = range.count, start = range.lowerBound
            for i in 0..<count {
                let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
                let py = Double(p.y), qy = Double(q.y)
                guard py != qy else { continue }
                let (top, bottom, winding) = py < qy ? (p, q, 1) : (q, p, -1)
                let y0 = Double(top.y), y1 = Double(bottom.y)
                edges.append(BandEdge(y0: y0, y1: y1, x0: Double(top.x), slope: (Double(bottom.x) - Double(top.x)) / (y1 - y0), winding: winding))
                minY = min(minY, y0)
                maxY = max(maxY, y1)
            }
        }
        guard !edges.isEmpty else { return }
        edges.sort { $0.y0 < $1.y0 }
        let firstBand = max(minY, -Self.bandLimit).rounded(.down), lastBand = min(maxY, Self.bandLimit).rounded(.up)
        guard firstBand < lastBand else { return }
        let firstIndex = indices.count
        var next = 0
        var top = firstBand
        while top < lastBand {
            let bottom = top + 1, middle = top + 0.5
            while next < edges.count && edges[next].y0 < bottom {
                active.append(next)
                next += 1
            }
            // Edges that ended above this band leave. (By index: a for-in over `active` would
            // hold its buffer, and writing into it would copy it every band.)
            var kept = 0
            for i in 0..<active.count where edges[active[i]].y1 > top {
                active[kept] = active[i]
                kept += 1
            }
            active.removeLast(active.count - kept)
            crossings.removeAll(keepingCapacity: true)
            for index in active where edges[index].y0 <= middle && edges[index].y1 > middle {
                crossings.append((edges[index].x(at: middle), index))
            }
            if crossings.count >= 2 {
                // A band crosses few edges: sorting them by insertion allocates nothing (the
                // standard sort takes a scratch buffer every call).
                if crossings.count <= 64 {
                    for i in 1..<crossings.count {
                        let item = crossings[i]
                        var j = i
                        while j > 0 && crossings[j - 1].x > item.x {
                            crossings[j] = crossings[j - 1]
                            j -= 1
                        }
                        crossings[j] = item
                    }
                } else {
                    crossings.sort { $0.x < $1.x }
                }
                var winding = 0
                var left = -1
                let evenOdd = rule == .evenOdd
                for crossing in crossings {
                    let wasInside = evenOdd ? winding & 1 != 0 : winding != 0
                    winding += edges[crossing.edge].winding
                    let isInside = evenOdd ? winding & 1 != 0 : winding != 0
                    if !wasInside && isInside {
                        left = crossing.edge
                    } else if wasInside && !isInside && left >= 0 {
                        let l = edges[left], r = edges[crossing.edge]
                        let a = appendVertex(x: l.x(at: top), y: top, color: color)
                        let b = appendVertex(x: r.x(at: top), y: top, color: color)
                        let c = appendVertex(x: r.x(at: bottom), y: bottom, color: color)
                        let d = appendVertex(x: l.x(at: bottom), y: bottom, color: color)
                        appendTriangleIndices(a, b, c)
                        appendTriangleIndices(a, c, d)
                    }
                }
            }
            top = bottom
        }
        commitTriangles(since: firstIndex)
    }
}
