import Foundation

extension DrawList {
    /// The size, in device pixels, of the cells a radial, elliptical or angular gradient's
    /// triangles are cut into: small enough that colours interpolated across a cell stray
    /// little from the gradient's curve.
    static let shadingCell = 8.0

    /// Colours the triangles appended since `firstIndex` (their vertices from `firstVertex`,
    /// drawn white, their alpha the coverage) by `shading`, whose coordinates `toLocal` maps
    /// device pixels into.
    ///
    /// Triangles are cut where the colour stops being linear across them, so the backend's
    /// interpolation of vertex colours draws the gradient: a linear gradient's triangles at
    /// each stop's line, exactly; the others into cells of ``shadingCell`` pixels, and an
    /// angular gradient's also along its seam. Each vertex then takes the gradient's colour at
    /// its place, its alpha multiplied by its coverage.
    ///
    /// The triangles must be the end of the last run of triangles (one fill or stroke drawn
    /// without shape masks); otherwise they are coloured without cutting.
    mutating func shadeTriangles(since firstIndex: Int, firstVertex: Int, shading: Shading, toLocal: CGAffineTransform) {
        sealRun()
        let offset = snapsVerticesToPixels ? 0 : vertexSampleOffset
        func local(_ v: DrawVertex) -> CGPoint {
            toLocal.apply(to: CGPoint(x: Double(v.x) - offset, y: Double(v.y) - offset))
        }
        var canCut = false
        if let last = commands.indices.last, case .triangles(let first, let count) = commands[last],
           first <= firstIndex, first + count == indices.count, firstIndex < indices.count {
            canCut = true
        }
        var colored: [Bool] = []
        if canCut {
            var triangles = Array(indices[firstIndex...])
            switch shading {
            case .linear:
                var cuts = Array(Set(shading.stops.map(\.location))).sorted()
                cuts.removeAll { !$0.isFinite }
                cut(&triangles, scalar: { shading.fraction(at: local($0)) }, cuts: { low, high, into in
                    for c in cuts where c > low && c < high { into.append(c) }
                }, onPiece: nil)
            case .radial, .elliptical, .angular:
                // A grid whose lines cross at the gradient's centre (in device pixels), so the
                // centre is a vertex: a radial gradient's peak is drawn there, not smoothed over.
                let cell = DrawList.shadingCell
                var centre = CGPoint.zero
                switch shading {
                case .radial(_, let c, _, _), .elliptical(_, let c, _, _, _), .angular(_, let c, _, _): centre = c
                case .linear: break
                }
                let device = toLocal.inverted?.apply(to: centre) ?? .zero
                func grid(through origin: Double) -> (Double, Double, inout [Double]) -> Void {
                    let origin = origin.isFinite ? origin : 0
                    return { low, high, into in
                        var c = ((low - origin) / cell).rounded(.down) * cell + origin
                        if c <= low { c += cell }
                        while c < high {
                            into.append(c)
                            c += cell
                        }
                    }
                }
                cut(&triangles, scalar: { Double($0.x) - offset }, cuts: grid(through: Double(device.x)), onPiece: nil)
                cut(&triangles, scalar: { Double($0.y) - offset }, cuts: grid(through: Double(device.y)), onPiece: nil)
                if let seam = shading.angularSeam {
                    // Cut along the line through the centre at the seam's angle, and colour each
                    // piece from its own side, where the angle jumps by a turn.
                    let center = shading.angularCenter, sx = cos(seam), sy = sin(seam)
                    colored = Array(repeating: false, count: vertices.count)
                    cut(&triangles, scalar: { v in
                        let p = local(v)
                        return sx * (Double(p.y) - Double(center.y)) - sy * (Double(p.x) - Double(center.x))
                    }, cuts: { low, high, into in if low < 0 && high > 0 { into.append(0) } }, onPiece: { list, range in
                        var x = 0.0, y = 0.0
                        for i in range {
                            x += Double(list.vertices[i].x)
                            y += Double(list.vertices[i].y)
                        }
                        let n = Double(range.count)
                        let centre = DrawVertex(x: Float(x / n), y: Float(y / n), color: RGBA8(r: 0, g: 0, b: 0, a: 0))
                        let near = shading.fraction(at: local(centre))
                        for i in range {
                            list.vertices[i].color = shading.bytes(at: local(list.vertices[i]), near: near, coverage: list.vertices[i].color.a)
                        }
                        colored.append(contentsOf: repeatElement(true, count: list.vertices.count - colored.count))
                    })
                }
            }
            if case .linear = shading {
                separateHardStops(&triangles, shading: shading, local: local, colored: &colored)
            }
            colorVertices(from: firstVertex, shading: shading, skipping: colored, local: local)
            indices.removeSubrange(firstIndex...)
            indices.append(contentsOf: triangles)
            if let last = commands.indices.last, case .triangles(let first, _) = commands[last] {
                commands[last] = .triangles(firstIndex: first, indexCount: indices.count - first)
                openRun = (last, first, indices.count)
            }
        }
        if !canCut { colorVertices(from: firstVertex, shading: shading, skipping: [], local: local) }
    }

