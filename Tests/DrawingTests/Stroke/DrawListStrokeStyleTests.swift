import Foundation
import Testing
@testable import Drawing

/// Styled strokes as triangles for a GPU: their covered areas and where their vertices reach.
struct DrawListStrokeStyleTests {
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let line = Path { $0.move(to: CGPoint(x: 20, y: 50)); $0.addLine(to: CGPoint(x: 120, y: 50)) }
    /// Right, then up: a right-angled corner at (60, 60) whose outer corner is (65, 65) for a
    /// 10-point line.
    static let corner = Path { path in
        path.move(to: CGPoint(x: 20, y: 60))
        path.addLine(to: CGPoint(x: 60, y: 60))
        path.addLine(to: CGPoint(x: 60, y: 20))
    }

    func stroke(_ path: Path, _ style: StrokeStyle) -> DrawList {
        DrawList.drawing(DisplayItem(.styledStroke(.path(path), color: Self.blue, style: style), frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
    }

    /// A 100-point line 10 wide covers 1,000 square points, plus its caps: nothing for butt,
    /// 10 × 5 at each end for square, a half disc of radius 5 at each end for round.
    @Test(arguments: [(CGLineCap.butt, 1000.0), (.square, 1100), (.round, 1000 + 25 * Double.pi)])
    func capsAddTheirArea(cap: CGLineCap, area: Double) {
        let list = stroke(Self.line, StrokeStyle(lineWidth: 10, lineCap: cap))
        #expect(abs(list.coverage - area) < area * 0.01, "coverage \(list.coverage)")
        #expect(list.allVerticesFinite)
    }

    /// Every triangle is drawn once: the caps' triangles join the line's run of triangles
    /// rather than getting a command that the line's run then covers again.
    @Test(arguments: [CGLineCap.round, .square, .butt])
    func aCappedLineIsOneRunOfTriangles(cap: CGLineCap) {
        for style in [StrokeStyle(lineWidth: 10, lineCap: cap), StrokeStyle(lineWidth: 10, lineCap: cap, dash: [12, 8])] {
            let list = stroke(Self.corner, style)
            #expect(list.commands == [.triangles(firstIndex: 0, indexCount: list.indices.count)], "\(list.commands)")
            let shaded = DrawList.drawing(DisplayItem(.shaded(.styledStroke(.path(Self.corner), color: .white, style: style),
                                                              .angular(stops: [GradientStop(color: Self.blue, location: 0), GradientStop(color: .white, location: 1)],
                                                                       center: CGPoint(x: 40, y: 40), startAngle: 0, endAngle: 5)),
                                                      frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
            #expect(shaded.commands == [.triangles(firstIndex: 0, indexCount: shaded.indices.count)], "\(shaded.commands)")
        }
    }

    @Test func theFarthestCornerFollowsTheJoin() {
        func reach(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> Double {
            let list = stroke(Self.corner, StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit))
            return list.vertices.filter { $0.color.a > 0 }.map { Double($0.x + $0.y) }.max() ?? 0
        }
        // The opaque core (half a pixel in from the edge) reaches the miter's point, (64.5, 64.5);
        // the round join stays within its radius of the corner; the bevel cuts straight across.
        #expect(abs(reach(.miter) - 129) < 0.05)
        #expect(reach(.round) <= 120 + 4.5 * 2.squareRoot() + 1e-9 && reach(.round) > 125.8)
        #expect(abs(reach(.bevel) - 124.5) < 0.05)
        // A miter longer than the limit (√2 here) is bevelled.
        #expect(abs(reach(.miter, miterLimit: 1.4) - 124.5) < 0.05)
        #expect(abs(reach(.miter, miterLimit: 1.5) - reach(.miter)) < 1e-9)
    }

    @Test func dashesCoverTheirShare() {
        let list = stroke(Self.line, StrokeStyle(lineWidth: 10, dash: [10, 10]))
        #expect(abs(list.coverage - 500) < 5, "coverage \(list.coverage)")
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        // Dots at 20, 40, … 120: six discs of radius 5.
        let list = stroke(Self.line, StrokeStyle(lineWidth: 10, lineCap: .round, dash: [0, 20]))
        #expect(abs(list.coverage - 6 * 25 * Double.pi) < 6 * 25 * Double.pi * 0.02, "coverage \(list.coverage)")
        let butt = stroke(Self.line, StrokeStyle(lineWidth: 10, lineCap: .butt, dash: [0, 20]))
        #expect(butt.indices.isEmpty)
        let square = stroke(Self.line, StrokeStyle(lineWidth: 10, lineCap: .square, dash: [0, 20]))
        #expect(abs(square.coverage - 600) < 6, "coverage \(square.coverage)")
    }

    @Test func aPatternFinerThanAPixelIsASolidLineAtItsShare() {
        let list = stroke(Self.line, StrokeStyle(lineWidth: 10, dash: [0.2, 0.6]))
        #expect(list.maximumAlpha == 64)
        #expect(abs(list.coverage - 250) < 3, "coverage \(list.coverage)")
    }

    @Test func marchingTheDashesKeepsTheirCoverage() {
        let ring = Path(ellipseIn: CGRect(x: 10, y: 10, width: 180, height: 180))
        let base = stroke(ring, StrokeStyle(lineWidth: 4, dash: [12, 6])).coverage
        for phase in stride(from: 0.0, through: 18, by: 3) {
            let shifted = stroke(ring, StrokeStyle(lineWidth: 4, dash: [12, 6], dashPhase: phase)).coverage
            #expect(abs(shifted - base) < base * 0.02, "phase \(phase): \(shifted) against \(base)")
        }
    }

    @Test func badStylesDrawNothingOrAPlainLine() {
        #expect(stroke(Self.line, StrokeStyle(lineWidth: .nan)).indices.isEmpty)
        #expect(stroke(Self.line, StrokeStyle(lineWidth: -2)).indices.isEmpty)
        let negative = stroke(Self.line, StrokeStyle(lineWidth: 10, dash: [-4, 2]))
        #expect(abs(negative.coverage - 1000) < 10)
        let nanLimit = stroke(Self.corner, StrokeStyle(lineWidth: 10, miterLimit: .nan))
        #expect(nanLimit.allVerticesFinite && !nanLimit.indices.isEmpty)
    }
}

/// `Path.strokedPath(_:)`: the outline a stroke covers, as a path to fill.
struct StrokedPathTests {
    static let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 0)) }

    @Test func aPlainLineIsItsRectangle() {
        let outline = Self.line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)) && !outline.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!outline.contains(CGPoint(x: -1, y: 0)) && !outline.contains(CGPoint(x: 101, y: 0)))
        let box = outline.boundingRect
        #expect(abs(Double(box.minX)) < 1e-9 && abs(Double(box.maxX) - 100) < 1e-9 && abs(Double(box.height) - 10) < 1e-9)
    }

    @Test(arguments: [(CGLineCap.butt, false, false), (.square, true, true), (.round, true, false)])
    func capsReachPastTheEnds(cap: CGLineCap, beyond: Bool, corner: Bool) {
        let outline = Self.line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: cap))
        #expect(outline.contains(CGPoint(x: -4, y: 0)) == beyond)
        #expect(outline.contains(CGPoint(x: 104, y: 1)) == beyond)
        #expect(outline.contains(CGPoint(x: -4, y: 4)) == corner)
    }

    @Test(arguments: [(CGLineJoin.miter, true, true), (.round, false, true), (.bevel, false, false)])
    func joinsFillTheOuterCorner(join: CGLineJoin, tip: Bool, nearTip: Bool) {
        let corner = Path { path in
            path.move(to: CGPoint(x: 20, y: 60))
            path.addLine(to: CGPoint(x: 60, y: 60))
            path.addLine(to: CGPoint(x: 60, y: 20))
        }
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join))
        #expect(outline.contains(CGPoint(x: 64.5, y: 64.5)) == tip)
        #expect(outline.contains(CGPoint(x: 63.5, y: 62.5)) == nearTip)
        #expect(outline.contains(CGPoint(x: 58, y: 58)))
    }

    @Test func dashesLeaveGaps() {
        let outline = Self.line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        #expect(outline.contains(CGPoint(x: 2, y: 0)) && !outline.contains(CGPoint(x: 10, y: 0)) && outline.contains(CGPoint(x: 20, y: 0)))
        let dots = Self.line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 25]))
        #expect(dots.contains(CGPoint(x: 25, y: 1.5)) && !dots.contains(CGPoint(x: 12, y: 0)))
    }

    @Test func aClosedCircleHasAHole() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 6))
        #expect(ring.contains(CGPoint(x: 50, y: 1)) && ring.contains(CGPoint(x: 99, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && !ring.contains(CGPoint(x: 50, y: -4)))
    }

    @Test func badInputGivesAnEmptyPath() {
        #expect(Self.line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(Self.line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        let far = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: Double.nan, y: 0)) }
        #expect(far.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    }
}
