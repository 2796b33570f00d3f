import Foundation
import Testing
@testable import Drawing

struct DrawListPolygonFillTests {
    static let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
    static let star = (0..<5).map { i in
        let angle = Double(i) * 4 * .pi / 5
        return CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
    }

    @Test func convexityNeedsOneWindingAndTurnsOneWay() {
        for points in [Self.square, Self.square.reversed()] {
            let orientation = points == Self.square ? 1.0 : -1
            #expect(DrawList.isConvex(points[...], orientation: orientation))
        }
        // A straight corner is still convex.
        #expect(DrawList.isConvex([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)][...], orientation: 1))
        let notched = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 2), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        #expect(!DrawList.isConvex(notched[...], orientation: 1))
        // Every corner of a pentagram turns the same way, but it winds twice.
        #expect(!DrawList.isConvex(Self.star[...], orientation: 1))
    }

    /// Star-shaped polygons with random radii are simple and mostly concave: ear clipping must
    /// cover exactly their area, whichever way they wind.
    @Test(arguments: [1, 2, 3, 42, 1234])
    func earClippingCoversRandomSimplePolygons(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let count = 5 + Int(generator.next() % 40)
        var points: [CGPoint] = (0..<count).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(count)
            let radius = 20 + 80 * Double(generator.next() % 1000) / 1000
            return CGPoint(x: 120 + radius * cos(angle), y: 120 + radius * sin(angle))
        }
        if seed.isMultiple(of: 2) { points.reverse() }
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % count]
            area += Double(p.x * q.y - q.x * p.y) / 2
        }
        var list = DrawList()
        list.fillPolygon(points[...], scale: 1, color: .init(r: 255, g: 255, b: 255, a: 255), insideFringe: 0, outsideFringe: 0, isConvex: false)
        // With no fringe the core is the polygon itself: n − 2 triangles tiling it.
        #expect(list.triangleCount == (count - 2) + 2 * count)
        #expect(abs(list.coreArea(alpha: 255) - abs(area)) < 1e-6 * abs(area), "seed \(seed): \(list.coreArea(alpha: 255)) vs \(abs(area))")
    }

    @Test func straightCornersAreDroppedFromTheTriangulation() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 5), CGPoint(x: 0, y: 10)]
        var list = DrawList()
        list.fillPolygon(points[...], scale: 1, color: .init(r: 255, g: 255, b: 255, a: 255), insideFringe: 0, outsideFringe: 0, isConvex: false)
        #expect(abs(list.coreArea(alpha: 255) - 75) < 1e-9)
        #expect(list.triangles.allSatisfy { DrawList.area($0.0, $0.1, $0.2) > 0 || $0.0.color.a != $0.1.color.a || $0.1.color.a != $0.2.color.a })
    }
}

/// A small seeded generator, so failures replay.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
