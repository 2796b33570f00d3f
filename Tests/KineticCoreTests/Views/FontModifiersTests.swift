import Foundation
import Testing
@testable import KineticCore

/// Fonts of the app's own and the system font's designs, as text is laid out.
@MainActor
struct FontModifiersTests {
    static let size = CGSize(width: 300, height: 300)

    static func families(_ list: DisplayList) -> [FontFamily?] {
        list.items.compactMap { if case .text(let layout) = $0.content { layout.family } else { nil } }
    }

    @Test func customFontsAndDesignsReachTheLayout() {
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Text("a").font(.custom("Brand", size: 20))
                Text("b").font(.system(size: 14, design: .monospaced))
                Text("c").font(.system(.title, design: .serif))
                Text("d").font(.system(size: 14, design: .rounded))
                Text("e")
            }
        }
        #expect(Self.families(host.displayList) == [.custom("Brand"), .monospaced, .serif, nil, nil])
        let text = host.displayList.items.compactMap { if case .text(let layout) = $0.content { layout } else { nil } }
        #expect(text.first?.size == 20)
    }

    @Test func aDesignInTheEnvironmentReachesSystemFontsOnly() {
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Text("system")
                Text("custom").font(.custom("Brand", size: 12))
                Text("own design").font(.system(size: 12, design: .serif))
                Text("text's own").fontDesign(.serif)
            }
            .fontDesign(.monospaced)
        }
        #expect(Self.families(host.displayList) == [.monospaced, .custom("Brand"), .serif, .serif])
        let monospaced = HeadlessHost(size: Self.size) { VStack { Text("a"); Text("b").monospaced(false) }.monospaced() }
        #expect(Self.families(monospaced.displayList) == [.monospaced, .monospaced])
        let off = HeadlessHost(size: Self.size) { Text("a").monospaced(false) }
        #expect(Self.families(off.displayList) == [nil])
    }

    @Test func fontModifiersKeepTheTypeface() {
        let font = Font.custom("Brand", size: 18).weight(.bold)
        #expect(font.family == .custom("Brand") && font.weight == .bold)
        #expect(Font.custom("Brand", size: 18).bold().family == .custom("Brand"))
        #expect(Font.custom("Brand", size: 18).monospaced().family == .custom("Brand"))
        #expect(Font.body.monospaced().family == .monospaced)
        #expect(Font.body.monospacedDigit() == Font.body)
        #expect(Font.custom("Brand", size: 12, relativeTo: .largeTitle).size == 12)
        #expect(Font.custom("Brand", fixedSize: 9).size == 9)
        // A bad size is the body's.
        #expect(Font.custom("Brand", size: .nan).size == 17)
        #expect(Font.custom("Brand", size: -3).size == 17)
    }

    @Test func aCanvasDrawsTextInItsTypeface() {
        let host = HeadlessHost(size: Self.size) {
            Canvas { context, _ in
                context.draw(Text("x").font(.custom("Brand", size: 14)), at: CGPoint(x: 50, y: 50))
                context.draw(Text("y"), at: CGPoint(x: 50, y: 80))
            }
            .fontDesign(.serif)
        }
        #expect(Self.families(host.displayList) == [.custom("Brand"), .serif])
    }
}

/// Italic, underlined and struck-through text.
@MainActor
struct TextDecorationTests {
    static func decorations(_ list: DisplayList) -> [TextDecoration] {
        list.items.compactMap { if case .text(let layout) = $0.content { layout.decoration } else { nil } }
    }

    @Test func decorationsOfTheTextTheViewAndTheFontReachTheLayout() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            VStack {
                Text("a").italic()
                Text("b").underline().strikethrough()
                Text("c").font(.body.italic())
                Text("d").italic().italic(false)
                Text("e")
            }
            .underline()
        }
        #expect(Self.decorations(host.displayList) == [[.italic, .underline], [.underline, .strikethrough], [.italic, .underline],
                                                       [.underline], [.underline]])
        let plain = HeadlessHost(size: CGSize(width: 300, height: 300)) { VStack { Text("a") }.italic(false).strikethrough(false) }
        #expect(Self.decorations(plain.displayList) == [[]])
        let canvas = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Canvas { context, _ in context.draw(Text("x").italic(), at: CGPoint(x: 20, y: 20)) }.strikethrough()
        }
        #expect(Self.decorations(canvas.displayList) == [[.italic, .strikethrough]])
    }

    @Test func fontModifiersKeepTheSlant() {
        #expect(Font.custom("Brand", size: 12).italic().bold().isItalic)
        #expect(Font.body.italic().monospaced().isItalic)
    }
}
