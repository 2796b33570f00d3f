import CSDL2TTF
import Drawing
import Foundation
import KineticCore
import Synchronization

/// Measures text with SDL2_ttf in the font the SDL backend draws with, so layout matches what
/// appears on screen.
///
/// One point is measured as one pixel: a line measured at size 14 is as wide as the text
/// renderer draws it at a pixel size of 14. Fractional sizes are measured at the nearest whole
/// size and scaled. Weights of semibold and heavier are measured emboldened, as they are drawn.
///
/// It can be used from any thread or task: calls are serialised by a lock, and fonts are
/// opened under the lock the text renderer uses too.
///
/// ```swift
/// let measurer = try SDLTextMeasurer(fontPath: fontPath)
/// let lines = measurer.wrap("Springs keep their velocity", size: 17, weight: .regular, maxWidth: 120)
/// ```
public final class SDLTextMeasurer: TextMeasurer {
    private struct Key: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// Every typeface it measures with, opened as sizes are asked for; a host given this
    /// measurer draws with them too.
    let library: SDLFontLibrary
    /// The fonts of the typeface this measurer measures, opened as sizes are asked for.
    let fonts: SDLFontPool

    /// Widths measured already, in pixels at the whole size: shaping a line (HarfBuzz through
    /// SDL2_ttf) costs far more than a lookup, and layout asks for the same strings frame after
    /// frame. Emptied when it reaches ``widthCacheLimit`` entries. Shared by the measurers of
    /// every typeface of one library.
    private struct WidthKey: Hashable {
        var string: String
        var font: Key
        var path: String
    }
    private final class WidthCache: Sendable {
        let widths = Mutex<[WidthKey: Double]>([:])
    }
    private let cache: WidthCache
    static let widthCacheLimit = 4096
    /// The measurers of the other typefaces, made as they are asked for.
    private let families = Mutex<[FontFamily: SDLTextMeasurer]>([:])

    /// Opens the font once to prove it loads.
    ///
    /// - Throws: ``SDLError`` naming the path when SDL2_ttf cannot start or open the font.
    public init(fontPath: String) throws(SDLError) {
        guard SDLFonts.start() else {
            throw SDLError(action: "start SDL2_ttf", message: String(cString: kinetic_TTF_GetError()))
        }
        library = SDLFontLibrary(defaultPath: fontPath)
        fonts = library.defaultFonts
        cache = WidthCache()
        guard lineHeight(size: 16, weight: .regular) > 0 else {
            throw SDLError(
                action: "load the font '\(fontPath)'", message: String(cString: kinetic_TTF_GetError()),
                advice: "Check that the file exists and is a TrueType font, or set \(AssetLocator.environmentVariable).")
        }
    }

    private init(library: SDLFontLibrary, fonts: SDLFontPool, cache: WidthCache) {
        (self.library, self.fonts, self.cache) = (library, fonts, cache)
    }

    /// The measurer of text in `family`: its font's metrics (the default font's when it
    /// cannot be found; the library warns once).
    public func family(_ family: FontFamily?) -> any TextMeasurer {
        guard let family else { return self }
        return families.withLock { measurers in
            if let known = measurers[family] { return known }
            let made = SDLTextMeasurer(library: library, fonts: library.fonts(for: family), cache: cache)
            measurers[family] = made
            return made
        }
    }

    /// The width of one line of `string` in points; 0 for sizes that are not positive and finite.
    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let key = WidthKey(string: string, font: Self.key(size: size, weight: weight), path: fonts.path)
        let scale = size / Double(key.font.pixelSize)
        if let cached = cache.widths.withLock({ $0[key] }) { return cached * scale }
        let measured = measure(size: size, weight: weight) { font in
            var width: Int32 = 0, height: Int32 = 0
            return TTF_SizeUTF8(font, string, &width, &height) == 0 ? Double(width) : 0
        }
        cache.widths.withLock { widths in
            if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
            widths[key] = measured / scale
        }
        return measured
    }

    private static func key(size: Double, weight: FontWeight) -> Key {
        Key(pixelSize: Int(min(max(size.rounded(), 1), 999)), bold: SDLFonts.isBold(weight))
    }

    /// The font's line skip in points: from one line's top to the next's.
    public func lineHeight(size: Double, weight: FontWeight) -> Double {
        measure(size: size, weight: weight) { font in Double(TTF_FontLineSkip(font)) }
    }

    /// Runs `body` on the font at the whole size nearest `size`, scaling its answer to `size`.
    private func measure(size: Double, weight: FontWeight, _ body: (OpaquePointer) -> Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let key = Self.key(size: size, weight: weight)
        return fonts.withFont(pixelSize: key.pixelSize, bold: key.bold) { font in
            body(font) * size / Double(key.pixelSize)
        } ?? 0
    }
}
