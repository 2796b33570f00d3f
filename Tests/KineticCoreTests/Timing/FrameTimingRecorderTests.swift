import Foundation
import Testing
@testable import KineticCore

struct FrameTimingRecorderTests {
    static let refresh = 1.0 / 60

    /// Stamps for a frame presented at `present`, with `cpu` seconds of work and `judder`
    /// seconds between the sample time and the present.
    static func stamps(present: Double, cpu: Double = 0.002, judder: Double = 0, followsIdle: Bool = false) -> FrameStamps {
        let start = present - refresh
        return FrameStamps(
            deadline: present - judder, sampleTime: present - judder, frameStart: start,
            updateEnd: start + cpu * 0.25, layoutEnd: start + cpu * 0.5, displayListEnd: start + cpu * 0.75,
            submitEnd: start + cpu, present: present, refreshInterval: refresh, followsIdle: followsIdle)
    }

    @Test func derivesCPUTimeIntervalAndJudder() {
        let recorder = FrameTimingRecorder()
        let first = recorder.record(Self.stamps(present: 1, cpu: 0.003, judder: 0.001))
        #expect(first.presentInterval == nil)
        #expect(isApproximately(first.cpuFrameTime, 0.003))
        #expect(isApproximately(first.judder, 0.001))
        let second = recorder.record(Self.stamps(present: 1 + Self.refresh))
        #expect(isApproximately(second.presentInterval!, Self.refresh))
        #expect(!second.missedDeadline)
    }

    @Test func missedFramesAndHitchRatio() {
        let recorder = FrameTimingRecorder()
        var t = 0.0
        // 60 frames on time, one at 40 ms (missed), one at 20 ms (late but under 1.5×), 60 on time.
        var presents: [Double] = []
        for _ in 0..<60 { t += Self.refresh; presents.append(t) }
        t += 0.040; presents.append(t)
        t += 0.020; presents.append(t)
        for _ in 0..<60 { t += Self.refresh; presents.append(t) }
        for present in presents { recorder.record(Self.stamps(present: present)) }

        let summary = recorder.summary
        #expect(summary.frameCount == presents.count)
        #expect(summary.missedFrameCount == 1)
        let runDuration = presents.last! - (presents.first! - Self.refresh)
        #expect(isApproximately(summary.runDuration, runDuration))
        #expect(isApproximately(summary.hitchTimeRatio, (0.040 - Self.refresh) * 1000 / runDuration, tolerance: 1e-9))
        #expect(isApproximately(summary.presentInterval.worst, 40, tolerance: 1e-9))
        #expect(isApproximately(summary.presentInterval.p50, Self.refresh * 1000, tolerance: 1e-3))
    }

    @Test func percentilesOfFrameTime() {
        let recorder = FrameTimingRecorder()
        // CPU times 0.1 ms … 100 ms in 0.1 ms steps, in shuffled order.
        var cpus = (1...1000).map { Double($0) / 10_000 }
        var generator = SystemRandomNumberGenerator()
        cpus.shuffle(using: &generator)
        for (i, cpu) in cpus.enumerated() {
            recorder.record(Self.stamps(present: Double(i + 1) * Self.refresh, cpu: cpu))
        }
        let frameTime = recorder.summary.frameTime
        // Within the histogram's three significant digits.
        #expect(isApproximately(frameTime.p50, 50.0, tolerance: 1e-3))
        #expect(isApproximately(frameTime.p90, 90.0, tolerance: 1e-3))
        #expect(isApproximately(frameTime.p99, 99.0, tolerance: 1e-3))
        #expect(isApproximately(frameTime.p99_9, 99.9, tolerance: 1e-3))
        #expect(isApproximately(frameTime.worst, 100.0, tolerance: 1e-9))
        #expect(isApproximately(frameTime.average, 50.05, tolerance: 1e-9))
    }

    @Test func framesAfterIdleHaveNoInterval() {
        let recorder = FrameTimingRecorder()
        recorder.record(Self.stamps(present: 1))
        let afterIdle = recorder.record(Self.stamps(present: 9, followsIdle: true))
        #expect(afterIdle.presentInterval == nil)
        #expect(recorder.summary.missedFrameCount == 0)
        #expect(recorder.summary.presentInterval.worst == 0)
    }

    @Test func p99JudderIsOfTheAbsoluteGap() {
        let recorder = FrameTimingRecorder()
        for i in 0..<100 {
            let judder = i == 99 ? -0.010 : (i >= 95 ? 0.004 : 0.0005)
            recorder.record(Self.stamps(present: Double(i + 1) * Self.refresh, judder: judder))
        }
        #expect(isApproximately(recorder.summary.p99Judder, 4, tolerance: 1e-3))
    }

