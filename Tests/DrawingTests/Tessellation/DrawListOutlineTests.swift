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

/// Ellipses, capsules and circular corners are cut as points on the true curve.
struct DrawListArcShapeTests {
    private func outline(_ shape: DisplayShape, _ rect: CGRect, _ transform: CGAffineTransform = .identity,
                         tolerance: Double = 0.25) -> [CGPoint]? {
        var points: [CGPoint] = [], subpaths: [OutlineSubpath] = []
        guard let done = DrawList.flattenArcShape(shape, in: rect, transform: transform, tolerance: tolerance, into: &points, subpaths: &subpaths) else { return nil }
        return done ? points : []
    }

    /// The largest gap between the polygon and the circle: the sagitta of its longest chord.
    private func sagitta(_ points: [CGPoint], centre: CGPoint, radius: Double) -> Double {
        var worst = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            worst = max(worst, radius - hypot(Double(mid.x - centre.x), Double(mid.y - centre.y)))
        }
        return worst
    }

    @Test(arguments: [(4.0, 0.25), (18, 0.25), (36, 0.25), (200, 0.25), (36, 0.1)])
    func aCirclesPointsLieOnItAndItsChordsStayWithinTheTolerance(radius: Double, tolerance: Double) throws {
        let centre = CGPoint(x: 50, y: 60)
        let points = try #require(outline(.ellipse, CGRect(x: 50 - radius, y: 60 - radius, width: 2 * radius, height: 2 * radius), tolerance: tolerance))
        // Vertices outside by half a chord's sagitta (at most half the tolerance); chords dip
        // inside by at most three quarters of it (next to a quarter's ends, which stay on the
        // curve).
        for p in points {
            let distance = hypot(Double(p.x - centre.x), Double(p.y - centre.y)) - radius
            #expect(distance > -1e-9 && distance <= tolerance / 2 + 1e-9)
        }
        #expect(sagitta(points, centre: centre, radius: radius) <= 0.75 * tolerance + 1e-9)
        // Symmetric: as many points in each quarter, one at each extreme.
        #expect(points.count % 4 == 0)
        #expect(points.contains { abs(Double($0.y) - (60 - radius)) < 1e-9 })
        #expect(points.contains { abs(Double($0.x) - (50 - radius)) < 1e-9 })
    }

    @Test func theToleranceHoldsInDevicePixelsUnderAScale() throws {
        let small = try #require(outline(.ellipse, CGRect(x: 0, y: 0, width: 20, height: 20)))
        let scaled = try #require(outline(.ellipse, CGRect(x: 0, y: 0, width: 20, height: 20), CGAffineTransform(scaleX: 8, y: 8)))
        #expect(scaled.count > 2 * small.count)
        #expect(sagitta(scaled, centre: CGPoint(x: 80, y: 80), radius: 80) <= 0.75 * 0.25 + 1e-9)
    }

    @Test func capsulesAndCircularCornersKeepTheirStraightSides() throws {
        let capsule = try #require(outline(.capsule, CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(capsule.allSatisfy { $0.x >= -1e-9 && $0.x <= 100 + 1e-9 && $0.y >= -1e-9 && $0.y <= 40 + 1e-9 })
        // The top side runs straight from the left cap to the right cap.
        #expect(capsule.contains { abs(Double($0.x) - 20) < 1e-9 && abs(Double($0.y)) < 1e-9 })
        #expect(capsule.contains { abs(Double($0.x) - 80) < 1e-9 && abs(Double($0.y)) < 1e-9 })
        let rounded = try #require(outline(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .circular), CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(rounded.contains { abs(Double($0.x) - 10) < 1e-9 && abs(Double($0.y)) < 1e-9 })
        #expect(rounded.contains { abs(Double($0.x) - 100) < 1e-9 && abs(Double($0.y) - 40) < 1e-9 })
        // Continuous corners and plain rectangles are left to the path flattener.
        #expect(outline(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous), CGRect(x: 0, y: 0, width: 100, height: 50)) == nil)
        #expect(outline(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func badNumbersDrawNothing() {
        #expect(outline(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10), CGAffineTransform(translationX: .nan, y: 0)) == [])
        #expect(outline(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10), CGAffineTransform(translationX: 3e9, y: 0)) == [])
    }
}
