import Foundation

extension DrawList {
    /// Colours the triangles appended since `firstIndex` (their vertices from `firstVertex`,
    /// drawn white, their alpha the coverage) by `shading` through its ``GradientTexture``:
    /// each vertex takes the texture coordinate of its place, and the triangles become a
    /// ``DrawCommand/gradient(firstIndex:indexCount:texture:)`` run, joined to the one before
    /// when that is the same gradient's and ends where they begin.
    ///
    /// A kept fill replayed just now (the item's fill, placed by `transform`) takes its
    /// coordinates from the kept vertices' places through ``keptFillTextureMap(_:transform:dx:dy:)``
    /// and `texture` (the gradient's texture and local map, as its ``ShadedContent`` keeps
    /// them), as it will when written in place in the frames after; any other vertex from its
    /// place in device pixels, which `toLocal` maps into the gradient's coordinates.
    ///
    /// Returns false, having changed nothing, when the triangles are not the end of the last
    /// run of plain triangles (a clip or a layer came between), the gradient has no texture
    /// form, or a replayed fill's map has no single-precision form; the caller then cuts them.
    mutating func shadeWithTexture(since firstIndex: Int, firstVertex: Int, shading: Shading, texture local: GradientMapping?,
                                   transform: CGAffineTransform, toLocal: CGAffineTransform) -> Bool {
        sealRun()
        guard let last = commands.indices.last, case .triangles(let first, let runCount) = commands[last],
              first <= firstIndex, first + runCount == indices.count, firstIndex < indices.count else { return false }
        var replayMap: CacheTextureMap?
        let mapped: (texture: GradientTexture, outside: (u: Bool, v: Bool))
        if lastReplay.vertexStart == firstVertex, !shading.isAngular,
           tessellationCache.stored.withUnsafeBufferPointer({ $0[lastReplay.slot].vertices.count }) == vertices.count - firstVertex {
            guard let local, let map = keptFillTextureMap(local.map, transform: transform, dx: lastReplay.dx, dy: lastReplay.dy) else { return false }
            let outside = tessellationCache.stored.withUnsafeBufferPointer { entries in
                vertices.withUnsafeMutableBufferPointer { vertices in
                    entries[lastReplay.slot].vertices.withUnsafeBufferPointer { source in
                        DrawList.mapToTexture(UnsafeMutableBufferPointer(rebasing: vertices[firstVertex...]), from: source, map: map)
                    }
                }
            }
            mapped = (local.texture, outside)
            replayMap = map
        } else {
            guard let found = mapToTexture(vertices: firstVertex..<vertices.count, shading: shading, toLocal: toLocal) else { return false }
            mapped = found
        }
        let (texture, outside) = mapped
        if outside.u || outside.v {
            // SDL takes no texture coordinate outside 0…1 (it refuses the whole call). The
            // triangles are cut where a coordinate crosses 0 or 1, and the coordinates clamped:
            // past the texture's edges the colour is the edge's, as a clamping sampler gives.
            let edges: (Double, Double, inout [Double]) -> Void = { low, high, into in
                if low < 0 && high > 0 { into.append(0) }
                if low < 1 && high > 1 { into.append(1) }
            }
            var families: [CutFamily] = []
            if outside.u { families.append(CutFamily(scalar: { Double($0.u) }, cuts: edges)) }
            if outside.v { families.append(CutFamily(scalar: { Double($0.v) }, cuts: edges)) }
            var triangles = Array(indices[firstIndex...])
            cut(&triangles, families: families)
            indices.removeSubrange(firstIndex...)
            indices.append(contentsOf: triangles)
            vertices.withUnsafeMutableBufferPointer { vertices in
                for i in firstVertex..<vertices.count {
                    vertices[i].u = vertices[i].u.isFinite ? min(max(vertices[i].u, 0), 1) : 0
                    vertices[i].v = vertices[i].v.isFinite ? min(max(vertices[i].v, 0), 1) : 0
                }
            }
        }
        let count = indices.count - firstIndex
        // The run before, when it is this gradient's and ends here, takes these triangles too.
        let before = first == firstIndex ? last - 1 : -1
        if before >= 0, case .gradient(let runFirst, let runCount, let runTexture) = commands[before],
           runFirst + runCount == firstIndex, runTexture == texture {
            commands[before] = .gradient(firstIndex: runFirst, indexCount: runCount + count, texture: texture)
            commands.removeLast()
        } else if first == firstIndex {
            commands[last] = .gradient(firstIndex: firstIndex, indexCount: count, texture: texture)
        } else {
            commands[last] = .triangles(firstIndex: first, indexCount: firstIndex - first)
            commands.append(.gradient(firstIndex: firstIndex, indexCount: count, texture: texture))
        }
        // The run is no longer plain triangles: nothing may extend it as such.
        forgetRun()
        lastTexturedFill = (firstVertex, cut: outside.u || outside.v, map: replayMap)
        return true
    }

