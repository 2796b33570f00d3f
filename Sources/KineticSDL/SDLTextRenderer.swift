import CSDL2
import CSDL2TTF
import Drawing
import Foundation

/// Draws text runs with SDL2_ttf, caching one white texture per string, pixel size, weight and typeface
/// and tinting it with the run's colour when drawn. Semibold and heavier runs are emboldened
/// by SDL2_ttf, as ``SDLTextMeasurer`` measures them.
///
/// A blurred run (a text's shadow) is its white texture's coverage blurred once on the CPU
/// (``AlphaBlur``), kept like any other, and drawn over the pixels the blur reaches.
///
/// Textures unused for `evictAfterFrames` frames are destroyed, so changing text (a frame
/// counter, say) does not grow the cache without bound.
@MainActor
final class SDLTextRenderer {
    private struct Key: Hashable {
        var string: String
        var pixelSize: Int
        var bold: Bool
        var family: FontFamily?
        var decoration: TextDecoration
        /// The blur's sigma in quarters of a pixel.
        var blur: Int
    }

    private struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
        /// How far the texture reaches past the text's corner, up and left (a blur's padding).
        var padding: Int32 = 0
    }

    private let renderer: OpaquePointer
    /// Shared with the text measurer when the host was given one: the sizes layout measured
    /// are open already when the first frame draws them.
    private let fonts: SDLFontLibrary
    private var cache: [Key: Entry] = [:]
    private var frame = 0
    private let evictAfterFrames = 120

    /// Opens the font once to prove it loads.
    init(renderer: OpaquePointer, fonts: SDLFontLibrary) throws(SDLError) {
        if !SDLFonts.start() {
            throw SDLError(action: "start SDL2_ttf", message: String(cString: kinetic_TTF_GetError()))
        }
        self.renderer = renderer
        self.fonts = fonts
        guard fonts.defaultFonts.withFont(pixelSize: 16, bold: false, { _ in true }) != nil else {
            throw SDLError(
                action: "load the font '\(fonts.path)'", message: String(cString: kinetic_TTF_GetError()),
                advice: "Check that the file exists and is a TrueType font, or set KINETIC_ASSETS.")
        }
    }

    /// Draws one run, its top-left corner snapped to a whole pixel.
    func draw(_ run: TextRun) {
        let size = Int(run.pixelSize.rounded())
        guard size > 0, size < 1000 else { return }
        // In quarters of a pixel: a blur that animates makes a texture a quarter step, not a frame.
        let blur = Int((min(run.blurSigma, 256) * 4).rounded())
        let key = Key(string: run.string, pixelSize: size, bold: SDLFonts.isBold(run.weight), family: run.family, decoration: run.decoration,
                      blur: blur)
        var entry = cache[key]
        if entry == nil {
            let rendered = fonts.fonts(for: run.family).withFont(pixelSize: size, bold: key.bold, decoration: run.decoration) { font in
                TTF_RenderUTF8_Blended(font, run.string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            }
            guard let surface = rendered ?? nil else { return }
            defer { SDL_FreeSurface(surface) }
            if blur > 0 {
                entry = blurredEntry(surface, sigma: Double(blur) / 4)
            } else {
                guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return }
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
            }
        }
        guard var entry else { return }
        entry.lastUsed = frame
        cache[key] = entry
        let color = run.color.bytes
        SDL_SetTextureColorMod(entry.texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(entry.texture, color.a)
        var target = SDL_Rect(
            x: Int32(run.originX.rounded()) - entry.padding, y: Int32(run.originY.rounded()) - entry.padding, w: entry.width, h: entry.height)
        SDL_RenderCopy(renderer, entry.texture, nil, &target)
    }

    /// A white texture whose alpha is `surface`'s coverage blurred by `sigma` pixels, reaching
    /// the blur's padding past it; nil when SDL cannot make it.
    private func blurredEntry(_ surface: UnsafeMutablePointer<SDL_Surface>, sigma: Double) -> Entry? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, kinetic_SDL_PIXELFORMAT_RGBA32(), 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard width > 0, height > 0, let pixels = rgba.pointee.pixels else { return nil }
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { coverage[y * width + x] = bytes[y * pitch + x * 4 + 3] }
        }
        let blurred = AlphaBlur(alpha: coverage, width: width, height: height, sigma: sigma)
        var texels = [UInt8](repeating: 255, count: blurred.width * blurred.height * 4)
        for (index, alpha) in blurred.alpha.enumerated() { texels[index * 4 + 3] = alpha }
        guard let texture = SDL_CreateTexture(renderer, kinetic_SDL_PIXELFORMAT_RGBA32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(blurred.width), Int32(blurred.height)) else { return nil }
        SDL_UpdateTexture(texture, nil, texels, Int32(blurred.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Scaled by nothing: sampled nearest, which a software GPU does faster.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return Entry(texture: texture, width: Int32(blurred.width), height: Int32(blurred.height), lastUsed: frame, padding: Int32(blurred.padding))
    }

    /// Marks the end of a frame and destroys textures that have not been used for a while.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (key, entry) in cache where frame - entry.lastUsed > evictAfterFrames {
            SDL_DestroyTexture(entry.texture)
            cache[key] = nil
        }
    }

    /// Destroys every texture. Call before the renderer is destroyed. The fonts close with
    /// their pool, when neither the renderer nor a measurer holds it.
    func shutdown() {
        for entry in cache.values { SDL_DestroyTexture(entry.texture) }
        cache.removeAll()
    }
}
