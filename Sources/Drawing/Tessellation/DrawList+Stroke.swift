import Foundation

extension DrawList {
    /// The longest miter, as a multiple of half the line width, before a join is bevelled:
    /// Core Graphics' and SwiftUI's default of 10.
    static let miterLimit = 10.0

    /// Strokes the polyline `points` (device pixels) `width` pixels wide, centred on the line,
    /// with an anti-aliased fringe `fringeWidth` pixels wide along both sides.
    ///
    /// The line is a strip of cross sections, four vertices each: transparent, opaque, opaque,
    /// transparent. The opaque core is `width − fringeWidth` wide (none when thinner), and the
    /// fringe fades over `fringeWidth` beyond it, so the covered area is `width` times the
    /// length. A corner gets one section along the mitered normal, or, when the miter would be
    /// longer than ``miterLimit``, two sections along the neighbouring edges' normals whose
    /// strip bevels the outside of the corner (and overlaps itself inside it). Open ends are
    /// cut square at the end points (butt caps, without a fringe across the end).
    ///
    /// Points must be finite and not repeated; fewer than two draw nothing. A closed polyline
    /// needs three.
    /// - Complexity: O(n).
    mutating func strokePolyline(
        _ points: ArraySlice<CGPoint>, isClosed: Bool, width: Double, color: RGBA8, fringeWidth: Double = 1
    ) {
        let count = points.count, start = points.startIndex
        guard count >= 2, width > 0, width.isFinite, color.a > 0 else { return }
        let closed = isClosed && count >= 3
        let segmentCount = closed ? count : count - 1
        let core = max(0, width - fringeWidth) / 2, outer = core + fringeWidth
        let opaque = color, transparent = color.transparent

        var normals: [(Double, Double)] = []
        swap(&normals, &scratchNormals)
        defer { swap(&normals, &scratchNormals) }
        normals.removeAll(keepingCapacity: true)
        for s in 0..<segmentCount {
            let p = points[start + s], q = points[start + (s + 1) % count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            normals.append(length > 0 ? (-dy / length, dx / length) : (0, 0))
        }
        reserve(vertexCount: count * 8, indexCount: count * 36)
        let firstIndex = indices.count
        defer { commitTriangles(since: firstIndex) }

        var firstSection: UInt32?
        var lastSection: UInt32?
        func addSection(at point: CGPoint, normal: (Double, Double), stretch: Double) {
            let x = Double(point.x), y = Double(point.y)
            let nx = normal.0 * stretch, ny = normal.1 * stretch
            let section = appendVertex(x: x - nx * outer, y: y - ny * outer, color: transparent)
            _ = appendVertex(x: x - nx * core, y: y - ny * core, color: opaque)
            _ = appendVertex(x: x + nx * core, y: y + ny * core, color: opaque)
            _ = appendVertex(x: x + nx * outer, y: y + ny * outer, color: transparent)
            if let lastSection { connect(lastSection, section) } else { firstSection = section }
            lastSection = section
        }
        func connect(_ s: UInt32, _ t: UInt32) {
            // Fringe, core (when the line has one), fringe.
            for band in 0..<UInt32(3) where band != 1 || core > 0 {
                appendTriangleIndices(s + band, s + band + 1, t + band + 1)
                appendTriangleIndices(s + band, t + band + 1, t + band)
            }
        }

        for i in 0..<count {
            let point = points[start + i]
            if !closed && (i == 0 || i == count - 1) {
                addSection(at: point, normal: normals[i == 0 ? 0 : segmentCount - 1], stretch: 1)
                continue
            }
            let before = normals[(i + segmentCount - 1) % segmentCount], after = normals[i]
            let mx = before.0 + after.0, my = before.1 + after.1
            // |before + after| is 2·cos(θ/2) for a turn of θ; the miter is 1/cos(θ/2) long.
            let length = (mx * mx + my * my).squareRoot()
            if length > 2 / DrawList.miterLimit {
                addSection(at: point, normal: (mx / length, my / length), stretch: 2 / length)
            } else {
                addSection(at: point, normal: before, stretch: 1)
                addSection(at: point, normal: after, stretch: 1)
            }
        }
        if closed, let firstSection, let lastSection { connect(lastSection, firstSection) }
    }
}
