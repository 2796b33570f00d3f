import Foundation
import Testing
@testable import KineticCore

/// When each phase was first shown.
private final class PhaseLog {
    var shown: [(time: Double, phase: Int)] = []
    func record(_ phase: Int, at time: Double) {
        if shown.last?.phase != phase { shown.append((time, phase)) }
    }
}

private struct Cycling: View {
    let log: PhaseLog
    let graph: () -> ViewGraph?
    var phases = [0, 1, 2]
    var animation: (Int) -> Animation? = { _ in .linear(duration: 0.5) }
    var body: some View {
        Rectangle().frame(width: 10, height: 10)
            .phaseAnimator(phases) { content, phase in
                let _ = log.record(phase, at: graph()?.time ?? 0)
                content.offset(x: Double(phase) * 100).accessibilityIdentifier("box")
            } animation: { animation($0) }
    }
}

private struct Triggered: View {
    let log: PhaseLog
    let graph: () -> ViewGraph?
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("go") { taps += 1 }.accessibilityIdentifier("go")
            PhaseAnimator([0, 1, 2], trigger: taps) { phase in
                let _ = log.record(phase, at: graph()?.time ?? 0)
                Rectangle().frame(width: 10, height: 10).offset(x: Double(phase) * 100)
            } animation: { _ in .easeOut(duration: 0.2) }
        }
    }
}

@MainActor
struct PhaseAnimatorTests {
    @Test func continuousPhasesCycleEachMovingOnWhenItsAnimationEnds() {
        let log = PhaseLog()
        var graph: ViewGraph?
        let host = HeadlessHost { Cycling(log: log, graph: { graph }) }
        graph = host.graph
        host.frameRate = 100
        host.advance(to: 2.1)
        let phases = log.shown.map(\.phase), times = log.shown.map(\.time)
        #expect(Array(phases.prefix(6)) == [0, 1, 2, 0, 1, 2])
        // Each step starts about half a second after the one before (a frame's rounding).
        for i in 2..<min(times.count, 6) {
            #expect(abs(times[i] - times[i - 1] - 0.5) <= 0.011, "step \(i): \(times[i] - times[i - 1])")
        }
        #expect(times[1] <= 0.011)
    }

    @Test func aSpringStepMovesOnWhenItIsLogicallyCompleteBeforeItSettles() {
        let log = PhaseLog()
        var graph: ViewGraph?
        let spring = Animation.spring(duration: 0.4, bounce: 0.3)
        let host = HeadlessHost { Cycling(log: log, graph: { graph }, phases: [0, 1], animation: { _ in spring }) }
        graph = host.graph
        host.frameRate = 100
        host.advance(to: 1)
        let times = log.shown.map(\.time)
        #expect(times.count >= 3)
        let step = times[2] - times[1]
        #expect(abs(step - 0.4) <= 0.011, "moved on after \(step) s")
        #expect(step < Spring(duration: 0.4, bounce: 0.3).settlingDuration)
    }

    @Test func aStepWithNoAnimationSnaps() throws {
        let log = PhaseLog()
        var graph: ViewGraph?
        let host = HeadlessHost { Cycling(log: log, graph: { graph }, phases: [0, 1, 2], animation: { $0 == 1 ? nil : .linear(duration: 0.5) }) }
        graph = host.graph
        host.frameRate = 100
        host.advance(to: 0.02)
        // Into phase 1 (100 points right of where the box is laid out, at x 395) with no
        // animation: there at once; then on to phase 2, animated over half a second.
        #expect(log.shown.map(\.phase) == [0, 1, 2])
        let early = try #require(host.frame(of: "box")).minX - 395
        #expect(early >= 100 && early < 106, "\(early)")
        host.advance(to: 0.3)
        let later = try #require(host.frame(of: "box")).minX - 395
        #expect(later > 150 && later < 165, "\(later)")
    }

    @Test func aTriggerRunsOneRoundBackToTheFirstPhase() {
        let log = PhaseLog()
        var graph: ViewGraph?
        let host = HeadlessHost { Triggered(log: log, graph: { graph }) }
        graph = host.graph
        host.advance(to: 1)
        #expect(log.shown.map(\.phase) == [0])
        #expect(host.tap("go"))
        host.advance(by: 2)
        #expect(log.shown.map(\.phase) == [0, 1, 2, 0])
        #expect(!host.frameNeeded)
        #expect(host.tap("go"))
        host.advance(by: 2)
        #expect(log.shown.map(\.phase) == [0, 1, 2, 0, 1, 2, 0])
    }

    @Test func anEmptySequenceWarnsAndDrawsAWarning() {
        var shownText: [String] = []
        let (host, warnings) = Diagnostics.collectingWarnings {
            HeadlessHost { PhaseAnimator([Int]()) { phase in Text("\(phase)") } }
        }
        for item in host.displayList.items {
            if case .text(let layout) = item.content { shownText += layout.lines }
        }
        #expect(warnings.contains { $0.contains("PhaseAnimator") && $0.contains("empty") })
        #expect(shownText.joined().contains("no phases"))
    }

    @Test func changingThePhasesRestartsFromTheFirst() {
        struct Switching: View {
            let log: PhaseLog
            let graph: () -> ViewGraph?
            @State private var long = false
            var body: some View {
                VStack {
                    Button("switch") { long = true }.accessibilityIdentifier("switch")
                    PhaseAnimator(long ? [10, 11, 12, 13] : [0, 1]) { phase in
                        let _ = log.record(phase, at: graph()?.time ?? 0)
                        Rectangle().frame(width: 10, height: 10).offset(x: Double(phase))
                    } animation: { _ in .linear(duration: 0.3) }
                }
            }
        }
        let log = PhaseLog()
        var graph: ViewGraph?
        let host = HeadlessHost { Switching(log: log, graph: { graph }) }
        graph = host.graph
        host.advance(to: 0.45)
        #expect(host.tap("switch"))
        host.advance(by: 1.3)
        let after = log.shown.map(\.phase).drop { $0 < 10 }
        #expect(Array(after.prefix(5)) == [10, 11, 12, 13, 10], "\(log.shown.map(\.phase))")
    }
}
