// The `kinetic` command: opens the playground in a window, or renders it headless, and
// records frame timing.

import ArgumentParser
import Foundation
import Kinetic
import KineticSDL

@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "SwiftUI's animation model on the Linux desktop: the Kinetic playground.",
        discussion: """
            Opens a 1280×800 window paced to the display's refresh rate. With --headless it \
            renders with no display on a virtual clock that advances exactly 1/fps per frame.
            Exit codes: 0 success, 1 the environment failed (no display, SDL, fonts), \
            2 an output file cannot be written, 64 a bad option.
            """)

    @Option(help: "The scene to open (see --list-scenes).")
    var scene = "smoke"

    @Flag(help: "List the scenes and exit.")
    var listScenes = false

    @Flag(help: "Render with no display, on a virtual clock (reproducible runs).")
    var headless = false

    @Option(help: ArgumentHelp("Pace frames to this rate instead of the display's vsync; in headless mode, the virtual rate (default 60).", valueName: "N"))
    var fps: Double?

    @Option(help: ArgumentHelp("End the run after N frames.", valueName: "N"))
    var frames: Int?

    @Option(help: ArgumentHelp("End the run after S seconds.", valueName: "S"))
    var duration: Double?

    @Option(help: ArgumentHelp("Save the last frame as a PNG.", valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Stream one CSV row per frame to <path> and write a summary to <path>.json.", valueName: "path"))
    var record: String?

    @Option(help: ArgumentHelp("Headless only: device pixels per point, to render as on a HiDPI display.", valueName: "scale"))
    var scale: Double = 1

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) {
            throw ValidationError("--fps must be a number of frames per second between 0 and 1000, not \(fps).")
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames).") }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration must be a positive number of seconds, not \(duration).")
        }
        if !(scale.isFinite && scale >= 1 && scale <= 4) { throw ValidationError("--scale must be between 1 and 4, not \(scale).") }
        if !listScenes && Catalogue.entry(named: scene) == nil {
            throw ValidationError("no scene named '\(scene)'. Scenes: \(Catalogue.entries.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        if listScenes {
            for entry in Catalogue.entries { print("\(entry.name)\t\(entry.summary)") }
            return
        }
        // Output paths first: a bad one fails before any window opens, and loses nothing.
        let recorder: FrameTimingRecorder
        do {
            if let screenshot { try OutputFileError.checkWritable(screenshot) }
            recorder = try record.map { path throws(OutputFileError) in try FrameTimingRecorder(path: path) } ?? FrameTimingRecorder()
        } catch {
            fail(error, code: 2)
        }
        let fontPath: String
        do {
            fontPath = try AssetLocator().locate().appendingPathComponent(AssetLocator.markerFile).path
        } catch {
            fail(error, code: 1)
        }
        let textMeasurer: SDLTextMeasurer
        do { textMeasurer = try SDLTextMeasurer(fontPath: fontPath) } catch { fail(error, code: 1) }
        let setup = Catalogue.SceneSetup(
            textMeasurer: textMeasurer, startDate: headless ? Date(timeIntervalSinceReferenceDate: 0) : Date())
        let content = Catalogue.entry(named: scene)!.make(setup)
        let options = FrameLoop.Options(requestedFPS: fps, frameLimit: frames, durationLimit: duration, virtualTime: headless)

        let endReason: FrameLoop.EndReason
        let loop: FrameLoop
        if headless {
            InterruptSignal.install()
            let host: SDLHeadlessHost
            do { host = try SDLHeadlessHost(pixelsPerPoint: scale, fontPath: fontPath) } catch { fail(error, code: 1) }
            defer { host.shutdown() }
            loop = FrameLoop(host: host, content: content, recorder: recorder, options: options)
            endReason = loop.run()
            if let screenshot { saveOrFail { () throws(SDLError) in try host.saveScreenshot(to: screenshot) } }
        } else {
            let host: SDLWindowHost
            do { host = try SDLWindowHost(vsync: fps == nil, fontPath: fontPath) } catch { fail(error, code: 1) }
            defer { host.shutdown() }
            // After SDL's: ours notes the signal and passes it on to SDL's, which post a quit event.
            InterruptSignal.install()
            if host.isSoftwareRenderer { Diagnostics.note("drawing with SDL's software renderer") }
            loop = FrameLoop(host: host, content: content, recorder: recorder, options: options)
            endReason = loop.run()
            if let screenshot { saveOrFail { () throws(SDLError) in try host.saveScreenshot(of: loop.drawList, to: screenshot) } }
        }
        do { try recorder.finish() } catch { fail(error, code: 2) }
        report(recorder.summary, endReason: endReason)
    }

    private func report(_ summary: FrameTimingSummary, endReason: FrameLoop.EndReason) {
        var line = String(
            format: "kinetic: %.2f s session: %d frame%@ drawn in %.2f s, idle %.2f s (%@, refresh %.2f ms); frame time p50 %.2f ms, p99 %.2f ms; %d missed",
            summary.sessionDuration, summary.frameCount, summary.frameCount == 1 ? "" : "s", summary.drawingTime, summary.idleTime,
            summary.pacing, summary.measuredRefreshInterval, summary.frameTime.p50, summary.frameTime.p99, summary.missedFrameCount)
        if let path = record { line += "; recorded to \(path) and \(path).json" }
        if endReason == .interrupted { line += " (interrupted by \(InterruptSignal.raisedName ?? "a signal"))" }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func saveOrFail(_ save: () throws(SDLError) -> Void) {
        do { try save() } catch { fail(error, code: 2) }
    }

    private func fail(_ error: any Error, code: Int32) -> Never {
        FileHandle.standardError.write(Data("kinetic: error: \(error)\n".utf8))
        Foundation.exit(code)
    }
}
