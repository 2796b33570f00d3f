import Foundation

extension DrawList {
    /// Fills a convex polygon given in points, clockwise or counter-clockwise, with a one-pixel
    /// anti-aliased fringe.
    ///
    /// The fringe is a ring of vertices half a device pixel outside the outline, with the fill's
    /// colour at zero alpha, and a matching ring half a pixel inside at full alpha: the
    /// rasteriser's interpolation across the ring is the anti-aliasing. Ring vertices move
    /// along the average of the two neighbouring edge normals, lengthened at corners so the
    /// ring stays half a pixel from both edges (up to a miter limit of 2 for sharp corners).
    ///
    /// Polygons with fewer than three points, or any non-finite coordinate, draw nothing.
    /// - Complexity: O(n) in the number of points.
    public mutating func fillConvexPolygon(_ points: [CGPoint], color: RGBAColor) {
        let count = points.count
        guard count >= 3, color.opacity > 0,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let scale = pixelsPerPoint
        var area = 0.0
        for i in 0..<count {
            let p = points[i], q = points[(i + 1) % count]
            area += Double(p.x * q.y - q.x * p.y)
        }
        guard area != 0 else { return }
        // Outward normals point left of the edge for clockwise (negative area in y-down space).
        let orientation: Double = area > 0 ? 1 : -1
        let inside = color.bytes, outside = inside.transparent
        reserve(vertexCount: count * 2, indexCount: (count - 2) * 3 + count * 6)

        var normals: [(Double, Double)] = []
        swap(&normals, &scratchNormals)
        defer { swap(&normals, &scratchNormals) }
        normals.removeAll(keepingCapacity: true)
        normals.append(contentsOf: repeatElement((0, 0), count: count))
        for i in 0..<count {
            let p = points[i], q = points[(i + 1) % count]
            let dx = Double(q.x - p.x) * scale, dy = Double(q.y - p.y) * scale
            let length = (dx * dx + dy * dy).squareRoot()
            normals[i] = length > 0 ? (orientation * dy / length, -orientation * dx / length) : (0, 0)
        }
        let firstVertex = UInt32(vertices.count)
        for i in 0..<count {
            let before = normals[(i + count - 1) % count], after = normals[i]
            var nx = (before.0 + after.0) / 2, ny = (before.1 + after.1) / 2
            let lengthSquared = nx * nx + ny * ny
            if lengthSquared > 1e-6 {
                // Lengthen to reach half a pixel from both edges; the miter limit caps spikes.
                let stretch = min(1 / lengthSquared, 4)
                nx *= stretch
                ny *= stretch
            }
            let x = Double(points[i].x) * scale, y = Double(points[i].y) * scale
            _ = appendVertex(x: x - nx * 0.5, y: y - ny * 0.5, color: inside)
            _ = appendVertex(x: x + nx * 0.5, y: y + ny * 0.5, color: outside)
        }
        for i in 2..<count {
            appendTriangle(firstVertex, firstVertex + UInt32(2 * (i - 1)), firstVertex + UInt32(2 * i))
        }
        for i in 0..<count {
            let j = (i + 1) % count
            let innerI = firstVertex + UInt32(2 * i), outerI = innerI + 1
            let innerJ = firstVertex + UInt32(2 * j), outerJ = innerJ + 1
            appendTriangle(innerI, outerI, outerJ)
            appendTriangle(innerI, outerJ, innerJ)
        }
    }
}
