import Foundation

extension DrawList {
    /// Fills the polygon `points`, multiplied by `scale` into device pixels, with an
    /// anti-aliased fringe: a ring of vertices `insideFringe` pixels inside the outline at full
    /// alpha and one `outsideFringe` pixels outside at zero alpha.
    ///
    /// The core inside the inner ring is fanned when the polygon is convex and ear-clipped
    /// otherwise (see ``appendEarClippedTriangles(_:orientation:firstVertex:)``); `isConvex`
    /// skips the test when the caller knows. Ring vertices move along the average of the two
    /// neighbouring edge normals, lengthened at corners so the ring keeps its distance from both
    /// edges, up to twice that distance at sharp corners.
    ///
    /// Points must be finite. Fewer than three, or no enclosed area, draw nothing.
    /// - Complexity: O(n) for a convex polygon, O(n²) typically (O(n³) at worst) otherwise.
    mutating func fillPolygon(
        _ points: ArraySlice<CGPoint>, scale: Double, color: RGBA8,
        insideFringe: Double = 0.5, outsideFringe: Double = 0.5, isConvex: Bool? = nil
    ) {
        let count = points.count, start = points.startIndex
        guard count >= 3, color.a > 0 else { return }
        var area = 0.0
        for i in 0..<count {
            let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
            area += Double(p.x * q.y - q.x * p.y)
        }
        guard area != 0, area.isFinite else { return }
        // Outward normals point left of the edge for clockwise (negative area in y-down space).
        let orientation: Double = area > 0 ? 1 : -1
        let convex = isConvex ?? DrawList.isConvex(points, orientation: orientation)
        let inside = color, outside = color.transparent
        reserve(vertexCount: count * (snapsVerticesToPixels ? 5 : 2), indexCount: (count - 2) * 3 + count * 6)

        var normals: [(Double, Double)] = []
        swap(&normals, &scratchNormals)
        defer { swap(&normals, &scratchNormals) }
        normals.removeAll(keepingCapacity: true)
        normals.append(contentsOf: repeatElement((0, 0), count: count))
        // Written through buffer pointers: appending element by element checked capacity and
        // uniqueness for every vertex, a fifth of a fill.
        normals.withUnsafeMutableBufferPointer { normals in
            for i in 0..<count {
                // (Wrapping by comparison: an integer modulo per point cost a third of a fill.)
                let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
                let dx = Double(q.x - p.x) * scale, dy = Double(q.y - p.y) * scale
                let lengthSquared = dx * dx + dy * dy
                // One square root and one division per edge: they are the fill's critical path.
                let r = lengthSquared > 0 ? orientation / lengthSquared.squareRoot() : 0
                normals[i] = (dy * r, -dx * r)
            }
        }
        let firstVertex = UInt32(vertices.count)
        let banded = !convex && count > DrawList.earClippingLimit
        var ring: [CGPoint] = []
        if banded { swap(&ring, &scratchRing); ring.removeAll(keepingCapacity: true) }
        defer { if banded { swap(&ring, &scratchRing) } }
        if snapsVerticesToPixels {
            appendSnappedFringe(points, scale: scale, color: color, normals: normals, area: abs(area) / 2, banded: banded, ring: &ring)
        } else {
            let base = vertices.count, offset = vertexSampleOffset
            vertices.append(contentsOf: repeatElement(DrawVertex(x: 0, y: 0, color: inside), count: 2 * count))
            vertices.withUnsafeMutableBufferPointer { vertices in
                normals.withUnsafeBufferPointer { normals in
                    for i in 0..<count {
                        let (nx, ny) = DrawList.cornerOffset(normals[i == 0 ? count - 1 : i - 1], normals[i])
                        let x = Double(points[start + i].x) * scale, y = Double(points[start + i].y) * scale
                        let ix = x - nx * insideFringe, iy = y - ny * insideFringe
                        vertices[base + 2 * i] = DrawVertex(x: Float(ix + offset), y: Float(iy + offset), color: inside)
                        vertices[base + 2 * i + 1] = DrawVertex(x: Float(x + nx * outsideFringe + offset), y: Float(y + ny * outsideFringe + offset),
                                                                color: outside)
                        if banded { ring.append(CGPoint(x: ix, y: iy)) }
                    }
                }
            }
        }
        let firstIndex = indices.count
        if convex, snapsVerticesToPixels, cutsCoresIntoSpans, appendCoreSpans(firstVertex: Int(firstVertex), stride: 2, count: count, color: inside) {
            // The core as rectangles of whole pixels, which a snapping rasteriser fills fast.
        } else if convex {
            indices.append(contentsOf: repeatElement(0, count: 3 * (count - 2)))
            indices.withUnsafeMutableBufferPointer { indices in
                var k = firstIndex
                for i in 2..<count {
                    indices[k] = firstVertex
                    indices[k + 1] = firstVertex + UInt32(2 * (i - 1))
                    indices[k + 2] = firstVertex + UInt32(2 * i)
                    k += 3
                }
            }
            commitTriangles(since: firstIndex)
        } else if banded {
            // The core inside the fringe's inner ring, by bands: ear clipping a large outline
            // would stall the frame.
            appendBandFill(ring[...], color: inside)
        } else {
            appendEarClippedTriangles(points, orientation: orientation, firstVertex: firstVertex)
        }
        let fringeIndex = indices.count
        if snapsVerticesToPixels {
            appendSnappedFringeIndices(firstVertex: firstVertex, count: count)
        } else {
            appendFringeIndices(firstVertex: firstVertex, count: count)
        }
        commitTriangles(since: fringeIndex)
    }

