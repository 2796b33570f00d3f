import Foundation
import Testing
@testable import Drawing

struct ShadingTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let clear = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
    static let threeStops = [GradientStop(color: red, location: 0), GradientStop(color: green, location: 0.5), GradientStop(color: blue, location: 1)]

    @Test(arguments: [(0.0, 0.0), (25, 0.25), (100, 1), (-10, -0.1), (150, 1.5)])
    func aLinearGradientsFractionIsTheProjection(x: Double, fraction: Double) {
        let shading = Shading.linear(stops: Self.threeStops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        #expect(abs(shading.fraction(at: CGPoint(x: x, y: 37)) - fraction) < 1e-12)
    }

    @Test func radialAndEllipticalFractionsAreDistances() {
        let radial = Shading.radial(stops: Self.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 10, endRadius: 50)
        #expect(abs(radial.fraction(at: CGPoint(x: 80, y: 50)) - 0.5) < 1e-12)
        #expect(radial.fraction(at: CGPoint(x: 50, y: 55)) < 0)
        let elliptical = Shading.elliptical(stops: Self.threeStops, center: CGPoint(x: 100, y: 50), radii: CGSize(width: 100, height: 50),
                                            startFraction: 0, endFraction: 1)
        #expect(abs(elliptical.fraction(at: CGPoint(x: 150, y: 50)) - 0.5) < 1e-12)
        #expect(abs(elliptical.fraction(at: CGPoint(x: 100, y: 25)) - 0.5) < 1e-12)
    }

    @Test func anAngularGradientTurnsClockwiseAndFillsWhatItMisses() throws {
        let whole = Shading.angular(stops: Self.threeStops, center: .zero, startAngle: 0, endAngle: 0)
        #expect(abs(whole.fraction(at: CGPoint(x: 0, y: 10)) - 0.25) < 1e-12)   // below the centre: a quarter turn clockwise
        #expect(abs(whole.fraction(at: CGPoint(x: -10, y: 0)) - 0.5) < 1e-12)
        // A half turn from 0 to 180°: above the centre is the missing half; its first half
        // shows the last colour (fraction over 1), its second the first (under 0).
        let half = Shading.angular(stops: Self.threeStops, center: .zero, startAngle: 0, endAngle: .pi)
        #expect(half.fraction(at: CGPoint(x: -10, y: -1)) > 1)
        #expect(half.fraction(at: CGPoint(x: 10, y: -1)) < 0)
        #expect(try #require(half.angularSeam) == 1.5 * .pi)
        // Over a turn: the last whole turn.
        let long = Shading.angular(stops: Self.threeStops, center: .zero, startAngle: 0, endAngle: 3 * .pi)
        #expect(try #require(long.angularSpan()) == (.pi, 2 * .pi))
    }

    @Test func coloursMixWithPremultipliedAlpha() {
        let fade = [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.clear, location: 1)]
        let middle = Shading.interpolatedColor(fade, at: 0.5)
        #expect(middle.red == 1 && middle.green == 0 && abs(middle.opacity - 0.5) < 1e-12)
        let mixed = Shading.interpolatedColor(Self.threeStops, at: 0.75)
        #expect(abs(mixed.green - 0.5) < 1e-12 && abs(mixed.blue - 0.5) < 1e-12 && mixed.red == 0)
        #expect(Shading.interpolatedColor(Self.threeStops, at: -3) == Self.red && Shading.interpolatedColor(Self.threeStops, at: .nan) == Self.red)
    }

    @Test func normalizingSortsStopsKeepingTiesInOrder() {
        let hard = [GradientStop(color: Self.blue, location: 1), GradientStop(color: Self.red, location: 0.5),
                    GradientStop(color: Self.green, location: 0.5), GradientStop(color: Self.red, location: .nan)]
        let stops = Shading.linear(stops: hard, start: .zero, end: CGPoint(x: 1, y: 0)).normalized.stops
        #expect(stops.map(\.location) == [0, 0.5, 0.5, 1])
        #expect(stops[1].color == Self.red && stops[2].color == Self.green)
        #expect(Shading.linear(stops: [], start: .zero, end: .zero).normalized.stops.count == 1)
    }
}

/// Gradient fills and strokes as triangles: cut where the colour bends, coloured per vertex.
struct DrawListShadingTests {
    func draw(_ content: DisplayContent, scale: Double = 1) -> DrawList {
        DrawList.drawing(DisplayItem(content, frame: CGRect(x: 0, y: 0, width: 100, height: 100)), pixelsPerPoint: scale)
    }

