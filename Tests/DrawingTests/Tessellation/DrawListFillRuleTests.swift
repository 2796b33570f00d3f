import Foundation
import PropertyBased
import Testing
@testable import Drawing

/// Fills of several rings by their rule: the rings' boxes only pass over what cannot count.
struct DrawListFillRuleTests {
    /// Rings of three to six corners, some overlapping, some apart, some inside others.
    static func rings(seed: Int) -> (points: [CGPoint], rings: [Range<Int>]) {
        var random = SplitMix(seed: UInt64(seed))
        func number(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        var points: [CGPoint] = [], rings: [Range<Int>] = []
        for _ in 0..<Int(number(2...9)) {
            let cx = number(0...200), cy = number(0...120), radius = number(4...60)
            let corners = Int(number(3...6.99)), start = points.count
            for corner in 0..<corners {
                let angle = Double(corner) / Double(corners) * 2 * .pi + number(0...0.5)
                let reach = radius * number(0.3...1)
                points.append(CGPoint(x: cx + reach * cos(angle), y: cy + reach * sin(angle)))
            }
            rings.append(start..<points.count)
        }
        return (points, rings)
    }

    @Test func boxesChangeNoAnswer() async {
        await propertyCheck(input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let (points, rings) = Self.rings(seed: seed)
            var boxes: [RingBox] = []
            DrawList.boxes(of: rings, in: points, into: &boxes)
            #expect(DrawList.ringsCross(points, rings: rings, boxes: boxes) == DrawList.ringsCross(points, rings: rings))
            var random = SplitMix(seed: UInt64(seed) &+ 1)
            for _ in 0..<40 {
                let x = Double(random.next() % 2_600) / 10 - 30, y = Double(random.next() % 1_800) / 10 - 30
                for rule in [FillRule.nonZero, .evenOdd] {
                    #expect(DrawList.isInside(x: x, y: y, points: points, rings: rings, boxes: boxes, rule: rule)
                            == DrawList.isInside(x: x, y: y, points: points, rings: rings, rule: rule), "(\(x), \(y)) \(rule)")
                }
            }
        }
    }

    /// Rings with whole-number corners on a small grid, and points on the grid: points fall on
    /// boxes' edges and corners, level with ring corners, and rings touch.
    @Test func boxesChangeNoAnswerOnTheirEdges() async {
        await propertyCheck(input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            func whole(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
            var points: [CGPoint] = [], rings: [Range<Int>] = []
            for _ in 0..<whole(2...6) {
                let start = points.count
                for _ in 0..<whole(3...5) { points.append(CGPoint(x: whole(0...12), y: whole(0...12))) }
                rings.append(start..<points.count)
            }
            var boxes: [RingBox] = []
            DrawList.boxes(of: rings, in: points, into: &boxes)
            #expect(DrawList.ringsCross(points, rings: rings, boxes: boxes) == DrawList.ringsCross(points, rings: rings))
            for x in stride(from: -1.0, through: 13, by: 0.5) {
                for y in stride(from: -1.0, through: 13, by: 0.5) {
                    for rule in [FillRule.nonZero, .evenOdd] {
                        #expect(DrawList.isInside(x: x, y: y, points: points, rings: rings, boxes: boxes, rule: rule)
                                == DrawList.isInside(x: x, y: y, points: points, rings: rings, rule: rule), "(\(x), \(y)) \(rule)")
                    }
                }
            }
        }
    }

    @Test func aRingOutsideAPointsBoxCountsForNothing() {
        // Two squares apart: the point in the first is inside, whatever the second.
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
                      CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 10)]
        let rings = [0..<4, 4..<8]
        var boxes: [RingBox] = []
        DrawList.boxes(of: rings, in: points, into: &boxes)
        #expect(boxes.count == 2 && boxes[1].x0 == 20 && boxes[1].x1 == 30)
        #expect(DrawList.isInside(x: 5, y: 5, points: points, rings: rings, boxes: boxes, rule: .evenOdd))
        #expect(!DrawList.isInside(x: 15, y: 5, points: points, rings: rings, boxes: boxes, rule: .nonZero))
        #expect(!DrawList.ringsCross(points, rings: rings, boxes: boxes))
    }
}