    /// How far, in device pixels, a snapped fringe reaches either side of the outline: the
    /// ramp's half-pixel plus the farthest rounding to a whole pixel can move a vertex (√2/2).
    static let snappedFringeReach = 1.25

    /// The vertices of a fill's fringe for a rasteriser that rounds vertices to whole pixels
    /// (see ``CoverageRamp``): vertices `2·i` (the core's ring, ``snappedFringeReach`` inside,
    /// fully covered) and `2·i + 1` (outside, the start of edge `i`'s quad), then three more
    /// per edge `i` (its quad's inner start, inner end, outer end), every one rounded to a
    /// whole pixel and carrying its distance from edge `i`'s line in `u`. Each quad is then
    /// covered as the distance to its own edge says, exactly at every pixel centre.
    ///
    /// A shape too thin for the core's ring (its area over its perimeter, about half its
    /// width, under the reach) gets the ring that far in: the fringes of opposite sides meet
    /// in the middle and each covers its half. A banded fill gets the core's ring in `ring`.
    private mutating func appendSnappedFringe(
        _ points: ArraySlice<CGPoint>, scale: Double, color: RGBA8, normals: [(Double, Double)], area: Double,
        banded: Bool, ring: inout [CGPoint]
    ) {
        let count = points.count, start = points.startIndex
        var perimeter = 0.0
        for i in 0..<count {
            let p = points[start + i], q = points[i + 1 == count ? start : start + i + 1]
            perimeter += (Double(q.x - p.x) * Double(q.x - p.x) + Double(q.y - p.y) * Double(q.y - p.y)).squareRoot()
        }
        let reach = DrawList.snappedFringeReach
        let inward = perimeter > 0 ? min(reach, area / perimeter * scale) : 0
        let base = vertices.count
        vertices.append(contentsOf: repeatElement(DrawVertex(x: 0, y: 0, color: color), count: 5 * count))
        vertices.withUnsafeMutableBufferPointer { vertices in
            // The rounded inner and outer vertex of each corner, before their distances.
            for i in 0..<count {
                let (nx, ny) = DrawList.cornerOffset(normals[i == 0 ? count - 1 : i - 1], normals[i])
                let x = Double(points[start + i].x) * scale, y = Double(points[start + i].y) * scale
                vertices[base + 2 * i] = DrawVertex(x: Float((x - nx * inward).rounded()), y: Float((y - ny * inward).rounded()), color: color)
                vertices[base + 2 * i + 1] = DrawVertex(x: Float((x + nx * reach).rounded()), y: Float((y + ny * reach).rounded()), color: color)
            }
            func distance(_ v: DrawVertex, from i: Int) -> Float {
                let p = points[start + i], n = normals[i]
                return CoverageRamp.u(distance: (Double(v.x) - Double(p.x) * scale) * n.0 + (Double(v.y) - Double(p.y) * scale) * n.1)
            }
            let quads = base + 2 * count
            for i in 0..<count {
                let j = i + 1 == count ? 0 : i + 1
                vertices[base + 2 * i + 1].u = distance(vertices[base + 2 * i + 1], from: i)
                var innerStart = vertices[base + 2 * i], innerEnd = vertices[base + 2 * j], outerEnd = vertices[base + 2 * j + 1]
                innerStart.u = distance(innerStart, from: i)
                innerEnd.u = distance(innerEnd, from: i)
                outerEnd.u = distance(outerEnd, from: i)
                vertices[quads + 3 * i] = innerStart
                vertices[quads + 3 * i + 1] = innerEnd
                vertices[quads + 3 * i + 2] = outerEnd
            }
            if banded {
                for i in 0..<count {
                    ring.append(CGPoint(x: Double(vertices[base + 2 * i].x), y: Double(vertices[base + 2 * i].y)))
                }
            }
        }
    }

