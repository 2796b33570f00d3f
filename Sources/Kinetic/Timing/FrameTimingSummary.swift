import Foundation

/// What a run's frames add up to: the figures a recording's JSON file holds.
public struct FrameTimingSummary: Hashable, Sendable {
    /// Frames recorded.
    public var frameCount: Int
    /// Seconds from the first frame's start to the last present.
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
}

extension FrameTimingSummary: Codable {
    enum CodingKeys: String, CodingKey {
        case frameCount = "frame_count"
        case runDuration = "run_duration_s"
        case averageFrameTime = "average_frame_time_ms"
        case p50FrameTime = "p50_frame_time_ms"
        case p90FrameTime = "p90_frame_time_ms"
        case p99FrameTime = "p99_frame_time_ms"
        case p999FrameTime = "p99_9_frame_time_ms"
        case worstFrameTime = "worst_frame_time_ms"
        case averagePresentInterval = "average_present_interval_ms"
        case p50PresentInterval = "p50_present_interval_ms"
        case p90PresentInterval = "p90_present_interval_ms"
        case p99PresentInterval = "p99_present_interval_ms"
        case p999PresentInterval = "p99_9_present_interval_ms"
        case worstPresentInterval = "worst_present_interval_ms"
        case missedFrameCount = "missed_frame_count"
        case hitchTimeRatio = "hitch_time_ratio_ms_per_s"
        case p99Judder = "p99_judder_ms"
        case measuredRefreshInterval = "measured_refresh_interval_ms"
        case pacing
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(frameCount, forKey: .frameCount)
        try c.encode(runDuration, forKey: .runDuration)
        try c.encode(frameTime.average, forKey: .averageFrameTime)
        try c.encode(frameTime.p50, forKey: .p50FrameTime)
        try c.encode(frameTime.p90, forKey: .p90FrameTime)
        try c.encode(frameTime.p99, forKey: .p99FrameTime)
        try c.encode(frameTime.p99_9, forKey: .p999FrameTime)
        try c.encode(frameTime.worst, forKey: .worstFrameTime)
        try c.encode(presentInterval.average, forKey: .averagePresentInterval)
        try c.encode(presentInterval.p50, forKey: .p50PresentInterval)
        try c.encode(presentInterval.p90, forKey: .p90PresentInterval)
        try c.encode(presentInterval.p99, forKey: .p99PresentInterval)
        try c.encode(presentInterval.p99_9, forKey: .p999PresentInterval)
        try c.encode(presentInterval.worst, forKey: .worstPresentInterval)
        try c.encode(missedFrameCount, forKey: .missedFrameCount)
        try c.encode(hitchTimeRatio, forKey: .hitchTimeRatio)
        try c.encode(p99Judder, forKey: .p99Judder)
        try c.encode(measuredRefreshInterval, forKey: .measuredRefreshInterval)
        try c.encode(pacing, forKey: .pacing)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frameCount = try c.decode(Int.self, forKey: .frameCount)
        runDuration = try c.decode(Double.self, forKey: .runDuration)
        frameTime = DurationDistribution(
            average: try c.decode(Double.self, forKey: .averageFrameTime),
            p50: try c.decode(Double.self, forKey: .p50FrameTime),
            p90: try c.decode(Double.self, forKey: .p90FrameTime),
            p99: try c.decode(Double.self, forKey: .p99FrameTime),
            p99_9: try c.decode(Double.self, forKey: .p999FrameTime),
            worst: try c.decode(Double.self, forKey: .worstFrameTime))
        presentInterval = DurationDistribution(
            average: try c.decode(Double.self, forKey: .averagePresentInterval),
            p50: try c.decode(Double.self, forKey: .p50PresentInterval),
            p90: try c.decode(Double.self, forKey: .p90PresentInterval),
            p99: try c.decode(Double.self, forKey: .p99PresentInterval),
            p99_9: try c.decode(Double.self, forKey: .p999PresentInterval),
            worst: try c.decode(Double.self, forKey: .worstPresentInterval))
        missedFrameCount = try c.decode(Int.self, forKey: .missedFrameCount)
        hitchTimeRatio = try c.decode(Double.self, forKey: .hitchTimeRatio)
        p99Judder = try c.decode(Double.self, forKey: .p99Judder)
        measuredRefreshInterval = try c.decode(Double.self, forKey: .measuredRefreshInterval)
        pacing = try c.decode(String.self, forKey: .pacing)
    }
}
