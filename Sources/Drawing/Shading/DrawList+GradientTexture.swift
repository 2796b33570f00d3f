import Foundation

extension DrawList {
    /// Colours the triangles appended since `firstIndex` (their vertices from `firstVertex`,
    /// drawn white, their alpha the coverage) by `shading` through its ``GradientTexture``:
    /// each vertex takes the texture coordinate of its place (`toLocal` maps device pixels into
    /// the gradient's coordinates), and the triangles become a
    /// ``DrawCommand/gradient(firstIndex:indexCount:texture:)`` run, joined to the one before
    /// when that is the same gradient's and ends where they begin.
    ///
    /// Returns false, having changed nothing, when the triangles are not the end of the last
    /// run of plain triangles (a clip or a layer came between) or the gradient has no texture
    /// form; the caller then cuts them.
    mutating func shadeWithTexture(since firstIndex: Int, firstVertex: Int, shading: Shading, toLocal: CGAffineTransform) -> Bool {
        sealRun()
        guard let last = commands.indices.last, case .triangles(let first, let runCount) = commands[last],
              first <= firstIndex, first + runCount == indices.count, firstIndex < indices.count else { return false }
        guard let (texture, outside) = mapToTexture(vertices: firstVertex..<vertices.count, shading: shading, toLocal: toLocal) else { return false }
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
        lastTexturedFill = (firstVertex, cut: outside.u || outside.v)
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
            DrawList.place(UnsafeMutableBufferPointer(rebasing: vertices[range]), dx: 0, dy: 0, color: nil, mapping: mapping.map)
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

    /// Moves `vertices` by (`dx`, `dy`), gives them `color`'s colour with their own alpha as its
    /// coverage (unless nil), and the texture coordinates `mapping` gives their new places, in
    /// one pass. Returns whether any coordinate fell outside 0…1, across and down, when
    /// `checking`; else false.
    @discardableResult
    static func place(_ vertices: UnsafeMutableBufferPointer<DrawVertex>, dx: Double, dy: Double, color: RGBA8?,
                      mapping map: CGAffineTransform, checking: Bool = true) -> (u: Bool, v: Bool) {
        let a = Float(map.a), b = Float(map.b), c = Float(map.c), d = Float(map.d), tx = Float(map.tx), ty = Float(map.ty)
        var low = (u: Float.infinity, v: Float.infinity), high = (u: -Float.infinity, v: -Float.infinity)
        for i in vertices.indices {
            let x = dx == 0 ? vertices[i].x : Float(Double(vertices[i].x) + dx)
            let y = dy == 0 ? vertices[i].y : Float(Double(vertices[i].y) + dy)
            let u = a * x + c * y + tx, v = b * x + d * y + ty
            vertices[i].x = x
            vertices[i].y = y
            if let color { vertices[i].color = FillCacheEntry.apply(vertices[i].color, to: color) }
            vertices[i].u = u
            vertices[i].v = v
            if checking {
                low = (min(low.u, u), min(low.v, v))
                high = (max(high.u, u), max(high.v, v))
            }
        }
        guard checking else { return (false, false) }
        // Not finite compares false: outside too.
        return (!(low.u >= 0 && high.u <= 1), !(low.v >= 0 && high.v <= 1))
    }

    /// Whether `map` takes every point within `margin` device pixels of `rect` placed in device
    /// pixels by `toDevice` into 0…1 across and down: checked at the grown rectangle's corners,
    /// where an affine map's extremes lie. False for numbers that are not finite.
    func mapsInside(_ rect: CGRect, toDevice: CGAffineTransform, margin: Double, map: CGAffineTransform) -> Bool {
        // Straight to texture coordinates: the rectangle's corners through both maps, and the
        // margin as each coordinate's change over that many pixels across and down.
        let toTexture = toDevice.concatenating(CGAffineTransform(translationX: vertexSampleOffset, y: vertexSampleOffset)).concatenating(map)
        let reachU = margin * (abs(Double(map.a)) + abs(Double(map.c))), reachV = margin * (abs(Double(map.b)) + abs(Double(map.d)))
        let p = toTexture.apply(to: CGPoint(x: rect.minX, y: rect.minY)), q = toTexture.apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let r = toTexture.apply(to: CGPoint(x: rect.minX, y: rect.maxY)), t = toTexture.apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        let lowU = Double(min(p.x, q.x, r.x, t.x)), highU = Double(max(p.x, q.x, r.x, t.x))
        let lowV = Double(min(p.y, q.y, r.y, t.y)), highV = Double(max(p.y, q.y, r.y, t.y))
        return lowU - reachU >= 0 && highU + reachU <= 1 && lowV - reachV >= 0 && highV + reachV <= 1
    }
}
