import Testing
@testable import KineticCore

struct RefreshIntervalEstimatorTests {
    @Test func fallbackUntilEnoughSamples() {
        var estimator = RefreshIntervalEstimator(fallback: nil)
        #expect(isApproximately(estimator.interval, 1.0 / 60))
        for _ in 0..<(RefreshIntervalEstimator.minimumSampleCount - 1) { estimator.record(interval: 0.007) }
        #expect(isApproximately(estimator.interval, 1.0 / 60))
        estimator.record(interval: 0.007)
        #expect(isApproximately(estimator.interval, 0.007))
    }

    @Test func medianIgnoresMissedFramesAndStalls() {
        var estimator = RefreshIntervalEstimator(fallback: 0.01)
        for i in 0..<64 { estimator.record(interval: i % 10 == 0 ? 0.0333 : 0.01667) }
        estimator.record(interval: 3)  // a stall, not a refresh
        estimator.record(interval: .nan)
        estimator.record(interval: -1)
        #expect(isApproximately(estimator.interval, 0.01667))
    }

    @Test func keepsOnlyTheRecentSamples() {
        var estimator = RefreshIntervalEstimator(fallback: nil, capacity: 8)
        for _ in 0..<8 { estimator.record(interval: 0.02) }
        for _ in 0..<8 { estimator.record(interval: 0.01) }
        #expect(estimator.sampleCount == 8)
        #expect(isApproximately(estimator.interval, 0.01))
    }

    @Test(arguments: [Double.nan, 0, -1, Double.infinity])
    func badFallbacksBecomeSixtyHertz(fallback: Double) {
        #expect(isApproximately(RefreshIntervalEstimator(fallback: fallback).interval, 1.0 / 60))
    }
}
