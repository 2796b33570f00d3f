import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// A line of text's shadow drawn as its run blurred once (no layer) looks as the same text drawn
/// in the shadow's colour into a layer blurred by its radius.
@MainActor
struct SDLTextShadowTests {
    func pixels(_ items: [DisplayItem]) throws -> [RGBA8] {
        // Measured as drawn, so that the layer holds the whole line.
        try headlessFrame(DisplayList(items: items), width: 320, height: 100, clearColor: RGBAColor(hex: 0xE8E8E8), fontPath: repositoryFont,
                          textMeasurer: try SDLTextMeasurer(fontPath: repositoryFont))
    }

    /// Below a radius of 3 the layer blurs at full size, exactly, as the run does (rounding
    /// apart); from 3 on it blurs at a reduced size and scales the result up, its approximation.
    /// The text stays clear of the frame's edges, where the layer is cut and the run is not.
    @Test(arguments: [(2.5, 2), (3, 4), (6, 4), (10, 4)])
    func aBlurredRunLooksAsTheTextBlurredInALayer(radius: Double, allowed: Int) throws {
        let layout = TextLayout(lines: ["Shadowed 12"], size: 28, weight: .bold, lineHeight: 34, color: RGBAColor(hex: 0x2B8A3E))
        let frame = CGRect(x: 30, y: 30, width: 190, height: 34)
        let shadowColor = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.6)
        let run = try pixels([DisplayItem(.text(layout), frame: frame, shadow: DisplayItem.Shadow(color: shadowColor, radius: radius, x: 2, y: 3))])
        var tinted = layout
        tinted.color = shadowColor
        let layered = try pixels([
            DisplayItem(.beginLayer(LayerEffect(blurRadius: radius)), frame: CGRect(x: 0, y: 0, width: 320, height: 100)),
            DisplayItem(.text(tinted), frame: frame.offsetBy(dx: 2, dy: 3)),
            DisplayItem(.endLayer, frame: CGRect(x: 0, y: 0, width: 320, height: 100)),
            DisplayItem(.text(layout), frame: frame),
        ])
        // The shadow shows: pixels well outside the glyphs are darkened.
        #expect(run.filter { $0.r < 0xD0 && $0.g < 0xD0 }.count > 500)
        let difference = channelDifference(run, layered)
        #expect(difference.largest <= allowed, "radius \(radius): largest difference \(difference.largest) over \(difference.pixels) pixels")
    }
}
