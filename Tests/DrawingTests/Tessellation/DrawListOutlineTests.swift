import Foundation
import Testing
@testable import Drawing

struct DrawListOutlineTests {
    func flatten(_ path: Path, transform: Drawing.CGAffineTransform = .identity, tolerance: Double = 0.25) -> ([CGPoint], [OutlineSubpath])? {
        var points: [CGPoint] = [], subpaths: [OutlineSubpath] = []
        guard DrawList.flatten(path.elements, transform: transform, tolerance: tolerance, into: &points, subpaths: &subpaths) else { return nil }
        return (points, subpaths)
    }

    @Test func subpathsKeepWhetherTheyWereClosedAndDropRepeats() throws {
        let path = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.move(to: CGPoint(x: 20, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 0))
            path.addLine(to: CGPoint(x: 30, y: 0))
            path.move(to: CGPoint(x: 50, y: 50))  // a lone point is no subpath
        }
        let (points, subpaths) = try #require(flatten(path))
        #expect(subpaths == [OutlineSubpath(start: 0, count: 4, isClosed: true), OutlineSubpath(start: 4, count: 2, isClosed: false)])
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
                           CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)])
    }

    @Test func curvesAreFlattenedAfterTheTransformSoScaledCurvesStaySmooth() throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let small = try #require(flatten(circle)).0.count
        let large = try #require(flatten(circle, transform: CGAffineTransform(scaleX: 10, y: 10))).0.count
        #expect(large > 2 * small)
        // Every flattened point of the scaled circle is on it, and every chord's midpoint within
        // the tolerance of it.
        let (points, _) = try #require(flatten(circle, transform: CGAffineTransform(scaleX: 10, y: 10)))
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            #expect(abs(hypot(p.x - 50, p.y - 50) - 50) < 0.05)
            #expect(50 - hypot((p.x + q.x) / 2 - 50, (p.y + q.y) / 2 - 50) < 0.25 + 0.05)
        }
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity, 2e9])
    func badOrHugeCoordinatesFailAndLeaveNothing(value: CGFloat) {
        let path = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: value, y: 10)]) }
        #expect(flatten(path) == nil)
        let curve = Path { $0.move(to: .zero); $0.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: value, y: 0), control2: .zero) }
        #expect(flatten(curve) == nil)
    }
}
