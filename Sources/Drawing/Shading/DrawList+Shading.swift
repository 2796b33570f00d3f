import Foundation

extension DrawList {
    /// The size, in device pixels, of the cells a radial, elliptical or angular gradient's
    /// triangles are cut into: small enough that colours interpolated across a cell stray
    /// little from the gradient's curve.
    static let shadingCell = 8.0

    /// The cell size, in device pixels, for `shading` drawn at `pixelsPerUnit`: a fifth of a
    /// radial or elliptical gradient's span (the colour there strays from its curve by a
    /// fortieth of the gradient at most, a cell away from the centre, and less farther out),
    /// within 8…32 pixels; 12 for an angular one, whose angle bends most near its centre.
    static func shadingCell(for shading: Shading, pixelsPerUnit: Double) -> Double {
        let span: Double
        switch shading {
        case .radial(_, _, let r0, let r1): span = abs(r1 - r0) * pixelsPerUnit
        case .elliptical(_, _, let radii, let f0, let f1): span = min(Double(radii.width), Double(radii.height)) * abs(f1 - f0) * pixelsPerUnit
        case .angular: return 12
        case .linear: return shadingCell
        }
        guard span.isFinite else { return shadingCell }
        return min(max(span / 5, shadingCell), 32)
    }

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
                // the same everywhere) is cut, on whole pixels, into cells (a linear gradient
                // needs none); the fringes, whose coverage depends on where their vertices land,
                // are coloured at their corners.
                let cell = DrawList.shadingCell(for: shading, pixelsPerUnit: toLocal.inverted?.areaScale ?? 1).rounded()
                let grid: (Double, Double, inout [Double]) -> Void = { low, high, into in
                    var c = (low / cell).rounded(.down) * cell
                    if c <= low { c += cell }
                    while c < high {
                        into.append(c)
                        c += cell
                    }
                }
                if !shading.isLinearInPosition {
                    families.append(CutFamily(scalar: { Double($0.x) }, cuts: grid, coresOnly: true))
                    families.append(CutFamily(scalar: { Double($0.y) }, cuts: grid, coresOnly: true))
                }
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
                let cell = DrawList.shadingCell(for: shading, pixelsPerUnit: toLocal.inverted?.areaScale ?? 1)
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
    mutating func cut(_ triangles: inout [UInt32], families: [CutFamily]) {
        var output: [UInt32] = []
        output.reserveCapacity(triangles.count * 2)
        // The pieces of the triangle being cut, flat: piece k is pieces[starts[k]..<starts[k + 1]].
        var pieces: [DrawVertex] = [], starts: [Int] = []
        var next: [DrawVertex] = [], nextStarts: [Int] = []
        var values: [Double] = [], scalars: [Double] = []
        var polygon: [DrawVertex] = [], polygonScalars: [Double] = []
        var rest: [DrawVertex] = [], restScalars: [Double] = []
        pieces.reserveCapacity(64); next.reserveCapacity(64); polygon.reserveCapacity(16); rest.reserveCapacity(16)
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
            if p.x > q.x || (p.x == q.x && p.y > q.y) { return lerp(q, p, (value - vq) / (vp - vq)) }
            return lerp(p, q, (value - vp) / (vq - vp))
        }
        func mayCut(_ family: CutFamily, _ a: DrawVertex, _ b: DrawVertex, _ c: DrawVertex) -> Bool {
            if family.coresOnly && (a.u != 0 || a.v != 0 || b.u != 0 || b.v != 0 || c.u != 0 || c.v != 0) { return false }
            let sa = family.scalar(a), sb = family.scalar(b), sc = family.scalar(c)
            let low = min(sa, sb, sc), high = max(sa, sb, sc)
            guard low.isFinite, high.isFinite, high > low else { return false }
            values.removeAll(keepingCapacity: true)
            family.cuts(low, high, &values)
            return !values.isEmpty
        }
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            let ia = triangles[t], ib = triangles[t + 1], ic = triangles[t + 2]
            let a = vertices[Int(ia)], b = vertices[Int(ib)], c = vertices[Int(ic)]
            // Most triangles meet no cut: kept as they are, without building pieces.
            var anyCut = false
            for family in families where mayCut(family, a, b, c) {
                anyCut = true
                break
            }
            if !anyCut {
                output.append(ia)
                output.append(ib)
                output.append(ic)
                continue
            }
            pieces.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            pieces.append(a); pieces.append(b); pieces.append(c)
            starts.append(0); starts.append(3)
            for family in families {
                next.removeAll(keepingCapacity: true)
                nextStarts.removeAll(keepingCapacity: true)
                nextStarts.append(0)
                for k in 0..<(starts.count - 1) {
                    let range = starts[k]..<starts[k + 1]
                    scalars.removeAll(keepingCapacity: true)
                    var low = Double.infinity, high = -Double.infinity, fringe = false
                    for i in range {
                        let s = family.scalar(pieces[i])
                        scalars.append(s)
                        low = min(low, s)
                        high = max(high, s)
                        if pieces[i].u != 0 || pieces[i].v != 0 { fringe = true }
                    }
                    values.removeAll(keepingCapacity: true)
                    if !(family.coresOnly && fringe) && low.isFinite && high.isFinite && high > low { family.cuts(low, high, &values) }
                    if values.isEmpty {
                        next.append(contentsOf: pieces[range])
                        nextStarts.append(next.count)
                        continue
                    }
                    polygon.removeAll(keepingCapacity: true)
                    polygon.append(contentsOf: pieces[range])
                    polygonScalars.removeAll(keepingCapacity: true)
                    polygonScalars.append(contentsOf: scalars)
                    for value in values {
                        // The part of the polygon below `value` is a piece; the rest goes on.
                        let pieceStart = next.count
                        rest.removeAll(keepingCapacity: true)
                        restScalars.removeAll(keepingCapacity: true)
                        let n = polygon.count
                        for i in 0..<n {
                            let p = polygon[i], vp = polygonScalars[i]
                            let j = i + 1 == n ? 0 : i + 1
                            let q = polygon[j], vq = polygonScalars[j]
                            if vp <= value { next.append(p) }
                            if vp >= value { rest.append(p); restScalars.append(vp) }
                            if (vp < value && vq > value) || (vp > value && vq < value) {
                                let x = crossing(p, vp, q, vq, at: value)
                                next.append(x)
                                rest.append(x)
                                restScalars.append(value)
                            }
                        }
                        if next.count - pieceStart >= 3 { nextStarts.append(next.count) } else { next.removeSubrange(pieceStart...) }
                        swap(&polygon, &rest)
                        swap(&polygonScalars, &restScalars)
                    }
                    if polygon.count >= 3 {
                        next.append(contentsOf: polygon)
                        nextStarts.append(next.count)
                    }
                }
                swap(&pieces, &next)
                swap(&starts, &nextStarts)
            }
            for k in 0..<(starts.count - 1) {
                let base = UInt32(vertices.count)
                let count = starts[k + 1] - starts[k]
                vertices.append(contentsOf: pieces[starts[k]..<starts[k + 1]])
                for j in 1..<(count - 1) {
                    output.append(base)
                    output.append(base + UInt32(j))
                    output.append(base + UInt32(j + 1))
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
        /// Whether the six corners take two values of x and two of y.
        func formRectangle(_ t: Int) -> Bool {
            var xs: (Float, Float) = (.nan, .nan), ys: (Float, Float) = (.nan, .nan)
            var xCount = 0, yCount = 0
            for k in (t - 3)..<(t + 3) {
                let v = vertices[Int(triangles[k])]
                if xCount == 0 || (v.x != xs.0 && (xCount == 1 || v.x != xs.1)) {
                    if xCount == 2 { return false }
                    if xCount == 0 { xs.0 = v.x } else { xs.1 = v.x }
                    xCount += 1
                }
                if yCount == 0 || (v.y != ys.0 && (yCount == 1 || v.y != ys.1)) {
                    if yCount == 2 { return false }
                    if yCount == 0 { ys.0 = v.y } else { ys.1 = v.y }
                    yCount += 1
                }
            }
            return xCount == 2 && yCount == 2
        }
        for t in stride(from: 0, to: triangles.count - 2, by: 3) {
            if t >= 3 && formRectangle(t) {
                let index = triangles[t]
                out.append(index)
                out.append(index)
                out.append(index)
            }
            out.append(triangles[t])
            out.append(triangles[t + 1])
            out.append(triangles[t + 2])
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
