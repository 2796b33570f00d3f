import Foundation
import KineticCore
import KineticSDL

/// A recording as one folder (`--record run/`, a path ending in `/` or naming a folder):
///
/// - `timing.csv`: one row per frame, as `--record FILE.csv` writes;
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
        (["timing.csv", "summary.json", "timing.png"] + (framesPNG ? ["frames/frame-NNNNNN.png (NNNNNN is the frame column of timing.csv)"] : []))
            .joined(separator: ", ")
    }

    /// Draws `frames` with their summary into `timing.png`, headless.
    @MainActor
    public func writeTimingPlot(frames: [FrameTiming], summary: FrameTimingSummary, fontPath: String, imageFolder: String?) throws {
        let measurer = try SDLTextMeasurer(fontPath: fontPath)
        let size = TimingPlotView.size
        let host = try SDLHeadlessHost(size: size, pixelsPerPoint: 1, fontPath: fontPath, imageFolder: imageFolder)
        defer { host.shutdown() }
        let content = HostingContent(size: size, textMeasurer: measurer, startDate: Date(timeIntervalSinceReferenceDate: 0)) {
            TimingPlotView(frames: frames, summary: summary)
        }
        _ = FrameLoop(host: host, content: content, options: .init(frameLimit: 1, virtualTime: true)).run()
        try host.saveScreenshot(to: timingPNG)
    }
}
