import Foundation

/// The files of a recording: a CSV with one row per frame, streamed as frames arrive, and a
/// JSON summary beside it at `path + ".json"`.
///
/// Both files are created when the recording is opened, so a bad path fails before any work
/// starts. Rows are flushed to disk at least once a second and the summary is rewritten every
/// few seconds (atomically, through a temporary file), so a run that is cut off keeps what it
/// recorded.
///
/// A write that fails in the middle of a run (a full disk, the file removed or replaced) stops
/// the CSV with one warning that says why; the run goes on, and the figures so far still reach
/// the summary. ``failure`` tells what went wrong.
final class FrameTimingFile {
    let csvPath: String
    let summaryPath: String
    private var csv: UnsafeMutablePointer<FILE>?
    /// The CSV's file, as opened: a path that later names another file (or none) means the
    /// recording was removed or replaced.
    private var identity: (device: UInt64, inode: UInt64)?
    private var lastFlush = -Double.infinity
    private var lastSummaryWrite = -Double.infinity
    private var row = ""
    /// Why the CSV stopped early, once it has.
    private(set) var failure: String?
    /// Set once a summary write failed, so the warning is given once.
    private var summaryFailed = false

    /// The columns, each described in the README ("Frame-timing recordings"). `judder_ms` is
    /// signed (present − sample time); the summary takes it by absolute value.
    static let header = "frame,deadline_ms,sample_time_ms,frame_start_ms,update_end_ms,layout_end_ms,display_list_end_ms,submit_end_ms,present_ms,cpu_frame_time_ms,present_interval_ms,refresh_interval_ms,missed,judder_ms,follows_idle,thread_cpu_ms,process_cpu_ms,miss_reason,layers,gpu_layers,layer_ms,kept_layers"

    convenience init(path: String) throws(OutputFileError) {
        try self.init(csvPath: path, summaryPath: path + ".json")
    }

    /// Opens a recording whose summary is not beside the CSV (tests write the CSV to a device
    /// such as /dev/full).
    init(csvPath path: String, summaryPath: String) throws(OutputFileError) {
        csvPath = path
        self.summaryPath = summaryPath
        guard let file = fopen(path, "w") else { throw OutputFileError.fromErrno(path: path) }
        csv = file
        var status = stat()
        if fstat(fileno(file), &status) == 0 { identity = (UInt64(status.st_dev), UInt64(status.st_ino)) }
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
        row += s.followsIdle ? ",1," : ",0,"
        if let cpu = s.threadCPU { FrameTimingFile.appendMilliseconds(cpu, to: &row) }
        row += ","
        if let cpu = s.processCPU { FrameTimingFile.appendMilliseconds(cpu, to: &row) }
        row += ","
        if let reason = frame.missReason { row += reason }
        row += ","
        row += String(s.layers.composited)
        row += ","
        row += String(s.layers.onGPU)
        row += ","
        FrameTimingFile.appendMilliseconds(s.layers.seconds, to: &row)
        row += ","
        row += String(s.layers.kept)
        row += "\n"
        write(row)
        if s.present - lastFlush >= 1 {
            lastFlush = s.present
            flush()
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
    func writeSummary(_ summary: FrameTimingSummary, at time: Double) throws(OutputFileError) {
        lastSummaryWrite = time
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = summaryPath + ".tmp"
        do {
            let data = try encoder.encode(summary)
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw OutputFileError(path: summaryPath, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        guard rename(temporary, summaryPath) == 0 else {
            let error = OutputFileError.fromErrno(path: summaryPath)
            unlink(temporary)
            throw error
        }
    }

    /// Rewrites the summary in the middle of a run: a failure is reported once, and the run
    /// goes on (the last write, at the end, reports its own failure).
    func updateSummary(_ summary: FrameTimingSummary, at time: Double) {
        do {
            try writeSummary(summary, at: time)
        } catch {
            guard !summaryFailed else { return }
            summaryFailed = true
            Diagnostics.warning("the recording's summary cannot be written: \(error.reason) (\(summaryPath)); the run goes on, and the summary is tried again at its end")
        }
    }

    /// Pushes buffered rows to disk, and checks that the file is still the one being recorded.
    func flush() {
        guard let csv else { return }
        if fflush(csv) != 0 || ferror(csv) != 0 {
            stop(because: String(cString: strerror(errno)))
        } else if let identity, !pathStillNames(identity) {
            stop(because: "the file was removed or replaced while recording")
        }
    }

    /// Flushes and closes the CSV.
    func close() {
        flush()
        if let csv { fclose(csv) }
        csv = nil
    }

    private func write(_ text: String) {
        guard let csv else { return }
        var text = text
        let count = text.utf8.count
        let written = text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, csv) }
        if written < count { stop(because: String(cString: strerror(errno))) }
    }

    private func pathStillNames(_ identity: (device: UInt64, inode: UInt64)) -> Bool {
        var status = stat()
        guard stat(csvPath, &status) == 0 else { return false }
        return UInt64(status.st_dev) == identity.device && UInt64(status.st_ino) == identity.inode
    }

    /// Ends the CSV after a failed write, with one warning.
    private func stop(because reason: String) {
        guard failure == nil else { return }
        failure = reason
        if let csv { fclose(csv) }
        csv = nil
        Diagnostics.warning("recording stopped: cannot write \(csvPath): \(reason). The run goes on; the rows so far stay in the file, and the figures of the whole run in its summary (\(summaryPath)).")
    }
}
