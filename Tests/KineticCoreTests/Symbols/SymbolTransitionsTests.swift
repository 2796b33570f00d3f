import Foundation
import Testing
@testable import KineticCore

@MainActor
struct SymbolTransitionsTests {
    private struct Swapping: View {
        @State var on = false
        @State var shown = true
        let transition: ContentTransition
        var body: some View {
            VStack {
                Image(systemName: on ? "heart.fill" : "star.fill").font(.system(size: 40)).contentTransition(transition)
                    .accessibilityIdentifier("symbol")
                if shown {
                    Image(systemName: "bolt.fill").transition(.symbolEffect).accessibilityIdentifier("bolt")
                }
                Button("Swap") { withAnimation(.linear(duration: 1)) { on.toggle() } }.accessibilityIdentifier("swap")
                Button("Hide") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.accessibilityIdentifier("hide")
            }
        }
    }

    private func symbolItems<V: View>(_ host: HeadlessHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.identifier == "symbol" }
    }

    @Test func aReplaceEffectShrinksTheOldSymbolAsTheNewOneGrows() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Swapping(transition: .symbolEffect(.replace)) }
        #expect(symbolItems(host).count == 1)
        host.tap("swap")
        host.advance(by: 0.25)
        let items = symbolItems(host)
        #expect(items.count == 2)
        // The old one smaller than its frame and fading; the new one growing.
        let scales = items.map { Double($0.transform.a) }
        #expect(scales[0] < 1 && scales[1] < 1 && scales[0] > scales[1])
        #expect(items[0].opacity < 1 && items[1].opacity < 1)
        host.advance(by: 1)
        #expect(symbolItems(host).count == 1)
        #expect(abs(Double(symbolItems(host)[0].transform.a) - 1) < 1e-9)
    }

    @Test func withoutATransitionTheSymbolSwapsAtOnceAndOpacityCrossFades() throws {
        let plain = HeadlessHost(size: CGSize(width: 300, height: 300)) { Swapping(transition: .identity) }
        plain.tap("swap")
        plain.advance(by: 0.25)
        #expect(symbolItems(plain).count == 1)
        let faded = HeadlessHost(size: CGSize(width: 300, height: 300)) { Swapping(transition: .opacity) }
        faded.tap("swap")
        faded.advance(by: 0.25)
        let items = symbolItems(faded)
        #expect(items.count == 2 && items.allSatisfy { abs(Double($0.transform.a) - 1) < 1e-9 })
        #expect(abs(items[0].opacity - 0.75) < 0.02 && abs(items[1].opacity - 0.25) < 0.02)
    }

    @Test func theSymbolTransitionScalesASymbolOut() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Swapping(transition: .identity) }
        host.tap("hide")
        host.advance(by: 0.5)
        let item = try #require(host.displayList.items.first { $0.identifier == "bolt" })
        #expect(abs(Double(item.transform.a) - 0.6) < 0.02)
        #expect(abs(item.opacity - 0.5) < 0.02)
        host.advance(by: 0.6)
        #expect(host.frame(of: "bolt") == nil)
    }
}
