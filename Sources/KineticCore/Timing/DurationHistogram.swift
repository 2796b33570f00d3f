import Foundation
import Histogram

/// A fixed-size record of durations, for percentiles over runs of any length.
///
/// Values are kept in nanoseconds with three significant digits (0.1 % error), from 1 ns to an
/// hour; the memory used does not grow with the number of values. Averages and extremes are
/// tracked exactly beside it.
struct DurationHistogram {
    private var histogram = Histogram<UInt64>(
        lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000_000, numberOfSignificantValueDigits: .three)
    private(set) var count = 0
    private(set) var sum = 0.0
    private(set) var largest = 0.0

    mutating func record(_ seconds: Double) {
        guard seconds.isFinite else { return }
        let clamped = max(0, seconds)
        count += 1
        sum += clamped
        largest = max(largest, clamped)
        _ = histogram.record(UInt64(min((clamped * 1e9).rounded(), 3.6e12)))
    }

    var average: Double { count > 0 ? sum / Double(count) : 0 }

    /// The value at `percentile` (0…100), in seconds; 0 when nothing was recorded.
    func value(atPercentile percentile: Double) -> Double {
        guard count > 0 else { return 0 }
        // The histogram reports the top of the value's bucket; never above the true maximum.
        return min(Double(histogram.valueAtPercentile(percentile)) / 1e9, largest)
    }

    /// Average, p50, p90, p99, p99.9 and worst, in milliseconds.
    var distributionInMilliseconds: DurationDistribution {
        DurationDistribution(
            average: average * 1000,
            p50: value(atPercentile: 50) * 1000,
            p90: value(atPercentile: 90) * 1000,
            p99: value(atPercentile: 99) * 1000,
            p99_9: value(atPercentile: 99.9) * 1000,
            worst: largest * 1000)
    }
}

/// Summary statistics of a set of durations, in milliseconds.
public struct DurationDistribution: Hashable, Sendable, Codable {
    public var average: Double
    public var p50: Double
    public var p90: Double
    public var p99: Double
    public var p99_9: Double
    public var worst: Double
}
