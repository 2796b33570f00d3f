// The `kinetic` command: opens the playground in a window, or renders it headless, and
// records frame timing.

import ArgumentParser
import Foundation
import Kinetic

@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "SwiftUI's animation model on the Linux desktop: the Kinetic playground.",
        // Written out: the generated one shortens to "[<options>]" once a command is added.
        usage: """
            kinetic [previews | check-rates] [--scene <scene>] [--list-scenes] [--headless] [--fps <N>] [--frames <N>]
                    [--duration <S>] [--screenshot <path>] [--record <path>] [--frames-png] [--scale <scale>]
                    [--time-scale <X>] [--count <N>] [--script <file>] [--hud]
            """,
        discussion: """
            Opens a 1280×800 window paced to the display's refresh rate. With --headless it \
            renders with no display on a virtual clock that advances exactly 1/fps per frame.
            Exit codes: 0 success, 1 the environment failed (no display, SDL, fonts), \
            2 an output file cannot be written, 3 check-rates found frame-rate dependent values, \
            64 a bad option.

            kinetic check-rates --scene <scene> [--duration <S>] [--script <file>] runs the scene \
            headless at 60, 120 and 144 Hz with the same input and compares every animated value \
            at the instants the rates share.

            Scenes (the sidebar lists them; --scene opens one; up and down arrows and return \
            move through the sidebar; escape or q quits; in any scene F1 shows the frame-timing \
            HUD, F2 the animation inspector, F3 flips the colour scheme, S toggles slow motion (0.2×), Space pauses where \
            the scene does not use it, . steps one frame and , goes back while paused, R starts \
            and stops a recording folder in the current directory):
            """ + Catalogue.entries.map { "\n  \($0.name): \($0.summary). Keys: \($0.keys)." }.joined())

    @Argument(help: ArgumentHelp("'previews' opens the previews browser: every #Preview in the playground's scenes, listed and shown live; 'check-rates' checks a scene's animations do not depend on the frame rate.", valueName: "command"))
    var command: String?

    @Option(help: "The scene to open (see --list-scenes); by default the one open when the playground last closed.")
    var scene: String?

    @Flag(help: "List the scenes and exit.")
    var listScenes = false

    @Flag(help: "Render with no display, on a virtual clock (reproducible runs).")
    var headless = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Pace frames to this rate instead of the display's vsync; in headless mode, the virtual rate (default 60).", valueName: "N"))
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("End the run after N frames.", valueName: "N"))
    var frames: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("End the run after S seconds.", valueName: "S"))
    var duration: Double?

    @Option(help: ArgumentHelp("Save the last frame as a PNG.", valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Stream one CSV row per frame to <path> and write a summary to <path>.json; a path ending in / (or a folder) records a folder: timing.csv, values.csv, summary.json and timing.png.", valueName: "path"))
    var record: String?

    @Flag(help: "With --record <folder>/: save every frame as a PNG in the folder's frames/.")
    var framesPng = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Headless only: device pixels per point, to render as on a HiDPI display.", valueName: "scale"))
    var scale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Slow motion: every animation at this fraction of its speed (0.1 to 2).", valueName: "X"))
    var timeScale: Double = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("The stress scene's number of animated views when it opens (10 to 5,000).", valueName: "N"))
    var count: Int?

    @Flag(help: "Show the frame-timing HUD from the start (F1 toggles it in any run).")
    var hud = false

    @Option(help: ArgumentHelp("Replay the input in this script (JSON Lines; see the README), headless or in a window.", valueName: "file"))
    var script: String?

    /// The options as the app runner takes them.
    private var launchOptions: LaunchOptions {
        var options = LaunchOptions()
        options.headless = headless
        options.fps = fps
        options.frames = frames
        options.duration = duration
        options.screenshot = screenshot
        options.record = record
        options.framesPNG = framesPng
        options.scale = scale
        options.timeScale = timeScale
        options.script = try? script.map { try InputScript.load(path: $0) }
        options.programName = "kinetic"
        options.printsSummary = true
        options.previews = command == "previews"
        options.hud = hud
        return options
    }

    func validate() throws {
        if let command, !["previews", "check-rates"].contains(command) {
            throw ValidationError("unknown command '\(command)'; the commands are 'previews' (the previews browser) and 'check-rates' (frame-rate independence).")
        }
        do { try launchOptions.validate() } catch { throw ValidationError("\(error.description).") }
        if let count, !(10...5000).contains(count) {
            throw ValidationError("--count must be between 10 and 5000, not \(count).")
        }
        if let script {
            do { _ = try InputScript.load(path: script) } catch { throw ValidationError("--script \(script): \(error).") }
        }
        if !listScenes, let scene, Catalogue.entry(named: scene) == nil {
            throw ValidationError("no scene named '\(scene)'. Scenes: \(Catalogue.entries.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        MainActor.assumeIsolated { runOnMain() }
    }

    /// `kinetic check-rates`: the scene at 60, 120 and 144 Hz, headless, with the same input;
    /// exits with 3 when its animated values differ between rates.
    @MainActor
    private func checkRates() {
        PlaygroundApp.lastScene = nil
        PlaygroundApp.firstScene = scene.flatMap { Catalogue.entry(named: $0)?.name } ?? Catalogue.defaultName
        let loaded = try? script.map { try InputScript.load(path: $0) }
        do {
            let report = try RateCheck.check(PlaygroundApp.self, duration: duration ?? 2, script: loaded ?? nil)
            print("kinetic check-rates \(PlaygroundApp.firstScene): \(report.description)")
            if !report.passed { Foundation.exit(3) }
        } catch {
            FileHandle.standardError.write(Data("kinetic: error: \(error)\n".utf8))
            Foundation.exit(1)
        }
    }

    @MainActor
    private func runOnMain() {
        if listScenes {
            for entry in Catalogue.entries { print("\(entry.name)\t\(entry.summary)") }
            return
        }
        if command == "check-rates" {
            checkRates()
            return
        }
        // The same way into a window as every Kinetic app: the playground is an App.
        // A window reopens the scene open last time; headless runs depend on nothing saved.
        let lastScene = headless ? nil : LastSceneFile.inConfigDirectory()
        PlaygroundApp.lastScene = lastScene
        if let count { StressScene.initialCount = count }
        let saved = lastScene?.read().flatMap { Catalogue.entry(named: $0)?.name }
        PlaygroundApp.firstScene = scene.flatMap { Catalogue.entry(named: $0)?.name } ?? saved ?? Catalogue.defaultName
        var options = launchOptions
        options.scene = PlaygroundApp.firstScene
        PlaygroundApp.run(options)
    }
}
