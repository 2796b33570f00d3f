import Foundation
import Testing
@testable import KineticCore

private struct Item: Identifiable {
    var id: Int
    var name: String
}

private struct Duplicates: View {
    var body: some View {
        VStack {
            ForEach([Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c")]) { item in
                Text(item.name)
            }
        }
    }
}

private struct BadFrames: View {
    var body: some View {
        VStack {
            Rectangle().frame(width: -10, height: .nan).accessibilityIdentifier("bad")
            Rectangle().frame(minWidth: .nan, maxWidth: -5).frame(height: 10).accessibilityIdentifier("flex")
        }
    }
}

private struct Churning: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Counter().id(UUID())
            Text("\(n)").onTapGesture { n += 1 }.accessibilityIdentifier("n")
        }
    }
}

/// Screens switched quickly, each marked by its own id: what ids are for.
private struct Switcher: View {
    @State private var screen = 0
    var body: some View {
        VStack {
            Text("Screen \(screen)").id(screen)
            Text("next").onTapGesture { screen += 1 }.accessibilityIdentifier("next")
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View { Text("\(count)") }
}

private struct MutatesInBody: View {
    @State private var renders = 0
    var body: some View {
        renders += 1
        return Text("\(renders)")
    }
}

@MainActor
struct BadInputTests {
    @Test func duplicateIdsInAForEachWarnOnceAndStillDrawEveryRow() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Duplicates() }
        host.advance(by: 0.1)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("duplicate ids in a ForEach") == true)
        #expect(warnings.first?.contains("Duplicates") == true, "the warning names the view: \(warnings)")
        let rows = host.displayList.items.filter { if case .text = $0.content { return true } else { return false } }
        #expect(rows.count == 3)
    }

    @Test func negativeAndNaNFramesWarnAndGiveNoNaNGeometry() throws {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { BadFrames() }
        #expect(warnings.contains { $0.contains("frame width -10.0 is not a size") })
        #expect(warnings.contains { $0.contains("frame height nan is not a size") })
        #expect(warnings.contains { $0.contains("frame minWidth nan") })
        #expect(warnings.allSatisfy { $0.contains("BadFrames") })
        for item in host.displayList.items {
            let numbers = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height]
            #expect(numbers.allSatisfy { Double($0).isFinite })
        }
        #expect(try #require(host.frame(of: "bad")).width.isFinite)
    }

    @Test func anIdThatChangesEveryUpdateWarnsNamingTheView() throws {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Churning() }
        for _ in 0..<4 { host.tap("n") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Counter") == true && warnings.first?.contains("its .id changed") == true, "\(warnings)")
    }

    @Test func anIdThatChangesWithWhatItMarksDoesNotWarn() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Switcher() }
        for _ in 0..<6 { host.tap("next") }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aBodyThatMutatesStateWarnsAndDoesNotLoopForever() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { MutatesInBody() }
        host.advance(by: 0.5)
        #expect(warnings.contains { $0.contains("MutatesInBody") && $0.contains("changed its state while a body was being evaluated") })
        #expect(warnings.contains { $0.contains("stopped after 8 rounds") })
    }
}
