import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Log { var actions: [String] = [] }

private struct Inbox: View {
    let log: Log
    @State private var editing = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Mail").accessibilityIdentifier("content")
                NavigationLink("Open") { Detail(log: log) }.accessibilityIdentifier("open")
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(editing ? "Done" : "Edit") { editing.toggle() }.accessibilityIdentifier("edit")
                }
                ToolbarItem(placement: .principal) { Text("Inbox").accessibilityIdentifier("principal") }
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose") { log.actions.append("compose") }.accessibilityIdentifier("compose")
                }
                if editing {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive") { log.actions.append("archive") }.accessibilityIdentifier("archive")
                        Button("Delete") { log.actions.append("delete") }.accessibilityIdentifier("delete")
                    }
                }
                ToolbarItem(placement: .keyboard) { Text("Never shown").accessibilityIdentifier("keyboard") }
            }
        }
    }
}

private struct Detail: View {
    let log: Log
    var body: some View {
        Text("Message").accessibilityIdentifier("message")
            .toolbar {
                Button("Reply") { log.actions.append("reply") }.accessibilityIdentifier("reply")
            }
    }
}

@MainActor
struct ToolbarTests {
    static let size = CGSize(width: 600, height: 400)

    @Test func itemsGoToTheirPlacesInTheScreensBars() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) { Inbox(log: log) }
        let edit = try #require(host.frame(of: "edit"))
        let compose = try #require(host.frame(of: "compose"))
        let principal = try #require(host.frame(of: "principal"))
        // Leading at the left, the action at the right, the principal item in the middle, all
        // along the top edge.
        #expect(abs(edit.minX - 14) < 0.5 && abs(edit.minY - 14) < 0.5)
        #expect(abs(compose.maxX - (Self.size.width - 14)) < 0.5)
        #expect(abs(principal.midX - Self.size.width / 2) < 0.5)
        #expect(abs(principal.midY - compose.midY) < 0.5)
        #expect(host.frame(of: "keyboard") == nil)
        #expect(host.frame(of: "archive") == nil)
        host.tap("compose")
        #expect(log.actions == ["compose"])
    }

    @Test func aBottomBarComesWithTheStateThatAddsIt() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) { Inbox(log: log) }
        host.tap("edit")
        host.advance(by: 1.0 / 60)
        let archive = try #require(host.frame(of: "archive"))
        let delete = try #require(host.frame(of: "delete"))
        let bar = try #require(host.frame(of: "toolbar.bottom"))
        #expect(abs(bar.maxY - Self.size.height) < 0.5 && abs(bar.width - Self.size.width) < 0.5)
        #expect(archive.maxX < delete.minX && abs(archive.midY - delete.midY) < 0.5)
        host.tap("delete")
        #expect(log.actions == ["delete"])
        #expect(host.graph.displayList.items.contains { item in
            if case .text(let layout) = item.content { return layout.lines == ["Done"] }
            return false
        })
    }

    @Test func aPushedScreenShowsItsOwnItemsAfterItsBackButton() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) { Inbox(log: log) }
        host.tap("open")
        host.advance(by: 1)
        let reply = try #require(host.frame(of: "reply"))
        #expect(abs(reply.maxX - (Self.size.width - 14)) < 0.5)
        host.tap("reply")
        #expect(log.actions == ["reply"])
        // The root's items are under the pushed screen; its items stay in the root's bar.
        let compose = try #require(host.frame(of: "compose"))
        #expect(abs(compose.maxX - (Self.size.width - 14)) < 0.5)
    }

    @Test func aToolbarWithNoScreenAroundItDrawsItsBarOverItsView() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) {
            Color.gray.frame(width: 300, height: 200)
                .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.actions.append("cancel") }.accessibilityIdentifier("cancel") } }
        }
        let cancel = try #require(host.frame(of: "cancel"))
        #expect(abs(cancel.minX - (150 + 14)) < 0.5 && abs(cancel.minY - (100 + 14)) < 0.5)
        host.tap("cancel")
        #expect(log.actions == ["cancel"])
    }

    @Test func theOlderNavigationBarItemsAreToolbarItems() throws {
        let host = HeadlessHost(size: Self.size) {
            NavigationStack {
                Color.clear.navigationBarItems(leading: Text("L").accessibilityIdentifier("l"), trailing: Text("T").accessibilityIdentifier("t"))
            }
        }
        let l = try #require(host.frame(of: "l")), t = try #require(host.frame(of: "t"))
        #expect(abs(l.minX - 14) < 0.5 && abs(t.maxX - (Self.size.width - 14)) < 0.5)
    }

    @Test func customToolbarContentBuildsItsBody() throws {
        struct Actions: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) { Text("Save").accessibilityIdentifier("save") }
                ToolbarItem(placement: .cancellationAction) { Text("Cancel").accessibilityIdentifier("cancel") }
            }
        }
        let host = HeadlessHost(size: Self.size) { NavigationStack { Color.clear.toolbar { Actions() } } }
        let save = try #require(host.frame(of: "save")), cancel = try #require(host.frame(of: "cancel"))
        #expect(cancel.maxX < save.minX)
    }
}
