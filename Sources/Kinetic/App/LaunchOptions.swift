import Foundation
import KineticCore

/// How an app runs: in a window or headless, how its frames are paced and limited, and what
/// it records. `App.main()` reads them from the environment, so any app can be measured without
/// a change to its code; the playground reads them from its command line.
///
/// | variable | what it does |
/// | --- | --- |
/// | `KINETIC_RECORD=path` | one CSV row per frame to `path`, a JSON summary to `path.json`; a path ending in `/` (or a folder) records a folder: `timing.csv`, `values.csv`, `summary.json`, `timing.png` |
/// | `KINETIC_FRAMES_PNG=1` | with a recording folder: every frame as a PNG in its `frames/` |
/// | `KINETIC_HEADLESS=1` | no display: SDL's software renderer on a virtual clock |
/// | `KINETIC_FPS=N` | pace to N frames a second instead of the display's vsync |
/// | `KINETIC_FRAMES=N`, `KINETIC_DURATION=S` | end after N frames or S seconds |
/// | `KINETIC_SCREENSHOT=path` | save the last frame as a PNG |
/// | `KINETIC_SCALE=S` | headless: device pixels per point |
/// | `KINETIC_TIME_SCALE=X` | slow motion: every animation at X times its speed (0.1 to 2) |
/// | `KINETIC_SCRIPT=path` | replay the input in an input script (see ``InputScript``) |
public struct LaunchOptions: Sendable, Equatable {
    /// Render with no display, on a virtual clock that advances exactly 1/fps per frame.
    public var headless = false
    /// Pace to this rate instead of the display's vsync; headless, the virtual rate (60 when nil).
    public var fps: Double?
    /// End after this many frames.
    public var frames: Int?
    /// End after this many seconds.
    public var duration: Double?
    /// Save the last frame here as a PNG.
    public var screenshot: String?
    /// Stream frame timing here (CSV) and a summary to the same path with `.json` added; a
    /// path ending in `/` or naming a folder records a folder (see ``RecordingFolder``).
    public var record: String?
    /// With a recording folder: save every frame as a PNG in its `frames/` folder.
    public var framesPNG = false
    /// Headless only: device pixels per point.
    public var scale = 1.0
    /// Slow motion: animation time per second, 0.1 to 2 (1 is real time).
    public var timeScale = 1.0
    /// Input to replay at given times, as if a person gave it.
    public var script: InputScript?
    /// The window's size in points, over the app's default size.
    public var size: CGSize?
    /// The name messages start with (the executable's name when nil).
    public var programName: String?
    /// Print a one-line summary of the session's frame timing at the end (always when
    /// recording, headless or limited).
    public var printsSummary = false
    /// Show the frame-timing HUD from the start (`KINETIC_HUD=1`, `--hud`); F1 toggles it.
    public var hud = false
    /// The scene the run opens, when the program has scenes (the playground): recorded in the
    /// timing summary.
    public var scene: String?
    /// Open the previews browser instead of the app's window (`KINETIC_PREVIEWS=1`,
    /// `kinetic previews`).
    public var previews = false

    public init() {}

    /// A value in a switch that cannot be used: what it was, and what it should be.
    public struct InvalidValue: Error, CustomStringConvertible, Sendable, Equatable {
        public var description: String
    }

