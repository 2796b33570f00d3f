import Foundation

/// Records the timing of every frame of a run and sums it up.
///
/// The frame loop hands it each frame's ``FrameStamps``; the recorder derives the CPU frame
/// time, present interval, missed deadlines, hitch time and judder, keeps them in fixed-size
/// histograms, and (when given a path) streams a CSV row per frame with a JSON summary beside
/// it. Memory stays bounded however long the run: only the last ``recentCapacity`` frames are
/// kept whole, for displays such as a timing HUD.
///
/// ```swift
/// let recorder = try FrameTimingRecorder(path: "timing.csv")
/// recorder.record(stamps)          // once per frame
/// try recorder.finish()            // flushes the CSV, writes timing.csv.json
/// ```
public final class FrameTimingRecorder {
    /// How many recent frames are kept whole.
    public let recentCapacity = 240
    /// How frames are paced, written into the summary: "vsync", "self-paced" or "headless".
    public var pacing = "vsync"
    /// The refresh interval, in seconds, the loop measured most recently.
    public var measuredRefreshInterval = 1.0 / 60

    private var file: FrameTimingFile?
    private var frameTimes = DurationHistogram()
    private var presentIntervals = DurationHistogram()
    private var judders = DurationHistogram()
    private var origin: Double?
    private var lastPresent: Double?
    private var hitchTime = 0.0
    private var missed = 0
    private var recent: [FrameTiming] = []
    private var recentStart = 0
    private var sessionStart: Double?
    private var sessionEnd: Double?
    /// The latest moment the session is known to have lasted to: a present, or the end of a wait.
    private var lastActivity: Double?
    private var drawingTime = 0.0
    private var idleTime = 0.0
    private var endReason: String?
    private var threadCPUTimes = DurationHistogram()
    private var processCPUTimes = DurationHistogram()
    /// The process's CPU clock and the wall clock when the session began.
    private var cpuAtStart: (cpu: Double, wall: Double)?
    private var cpuAtEnd: (cpu: Double, wall: Double)?

    /// What the run is, for the summary: "scene", "arguments", "date", "renderer".
    public var details: [String: String] = [:]

    /// Frames recorded so far.
    public private(set) var frameCount = 0

    /// The index its first frame gets: a recording started mid-run numbers its frames as the
    /// run does, so its rows line up with the run's other files.
    public var firstFrameIndex = 0

    /// Keep every frame, not only the recent ones (a recording folder plots them all).
    public var keepsAllFrames = false
    /// Every frame recorded, oldest first, while ``keepsAllFrames`` is on.
    public private(set) var allFrames: [FrameTiming] = []

    /// The recorder of the frame loop that is running, if one is: what a view reads to show
    /// live frame statistics (`recentFrames`, inside a `TimelineView`).
    @MainActor public internal(set) static var current: FrameTimingRecorder?

    /// Creates a recorder that keeps figures in memory only.
    public init() {}

    /// Creates a recorder that also streams to `path` (CSV) and `path.json` (summary).
    ///
    /// - Throws: ``OutputFileError`` naming the path and the reason when either file cannot be
    ///   created.
    public init(path: String) throws(OutputFileError) {
        file = try FrameTimingFile(path: path)
    }

    /// A recorder streaming to `csvPath`, with its summary at `summaryPath`.
    public init(csvPath: String, summaryPath: String) throws(OutputFileError) {
        file = try FrameTimingFile(csvPath: csvPath, summaryPath: summaryPath)
    }

    /// The CSV's path, when recording to a file.
    public var csvPath: String? { file?.csvPath }
    /// The JSON summary's path, when recording to a file.
    public var summaryPath: String? { file?.summaryPath }

    /// Marks the start of the session at `time` (host seconds): its duration counts from here,
    /// whether frames are drawn or not. Without it, the session starts with the first frame.
    public func beginSession(at time: Double) {
        sessionStart = time
        lastActivity = time
        cpuAtStart = Self.cpuNow()
    }

    /// The process's CPU seconds and the monotonic wall clock, now.
    private static func cpuNow() -> (cpu: Double, wall: Double) {
        (CPUClock.process(), Double(DispatchTime.now().uptimeNanoseconds) / 1e9)
    }

    /// Adds time the loop spent waiting for events, drawing nothing, ending at `end`.
    public func addIdleTime(_ seconds: Double, endingAt end: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        idleTime += seconds
        lastActivity = max(lastActivity ?? end, end)
    }

