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
}
