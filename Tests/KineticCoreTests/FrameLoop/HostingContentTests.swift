import Foundation
import Testing
@testable import KineticCore

private struct Tappable: View {
    @State private var taps = 0
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .overlay(Text("\(taps)").accessibilityIdentifier("taps"))
            .onTapGesture { taps += 1 }
            .onKeyPress("x") { .handled }
    }
}

@MainActor
struct HostingContentTests {
    private func context(_ time: Double) -> FrameContext {
        FrameContext(time: time, size: CGSize(width: 200, height: 200), frameIndex: 0, refreshInterval: 1.0 / 60, pacing: "vsync")
    }

    private func taps(_ content: HostingContent<Tappable>) -> [String] {
        content.graph.displayList.items.compactMap { item in
            if item.identifier == "taps", case .text(let text) = item.content { return text.lines.joined() } else { return nil }
        }
    }

    @Test func aClickReachesTheViewsAndDrawsTriangles() {
        let content = HostingContent(size: CGSize(width: 200, height: 200)) { Tappable() }
        var list = DrawList()
        content.update(context: context(0.1))
        content.draw(into: &list, context: context(0.1))
        #expect(!list.vertices.isEmpty)
        #expect(taps(content) == ["0"])
        #expect(content.handle(.mouseDown(location: CGPoint(x: 100, y: 100), button: 1), context: context(0.2)))
        #expect(content.handle(.mouseUp(location: CGPoint(x: 100, y: 100), button: 1), context: context(0.2)))
        content.update(context: context(0.2))
        list.removeAll()
        content.draw(into: &list, context: context(0.2))
        #expect(taps(content) == ["1"])
        // The right button is not a tap.
        _ = content.handle(.mouseDown(location: CGPoint(x: 100, y: 100), button: 3), context: context(0.3))
        #expect(!content.handle(.mouseUp(location: CGPoint(x: 100, y: 100), button: 3), context: context(0.3)))
    }

    @Test func escapeQuitsUnlessAViewTakesTheKey() {
        let content = HostingContent(size: CGSize(width: 200, height: 200)) { Tappable() }
        var list = DrawList()
        content.draw(into: &list, context: context(0))
        #expect(content.handle(.keyDown(key: "x"), context: context(0)))
        #expect(!content.requestsQuit)
        _ = content.handle(.keyDown(key: "escape"), context: context(0))
        #expect(content.requestsQuit)
        #expect(!content.needsFrame)
    }
}

/// Shapes with bad numbers or no size draw nothing, and the host says so once.
@MainActor
struct HostingContentSkippedShapeTests {
    struct ZeroSized: View {
        var body: some View {
            VStack {
                Circle().fill(Color.red).frame(width: 0, height: 20)
                Circle().fill(Color.blue).frame(width: 20, height: 20)
            }
        }
    }

    /// A zero-width shape is a legitimate state (a slider's fill at its minimum): nothing is
    /// drawn and, as in SwiftUI, nothing is reported.
    @Test func aZeroSizedShapeDrawsNothingAndIsNoMistake() {
        let content = HostingContent(size: CGSize(width: 200, height: 200)) { ZeroSized() }
        var warnings: [String] = []
        content.graph.warningHandler = { warnings.append($0) }
        var list = DrawList()
        for frame in 0..<3 {
            list.removeAll()
            let context = FrameContext(time: Double(frame) / 60, size: CGSize(width: 200, height: 200), frameIndex: frame,
                                       refreshInterval: 1.0 / 60, pacing: "test")
            content.update(context: context)
            content.draw(into: &list, context: context)
            #expect(list.skippedItems.empty == 1)
            #expect(list.vertices.allSatisfy { $0.color.b == 255 || $0.color.a == 0 }, "only the blue circle draws")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
