import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// The repository's images, found from this file's path.
let repositoryImages = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets/images").path

/// Display lists drawn through the software renderer, checked pixel by pixel.
@MainActor
struct SDLCanvasTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let green = RGBAColor(red: 0, green: 1, blue: 0)
    static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    func render(_ items: [DisplayItem], scale: Double = 1) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), pixelsPerPoint: scale, fontPath: repositoryFont,
                                       imageFolder: repositoryImages)
        var list = DrawList(pixelsPerPoint: scale, clearColor: .black)
        list.append(DisplayList(items: items))
        host.submit(list)
        return host
    }

    @Test func aFilledRoundedRectangleHasRoundCornersAndSoftEdges() throws {
        let host = try render([DisplayItem(
            .fill(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .circular), color: .white),
            frame: CGRect(x: 20.5, y: 20, width: 60, height: 40))])
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 40) == Self.white)
        #expect(host.pixel(x: 25, y: 40) == Self.white)
        #expect(host.pixel(x: 50, y: 21) == Self.white)
        // The corner is cut away: (22, 22) is 12 points from the corner circle's centre.
        #expect(host.pixel(x: 22, y: 21) == Self.black)
        #expect(host.pixel(x: 18, y: 40) == Self.black)
        // The left edge runs through the middle of column 20: half covered.
        let edge = try #require(host.pixel(x: 20, y: 40))
        #expect(edge.r > 100 && edge.r < 156, "edge \(edge)")
    }

    @Test func aStrokedEllipseIsARing() throws {
        let host = try render([DisplayItem(.stroke(.ellipse, color: .white, lineWidth: 4), frame: CGRect(x: 10, y: 10, width: 80, height: 80))])
        defer { host.shutdown() }
        #expect(host.pixel(x: 50, y: 50) == Self.black)
        #expect(host.pixel(x: 50, y: 20) == Self.black)
        #expect(host.pixel(x: 49, y: 9) == Self.white)
        #expect(host.pixel(x: 89, y: 50) == Self.white)
        #expect(host.pixel(x: 50, y: 5) == Self.black)
    }

    /// SDL's software renderer snaps vertices to whole pixels, so a line's ink moves between
    /// rows, but the ink across it, summed, is its width: a half-point line shows at half
    /// strength rather than vanishing. (Widths here put every vertex on a whole or half pixel.)
    @Test(arguments: [0.5, 1, 2, 4])
    func aLinesInkAcrossItIsItsWidth(lineWidth: Double) throws {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 50.5)); $0.addLine(to: CGPoint(x: 100, y: 50.5)) }
        let host = try render([DisplayItem(.stroke(.path(line), color: .white, lineWidth: lineWidth), frame: CGRect(x: 0, y: 0, width: 100, height: 100))])
        defer { host.shutdown() }
        for x in [10, 50, 90] {
            let ink = (40..<60).reduce(0.0) { $0 + Double(host.pixel(x: x, y: $1)?.r ?? 0) / 255 }
            #expect(abs(ink - lineWidth) < 0.1, "ink \(ink) across a \(lineWidth)-point line at x = \(x)")
        }
        #expect(host.pixel(x: 50, y: 45) == Self.black)
    }

    @Test(arguments: [1.0, 2.0])
    func aRectangularClipCutsTheItemsItCovers(scale: Double) throws {
        let clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 25, y: 25, width: 50, height: 50), transform: .identity)
        let host = try render([
            DisplayItem(.fill(.rectangle, color: Self.red), frame: CGRect(x: 0, y: 0, width: 100, height: 100), clip: clip),
            DisplayItem(.fill(.ellipse, color: Self.green), frame: CGRect(x: 40, y: 40, width: 20, height: 20), clip: clip),
            DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        ], scale: scale)
        defer { host.shutdown() }
        func at(_ x: Double, _ y: Double) -> RGBA8? { host.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(at(26, 26) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(at(50, 50) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(at(74.6, 74.6) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(at(75.1, 75.1) == Self.black)
        #expect(at(24.9, 50) == Self.black)
        #expect(at(50, 80) == Self.black)
        // The item after the clip is not clipped.
        #expect(at(5, 5) == Self.white)
    }

    @Test(arguments: [1.0, 2.0])
    func anImageIsDrawnOverItsFrame(scale: Double) throws {
        let host = try render([DisplayItem(.image(name: "checker"), frame: CGRect(x: 10, y: 20, width: 32, height: 32))], scale: scale)
        defer { host.shutdown() }
        func at(_ x: Double, _ y: Double) -> RGBA8? { host.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        #expect(at(11, 21) == red)
        #expect(at(40, 21) == blue)
        #expect(at(11, 50) == blue)
        #expect(at(40, 50) == red)
        #expect(at(9, 30) == Self.black)
        #expect(at(43, 30) == Self.black)
    }

    /// Scaled up four times, the checker's inner edge is a blend when sampled linearly and a
    /// step when sampled nearest.
    @Test func nearestSamplingKeepsAScaledImagesEdgesHard() throws {
        func row(_ sampling: ImageSampling) throws -> [RGBA8] {
            let host = try render([DisplayItem(.image(name: "checker", sampling: sampling), frame: CGRect(x: 0, y: 0, width: 128, height: 128))])
            defer { host.shutdown() }
            return (56..<72).compactMap { host.pixel(x: $0, y: 10) }
        }
        let nearest = try row(.nearest), linear = try row(.linear)
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        #expect(nearest.allSatisfy { $0 == red || $0 == blue }, "\(nearest)")
        #expect(nearest.first == red && nearest.last == blue)
        #expect(linear.contains { $0.r > 40 && $0.r < 215 && $0.b > 40 && $0.b < 215 }, "\(linear)")
    }

    @Test func imageOpacityBlendsAndAMissingImageDrawsNothing() throws {
        let host = try render([
            DisplayItem(.image(name: "checker.png"), frame: CGRect(x: 0, y: 0, width: 32, height: 32), opacity: 0.5),
            DisplayItem(.image(name: "no-such-image"), frame: CGRect(x: 50, y: 50, width: 32, height: 32)),
            DisplayItem(.image(name: "no-such-image"), frame: CGRect(x: 50, y: 0, width: 32, height: 32)),
        ])
        defer { host.shutdown() }
        let pixel = try #require(host.pixel(x: 4, y: 4))
        #expect(pixel.r > 120 && pixel.r < 136 && pixel.b == 0, "\(pixel)")
        #expect(host.pixel(x: 60, y: 60) == Self.black)
    }

    @Test func boldTextIsHeavier() throws {
        func lit(_ weight: FontWeight) throws -> Int {
            let layout = TextLayout(lines: ["Kinetic"], size: 20, weight: weight, lineHeight: 24, color: .white)
            let host = try render([DisplayItem(.text(layout), frame: CGRect(x: 4, y: 4, width: 90, height: 24))])
            defer { host.shutdown() }
            var count = 0
            for y in 0..<40 { for x in 0..<100 where (host.pixel(x: x, y: y)?.r ?? 0) > 128 { count += 1 } }
            return count
        }
        let regular = try lit(.regular), bold = try lit(.bold)
        #expect(regular > 50)
        #expect(Double(bold) > 1.15 * Double(regular), "bold \(bold), regular \(regular)")
    }
}

extension SDLCanvasTests {
    /// The checker image's two colours, as drawn.
    static let checkerRed = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let checkerBlue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    /// The checker (32 × 32: red, blue / blue, red) with a 12-pixel left cap and a 4-pixel right
    /// one, 80 wide: the caps keep their width, so the red–blue edge, 4 pixels into the
    /// stretched middle (four times wider), is at 12 + 16 = 28, not at 40 as stretched whole.
    @Test func capsKeepTheirSizeAndTheMiddleStretches() throws {
        let slicing = ImageSlicing(left: 12, right: 4)
        let host = try render([DisplayItem(.image(name: "checker", sampling: .nearest, slicing: slicing), frame: CGRect(x: 0, y: 0, width: 80, height: 32))])
        defer { host.shutdown() }
        #expect(host.pixel(x: 11, y: 2) == Self.checkerRed)
        #expect(host.pixel(x: 27, y: 2) == Self.checkerRed)
        #expect(host.pixel(x: 29, y: 2) == Self.checkerBlue)
        #expect(host.pixel(x: 34, y: 2) == Self.checkerBlue)
        #expect(host.pixel(x: 77, y: 2) == Self.checkerBlue)
        #expect(host.pixel(x: 77, y: 30) == Self.checkerRed)
    }

    /// Tiled, a frame twice the checker's width shows it twice, side by side, at its own size.
    @Test func tilingRepeatsTheImageAtItsSize() throws {
        let host = try render([DisplayItem(.image(name: "checker", sampling: .nearest, slicing: ImageSlicing(tiles: true)),
                                           frame: CGRect(x: 0, y: 0, width: 64, height: 32))])
        defer { host.shutdown() }
        #expect(host.pixel(x: 4, y: 4) == Self.checkerRed)
        #expect(host.pixel(x: 20, y: 4) == Self.checkerBlue)
        #expect(host.pixel(x: 36, y: 4) == Self.checkerRed)
        #expect(host.pixel(x: 52, y: 4) == Self.checkerBlue)
        #expect(host.pixel(x: 36, y: 20) == Self.checkerBlue)
    }
}
