import Foundation

extension DrawList {
    /// The most rows times edges a convex core is cut into rectangles for: past it, the core is
    /// fanned (a huge shape would otherwise cost a pass over its edges per row).
    static let coreSpanWorkLimit = 1 << 16

    /// Covers the convex ring of whole-pixel vertices `firstVertex`, `firstVertex + stride`, …
    /// (`count` of them) with axis-aligned rectangles of whole pixels, two triangles each, and
    /// returns false (adding nothing) when the ring is too large for it.
    ///
    /// For a rasteriser that rounds vertices to whole pixels (``snapsVerticesToPixels``): it
    /// covers exactly the pixels a fan of the ring would, those whose centres lie inside the
    /// ring, or on a left edge (the top-left rule; no centre lies on a horizontal edge). SDL's
    /// software renderer draws each pair of triangles that forms an axis-aligned rectangle of
    /// one colour as a rectangle fill, several times faster than the thin triangles of a fan,
    /// each of which it scans over its whole bounding box. Rows covering the same pixels share
    /// one rectangle. The rectangles' texture coordinates are 0: full coverage.
    mutating func appendCoreSpans(firstVertex: Int, stride: Int, count: Int, color: RGBA8) -> Bool {
        guard count >= 3 else { return true }
        var minY = Int.max, maxY = Int.min
        for i in 0..<count {
            let vertex = vertices[firstVertex + i * stride]
            // Far off screen, the products below could overflow: fanned instead.
            guard abs(vertex.x) <= 1_048_576, abs(vertex.y) <= 1_048_576 else { return false }
            let y = Int(vertex.y)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        guard (maxY - minY) * count <= DrawList.coreSpanWorkLimit else { return false }
        let start = indices.count
        // The rectangle being grown down the rows: its columns and first row.
        var open: (x0: Int, x1: Int, y: Int)?
        func close(_ rect: (x0: Int, x1: Int, y: Int), at y: Int, _ list: inout DrawList) {
            let x0 = Float(rect.x0), x1 = Float(rect.x1), y0 = Float(rect.y), y1 = Float(y)
            let base = UInt32(list.vertices.count)
            list.vertices.append(DrawVertex(x: x0, y: y0, color: color))
            list.vertices.append(DrawVertex(x: x1, y: y0, color: color))
            list.vertices.append(DrawVertex(x: x1, y: y1, color: color))
            list.vertices.append(DrawVertex(x: x0, y: y1, color: color))
            // SDL pairs consecutive triangles sharing a diagonal into one rectangle.
            list.appendTriangleIndices(base, base + 1, base + 2)
            list.appendTriangleIndices(base, base + 2, base + 3)
        }
        // Each row's leftmost and rightmost crossings, as doubled x = n / d with d > 0: by
        // walking the ring's two chains from its top to its bottom (one edge each per row),
        // or, when rounding left a chain that turns back up, by testing every edge per row.
        let chains = monotoneChains(firstVertex: firstVertex, stride: stride, count: count)
        var forward = chains?.top ?? 0, backward = chains?.top ?? 0
        for y in minY..<max(minY, maxY) {
            // The row's pixel centres are at y + ½; in doubled coordinates, 2y + 1, which no
            // whole-pixel vertex lies on.
            let row = 2 * y + 1
            var left: (n: Int, d: Int)?, right: (n: Int, d: Int)?
            func consider(_ p: DrawVertex, _ q: DrawVertex) {
                var xa = Int(p.x), ya = Int(p.y), xb = Int(q.x), yb = Int(q.y)
                if ya > yb { swap(&xa, &xb); swap(&ya, &yb) }
                guard 2 * ya < row, row < 2 * yb else { return }
                let d = yb - ya, n = 2 * xa * d + (row - 2 * ya) * (xb - xa)
                if left == nil || n * left!.d < left!.n * d { left = (n, d) }
                if right == nil || n * right!.d > right!.n * d { right = (n, d) }
            }
            if chains != nil {
                // Move each chain on to the edge that spans this row.
                while 2 * Int(vertex(after: forward, firstVertex, stride, count).y) < row { forward = forward + 1 == count ? 0 : forward + 1 }
                while 2 * Int(vertex(after: backward, firstVertex, stride, count, backwards: true).y) < row {
                    backward = backward == 0 ? count - 1 : backward - 1
                }
                consider(vertices[firstVertex + forward * stride], vertex(after: forward, firstVertex, stride, count))
                consider(vertices[firstVertex + backward * stride], vertex(after: backward, firstVertex, stride, count, backwards: true))
            } else {
                for i in 0..<count {
                    let j = i + 1 == count ? 0 : i + 1
                    consider(vertices[firstVertex + i * stride], vertices[firstVertex + j * stride])
                }
            }
            var span: (x0: Int, x1: Int)?
            if let left, let right {
                // Pixel x is in when its doubled centre 2x + 1 is at or right of the left
                // crossing and strictly left of the right one.
                let x0 = DrawList.ceilingDivision(left.n - left.d, 2 * left.d)
                let x1 = DrawList.ceilingDivision(right.n - right.d, 2 * right.d)
                if x1 > x0 { span = (x0, x1) }
            }
            if let rect = open, span == nil || span!.x0 != rect.x0 || span!.x1 != rect.x1 {
                close(rect, at: y, &self)
                open = nil
            }
            if open == nil, let span { open = (span.x0, span.x1, y) }
        }
        if let rect = open { close(rect, at: max(minY, maxY), &self) }
        commitTriangles(since: start)
        return true
    }

    /// The vertex after ring vertex `i` (before it, `backwards`).
    @inline(__always)
    private func vertex(after i: Int, _ firstVertex: Int, _ stride: Int, _ count: Int, backwards: Bool = false) -> DrawVertex {
        let j = backwards ? (i == 0 ? count - 1 : i - 1) : (i + 1 == count ? 0 : i + 1)
        return vertices[firstVertex + j * stride]
    }

    /// The ring's topmost vertex, when both ways round from it to its bottommost one never go
    /// back up (a convex ring, even rounded to whole pixels, nearly always); nil otherwise.
    private func monotoneChains(firstVertex: Int, stride: Int, count: Int) -> (top: Int, bottom: Int)? {
        var top = 0, bottom = 0
        for i in 1..<count {
            let y = vertices[firstVertex + i * stride].y
            if y < vertices[firstVertex + top * stride].y { top = i }
            if y > vertices[firstVertex + bottom * stride].y { bottom = i }
        }
        for backwards in [false, true] {
            var i = top
            while i != bottom {
                let next = backwards ? (i == 0 ? count - 1 : i - 1) : (i + 1 == count ? 0 : i + 1)
                if vertices[firstVertex + next * stride].y < vertices[firstVertex + i * stride].y { return nil }
                i = next
            }
        }
        return (top, bottom)
    }

    /// ⌈a / b⌉ for b > 0.
    @inline(__always)
    static func ceilingDivision(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? (a + b - 1) / b : -((-a) / b)
    }
}