    @Test(arguments: [1.0, 2.0])
    func aLinearGradientIsCutAtEveryStop(scale: Double) {
        let shading = Shading.linear(stops: ShadingTests.threeStops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let list = draw(.shaded(.fill(.rectangle, color: .white), shading), scale: scale)
        let solid = draw(.fill(.rectangle, color: .white), scale: scale)
        #expect(abs(list.coverage - solid.coverage) < 1e-4 * solid.coverage)
        // No triangle spans the middle stop, and vertices on it are green.
        for (a, b, c) in list.triangles {
            let xs = [a.x, b.x, c.x].map { Double($0) / scale }
            #expect(!(xs.min()! < 50 - 1e-3 && xs.max()! > 50 + 1e-3))
        }
        let onStop = list.vertices.filter { abs(Double($0.x) / scale - 50) < 1e-3 && $0.color.a == 255 }
        #expect(!onStop.isEmpty && onStop.allSatisfy { $0.color.g == 255 && $0.color.r == 0 && $0.color.b == 0 })
        // Left of the stop, green grows and red falls with x.
        let quarter = list.vertices.first { abs(Double($0.x) / scale - 25) < 1 && $0.color.a == 255 }
        #expect(quarter == nil || (quarter!.color.r > 100 && quarter!.color.g > 100))
    }

    @Test func radialGradientsAreCutIntoCells() {
        let shading = Shading.radial(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50)
        let list = draw(.shaded(.fill(.ellipse, color: .white), shading))
        let solid = draw(.fill(.ellipse, color: .white))
        #expect(abs(list.coverage - solid.coverage) < 1e-4 * solid.coverage)
        // A fifth of the 50-point span: 10-point cells.
        let cell = DrawList.shadingCell(for: shading, pixelsPerUnit: 1)
        #expect(cell == 10)
        for (a, b, c) in list.triangles {
            #expect(Double(max(a.x, b.x, c.x) - min(a.x, b.x, c.x)) <= cell + 1e-3)
            #expect(Double(max(a.y, b.y, c.y) - min(a.y, b.y, c.y)) <= cell + 1e-3)
        }
        // The centre is red, the rim blue.
        let centre = list.vertices.min { hypot(Double($0.x) - 50, Double($0.y) - 50) < hypot(Double($1.x) - 50, Double($1.y) - 50) }
        #expect(centre.map { $0.color.r > 200 } == true)
    }

    @Test(arguments: [(10.0, 1.0, 8.0), (50, 1, 10), (50, 2, 20), (400, 1, 32), (Double.nan, 1, 8)])
    func cellsFollowTheGradientsSpan(radius: Double, scale: Double, cell: Double) {
        let radial = Shading.radial(stops: ShadingTests.threeStops, center: .zero, startRadius: 0, endRadius: radius)
        #expect(DrawList.shadingCell(for: radial, pixelsPerUnit: scale) == cell)
        #expect(DrawList.shadingCell(for: .angular(stops: [], center: .zero, startAngle: 0, endAngle: 0), pixelsPerUnit: scale) == 12)
    }

    @Test func anAngularGradientsTrianglesStayOnOneSideOfItsSeam() {
        let shading = Shading.angular(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 0)
        let list = draw(.shaded(.fill(.ellipse, color: .white), shading))
        // Each triangle's colours come from one side: none mixes the first colour (red, at the
        // seam's start) with the last (blue, just before it) at full strength.
        for (a, b, c) in list.triangles {
            let reds = [a, b, c].filter { $0.color.r > 230 && $0.color.a > 0 }.count
            let blues = [a, b, c].filter { $0.color.b > 230 && $0.color.a > 0 }.count
            #expect(reds == 0 || blues == 0)
        }
    }

    @Test func aGradientStrokeKeepsItsCoverageAndShadowsStayPlain() {
        let shading = Shading.linear(stops: ShadingTests.threeStops, start: .zero, end: CGPoint(x: 0, y: 100))
        let stroke = draw(.shaded(.styledStroke(.ellipse, color: .white, style: StrokeStyle(lineWidth: 6, dash: [10, 4])), shading))
        let plain = draw(.styledStroke(.ellipse, color: .white, style: StrokeStyle(lineWidth: 6, dash: [10, 4])))
        #expect(abs(stroke.coverage - plain.coverage) < 1e-4 * plain.coverage)
        #expect(stroke.vertices.contains { $0.color.r == 255 && $0.color.a == 255 } && stroke.vertices.contains { $0.color.b == 255 && $0.color.a == 255 })
    }

    @Test func aGradientDrawnAgainAsBeforeIsCopied() {
        var list = DrawList(pixelsPerPoint: 1)
        let shading = Shading.radial(stops: ShadingTests.threeStops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50)
        let gradient = DisplayItem(.shaded(.fill(.ellipse, color: .white), shading), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        list.append(DisplayList(items: [gradient]))
        let drawn = (list.vertices, list.indices)
        #expect(list.shadedCache.count == 1)
        // After another item: the same vertices, the indices moved past the square's.
        list.removeAll()
        list.append(DisplayList(items: [square, gradient]))
        let squareVertices = list.vertices.count - drawn.0.count
        #expect(Array(list.vertices[squareVertices...]) == drawn.0)
        #expect(list.commands == [.triangles(firstIndex: 0, indexCount: list.indices.count)])
        #expect(list.indices.suffix(drawn.1.count).map { $0 - UInt32(squareVertices) } == drawn.1)
        #expect(list.shadedCache.count == 1)
        // Moved, it is drawn anew.
        var moved = gradient
        moved.transform = CGAffineTransform(translationX: 3, y: 0)
        list.removeAll()
        list.append(DisplayList(items: [moved]))
        #expect(list.shadedCache.count == 2)
    }

    @Test func badGradientsDrawSomethingSensible() {
        // Start and end at one point: every fraction is 0, the first colour.
        let degenerate = Shading.linear(stops: ShadingTests.threeStops, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5))
        let list = draw(.shaded(.fill(.rectangle, color: .white), degenerate))
        #expect(list.vertices.allSatisfy { $0.color.r == 255 || $0.color.a == 0 })
        let nan = Shading.radial(stops: ShadingTests.threeStops, center: CGPoint(x: Double.nan, y: 0), startRadius: 0, endRadius: .nan)
        #expect(draw(.shaded(.fill(.rectangle, color: .white), nan)).allVerticesFinite)
    }
}
