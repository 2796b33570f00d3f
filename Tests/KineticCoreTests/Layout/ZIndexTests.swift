import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Hits {
    var names: [String] = []
}

private struct Cards: View {
    let hits: Hits
    @State private var redOnTop = true
    var body: some View {
        VStack {
            ZStack {
                Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                    .accessibilityIdentifier("red")
                    .onTapGesture { hits.names.append("red") }
                    .zIndex(redOnTop ? 1 : 0)
                Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 100)
                    .accessibilityIdentifier("blue")
                    .onTapGesture { hits.names.append("blue") }
            }
            Text("Flip").onTapGesture { redOnTop.toggle() }.accessibilityIdentifier("flip")
        }
    }
}

/// A card that leaves with a fade above the one that stays, as SwiftUI code keeps it with zIndex.
private struct Leaving: View {
    @State private var shown = true
    var body: some View {
        VStack {
            ZStack {
                if shown {
                    Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                        .accessibilityIdentifier("red")
                        .transition(.opacity)
                        .zIndex(1)
                }
                Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 100).accessibilityIdentifier("blue")
            }
            Text("Hide").onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }.accessibilityIdentifier("hide")
        }
    }
}

@MainActor
struct ZIndexTests {
    private func drawOrder(_ host: HeadlessHost<some View>, _ names: Set<String>) -> [String] {
        host.displayList.items.compactMap(\.identifier).filter(names.contains)
    }

    @Test func aHigherZIndexIsDrawnAndHitAboveTheViewsAfterIt() throws {
        let hits = Hits()
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Cards(hits: hits) }
        #expect(drawOrder(host, ["red", "blue"]) == ["blue", "red"])
        let center = try #require(host.frame(of: "red"))
        #expect(host.tap(at: CGPoint(x: center.midX, y: center.midY)))
        #expect(hits.names == ["red"])
        // Back to 0: the view order again, drawn and hit.
        #expect(host.tap("flip"))
        host.advance(by: 0.05)
        #expect(drawOrder(host, ["red", "blue"]) == ["red", "blue"])
        #expect(host.tap(at: CGPoint(x: center.midX, y: center.midY)))
        #expect(hits.names == ["red", "blue"])
    }

    @Test func equalValuesKeepTheViewOrderAndNegativeOnesGoBelow() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            ZStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a").zIndex(2)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b").zIndex(-1)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c").zIndex(2)
                // Through a modifier wrapping it alone, as in SwiftUI.
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("d").zIndex(1).padding(4)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("e")
            }
        }
        #expect(drawOrder(host, ["a", "b", "c", "d", "e"]) == ["b", "e", "d", "a", "c"])
    }

    @Test func aLeavingViewKeepsItsPlaceAboveWhileItsTransitionPlays() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Leaving() }
        #expect(drawOrder(host, ["red", "blue"]) == ["blue", "red"])
        #expect(host.tap("hide"))
        host.advance(by: 0.5)
        #expect(drawOrder(host, ["red", "blue"]) == ["blue", "red"])
        host.advance(by: 0.6)
        #expect(drawOrder(host, ["red", "blue"]) == ["blue"])
    }

    @Test func aValueThatIsNotANumberIsZeroWithAWarning() {
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), warnings: { warnings.append($0) }) {
            ZStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a").zIndex(.nan)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }
        }
        #expect(drawOrder(host, ["a", "b"]) == ["a", "b"])
        #expect(warnings.contains { $0.contains("zIndex(nan)") })
    }
}
