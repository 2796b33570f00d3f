import Foundation
import Testing
@testable import KineticCore

private final class BodyCount { var value = 0 }

/// A row with an action the engine cannot compare; equal when its title is.
private struct ActionRow: View, Equatable {
    let title: String
    let counter: BodyCount
    let action: () -> Void
    var body: some View {
        let _ = counter.value += 1
        Text(title).onTapGesture(perform: action)
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

private struct Rows: View {
    let counter: BodyCount
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)").accessibilityIdentifier("taps").onTapGesture { taps += 1 }
            ActionRow(title: taps < 2 ? "few" : "many", counter: counter) { taps += 1 }.equatable()
        }
    }
}

@MainActor
struct EquatableViewTests {
    /// The parent is evaluated at every tap; the row only when its title changes.
    @Test func anEquatableViewIsEvaluatedAgainOnlyWhenUnequal() {
        let counter = BodyCount()
        let host = HeadlessHost { Rows(counter: counter) }
        #expect(counter.value == 1)
        host.tap("taps")
        #expect(counter.value == 1, "same title: not evaluated again")
        host.tap("taps")
        #expect(counter.value == 2, "a new title: evaluated again")
        host.tap("taps")
        #expect(counter.value == 2)
    }

    @Test func equatableWrapsTheView() {
        let row = ActionRow(title: "a", counter: BodyCount()) {}
        #expect(row.equatable() == EquatableView(content: ActionRow(title: "a", counter: BodyCount()) {}))
        #expect(row.equatable() != EquatableView(content: ActionRow(title: "b", counter: BodyCount()) {}))
    }
}
