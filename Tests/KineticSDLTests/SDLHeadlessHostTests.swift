import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// The repository's font, found from this file's path.
let repositoryFont = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets/fonts/DejaVuSans.ttf").path

/// Pixel tests through SDL's software renderer drawing into memory: no display needed.
@MainActor
struct SDLHeadlessHostTests {
    static let fill = RGBAColor(red: 1, green: 0.5, blue: 0)

    func render(background: RGBAColor, scale: Double = 1, draw: (inout DrawList) -> Void) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), pixelsPerPoint: scale, fontPath: repositoryFont)
        var list = DrawList(pixelsPerPoint: scale, clearColor: background)
        draw(&list)
        host.submit(list)
        return host
    }

    /// A 72-point circle from a display list, compared pixel by pixel with its exact coverage
    /// (16 × 16 samples a pixel): centred where it should be and close to exact on its rim.
    ///
    /// SDL's software renderer truncates every vertex to a whole pixel (the list's half-pixel
    /// offset makes that a rounding, which centres shapes); a shape placed between pixels is
    /// therefore drawn with its vertices rounded one by one, so this holds for whole-pixel
    /// placement only. The accelerated renderers keep vertices in floating point.
    @Test(arguments: [CGPoint(x: 10, y: 14), CGPoint(x: 13, y: 9)])
    func aCircleCoversWhatTheTrueCircleCovers(origin: CGPoint) throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), fontPath: nil)
        defer { host.shutdown() }
        var list = DrawList(clearColor: RGBAColor(hex: 0x000000))
        list.vertexSampleOffset = host.vertexSampleOffset
        var display = DisplayList()
        display.append(DisplayItem(.fill(.ellipse, color: RGBAColor(hex: 0xffffff)), frame: CGRect(origin: origin, size: CGSize(width: 72, height: 72))))
        list.append(display)
        host.submit(list)
        let cx = Double(origin.x) + 36, cy = Double(origin.y) + 36
        var sx = 0.0, sy = 0.0, sw = 0.0, error = 0.0, rim = 0, worst = 0.0
        for y in 0..<100 {
            for x in 0..<100 {
                let covered = Double(try #require(host.pixel(x: x, y: y)).g) / 255
                sx += covered * (Double(x) + 0.5)
                sy += covered * (Double(y) + 0.5)
                sw += covered
                var inside = 0
                for i in 0..<16 {
                    for j in 0..<16 {
                        let dx = Double(x) + (Double(j) + 0.5) / 16 - cx, dy = Double(y) + (Double(i) + 0.5) / 16 - cy
                        if dx * dx + dy * dy <= 36 * 36 { inside += 1 }
                    }
                }
                let exact = Double(inside) / 256
                if exact > 0 && exact < 1 || abs(covered - exact) > 0.02 {
                    rim += 1
                    error += abs(covered - exact)
                    worst = max(worst, abs(covered - exact))
                }
            }
        }
        #expect(abs(sx / sw - cx) < 0.02 && abs(sy / sw - cy) < 0.02, "centroid (\(sx / sw), \(sy / sw)), expected (\(cx), \(cy))")
        #expect(abs(sw - Double.pi * 36 * 36) < 12, "area \(sw)")
        #expect(error / Double(rim) < 0.15, "mean rim error \(error / Double(rim)) over \(rim) pixels")
        #expect(worst < 0.45, "worst rim error \(worst)")
    }

    /// A 1-point stroke is visible wherever it runs, covering one pixel's worth per column. (In
    /// SDL's software renderer vertices sit on pixel edges, so a line centred on a row of pixel
    /// centres is drawn as two half-covered rows; an accelerated renderer draws one solid row.)
    @Test func aOnePixelStrokeIsVisible() throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), fontPath: nil)
        defer { host.shutdown() }
        var list = DrawList(clearColor: RGBAColor(hex: 0x000000))
        list.vertexSampleOffset = host.vertexSampleOffset
        var display = DisplayList()
        var straight = Path()
        straight.move(to: CGPoint(x: 10, y: 20.5))
        straight.addLine(to: CGPoint(x: 90, y: 20.5))
        var diagonal = Path()
        diagonal.move(to: CGPoint(x: 10, y: 40))
        diagonal.addLine(to: CGPoint(x: 90, y: 90))
        for path in [straight, diagonal] {
            display.append(DisplayItem(.stroke(.path(path), color: RGBAColor(hex: 0xffffff), lineWidth: 1), frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        list.append(display)
        host.submit(list)
        for x in 12..<88 {
            let rows = try (16..<26).map { Int(try #require(host.pixel(x: x, y: $0)).g) }
            #expect(abs(rows.reduce(0, +) - 255) < 26, "the straight line covers \(rows) at x = \(x)")
            #expect(rows[0...2].allSatisfy { $0 < 5 } && rows[7...].allSatisfy { $0 < 5 }, "the straight line bleeds at x = \(x): \(rows)")
            let column = try (38..<95).map { try #require(host.pixel(x: x, y: $0)).g }
            #expect(column.max()! > 100, "the diagonal is invisible at x = \(x)")
        }
    }

    @Test func clearColourPlusOneAntiAliasedCircle() throws {
        let host = try render(background: RGBAColor(hex: 0x000000)) { list in
            list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 30.3, color: Self.fill)
        }
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50) == RGBA8(r: 255, g: 128, b: 0, a: 255))
        #expect(host.pixel(x: 2, y: 2) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        // The rim is a ring of blended pixels, neither fill nor background, about one pixel wide
        // all the way round, and nothing is blended away from it.
        var blended = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let pixel = try #require(host.pixel(x: x, y: y))
                guard pixel.r > 5 && pixel.r < 250 else { continue }
                blended += 1
                let distance = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
                #expect(abs(distance - 30.3) < 1.5, "blended pixel at (\(x), \(y)), \(distance) from the centre")
            }
        }
        let circumference = 2 * Double.pi * 30.3
        #expect(Double(blended) > 0.6 * circumference && Double(blended) < 2 * circumference, "\(blended) blended pixels")
    }

    @Test func edgePixelsArePartlyTransparentOverAClearBackground() throws {
        let host = try render(background: .clear) { list in
            list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 20.5, color: Self.fill)
        }
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50)?.a == 255)
        #expect(host.pixel(x: 5, y: 5)?.a == 0)
        let edge = try #require(host.pixel(x: 70, y: 50))  // half a pixel inside, half outside
        #expect(edge.a > 20 && edge.a < 235, "edge alpha \(edge.a)")
    }

    @Test func hiDPIDoublesTheFramebuffer() throws {
        let host = try render(background: .black, scale: 2) { list in
            list.fillCircle(center: CGPoint(x: 50, y: 50), radius: 10, color: .white)
        }
        defer { host.shutdown() }
        #expect(host.pixel(x: 100, y: 100) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 100, y: 118)?.r == 255)  // 9 points down is 18 pixels
        #expect(host.pixel(x: 199, y: 199) != nil)
        #expect(host.pixel(x: 200, y: 200) == nil)
    }

    @Test func textIsDrawn() throws {
        let host = try render(background: .black) { list in
            list.addText("Kinetic", at: CGPoint(x: 4, y: 4), size: 20, color: .white)
        }
        defer { host.shutdown() }
        var lit = 0
        for y in 0..<40 { for x in 0..<100 where (host.pixel(x: x, y: y)?.r ?? 0) > 128 { lit += 1 } }
        #expect(lit > 50)
    }

    @Test func screenshotsAreWrittenAsPNG() throws {
        let host = try render(background: .white) { _ in }
        defer { host.shutdown() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try host.saveScreenshot(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func unwritableScreenshotPathIsAClearError() throws {
        let host = try render(background: .white) { _ in }
        defer { host.shutdown() }
        #expect {
            try host.saveScreenshot(to: "/no/such/folder/shot.png")
        } throws: { error in
            String(describing: error).contains("/no/such/folder/shot.png")
        }
    }

    @Test func aMissingFontNamesItsPath() {
        #expect {
            _ = try SDLHeadlessHost(size: CGSize(width: 10, height: 10), fontPath: "/no/such/font.ttf")
        } throws: { error in
            String(describing: error).contains("/no/such/font.ttf")
        }
    }
}
