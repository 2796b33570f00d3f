import Foundation
import KineticCore
import KineticSDL
import KineticRunLoop

/// Opens a window (or a headless frame) for a view and runs its frame loop: the one way every
/// Kinetic program, the playground included, gets on screen.
@MainActor
struct AppLauncher {
    /// The name messages start with.
    let name: String

    /// The executable's name.
    static var programName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "kinetic").lastPathComponent
    }

    /// The window size when neither the app nor the options give one.
    static let fallbackSize = CGSize(width: 800, height: 600)

    /// Runs `root` until the window closes, the quit key, a signal or a limit in `options`.
    /// Output paths are checked before anything opens, so a bad one loses nothing. Exits the
    /// process with status 1 when the display, SDL or the fonts fail, 2 when an output file
    /// cannot be written.
    func run<Root: View>(title: String, defaultSize: CGSize?, options: LaunchOptions,
                         warningHandler: ((String) -> Void)? = nil, @ViewBuilder root: () -> Root) {
        let recorder: FrameTimingRecorder
        // `--record run/`: the recording is a folder (timing, summary, plot, frames).
        var folder: RecordingFolder?
        do {
            if let screenshot = options.screenshot { try OutputFileError.checkWritable(screenshot) }
            if let record = options.record, RecordingFolder.isFolder(record) {
                let recording = try RecordingFolder(path: record, framesPNG: options.framesPNG)
                folder = recording
                recorder = try FrameTimingRecorder(csvPath: recording.timingCSV, summaryPath: recording.summaryJSON)
                recorder.keepsAllFrames = true
                recorder.details["recorded"] = recording.contents(framesPNG: options.framesPNG)
            } else {
                recorder = try options.record.map { path throws(OutputFileError) in try FrameTimingRecorder(path: path) } ?? FrameTimingRecorder()
            }
        } catch {
            fail(error, code: 2)
        }
        let fonts: AssetLocator.Fonts
        do { fonts = try AssetLocator().locateFonts() } catch { fail(error, code: 1) }
        let textMeasurer: SDLTextMeasurer
        do { textMeasurer = try SDLTextMeasurer(fontPath: fonts.text) } catch { fail(error, code: 1) }
        let size = options.size ?? defaultSize ?? Self.fallbackSize
        // Headless, sleeps and delayed main-queue work follow the frames' virtual clock, from
        // the first onAppear on, and tasks run on the main thread, so a run repeats exactly.
        if options.headless {
            VirtualClock.setProcessClock(VirtualClock())
            HeadlessConcurrency.runOnMainThread()
        }
        let content = HostingContent(size: size, textMeasurer: textMeasurer,
                                     startDate: options.headless ? Date(timeIntervalSinceReferenceDate: 0) : Date(),
                                     warningHandler: warningHandler, content: root)
        content.showsHUD = options.hud
        // A window keeps its recent frames to scrub back through while paused.
        content.keepsHistory = !options.headless
        // A recording folder keeps every frame's animated values.
        var values: ValuesFile?
        if let folder {
            content.recordsAnimations = true
            do { values = try ValuesFile(path: folder.valuesCSV) } catch { fail(error, code: 2) }
        }
        /// What happens after each frame: its values written, its picture saved.
        var afterFrame: [(Int) -> Void] = []
        if let values {
            afterFrame.append { _ in values.append(content.inspector) }
        }
        let loopOptions = FrameLoop.Options(requestedFPS: options.fps, frameLimit: options.frames,
                                            durationLimit: options.duration, virtualTime: options.headless,
                                            timeScale: options.timeScale, script: options.script)
        if !options.headless && options.scale != 1 {
            Diagnostics.note("the scale \(options.scale) is for headless runs and is ignored: a window draws at its display's scale")
        }
        // What the run is, for the recording's summary.
        recorder.details["arguments"] = CommandLine.arguments.joined(separator: " ")
        recorder.details["date"] = FrameTimingSummary.detailsDate(Date())
        if let scene = options.scene { recorder.details["scene"] = scene }
        let endReason: FrameLoop.EndReason
        // How many layers a window composited, and on the GPU (for the summary line).
        var layerNote = ""
        if options.headless {
            recorder.details["renderer"] = "software (headless)"
            InterruptSignal.install()
            let host: SDLHeadlessHost
            do {
                host = try SDLHeadlessHost(size: size, pixelsPerPoint: options.scale, fontPath: fonts.text, imageFolder: fonts.images,
                                           sharingFontsWith: textMeasurer)
            } catch { fail(error, code: 1) }
            defer { host.shutdown() }
            let loop = FrameLoop(host: host, content: content, recorder: recorder, options: loopOptions)
            if let folder, options.framesPNG {
                // Frame n is drawn before the observer hears n + 1 frames are done.
                afterFrame.append { frames in
                    self.saveOrFail { () throws(SDLError) in try host.saveScreenshot(to: folder.framePNG(frames - 1)) }
                }
            }
            if options.frames == nil && options.duration == nil {
                // Nothing ends it but a signal: say so, and show how far it has got.
                Diagnostics.note("rendering headless with no --frames or --duration: it runs until Ctrl-C (or SIGTERM)")
                if isatty(STDERR_FILENO) != 0 {
                    let interval = 1 / (options.fps ?? 60)
                    afterFrame.append { frames in
                        guard frames % 30 == 0 else { return }
                        let line = String(format: "\r%@: %d frames, %.1f s of animation time; Ctrl-C stops it ", name, frames, Double(frames) * interval)
                        FileHandle.standardError.write(Data(line.utf8))
                    }
                }
            }
            let showsProgress = options.frames == nil && options.duration == nil && isatty(STDERR_FILENO) != 0
            if !afterFrame.isEmpty { loop.frameObserver = { [afterFrame] frames in for action in afterFrame { action(frames) } } }
            endReason = loop.run()
            if showsProgress { FileHandle.standardError.write(Data("\n".utf8)) }
            if let screenshot = options.screenshot { saveOrFail { () throws(SDLError) in try host.saveScreenshot(to: screenshot) } }
        } else {
            let host: SDLWindowHost
            do {
                host = try SDLWindowHost(title: title, size: size, vsync: options.fps == nil, fontPath: fonts.text, imageFolder: fonts.images,
                                         sharingFontsWith: textMeasurer)
            } catch { fail(error, code: 1) }
            defer { host.shutdown() }
            // After SDL's: ours notes the signal and passes it on to SDL's, which post a quit event.
            InterruptSignal.install()
            if host.isSoftwareRenderer { Diagnostics.note("drawing with SDL's software renderer") }
            recorder.details["renderer"] = host.rendererName
            let loop = FrameLoop(host: host, content: content, recorder: recorder, options: loopOptions)
            if let folder, options.framesPNG {
                afterFrame.append { frames in
                    self.saveOrFail { () throws(SDLError) in try host.saveScreenshot(of: loop.drawList, to: folder.framePNG(frames - 1)) }
                }
            }
            // For Benchmarks/first-frame.sh: when the first frame was presented, on the
            // monotonic clock its launcher reads too.
            if ProcessInfo.processInfo.environment["KINETIC_FIRST_FRAME_CLOCK"] == "1" {
                afterFrame.append { frames in
                    guard frames == 1 else { return }
                    var now = timespec()
                    clock_gettime(CLOCK_MONOTONIC, &now)
                    FileHandle.standardError.write(Data("kinetic: first frame presented at monotonic \(Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)\n".utf8))
                }
            }
            // R starts and stops a recording folder in the current directory.
            let live = LiveRecordingSwitch()
            afterFrame.append { frames in
                live.writeValues?()
                guard content.takeRecordingToggle() else { return }
                if live.recording != nil {
                    self.stop(live, content: content, loop: loop, now: host.now, fonts: fonts)
                } else if folder == nil {
                    self.start(live, content: content, loop: loop, frame: frames, details: recorder.details, now: host.now)
                } else {
                    Diagnostics.note("already recording to \(folder!.path)/ (--record): R starts no second recording")
                }
            }
            if !afterFrame.isEmpty { loop.frameObserver = { [afterFrame] frames in for action in afterFrame { action(frames) } } }
            endReason = loop.run()
            let layers = host.layerStatistics
            if layers.composited > 0 {
                recorder.details["layers_composited"] = String(layers.composited)
                recorder.details["layers_on_gpu"] = String(layers.onGPU)
                recorder.details["layers_kept"] = String(layers.kept)
                layerNote = String(format: "; %d layers composited, %d on the GPU (%d kept from the frame before), %.2f ms a frame on layers",
                                   layers.composited, layers.onGPU, layers.kept, layers.seconds * 1000 / Double(max(1, recorder.frameCount)))
            }
            if live.recording != nil { stop(live, content: content, loop: loop, now: host.now, fonts: fonts) }
            if let screenshot = options.screenshot {
                saveOrFail { () throws(SDLError) in try host.saveScreenshot(of: loop.drawList, to: screenshot) }
            }
        }
        if let values {
            do { try values.close() } catch { fail(error, code: 2) }
            recorder.details["discontinuities"] = String(content.inspector.findings.count)
        }
        do { try recorder.finish() } catch { fail(error, code: 2) }
        if let folder {
            do {
                try folder.writeTimingPlot(frames: recorder.allFrames, summary: recorder.summary, fontPath: fonts.text, imageFolder: fonts.images)
            } catch { fail(error, code: 2) }
        }
        if options.printsSummary {
            report(recorder.summary, endReason: endReason, record: folder.map { $0.path + "/" } ?? options.record, layers: layerNote)
        }
    }

    /// Starts a recording folder with R: frames from the next one on.
    private func start(_ live: LiveRecordingSwitch, content: HostingContent<some View>, loop: FrameLoop, frame: Int,
                       details: [String: String], now: Double) {
        do {
            let recording = try LiveRecording(in: FileManager.default.currentDirectoryPath, firstFrame: frame, details: details, now: now)
            live.recording = recording
            loop.stampObserver = { recording.recorder.record($0) }
            live.wasRecordingAnimations = content.recordsAnimations
            content.recordsAnimations = true
            content.recordingCaption = recording.caption
            live.writeValues = { recording.values.append(content.inspector) }
            Diagnostics.note("recording to \(recording.folder.path)/ (R stops it)")
        } catch {
            Diagnostics.note("R could not start a recording: \(error)")
        }
    }

    /// Stops the recording R started: its files finished, its plot drawn.
    private func stop(_ live: LiveRecordingSwitch, content: HostingContent<some View>, loop: FrameLoop, now: Double, fonts: AssetLocator.Fonts) {
        guard let recording = live.recording else { return }
        live.recording = nil
        live.writeValues = nil
        loop.stampObserver = nil
        content.recordsAnimations = live.wasRecordingAnimations
        content.recordingCaption = nil
        do {
            try recording.stop(at: now, inspector: content.inspector, fonts: fonts)
            Diagnostics.note("recorded \(recording.recorder.frameCount) frames to the folder \(recording.folder.path)/ (timing.csv, values.csv, summary.json, timing.png)")
        } catch {
            Diagnostics.note("the recording in \(recording.folder.path)/ could not be finished: \(error)")
        }
    }

    private func report(_ summary: FrameTimingSummary, endReason: FrameLoop.EndReason, record: String?, layers: String) {
        var line = String(
            format: "%@: %.2f s session: %d frame%@ drawn in %.2f s, idle %.2f s (%@, refresh %.2f ms); ",
            name, summary.sessionDuration, summary.frameCount, summary.frameCount == 1 ? "" : "s", summary.drawingTime, summary.idleTime,
            summary.pacing, summary.measuredRefreshInterval)
        // What a frame really cost first (every thread of the process, rendering included),
        // then the loop's own phases up to submission.
        if let cost = summary.processCPU, let share = summary.processCPUShare {
            line += String(format: "frame cost p50 %.2f ms, p99 %.2f ms CPU (process: %.0f %% of a core); ", cost.p50, cost.p99, share * 100)
        }
        line += String(format: "frame time p50 %.2f ms, p99 %.2f ms; %d missed", summary.frameTime.p50, summary.frameTime.p99, summary.missedFrameCount)
        line += layers
        if let record {
            line += RecordingFolder.isFolder(record) ? "; recorded to the folder \(record) (timing.csv, values.csv, summary.json, timing.png)"
                : "; recorded to \(record) and \(record).json"
        }
        if endReason == .interrupted { line += " (interrupted by \(InterruptSignal.raisedName ?? "a signal"))" }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func saveOrFail(_ save: () throws(SDLError) -> Void) {
        do { try save() } catch { fail(error, code: 2) }
    }

    /// Says what went wrong and ends the program.
    func fail(_ error: any Error, code: Int32) -> Never {
        FileHandle.standardError.write(Data("\(name): error: \(error)\n".utf8))
        Foundation.exit(code)
    }
}

/// The recording R started, if one runs.
@MainActor
private final class LiveRecordingSwitch {
    var recording: LiveRecording?
    var wasRecordingAnimations = false
    /// Writes the frame's values (after the frame, while recording).
    var writeValues: (() -> Void)?
}
