import CSDL2TTF
import Drawing
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
