import Foundation
import Testing
@testable import Drawing

struct StrokeStyleTests {
    @Test func theDefaultsAreSwiftUIs() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter)
        #expect(style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
        #expect(style.isPlain)
        #expect(!StrokeStyle(lineCap: .round).isPlain && !StrokeStyle(dash: [2]).isPlain && !StrokeStyle(miterLimit: 4).isPlain)
        #expect(CGLineCap.square.rawValue == 2 && CGLineJoin.bevel.rawValue == 2)
    }

    /// Patterns Core Graphics ignores draw a solid line: nil here.
    @Test(arguments: [
        ([CGFloat](), true), ([-1, 4], true), ([0, 0], true), ([.nan, 2], true), ([.infinity], true),
        ([3], false), ([0, 5], false), ([2, 0], false),
    ] as [([CGFloat], Bool)])
    func badPatternsAreSolid(dash: [CGFloat], solid: Bool) {
        #expect((StrokeStyle(dash: dash).dashPattern(scale: 1) == nil) == solid)
    }

    @Test(arguments: [(12.0, 2.0), (-3, 7), (10, 0), (0, 0), (25, 5), (Double.nan, 0)] as [(Double, Double)])
    func thePhaseWrapsIntoOnePeriod(phase: Double, wrapped: Double) throws {
        let pattern = try #require(DashPattern(dash: [4, 6], phase: phase, scale: 1))
        #expect(abs(pattern.phase - wrapped) < 1e-9)
        #expect(pattern.period == 10)
    }

    @Test func anOddPatternRepeatsAndScales() throws {
        let pattern = try #require(DashPattern(dash: [5], phase: 1, scale: 2))
        #expect(pattern.lengths == [10, 10] && pattern.period == 20 && pattern.phase == 2)
        #expect(pattern.onFraction == 0.5)
    }

    @Test func theDumpNamesWhatIsNotTheDefault() {
        #expect(StrokeStyle(lineWidth: 3).dumpDescription == "width 3")
        #expect(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1.5).dumpDescription
            == "width 2 cap round join bevel dash [4, 2] phase 1.5")
    }
}

struct DashPatternTests {
    func dashes(_ points: [CGPoint], closed: Bool = false, dash: [Double], phase: Double = 0) -> [[CGPoint]] {
        guard let pattern = DashPattern(dash: dash, phase: phase, scale: 1) else { return [] }
        var output: [CGPoint] = [], pieces: [DashPiece] = []
        pattern.dash(points[...], isClosed: closed, into: &output, pieces: &pieces)
        return pieces.map { Array(output[$0.range]) }
    }

    static let line = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)]

    @Test func aLineIsCutIntoItsDashes() {
        let pieces = dashes(Self.line, dash: [10, 5])
        #expect(pieces.map { $0.map(\.x) } == [[0, 10], [15, 25], [30, 40], [45, 55], [60, 70], [75, 85], [90, 100]])
    }

    @Test func thePhaseShiftsTheDashesBack() {
        let pieces = dashes(Self.line, dash: [10, 10], phase: 5)
        #expect(pieces.map { $0.map(\.x) }.prefix(3) == [[0, 5], [15, 25], [35, 45]])
        #expect(pieces.count == 6 && pieces.last == [CGPoint(x: 95, y: 0), CGPoint(x: 100, y: 0)])
    }

    @Test func aDashKeepsTheCornerItRunsThrough() {
        let bend = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        let pieces = dashes(bend, dash: [14, 2])
        #expect(pieces.first == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 4)])
        #expect(pieces.count == 2 && pieces[1] == [CGPoint(x: 10, y: 6), CGPoint(x: 10, y: 10)])
    }

    @Test func zeroLengthDashesAreDotsWithTheLinesDirection() throws {
        let pattern = try #require(DashPattern(dash: [0, 10], phase: 0, scale: 1))
        var output: [CGPoint] = [], pieces: [DashPiece] = []
        pattern.dash([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)][...], isClosed: false, into: &output, pieces: &pieces)
        #expect(pieces.count == 4 && pieces.allSatisfy(\.isDot))
        #expect(pieces.map { output[$0.range.lowerBound].y } == [0, 10, 20, 30])
        #expect(pieces.allSatisfy { $0.dx == 0 && $0.dy == 1 })
    }

    @Test func aClosedOutlineIsWalkedBackToItsStart() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let pieces = dashes(square, closed: true, dash: [10, 10])
        #expect(pieces == [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]])
    }

    /// Whatever the pattern and phase, the dashes cover the pattern's share of a long line,
    /// each lies on the line, and none is longer than the pattern's longest dash.
    @Test(arguments: [([3.0, 7.0], 0.0), ([1, 2, 3], 4.5), ([5, 1], -2), ([0.5, 0.25], 0.1), ([8, 8], 8)] as [([Double], Double)])
    func dashesCoverThePatternsShare(dash: [Double], phase: Double) throws {
        let pattern = try #require(DashPattern(dash: dash, phase: phase, scale: 1))
        let length = pattern.period * 40
        let pieces = dashes([CGPoint(x: 0, y: 0), CGPoint(x: length, y: 0)], dash: dash, phase: phase)
        let covered = pieces.reduce(0.0) { $0 + Double(($1.last?.x ?? 0) - ($1.first?.x ?? 0)) }
        #expect(abs(covered - length * pattern.onFraction) < 1e-6 * length)
        let longest = stride(from: 0, to: pattern.lengths.count, by: 2).map { pattern.lengths[$0] }.max() ?? 0
        for piece in pieces {
            #expect(piece.allSatisfy { $0.y == 0 && $0.x >= 0 && $0.x <= length })
            #expect(Double((piece.last?.x ?? 0) - (piece.first?.x ?? 0)) <= longest + 1e-9)
        }
    }
}