    /// The two triangles of each edge's quad of a fringe laid out by
    /// ``appendSnappedFringe(_:scale:color:normals:area:banded:ring:)`` from `firstVertex` (not committed).
    mutating func appendSnappedFringeIndices(firstVertex: UInt32, count: Int) {
        let quads = firstVertex + UInt32(2 * count)
        // Every quad's first triangle before any second one: SDL's software renderer draws two
        // consecutive triangles that make an axis-aligned rectangle (a straight side's fringe)
        // as a plain copy of the texture, which ignores the ramp and covers it fully.
        for pass in 0..<2 {
            for i in 0..<count {
                let outerStart = firstVertex + UInt32(2 * i + 1)
                let innerStart = quads + UInt32(3 * i), innerEnd = innerStart + 1, outerEnd = innerStart + 2
                if pass == 0 {
                    appendTriangleIndices(innerStart, outerStart, outerEnd)
                } else {
                    appendTriangleIndices(innerStart, outerEnd, innerEnd)
                }
            }
        }
    }

    /// The offset of a fringe vertex for a unit distance from the outline, at a corner between
    /// edges with unit normals `before` and `after`: their average, lengthened to keep the
    /// distance from both edges, at most twice (the limit caps spikes at sharp corners).
    @inline(__always)
    static func cornerOffset(_ before: (Double, Double), _ after: (Double, Double)) -> (Double, Double) {
        let nx = (before.0 + after.0) / 2, ny = (before.1 + after.1) / 2
        let lengthSquared = nx * nx + ny * ny
        guard lengthSquared > 1e-6 else { return (nx, ny) }
        let stretch = min(1 / lengthSquared, 4)
        return (nx * stretch, ny * stretch)
    }

    /// The two triangles of each fringe quad of a closed ring whose vertices alternate inner,
    /// outer from `firstVertex`, `count` pairs in all (not committed).
    mutating func appendFringeIndices(firstVertex: UInt32, count: Int) {
        let base = indices.count
        indices.append(contentsOf: repeatElement(0, count: 6 * count))
        indices.withUnsafeMutableBufferPointer { indices in
            var k = base
            for i in 0..<count {
                let j = i + 1 == count ? 0 : i + 1
                let innerI = firstVertex + UInt32(2 * i), outerI = innerI + 1
                let innerJ = firstVertex + UInt32(2 * j), outerJ = innerJ + 1
                indices[k] = innerI; indices[k + 1] = outerI; indices[k + 2] = outerJ
                indices[k + 3] = innerI; indices[k + 4] = outerJ; indices[k + 5] = innerJ
                k += 6
            }
        }
    }

    /// Whether the polygon is convex and winds once: every corner turns the way `orientation`
    /// says (straight corners allowed), and the edges' horizontal direction reverses at most
    /// twice, which rules out stars whose corners all turn the same way.
    static func isConvex(_ points: ArraySlice<CGPoint>, orientation: Double) -> Bool {
        let count = points.count, start = points.startIndex
        var reversals = 0
        var firstDirection = 0.0, lastDirection = 0.0
        for i in 0..<count {
            let j = i + 1 == count ? 0 : i + 1, k = j + 1 == count ? 0 : j + 1
            let a = points[start + i], b = points[start + j], c = points[start + k]
            let ex = Double(b.x - a.x), ey = Double(b.y - a.y), fx = Double(c.x - b.x), fy = Double(c.y - b.y)
            let cross = ex * fy - ey * fx
            // A turn the wrong way, larger than rounding noise, makes the polygon concave.
            if cross * orientation < 0 && cross * cross > 1e-18 * (ex * ex + ey * ey) * (fx * fx + fy * fy) {
                return false
            }
            guard ex != 0 else { continue }
            let direction: Double = ex > 0 ? 1 : -1
            if firstDirection == 0 { firstDirection = direction }
            if lastDirection != 0 && direction != lastDirection { reversals += 1 }
            lastDirection = direction
        }
        if lastDirection != firstDirection { reversals += 1 }
        return reversals <= 2
    }