    /// Gives each of `range`'s vertices the texture coordinate of its place in
    /// `shading`'s texture (`toLocal` maps device pixels into the gradient's coordinates).
    /// Returns the texture, and whether any coordinate fell outside 0…1 across and down; nil,
    /// having changed nothing, when the gradient has no texture form.
    mutating func mapToTexture(vertices range: Range<Int>, shading: Shading, toLocal: CGAffineTransform)
        -> (texture: GradientTexture, outside: (u: Bool, v: Bool))? {
        var reach = 0.0
        if case .angular(_, let center, _, _) = shading {
            let offset = vertexSampleOffset
            for v in vertices[range] {
                let p = toLocal.apply(to: CGPoint(x: Double(v.x) - offset, y: Double(v.y) - offset))
                reach = max(reach, hypot(Double(p.x - center.x), Double(p.y - center.y)))
            }
        }
        guard let mapping = textureMap(shading, toLocal: toLocal, angularReach: reach) else { return nil }
        let outside = vertices.withUnsafeMutableBufferPointer { vertices in
            DrawList.mapToTexture(UnsafeMutableBufferPointer(rebasing: vertices[range]), map: mapping.map)
        }
        return (mapping.texture, outside)
    }

    /// `shading`'s texture and the map from device pixels (with their sample offset) to its
    /// texture coordinates; nil when the gradient has no texture form. `angularReach`: the
    /// distance in local coordinates from an angular gradient's centre to its farthest vertex.
    func textureMap(_ shading: Shading, toLocal: CGAffineTransform, angularReach: Double) -> GradientMapping? {
        guard var mapping = shading.texture(angularReach: { angularReach }) else { return nil }
        let offset = vertexSampleOffset
        mapping.map = CGAffineTransform(translationX: -offset, y: -offset).concatenating(toLocal).concatenating(mapping.map)
        return mapping
    }

    /// The map from a kept fill's own places, moved by (`dx`, `dy`) device pixels, to a
    /// gradient's texture coordinates, for an item placed by `transform` whose gradient's map
    /// from local coordinates is `g`; nil for a transform that flattens, or numbers past single
    /// precision.
    ///
    /// One pass, without going through the device-to-local transform: a gradient written in
    /// place pays this for every frame.
    @inline(__always)
    func keptFillTextureMap(_ g: CGAffineTransform, transform t: CGAffineTransform, dx: Double, dy: Double) -> CacheTextureMap? {
        let s = pixelsPerPoint
        // Device pixels from local points: (a, b, c, d, tx, ty) of the transform, scaled.
        let a = t.a * s, b = t.b * s, c = t.c * s, d = t.d * s
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let r = 1 / determinant
        // The gradient's map after undoing the device map's linear part.
        let ka = (g.a * d - g.c * b) * r, kc = (g.c * a - g.a * c) * r
        let kb = (g.b * d - g.d * b) * r, kd = (g.d * a - g.b * c) * r
        // A kept place q lies at q + (dx, dy) − the sample offset in device pixels. In single
        // precision, the noise of a move's arithmetic is rounded away: a fill that moves keeps
        // its map.
        let ex = dx - vertexSampleOffset - t.tx * s, ey = dy - vertexSampleOffset - t.ty * s
        let map = CacheTextureMap(a: Float(ka), b: Float(kb), c: Float(kc), d: Float(kd),
                                  tx: Float(ka * ex + kc * ey + g.tx), ty: Float(kb * ex + kd * ey + g.ty))
        guard map.a.isFinite, map.b.isFinite, map.c.isFinite, map.d.isFinite, map.tx.isFinite, map.ty.isFinite else { return nil }
        return map
    }

