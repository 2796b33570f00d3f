import Foundation
import Testing
import KineticCore
@testable import KineticSDL

/// Edges drawn by SDL's software renderer (the headless host) are as smooth as a window's.
///
/// That renderer truncates every vertex to a whole pixel, so a fringe whose coverage comes
/// from vertex colours follows the pixel grid and a small circle comes out faceted. These
/// tests read, from every partly covered pixel, how far from a round shape's centre the edge
/// lies: on a smooth edge it varies by a small fraction of a pixel all around.
@MainActor
struct SDLEdgeSmoothnessTests {
    /// The headless host's frame after drawing `display` at 1x, white on black.
    func render(_ display: DisplayList) throws -> SDLHeadlessHost {
        let host = try SDLHeadlessHost(size: CGSize(width: 80, height: 80), fontPath: nil)
        var list = DrawList(clearColor: RGBAColor(hex: 0x000000))
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, snapsVerticesToPixels: host.snapsVerticesToPixels)
        list.append(display)
        host.submit(list)
        return host
    }

    /// Where each partly covered pixel around (`cx`, `cy`) puts the edge, as a distance from
    /// it: a pixel whose centre is `r` pixels out and covered `c` says `r + c − ½` (coverage
    /// falls from 1 to 0 over the pixel either side of the edge). Only pixels in `angles`
    /// (radians, y down) count.
    func edgeRadii(_ host: SDLHeadlessHost, cx: Double, cy: Double, angles: ClosedRange<Double> = -Double.pi...Double.pi) -> [Double] {
        var radii: [Double] = []
        for y in 0..<80 {
            for x in 0..<80 {
                let c = Double(host.pixel(x: x, y: y)?.g ?? 0) / 255
                guard c > 0.1, c < 0.9 else { continue }
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                guard angles.contains(atan2(dy, dx)) else { continue }
                radii.append((dx * dx + dy * dy).squareRoot() + c - 0.5)
            }
        }
        return radii
    }

    /// A filled circle of radius 18 points at 1x: its edge is round, and where it should be.
    ///
    /// The polygon it is cut into (20 sides, straddling the circle) already varies by 0.22
    /// pixels, in a window too, so the edge may vary by 0.4. Rounded to whole pixels, its
    /// vertex-coloured fringe varied by 0.67 to 0.86.
    @Test(arguments: [CGPoint(x: 22, y: 22), CGPoint(x: 22.3, y: 21.6)])
    func aSmallCircleIsRound(origin: CGPoint) throws {
        var display = DisplayList()
        display.append(DisplayItem(.fill(.ellipse, color: RGBAColor(hex: 0xffffff)),
                                   frame: CGRect(origin: origin, size: CGSize(width: 36, height: 36))))
        let host = try render(display)
        defer { host.shutdown() }
        let radii = edgeRadii(host, cx: Double(origin.x) + 18, cy: Double(origin.y) + 18)
        let spread = radii.max()! - radii.min()!
        let mean = radii.reduce(0, +) / Double(radii.count)
        #expect(spread < 0.4, "half coverage between \(radii.min()!) and \(radii.max()!) px from the centre")
        #expect(abs(mean - 18) < 0.15, "half coverage at \(mean) px on average")
    }

    /// A rounded rectangle's corners are as smooth as a circle: the cause is general, not the
    /// circle's (0.82 when rounded to whole pixels).
    @Test func roundedCornersAreRound() throws {
        var display = DisplayList()
        // A 30-point-radius rounded square whose corners are quarter circles of radius 12.
        display.append(DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .circular),
                                         color: RGBAColor(hex: 0xffffff)),
                                   frame: CGRect(x: 10.4, y: 10.2, width: 60, height: 60)))
        let host = try render(display)
        defer { host.shutdown() }
        // From the centre of the top-left corner's circle, across its quarter.
        let radii = edgeRadii(host, cx: 22.4, cy: 22.2, angles: (-0.95 * Double.pi)...(-0.55 * Double.pi))
        let spread = radii.max()! - radii.min()!
        #expect(spread < 0.4, "half coverage between \(radii.min()!) and \(radii.max()!) px from the corner's centre")
    }

    /// The ring drawn around (`cx`, `cy`) read along `rays` rays from it, out from `inner` to
    /// `outer` pixels: at each angle, how much of the ray is covered (the line's width, where
    /// the frame is sampled between pixel centres by bilinear interpolation) and the
    /// coverage-weighted mean distance from the centre (the line's middle).
    func ringProfile(_ host: SDLHeadlessHost, cx: Double, cy: Double, inner: Double, outer: Double,
                     rays: Int = 180) -> (widths: [Double], radii: [Double]) {
        func coverage(_ x: Int, _ y: Int) -> Double { Double(host.pixel(x: x, y: y)?.g ?? 0) / 255 }
        func sample(_ x: Double, _ y: Double) -> Double {
            // Pixel centres are at half-integers.
            let px = x - 0.5, py = y - 0.5
            let x0 = Int(px.rounded(.down)), y0 = Int(py.rounded(.down))
            let fx = px - Double(x0), fy = py - Double(y0)
            return (coverage(x0, y0) * (1 - fx) + coverage(x0 + 1, y0) * fx) * (1 - fy)
                + (coverage(x0, y0 + 1) * (1 - fx) + coverage(x0 + 1, y0 + 1) * fx) * fy
        }
        var widths: [Double] = [], radii: [Double] = []
        let step = 0.05
        for ray in 0..<rays {
            let angle = 2 * Double.pi * Double(ray) / Double(rays)
            var total = 0.0, moment = 0.0
            var r = inner
            while r <= outer {
                let c = sample(cx + r * cos(angle), cy + r * sin(angle))
                total += c * step
                moment += c * r * step
                r += step
            }
            widths.append(total)
            radii.append(total > 0 ? moment / total : 0)
        }
        return (widths, radii)
    }

    /// A stroked circle of radius 24 points at 1x (the playground's target rings): its line
    /// keeps its place and its width all around.
    ///
    /// Its polygon straddles the circle within a quarter pixel, so the line's middle may vary
    /// by 0.4 pixels and its width by a quarter of the line's width (plus 0.1 for reading the
    /// frame between pixel centres, which varies the width of a perfectly drawn ring by up to
    /// 0.3). Rounded to whole pixels, its vertex-coloured fringes made the middle vary by 0.52 to
    /// 0.83 pixels and the width by 0.43 to 1.5.
    @Test(arguments: [(2.0, CGPoint(x: 16, y: 16)), (2.0, CGPoint(x: 16.3, y: 15.6)),
                      (1.0, CGPoint(x: 16, y: 16)), (1.0, CGPoint(x: 16.3, y: 15.6))])
    func aStrokedCircleIsRound(lineWidth: Double, origin: CGPoint) throws {
        var display = DisplayList()
        display.append(DisplayItem(.stroke(.ellipse, color: RGBAColor(hex: 0xffffff), lineWidth: lineWidth),
                                   frame: CGRect(origin: origin, size: CGSize(width: 48, height: 48))))
        let host = try render(display)
        defer { host.shutdown() }
        let profile = ringProfile(host, cx: Double(origin.x) + 24, cy: Double(origin.y) + 24, inner: 19, outer: 29)
        let radiusSpread = profile.radii.max()! - profile.radii.min()!
        let widthSpread = profile.widths.max()! - profile.widths.min()!
        let meanWidth = profile.widths.reduce(0, +) / Double(profile.widths.count)
        let meanRadius = profile.radii.reduce(0, +) / Double(profile.radii.count)
        #expect(radiusSpread < 0.4, "the line's middle between \(profile.radii.min()!) and \(profile.radii.max()!) px from the centre")
        #expect(widthSpread < 0.25 * lineWidth + 0.1, "the line between \(profile.widths.min()!) and \(profile.widths.max()!) px wide")
        #expect(abs(meanRadius - 24) < 0.15, "the line's middle \(meanRadius) px from the centre on average")
        #expect(abs(meanWidth - lineWidth) < 0.15, "the line \(meanWidth) px wide on average")
    }

    /// A stroke's straight stretch along the pixel grid is as even as the grid allows.
    ///
    /// SDL's software renderer draws two consecutive triangles that make an axis-aligned
    /// rectangle as a copy of the texture's rectangle between two corners' coordinates, which
    /// turned the ramp across the line into a fade along it (here from 0 to 1 and back).
    @Test func straightStrokesAreEven() throws {
        var display = DisplayList()
        display.append(DisplayItem(.stroke(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous),
                                           color: RGBAColor(hex: 0xffffff), lineWidth: 1.5),
                                   frame: CGRect(x: 10.5, y: 10.2, width: 60, height: 40)))
        let host = try render(display)
        defer { host.shutdown() }
        // The top side's line covers 9.45…10.95: 0.55 of row 9, 0.95 of row 10.
        for (row, expected) in [(9, 0.55), (10, 0.95)] {
            let coverages = (30...50).map { Double(host.pixel(x: $0, y: row)?.g ?? 0) / 255 }
            #expect(coverages.allSatisfy { abs($0 - expected) < 0.06 }, "row \(row) covered \(coverages)")
        }
    }

    /// A filled rounded rectangle's straight sides have a fringe like its corners', wherever it
    /// sits: SDL once drew a straight side's fringe as a plain copy of the texture, covering a
    /// column outside the shape fully.
    @Test(arguments: [CGPoint(x: 10, y: 10), CGPoint(x: 10.3, y: 10.3)])
    func straightFillSidesAreEven(origin: CGPoint) throws {
        var display = DisplayList()
        display.append(DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous),
                                         color: RGBAColor(hex: 0xffffff)),
                                   frame: CGRect(x: origin.x, y: origin.y, width: 60, height: 60)))
        let host = try render(display)
        defer { host.shutdown() }
        let fraction = Double(origin.x) - 10
        func coverage(_ x: Int, _ y: Int) -> Double { Double(host.pixel(x: x, y: y)?.g ?? 0) / 255 }
        // Column 9 and row 9 lie outside; column and row 10 are covered but for the fraction.
        for along in 28...52 {
            #expect(coverage(9, along) < 0.08 && coverage(along, 9) < 0.08, "outside at \(along): \(coverage(9, along)), \(coverage(along, 9))")
            #expect(abs(coverage(10, along) - (1 - fraction)) < 0.08, "left side at \(along): \(coverage(10, along))")
            #expect(abs(coverage(along, 10) - (1 - fraction)) < 0.08, "top side at \(along): \(coverage(along, 10))")
            #expect(coverage(71, along) < 0.08 && coverage(along, 71) < 0.08, "outside at \(along): \(coverage(71, along)), \(coverage(along, 71))")
        }
    }
}
