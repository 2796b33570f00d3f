import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Gradients on SDL's software renderer: the colours at known points.
@MainActor
struct SDLGradientTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let twoStops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]

    func render(_ content: DisplayContent) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), pixelsPerPoint: 1, fontPath: nil)
        var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
        list.append(DisplayList(items: [DisplayItem(content, frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
        host.submit(list)
        return host
    }

    func near(_ pixel: RGBA8?, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 8) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.r) - r) <= tolerance && abs(Int(pixel.g) - g) <= tolerance && abs(Int(pixel.b) - b) <= tolerance
    }

    @Test func aLinearGradientRunsFromRedToBlue() throws {
        let host = try render(.shaded(.fill(.rectangle, color: .white), .linear(stops: Self.twoStops, start: .zero, end: CGPoint(x: 100, y: 0))))
        defer { host.shutdown() }
        // Pixel x's centre is at x + 0.5: a fraction of (x + 0.5) / 100 of the way.
        for x in [5, 25, 50, 75, 95] {
            let f = (Double(x) + 0.5) / 100
            #expect(near(host.pixel(x: x, y: 50), Int((1 - f) * 255), 0, Int(f * 255)), "x \(x): \(String(describing: host.pixel(x: x, y: 50)))")
        }
        // The same colour all the way down a column.
        #expect(host.pixel(x: 30, y: 5) == host.pixel(x: 30, y: 95))
    }

    @Test func aHardStopIsSharp() throws {
        let stops = [GradientStop(color: Self.red, location: 0.5), GradientStop(color: Self.blue, location: 0.5)]
        let host = try render(.shaded(.fill(.rectangle, color: .white), .linear(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0))))
        defer { host.shutdown() }
        #expect(near(host.pixel(x: 48, y: 50), 255, 0, 0, within: 2) && near(host.pixel(x: 51, y: 50), 0, 0, 255, within: 2))
    }

    @Test func aRadialGradientIsRedAtTheCentreAndBlueAtTheRim() throws {
        let host = try render(.shaded(.fill(.rectangle, color: .white),
                                      .radial(stops: Self.twoStops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40)))
        defer { host.shutdown() }
        #expect(near(host.pixel(x: 50, y: 50), 255, 0, 0, within: 12))
        #expect(near(host.pixel(x: 70, y: 50), 128, 0, 128, within: 14))   // halfway out
        #expect(near(host.pixel(x: 50, y: 30), 128, 0, 128, within: 14))
        #expect(near(host.pixel(x: 95, y: 95), 0, 0, 255, within: 2))      // past the end radius
    }

    @Test func anAngularGradientGoesRoundClockwise() throws {
        let host = try render(.shaded(.fill(.ellipse, color: .white),
                                      .angular(stops: Self.twoStops, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 0)))
        defer { host.shutdown() }
        #expect(near(host.pixel(x: 80, y: 52), 250, 0, 5, within: 14))     // just past the start
        #expect(near(host.pixel(x: 50, y: 80), 191, 0, 64, within: 14))    // a quarter turn
        #expect(near(host.pixel(x: 20, y: 50), 128, 0, 128, within: 14))   // half
        #expect(near(host.pixel(x: 80, y: 47), 5, 0, 250, within: 14))     // just before the end
    }

    @Test func aGradientStrokeIsColouredAlongTheRing() throws {
        let ring = DisplayContent.styledStroke(.ellipse, color: .white, style: StrokeStyle(lineWidth: 8))
        let host = try render(.shaded(ring, .linear(stops: Self.twoStops, start: .zero, end: CGPoint(x: 0, y: 100))))
        defer { host.shutdown() }
        #expect(near(host.pixel(x: 50, y: 2), 250, 0, 5, within: 10))
        #expect(near(host.pixel(x: 50, y: 97), 5, 0, 250, within: 10))
        #expect(host.pixel(x: 50, y: 50)?.r == 0 && host.pixel(x: 50, y: 50)?.b == 0)
    }

    /// As the headless host draws (vertices rounded, fringes' coverage in a texture), a
    /// gradient covers exactly what the plain fill covers: no pixel of the inside goes missing
    /// where its triangles were cut, wherever the shape lands on the pixel grid.
    @Test(arguments: [(7.3, 5.6), (0, 0), (3.5, 2.25), (1.1, 9.9)])
    func aCutFillLeavesNoHoleOnARasteriserThatRounds(x: Double, y: Double) throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 120, height: 120), pixelsPerPoint: 1, fontPath: nil)
        defer { host.shutdown() }
        let white = [GradientStop(color: .white, location: 0), GradientStop(color: .white, location: 0.5),
                     GradientStop(color: .white, location: 0.5), GradientStop(color: .white, location: 1)]
        var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
        func total(_ content: DisplayContent) -> (sum: Int, holes: Int) {
            list.removeAll(pixelsPerPoint: 1, vertexSampleOffset: host.vertexSampleOffset, snapsVerticesToPixels: host.snapsVerticesToPixels, drawsShapeMasks: false)
            list.append(DisplayList(items: [DisplayItem(content, frame: CGRect(x: 0, y: 0, width: 100, height: 100), transform: CGAffineTransform(translationX: x, y: y))]))
            host.submit(list)
            var sum = 0, holes = 0
            for py in 0..<120 {
                for px in 0..<120 {
                    let red = Int(host.pixel(x: px, y: py)?.r ?? 0)
                    sum += red
                    if hypot(Double(px) + 0.5 - 50 - x, Double(py) + 0.5 - 50 - y) < 49.3 && red < 250 { holes += 1 }
                }
            }
            return (sum, holes)
        }
        #expect(host.snapsVerticesToPixels)
        let plain = total(.fill(.ellipse, color: .white))
        for shading in [Shading.angular(stops: white, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 0),
                        .radial(stops: white, center: CGPoint(x: 30, y: 40), startRadius: 0, endRadius: 50),
                        .linear(stops: white, start: .zero, end: CGPoint(x: 90, y: 30))] {
            let shaded = total(.shaded(.fill(.ellipse, color: .white), shading))
            #expect(shaded.holes == 0, "\(shading)")
            #expect(abs(shaded.sum - plain.sum) < plain.sum / 1000, "\(shaded.sum) against \(plain.sum)")
        }
    }
}