    /// Marks the end of the session at `time`, and why it ended.
    public func endSession(at time: Double, reason: String) {
        sessionEnd = max(time, lastActivity ?? time)
        endReason = reason
        cpuAtEnd = Self.cpuNow()
    }

    /// Records one frame and returns what was derived from it.
    @discardableResult
    public func record(_ stamps: FrameStamps) -> FrameTiming {
        let start = origin ?? stamps.frameStart
        origin = start
        if sessionStart == nil { sessionStart = start }
        if cpuAtStart == nil { cpuAtStart = Self.cpuNow() }
        lastActivity = max(lastActivity ?? stamps.present, stamps.present)
        drawingTime += max(0, stamps.present - stamps.frameStart)
        let interval: Double? = stamps.followsIdle ? nil : lastPresent.map { stamps.present - $0 }
        let frame = FrameTiming(index: firstFrameIndex + frameCount, stamps: stamps, presentInterval: interval)
        lastPresent = stamps.present
        frameCount += 1

        frameTimes.record(frame.cpuFrameTime)
        if let interval { presentIntervals.record(interval) }
        judders.record(abs(frame.judder))
        if let cpu = stamps.threadCPU { threadCPUTimes.record(max(0, cpu)) }
        if let cpu = stamps.processCPU { processCPUTimes.record(max(0, cpu)) }
        if frame.missedDeadline {
            missed += 1
            hitchTime += frame.hitchTime
        }
        remember(frame)

        if let file {
            file.append(frame, origin: start)
            if file.summaryIsDue(at: stamps.present - start) {
                file.updateSummary(summary, at: stamps.present - start)
            }
        }
        return frame
    }

    /// The figures of every frame recorded so far.
    public var summary: FrameTimingSummary {
        let duration = max(0, (lastPresent ?? 0) - (origin ?? 0))
        var share: Double?
        if let start = cpuAtStart {
            let end = cpuAtEnd ?? Self.cpuNow()
            if end.wall - start.wall > 0 { share = max(0, end.cpu - start.cpu) / (end.wall - start.wall) }
        }
        var summary = FrameTimingSummary(
            frameCount: frameCount,
            runDuration: duration,
            frameTime: frameTimes.distributionInMilliseconds,
            presentInterval: presentIntervals.distributionInMilliseconds,
            missedFrameCount: missed,
            hitchTimeRatio: duration > 0 ? hitchTime * 1000 / duration : 0,
            p99Judder: judders.value(atPercentile: 99) * 1000,
            measuredRefreshInterval: measuredRefreshInterval * 1000,
            pacing: pacing,
            sessionDuration: max(0, (sessionEnd ?? lastActivity ?? 0) - (sessionStart ?? 0)),
            drawingTime: drawingTime,
            idleTime: idleTime,
            endReason: endReason,
            recordingError: file?.failure)
        summary.processCPU = processCPUTimes.count > 0 ? processCPUTimes.distributionInMilliseconds : nil
        summary.threadCPU = threadCPUTimes.count > 0 ? threadCPUTimes.distributionInMilliseconds : nil
        summary.processCPUShare = share
        summary.p50Judder = judders.value(atPercentile: 50) * 1000
        summary.details = details
        return summary
    }

    /// The last frames recorded, oldest first, at most ``recentCapacity`` of them.
    public var recentFrames: [FrameTiming] {
        Array(recent[recentStart...] + recent[..<recentStart])
    }

    /// Pushes the rows recorded so far to disk and rewrites the summary: the loop calls it
    /// before it sleeps waiting for events, so an idle run has nothing waiting in a buffer.
    public func flush() {
        guard let file, let origin, let lastPresent else { return }
        file.flush()
        file.updateSummary(summary, at: lastPresent - origin)
    }

    /// Flushes the CSV and writes the final summary. Call it once, when the run ends.
    ///
    /// - Throws: ``OutputFileError`` when the summary cannot be written, or when the CSV
    ///   stopped early (the summary is still written then, with the reason).
    public func finish() throws(OutputFileError) {
        guard let file else { return }
        file.close()
        try file.writeSummary(summary, at: .infinity)
        if let failure = file.failure { throw OutputFileError(path: file.csvPath, reason: failure) }
    }

    private func remember(_ frame: FrameTiming) {
        if keepsAllFrames { allFrames.append(frame) }
        if recent.count < recentCapacity {
            recent.append(frame)
        } else {
            recent[recentStart] = frame
            recentStart = (recentStart + 1) % recentCapacity
        }
    }
}
