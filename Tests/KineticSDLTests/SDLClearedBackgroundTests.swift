import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// A window-filling opaque background cleared to rather than drawn (``DrawList/clearedOutputSize``)
/// gives the frame SDL's software renderer drew with it filled.
@MainActor
struct SDLClearedBackgroundTests {
    func pixels(_ display: DisplayList, clearedOutputSize: CGSize?, scale: Double) throws -> [RGBA8] {
        try headlessFrame(display, width: Int(160 * scale), height: Int(100 * scale), clearColor: RGBAColor(hex: 0x101010),
                          pixelsPerPoint: scale, configure: { $0.clearedOutputSize = clearedOutputSize })
    }

    @Test(arguments: [1.0, 2.0])
    func aClearedBackgroundLooksAsTheFilledOneDid(scale: Double) throws {
        let display = DisplayList(items: [
            DisplayItem(.fill(.rectangle, color: RGBAColor(hex: 0x14161C)), frame: CGRect(x: 0, y: 0, width: 160, height: 100)),
            DisplayItem(.fill(.rectangle, color: RGBAColor(hex: 0x2B3A55)), frame: CGRect(x: -4, y: -4, width: 170, height: 110)),
            DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 9, height: 9), style: .continuous), color: RGBAColor(hex: 0xE8590C)),
                        frame: CGRect(x: 12.3, y: 10.6, width: 90, height: 60), shadow: DisplayItem.Shadow(color: .black, radius: 6, x: 2, y: 3)),
            DisplayItem(.fill(.ellipse, color: RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.5)), frame: CGRect(x: 80, y: 40, width: 70, height: 50)),
        ])
        let filled = try pixels(display, clearedOutputSize: nil, scale: scale)
        let cleared = try pixels(display, clearedOutputSize: CGSize(width: 160, height: 100), scale: scale)
        #expect(filled.first == RGBA8(r: 0x2B, g: 0x3A, b: 0x55, a: 255))
        #expect(cleared == filled)
        // The one that fits the window exactly, alone: its edges' pixels too.
        let exact = DisplayList(items: [display.items[0]] + Array(display.items.dropFirst(2)))
        let exactFilled = try pixels(exact, clearedOutputSize: nil, scale: scale)
        #expect(exactFilled.first == RGBA8(r: 0x14, g: 0x16, b: 0x1C, a: 255) && exactFilled.last == exactFilled.first)
        #expect(try pixels(exact, clearedOutputSize: CGSize(width: 160, height: 100), scale: scale) == exactFilled)
    }
}
