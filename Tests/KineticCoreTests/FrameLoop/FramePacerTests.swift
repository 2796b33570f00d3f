import Testing
@testable import KineticCore

struct FramePacerTests {
    @Test func vsyncPredictsTheNextRefreshInTheRhythmOfTheLastPresent() {
        var pacer = FramePacer(presentsWithVSync: true, reportedRefreshInterval: 0.01)
        #expect(pacer.mode == .vsync)
        #expect(isApproximately(pacer.deadline(now: 5.002, lastPresent: 5.0), 5.01))
        // A frame that starts after a refresh went by aims for the one after.
        #expect(isApproximately(pacer.deadline(now: 5.013, lastPresent: 5.0), 5.02))
        // No known phase (start, after idle): one interval from now.
        #expect(isApproximately(pacer.deadline(now: 7, lastPresent: nil), 7.01))
    }

    @Test func vsyncMeasuresTheIntervalFromPresents() {
        var pacer = FramePacer(presentsWithVSync: true, reportedRefreshInterval: nil)
        #expect(isApproximately(pacer.refreshInterval, 1.0 / 60))
        var t = 0.0
        for _ in 0..<30 {
            pacer.didPresent(at: t + 0.008333, previous: t)
            t += 0.008333
        }
        #expect(pacer.mode == .vsync)
        #expect(isApproximately(pacer.refreshInterval, 0.008333, tolerance: 1e-6))
    }

    @Test func vsyncThatDoesNotPaceIsDetected() {
        var pacer = FramePacer(presentsWithVSync: true, reportedRefreshInterval: nil)
        var t = 0.0
        for _ in 0..<FramePacer.vsyncCheckCount {
            pacer.didPresent(at: t + 0.0005, previous: t)
            t += 0.0005
        }
        #expect(pacer.mode == .selfPaced)
        #expect(isApproximately(pacer.refreshInterval, 1.0 / 60))
    }

    @Test func selfPacedKeepsTheRhythmAndSkipsWhenLate() {
        var pacer = FramePacer(presentsWithVSync: false, reportedRefreshInterval: nil, requestedFPS: 100)
        #expect(pacer.mode == .selfPaced)
        let first = pacer.deadline(now: 1.0, lastPresent: nil)
        #expect(isApproximately(first, 1.01))
        #expect(isApproximately(pacer.deadline(now: 1.0101, lastPresent: 1.01), 1.02))
        // 25 ms late: skip to the first deadline still ahead, in rhythm.
        #expect(isApproximately(pacer.deadline(now: 1.045, lastPresent: 1.02), 1.05))
    }

    @Test func requestedRateOverridesVSync() {
        let pacer = FramePacer(presentsWithVSync: true, reportedRefreshInterval: 1.0 / 60, requestedFPS: 144)
        #expect(pacer.mode == .selfPaced)
        #expect(isApproximately(pacer.refreshInterval, 1.0 / 144))
    }

    @Test(arguments: [Double.nan, 0, -30, Double.infinity])
    func badRequestedRatesAreIgnored(fps: Double) {
        let pacer = FramePacer(presentsWithVSync: true, reportedRefreshInterval: nil, requestedFPS: fps)
        #expect(pacer.mode == .vsync)
        #expect(pacer.refreshInterval.isFinite && pacer.refreshInterval > 0)
    }
}
