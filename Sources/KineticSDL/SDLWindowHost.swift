import CSDL2
import Foundation
import KineticCore
import KineticRunLoop

/// A desktop window through SDL2: the platform host of an interactive Kinetic program.
///
/// It opens a resizable, HiDPI-aware window with an accelerated renderer that presents with
/// vsync, falling back to SDL's software renderer (and saying so) when no accelerated one can
/// be made. Input arrives in points; drawing happens in device pixels.
///
/// ```swift
/// let window = try SDLWindowHost(title: "Kinetic", size: CGSize(width: 1280, height: 800), fontPath: font)
/// defer { window.shutdown() }
/// let loop = FrameLoop(host: window, content: scene)
/// _ = loop.run()
/// ```
@MainActor
public final class SDLWindowHost: PlatformHost {
    private var window: OpaquePointer?
    private var canvas: SDLCanvas?
    /// The window system's connection, watched by the main run loop while the loop is idle.
    private var eventWatch: MainRunLoop.Watch?
    public let presentsWithVSync: Bool
    /// True when SDL gave only its software renderer.
    public let isSoftwareRenderer: Bool
    /// The renderer's name, such as "opengl" or "software".
    public let rendererName: String

    /// Opens the window.
    ///
    /// - Parameters:
    ///   - vsync: Ask for presents that wait for the display (off when the user paces with `--fps`).
    ///   - fontPath: The TrueType font for text.
    ///   - imageFolder: The folder of named images, or nil for `images/` in the assets folder
    ///     that ``AssetLocator`` finds.
    ///   - measurer: The text measurer laying out what it draws, if any: text is drawn with the
    ///     fonts it has opened (when it uses `fontPath`), not with a second copy of each.
    /// - Throws: ``SDLError`` with SDL's message and advice when there is no display or SDL,
    ///   the renderer or the font cannot start.
    public init(
        title: String = "Kinetic", size: CGSize = CGSize(width: 1280, height: 800), vsync: Bool = true, fontPath: String, imageFolder: String? = nil,
        sharingFontsWith measurer: SDLTextMeasurer? = nil
    ) throws(SDLError) {
        // Left to itself SDL falls back to its invisible offscreen driver when there is no
        // display, and the user would stare at nothing. Only real displays qualify, unless the
        // user names a driver in SDL_VIDEODRIVER.
        Self.useUTF8Characters()
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,wayland,kmsdrm")
        }
        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            throw SDLError.current(
                "open a window: no display could be used",
                advice: "Is a display available (DISPLAY or WAYLAND_DISPLAY set)? Run with --headless to render without one, or under a virtual display: xvfb-run make run")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(
            title, kinetic_SDL_WINDOWPOS_CENTERED(), kinetic_SDL_WINDOWPOS_CENTERED(),
            Int32(size.width), Int32(size.height), flags)
        else {
            let error = SDLError.current("create the window", advice: "Run with --headless to render without a display.")
            SDL_Quit()
            throw error
        }
        var rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var renderer = SDL_CreateRenderer(window, -1, rendererFlags)
        var software = false
        if renderer == nil {
            Diagnostics.note("no accelerated renderer (\(String(cString: SDL_GetError()))); using SDL's software renderer")
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0))
            software = true
        }
        guard let renderer else {
            let error = SDLError.current("create a renderer for the window")
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        presentsWithVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        isSoftwareRenderer = software || info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.window = window
        // Idle, the frame loop sleeps in the main run loop (timers, main-queue work): the X
        // connection, watched there, wakes it when events arrive.
        let connection = kinetic_SDL_X11ConnectionNumber(window)
        eventWatch = connection >= 0 ? MainRunLoop.watch(fileDescriptor: connection) : nil
        Clipboard.backend = Clipboard.Backend(
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return String(cString: text)
            },
            write: { SDL_SetClipboardText($0) })
        do {
            canvas = try SDLCanvas(
                renderer: renderer, fonts: SDLFontLibrary.forDrawing(fontPath, sharing: measurer), imageFolder: imageFolder)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
    }

    public var now: Double { SDLClock.now }

    public var windowSize: CGSize {
        guard let window else { return .zero }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }

    public var pixelsPerPoint: Double {
        guard let canvas else { return 1 }
        let points = windowSize
        guard points.width > 0 else { return 1 }
        return Double(canvas.outputSize.width) / Double(points.width)
    }

    public var reportedRefreshInterval: Double? {
        guard let window else { return nil }
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return 1 / Double(mode.refresh_rate)
    }

    public func pollEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = translate(event) { events.append(translated) }
        }
        return events
    }

    /// Sleeps in the main run loop until events arrive, a timer fires or main-queue work runs
    /// (the loop then serves them), or `timeout` passes. Under a video driver other than X11,
    /// whose connection cannot be watched, it waits in SDL in slices of 10 ms, returning after
    /// each so the run loop is served.
    public func waitForEvents(timeout: Double?) -> [InputEvent] {
        let waiting = pollEvents()
        if !waiting.isEmpty { return waiting }
        let timeout = timeout.map { max(0, min($0, 3600)) }
        if eventWatch != nil {
            MainRunLoop.wait(until: timeout.map { Date().addingTimeInterval($0) })
            return pollEvents()
        }
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32((min(timeout ?? 0.01, 0.01) * 1000).rounded(.up))) != 0 else { return [] }
        return (translate(event).map { [$0] } ?? []) + pollEvents()
    }

    public func sleep(seconds: Double) { SDLClock.sleep(seconds: seconds) }

    public func submit(_ list: DrawList) { canvas?.submit(list) }
    public func submitOverlay(_ list: DrawList) { canvas?.submit(list, clearing: false) }
    public var vertexSampleOffset: Double { canvas?.vertexSampleOffset ?? 0 }
    public var snapsVerticesToPixels: Bool { canvas?.snapsVerticesToPixels ?? false }
    public var drawsShapeMasks: Bool { canvas?.drawsShapeMasks ?? false }
    public var shadesWithTextures: Bool { canvas?.shadesWithTextures ?? false }
    public var placesBlurredLayers: Bool { canvas?.placesBlurredLayers ?? false }
    /// The SDL draw calls the last submitted draw list took: consecutive triangles are one call.
    public var drawCallsLastSubmit: Int { canvas?.drawCalls ?? 0 }
    public var layerStatistics: LayerStatistics { canvas?.layerStatistics ?? LayerStatistics() }

    /// SDL converts a title through the C library's locale for X11, and gives up (leaving the
    /// title a window manager shows unchanged) on a character the locale cannot encode, such as
    /// the dash in "Kinetic — Spring Lab". A program starts in the "C" locale: take the user's
    /// character encoding, or UTF-8 when theirs is not it.
    private static func useUTF8Characters() {
        _ = setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    }

    public func setTitle(_ title: String) {
        if let window { SDL_SetWindowTitle(window, title) }
    }

    public func present() {
        guard let canvas else { return }
        SDL_RenderPresent(canvas.renderer)
    }

    /// Draws `list` again and saves it as a PNG, without presenting.
    public func saveScreenshot(of list: DrawList, to path: String) throws(SDLError) {
        guard let canvas else { throw SDLError(action: "take a screenshot", message: "the window is closed") }
        canvas.submit(list)
        try canvas.saveScreenshot(to: path)
    }

    /// Closes the window and shuts SDL down. Safe to call twice.
    public func shutdown() {
        // Before SDL closes the connection the watch reads.
        eventWatch?.cancel()
        eventWatch = nil
        Clipboard.backend = nil
        canvas?.shutdown()
        canvas = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
        SDL_Quit()
    }

    private func translate(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            var name = String(cString: SDL_GetKeyName(event.key.keysym.sym)).lowercased()
            // Modifiers lead the name: "ctrl+shift+s" (masks from SDL_keycode.h).
            let mod = UInt32(event.key.keysym.mod)
            if mod & 0x0C00 != 0 { name = "cmd+" + name }
            if mod & 0x0300 != 0 { name = "alt+" + name }
            if mod & 0x0003 != 0 { name = "shift+" + name }
            if mod & 0x00C0 != 0 { name = "ctrl+" + name }
            return .keyDown(key: name)
        case SDL_TEXTINPUT.rawValue:
            // A NUL-terminated UTF-8 string in a fixed buffer.
            var buffer = event.text.text
            let text = withUnsafeBytes(of: &buffer) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .textInput(text)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            return .mouseDown(location: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: Int(event.button.button))
        case SDL_MOUSEBUTTONUP.rawValue:
            return .mouseUp(location: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: Int(event.button.button))
        case SDL_MOUSEWHEEL.rawValue:
            // SDL counts notches, positive away from the user (scroll up); Kinetic wants points,
            // positive towards what is below. One notch is 40 points, as desktop toolkits scroll
            // about three lines a notch.
            let flip: Float = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let notch: Float = 40
            // With Control the wheel pinches (a notch scales by 1.1); with Control and Shift it
            // twists (15° a notch): SDL reports no touchpad pinch under X11.
            let mod = UInt32(SDL_GetModState().rawValue)
            if mod & 0x00C0 != 0 {
                let location = CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY))
                let notches = Double(event.wheel.preciseY * flip)
                if mod & 0x0003 != 0 { return .twisted(location: location, degrees: -15 * notches) }
                return .pinched(location: location, scale: pow(1.1, notches))
            }
            return .scrolled(location: CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY)),
                             delta: CGSize(width: Double(event.wheel.preciseX * flip * notch), height: Double(-event.wheel.preciseY * flip * notch)))
        case SDL_MOUSEMOTION.rawValue:
            return .mouseMoved(location: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: return .resized(size: windowSize)
            case SDL_WINDOWEVENT_EXPOSED.rawValue: return .exposed
            case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue: return .hidden
            case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue: return .shown
            default: return nil
            }
        default:
            return nil
        }
    }
}
