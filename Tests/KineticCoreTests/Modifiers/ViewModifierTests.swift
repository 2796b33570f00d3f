import Foundation
import Testing
@testable import KineticCore

/// An animatable modifier: its body runs each frame with the interpolated amount.
private struct Shift: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount * 2) }
}

/// A modifier with its own state.
private struct Counting: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        content
            .overlay(Text("\(taps)").accessibilityIdentifier("taps"))
            .onTapGesture { taps += 1 }
    }
}

private struct Shifted: View {
    @State private var amount = 0.0
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .modifier(Shift(amount: amount))
            .accessibilityIdentifier("box")
            .onTapGesture { withAnimation(.linear(duration: 1)) { amount = 100 } }
    }
}

private struct Counted: View {
    var body: some View {
        Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("box").modifier(Counting())
    }
}

@MainActor
struct ViewModifierTests {
    @Test func anAnimatableModifierRunsItsBodyWithInterpolatedData() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 100)) { Shifted() }
        let start = try #require(host.frame(of: "box")).minX
        host.tap("box")
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(of: "box")).minX - start - 100) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(of: "box")).minX - start - 200) < 1e-9)
        #expect(!host.frameNeeded)
    }

    @Test func aModifierKeepsItsOwnState() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 100)) { Counted() }
        host.tap("box")
        host.tap("box")
        let texts = host.displayList.items.compactMap { item -> [String]? in
            if item.identifier == "taps", case .text(let t) = item.content { return t.lines } else { return nil }
        }
        #expect(texts == [["2"]])
    }
}