    @Test func recentFramesAreBounded() {
        let recorder = FrameTimingRecorder()
        for i in 0..<1000 { recorder.record(Self.stamps(present: Double(i + 1) * Self.refresh)) }
        let recent = recorder.recentFrames
        #expect(recent.count == recorder.recentCapacity)
        #expect(recent.first?.index == 1000 - recorder.recentCapacity)
        #expect(recent.last?.index == 999)
    }

    @Test func csvAndJSONAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("timing.csv").path
        let recorder = try FrameTimingRecorder(path: path)
        var t = 0.0
        for i in 0..<300 {
            t += i % 50 == 49 ? 0.050 : Self.refresh
            recorder.record(Self.stamps(present: t, cpu: 0.001 + Double(i % 7) * 0.0003, judder: Double(i % 3) * 0.0002))
        }
        try recorder.finish()

        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.count == 300)
        let columns = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let cpu = columns.map { Double($0[9])! }
        let missed = columns.filter { $0[12] == "1" }.count
        let summary = try JSONDecoder().decode(FrameTimingSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path + ".json")))
        #expect(summary.frameCount == rows.count)
        #expect(summary.missedFrameCount == missed)
        #expect(missed == 6)
        #expect(isApproximately(summary.frameTime.worst, cpu.max()!, tolerance: 1e-4))
        #expect(isApproximately(summary.frameTime.average, cpu.reduce(0, +) / Double(cpu.count), tolerance: 1e-4))
        let sorted = cpu.sorted()
        #expect(isApproximately(summary.frameTime.p50, sorted[149], tolerance: 2e-3))
    }

    @Test func jsonKeysAreSnakeCase() throws {
        let data = try JSONEncoder().encode(FrameTimingRecorder().summary)
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        for key in ["p99_frame_time_ms", "missed_frame_count", "hitch_time_ratio_ms_per_s", "p99_judder_ms",
                    "measured_refresh_interval_ms", "p50_present_interval_ms", "frame_count"] {
            #expect(object[key] != nil, "missing \(key)")
        }
    }

    @Test func unwritablePathFailsNamingThePath() {
        #expect {
            _ = try FrameTimingRecorder(path: "/nonexistent-folder/timing.csv")
        } throws: { error in
            let description = String(describing: error)
            return description.contains("/nonexistent-folder/timing.csv") && description.contains("No such file")
        }
    }
}

func isApproximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    let difference = abs(a - b)
    return difference <= tolerance || difference <= tolerance * max(abs(a), abs(b))
}

struct FrameTimingFileTests {
    @Test(arguments: [0.0, 0.016666666, 1.23456789, 12.5, 0.00000004, 0.00000005, -0.0021, 3600.0])
    func millisecondsAreWrittenAsPercentFourF(seconds: Double) {
        var text = ""
        FrameTimingFile.appendMilliseconds(seconds, to: &text)
        let expected = String(format: "%.4f", (seconds * 10_000_000).rounded() / 10_000)
        #expect(text == expected)
    }

    @Test func nonFiniteTimesAreWrittenAsNaN() {
        var text = ""
        FrameTimingFile.appendMilliseconds(.infinity, to: &text)
        #expect(text == "nan")
    }
}

struct FrameTimingRecorderFlushTests {
    @Test func flushPutsEveryRowOnDiskBeforeFinish() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("idle.csv").path
        let recorder = try FrameTimingRecorder(path: path)
        for i in 0..<10 { recorder.record(FrameTimingRecorderTests.stamps(present: 0.1 + Double(i) / 60)) }
        recorder.flush()
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 11)
        let summary = try JSONDecoder().decode(FrameTimingSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path + ".json")))
        #expect(summary.frameCount == 10)
    }
}

struct FrameTimingSummaryCodingTests {
    @Test func summaryRoundTripsThroughJSON() throws {
        let recorder = FrameTimingRecorder()
        for i in 0..<50 { recorder.record(FrameTimingRecorderTests.stamps(present: Double(i + 1) / 60, cpu: 0.001 * Double(i % 5 + 1))) }
        let summary = recorder.summary
        let decoded = try JSONDecoder().decode(FrameTimingSummary.self, from: JSONEncoder().encode(summary))
        #expect(decoded == summary)
    }
}

/// The session as it was: its wall time, the time spent drawing and the time spent idle.
struct FrameTimingSessionTests {
    @Test func aLongStillSessionReportsItsWallTimeNotItsFramesTime() {
        let recorder = FrameTimingRecorder()
        recorder.beginSession(at: 0)
        // Six frames at the start, 60 s of waiting for events, one frame, then 29.7 s more.
        for i in 0..<6 { recorder.record(FrameTimingRecorderTests.stamps(present: 0.1 + Double(i) / 60)) }
        recorder.addIdleTime(60, endingAt: 60.2)
        recorder.record(FrameTimingRecorderTests.stamps(present: 60.3, followsIdle: true))
        recorder.addIdleTime(29.7, endingAt: 90)
        recorder.endSession(at: 90, reason: "window closed")
        let summary = recorder.summary
        #expect(summary.frameCount == 7)
        #expect(summary.sessionDuration == 90)
        #expect(isApproximately(summary.drawingTime, 7 * FrameTimingRecorderTests.refresh))
        #expect(isApproximately(summary.idleTime, 89.7))
        #expect(summary.endReason == "window closed")
        #expect(summary.recordingError == nil)
    }

