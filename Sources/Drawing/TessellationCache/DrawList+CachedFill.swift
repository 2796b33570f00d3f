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
        tessellationCache.statistics.inPlace = 0
        tessellationCache.statistics.keptTextureCoordinates = 0
    }

    /// Fills a built-in shape (convex: a rectangle, rounded rectangle, ellipse or capsule) from
    /// the tessellation cache when the same shape at the same size, scale and rotation was
    /// filled before, moving its triangles to where the frame now lies. Otherwise says how to
    /// tessellate it: with ``keepFill(_:)`` after, which may keep the result. Returns
    /// `.uncached`, having drawn nothing, when the fill cannot be cached (a path, bad numbers,
    /// or too far out).
    ///
    /// For a rasteriser that rounds vertices to whole pixels, the shape's origin is first moved
    /// to the nearest 32nd of a device pixel (the resolution of ``CoverageRamp``), cached or
    /// not, so that a kept tessellation moves by whole pixels; its fringe's coverage is still
    /// exact for where it is drawn.
    ///
    /// No closure: one that tessellated in here captured the item's shape, and copied the
    /// item's whole content twice for every fill, kept or not.
    mutating func appendCachedFill(_ shape: DisplayShape, frame: CGRect, transform: CGAffineTransform, color: RGBA8) -> CachedFill {
        guard let placement = cachePlacement(of: shape, frame: frame, transform: transform) else { return .uncached }
        if let slot = tessellationCache.lookUp(placement.key) {
            replay(slot, dx: placement.dx, dy: placement.dy, color: color)
            return .drawn
        }
        let keep = tessellationCache.shouldKeep(placement.key)
        return .tessellate(placed: placement.placed, keep: keep ? PendingFill(key: placement.key, dx: placement.dx, dy: placement.dy,
                                                                             firstVertex: vertices.count, firstIndex: indices.count) : nil)
    }

    /// Where a fill goes, for the cache: its key, the device-pixel point its frame's origin goes
    /// to (whole pixels when snapping), and its transform moved to that point.
    struct CachePlacement {
        var key: FillCacheKey
        var dx: Double, dy: Double
        var placed: CGAffineTransform
    }

    /// Where `shape` in `frame` goes for the cache; nil when it cannot be cached (a path, the
    /// cache off, or too far out).
    @inline(__always)
    func cachePlacement(of shape: DisplayShape, frame: CGRect, transform: CGAffineTransform) -> CachePlacement? {
        guard cachesTessellation, shape.isConvex else { return nil }
        let scale = pixelsPerPoint
        let origin = transform.apply(to: frame.origin)
        var dx = Double(origin.x) * scale, dy = Double(origin.y) * scale
        // Beyond this the cached positions' single precision would show.
        guard abs(dx) < 1e7, abs(dy) < 1e7 else { return nil }
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
            snaps: snapsVerticesToPixels, fractionX: fractionX, fractionY: fractionY) else { return nil }
        return CachePlacement(key: key, dx: dx, dy: dy, placed: placed)
    }

    /// What ``appendCachedFill(_:frame:transform:color:)`` did, or asks for.
    enum CachedFill {
        /// Drawn from the cache.
        case drawn
        /// Not for the cache: tessellate the fill as it is.
        case uncached
        /// Tessellate the fill placed by `placed`, then hand `keep`, when there is one, to
        /// ``keepFill(_:)``.
        case tessellate(placed: CGAffineTransform, keep: PendingFill?)
    }

    /// A fill about to be tessellated that the cache will keep: its key, where its frame's
    /// origin went in device pixels, and where its triangles start.
    struct PendingFill {
        var key: FillCacheKey
        var dx: Double, dy: Double
        var firstVertex: Int, firstIndex: Int
    }

    /// Keeps the fill tessellated since `pending` was made, relative to its origin.
    mutating func keepFill(_ pending: PendingFill) {
        guard vertices.count > pending.firstVertex else { return }
        var entry = FillCacheEntry(vertices: Array(vertices[pending.firstVertex...]), indices: Array(indices[pending.firstIndex...]))
        let base = UInt32(pending.firstVertex)
        for i in entry.vertices.indices {
            entry.vertices[i].x = Float(Double(entry.vertices[i].x) - pending.dx)
            entry.vertices[i].y = Float(Double(entry.vertices[i].y) - pending.dy)
            entry.vertices[i].color = entry.vertices[i].color.a == 0 ? FillCacheEntry.transparentMask : FillCacheEntry.opaqueMask
        }
        for i in entry.indices.indices { entry.indices[i] -= base }
        tessellationCache.insert(entry, for: pending.key)
    }

    /// Appends the kept tessellation in `slot` moved by (`dx`, `dy`) device pixels, in `color`.
    private mutating func replay(_ slot: Int, dx: Double, dy: Double, color: RGBA8) {
        let base = vertices.count, firstIndex = indices.count
        // Copied whole, then moved and coloured in place. (Moving each vertex as it is copied,
        // through `append(contentsOf:)` with a sequence that writes the new room itself, took
        // more instructions: the whole copy is a few wide moves.)
        vertices.append(contentsOf: tessellationCache.stored[slot].vertices)
        indices.append(contentsOf: tessellationCache.stored[slot].indices)
        vertices.withUnsafeMutableBufferPointer { vertices in
            DrawList.place(vertices, from: base, dx: dx, dy: dy, wholePixels: snapsVerticesToPixels, color: color)
        }
        indices.withUnsafeMutableBufferPointer { indices in DrawList.offset(indices, from: firstIndex, by: UInt32(base)) }
        lastReplay = (slot, base, dx, dy)
        extendRun(since: firstIndex)
    }

    /// Moves the kept vertices from `start` on by (`dx`, `dy`) and colours them through their
    /// masks.
    @inline(__always)
    static func place(_ vertices: UnsafeMutableBufferPointer<DrawVertex>, from start: Int, dx: Double, dy: Double, wholePixels: Bool, color: RGBA8) {
        if wholePixels {
            // Whole pixels both: single precision adds them exactly.
            let fx = Float(dx), fy = Float(dy)
            for i in start..<vertices.count {
                vertices[i].x += fx
                vertices[i].y += fy
                vertices[i].color = FillCacheEntry.apply(vertices[i].color, to: color)
            }
        } else {
            for i in start..<vertices.count {
                vertices[i].x = Float(Double(vertices[i].x) + dx)
                vertices[i].y = Float(Double(vertices[i].y) + dy)
                vertices[i].color = FillCacheEntry.apply(vertices[i].color, to: color)
            }
        }
    }

    /// Adds `base` to the kept indices from `start` on. Wrapping addition (the indices fit:
    /// the list's vertices are counted in Int32), so the loop vectorises.
    @inline(__always)
    static func offset(_ indices: UnsafeMutableBufferPointer<UInt32>, from start: Int, by base: UInt32) {
        for i in start..<indices.count { indices[i] &+= base }
    }
}
