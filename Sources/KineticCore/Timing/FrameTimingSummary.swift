import Foundation

/// What a run's frames add up to: the figures a recording's JSON file holds.
public struct FrameTimingSummary: Hashable, Sendable {
    /// Frames recorded.
    public var frameCount: Int
    /// Seconds from the first frame's start to the last present (see ``sessionDuration`` for
    /// the whole session, idle time included).
    public var runDuration: Double
    /// CPU time per frame, in milliseconds.
    public var frameTime: DurationDistribution
    /// Time between consecutive presents, in milliseconds (frames after idle left out).
    public var presentInterval: DurationDistribution
    /// Frames presented more than 1.5 refresh intervals after the previous one.
    public var missedFrameCount: Int
    /// Milliseconds of hitch per second of run: Σ over missed frames of (interval − refresh).
    public var hitchTimeRatio: Double
    /// The 99th percentile of |present − sample time|, in milliseconds.
    public var p99Judder: Double
    /// The refresh interval the loop measured (or was told), in milliseconds.
    public var measuredRefreshInterval: Double
    /// How frames were paced: "vsync", "self-paced" or "headless".
    public var pacing: String
    /// Seconds from the start of the session to its end (or to now, while it runs), idle time
    /// included: a window left open for a minute on a still scene is a minute-long session.
    public var sessionDuration: Double = 0
    /// Seconds spent making and presenting frames: from each frame's start to its present.
    public var drawingTime: Double = 0
    /// Seconds the loop slept waiting for events, drawing nothing.
    public var idleTime: Double = 0
    /// How the session ended ("quit", "interrupted", "frameLimit", "durationLimit"), once it has.
    public var endReason: String?
    /// Why the CSV stopped early, if a write failed (a full disk, the file removed).
    public var recordingError: String?
    /// What each frame really cost: CPU milliseconds the whole process used from the frame's
    /// start to its present (a software renderer's rasterising in present included), when
    /// measured.
    public var processCPU: DurationDistribution?
    /// CPU milliseconds the frame loop's own thread used per frame, when measured.
    public var threadCPU: DurationDistribution?
    /// The share of one core the process used over the session (CPU seconds over wall-clock
    /// seconds; 2 is two cores busy), when measured.
    public var processCPUShare: Double?
    /// The median of |present − sample time|, in milliseconds.
    public var p50Judder: Double = 0
    /// What the run was: "scene", "arguments", "date" (ISO 8601), "renderer", as the program
    /// that ran it filled them in.
    public var details: [String: String] = [:]

