import Foundation
import Testing
@testable import KineticCore

private enum Field: Hashable { case user, email }

@MainActor private final class Seen { var values: [Field?] = []; var flags: [Bool] = [] }

private struct Signup: View {
    let seen: Seen
    @State private var user = ""
    @State private var email = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(spacing: 16) {
            TextField("User", text: $user).focused($field, equals: .user).accessibilityIdentifier("user")
            TextField("Email", text: $email).focused($field, equals: .email).accessibilityIdentifier("email")
            Text(field.map { "\($0)" } ?? "none").accessibilityIdentifier("focus")
            Button("Next") { field = .email }.accessibilityIdentifier("next")
            Button("Done") { field = nil }.accessibilityIdentifier("done")
            Text("\(user)|\(email)").accessibilityIdentifier("echo")
        }
        .onChange(of: field) { _, new in seen.values.append(new) }
        .frame(width: 300)
    }
}

private struct Search: View {
    @State private var query = ""
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($focused).accessibilityIdentifier("search")
            Text(focused ? "on" : "off").accessibilityIdentifier("flag")
            Text(query).accessibilityIdentifier("query")
        }
        .frame(width: 300)
        .onAppear { focused = true }
    }
}

@MainActor
struct FocusStateTests {
    private func text<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> String? {
        host.displayList.items.lazy.compactMap { item -> String? in
            guard item.identifier == identifier, case .text(let layout) = item.content else { return nil }
            return layout.lines.joined()
        }.first
    }

    @Test func theStateFollowsClicksAndTab() throws {
        let seen = Seen()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Signup(seen: seen) }
        #expect(text(host, "focus") == "none")
        host.tap("user")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "focus") == "user")
        host.key("tab")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "focus") == "email")
        // A click on a button puts the focus away.
        host.tap("done")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "focus") == "none")
        #expect(seen.values == [.user, .email, nil])
    }

    @Test func settingTheStateMovesTheFocus() throws {
        let seen = Seen()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Signup(seen: seen) }
        host.tap("next")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "focus") == "email")
        #expect(host.type("a@b.c"))
        #expect(text(host, "echo") == "|a@b.c")
        // Clicking the user field moves both the focus and the state.
        host.tap("user")
        host.type("ann")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "echo") == "ann|a@b.c")
        #expect(text(host, "focus") == "user")
        host.key("tab")
        host.key("tab")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "focus") != "email")
        host.tap("next")
        host.advance(by: 1.0 / 60)
        host.tap("done")
        host.advance(by: 1.0 / 60)
        #expect(!host.type("x"))
        #expect(text(host, "focus") == "none")
    }

    @Test func aBoolStateSetOnAppearFocusesTheFieldAtOnce() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Search() }
        host.advance(by: 1.0 / 60)
        #expect(text(host, "flag") == "on")
        #expect(host.type("kinetic"))
        #expect(text(host, "query") == "kinetic")
        host.key("escape")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "flag") == "off")
    }

    @Test func aFocusedFieldThatLeavesGivesUpTheFocusAndItsState() throws {
        @MainActor struct Toggled: View {
            @State var shown = true
            @State var text = ""
            @FocusState var focused: Bool
            var body: some View {
                VStack {
                    if shown { TextField("T", text: $text).focused($focused).accessibilityIdentifier("field") }
                    Text(focused ? "on" : "off").accessibilityIdentifier("flag")
                    Color.red.frame(width: 20, height: 20).onKeyPress(keys: ["h"]) { _ in shown = false; return .handled }
                }.frame(width: 300)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggled() }
        host.tap("field")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "flag") == "on")
        // Control-H is no key of the field's: the handler behind it hides the field.
        #expect(host.key("ctrl+h"))
        host.advance(by: 1.0 / 60)
        #expect(host.frame(of: "field") == nil)
        #expect(text(host, "flag") == "off")
    }
}
