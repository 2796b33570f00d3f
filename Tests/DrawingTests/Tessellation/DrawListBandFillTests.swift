import Foundation
import Testing
@testable import Drawing

/// An L-shaped hexagon of 800 square points (a 30 × 30 square without its 10 × 10 top-right
/// corner), its edges cut into `pieces` points each, so it has more points than ear clipping takes.
private func denseLShape(pieces: Int) -> Path {
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10),
                   CGPoint(x: 30, y: 30), CGPoint(x: 0, y: 30)]
    var path = Path()
    path.move(to: corners[0])
    for (index, corner) in corners.enumerated() {
        let next = corners[(index + 1) % corners.count]
        for step in 1...pieces {
            let t = Double(step) / Double(pieces)
            path.addLine(to: CGPoint(x: corner.x + (next.x - corner.x) * t, y: corner.y + (next.y - corner.y) * t))
        }
    }
    path.closeSubpath()
    return path
}

/// A wavy blob of `points` points around (400, 400): concave, dense, well behaved.
private func wavyBlob(points: Int) -> (path: Path, area: Double) {
    var path = Path()
    var polygon: [CGPoint] = []
    for i in 0..<points {
        let angle = 2 * Double.pi * Double(i) / Double(points)
        let radius = 300 + 40 * sin(12 * angle) + 6 * sin(97 * angle)
        polygon.append(CGPoint(x: 400 + radius * cos(angle), y: 400 + radius * sin(angle)))
    }
    path.move(to: polygon[0])
    for p in polygon.dropFirst() { path.addLine(to: p) }
    path.closeSubpath()
    var twice = 0.0
    for i in polygon.indices {
        let p = polygon[i], q = polygon[(i + 1) % polygon.count]
        twice += Double(p.x * q.y - q.x * p.y)
    }
    return (path, abs(twice) / 2)
}

private let white = RGBAColor(red: 1, green: 1, blue: 1)

struct DrawListBandFillTests {
    /// Past the ear-clipping limit the core is filled by bands, and covers what ear clipping
    /// covered: the shape's area, at 1 and 2 pixels per point, with nothing in the notch.
    @Test(arguments: [1.0, 2.0])
    func aDenseConcaveOutlineCoversItsArea(scale: Double) throws {
        let path = denseLShape(pieces: 60)
        #expect(path.elements.count > DrawList.earClippingLimit)
        let list = DrawList.drawing(DisplayItem(.fill(.path(path), color: white), frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
                                    pixelsPerPoint: scale)
        #expect(abs(list.coverage - 800 * scale * scale) < 2 * scale, "coverage \(list.coverage)")
        for t in list.triangles where t.0.color.a == 255 && t.1.color.a == 255 && t.2.color.a == 255 {
            let cx = (Double(t.0.x + t.1.x + t.2.x) / 3) / scale - 5, cy = (Double(t.0.y + t.1.y + t.2.y) / 3) / scale - 5
            #expect(!(cx > 20.5 && cy < 9.5), "core triangle centred at (\(cx), \(cy)) is in the notch")
        }
    }

    @Test func aHundredThousandPointOutlineIsFilledWithinAPercentOfItsArea() {
        let blob = wavyBlob(points: 100_000)
        let list = DrawList.drawing(DisplayItem(.fill(.path(blob.path), color: white), frame: CGRect(x: 0, y: 0, width: 800, height: 800)))
        #expect(list.allVerticesFinite)
        #expect(abs(list.coverage - blob.area) < 0.01 * blob.area, "coverage \(list.coverage), area \(blob.area)")
    }

    /// An outline far taller than any window is cut at the band limit rather than making a
    /// billion bands.
    @Test func aHugeOutlineIsCutAtTheBandLimit() {
        var path = denseLShape(pieces: 60)
        path = path.applying(CGAffineTransform(scaleX: 1, y: 3e6))
        let list = DrawList.drawing(DisplayItem(.fill(.path(path), color: white), frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        #expect(list.allVerticesFinite)
        // About 2 × 32,768 one-pixel bands at most, two triangles each, plus the fringe.
        #expect(list.triangleCount > 1_000 && list.triangleCount < 200_000, "\(list.triangleCount) triangles")
    }
}