    /// The options the `KINETIC_*` variables in `environment` ask for.
    public init(environment: [String: String]) throws(InvalidValue) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        func number(_ name: String) throws(InvalidValue) -> Double? {
            guard let text = value(name) else { return nil }
            guard let number = Double(text) else { throw InvalidValue(description: "\(name)=\(text) is not a number") }
            return number
        }
        if let text = value("KINETIC_HEADLESS") {
            switch text.lowercased() {
            case "1", "true", "yes": headless = true
            case "0", "false", "no": headless = false
            default: throw InvalidValue(description: "KINETIC_HEADLESS=\(text) should be 1 or 0")
            }
        }
        if let text = value("KINETIC_HUD") {
            switch text.lowercased() {
            case "1", "true", "yes": hud = true
            case "0", "false", "no": hud = false
            default: throw InvalidValue(description: "KINETIC_HUD=\(text) should be 1 or 0")
            }
        }
        if let text = value("KINETIC_PREVIEWS") {
            switch text.lowercased() {
            case "1", "true", "yes": previews = true
            case "0", "false", "no": previews = false
            default: throw InvalidValue(description: "KINETIC_PREVIEWS=\(text) should be 1 or 0")
            }
        }
        fps = try number("KINETIC_FPS")
        if let text = value("KINETIC_FRAMES") {
            guard let count = Int(text) else { throw InvalidValue(description: "KINETIC_FRAMES=\(text) is not a whole number") }
            frames = count
        }
        duration = try number("KINETIC_DURATION")
        screenshot = value("KINETIC_SCREENSHOT")
        record = value("KINETIC_RECORD")
        if let text = value("KINETIC_FRAMES_PNG") {
            switch text.lowercased() {
            case "1", "true", "yes": framesPNG = true
            case "0", "false", "no": framesPNG = false
            default: throw InvalidValue(description: "KINETIC_FRAMES_PNG=\(text) should be 1 or 0")
            }
        }
        scale = try number("KINETIC_SCALE") ?? 1
        timeScale = try number("KINETIC_TIME_SCALE") ?? 1
        if let path = value("KINETIC_SCRIPT") {
            do { script = try InputScript.load(path: path) } catch {
                throw InvalidValue(description: "KINETIC_SCRIPT=\(path): \(error)")
            }
        }
        printsSummary = record != nil || headless || frames != nil || duration != nil
        try validate(naming: .environment)
    }

    /// How ``validate(naming:)`` names the options in its messages.
    public enum Naming: Sendable {
        /// `--fps`, as on a command line.
        case commandLine
        /// `KINETIC_FPS`, as in the environment.
        case environment
    }

    /// Checks every number is usable: an fps in (0, 1000], at least one frame, a positive
    /// duration, a scale from 1 to 4, a positive size.
    public func validate(naming: Naming = .commandLine) throws(InvalidValue) {
        func name(_ option: String) -> String {
            naming == .commandLine ? "--\(option)" : "KINETIC_\(option.uppercased())"
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) {
            throw InvalidValue(description: "\(name("fps")) must be a number of frames per second between 0 and 1000, not \(fps)")
        }
        if let frames, frames < 1 { throw InvalidValue(description: "\(name("frames")) must be at least 1, not \(frames)") }
        if let duration, !(duration.isFinite && duration > 0) {
            throw InvalidValue(description: "\(name("duration")) must be a positive number of seconds, not \(duration)")
        }
        if !(scale.isFinite && scale >= 1 && scale <= 4) { throw InvalidValue(description: "\(name("scale")) must be between 1 and 4, not \(scale)") }
        if !(timeScale.isFinite && timeScale >= 0.1 && timeScale <= 2) {
            throw InvalidValue(description: "\(naming == .commandLine ? "--time-scale" : "KINETIC_TIME_SCALE") must be between 0.1 and 2, not \(timeScale)")
        }
        if framesPNG && !(record.map(RecordingFolder.isFolder) ?? false) {
            throw InvalidValue(description: "\(naming == .commandLine ? "--frames-png" : "KINETIC_FRAMES_PNG") saves frames into a recording folder: give \(name("record")) a folder, such as \(naming == .commandLine ? "--record run/" : "KINETIC_RECORD=run/")")
        }
        if let size, !(Double(size.width).isFinite && Double(size.height).isFinite && size.width >= 1 && size.height >= 1) {
            throw InvalidValue(description: "a window size must be at least 1 × 1 points, not \(size.width) × \(size.height)")
        }
    }
}
