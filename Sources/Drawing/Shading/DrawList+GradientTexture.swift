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
        let offset = vertexSampleOffset
        var reach = 0.0
        if case .angular(_, let center, _, _) = shading {
            for v in vertices[firstVertex...] {
                let p = toLocal.apply(to: CGPoint(x: Double(v.x) - offset, y: Double(v.y) - offset))
                reach = max(reach, hypot(Double(p.x - center.x), Double(p.y - center.y)))
            }
        }
        guard let (texture, toTexture) = shading.texture(angularReach: { reach }) else { return false }
        // Device pixels (less the sample offset) to texture coordinates, in one map.
        let map = CGAffineTransform(translationX: -offset, y: -offset).concatenating(toLocal).concatenating(toTexture)
        let a = Float(map.a), b = Float(map.b), c = Float(map.c), d = Float(map.d), tx = Float(map.tx), ty = Float(map.ty)
        var outside = (u: false, v: false)
        vertices.withUnsafeMutableBufferPointer { vertices in
            for i in firstVertex..<vertices.count {
                let x = vertices[i].x, y = vertices[i].y
                let u = a * x + c * y + tx, v = b * x + d * y + ty
                vertices[i].u = u
                vertices[i].v = v
                if !(u >= 0 && u <= 1) { outside.u = true }
                if !(v >= 0 && v <= 1) { outside.v = true }
            }
        }
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
        return true
    }
}
