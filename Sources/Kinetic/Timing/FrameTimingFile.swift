import Foundation

/// The files of a recording: a CSV with one row per frame, streamed as frames arrive, and a
/// JSON summary beside it at `path + ".json"`.
///
/// Both files are created when the recording is opened, so a bad path fails before any work
/// starts. Rows are flushed to disk at least once a second and the summary is rewritten every
/// few seconds (atomically, through a temporary file), so a run that is cut off keeps what it
/// recorded.
final class FrameTimingFile {
    let csvPath: String
    let summaryPath: String
    private var csv: UnsafeMutablePointer<FILE>?
    private var lastFlush = -Double.infinity
    private var lastSummaryWrite = -Double.infinity
    private var row = ""

    static let header = "frame,deadline_ms,sample_time_ms,frame_start_ms,update_end_ms,layout_end_ms,display_list_end_ms,submit_end_ms,present_ms,cpu_frame_time_ms,present_interval_ms,refresh_interval_ms,missed,judder_ms,follows_idle"

    init(path: String) throws(OutputFileError) {
        csvPath = path
        summaryPath = path + ".json"
        guard let file = fopen(path, "w") else { throw OutputFileError.fromErrno(path: path) }
        csv = file
        // Prove the summary's place is writable too, before any work starts.
        guard let probe = fopen(summaryPath, "w") else {
            let error = OutputFileError.fromErrno(path: summaryPath)
            fclose(file)
            throw error
        }
        fclose(probe)
        write(FrameTimingFile.header + "\n")
    }

    deinit { close() }

    /// Appends one frame's row; `origin` is the run's first frame start, which rows are relative to.
    func append(_ frame: FrameTiming, origin: Double) {
        let s = frame.stamps
        row.removeAll(keepingCapacity: true)
        row += String(frame.index)
        func appendTime(_ time: Double) {
            row += ","
            FrameTimingFile.appendMilliseconds(time - origin, to: &row)
        }
        appendTime(s.deadline)
        appendTime(s.sampleTime)
        appendTime(s.frameStart)
        appendTime(s.updateEnd)
        appendTime(s.layoutEnd)
        appendTime(s.displayListEnd)
        appendTime(s.submitEnd)
        appendTime(s.present)
        row += ","
        FrameTimingFile.appendMilliseconds(frame.cpuFrameTime, to: &row)
        row += ","
        if let interval = frame.presentInterval { FrameTimingFile.appendMilliseconds(interval, to: &row) }
        row += ","
        FrameTimingFile.appendMilliseconds(s.refreshInterval, to: &row)
        row += frame.missedDeadline ? ",1," : ",0,"
        FrameTimingFile.appendMilliseconds(frame.judder, to: &row)
        row += s.followsIdle ? ",1\n" : ",0\n"
        write(row)
        if s.present - lastFlush >= 1 {
            lastFlush = s.present
            if let csv { fflush(csv) }
        }
    }

    /// Appends `seconds` as milliseconds with four decimals, as `%.4f` would, without the cost
    /// of Foundation's formatter (this runs once per column per frame).
    static func appendMilliseconds(_ seconds: Double, to text: inout String) {
        let scaled = (seconds * 10_000_000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else {
            text += "nan"
            return
        }
        var units = Int64(scaled)
        if units < 0 {
            text += "-"
            units = -units
        }
        text += String(units / 10_000)
        text += "."
        let fraction = units % 10_000
        if fraction < 1000 { text += "0" }
        if fraction < 100 { text += "0" }
        if fraction < 10 { text += "0" }
        text += String(fraction)
    }

    /// True when the summary was last written more than `interval` seconds before `time`.
    func summaryIsDue(at time: Double, interval: Double = 5) -> Bool {
        time - lastSummaryWrite >= interval
    }

    /// Replaces the JSON summary atomically.
    func writeSummary(_ summary: FrameTimingSummary, at time: Double) throws {
        lastSummaryWrite = time
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(summary)
        let temporary = summaryPath + ".tmp"
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, summaryPath) == 0 else { throw OutputFileError.fromErrno(path: summaryPath) }
    }

    /// Pushes buffered rows to disk.
    func flush() {
        if let csv { fflush(csv) }
    }

    /// Flushes and closes the CSV.
    func close() {
        if let csv {
            fflush(csv)
            fclose(csv)
        }
        csv = nil
    }

    private func write(_ text: String) {
        guard let csv else { return }
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, csv) }
    }
}
