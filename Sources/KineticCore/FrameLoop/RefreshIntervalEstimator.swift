import Foundation

/// Measures the display's refresh interval from the times frames were presented.
///
/// Platforms often cannot say how fast the display refreshes (SDL reports 0 Hz under Xvfb), so
/// the loop measures it: the median of the last intervals between back-to-back vsync-paced
/// presents. The median ignores the occasional missed frame (twice the interval) and a slow
/// first present.
public struct RefreshIntervalEstimator: Sendable {
    private var samples: [Double] = []
    private var next = 0
    /// How many recent intervals the estimate is taken from.
    public let capacity: Int
    /// The interval assumed before any present has been measured.
    public let fallback: Double

    /// - Parameters:
    ///   - fallback: Seconds to report before anything is measured (the platform's figure, or
    ///     1/60 when it has none). Non-finite or non-positive values become 1/60.
    ///   - capacity: How many recent intervals to keep.
    public init(fallback: Double?, capacity: Int = 64) {
        if let fallback, fallback.isFinite, fallback > 0 { self.fallback = fallback } else { self.fallback = 1.0 / 60 }
        self.capacity = max(1, capacity)
    }

    /// Adds the interval between two consecutive presents, in seconds. Intervals that are not
    /// finite, not positive or longer than a quarter of a second (a stall, not a refresh) are
    /// ignored.
    public mutating func record(interval: Double) {
        guard interval.isFinite, interval > 0, interval < 0.25 else { return }
        if samples.count < capacity {
            samples.append(interval)
        } else {
            samples[next] = interval
            next = (next + 1) % capacity
        }
    }

    /// How many intervals the estimate rests on.
    public var sampleCount: Int { samples.count }

    /// How many intervals must be measured before they outweigh the fallback: the first
    /// presents of a new window are slow and would mislead a median of one or two.
    public static let minimumSampleCount = 5

    /// The measured refresh interval in seconds: the median of the recent intervals, or the
    /// fallback until ``minimumSampleCount`` were recorded.
    public var interval: Double {
        guard samples.count >= Self.minimumSampleCount else { return fallback }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
