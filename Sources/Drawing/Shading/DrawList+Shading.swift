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
            var families: [CutFamily] = []
            var pieceNear: ((DrawVertex) -> Double)?
            switch shading {
            case _ where snapsVerticesToPixels:
                // A rasteriser that rounds vertices: only the fill's core (whose coverage is
                // the same everywhere) is cut, on whole pixels, into cells; the fringes, whose
                // coverage depends on where their vertices land, are coloured at their corners.
                let cell = DrawList.shadingCell
                let grid: (Double, Double, inout [Double]) -> Void = { low, high, into in
                    var c = (low / cell).rounded(.down) * cell
                    if c <= low { c += cell }
                    while c < high {
                        into.append(c)
                        c += cell
                    }
                }
                families.append(CutFamily(scalar: { Double($0.x) }, cuts: grid, coresOnly: true))
                families.append(CutFamily(scalar: { Double($0.y) }, cuts: grid, coresOnly: true))
                if case .angular = shading { pieceNear = { shading.fraction(at: local($0)) } }
                if case .linear = shading {
                    // And at the stops, so hard stops stay sharp inside. (Cutting a fringe
                    // there too leaves holes where the rasteriser rounds the new vertices.)
                    var cuts = Array(Set(shading.stops.map(\.location))).sorted()
                    cuts.removeAll { !$0.isFinite }
                    families.append(CutFamily(scalar: { shading.fraction(at: local($0)) }, cuts: { low, high, into in
                        for c in cuts where c > low && c < high { into.append(c) }
                    }, coresOnly: true))
                }
            case .linear:
                var cuts = Array(Set(shading.stops.map(\.location))).sorted()
                cuts.removeAll { !$0.isFinite }
                families.append(CutFamily(scalar: { shading.fraction(at: local($0)) }, cuts: { low, high, into in
                    for c in cuts where c > low && c < high { into.append(c) }
                }))
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
                families.append(CutFamily(scalar: { Double($0.x) - offset }, cuts: grid(through: Double(device.x))))
                families.append(CutFamily(scalar: { Double($0.y) - offset }, cuts: grid(through: Double(device.y))))
                if let seam = shading.angularSeam {
                    // Cut along the line through the centre at the seam's angle; each piece is
                    // coloured from its own side, where the angle jumps by a turn.
                    let center = shading.angularCenter, sx = cos(seam), sy = sin(seam)
                    families.append(CutFamily(scalar: { v in
                        let p = local(v)
                        return sx * (Double(p.y) - Double(center.y)) - sy * (Double(p.x) - Double(center.x))
                    }, cuts: { low, high, into in if low < 0 && high > 0 { into.append(0) } }))
                    pieceNear = { shading.fraction(at: local($0)) }
                }
            }
            let firstNew = snapsVerticesToPixels ? firstVertex : vertices.count
            cut(&triangles, families: families)
            if let pieceNear {
                // Each piece's vertices from the fraction at its centre; the triangles not cut
                // (on one side of the seam already) below, with the rest.
                colored = Array(repeating: false, count: vertices.count)
                colorPieces(from: firstNew, triangles: triangles, shading: shading, near: pieceNear, local: local, colored: &colored)
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

    /// One way of cutting triangles: a value at each vertex (linear across the plane), and the
    /// values to cut a triangle at, appended in increasing order, strictly between its lowest
    /// and highest.
    struct CutFamily {
        var scalar: (DrawVertex) -> Double
        var cuts: (Double, Double, inout [Double]) -> Void
        /// Whether only the core's pieces (no texture coordinates: a fill's inside, for a
        /// rasteriser that rounds vertices) are cut.
        var coresOnly = false
    }

    /// Replaces each triangle of `triangles` (indices, three each) that a cut of any family
    /// crosses with the convex pieces between the cuts, fanned into triangles over new
    /// vertices. Pieces are cut from the exact triangle, family after family; their vertices
    /// take every attribute interpolated along the edges.
    private mutating func cut(_ triangles: inout [UInt32], families: [CutFamily]) {
        var output: [UInt32] = []
        output.reserveCapacity(triangles.count)
        var values: [Double] = []
        var pieces: [[DrawVertex]] = [], next: [[DrawVertex]] = []
        var below: [DrawVertex] = []
        func lerp(_ p: DrawVertex, _ q: DrawVertex, _ f: Double) -> DrawVertex {
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * Float(f) }
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(max((Double(a) + (Double(b) - Double(a)) * f).rounded(), 0), 255)) }
            return DrawVertex(x: mix(p.x, q.x), y: mix(p.y, q.y),
                              color: RGBA8(r: mix(p.color.r, q.color.r), g: mix(p.color.g, q.color.g), b: mix(p.color.b, q.color.b), a: mix(p.color.a, q.color.a)),
                              u: mix(p.u, q.u), v: mix(p.v, q.v))
        }
        /// The point where the edge from `p` (value `vp`) to `q` (value `vq`) reaches `value`:
        /// the same whichever triangle cuts the edge, in whichever direction.
        func crossing(_ p: DrawVertex, _ vp: Double, _ q: DrawVertex, _ vq: Double, at value: Double) -> DrawVertex {
            if (p.x, p.y) > (q.x, q.y) { return lerp(q, p, (value - vq) / (vp - vq)) }
            return lerp(p, q, (value - vp) / (vq - vp))
        }
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            let ia = triangles[t], ib = triangles[t + 1], ic = triangles[t + 2]
            let a = vertices[Int(ia)], b = vertices[Int(ib)], c = vertices[Int(ic)]
            pieces.removeAll(keepingCapacity: true)
            pieces.append([a, b, c])
            var wasCut = false
            for family in families {
                next.removeAll(keepingCapacity: true)
                for piece in pieces {
                    if family.coresOnly && piece.contains(where: { $0.u != 0 || $0.v != 0 }) {
                        next.append(piece)
                        continue
                    }
                    let scalars = piece.map(family.scalar)
                    let low = scalars.min() ?? 0, high = scalars.max() ?? 0
                    values.removeAll(keepingCapacity: true)
                    if low.isFinite && high.isFinite && high > low { family.cuts(low, high, &values) }
                    if values.isEmpty {
                        next.append(piece)
                        continue
                    }
                    wasCut = true
                    var polygon = Array(zip(piece, scalars))
                    for value in values {
                        below.removeAll(keepingCapacity: true)
                        var rest: [(DrawVertex, Double)] = []
                        for i in polygon.indices {
                            let (p, vp) = polygon[i], (q, vq) = polygon[(i + 1) % polygon.count]
                            if vp <= value { below.append(p) }
                            if vp >= value { rest.append((p, vp)) }
                            if (vp < value && vq > value) || (vp > value && vq < value) {
                                let x = crossing(p, vp, q, vq, at: value)
                                below.append(x)
                                rest.append((x, value))
                            }
                        }
                        if below.count >= 3 { next.append(below) }
                        polygon = rest
                    }
                    if polygon.count >= 3 { next.append(polygon.map(\.0)) }
                }
                swap(&pieces, &next)
            }
            if !wasCut {
                output.append(ia)
                output.append(ib)
                output.append(ic)
                continue
            }
            for piece in pieces {
                let base = UInt32(vertices.count)
                vertices.append(contentsOf: piece)
                for k in 1..<(piece.count - 1) {
                    output.append(base)
                    output.append(base + UInt32(k))
                    output.append(base + UInt32(k + 1))
                }
            }
        }
        triangles = snapsVerticesToPixels ? separatingRectangles(output) : output
    }

    /// The triangles with a degenerate one between any two in a row that make an axis-aligned
    /// rectangle: SDL's software renderer draws such a pair as a copy of the texture's
    /// rectangle between their corners' coordinates, which for a piece of a fill (every
    /// coordinate the same texel) draws nothing.
    private func separatingRectangles(_ triangles: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(triangles.count + triangles.count / 6)
        func corners(_ t: Int) -> [(Float, Float)] { (0..<3).map { (vertices[Int(triangles[t + $0])].x, vertices[Int(triangles[t + $0])].y) } }
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            if t >= 3 {
                let points = corners(t - 3) + corners(t)
                let xs = Set(points.map(\.0)), ys = Set(points.map(\.1))
                if xs.count == 2 && ys.count == 2 {
                    let index = triangles[t]
                    out += [index, index, index]
                }
            }
            out += triangles[t..<(t + 3)]
        }
        return out
    }

    /// Colours the triangles' vertices from `first` on (the pieces' own) from the fraction at
    /// each triangle's centre, marking them in `colored`.
    private mutating func colorPieces(from first: Int, triangles: [UInt32], shading: Shading, near: (DrawVertex) -> Double,
                                      local: (DrawVertex) -> CGPoint, colored: inout [Bool]) {
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            let corners = (0..<3).map { Int(triangles[t + $0]) }
            guard corners.allSatisfy({ $0 >= first }) else { continue }
            var centre = DrawVertex(x: 0, y: 0, color: RGBA8(r: 0, g: 0, b: 0, a: 0))
            for i in corners {
                centre.x += vertices[i].x / 3
                centre.y += vertices[i].y / 3
            }
            let fraction = near(centre)
            for i in corners where !colored[i] {
                vertices[i].color = shading.bytes(at: local(vertices[i]), near: fraction, coverage: vertices[i].color.a)
                colored[i] = true
            }
        }
    }
}
