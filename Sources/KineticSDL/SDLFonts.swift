import CSDL2TTF
import Drawing
import Foundation
import Synchronization

/// Opens and closes SDL2_ttf fonts for the text renderer and the text measurer.
///
/// SDL2_ttf shares one FreeType library between all fonts, and FreeType lets different fonts
/// be used on different threads only if opening and closing them is serialised; this lock does
/// that, so the measurer may run off the main actor while the renderer draws on it.
enum SDLFonts {
    private static let lock = Mutex(())

    /// Starts SDL2_ttf if it is not running.
    static func start() -> Bool {
        lock.withLock { _ in TTF_WasInit() != 0 || TTF_Init() == 0 }
    }

    /// The font file at `path` at a size of `pixelSize` pixels, synthesised bold when `bold`.
    static func open(_ path: String, pixelSize: Int, bold: Bool) -> OpaquePointer? {
        lock.withLock { _ in
            guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
            if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
            return font
        }
    }

    static func close(_ font: OpaquePointer) {
        lock.withLock { _ in TTF_CloseFont(font) }
    }

    /// Whether text of `weight` is drawn bold. With one regular font file there is no true
    /// weight: semibold and heavier are emboldened by SDL2_ttf, lighter weights look regular.
    static func isBold(_ weight: FontWeight) -> Bool {
        weight >= .semibold
    }
}

/// The fonts of one file, each pixel size and weight opened once, shared by the text measurer
/// and the text renderer that draws what it measured.
///
/// Opening a size is the costly part of text (FreeType parses the file and runs its hinting
/// program at that size), and a window's first frame draws the very sizes its layout has
/// just measured: sharing the measurer's fonts takes that work off the first frame.
///
/// A TTF_Font's glyph caches are not safe to use from two threads at once, so every use of a
/// font holds the pool's lock; measuring may happen off the main actor while drawing runs on it.
/// (Unchecked: the fonts are only touched under `lock`.)
final class SDLFontPool: @unchecked Sendable {
    private struct Key: Hashable {
        var pixelSize: Int
        var bold: Bool
    }

    /// The TrueType file.
    let path: String
    private let lock = NSLock()
    private var fonts: [Key: OpaquePointer] = [:]

    init(path: String) {
        self.path = path
    }

    deinit {
        for font in fonts.values { SDLFonts.close(font) }
    }

    /// Runs `body` on the font at `pixelSize`, opening it the first time; nil when it cannot be
    /// opened (SDL2_ttf's error says why).
    func withFont<Result>(pixelSize: Int, bold: Bool, _ body: (OpaquePointer) -> Result) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(pixelSize: pixelSize, bold: bold)
        if fonts[key] == nil, let opened = SDLFonts.open(path, pixelSize: pixelSize, bold: bold) {
            fonts[key] = opened
        }
        return fonts[key].map(body)
    }

    /// The pool to draw `path`'s text with: `measurer`'s when it measures with that file, so
    /// nothing is opened twice; otherwise a new one. Nil when there is no path (no text).
    static func forDrawing(_ path: String?, sharing measurer: SDLTextMeasurer?) -> SDLFontPool? {
        guard let path else { return nil }
        if let shared = measurer?.fonts, shared.path == path { return shared }
        return SDLFontPool(path: path)
    }

    /// How many sizes and weights are open.
    var openCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fonts.count
    }
}
