import Foundation
import Testing
@testable import KineticCore

/// Every half second a timeline entry pushes the square 100 points right with a one-second linear animation.
private struct Pulses: View {
    @State private var x = 0.0
    @State private var ticks = 0
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { context in
            Rectangle().frame(width: 10, height: 10)
                .offset(x: x)
                .accessibilityIdentifier("square")
                .onChange(of: context.date) {
                    ticks += 1
                    withAnimation(.linear(duration: 1)) { x += 100 }
                }
                .overlay(Text("\(ticks)").accessibilityIdentifier("ticks"))
        }
    }
}

private final class Counter { var value = 0 }

private struct EveryFrame: View {
    let counter: Counter
    var paused: Bool
    var body: some View {
        TimelineView(.animation(paused: paused)) { context in
            let _ = counter.value += 1
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

/// A per-frame timeline below a view whose state the test changes between frames.
private final class TapsHandle { var taps: Binding<Int>? }

private struct EveryFrameWithState: View {
    let counter: Counter
    let handle: TapsHandle
    @State private var taps = 0
    var body: some View {
        let _ = handle.taps = $taps
        TimelineView(.animation) { context in
            let _ = counter.value += 1
            Text("\(taps) at \(context.date.timeIntervalSinceReferenceDate)").accessibilityIdentifier("line")
        }
    }
}

private struct BadSchedule: View {
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: .nan)) { context in
            Text("\(context.date.timeIntervalSinceReferenceDate)")
        }
    }
}

