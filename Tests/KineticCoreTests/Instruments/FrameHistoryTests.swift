import Foundation
import Testing
@testable import KineticCore

/// A box gliding across on a linear animation from the start.
private struct Gliding: View {
    @State private var across = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: across ? 300 : 0)
            .accessibilityIdentifier("box")
            .onAppear { withAnimation(.linear(duration: 2)) { across = true } }
    }
}

@MainActor
struct FrameHistoryTests {
    private func frame(_ index: Int, items: Int, fps: Double = 60) -> FrameHistory.Frame {
        let list = DisplayList(items: Array(repeating: DisplayItem(.fill(.rectangle, color: RGBAColor(red: 1, green: 1, blue: 1)), frame: .zero), count: items))
        return FrameHistory.Frame(index: index, time: Double(index) / fps, displayList: list, samples: [])
    }

    @Test func theHistoryKeepsTenSecondsWithinItsItemBudget() {
        var history = FrameHistory()
        for i in 0..<900 { history.append(frame(i, items: 10)) }
        // Ten seconds at 60 Hz: 600 frames (601 with both ends, as rounding falls).
        #expect((600...601).contains(history.frames.count), "\(history.frames.count)")
        #expect(history.frames.last?.index == 899)
        // Big frames: the item budget decides, and the newest is always kept.
        var big = FrameHistory()
        for i in 0..<100 { big.append(frame(i, items: 5000)) }
        #expect(big.itemCount <= FrameHistory.itemBudget)
        #expect(big.frames.count == FrameHistory.itemBudget / 5000)
        big.append(frame(100, items: FrameHistory.itemBudget * 2))
        #expect(big.frames.count == 1 && big.frames[0].index == 100)
        // The same instant drawn again replaces the frame.
        var again = FrameHistory()
        again.append(frame(1, items: 3))
        again.append(frame(1, items: 4))
        #expect(again.frames.count == 1 && again.itemCount == 4)
        #expect(again.frame(back: 5)?.index == 1)
    }

    @Test func scrubbingBackWhilePausedShowsTheFrameAndValuesOfThen() throws {
        let content = HostingContent(size: CGSize(width: 500, height: 200)) { Gliding() }
        content.keepsHistory = true
        content.showsInspector = true
        func context(_ frame: Int, paused: Bool = false) -> FrameContext {
            FrameContext(time: Double(frame) / 60, size: CGSize(width: 500, height: 200), frameIndex: frame, refreshInterval: 1.0 / 60,
                         pacing: "vsync", isPaused: paused)
        }
        var list = DrawList()
        var shown: [Int: DisplayList] = [:], values: [Int: [Double]] = [:]
        for frame in 1...30 {
            content.update(context: context(frame))
            list.removeAll()
            content.draw(into: &list, context: context(frame))
            content.drawOverlay(into: &list, context: context(frame))
            shown[frame] = content.shownDisplayList
            values[frame] = content.inspector.latest.first { $0.property == "offset" }?.inspection.value
        }
        #expect(shown[20] != shown[30])
        // Not paused: "," is no scrubbing key.
        _ = content.handle(.keyDown(key: ","), context: context(30))
        #expect(content.scrubOffset == 0)
        // Paused at frame 30: ten frames back is frame 20, as it was shown, with its values.
        for _ in 0..<9 { #expect(content.handle(.keyDown(key: ","), context: context(30, paused: true))) }
        #expect(content.handle(.keyDown(key: "shift+,"), context: context(30, paused: true)))
        #expect(content.handle(.keyDown(key: "."), context: context(30, paused: true)))
        #expect(content.scrubOffset == 18)
        for _ in 0..<8 { _ = content.handle(.keyDown(key: "."), context: context(30, paused: true)) }
        #expect(content.scrubOffset == 10)
        list.removeAll()
        content.draw(into: &list, context: context(30, paused: true))
        content.drawOverlay(into: &list, context: context(30, paused: true))
        #expect(content.shownDisplayList == shown[20])
        let panel = try #require(content.inspectorPanelSamples)
        #expect(content.inspectorPanelCursor == 20.0 / 60)
        #expect(panel.first { $0.property == "offset" }?.inspection.value == values[20])
        #expect(content.timeControlsCaption?.hasPrefix("Paused · frame 20, 0.17 s back") == true, "\(content.timeControlsCaption ?? "")")
        // Space resumes live.
        #expect(content.handle(.keyDown(key: "space"), context: context(30, paused: true)))
        #expect(content.scrubOffset == 0)
        #expect(content.takeTimeControls() == [.togglePause])
    }
}