    /// `date` as ``details`` holds it: ISO 8601 in UTC to the second, "2026-11-26T08:48:36Z".
    ///
    /// Formatted by the C library, not `ISO8601DateFormatter`: that loads ICU's time-zone data,
    /// about 2 ms of a window's start-up before its first frame.
    public static func detailsDate(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "" }
        var text = [CChar](repeating: 0, count: 32)
        let length = text.withUnsafeMutableBufferPointer { strftime($0.baseAddress!, $0.count, "%Y-%m-%dT%H:%M:%SZ", &parts) }
        return String(decoding: text[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The hitch-time ratio in the bands people use: under 5 ms/s "good", 5 to 10 "warning",
    /// over 10 "critical".
    public var hitchTimeRating: String {
        hitchTimeRatio < 5 ? "good" : hitchTimeRatio <= 10 ? "warning" : "critical"
    }
}

extension FrameTimingSummary: Codable {
    /// Keys are snake_case; each distribution is spelled out per statistic, as in
    /// `p99_frame_time_ms` and `worst_present_interval_ms`.
    struct Key: CodingKey {
        var stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The statistics of a distribution, by the names they take in keys.
    static var statistics: [(name: String, path: WritableKeyPath<DurationDistribution, Double>)] {
        [("average", \.average), ("p50", \.p50), ("p90", \.p90), ("p99", \.p99), ("p99_9", \.p99_9), ("worst", \.worst)]
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(frameCount, forKey: Key("frame_count"))
        try c.encode(runDuration, forKey: Key("run_duration_s"))
        for (name, path) in Self.statistics {
            try c.encode(frameTime[keyPath: path], forKey: Key("\(name)_frame_time_ms"))
            try c.encode(presentInterval[keyPath: path], forKey: Key("\(name)_present_interval_ms"))
        }
        try c.encode(missedFrameCount, forKey: Key("missed_frame_count"))
        try c.encode(hitchTimeRatio, forKey: Key("hitch_time_ratio_ms_per_s"))
        try c.encode(p99Judder, forKey: Key("p99_judder_ms"))
        try c.encode(measuredRefreshInterval, forKey: Key("measured_refresh_interval_ms"))
        try c.encode(pacing, forKey: Key("pacing"))
        try c.encode(sessionDuration, forKey: Key("session_duration_s"))
        try c.encode(drawingTime, forKey: Key("drawing_time_s"))
        try c.encode(idleTime, forKey: Key("idle_time_s"))
        try c.encodeIfPresent(endReason, forKey: Key("end_reason"))
        try c.encodeIfPresent(recordingError, forKey: Key("recording_error"))
        for (name, path) in Self.statistics {
            if let processCPU { try c.encode(processCPU[keyPath: path], forKey: Key("\(name)_process_cpu_ms")) }
            if let threadCPU { try c.encode(threadCPU[keyPath: path], forKey: Key("\(name)_thread_cpu_ms")) }
        }
        try c.encodeIfPresent(processCPUShare, forKey: Key("process_cpu_share"))
        try c.encode(p50Judder, forKey: Key("p50_judder_ms"))
        try c.encode(hitchTimeRating, forKey: Key("hitch_time_rating"))
        for (key, value) in details.sorted(by: { $0.key < $1.key }) { try c.encode(value, forKey: Key(key)) }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        frameCount = try c.decode(Int.self, forKey: Key("frame_count"))
        runDuration = try c.decode(Double.self, forKey: Key("run_duration_s"))
        var frameTime = DurationDistribution(average: 0, p50: 0, p90: 0, p99: 0, p99_9: 0, worst: 0)
        var presentInterval = frameTime
        for (name, path) in Self.statistics {
            frameTime[keyPath: path] = try c.decode(Double.self, forKey: Key("\(name)_frame_time_ms"))
            presentInterval[keyPath: path] = try c.decode(Double.self, forKey: Key("\(name)_present_interval_ms"))
        }
        self.frameTime = frameTime
        self.presentInterval = presentInterval
        missedFrameCount = try c.decode(Int.self, forKey: Key("missed_frame_count"))
        hitchTimeRatio = try c.decode(Double.self, forKey: Key("hitch_time_ratio_ms_per_s"))
        p99Judder = try c.decode(Double.self, forKey: Key("p99_judder_ms"))
        measuredRefreshInterval = try c.decode(Double.self, forKey: Key("measured_refresh_interval_ms"))
        pacing = try c.decode(String.self, forKey: Key("pacing"))
        sessionDuration = try c.decodeIfPresent(Double.self, forKey: Key("session_duration_s")) ?? runDuration
        drawingTime = try c.decodeIfPresent(Double.self, forKey: Key("drawing_time_s")) ?? 0
        idleTime = try c.decodeIfPresent(Double.self, forKey: Key("idle_time_s")) ?? 0
        endReason = try c.decodeIfPresent(String.self, forKey: Key("end_reason"))
        recordingError = try c.decodeIfPresent(String.self, forKey: Key("recording_error"))
        func distribution(_ suffix: String) throws -> DurationDistribution? {
            var result = DurationDistribution(average: 0, p50: 0, p90: 0, p99: 0, p99_9: 0, worst: 0)
            for (name, path) in Self.statistics {
                guard let value = try c.decodeIfPresent(Double.self, forKey: Key("\(name)_\(suffix)")) else { return nil }
                result[keyPath: path] = value
            }
            return result
        }
        processCPU = try distribution("process_cpu_ms")
        threadCPU = try distribution("thread_cpu_ms")
        processCPUShare = try c.decodeIfPresent(Double.self, forKey: Key("process_cpu_share"))
        p50Judder = try c.decodeIfPresent(Double.self, forKey: Key("p50_judder_ms")) ?? 0
        for key in ["scene", "arguments", "date", "renderer"] {
            if let value = try c.decodeIfPresent(String.self, forKey: Key(key)) { details[key] = value }
        }
    }
}
