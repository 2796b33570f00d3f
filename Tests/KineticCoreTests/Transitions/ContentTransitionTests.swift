import Foundation
import Testing
@testable import KineticCore

/// A counter whose text rolls its changed digits.
private struct Counter: View {
    var transition: (Double) -> ContentTransition = { .numericText(value: $0) }
    @State private var count = 123
    var body: some View {
        VStack {
            Text("\(count)").font(.system(size: 40)).contentTransition(transition(Double(count)))
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("up")
                .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("down")
                .onTapGesture { withAnimation(.linear(duration: 1)) { count -= 1 } }
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("jump")
                .onTapGesture { count += 100 }
        }
    }
}

/// The text items of the last frame: the string each draws, its window position and opacity.
@MainActor
private func glyphs(_ host: HeadlessHost<some View>) -> [(text: String, x: Double, y: Double, opacity: Double)] {
    host.displayList.items.compactMap { item in
        guard case .text(let layout) = item.content else { return nil }
        let origin = item.transform.apply(to: item.frame.origin)
        return (layout.lines.joined(), Double(origin.x), Double(origin.y), item.opacity)
    }
}

@MainActor
@Suite(.serialized)
struct ContentTransitionTests {
    @Test func numericTextRollsOnlyTheChangedDigits() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Counter() }
        let still = glyphs(host)
        #expect(still.map(\.text) == ["123"])
        let top = still[0].y
        #expect(host.tap("up"))
        host.advance(by: 0.5)
        let rolling = glyphs(host)
        // "1" and "2" stay where they were; "3" leaves upwards and "4" comes up from below.
        let one = rolling.first { $0.text == "1" }, two = rolling.first { $0.text == "2" }
        let three = rolling.first { $0.text == "3" }, four = rolling.first { $0.text == "4" }
        #expect(one?.y == top && one?.opacity == 1)
        #expect(two?.y == top && two?.opacity == 1)
        #expect(three.map { $0.y < top && abs($0.opacity - 0.5) < 1e-9 } == true, "\(String(describing: three))")
        #expect(four.map { $0.y > top && abs($0.opacity - 0.5) < 1e-9 } == true, "\(String(describing: four))")
        #expect(one!.x < two!.x && two!.x < four!.x)
        host.advance(by: 0.6)
        #expect(glyphs(host).map(\.text) == ["124"])
        // Counting down rolls the other way.
        #expect(host.tap("down"))
        host.advance(by: 0.5)
        let down = glyphs(host)
        #expect(down.first { $0.text == "3" }.map { $0.y < top } == true, "the new digit comes from above")
        #expect(down.first { $0.text == "4" }.map { $0.y > top } == true, "the old digit leaves downwards")
    }

    @Test func withoutAnimationOrWithIdentityTheTextChangesAtOnce() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Counter() }
        #expect(host.tap("jump"))
        host.advance(by: 0)
        #expect(glyphs(host).map(\.text) == ["223"])
        let plain = HeadlessHost(size: CGSize(width: 400, height: 300)) { Counter(transition: { _ in .identity }) }
        #expect(plain.tap("up"))
        plain.advance(by: 0.5)
        #expect(glyphs(plain).map(\.text) == ["124"])
    }

    @Test func opacityCrossFades() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Counter(transition: { _ in .opacity }) }
        #expect(host.tap("up"))
        host.advance(by: 0.25)
        let fading = glyphs(host)
        #expect(fading.count == 2)
        #expect(fading.contains { $0.text == "123" && abs($0.opacity - 0.75) < 1e-9 })
        #expect(fading.contains { $0.text == "124" && abs($0.opacity - 0.25) < 1e-9 })
        host.advance(by: 1)
        #expect(glyphs(host).map(\.text) == ["124"])
        #expect(!host.frameNeeded)
    }
}
