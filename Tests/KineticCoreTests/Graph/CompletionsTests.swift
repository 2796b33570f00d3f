import Foundation
import Testing
@testable import KineticCore

/// Counts the completions that ran, by name.
@MainActor
private final class Ran {
    static var counts: [String: Int] = [:]
}

/// A box that slides and fades when tapped, and leaves when "remove" is tapped, each change
/// in a transaction with completions.
private struct Leaving: View {
    @State private var moved = false
    @State private var faded = false
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Rectangle().frame(width: 20, height: 20)
                    .offset(x: moved ? 200 : 0)
                    .opacity(faded ? 0.2 : 1)
                    .accessibilityIdentifier("box")
            }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("go")
                .onTapGesture {
                    withAnimation(.spring(duration: 2), completionCriteria: .logicallyComplete) { moved.toggle() } completion: {
                        MainActor.assumeIsolated { Ran.counts["logical", default: 0] += 1 }
                    }
                }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("fade")
                .onTapGesture {
                    withAnimation(.linear(duration: 3).delay(0.5), completionCriteria: .removed) { faded.toggle() } completion: {
                        MainActor.assumeIsolated { Ran.counts["removed", default: 0] += 1 }
                    }
                }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("remove")
                .onTapGesture { withAnimation(nil) { shown = false } }
        }
        .frame(width: 400, height: 200)
    }
}

@MainActor
@Suite(.serialized)
struct CompletionsTests {
    init() { Ran.counts = [:] }

    @Test func aViewRemovedMidAnimationFiresItsCompletionsOnce() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { Leaving() }
        #expect(host.tap("go"))
        #expect(host.tap("fade"))
        host.advance(by: 0.2)
        #expect(host.frameNeeded)
        #expect(Ran.counts.isEmpty)
        #expect(host.tap("remove"))
        host.advance(by: 0)
        #expect(Ran.counts == ["logical": 1, "removed": 1])
        host.advance(by: 5)
        #expect(Ran.counts == ["logical": 1, "removed": 1])
        #expect(!host.frameNeeded)
    }

    @Test func closingTheWindowFiresWhatWaitsAndShowsTheModelValues() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { Leaving() }
        let start = host.frame(of: "box")
        #expect(host.tap("go"))
        #expect(host.tap("fade"))
        host.advance(by: 0.2)
        let midway = host.frame(of: "box")
        #expect(midway != start)
        host.graph.stopAnimations()
        #expect(Ran.counts == ["logical": 1, "removed": 1])
        // The next frame shows the model values, and nothing moves any more.
        host.advance(by: 0)
        #expect(host.frame(of: "box")?.minX == start.map { $0.minX + 200 })
        #expect(host.opacity(of: "box") == 0.2)
        #expect(!host.frameNeeded)
        host.graph.stopAnimations()
        host.advance(by: 3)
        #expect(Ran.counts == ["logical": 1, "removed": 1])
    }

    @Test func completionsAfterTheViewIsGoneStillRunOnce() {
        // A transaction whose change animates nothing (the view went in the same change).
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { Leaving() }
        #expect(host.tap("remove"))
        #expect(host.tap("go"))
        #expect(host.tap("fade"))
        host.advance(by: 0)
        #expect(Ran.counts == ["logical": 1, "removed": 1])
    }
}
