import Combine
import Foundation
import Testing
@testable import KineticCore

private final class Scoreboard: ObservableObject, @unchecked Sendable {
    nonisolated(unsafe) static var made = 0
    @Published var points = 0
    @Published var label = "score"
    init() { Scoreboard.made += 1 }
}

private struct Points: View {
    @ObservedObject var board: Scoreboard
    var body: some View { Text("\(board.points) points").accessibilityIdentifier("points") }
}

private struct Owner: View {
    @StateObject private var board = Scoreboard()
    @State private var flips = 0
    var body: some View {
        VStack {
            Points(board: board)
            Text("flips \(flips)")
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("flip").onTapGesture { flips += 1 }
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("score").onTapGesture { board.points += 1 }
        }
    }
}

private struct Badge: View {
    @EnvironmentObject var board: Scoreboard
    var body: some View { Text(board.label).accessibilityIdentifier("badge") }
}

private struct Ticker: View {
    let ticks: PassthroughSubject<Int, Never>
    @State private var last = 0
    var body: some View {
        Text("tick \(last)").onReceive(ticks) { last = $0 }
    }
}

private struct Toggled: View {
    let ticks: PassthroughSubject<Int, Never>
    @State var shown = true
    var body: some View {
        VStack {
            if shown { Ticker(ticks: ticks) }
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("hide").onTapGesture { shown = false }
        }
    }
}

@MainActor
struct ObservableObjectViewTests {
    @Test func aStateObjectIsMadeOnceAndItsChangesRedrawItsReaders() {
        let before = Scoreboard.made
        let host = HeadlessHost { Owner() }
        #expect(Scoreboard.made == before + 1)
        host.tap("flip")
        host.tap("flip")
        #expect(host.graph.frame(ofText: "flips 2") != nil)
        #expect(Scoreboard.made == before + 1, "re-evaluating the owner made no second object")
        let points = host.graph.bodyCount(of: Points.self)
        host.tap("score")
        #expect(host.graph.frame(ofText: "1 points") != nil)
        #expect(host.graph.bodyCount(of: Points.self) == points + 1)
    }

    @Test func anObservedObjectChangedOutsideTheViewRedrawsIt() {
        let board = Scoreboard()
        let host = HeadlessHost { Points(board: board) }
        board.points = 7
        host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "7 points") != nil)
    }

    @Test func anEnvironmentObjectIsFoundByItsTypeAndWatched() {
        let board = Scoreboard()
        let host = HeadlessHost { Badge().environmentObject(board) }
        #expect(host.graph.frame(ofText: "score") != nil)
        board.label = "best"
        host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "best") != nil)
    }

    @Test func aMissingEnvironmentObjectShowsNothingAndSaysSoOnce() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Badge() }
        host.advance(by: 0.1)
        #expect(host.frame(of: "badge") == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("No ObservableObject of type Scoreboard found. A View.environmentObject(_:) for Scoreboard may be missing as an ancestor of this view.") == true)
    }

    @Test func onReceiveRunsTheActionForEachValueUntilTheViewLeaves() {
        let ticks = PassthroughSubject<Int, Never>()
        let host = HeadlessHost { Toggled(ticks: ticks) }
        ticks.send(4)
        host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "tick 4") != nil)
        host.tap("hide")
        host.advance(by: 1)
        ticks.send(5)
        host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "tick 5") == nil)
    }

    @Test func publishingFromAnotherThreadWarnsAsSwiftUIDoesAndStillArrives() async {
        var warnings: [String] = []
        let board = Scoreboard()
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Points(board: board) }
        await Task.detached { board.points = 3 }.value
        await host.advance(by: 1 / 60)
        #expect(host.graph.frame(ofText: "3 points") != nil)
        #expect(warnings.contains { $0.contains("Publishing changes from background threads is not allowed") })
    }
}