    @Test func withoutABeginTheSessionStartsAtTheFirstFrame() {
        let recorder = FrameTimingRecorder()
        for i in 0..<3 { recorder.record(FrameTimingRecorderTests.stamps(present: 10 + Double(i))) }
        recorder.endSession(at: 12.5, reason: "quit key")
        #expect(isApproximately(recorder.summary.sessionDuration, 2.5 + FrameTimingRecorderTests.refresh))
    }

    @Test func theSummaryKeysNameTheSession() throws {
        let recorder = FrameTimingRecorder()
        recorder.beginSession(at: 0)
        recorder.record(FrameTimingRecorderTests.stamps(present: 1))
        recorder.endSession(at: 2, reason: "SIGTERM")
        let json = try #require(String(data: JSONEncoder().encode(recorder.summary), encoding: .utf8))
        for key in ["session_duration_s", "drawing_time_s", "idle_time_s", "end_reason"] {
            #expect(json.contains("\"\(key)\""))
        }
    }
}

/// A write that fails mid-run stops the CSV with one clear warning; the run and the summary go on.
struct FrameTimingWriteErrorTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFullDiskStopsTheRecordingWithOneWarning() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summaryPath = folder.appendingPathComponent("full.csv.json").path
        let recorder = try FrameTimingRecorder(csvPath: "/dev/full", summaryPath: summaryPath)
        var finishError: OutputFileError?
        let warnings = Diagnostics.collectingWarnings {
            // Enough rows to fill stdio's buffer many times over, and flushes between them.
            for i in 0..<600 { recorder.record(FrameTimingRecorderTests.stamps(present: 1 + Double(i) / 60)) }
            recorder.flush()
            for i in 600..<700 { recorder.record(FrameTimingRecorderTests.stamps(present: 1 + Double(i) / 60)) }
            do throws(OutputFileError) { try recorder.finish() } catch { finishError = error }
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("recording stopped: cannot write /dev/full: No space left on device") == true)
        #expect(recorder.frameCount == 700)
        #expect(finishError?.reason == "No space left on device")
        let summary = try JSONDecoder().decode(FrameTimingSummary.self, from: Data(contentsOf: URL(fileURLWithPath: summaryPath)))
        #expect(summary.frameCount == 700)
        #expect(summary.recordingError == "No space left on device")
    }

    @Test func aFileRemovedMidRunStopsTheRecordingWithOneWarning() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gone.csv").path
        let recorder = try FrameTimingRecorder(path: path)
        var finishError: OutputFileError?
        let warnings = Diagnostics.collectingWarnings {
            for i in 0..<60 { recorder.record(FrameTimingRecorderTests.stamps(present: 1 + Double(i) / 60)) }
            try? FileManager.default.removeItem(atPath: path)
            for i in 60..<300 { recorder.record(FrameTimingRecorderTests.stamps(present: 1 + Double(i) / 60)) }
            do throws(OutputFileError) { try recorder.finish() } catch { finishError = error }
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("removed or replaced") == true)
        #expect(finishError != nil)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing recreates a file the user removed")
        let summary = try JSONDecoder().decode(FrameTimingSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path + ".json")))
        #expect(summary.frameCount == 300)
        #expect(summary.recordingError == "the file was removed or replaced while recording")
    }
}

/// What a frame really cost, why a frame was missed, and what the run was.
struct FrameTimingHonestNumbersTests {
    static let refresh = 1.0 / 60

    /// A frame presented `interval` after the last, its phases `update`, `layout`, `display`
    /// and `submit` long, with `process` CPU seconds.
    static func frame(interval: Double, update: Double = 0.001, layout: Double = 0.0005, display: Double = 0.0005,
                      submit: Double = 0.0005, thread: Double? = nil, process: Double?) -> FrameTiming {
        let start = 0.0
        let stamps = FrameStamps(
            deadline: interval, sampleTime: interval, frameStart: start, updateEnd: start + update,
            layoutEnd: start + update + layout, displayListEnd: start + update + layout + display,
            submitEnd: start + update + layout + display + submit, present: interval, refreshInterval: refresh,
            threadCPU: thread, processCPU: process)
        return FrameTiming(index: 1, stamps: stamps, presentInterval: interval)
    }

