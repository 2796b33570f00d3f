import Foundation
import Testing
@testable import KineticCore

@MainActor
struct TimingPlotTests {
    /// `count` frames at 60 Hz costing 2 ms, with one 30 ms spike and the frames in `missed`
    /// presented late.
    private func frames(_ count: Int, spikeAt spike: Int, missed: Set<Int>) -> (frames: [FrameTiming], summary: FrameTimingSummary) {
        let recorder = FrameTimingRecorder()
        recorder.keepsAllFrames = true
        let refresh = 1.0 / 60
        var t = 0.0
        for i in 0..<count {
            let interval = missed.contains(i) ? 3 * refresh : refresh
            t += interval
            let start = t - interval, cost = i == spike ? 0.030 : 0.002
            recorder.record(FrameStamps(
                deadline: t, sampleTime: t, frameStart: start, updateEnd: start + cost / 2, layoutEnd: start + cost / 2,
                displayListEnd: start + cost * 0.8, submitEnd: start + cost, present: t, refreshInterval: refresh,
                threadCPU: cost, processCPU: cost * 1.5))
        }
        return (recorder.allFrames, recorder.summary)
    }

    @Test func aRecorderKeepingAllFramesKeepsEveryOne() {
        let (frames, summary) = frames(500, spikeAt: 10, missed: [])
        #expect(frames.count == 500 && summary.frameCount == 500)
        #expect(frames.map(\.index) == Array(0..<500))
    }

    @Test func aSpikeIsNeverAveragedAwayWhenFramesOutnumberThePixels() {
        let values = (0..<5000).map { $0 == 3333 ? 30.0 : 2.0 }
        let path = FrameSeries(values: values, ceiling: 40).path(in: CGRect(x: 0, y: 0, width: 400, height: 100))
        // 400 points across; the lowest one (the spike) reaches 75 % of the height.
        #expect(path.elements.count == 400)
        let ys = path.elements.compactMap { element -> Double? in
            switch element {
            case .move(let p), .line(let p): Double(p.y)
            default: nil
            }
        }
        #expect(abs((ys.min() ?? 0) - 25) < 1e-9)
        #expect(ys.filter { abs($0 - 95) < 1e-9 }.count == 399)
    }

    @Test func thePlotShowsTheBudgetTheFramesAndTheMissedOnes() throws {
        let (frames, summary) = frames(300, spikeAt: 120, missed: [50, 200])
        let view = TimingPlotView(frames: frames, summary: summary)
        // The chart spans up to the spike's cost (1.5 × its 30 ms, +10 %), the budget inside it.
        #expect(abs(view.ceiling - 0.0495) < 1e-9)
        let host = HeadlessHost(size: TimingPlotView.size) { view }
        let budget = try #require(host.frame(of: "timing.budget"))
        let series = try #require(host.frame(of: "timing.frame-time"))
        #expect(budget.width == series.width)
        #expect(abs(Double(budget.minY - series.minY) - TimingPlotView.chartHeight * (1 - (1.0 / 60) / 0.0495)) < 1)
        #expect(host.frame(of: "timing.missed") != nil)
        let missedPath = MissedMarks(missed: frames.map(\.missedDeadline)).path(in: CGRect(x: 0, y: 0, width: 300, height: 8))
        #expect(missedPath.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
        #expect(view.headline.contains("2 missed"))
    }
}
