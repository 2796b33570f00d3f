import Foundation
@testable import Kinetic
import Testing

// Previews written as a SwiftUI file writes them; the tests below find them at run time.

private struct Badge: View {
    var title: String
    var body: some View {
        Text(title).padding(8).background(Capsule().fill(Color.blue)).accessibilityIdentifier("badge")
    }
}

#Preview("Badge") {
    Badge(title: "New")
}

#Preview("Two badges", traits: .sizeThatFitsLayout) {
    Badge(title: "One")
    Badge(title: "Two")
}

#Preview(traits: .fixedLayout(width: 200, height: 100), .portrait) {
    Badge(title: "Fixed")
}

#Preview("Unknown symbol") {
    Image(systemName: "no.such.symbol.anywhere")
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(title: "Provider")
    }
}

@MainActor
@Suite(.serialized)
struct PreviewRegistryTests {
    /// The previews written in this file, in order of line.
    private func here() -> [PreviewEntry] {
        PreviewRegistry.all().filter { $0.fileID == "KineticTests/PreviewRegistryTests.swift" }
    }

    @Test func everyPreviewIsFoundWithItsNameFileAndLine() {
        let entries = here()
        #expect(entries.map(\.name) == ["Badge", "Two badges", "PreviewRegistryTests", "Unknown symbol"])
        // The lines of the four #Preview macros above.
        #expect(entries.map(\.line) == [14, 18, 23, 27])
        #expect(entries.first?.place == "KineticTests/PreviewRegistryTests.swift:14")
        #expect(entries.first?.shortPlace == "PreviewRegistryTests.swift:14")
    }

    @Test func traitsChooseTheLayout() {
        let entries = here()
        #expect(entries.map(\.layout) == [.device, .sizeThatFits, .fixed(width: 200, height: 100), .device])
    }

    @Test func aPreviewProviderIsListedByItsTypeName() {
        let provider = PreviewRegistry.all().first { $0.name.hasSuffix("Badge_Previews") }
        #expect(provider != nil)
        #expect(provider?.fileID == nil && provider?.place == "PreviewProvider")
    }

    @Test func openingAPreviewDrawsIt() throws {
        let entry = try #require(here().first)
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { entry.makeView() }
        let badge = try #require(host.frame(of: "badge"))
        #expect(abs(Double(badge.midX) - 150) < 1 && abs(Double(badge.midY) - 100) < 1)
    }

    @Test func theBrowserListsThePreviewsAndShowsThePickedOneLive() throws {
        let entries = here()
        let host = HeadlessHost(size: CGSize(width: 900, height: 500)) {
            PreviewsBrowser(entries: entries, console: PreviewConsole())
        }
        for entry in entries { #expect(host.frame(of: "preview:\(entry.name)") != nil, "\(entry.name) is listed") }
        // The first is on the canvas, right of the list.
        let first = try #require(host.frame(of: "badge"))
        #expect(Double(first.minX) > PreviewsBrowser.sidebarWidth)
        // Picking the fixed-size one puts it on the canvas in its 200 × 100 frame.
        #expect(host.tap("preview:PreviewRegistryTests"))
        host.advance(by: 0.1)
        #expect(host.graph.frame(ofText: "Fixed") != nil)
        #expect(host.graph.frame(ofText: "New") == nil)
        // The arrow keys move through the list.
        #expect(host.key("up"))
        host.advance(by: 0.1)
        #expect(host.graph.frame(ofText: "One") != nil && host.graph.frame(ofText: "Two") != nil)
    }

    @Test func theWarningsAPreviewRaisesAreShownBesideIt() throws {
        let entries = here()
        let console = PreviewConsole()
        var printed: [String] = []
        console.echo = { printed.append($0) }
        let host = HeadlessHost(size: CGSize(width: 900, height: 500), warnings: { console.report($0) }) {
            PreviewsBrowser(entries: entries, console: console)
        }
        #expect(host.frame(of: "preview-warnings") == nil, "the first preview raises none")
        #expect(host.tap("preview:Unknown symbol"))
        host.advance(by: 0.1)
        #expect(host.frame(of: "preview-warnings") != nil)
        #expect(printed.contains { $0.contains("no.such.symbol.anywhere") }, "\(printed)")
        // Back on a preview without warnings, the panel goes.
        #expect(host.tap("preview:Badge"))
        host.advance(by: 0.1)
        #expect(host.frame(of: "preview-warnings") == nil)
    }
}