    /// Gives each of `vertices` the texture coordinate `map` gives the place of the kept
    /// vertex at the same index of `source`. Returns whether any fell outside 0…1, across and
    /// down.
    static func mapToTexture(_ vertices: UnsafeMutableBufferPointer<DrawVertex>, from source: UnsafeBufferPointer<DrawVertex>,
                             map: CacheTextureMap) -> (u: Bool, v: Bool) {
        var low = (u: Float.infinity, v: Float.infinity), high = (u: -Float.infinity, v: -Float.infinity)
        for i in 0..<min(vertices.count, source.count) {
            let (u, v) = map.apply(source[i].x, source[i].y)
            vertices[i].u = u
            vertices[i].v = v
            low = (min(low.u, u), min(low.v, v))
            high = (max(high.u, u), max(high.v, v))
        }
        return (!(low.u >= 0 && high.u <= 1), !(low.v >= 0 && high.v <= 1))
    }

    /// Writes the kept vertices `source` over `target`, moved by (`dx`, `dy`) and coloured
    /// through their masks by `color`, in one pass; their texture coordinates from `map`, or,
    /// when nil, left as they are (the same kept vertices mapped by the same map before).
    /// Returns whether every coordinate mapped lies inside 0…1. (Two calls, each with its
    /// mapping known: one call with the mapping optional kept its test in the loop, a seventh
    /// slower.)
    @discardableResult
    static func place(_ target: UnsafeMutableBufferPointer<DrawVertex>, from source: UnsafeBufferPointer<DrawVertex>, dx: Double, dy: Double,
                      color: RGBA8, map: CacheTextureMap?) -> Bool {
        if let map {
            return target.place(from: source, dx: dx, dy: dy, mask: color, mapping: map)
        } else {
            target.place(from: source, dx: dx, dy: dy, mask: color)
            return true
        }
    }

    /// Gives `vertices` the texture coordinates `map` gives their places. Returns whether any
    /// fell outside 0…1, across and down.
    static func mapToTexture(_ vertices: UnsafeMutableBufferPointer<DrawVertex>, map: CGAffineTransform) -> (u: Bool, v: Bool) {
        let a = Float(map.a), b = Float(map.b), c = Float(map.c), d = Float(map.d), tx = Float(map.tx), ty = Float(map.ty)
        var low = (u: Float.infinity, v: Float.infinity), high = (u: -Float.infinity, v: -Float.infinity)
        for i in vertices.indices {
            let x = vertices[i].x, y = vertices[i].y
            let u = a * x + c * y + tx, v = b * x + d * y + ty
            vertices[i].u = u
            vertices[i].v = v
            low = (min(low.u, u), min(low.v, v))
            high = (max(high.u, u), max(high.v, v))
        }
        // Not finite compares false: outside too.
        return (!(low.u >= 0 && high.u <= 1), !(low.v >= 0 && high.v <= 1))
    }
}

/// The map from a kept tessellation's own places (its vertices relative to where its frame's
/// origin goes) to a gradient's texture coordinates, in single precision (see
/// ``DrawList/keptFillTextureMap(_:transform:dx:dy:)``): a fill that moves, its gradient with
/// it, keeps the same map from frame to frame, and so the texture coordinates written the frame
/// before.
struct CacheTextureMap: Equatable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    @inline(__always)
    func apply(_ x: Float, _ y: Float) -> (Float, Float) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}
