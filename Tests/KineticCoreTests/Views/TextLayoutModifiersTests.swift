import Foundation
import Testing
@testable import KineticCore

/// The texts drawn in `host`'s last frame, with their frames.
@MainActor private func texts(_ host: HeadlessHost<some View>) -> [(layout: TextLayout, frame: CGRect)] {
    host.displayList.items.compactMap { if case .text(let layout) = $0.content { (layout, $0.frame) } else { nil } }
}

// Headless layout measures with ApproximateTextMeasurer: a body-size (17 pt) character is
// 10.2 pt wide and lines are 21 pt apart.
@MainActor
struct TextLayoutModifiersTests {
    @Test func textCaseShowsTheLettersInTheCaseAskedAndIsInherited() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("Hello, World").textCase(.uppercase)
                Text("MiXeD").textCase(.lowercase)
                Text("as Written")
                VStack { Text("inner"); Text("Both").textCase(nil) }.textCase(.uppercase)
            }
        }
        #expect(texts(host).map { $0.layout.lines.joined() } == ["HELLO, WORLD", "mixed", "as Written", "INNER", "Both"])
    }

    @Test func lineLimitKeepsTheFirstLinesAndEndsTheLastInAnEllipsis() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("one two six ten").frame(width: 45).lineLimit(2)
                Text("one two six ten").frame(width: 45)
                Text("one two").frame(width: 45).lineLimit(5)
                Text("one two").frame(width: 45).lineLimit(0)
            }
        }
        let shown = texts(host)
        #expect(shown.count == 4)
        guard shown.count == 4 else { return }
        #expect(shown[0].layout.lines == ["one", "two…"])
        #expect(shown[1].layout.lines.count == 4, "without a limit, every line: \(shown[1].layout.lines)")
        #expect(shown[2].layout.lines == ["one", "two"])
        #expect(shown[3].layout.lines == ["one…"])
        // The limited text is as tall as the lines it shows.
        #expect(shown[0].frame.height == 42)
        #expect(shown[3].frame.height == 21)
    }

    @Test func theCutLineFitsItsWidthWithTheEllipsis() {
        let style = { (limit: Int) -> TextLayoutStyle in var style = TextLayoutStyle(); style.lineLimit = limit; return style }
        let width = { (line: String) in Double(line.count) * 10 }
        #expect(style(1).limited(["hello world", "again"], maxWidth: 60, width: width) == ["hello…"])
        #expect(style(1).limited(["hello world", "again"], maxWidth: nil, width: width) == ["hello world…"])
        #expect(style(2).limited(["a", "b", "c"], maxWidth: 100, width: width) == ["a", "b…"])
        #expect(style(3).limited(["a", "b", "c"], maxWidth: 100, width: width) == ["a", "b", "c"])
        // Nothing of the last line fits: the ellipsis alone.
        #expect(style(1).limited(["wide", "x"], maxWidth: 5, width: width) == ["…"])
    }

    @Test func lineSpacingAddsSpaceBetweenLinesOnly() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("one two").frame(width: 45).lineSpacing(10)
                Text("one").lineSpacing(10)
                Text("one two").frame(width: 45).lineSpacing(-4)
                Text("one two").frame(width: 45).lineSpacing(.nan)
            }
        }
        let shown = texts(host)
        #expect(shown[0].layout.lineHeight == 31)
        #expect(shown[0].frame.height == 52)
        #expect(shown[1].frame.height == 21)
        #expect(shown[2].frame.height == 42 && shown[2].layout.lineHeight == 21)
        #expect(shown[3].frame.height == 42 && shown[3].layout.lineHeight == 21)
    }

    @Test func multilineTextAlignmentLinesUpTheLines() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("a b")
                Text("a b").multilineTextAlignment(.center)
                VStack { Text("a b") }.multilineTextAlignment(.trailing)
            }
        }
        #expect(texts(host).map(\.layout.alignment) == [.leading, .center, .trailing])
        #expect(TextAlignment.allCases.count == 3)
    }
}

@MainActor
struct TrackingTests {
    func layout(_ host: HeadlessHost<some View>, _ index: Int = 0) -> (TextLayout, CGRect)? {
        let texts = host.displayList.items.compactMap { item -> (TextLayout, CGRect)? in
            if case .text(let layout) = item.content { (layout, item.frame) } else { nil }
        }
        return index < texts.count ? texts[index] : nil
    }

    /// Body text measures 10.2 points a character here; tracking adds its points after each.
    @Test func trackingWidensTheTextByItsPointsPerCharacter() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            VStack {
                Text("Hi").tracking(2)
                Text("Hi").kerning(-1)
                Text("Hi")
            }
        }
        let (tracked, trackedFrame) = try #require(layout(host, 0))
        #expect(tracked.tracking == 2 && trackedFrame.width == 25)       // 2 × 10.2 + 2 × 2, rounded up
        let (kerned, kernedFrame) = try #require(layout(host, 1))
        #expect(kerned.tracking == -1 && kernedFrame.width == 19)        // 20.4 − 2
        #expect(try #require(layout(host, 2)).0.tracking == 0)
    }

    @Test func aViewsTrackingReachesTheTextInsideUnlessTheTextSetsItsOwn() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            VStack {
                Text("A")
                Text("B").tracking(1)
            }
            .tracking(4)
        }
        #expect(try #require(layout(host, 0)).0.tracking == 4)
        #expect(try #require(layout(host, 1)).0.tracking == 1)
    }

    @Test func trackedTextWrapsSooner() throws {
        // "aaaa bbbb" is 91.8 points: it fits 100 points, but not with 2 points after each character.
        let plain = HeadlessHost(size: CGSize(width: 100, height: 100)) { Text("aaaa bbbb").frame(width: 100) }
        let tracked = HeadlessHost(size: CGSize(width: 100, height: 100)) { Text("aaaa bbbb").tracking(2).frame(width: 100) }
        #expect(try #require(layout(plain)).0.lines == ["aaaa bbbb"])
        #expect(try #require(layout(tracked)).0.lines == ["aaaa", "bbbb"])
    }
}
