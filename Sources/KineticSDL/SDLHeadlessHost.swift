import CSDL2
import Foundation
import KineticCore

/// Renders frames with no display at all: SDL's software renderer drawing into a memory
/// surface. No SDL video subsystem is started, so it works without an X server.
///
/// It has no input of its own; Ctrl-C reaches the loop through ``InterruptSignal``.
@MainActor
public final class SDLHeadlessHost: PlatformHost {
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var canvas: SDLCanvas?
    public let windowSize: CGSize
    public let pixelsPerPoint: Double
    public let presentsWithVSync = false
    public let reportedRefreshInterval: Double? = nil

    /// - Parameters:
    ///   - size: The frame's size in points.
    ///   - pixelsPerPoint: The simulated HiDPI scale (1 or 2, say).
    ///   - fontPath: The TrueType font for text, or nil to draw no text.
    ///   - imageFolder: The folder of named images, or nil for `images/` in the assets folder
    ///     that ``AssetLocator`` finds.
    ///   - measurer: The text measurer laying out what it draws, if any: text is drawn with the
    ///     fonts it has opened (when it uses `fontPath`), not with a second copy of each.
    public init(
        size: CGSize = CGSize(width: 1280, height: 800), pixelsPerPoint: Double = 1, fontPath: String?, imageFolder: String? = nil,
        sharingFontsWith measurer: SDLTextMeasurer? = nil
    ) throws(SDLError) {
        let scale = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        let width = Int32(max(1, (Double(size.width) * scale).rounded()))
        let height = Int32(max(1, (Double(size.height) * scale).rounded()))
        guard let surface = kinetic_SDL_CreateRGBA32Surface(width, height) else {
            throw SDLError.current("allocate a \(width)×\(height) headless frame")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.current("create SDL's software renderer")
            SDL_FreeSurface(surface)
            throw error
        }
        do {
            canvas = try SDLCanvas(
                renderer: renderer, fonts: SDLFontLibrary.forDrawing(fontPath, sharing: measurer), imageFolder: imageFolder)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        windowSize = size
        self.pixelsPerPoint = scale
    }

    public var now: Double { SDLClock.now }
    public func pollEvents() -> [InputEvent] { [] }
    public func waitForEvents(timeout: Double?) -> [InputEvent] {
        if let timeout { sleep(seconds: timeout) }
        return []
    }
    public func sleep(seconds: Double) { SDLClock.sleep(seconds: seconds) }
    public func submit(_ list: DrawList) { canvas?.submit(list) }
    public var layerStatistics: LayerStatistics { canvas?.layerStatistics ?? LayerStatistics() }
    public func submitOverlay(_ list: DrawList) { canvas?.submit(list, clearing: false) }
    public var vertexSampleOffset: Double { canvas?.vertexSampleOffset ?? 0 }
    public var snapsVerticesToPixels: Bool { canvas?.snapsVerticesToPixels ?? false }
    /// The SDL draw calls the last submitted draw list took: consecutive triangles are one call.
    public var drawCallsLastSubmit: Int { canvas?.drawCalls ?? 0 }
    public func present() {
        if let canvas { SDL_RenderPresent(canvas.renderer) }
    }

    /// The colour of the pixel at (`x`, `y`) in device pixels, as RGBA bytes.
    public func pixel(x: Int, y: Int) -> RGBA8? {
        guard let surface, x >= 0, y >= 0, x < Int(surface.pointee.w), y < Int(surface.pointee.h),
              let pixels = surface.pointee.pixels else { return nil }
        let bytes = pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch) + x * 4
        return RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes[3])
    }

    /// Saves the current frame as a PNG.
    public func saveScreenshot(to path: String) throws(SDLError) {
        guard let canvas else { throw SDLError(action: "take a screenshot", message: "the host is shut down") }
        try canvas.saveScreenshot(to: path)
    }

    /// Releases the renderer and the surface. Safe to call twice.
    public func shutdown() {
        canvas?.shutdown()
        canvas = nil
        if let surface { SDL_FreeSurface(surface) }
        surface = nil
    }
}