@MainActor
struct TimelineTests {
    @Test(arguments: [60.0, 144.0, 37.0])
    func entriesApplyAtTheirOwnInstantWhateverTheFrameRate(rate: Double) throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 100)) { Pulses() }
        host.frameRate = rate
        let start = try #require(host.frame(of: "square")).minX
        // Entries at 0.5 and 1.0 s each start a 1 s linear animation of +100: what an animator
        // given exactly those changes at exactly those instants shows at 1.2 s.
        host.advance(to: 1.2)
        let moved = try #require(host.frame(of: "square")).minX - start
        let reference = Animator(0.0)
        reference.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        reference.setValue(200, transaction: Transaction(animation: .linear(duration: 1)), at: 1.0)
        #expect(abs(moved - reference.presentationValue(at: 1.2)) < 1e-9, "at \(rate) Hz: \(moved)")
    }

    @Test func aTimelineAsksForAFrameAtItsNextEntryOnly() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 100)) { Pulses() }
        host.advance(to: 2.6)
        // Animations run until 3.5 s (the entry at 2.5 s started one); the next entry is at 3.0 s.
        #expect(host.frameNeeded)
        #expect(abs((host.graph.nextFrameTime ?? -1) - 3.0) < 1e-9)
    }

    @Test func theAnimationScheduleUpdatesEveryFrameUnlessPaused() {
        let running = Counter(), paused = Counter()
        let a = HeadlessHost { EveryFrame(counter: running, paused: false) }
        let b = HeadlessHost { EveryFrame(counter: paused, paused: true) }
        let (a0, b0) = (running.value, paused.value)
        a.advance(by: 0.5)
        b.advance(by: 0.5)
        #expect(running.value - a0 == 30)
        #expect(paused.value == b0)
        #expect(a.frameNeeded && !b.frameNeeded)
    }

    /// A frame that brings both a state change and the timeline's entry builds the timeline's
    /// content once, with the new state, at the frame's instant.
    @Test func aStateChangeAndAPerFrameEntryRebuildTheTimelineOnce() throws {
        let counter = Counter(), handle = TapsHandle()
        let host = HeadlessHost { EveryFrameWithState(counter: counter, handle: handle) }
        host.advance(by: 0.1)
        // A change made between frames (as an event's handler makes it) waits for the next.
        try #require(handle.taps).wrappedValue += 1
        let before = counter.value
        host.advance(by: 1.0 / 60)
        #expect(counter.value - before == 1)
        let line = try #require(host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content, item.identifier == "line" { return layout.lines.joined() }
            return nil
        }.first)
        #expect(line.hasPrefix("1 at "), "\(line)")
        #expect(line.hasSuffix("\(host.graph.date(at: host.time).timeIntervalSinceReferenceDate)"), "\(line)")
    }

    @Test func aScheduleWithANaNIntervalShowsOneEntryAndWarns() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { BadSchedule() }
        host.advance(by: 2)
        #expect(host.graph.nextFrameTime == nil)
        #expect(!host.frameNeeded)
        #expect(warnings.count == 1 && warnings[0].contains("interval > 0, not nan"))
    }

    @Test func periodicEntriesStartInTheCurrentPeriod() {
        let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 10), by: 2)
        let entries = Array(schedule.entries(from: Date(timeIntervalSinceReferenceDate: 15), mode: .normal).prefix(3))
        #expect(entries.map(\.timeIntervalSinceReferenceDate) == [14, 16, 18])
        let early = Array(schedule.entries(from: Date(timeIntervalSinceReferenceDate: 3), mode: .normal).prefix(2))
        #expect(early.map(\.timeIntervalSinceReferenceDate) == [10, 12])
    }

    /// In low-frequency mode (a hidden window) an animation schedule has no entries, as
    /// SwiftUI pauses animation schedules there; in normal mode it has, paused or not.
    @Test(arguments: [AnimationTimelineSchedule(), AnimationTimelineSchedule(minimumInterval: 0.5),
                      AnimationTimelineSchedule(paused: true)])
    func animationSchedulesHaveNoEntriesInLowFrequency(_ schedule: AnimationTimelineSchedule) {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        #expect(Array(schedule.entries(from: start, mode: .lowFrequency).prefix(3)).isEmpty)
        #expect(Array(schedule.entries(from: start, mode: .normal).prefix(3)).first == start)
    }

    /// A hidden window's timelines run in low-frequency mode: an animation schedule shows the
    /// moment the window hid, with a cadence of seconds, and nothing more (it asks for no
    /// frame); every frame again once the window shows.
    @Test func aHiddenWindowsTimelinesDropToLowFrequency() {
        final class Seen { var cadences: [TimelineViewDefaultContext.Cadence] = [] }
        struct Clocked: View {
            let seen: Seen
            var body: some View {
                TimelineView(.animation) { context in
                    let _ = seen.cadences.append(context.cadence)
                    Text("\(context.date.timeIntervalSinceReferenceDate)")
                }
            }
        }
        let seen = Seen()
        let content = HostingContent(size: CGSize(width: 200, height: 100)) { Clocked(seen: seen) }
        func frame(_ time: Double) {
            let context = FrameContext(time: time, size: CGSize(width: 200, height: 100), frameIndex: 0, refreshInterval: 1.0 / 60, pacing: "vsync")
            content.update(context: context)
            var list = DrawList()
            content.draw(into: &list, context: context)
        }
        frame(0)
        frame(0.1)
        #expect(seen.cadences.last == .live)
        _ = content.handle(.hidden, context: FrameContext(time: 0.1, size: CGSize(width: 200, height: 100), frameIndex: 0, refreshInterval: 1.0 / 60, pacing: "vsync"))
        frame(0.2)
        let hiddenStart = seen.cadences.count
        #expect(seen.cadences.last == .seconds)
        // Five seconds of 60 Hz frames: no update, and no frame asked for.
        for i in 1...300 { frame(0.2 + Double(i) / 60) }
        let updates = seen.cadences.count - hiddenStart
        #expect(updates == 0, "\(updates) updates while hidden")
        #expect(content.graph.nextFrameTime == nil)
        _ = content.handle(.shown, context: FrameContext(time: 5.3, size: CGSize(width: 200, height: 100), frameIndex: 0, refreshInterval: 1.0 / 60, pacing: "vsync"))
        let shownStart = seen.cadences.count
        for i in 1...60 { frame(5.3 + Double(i) / 60) }
        #expect(seen.cadences.count - shownStart >= 60)
        #expect(seen.cadences.last == .live)
    }
}