    @Test(arguments: [
        // On time: no reason.
        (frame(interval: refresh, process: 0.002), nil),
        // The update overran the refresh interval.
        (frame(interval: 0.04, update: 0.03, process: 0.031), "update"),
        (frame(interval: 0.04, display: 0.025, process: 0.026), "display list"),
        // Short phases, but the process worked through present: a software renderer.
        (frame(interval: 0.04, process: 0.02), "present"),
        // Short phases and little CPU: someone else's fault.
        (frame(interval: 0.04, process: 0.002), "not this process"),
        // No CPU measured: the longest phase.
        (frame(interval: 0.04, layout: 0.004, process: nil), "layout"),
    ] as [(FrameTiming, String?)])
    func aMissedFrameSaysWhy(_ frame: FrameTiming, _ reason: String?) {
        #expect(frame.missReason == reason)
    }

    @Test(arguments: [(0.0, "good"), (4.99, "good"), (5.0, "warning"), (10.0, "warning"), (10.01, "critical"), (250.0, "critical")])
    func theHitchTimeRatioIsRatedInTheUsualBands(_ ratio: Double, _ rating: String) {
        var summary = FrameTimingRecorder().summary
        summary.hitchTimeRatio = ratio
        #expect(summary.hitchTimeRating == rating)
    }

    @Test func theCostOfEachFrameTheCSVAndTheSummaryAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("timing.csv").path
        let recorder = try FrameTimingRecorder(path: path)
        recorder.details = ["scene": "spring-lab", "renderer": "opengl"]
        var t = 0.0
        for i in 0..<100 {
            // Every tenth frame is missed with the process idle; the others cost 1 to 10 ms.
            let missed = i % 10 == 9
            t += missed ? 0.05 : Self.refresh
            let start = t - (missed ? 0.05 : Self.refresh)
            var stamps = FrameStamps(
                deadline: t, sampleTime: t, frameStart: start, updateEnd: start + 0.001, layoutEnd: start + 0.0015,
                displayListEnd: start + 0.002, submitEnd: start + 0.0025, present: t, refreshInterval: Self.refresh,
                threadCPU: 0.002, processCPU: missed ? 0.001 : 0.001 * Double(i % 10 + 1))
            // The second frame composited layers, some kept from the first.
            if i == 1 { stamps.layers = LayerStatistics(composited: 5, onGPU: 4, kept: 3, seconds: 0.0012) }
            recorder.record(stamps)
        }
        try recorder.finish()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = lines[0].split(separator: ",").map(String.init)
        #expect(Array(header.suffix(7)) == ["thread_cpu_ms", "process_cpu_ms", "miss_reason", "layers", "gpu_layers", "layer_ms", "kept_layers"])
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows[0][15] == "2.0000" && rows[0][16] == "1.0000" && rows[0][17] == "" && rows[0][18] == "0" && rows[0][19] == "0" && rows[0][20] == "0.0000")
        #expect(rows[0][21] == "0")
        #expect(rows[1][18] == "5" && rows[1][19] == "4" && rows[1][20] == "1.2000" && rows[1][21] == "3", "\(rows[1])")
        #expect(rows[9][17] == "not this process")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path + ".json"))) as! [String: Any]
        #expect(object["p50_thread_cpu_ms"] as? Double == 2)
        #expect((object["worst_process_cpu_ms"] as? Double).map { abs($0 - 9) < 0.01 } == true)
        #expect(object["process_cpu_share"] is Double)
        #expect(object["hitch_time_rating"] as? String == "critical", "10 missed frames in 2 s: \(object["hitch_time_ratio_ms_per_s"] ?? "")")
        #expect(object["scene"] as? String == "spring-lab" && object["renderer"] as? String == "opengl")
        #expect(object["p50_judder_ms"] is Double)
        let decoded = try JSONDecoder().decode(FrameTimingSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path + ".json")))
        #expect(decoded.details == ["scene": "spring-lab", "renderer": "opengl"])
        #expect(decoded.processCPU?.worst == decoded.processCPU.map { _ in object["worst_process_cpu_ms"] as! Double })
    }

    @Test func theProcessCPUShareIsMeasuredOverTheSession() {
        let recorder = FrameTimingRecorder()
        recorder.beginSession(at: 0)
        // Busy for a while: the share is the CPU seconds over the wall seconds.
        let start = Date()
        var x = 0.0
        while Date().timeIntervalSince(start) < 0.05 { x += sin(x + 1) }
        recorder.endSession(at: 0.05, reason: "quit")
        let share = recorder.summary.processCPUShare ?? 0
        // Other tests' threads count too (the share is the process's), and a loaded machine
        // may pre-empt this one: only that it was measured, and is a sane number of cores.
        #expect(share > 0 && share < 64, "\(share) (x \(x))")
    }
}
