import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// What issue 21 changed in how fills reach SDL's software renderer draws the same pixels: a
/// convex core cut into rectangles (which SDL fills as rectangles) against the fan of
/// triangles, and a fill replayed from the tessellation cache against one tessellated afresh.
@MainActor
struct SDLBatchedFillTests {
    /// Shapes at fractional places and sizes, opaque and translucent, overlapping.
    static var scene: DisplayList {
        var list = DisplayList()
        let shapes: [DisplayShape] = [.ellipse, .capsule, .rectangle, .roundedRectangle(cornerSize: CGSize(width: 7, height: 7), style: .continuous)]
        for index in 0..<24 {
            let shape = shapes[index % shapes.count]
            let x = 4 + Double(index % 6) * 31.3, y = 6 + Double(index / 6) * 29.7
            let opacity = index % 3 == 0 ? 0.6 : 1
            let color = RGBAColor(red: Double(index * 37 % 255) / 255, green: Double(index * 91 % 255) / 255, blue: 0.8, opacity: opacity)
            list.append(DisplayItem(.fill(shape, color: color), frame: CGRect(x: x, y: y, width: 20 + Double(index % 5) * 3.3, height: 18 + Double(index % 4) * 4.1),
                                    transform: index % 5 == 4 ? CGAffineTransform(rotationAngle: 0.2) : .identity))
        }
        return list
    }

    /// Every pixel of the frame, after drawing `display` through a list `configure` sets up.
    func pixels(_ display: DisplayList, configure: (inout DrawList) -> Void, frames: Int = 1) throws -> [RGBA8] {
        try headlessFrame(display, width: 200, height: 130, clearColor: RGBAColor(hex: 0x101010), frames: frames, configure: configure,
                          inspect: { #expect($0.snapsVerticesToPixels) })
    }

    /// Rectangles cover the pixels the fan covers. Opaque fills come out identical; a
    /// translucent one may differ by SDL's rounding between its rectangle fill and its
    /// triangle blend (one step in a channel).
    @Test func rectangleCoresDrawTheFansPixels() throws {
        let fans = try pixels(SDLBatchedFillTests.scene) { list in
            list.cutsCoresIntoSpans = false
            list.cachesTessellation = false
        }
        let spans = try pixels(SDLBatchedFillTests.scene) { $0.cachesTessellation = false }
        let (largest, count) = channelDifference(fans, spans)
        #expect(largest <= 1, "\(count) pixels differ, by up to \(largest)")
        // Not vacuous: the scene covers a good part of the frame.
        #expect(fans.filter { $0.g != 0x10 }.count > 5_000)
    }

    /// A fill replayed from the cache (third frame) draws what a fresh tessellation of the
    /// same place draws (shapes on 32nds of a pixel, where the cache places them exactly).
    @Test func cachedFillsDrawTheSamePixels() throws {
        var display = SDLBatchedFillTests.scene
        for index in display.items.indices {
            let frame = display.items[index].frame
            display.items[index].frame.origin = CGPoint(x: (Double(frame.minX) * 32).rounded() / 32, y: (Double(frame.minY) * 32).rounded() / 32)
            display.items[index].transform = .identity
        }
        let fresh = try pixels(display) { $0.cachesTessellation = false }
        let cached = try pixels(display, configure: { _ in }, frames: 3)
        #expect(channelDifference(fresh, cached).largest == 0)
    }
}
