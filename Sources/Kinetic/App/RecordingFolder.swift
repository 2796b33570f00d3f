import Foundation
import KineticCore
import KineticSDL

/// A recording as one folder (`--record run/`, a path ending in `/` or naming a folder):
///
/// - `timing.csv`: one row per frame, as `--record FILE.csv` writes;
/// - `values.csv`: per frame, one row per animated property (see ``ValuesFile``);
/// - `summary.json`: the run's summary, and what the folder holds;
/// - `timing.png`: the frame times over the run, the budget line, missed frames in red, drawn
///   by Kinetic's own renderer with no display;
/// - `frames/frame-000042.png` (with `--frames-png`): every frame as it was shown.
///
/// The `frame` column of `timing.csv` is the number in each frame's file name.
public struct RecordingFolder: Sendable {
    /// The folder, without a trailing `/`.
    public let path: String

    /// True when `path` asks for a folder: it ends in `/` or names an existing folder.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Creates the folder (and `frames/` when `framesPNG`) if missing.
    ///
    /// - Throws: ``OutputFileError`` naming the folder when it cannot be created or written.
    public init(path: String, framesPNG: Bool) throws(OutputFileError) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
        for folder in framesPNG ? [trimmed, framesFolder] : [trimmed] {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OutputFileError(path: folder, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
            }
        }
        guard FileManager.default.isWritableFile(atPath: trimmed) else {
            throw OutputFileError(path: trimmed, reason: "the folder is not writable")
        }
    }

    public var timingCSV: String { path + "/timing.csv" }
    public var valuesCSV: String { path + "/values.csv" }
    public var summaryJSON: String { path + "/summary.json" }
    public var timingPNG: String { path + "/timing.png" }
    public var framesFolder: String { path + "/frames" }

    /// Where frame `index` (the CSV's `frame` column) is saved with `--frames-png`.
    public func framePNG(_ index: Int) -> String {
        let number = String(index)
        return framesFolder + "/frame-" + String(repeating: "0", count: max(0, 6 - number.count)) + number + ".png"
    }

    /// The files the folder holds, for the summary.
    public func contents(framesPNG: Bool) -> String {
        (["timing.csv", "values.csv", "summary.json", "timing.png"] + (framesPNG ? ["frames/frame-NNNNNN.png (NNNNNN is the frame column of timing.csv)"] : []))
            .joined(separator: ", ")
    }

    /// Draws `frames` with their summary into `timing.png`, headless.
    @MainActor
    public func writeTimingPlot(frames: [FrameTiming], summary: FrameTimingSummary, fontPath: String, imageFolder: String?) throws {
        let measurer = try SDLTextMeasurer(fontPath: fontPath)
        let size = TimingPlotView.size
        let host = try SDLHeadlessHost(size: size, pixelsPerPoint: 1, fontPath: fontPath, imageFolder: imageFolder, sharingFontsWith: measurer)
        defer { host.shutdown() }
        let content = HostingContent(size: size, textMeasurer: measurer, startDate: Date(timeIntervalSinceReferenceDate: 0)) {
            TimingPlotView(frames: frames, summary: summary)
        }
        _ = FrameLoop(host: host, content: content, options: .init(frameLimit: 1, virtualTime: true)).run()
        try host.saveScreenshot(to: timingPNG)
    }
}

/// A recording folder's `values.csv`: for each frame, one row per animated property, as the
/// animation inspector sees it.
///
/// Columns: `frame` and `time_s` (the frame's index, as in `timing.csv`, and its animation
/// time), `view` and `property`, `value` and `velocity` (components separated by spaces: a
/// point's x and y), `animations` (what runs on it, separated by " + "), `elapsed_s` (since
/// the newest animation started), `logically_complete` (1 or 0) and `flags` (`velocity jump`
/// or `snap` where the discontinuity detector found one).
@MainActor
public final class ValuesFile {
    public static let header = "frame,time_s,view,property,value,velocity,animations,elapsed_s,logically_complete,flags"
    private let handle: FileHandle
    private let path: String
    private var buffer = ""

    /// - Throws: ``OutputFileError`` when the file cannot be created.
    public init(path: String) throws(OutputFileError) {
        guard FileManager.default.createFile(atPath: path, contents: Data((Self.header + "\n").utf8)),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
        }
        handle.seekToEndOfFile()
        self.handle = handle
        self.path = path
    }

    /// Writes the rows of the inspector's latest frame.
    public func append(_ inspector: AnimationInspector) {
        for sample in inspector.latest {
            let i = sample.inspection
            let fields = [
                String(inspector.latestFrame), DecimalText.fixed(inspector.latestTime, places: 6), sample.view, sample.property,
                i.value.map { "\($0)" }.joined(separator: " "), i.velocity.map { "\($0)" }.joined(separator: " "),
                i.animations.joined(separator: " + "), i.elapsed.map { DecimalText.fixed($0, places: 6) } ?? "",
                i.isLogicallyComplete ? "1" : "0", sample.flags.joined(separator: " "),
            ]
            buffer += fields.map(Self.quoted).joined(separator: ",") + "\n"
        }
        if buffer.utf8.count > 64 * 1024 { flush() }
    }

    /// Writes what is buffered and closes the file.
    public func close() throws(OutputFileError) {
        flush()
        do { try handle.close() } catch { throw OutputFileError(path: path, reason: "\(error)") }
    }

    private func flush() {
        handle.write(Data(buffer.utf8))
        buffer = ""
    }

    /// A CSV field, quoted when it holds a comma or a quote.
    static func quoted(_ field: String) -> String {
        guard field.contains(",") || field.contains("\"") || field.contains("\n") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A recording folder started and stopped with R while an app runs: its own timing recorder
/// fed the run's frames from the one R was pressed in, numbered as the run numbers them, and
/// the values of every animated property; the plot is drawn when R stops it (or the run ends).
@MainActor
final class LiveRecording {
    let folder: RecordingFolder
    let recorder: FrameTimingRecorder
    let values: ValuesFile

    /// Starts a folder named for the moment in `directory`.
    init(in directory: String, firstFrame: Int, details: [String: String], now: Double) throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        folder = try RecordingFolder(path: directory + "/kinetic-recording-" + formatter.string(from: Date()), framesPNG: false)
        recorder = try FrameTimingRecorder(csvPath: folder.timingCSV, summaryPath: folder.summaryJSON)
        recorder.keepsAllFrames = true
        recorder.firstFrameIndex = firstFrame
        recorder.details = details
        recorder.details["recorded"] = folder.contents(framesPNG: false) + " (started with R at frame \(firstFrame))"
        recorder.beginSession(at: now)
        values = try ValuesFile(path: folder.valuesCSV)
    }

    /// What the badge says while it records.
    var caption: String { "● Recording to \(folder.path)/ · R stops" }

    /// Ends it: the files closed, the summary and the plot written.
    func stop(at now: Double, inspector: AnimationInspector, fonts: AssetLocator.Fonts) throws {
        try values.close()
        recorder.details["discontinuities"] = String(inspector.findings.count)
        recorder.endSession(at: now, reason: "R pressed")
        try recorder.finish()
        try folder.writeTimingPlot(frames: recorder.allFrames, summary: recorder.summary, fontPath: fonts.text, imageFolder: fonts.images)
    }
}
