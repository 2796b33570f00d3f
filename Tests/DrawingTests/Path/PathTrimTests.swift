import Foundation
import Testing
@testable import Drawing

struct PathTrimTests {
    /// The points a trimmed path visits, in order.
    func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
    }

    @Test(arguments: [(0.0, 0.5, [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]),
                      (0.125, 0.375, [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)]),
                      (0.75, 1.0, [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 0)])])
    func aClosedSquareIsTrimmedAlongItsEdgesIncludingTheClosingOne(from: Double, to: Double, expected: [CGPoint]) {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let trimmed = points(square.trimmedPath(from: from, to: to))
        #expect(trimmed.count == expected.count)
        for (p, q) in zip(trimmed, expected) { #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "\(trimmed)") }
    }

    @Test func aQuarterOfACircleEndsAQuarterOfTheWayRound() throws {
        let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let quarter = points(circle.trimmedPath(from: 0, to: 0.25))
        let first = try #require(quarter.first), last = try #require(quarter.last)
        // Every point stays on the circle, and the arc spans a quarter turn.
        for p in quarter { #expect(abs(hypot(Double(p.x), Double(p.y)) - 50) < 0.1) }
        let turn = abs(atan2(Double(last.y), Double(last.x)) - atan2(Double(first.y), Double(first.x)))
        #expect(abs(min(turn, 2 * .pi - turn) - .pi / 2) < 0.01, "\(turn)")
    }

    @Test(arguments: [(0.5, 0.5), (0.8, 0.2), (Double.nan, Double.nan)])
    func anEmptyOrBackwardRangeIsAnEmptyPath(from: Double, to: Double) {
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: from, to: to).elements.isEmpty)
    }

    @Test func theWholeRangeIsThePathItself() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: -3, to: 7) == path)
    }
}