    /// Triangulates the polygon `points` (device pixels) by ear clipping: repeatedly cuts off a
    /// convex corner whose triangle holds no other vertex, adding the triangle between the
    /// fill's inner-ring vertices `firstVertex + 2·i`.
    ///
    /// For a simple polygon this covers exactly its inside (non-zero and even-odd agree there).
    /// An outline that crosses itself has no exact ear clipping; when no ear is left the
    /// clipper cuts the next convex corner regardless, so it always finishes, with every
    /// triangle's corners on the outline, but the fill near the crossings may overlap or leave
    /// gaps rather than follow the non-zero rule. Corners that do not turn are dropped.
    /// - Complexity: O(n²) for typical outlines, O(n³) at worst.
    mutating func appendEarClippedTriangles(_ points: ArraySlice<CGPoint>, orientation: Double, firstVertex: UInt32) {
        let count = points.count, start = points.startIndex
        guard count >= 3 else { return }
        var previous: [Int] = [], next: [Int] = []
        swap(&previous, &scratchPrevious)
        swap(&next, &scratchNext)
        defer {
            swap(&previous, &scratchPrevious)
            swap(&next, &scratchNext)
        }
        previous.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        for i in 0..<count {
            previous.append((i + count - 1) % count)
            next.append((i + 1) % count)
        }

        func point(_ i: Int) -> (x: Double, y: Double) {
            let p = points[start + i]
            return (Double(p.x), Double(p.y))
        }
        // Twice the signed area of the triangle a, b, c, positive when it turns the fill's way.
        func turn(_ a: Int, _ b: Int, _ c: Int) -> Double {
            let pa = point(a), pb = point(b), pc = point(c)
            return orientation * ((pb.x - pa.x) * (pc.y - pb.y) - (pb.y - pa.y) * (pc.x - pb.x))
        }
        // Whether the turn is rounding noise: the corner is straight, or doubles back on itself.
        func isStraight(_ a: Int, _ b: Int, _ c: Int, _ turn: Double) -> Bool {
            let pa = point(a), pb = point(b), pc = point(c)
            let e = (pb.x - pa.x) * (pb.x - pa.x) + (pb.y - pa.y) * (pb.y - pa.y)
            let f = (pc.x - pb.x) * (pc.x - pb.x) + (pc.y - pb.y) * (pc.y - pb.y)
            return turn * turn <= 1e-18 * e * f
        }
        // Whether no other remaining vertex lies in or on the triangle a, b, c.
        func isEar(_ a: Int, _ b: Int, _ c: Int) -> Bool {
            let pa = point(a), pb = point(b), pc = point(c)
            var v = next[c]
            while v != a {
                let p = point(v)
                v = next[v]
                if p == pa || p == pb || p == pc { continue }
                let ab = orientation * ((pb.x - pa.x) * (p.y - pa.y) - (pb.y - pa.y) * (p.x - pa.x))
                let bc = orientation * ((pc.x - pb.x) * (p.y - pb.y) - (pc.y - pb.y) * (p.x - pb.x))
                let ca = orientation * ((pa.x - pc.x) * (p.y - pc.y) - (pa.y - pc.y) * (p.x - pc.x))
                if ab >= 0 && bc >= 0 && ca >= 0 { return false }
            }
            return true
        }
        func unlink(_ i: Int) {
            next[previous[i]] = next[i]
            previous[next[i]] = previous[i]
        }
        func emit(_ a: Int, _ b: Int, _ c: Int) {
            appendTriangleIndices(firstVertex + UInt32(2 * a), firstVertex + UInt32(2 * b), firstVertex + UInt32(2 * c))
        }

        let firstIndex = indices.count
        defer { commitTriangles(since: firstIndex) }
        var remaining = count
        var i = 0
        var stalled = 0
        while remaining > 3 {
            let a = previous[i], c = next[i]
            let t = turn(a, i, c)
            if isStraight(a, i, c, t) {
                unlink(i)
                remaining -= 1
                i = a
                stalled = 0
            } else if t > 0 && isEar(a, i, c) {
                emit(a, i, c)
                unlink(i)
                remaining -= 1
                i = c
                stalled = 0
            } else {
                i = c
                stalled += 1
                if stalled >= remaining {
                    // A full round without an ear: the outline crosses itself. Cut the first
                    // convex corner anyway (or any corner, if none is convex).
                    var j = i
                    for _ in 0..<remaining {
                        if turn(previous[j], j, next[j]) > 0 { break }
                        j = next[j]
                    }
                    emit(previous[j], j, next[j])
                    unlink(j)
                    remaining -= 1
                    i = next[j]
                    stalled = 0
                }
            }
        }
        let a = previous[i], c = next[i]
        if !isStraight(a, i, c, turn(a, i, c)) { emit(a, i, c) }
    }
}
