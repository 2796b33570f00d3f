import Foundation

extension Path {
    /// The part of the path between two fractions of its length, 0 being its start and 1 its
    /// end, as SwiftUI's `trimmedPath(from:to:)`: the length runs through every subpath in
    /// order (a closed one includes its closing edge), and curves are measured along the curve.
    ///
    /// Fractions are clamped to 0…1 (NaN counts as 0); `from >= to` gives an empty path. Curves
    /// are followed to within 0.05 points, so the result is made of lines.
    public func trimmedPath(from: Double, to: Double) -> Path {
        let from = from.isNaN ? 0 : min(max(from, 0), 1), to = to.isNaN ? 0 : min(max(to, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        var points: [CGPoint] = [], subpaths: [OutlineSubpath] = []
        guard DrawList.flatten(elements, transform: .identity, tolerance: 0.05, into: &points, subpaths: &subpaths) else { return Path() }
        // Each subpath as a polyline, a closed one back to its first point.
        var runs: [[CGPoint]] = []
        var total = 0.0
        for subpath in subpaths where subpath.count > 0 {
            var run = Array(points[subpath.start..<(subpath.start + subpath.count)])
            if subpath.isClosed, let first = run.first { run.append(first) }
            for i in 1..<max(run.count, 1) { total += hypot(Double(run[i].x - run[i - 1].x), Double(run[i].y - run[i - 1].y)) }
            runs.append(run)
        }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var travelled = 0.0
        for run in runs {
            var drawing = false
            for i in 1..<max(run.count, 1) {
                let a = run[i - 1], b = run[i]
                let length = hypot(Double(b.x - a.x), Double(b.y - a.y))
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > start, segmentStart < end else { continue }
                func point(at distance: Double) -> CGPoint {
                    let t = min(max((distance - segmentStart) / length, 0), 1)
                    return CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: point(at: max(start, segmentStart)))
                    drawing = true
                }
                result.addLine(to: point(at: min(end, segmentEnd)))
            }
            if travelled >= end { break }
        }
        return result
    }
}
