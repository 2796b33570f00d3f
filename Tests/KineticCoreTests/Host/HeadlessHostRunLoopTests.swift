import Foundation
import Observation
import Testing
@testable import KineticCore

private struct Delayed: View {
    @State private var shown = false
    var body: some View {
        Rectangle().frame(width: shown ? 80 : 20, height: 20).accessibilityIdentifier("delayed")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = true }
            }
    }
}

/// Counts the ticks of a Foundation timer (main-actor, so the timer's block may hold it).
@MainActor @Observable
private final class TickCounter {
    var ticks = 0
    @ObservationIgnored var timer: Timer?
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.ticks += 1 }
        }
    }
}

@MainActor
private struct Ticking: View {
    let counter: TickCounter
    var body: some View {
        Text("ticks \(counter.ticks)").onAppear { counter.start() }
    }
}

@MainActor
struct HeadlessHostRunLoopTests {
    @Test func delayedMainQueueWorkLandsOnTheFrameOfItsVirtualTime() throws {
        let host = HeadlessHost { Delayed() }
        host.advance(to: 0.5 - 1.0 / 60)
        #expect(try #require(host.frame(of: "delayed")).width == 20)
        host.advance(by: 1.0 / 60)
        #expect(try #require(host.frame(of: "delayed")).width == 80, "at 0.5 exactly, in every run")
    }

    @Test func withFollowsRealTimeAFoundationTimerFiresAsTheClockMoves() {
        let counter = TickCounter()
        defer { counter.timer?.invalidate() }
        let host = HeadlessHost { Ticking(counter: counter) }
        host.followsRealTime = true
        let start = Date()
        host.advance(by: 0.55)
        #expect(Date().timeIntervalSince(start) >= 0.5, "the clock moved no faster than real time")
        let ticks = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.lines.joined(separator: " ") }
            return nil
        }.first ?? ""
        let count = Int(ticks.dropFirst("ticks ".count)) ?? 0
        #expect(count >= 3, "\(ticks)")
    }
}