    /// Gives each vertex from `first` on, but those `skipping` marks, the gradient's colour at
    /// its place, its alpha times its coverage.
    private mutating func colorVertices(from first: Int, shading: Shading, skipping colored: [Bool], local: (DrawVertex) -> CGPoint) {
        for i in first..<vertices.count where i >= colored.count || !colored[i] {
            vertices[i].color = shading.bytes(at: local(vertices[i]), coverage: vertices[i].color.a)
        }
    }

    /// For a linear gradient with hard stops: a vertex exactly on one is shared by triangles on
    /// both sides, which need the colours either side of it. Each such triangle gets its own
    /// copy of the vertex, coloured from the triangle's side.
    private mutating func separateHardStops(_ triangles: inout [UInt32], shading: Shading, local: (DrawVertex) -> CGPoint, colored: inout [Bool]) {
        let hard = shading.hardStopLocations
        guard !hard.isEmpty else { return }
        // Not yet coloured: each vertex's alpha is still its coverage.
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            let corners = (0..<3).map { vertices[Int(triangles[t + $0])] }
            let fractions = corners.map { shading.fraction(at: local($0)) }
            guard fractions.contains(where: { f in hard.contains { abs($0 - f) < 1e-9 } }) else { continue }
            let centre = fractions.reduce(0, +) / 3
            for k in 0..<3 where hard.contains(where: { abs($0 - fractions[k]) < 1e-9 }) {
                var copy = corners[k]
                copy.color = shading.bytes(at: local(copy), towards: centre, coverage: corners[k].color.a)
                vertices.append(copy)
                triangles[t + k] = UInt32(vertices.count - 1)
                if colored.count < vertices.count - 1 { colored.append(contentsOf: repeatElement(false, count: vertices.count - 1 - colored.count)) }
                colored.append(true)
            }
        }
    }

    /// Replaces each triangle of `triangles` (indices, three each) that a cut crosses with the
    /// pieces between its cuts, fanned into triangles over new vertices whose every attribute
    /// is interpolated along the edges. `scalar` gives a vertex's value, `cuts` appends the
    /// values strictly between a triangle's lowest and highest to cut it at, in increasing
    /// order. `onPiece` is given each piece's new vertices.
    private mutating func cut(
        _ triangles: inout [UInt32], scalar: (DrawVertex) -> Double, cuts: (Double, Double, inout [Double]) -> Void,
        onPiece: ((inout DrawList, Range<Int>) -> Void)?
    ) {
        var output: [UInt32] = []
        output.reserveCapacity(triangles.count)
        var values: [Double] = []
        var polygon: [(DrawVertex, Double)] = [], below: [(DrawVertex, Double)] = [], above: [(DrawVertex, Double)] = []
        func lerp(_ p: (DrawVertex, Double), _ q: (DrawVertex, Double), at value: Double) -> (DrawVertex, Double) {
            let f = (value - p.1) / (q.1 - p.1)
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * Float(f) }
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(max((Double(a) + (Double(b) - Double(a)) * f).rounded(), 0), 255)) }
            let a = p.0, b = q.0
            return (DrawVertex(x: mix(a.x, b.x), y: mix(a.y, b.y),
                               color: RGBA8(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a)),
                               u: mix(a.u, b.u), v: mix(a.v, b.v)), value)
        }
        func emit(_ piece: [(DrawVertex, Double)], into list: inout DrawList) {
            guard piece.count >= 3 else { return }
            let base = UInt32(list.vertices.count)
            for (vertex, _) in piece { list.vertices.append(vertex) }
            for k in 1..<(piece.count - 1) {
                output.append(base)
                output.append(base + UInt32(k))
                output.append(base + UInt32(k + 1))
            }
            onPiece?(&list, Int(base)..<list.vertices.count)
        }
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            let ia = triangles[t], ib = triangles[t + 1], ic = triangles[t + 2]
            let a = vertices[Int(ia)], b = vertices[Int(ib)], c = vertices[Int(ic)]
            let sa = scalar(a), sb = scalar(b), sc = scalar(c)
            let low = min(sa, sb, sc), high = max(sa, sb, sc)
            values.removeAll(keepingCapacity: true)
            if low.isFinite && high.isFinite && high > low { cuts(low, high, &values) }
            if values.isEmpty {
                output.append(ia)
                output.append(ib)
                output.append(ic)
                continue
            }
            polygon = [(a, sa), (b, sb), (c, sc)]
            for value in values {
                // Split the rest of the triangle at `value`: the part below is a piece.
                below.removeAll(keepingCapacity: true)
                above.removeAll(keepingCapacity: true)
                for i in polygon.indices {
                    let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                    if p.1 <= value { below.append(p) }
                    if p.1 >= value { above.append(p) }
                    if (p.1 < value && q.1 > value) || (p.1 > value && q.1 < value) {
                        let crossing = lerp(p, q, at: value)
                        below.append(crossing)
                        above.append(crossing)
                    }
                }
                emit(below, into: &self)
                swap(&polygon, &above)
            }
            emit(polygon, into: &self)
        }
        triangles = output
    }
}
