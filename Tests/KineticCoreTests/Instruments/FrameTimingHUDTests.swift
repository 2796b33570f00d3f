import Foundation
import Testing
@testable import KineticCore

@MainActor
struct FrameTimingHUDTests {
    static let refresh = 1.0 / 60

    /// 200 frames of varied cost, some missed, some early and late, as a recorder sees them.
    private func recorded() -> FrameTimingRecorder {
        let recorder = FrameTimingRecorder()
        var t = 0.0
        for i in 0..<200 {
            let missed = i % 37 == 36
            let interval = missed ? 0.045 : Self.refresh
            t += interval
            let start = t - interval
            let cpu = 0.0008 + Double(i * 7 % 23) * 0.0004
            let judder = Double(i % 5 - 2) * 0.0003
            recorder.record(FrameStamps(
                deadline: t - judder, sampleTime: t - judder, frameStart: start, updateEnd: start + cpu * 0.4,
                layoutEnd: start + cpu * 0.5, displayListEnd: start + cpu * 0.8, submitEnd: start + cpu, present: t,
                refreshInterval: Self.refresh, threadCPU: cpu, processCPU: cpu * 3))
        }
        return recorder
    }

    @Test func theHUDsFiguresAreTheRecordersForTheSameFrames() {
        let recorder = recorded()
        let summary = recorder.summary
        let figures = FrameTimingHUDFigures(recorder.recentFrames)
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= max(0.01, abs(b) * 0.01) }
        #expect(figures.frameCount == 200)
        #expect(close(figures.p50FrameTime, summary.frameTime.p50), "\(figures.p50FrameTime) vs \(summary.frameTime.p50)")
        #expect(close(figures.p99FrameTime, summary.frameTime.p99), "\(figures.p99FrameTime) vs \(summary.frameTime.p99)")
        #expect(close(figures.p50FrameCost, summary.processCPU!.p50))
        #expect(close(figures.p50PresentInterval, summary.presentInterval.p50))
        #expect(figures.missedCount == summary.missedFrameCount && figures.missedCount == 5)
        #expect(close(figures.hitchTimeRatio, summary.hitchTimeRatio), "\(figures.hitchTimeRatio) vs \(summary.hitchTimeRatio)")
        #expect(close(figures.p99Judder, summary.p99Judder))
    }

    @Test func f1TogglesTheHUDOverTheWindowAndDrawsItsBarsAndFigures() throws {
        let recorder = recorded()
        let content = HostingContent(size: CGSize(width: 800, height: 600)) { Color.blue }
        content.hudFrames = { recorder.recentFrames }
        let context = FrameContext(time: 0.1, size: CGSize(width: 800, height: 600), frameIndex: 0, refreshInterval: Self.refresh, pacing: "vsync")
        var plain = DrawList()
        content.update(context: context)
        content.draw(into: &plain, context: context)
        #expect(content.handle(.keyDown(key: "f1"), context: context))
        #expect(content.showsHUD)
        var withHUD = DrawList()
        content.update(context: context)
        content.draw(into: &withHUD, context: context)
        let beforeOverlay = withHUD.vertices.count
        #expect(beforeOverlay == plain.vertices.count, "the frame itself is drawn as before")
        content.drawOverlay(into: &withHUD, context: context)
        #expect(withHUD.vertices.count > plain.vertices.count + 100, "the bars and the figures are drawn")
        let hud = try #require(content.hud)
        // At the top trailing corner, 300 points wide.
        let frame = try #require(hud.graph.frame(of: "hud"))
        #expect(abs(Double(frame.maxX) - (800 - FrameTimingHUD.margin)) < 1 && abs(Double(frame.minY) - FrameTimingHUD.margin) < 1)
        #expect(frame.width == 300)
        // The figures read as the recorder's.
        let texts = hud.graph.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.lines.joined(separator: " ") }
            return nil
        }
        #expect(texts.contains(String(format: "p50 %.2f · p99 %.2f ms", hud.figures.p50FrameTime, hud.figures.p99FrameTime)), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("\(String(format: "%.1f", hud.figures.hitchTimeRatio)) ms/s · 5 missed") }, "\(texts)")
        // Five red columns for the missed frames.
        let red = FrameBars.Phase.missed.color.resolved
        let missedFills = hud.graph.displayList.items.filter { if case .fill(_, let color) = $0.content { return color == red }; return false }
        #expect(missedFills.count == 1, "one path for the missed frames' columns")
        // F1 again hides it.
        #expect(content.handle(.keyDown(key: "f1"), context: context))
        var hidden = DrawList()
        content.update(context: context)
        content.draw(into: &hidden, context: context)
        content.drawOverlay(into: &hidden, context: context)
        #expect(hidden.vertices.count == plain.vertices.count)
    }

    @Test func restingThePointerOnAFigureExplainsIt() throws {
        let hud = FrameTimingHUD(textMeasurer: ApproximateTextMeasurer(), size: CGSize(width: 800, height: 600))
        _ = hud.draw(frames: recorded().recentFrames, size: CGSize(width: 800, height: 600), time: 0.1)
        #expect(hud.graph.frame(of: "hud.explanation") == nil)
        let row = try #require(hud.graph.frame(of: "hud.judder"))
        #expect(hud.pointerMoved(to: CGPoint(x: row.midX, y: row.midY), time: 0.2))
        _ = hud.draw(frames: recorded().recentFrames, size: CGSize(width: 800, height: 600), time: 0.2)
        #expect(hud.graph.frame(of: "hud.explanation") != nil)
        // Away from the HUD, the explanation goes, and the pointer is not the HUD's.
        #expect(!hud.pointerMoved(to: CGPoint(x: 100, y: 500), time: 0.3))
        _ = hud.draw(frames: recorded().recentFrames, size: CGSize(width: 800, height: 600), time: 0.3)
        #expect(hud.graph.frame(of: "hud.explanation") == nil)
    }

    @Test func noFramesYetDrawsAnEmptyChartAndZeroes() {
        let figures = FrameTimingHUDFigures([])
        #expect(figures == FrameTimingHUDFigures())
        let hud = FrameTimingHUD(textMeasurer: ApproximateTextMeasurer(), size: CGSize(width: 400, height: 300))
        let list = hud.draw(frames: [], size: CGSize(width: 400, height: 300), time: 0)
        #expect(!list.items.isEmpty)
    }
}
