import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Log {
    var submitted: [String] = []
    var editing: [Bool] = []
}

private struct Form: View {
    let log: Log
    @State private var name = "Ada"
    @State private var password = ""

    var body: some View {
        VStack(spacing: 20) {
            TextField("Name", text: $name)
                .accessibilityIdentifier("name")
            SecureField("Password", text: $password)
                .accessibilityIdentifier("password")
            Text("\(name)|\(password)").accessibilityIdentifier("echo")
            Button("Reset") { name = "" }.accessibilityIdentifier("reset")
        }
        .onSubmit { log.submitted.append(name) }
        .frame(width: 300)
    }
}

@MainActor
struct TextFieldTests {
    private func echo<V: View>(_ host: HeadlessHost<V>) -> String? {
        host.displayList.items.lazy.compactMap { item -> String? in
            guard item.identifier == "echo", case .text(let layout) = item.content else { return nil }
            return layout.lines.joined()
        }.first
    }

    private func texts<V: View>(in host: HeadlessHost<V>) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let layout) = item.content { return layout.lines.joined() }
            return nil
        }
    }

    @Test func clickingAFieldFocusesItAndTypingEditsItsBinding() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: log) }
        #expect(!host.type("x"))
        let field = try #require(host.frame(of: "name"))
        // A click at the right end puts the caret after "Ada".
        #expect(host.tap(at: CGPoint(x: field.maxX - 10, y: field.midY)))
        #expect(host.type(" Lovelace"))
        #expect(echo(host) == "Ada Lovelace|")
        #expect(host.key("ctrl+backspace"))
        #expect(host.key("backspace"))
        #expect(echo(host) == "Ada|")
        #expect(host.key("return"))
        #expect(log.submitted == ["Ada"])
        // Keys that type are the field's: the playground's "s" and "q" never reach it.
        #expect(host.key("s") && host.key("q"))
        #expect(echo(host) == "Ada|")
    }

    @Test func tabMovesBetweenFieldsSelectingTheirText() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        #expect(host.key("tab"))
        // The name field has the focus with its text selected: typing replaces it.
        #expect(host.type("Grace"))
        #expect(echo(host) == "Grace|")
        #expect(host.key("tab"))
        #expect(host.type("secret"))
        #expect(echo(host) == "Grace|secret")
        // The secure field shows dots, never the text.
        #expect(texts(in: host).contains("••••••"))
        #expect(!texts(in: host).contains("secret"))
    }

    @Test func theCaretAndSelectionAreDrawnOnlyWhileFocused() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        func accentFills() -> Int {
            host.displayList.items.filter { item in
                guard case .fill(.rectangle, let color) = item.content else { return false }
                return color.blue > 0.9 && color.red < 0.1
            }.count
        }
        #expect(accentFills() == 0)
        let field = try #require(host.frame(of: "name"))
        host.tap(at: CGPoint(x: field.maxX - 10, y: field.midY))
        #expect(accentFills() == 1)  // the caret
        #expect(host.key("shift+left"))
        #expect(accentFills() == 1)  // the selection, no caret
        #expect(host.key("escape"))
        #expect(accentFills() == 0)
        // Escape took the focus away: typing goes nowhere.
        #expect(!host.type("z"))
    }

    @Test func copyCutAndPasteGoThroughTheClipboardButNotFromASecureField() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        let saved = Clipboard.string
        defer { Clipboard.string = saved }
        host.key("tab")
        host.key("ctrl+c")
        #expect(Clipboard.string == "Ada")
        host.key("ctrl+x")
        #expect(echo(host) == "|")
        host.key("ctrl+v")
        host.key("ctrl+v")
        #expect(echo(host) == "AdaAda|")
        Clipboard.string = "one\ntwo"
        host.key("tab")
        host.key("ctrl+v")
        #expect(echo(host) == "AdaAda|one two")
        host.key("ctrl+a")
        host.key("ctrl+c")
        #expect(Clipboard.string == "one\ntwo")
    }

    @Test func draggingSelectsAndADoubleClickSelectsAWord() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        let field = try #require(host.frame(of: "name"))
        let left = CGPoint(x: field.minX + 6.5, y: field.midY)
        host.drag(from: left, to: CGPoint(x: field.maxX - 10, y: field.midY))
        host.key("ctrl+x")
        #expect(echo(host) == "|")
        #expect(Clipboard.string == "Ada")
        host.type("two words")
        host.advance(by: 1)
        let word = CGPoint(x: field.minX + 10, y: field.midY)
        host.tap(at: word)
        host.tap(at: word)
        host.type("one")
        #expect(echo(host) == "one words|")
    }

    @Test func theTextChangedByTheProgramShowsAndKeepsTheCaretInside() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        let field = try #require(host.frame(of: "name"))
        host.tap(at: CGPoint(x: field.maxX - 10, y: field.midY))
        host.tap("reset")
        // The button took the focus away; the field shows its prompt again.
        #expect(echo(host) == "|")
        #expect(texts(in: host).contains("Name"))
        host.tap(at: CGPoint(x: field.maxX - 10, y: field.midY))
        host.type("B")
        #expect(echo(host) == "B|")
    }

    @Test func aLongLineScrollsToKeepTheCaretInSight() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Form(log: Log()) }
        let field = try #require(host.frame(of: "name"))
        host.tap(at: CGPoint(x: field.maxX - 10, y: field.midY))
        host.type(String(repeating: "wide words ", count: 10))
        // The caret stays inside the field's frame.
        let caret = try #require(host.displayList.items.last { item in
            if case .fill(.rectangle, let color) = item.content { return color.blue > 0.9 && color.red < 0.1 }
            return false
        })
        let x = Double(caret.transform.tx)
        #expect(x > Double(field.minX) && x < Double(field.maxX))
        host.key("home")
        let start = try #require(host.displayList.items.last { item in
            if case .fill(.rectangle, let color) = item.content { return color.blue > 0.9 && color.red < 0.1 }
            return false
        })
        #expect(abs(Double(start.transform.tx) - Double(field.minX) - 6) < 1)
    }

    @Test func aDisabledFieldTakesNoFocusAndNoText() throws {
        @MainActor struct Disabled: View {
            @State var text = "fixed"
            var body: some View {
                TextField("T", text: $text).disabled(true).accessibilityIdentifier("field").frame(width: 200)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { Disabled() }
        #expect(!host.key("tab"))
        host.tap("field")
        #expect(!host.type("x"))
    }

    @Test func theOlderInitialiserTellsEditingChangesAndCommits() throws {
        @MainActor struct Old: View {
            let log: Log
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("T", text: $text, onEditingChanged: { log.editing.append($0) }, onCommit: { log.submitted.append(text) })
                        .accessibilityIdentifier("field")
                    Button("Other") {}.accessibilityIdentifier("other")
                }.frame(width: 200)
            }
        }
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Old(log: log) }
        host.tap("field")
        host.type("hi")
        host.key("return")
        host.tap("other")
        #expect(log.editing == [true, false])
        #expect(log.submitted == ["hi"])
    }

    @Test func theFocusRingGoesRoundTheFaceOrThePlainLine() throws {
        @MainActor struct Fields: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack(spacing: 30) {
                    TextField("A", text: $a).accessibilityIdentifier("bordered")
                    TextField("B", text: $b).textFieldStyle(.plain).accessibilityIdentifier("plain")
                }.frame(width: 200)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Fields() }
        var stops: [CGRect] = []
        for id in ["bordered", "plain"] {
            host.tap(id)
            stops.append(try #require(host.graph.focusedStop).frame)
        }
        // Both fields are 200 points wide: the bordered one's face is its line with 4 points
        // above and below; the plain one is its line alone.
        #expect(stops[0].width == 200 && stops[1].width == 200)
        #expect(stops[0].height == stops[1].height + 8)
    }
}
