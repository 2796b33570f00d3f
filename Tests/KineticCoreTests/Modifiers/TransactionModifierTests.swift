import Foundation
import Testing
@testable import KineticCore

/// A container whose `.transaction { $0.animation = nil }` rewrites a change made inside it:
/// its own button inserts a box, in `withAnimation(.linear(duration: 1))`.
private struct Quiet: View {
    let silenced: Bool
    var body: some View {
        if silenced {
            Panel().transaction { $0.animation = nil }
        } else {
            Panel()
        }
    }
}

private struct Panel: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20).accessibilityIdentifier("button")
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 50).accessibilityIdentifier("box") }
        }
        .frame(width: 300, height: 200)
    }
}

/// Issue 39's first fidelity fix: `.transaction(_:)` on a container applies to what changes
/// inside it, as in SwiftUI, not only to changes that reach it from outside.
@MainActor
struct TransactionModifierTests {
    @Test func aTransactionModifierRewritesAChangeMadeInsideIt() throws {
        let quiet = HeadlessHost(size: CGSize(width: 300, height: 200)) { Quiet(silenced: true) }
        _ = quiet.tap("button")
        quiet.advance(by: 1.0 / 60)
        // Inserted at once: fully opaque on the first frame, nothing left to animate.
        #expect(quiet.opacity(of: "box") == 1)
        #expect(!quiet.frameNeeded)
        // Without the modifier the same change fades the box in over the second.
        let loud = HeadlessHost(size: CGSize(width: 300, height: 200)) { Quiet(silenced: false) }
        _ = loud.tap("button")
        loud.advance(by: 0.5)
        let opacity = try #require(loud.opacity(of: "box"))
        #expect(opacity > 0.3 && opacity < 0.7, "\(opacity)")
    }
}
