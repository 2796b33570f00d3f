import Foundation

extension DrawList {
    /// Where a cached fill may lie within a pixel, for a rasteriser that rounds vertices: to
    /// the nearest 1/`placementSteps` of a device pixel.
    static let placementSteps = CoverageRamp.texelsPerPixel

    /// How this list's tessellation cache has done (see ``cachesTessellation``).
    public var tessellationCacheStatistics: TessellationCacheStatistics { tessellationCache.statistics }

    /// Zeroes the cache's hit, miss and eviction counts (its entries stay).
    public mutating func resetTessellationCacheStatistics() {
        tessellationCache.statistics.hits = 0
        tessellationCache.statistics.misses = 0
        tessellationCache.statistics.evictions = 0
    }

    /// Fills a built-in shape (convex: a rectangle, rounded rectangle, ellipse or capsule) from
    /// the tessellation cache when the same shape at the same size, scale and rotation was
    /// filled before, moving its triangles to where the frame now lies; otherwise tessellates
    /// it with `tessellate` and may keep the result. Returns false when the fill cannot be
    /// cached (bad numbers, or too far out), having drawn nothing.
    ///
    /// For a rasteriser that rounds vertices to whole pixels, the shape's origin is first moved
    /// to the nearest 32nd of a device pixel (the resolution of ``CoverageRamp``), cached or
    /// not, so that a kept tessellation moves by whole pixels; its fringe's coverage is still
    /// exact for where it is drawn.
    mutating func appendCachedFill(
        _ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBA8,
        tessellate: (inout DrawList, CGAffineTransform) -> Void
    ) -> Bool {
        guard cachesTessellation, shape.isConvex else { return false }
        let scale = pixelsPerPoint
        let origin = transform.apply(to: frame.origin)
        var dx = Double(origin.x) * scale, dy = Double(origin.y) * scale
        // Beyond this the cached positions' single precision would show.
        guard abs(dx) < 1e7, abs(dy) < 1e7 else { return false }
        var fractionX: Int8 = 0, fractionY: Int8 = 0
        var placed = transform
        if snapsVerticesToPixels {
            let steps = Double(DrawList.placementSteps)
            let qx = ExactRounding.nearest(dx * steps) / steps, qy = ExactRounding.nearest(dy * steps) / steps
            placed.tx += (qx - dx) / scale
            placed.ty += (qy - dy) / scale
            let wholeX = ExactRounding.down(qx), wholeY = ExactRounding.down(qy)
            fractionX = Int8((qx - wholeX) * steps)
            fractionY = Int8((qy - wholeY) * steps)
            dx = wholeX
            dy = wholeY
        }
        guard let key = FillCacheKey(
            shape: shape, width: Double(frame.width), height: Double(frame.height),
            a: transform.a * scale, b: transform.b * scale, c: transform.c * scale, d: transform.d * scale,
            tolerance: maximumCurveError, sampleOffset: snapsVerticesToPixels ? 0 : vertexSampleOffset,
            snaps: snapsVerticesToPixels, fractionX: fractionX, fractionY: fractionY) else { return false }
        if let slot = tessellationCache.lookUp(key) {
            replay(slot, dx: dx, dy: dy, color: color)
            return true
        }
        let keep = tessellationCache.shouldKeep(key)
        let firstVertex = vertices.count, firstIndex = indices.count
        tessellate(&self, placed)
        guard keep, vertices.count > firstVertex else { return true }
        var entry = FillCacheEntry(vertices: Array(vertices[firstVertex...]), indices: Array(indices[firstIndex...]))
        let base = UInt32(firstVertex)
        for i in entry.vertices.indices {
            entry.vertices[i].x = Float(Double(entry.vertices[i].x) - dx)
            entry.vertices[i].y = Float(Double(entry.vertices[i].y) - dy)
            entry.vertices[i].color = entry.vertices[i].color.a == 0 ? FillCacheEntry.transparentMask : FillCacheEntry.opaqueMask
        }
        for i in entry.indices.indices { entry.indices[i] -= base }
        tessellationCache.insert(entry, for: key)
        return true
    }

    /// Appends the kept tessellation in `slot` moved by (`dx`, `dy`) device pixels, in `color`.
    private mutating func replay(_ slot: Int, dx: Double, dy: Double, color: RGBA8) {
        let base = vertices.count, firstIndex = indices.count
        let vertexBase = UInt32(base)
        // Copied whole, then moved and coloured in place.
        vertices.append(contentsOf: tessellationCache.stored[slot].vertices)
        indices.append(contentsOf: tessellationCache.stored[slot].indices)
        vertices.withUnsafeMutableBufferPointer { vertices in
            if snapsVerticesToPixels {
                // Whole pixels both: single precision adds them exactly.
                let fx = Float(dx), fy = Float(dy)
                for i in base..<vertices.count {
                    vertices[i].x += fx
                    vertices[i].y += fy
                    vertices[i].color = FillCacheEntry.apply(vertices[i].color, to: color)
                }
            } else {
                for i in base..<vertices.count {
                    vertices[i].x = Float(Double(vertices[i].x) + dx)
                    vertices[i].y = Float(Double(vertices[i].y) + dy)
                    vertices[i].color = FillCacheEntry.apply(vertices[i].color, to: color)
                }
            }
        }
        // Wrapping addition (the indices fit: the list's vertices are counted in Int32), so the
        // loop vectorises.
        indices.withUnsafeMutableBufferPointer { indices in
            for i in firstIndex..<indices.count { indices[i] &+= vertexBase }
        }
        commitTriangles(since: firstIndex)
    }
}
