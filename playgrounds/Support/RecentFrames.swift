import Foundation
import Kinetic

/// The live frame statistics a scene shows: the last 120 frames of the frame loop's own
/// recorder, as "frame time p50 …, p99 …; N of the last M frames missed"; nil until two frames
/// are recorded.
@MainActor
func recentFrameStatistics() -> String? {
    let frames = FrameTimingRecorder.current?.recentFrames.suffix(120) ?? []
    guard frames.count >= 2 else { return nil }
    let times = frames.map(\.cpuFrameTime).sorted()
    func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count - 1) * p))] * 1000 }
    let missed = frames.filter(\.missedDeadline).count
    return String(format: "frame time p50 %.1f ms, p99 %.1f ms; %d of the last %d frames missed", percentile(0.5), percentile(0.99), missed, frames.count)
}
