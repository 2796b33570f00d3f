import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Styled strokes on SDL's software renderer: caps, joins and dashes where their pixels are.
@MainActor
struct SDLStrokeStyleTests {
    func render(_ path: Path, _ style: StrokeStyle, color: RGBAColor = .white) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 100, height: 100), pixelsPerPoint: 1, fontPath: nil)
        var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
        list.append(DisplayList(items: [DisplayItem(.styledStroke(.path(path), color: color, style: style),
                                                    frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
        host.submit(list)
        return host
    }

    /// The red channel of pixel (x, y): 255 where the white line covers it, 0 where it does not.
    func red(_ host: SDLHeadlessHost, _ x: Int, _ y: Int) -> Int { Int(host.pixel(x: x, y: y)?.r ?? 0) }

    static let line = Path { $0.move(to: CGPoint(x: 20, y: 50)); $0.addLine(to: CGPoint(x: 80, y: 50)) }

    /// Pixel (16, 50) is 3.5 points before the line's start, on its axis; (15, 46) lies in the
    /// square cap's corner but outside the round cap (its centre 5.7 points from the end).
    @Test(arguments: [(CGLineCap.butt, 0, 0), (.round, 255, 0), (.square, 255, 255)])
    func capsCoverTheirEnds(cap: CGLineCap, axis: Int, corner: Int) throws {
        let host = try render(Self.line, StrokeStyle(lineWidth: 10, lineCap: cap))
        defer { host.shutdown() }
        #expect(red(host, 16, 50) == axis && red(host, 83, 50) == axis)
        #expect(red(host, 15, 46) == corner && red(host, 84, 53) == corner)
        #expect(red(host, 50, 46) == 255 && red(host, 50, 56) == 0)
        #expect(red(host, 12, 50) == 0)
    }

    static let corner = Path { path in
        path.move(to: CGPoint(x: 20, y: 60))
        path.addLine(to: CGPoint(x: 60, y: 60))
        path.addLine(to: CGPoint(x: 60, y: 20))
    }

    /// The outer corner of a 10-wide right angle at (60, 60): pixel (64, 64) is inside only the
    /// miter; (63, 62) inside the miter and the round join, outside the bevel's cut.
    @Test(arguments: [(CGLineJoin.miter, 10.0, 255, 255), (.round, 10, 0, 255), (.bevel, 10, 0, 0), (.miter, 1.2, 0, 0)])
    func joinsShapeTheOuterCorner(join: CGLineJoin, miterLimit: Double, tip: Int, nearTip: Int) throws {
        let host = try render(Self.corner, StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit))
        defer { host.shutdown() }
        #expect(red(host, 64, 64) == tip)
        if nearTip == 0 { #expect(red(host, 63, 62) < 64) } else { #expect(red(host, 63, 62) == nearTip) }
        #expect(red(host, 58, 58) == 255 && red(host, 40, 62) == 255 && red(host, 62, 40) == 255)
    }

    @Test func dashesAndTheirPhase() throws {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 50)); $0.addLine(to: CGPoint(x: 100, y: 50)) }
        let host = try render(line, StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(red(host, 5, 50) == 255 && red(host, 15, 50) == 0 && red(host, 25, 50) == 255)
        host.shutdown()
        // Five points further into the pattern: every dash moves five points back.
        let marched = try render(line, StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        defer { marched.shutdown() }
        #expect(red(marched, 2, 50) == 255 && red(marched, 7, 50) == 0 && red(marched, 17, 50) == 255 && red(marched, 27, 50) == 0)
    }

    @Test func roundDotsFromZeroLengthDashes() throws {
        let host = try render(Self.line, StrokeStyle(lineWidth: 10, lineCap: .round, dash: [0, 20]))
        defer { host.shutdown() }
        for x in [20, 40, 60, 80] { #expect(red(host, x, 50) == 255 && red(host, x, 53) == 255, "dot at \(x)") }
        #expect(red(host, 30, 50) == 0 && red(host, 50, 50) == 0)
    }
}
