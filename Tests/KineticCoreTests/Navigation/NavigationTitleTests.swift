import Foundation
import Testing
@testable import KineticCore

@MainActor
struct NavigationTitleTests {
    struct Titled: View {
        @State var page = 1
        var body: some View {
            Text("page \(page)")
                .onTapGesture { page += 1 }
                .frame(width: 100, height: 100)
                .navigationTitle("Book — page \(page)")
        }
    }

    @Test func theNewestTitleIsTheWindowsAndFollowsState() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Titled() }
        #expect(host.graph.navigationTitle == "Book — page 1")
        _ = host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        #expect(host.graph.navigationTitle == "Book — page 2")
    }

    @Test func aViewWithNoTitleLeavesTheWindowsOwn() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Text("plain") }
        #expect(host.graph.navigationTitle == nil)
    }

    /// The frame loop passes a changed title to its host once.
    @Test func theFrameLoopGivesTheHostEachNewTitleOnce() {
        final class TitledHost: FakeHostTitles {}
        let host = TitledHost()
        let content = HostingContent(size: CGSize(width: 100, height: 100)) { Titled() }
        let loop = FrameLoop(host: host, content: content, options: .init(frameLimit: 5, virtualTime: true))
        _ = loop.run()
        #expect(host.titles == ["Book — page 1"])
    }
}

/// A fake host that keeps the titles it is given.
@MainActor
class FakeHostTitles: PlatformHost {
    var titles: [String] = []
    var now: Double { 0 }
    var windowSize = CGSize(width: 100, height: 100)
    var pixelsPerPoint = 1.0
    var presentsWithVSync = false
    var reportedRefreshInterval: Double? { nil }
    func pollEvents() -> [InputEvent] { [] }
    func waitForEvents(timeout: Double?) -> [InputEvent] { [.quit] }
    func sleep(seconds: Double) {}
    func submit(_ list: DrawList) {}
    func present() {}
    func setTitle(_ title: String) { titles.append(title) }
}
