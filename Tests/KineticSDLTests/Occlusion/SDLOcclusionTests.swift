import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// Frames with items hidden under opaque rectangles left out against the same frames with
/// everything drawn: the same pixels, on SDL's software renderer.
@MainActor
struct SDLOcclusionTests {
    static let size = (width: 240, height: 160)
    nonisolated static let screen = CGRect(x: 30.25, y: 20.5, width: 170, height: 120)

    /// A scene like the Hero scene's mid-zoom: a grid of rounded cards, a translucent dimming
    /// rectangle and an opaque background, under a screen clipped to a rounded rectangle.
    static func scene(screen: CGRect = screen) -> DisplayList {
        var items = [DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.08, green: 0.09, blue: 0.11)), frame: CGRect(x: 0, y: 0, width: 200, height: 160))]
        for row in 0..<3 {
            for column in 0..<2 {
                let frame = CGRect(x: 10 + Double(column) * 95, y: 10 + Double(row) * 50, width: 85, height: 44)
                items += [DisplayItem(.beginLayer(LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous))), frame: frame),
                          DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.9, green: 0.6, blue: 0.3)), frame: frame),
                          DisplayItem(.fill(.ellipse, color: RGBAColor(red: 0.9, green: 0.4, blue: 0.3, opacity: 0.75)),
                                      frame: frame.offsetBy(dx: -20, dy: 25)),
                          DisplayItem(.endLayer, frame: frame)]
            }
        }
        items.append(DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.4)), frame: CGRect(x: 0, y: 0, width: 200, height: 160)))
        items += [DisplayItem(.beginLayer(LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous))), frame: screen),
                  DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.11, green: 0.12, blue: 0.15)), frame: screen),
                  DisplayItem(.fill(.ellipse, color: RGBAColor(red: 1, green: 0.9, blue: 0.6)), frame: CGRect(x: screen.midX, y: screen.minY + 10, width: 30, height: 30)),
                  DisplayItem(.endLayer, frame: screen)]
        return DisplayList(items: items)
    }

    @Test(arguments: [(screen, 1.0), (screen, 2.0), (CGRect(x: -20, y: 40, width: 150, height: 200), 1.0), (CGRect(x: 0, y: 0, width: 200, height: 160), 1.0)])
    func leavingOutDrawsAsDrawingEverything(screen: CGRect, pixelsPerPoint: Double) throws {
        let display = Self.scene(screen: screen)
        let width = Int(Double(Self.size.width) * pixelsPerPoint), height = Int(Double(Self.size.height) * pixelsPerPoint)
        var left = 0
        let leaving = try headlessFrame(display, width: width, height: height, clearColor: .black, pixelsPerPoint: pixelsPerPoint,
                                        inspect: { left = $0.occludedItemCount })
        let drawing = try headlessFrame(display, width: width, height: height, clearColor: .black, pixelsPerPoint: pixelsPerPoint,
                                        configure: { $0.leavesOutOccluded = false })
        #expect(left > 0, "some cards lie under the screen")
        let (largest, pixels) = channelDifference(leaving, drawing)
        #expect(largest == 0, "\(pixels) pixels differ, by up to \(largest)")
    }
}
