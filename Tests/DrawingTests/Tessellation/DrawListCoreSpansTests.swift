import Foundation
import Testing
@testable import Drawing

/// The core of a convex fill cut into rectangles for a rasteriser that rounds vertices.
struct DrawListCoreSpansTests {
    /// The pixels whose centres a convex polygon of whole-pixel vertices covers by the top-left
    /// rule, worked out directly from every pixel's centre (doubled, so all in integers).
    static func coveredPixels(_ ring: [(Int, Int)]) -> Set<[Int]> {
        var covered: Set<[Int]> = []
        let xs = ring.map(\.0), ys = ring.map(\.1)
        var area = 0
        for i in ring.indices {
            let j = (i + 1) % ring.count
            area += xs[i] * ys[j] - xs[j] * ys[i]
        }
        for y in ys.min()!..<ys.max()! {
            for x in xs.min()!..<xs.max()! {
                let px = 2 * x + 1, py = 2 * y + 1
                var inside = true
                for i in ring.indices {
                    let j = (i + 1) % ring.count
                    // The edge's side of the centre, positive inside.
                    let cross = ((2 * xs[j] - 2 * xs[i]) * (py - 2 * ys[i]) - (2 * ys[j] - 2 * ys[i]) * (px - 2 * xs[i])) * (area > 0 ? 1 : -1)
                    // On an edge: in for a left edge, one going up the screen (y down) when
                    // the ring turns clockwise on screen (positive area), down otherwise.
                    let goesUp = area > 0 ? ys[j] < ys[i] : ys[j] > ys[i]
                    if cross < 0 || (cross == 0 && !goesUp) { inside = false }
                }
                if inside { covered.insert([x, y]) }
            }
        }
        return covered
    }

    /// The pixels the rectangles cover.
    static func rectanglePixels(_ list: DrawList) -> Set<[Int]> {
        var covered: Set<[Int]> = []
        for quad in stride(from: 0, to: list.indices.count, by: 6) {
            let corners = list.indices[quad..<(quad + 6)].map { list.vertices[Int($0)] }
            let x0 = Int(corners.map(\.x).min()!), x1 = Int(corners.map(\.x).max()!)
            let y0 = Int(corners.map(\.y).min()!), y1 = Int(corners.map(\.y).max()!)
            for y in y0..<y1 { for x in x0..<x1 { #expect(covered.insert([x, y]).inserted, "pixel \(x), \(y) covered twice") } }
        }
        return covered
    }

    static func spans(_ ring: [(Int, Int)]) -> DrawList {
        var list = DrawList()
        list.snapsVerticesToPixels = true
        for (x, y) in ring { list.vertices.append(DrawVertex(x: Float(x), y: Float(y), color: .init(r: 255, g: 255, b: 255, a: 255))) }
        let cut = list.appendCoreSpans(firstVertex: 0, stride: 1, count: ring.count, color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(cut)
        return list
    }

    @Test(arguments: [
        [(0, 0), (10, 0), (10, 6), (0, 6)],
        [(5, 0), (10, 5), (5, 10), (0, 5)],
        [(3, 0), (9, 2), (12, 7), (8, 13), (2, 11), (0, 5)],
        [(0, 0), (7, 3), (1, 9)],
        [(4, 0), (2, 9), (0, 1)],
    ] as [[(Int, Int)]])
    func rectanglesCoverTheRingsPixelsOnce(ring: [(Int, Int)]) {
        for ordered in [ring, ring.reversed()] {
            let list = DrawListCoreSpansTests.spans(ordered)
            var rectangles = list
            rectangles.vertices.removeFirst(ordered.count)
            rectangles.indices = list.indices.map { $0 - UInt32(ordered.count) }
            #expect(DrawListCoreSpansTests.rectanglePixels(rectangles) == DrawListCoreSpansTests.coveredPixels(ordered))
        }
    }

    /// Rows that cover the same pixels share one rectangle: a square is one.
    @Test func aSquareIsOneRectangle() {
        let list = DrawListCoreSpansTests.spans([(2, 3), (12, 3), (12, 13), (2, 13)])
        #expect(list.indices.count == 6)
        #expect(list.commands == [.triangles(firstIndex: 0, indexCount: 6)])
    }

    /// A ring whose side turns back up (rounding can nick a convex ring so) is cut by testing
    /// every edge in every row: each row from its leftmost to its rightmost crossing.
    @Test func aRingThatTurnsBackUpIsCutRowByRow() {
        let list = DrawListCoreSpansTests.spans([(0, 0), (10, 0), (10, 10), (5, 8), (0, 10)])
        #expect(list.indices.count == 6)
        let corners = list.vertices.suffix(4)
        #expect(corners.map(\.x).min() == 0 && corners.map(\.x).max() == 10)
        #expect(corners.map(\.y).min() == 0 && corners.map(\.y).max() == 10)
    }

    /// A ring too tall to cut is left to the fan.
    @Test func aHugeRingIsLeftToTheFan() {
        var list = DrawList()
        let ring = [(0, 0), (10, 0), (10, 100_000), (0, 100_000)]
        for (x, y) in ring { list.vertices.append(DrawVertex(x: Float(x), y: Float(y), color: RGBA8(r: 1, g: 1, b: 1, a: 255))) }
        let cut = list.appendCoreSpans(firstVertex: 0, stride: 1, count: 4, color: RGBA8(r: 1, g: 1, b: 1, a: 255))
        #expect(!cut)
        #expect(list.indices.isEmpty)
    }
}
