import Foundation
import Testing
@testable import KineticCore

/// A platform with a manual clock whose presents wait for a simulated 100 Hz vsync.
@MainActor
final class FakeHost: PlatformHost {
    /// Each read of the clock costs a microsecond, as a spinning wait would.
    var now: Double {
        get { time += 0.000001; return time }
        set { time = newValue }
    }
    private var time = 0.0
    var windowSize = CGSize(width: 200, height: 100)
    var pixelsPerPoint = 1.0
    var presentsWithVSync = true
    var reportedRefreshInterval: Double? = 0.01
    /// Events delivered when the loop waits, in order; the loop sees `.quit` when they run out.
    var eventsForWaits: [[InputEvent]] = []
    var pending: [InputEvent] = []
    private(set) var waits = 0
    private(set) var presents: [Double] = []
    private(set) var submitted = 0
    /// CPU time each frame's submit costs.
    var submitCost = 0.002
    var drawsShapeMasks = false
    /// Whether each submitted list (frame or overlay) drew shape masks.
    private(set) var submittedMasking: [Bool] = []

    func pollEvents() -> [InputEvent] {
        defer { pending = [] }
        return pending
    }

    func waitForEvents(timeout: Double?) -> [InputEvent] {
        waits += 1
        // A timeout shorter than the second of idle below ends the wait with no event.
        if let timeout, timeout < 1 {
            now += timeout
            return []
        }
        now += 1  // a second of idle
        return eventsForWaits.isEmpty ? [.quit] : eventsForWaits.removeFirst()
    }

    func sleep(seconds: Double) { now += seconds }

    func submit(_ list: DrawList) {
        submitted += 1
        submittedMasking.append(list.drawsShapeMasks)
        now += submitCost
    }

    private(set) var overlays = 0
    /// CPU time an overlay's submission costs.
    var overlayCost = 0.0

    func submitOverlay(_ list: DrawList) {
        overlays += 1
        submittedMasking.append(list.drawsShapeMasks)
        now += overlayCost
    }

    func present() {
        if presentsWithVSync {
            let interval = reportedRefreshInterval ?? 0.01
            now = ((now / interval).rounded(.down) + 1) * interval
        }
        presents.append(now)
    }
}

/// Content that animates until `animatesUntil` (animation time) and records what it saw.
@MainActor
final class ScriptedContent: FrameContent {
    var animatesUntil: Double
    var lastTime = -1.0
    var times: [Double] = []
    var handled: [InputEvent] = []
    var requestsQuit = false

    init(animatesUntil: Double) { self.animatesUntil = animatesUntil }

    var needsFrame: Bool { lastTime < animatesUntil }
    func handle(_ event: InputEvent, context: FrameContext) -> Bool {
        handled.append(event)
        if case .mouseDown = event { animatesUntil = context.time + 0.05 }
        return true
    }
    func update(context: FrameContext) {
        lastTime = context.time
        times.append(context.time)
    }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) {
        list.fillCircle(center: CGPoint(x: 10, y: 10), radius: 5, color: .white)
    }
}

/// Content idle after its first frames that wants one more frame at animation time 0.5.
@MainActor
final class TimedContent: FrameContent {
    var wake: Double? = 0.5
    var times: [Double] = []
    var requestsQuit = false
    var needsFrame: Bool { times.count < 2 }
    var nextFrameTime: Double? { wake }
    func handle(_ event: InputEvent, context: FrameContext) -> Bool { false }
    func update(context: FrameContext) {
        times.append(context.time)
        if let wake, context.time >= wake { self.wake = nil }
    }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) {}
}

/// Content with an overlay that takes `overlayCost` to make, like the frame-timing HUD.
@MainActor
final class OverlaidContent: FrameContent {
    var frames = 0
    let host: FakeHost
    let overlayCost: Double
    init(host: FakeHost, overlayCost: Double) { (self.host, self.overlayCost) = (host, overlayCost) }
    var needsFrame: Bool { frames < 5 }
    func handle(_ event: InputEvent, context: FrameContext) -> Bool { false }
    func update(context: FrameContext) { frames += 1 }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) { host.now += 0.001 }
    func drawOverlay(into list: inout DrawList, context: FrameContext) {
        host.now += overlayCost
        list.addText("HUD", at: .zero, size: 12, color: RGBAColor(red: 1, green: 1, blue: 1))
    }
}

/// Content that notes the recorder views can read while it runs.
@MainActor
final class RecorderReadingContent: FrameContent {
    var seen: [FrameTimingRecorder?] = []
    var needsFrame: Bool { seen.count < 3 }
    func handle(_ event: InputEvent, context: FrameContext) -> Bool { false }
    func update(context: FrameContext) { seen.append(FrameTimingRecorder.current) }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) {}
}

@MainActor
struct FrameLoopTests {
    /// While a loop runs, its recorder is the current one (a view's live statistics); after
    /// the run, whatever was current before is again.
    @Test func theRunningLoopsRecorderIsCurrent() {
        let recorder = FrameTimingRecorder()
        let content = RecorderReadingContent()
        let before = FrameTimingRecorder.current
        let loop = FrameLoop(host: FakeHost(), content: content, recorder: recorder, options: .init(frameLimit: 3, virtualTime: true))
        _ = loop.run()
        #expect(content.seen.count == 3)
        #expect(content.seen.allSatisfy { $0 === recorder })
        #expect(FrameTimingRecorder.current === before)
    }

    /// The frame-timing HUD is made and submitted after the frame's phases are stamped: a
    /// costly overlay leaves the recorded frame time as it was.
    @Test func anOverlayIsSubmittedApartAndNotCountedInTheFramesPhases() {
        func frameTimes(overlayCost: Double) -> (times: [Double], overlays: Int) {
            let host = FakeHost()
            let content = OverlaidContent(host: host, overlayCost: overlayCost)
            let recorder = FrameTimingRecorder()
            _ = FrameLoop(host: host, content: content, recorder: recorder, options: .init(frameLimit: 5)).run()
            return (recorder.recentFrames.map(\.cpuFrameTime), host.overlays)
        }
        let plain = frameTimes(overlayCost: 0), overlaid = frameTimes(overlayCost: 0.004)
        #expect(overlaid.overlays == 5)
        #expect(zip(plain.times, overlaid.times).allSatisfy { abs($0 - $1) < 0.0001 }, "\(plain.times) vs \(overlaid.times)")
    }

    /// A host that wants shape masks gets frames that draw them, and overlays that do not: it
    /// keeps one mask texture, for the frame's atlas.
    @Test func framesDrawShapeMasksForAHostThatWantsThemAndOverlaysDoNot() {
        let host = FakeHost()
        host.drawsShapeMasks = true
        _ = FrameLoop(host: host, content: OverlaidContent(host: host, overlayCost: 0), options: .init(frameLimit: 3)).run()
        #expect(host.submittedMasking == [true, false, true, false, true, false])
    }

    @Test func anIdleLoopWakesForTheContentsNextFrameTime() {
        let host = FakeHost()
        let content = TimedContent()
        let loop = FrameLoop(host: host, content: content)
        #expect(loop.run() == .quit)
        // Two frames, a timed wait that ends with no event, one frame at about 0.5 s, then an
        // untimed wait that sees the quit.
        #expect(content.times.count == 3)
        #expect(host.waits == 2)
        #expect(abs(content.times[2] - 0.5) < 0.02, "\(content.times)")
    }

    @Test func drawsWhileAnimatingThenWaitsForEvents() {
        let host = FakeHost()
        let content = ScriptedContent(animatesUntil: 0.1)
        let loop = FrameLoop(host: host, content: content)
        let reason = loop.run()
        #expect(reason == .quit)
        // About 0.1 s at 100 Hz, then idle: exactly one wait, no frames while waiting.
        #expect((10...12).contains(host.presents.count))
        #expect(host.waits == 1)
        #expect(host.submitted == host.presents.count)
    }

    @Test func anEventWhileIdleDrawsAgainAndIsNotCountedAsAHitch() {
        let host = FakeHost()
        host.eventsForWaits = [[.mouseDown(location: CGPoint(x: 1, y: 1), button: 1)]]
        let content = ScriptedContent(animatesUntil: 0.05)
        let recorder = FrameTimingRecorder()
        let loop = FrameLoop(host: host, content: content, recorder: recorder)
        _ = loop.run()
        #expect(host.waits == 2)
        #expect(content.handled.count == 1)
        #expect(recorder.summary.missedFrameCount == 0)
        #expect(recorder.recentFrames.filter { $0.stamps.followsIdle }.count == 1)
    }

    @Test func animationsAreSampledAtTheDeadline() {
        let host = FakeHost()
        let recorder = FrameTimingRecorder()
        let loop = FrameLoop(host: host, content: ScriptedContent(animatesUntil: 0.2), recorder: recorder)
        _ = loop.run()
        for frame in recorder.recentFrames.dropFirst() {
            #expect(abs(frame.judder) < 1e-9, "frame \(frame.index) judder \(frame.judder)")
        }
    }

    @Test func frameLimitEndsTheRun() {
        let host = FakeHost()
        let loop = FrameLoop(host: host, content: ScriptedContent(animatesUntil: 100), options: .init(frameLimit: 7))
        #expect(loop.run() == .frameLimit)
        #expect(host.presents.count == 7)
    }

    @Test func durationLimitEndsTheRun() {
        let host = FakeHost()
        let loop = FrameLoop(host: host, content: ScriptedContent(animatesUntil: 100), options: .init(durationLimit: 0.5))
        #expect(loop.run() == .durationLimit)
        #expect((49...51).contains(host.presents.count))
    }

    @Test func selfPacedLoopWaitsForItsDeadlines() {
        let host = FakeHost()
        host.presentsWithVSync = false
        let recorder = FrameTimingRecorder()
        let loop = FrameLoop(host: host, content: ScriptedContent(animatesUntil: 100), recorder: recorder, options: .init(requestedFPS: 50, frameLimit: 20))
        _ = loop.run()
        #expect(recorder.pacing == "self-paced")
        for frame in recorder.recentFrames.dropFirst() {
            #expect(isApproximately(frame.presentInterval ?? 0, 0.02, tolerance: 1e-3))
        }
    }

    @Test func virtualTimeIsExactAndReproducible() {
        func run() -> [Double] {
            let host = FakeHost()
            let content = ScriptedContent(animatesUntil: 100)
            let recorder = FrameTimingRecorder()
            let loop = FrameLoop(host: host, content: content, recorder: recorder, options: .init(requestedFPS: 120, frameLimit: 24, virtualTime: true))
            #expect(loop.run() == .frameLimit)
            #expect(recorder.pacing == "headless")
            for frame in recorder.recentFrames {
                #expect(isApproximately(frame.stamps.present, Double(frame.index + 1) / 120, tolerance: 1e-12))
            }
            return content.times
        }
        let first = run()
        #expect(first.count == 24)
        for (i, time) in first.enumerated() { #expect(isApproximately(time, Double(i + 1) / 120, tolerance: 1e-12)) }
        #expect(run() == first)
    }

    @Test func aTimeScaleSlowsAnimationTimeAndNotTheFrames() {
        let host = FakeHost()
        let content = ScriptedContent(animatesUntil: 100)
        let recorder = FrameTimingRecorder()
        let loop = FrameLoop(host: host, content: content, recorder: recorder,
                             options: .init(requestedFPS: 60, frameLimit: 30, virtualTime: true, timeScale: 0.25))
        #expect(loop.run() == .frameLimit)
        #expect(content.times.count == 30)
        for (i, time) in content.times.enumerated() { #expect(isApproximately(time, Double(i + 1) / 60 * 0.25, tolerance: 1e-12)) }
        for frame in recorder.recentFrames {
            #expect(isApproximately(frame.stamps.present, Double(frame.index + 1) / 60, tolerance: 1e-12), "frames keep their rate")
        }
    }

    @Test func virtualFramesThatOverrunArePresentedAtTheNextRefresh() {
        let host = FakeHost()
        host.submitCost = 0.025  // 25 ms of work: misses its 16.7 ms deadline
        let recorder = FrameTimingRecorder()
        let loop = FrameLoop(host: host, content: ScriptedContent(animatesUntil: 100), recorder: recorder, options: .init(frameLimit: 10, virtualTime: true))
        _ = loop.run()
        let frame = recorder.recentFrames[3]
        // Shown one refresh late, as a vsync display would.
        #expect(isApproximately(frame.stamps.present - frame.stamps.deadline, 1.0 / 60, tolerance: 1e-9))
        #expect(isApproximately(recorder.summary.p99Judder, 1000.0 / 60, tolerance: 1e-3))
    }

    @Test func contentCanEndTheRun() {
        let host = FakeHost()
        let content = ScriptedContent(animatesUntil: 100)
        let loop = FrameLoop(host: host, content: content)
        host.pending = [.keyDown(key: "escape")]
        content.requestsQuit = true
        let recorder = loop.recorder
        #expect(loop.run() == .quitKey)
        #expect(recorder.summary.endReason == "quit key")
    }
}

/// Content whose state a timer or a task changes between frames.
@MainActor
final class ChangedElsewhereContent: FrameContent {
    var pending = false
    var updates = 0
    func handle(_ event: InputEvent, context: FrameContext) -> Bool { false }
    func update(context: FrameContext) { updates += 1; pending = false }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) {}
    var needsFrame: Bool { false }
    var hasPendingChanges: Bool { pending }
    var requestsQuit = false
}

/// A host whose idle waits end with no event, after which the run loop changed the content.
@MainActor
final class RunLoopWakingHost: PlatformHost {
    var now = 0.0
    var windowSize = CGSize(width: 100, height: 100)
    var pixelsPerPoint = 1.0
    // Paced by its presents (each takes a 60 Hz refresh), so the loop never spins on a clock
    // that only waits move.
    var presentsWithVSync = true
    var reportedRefreshInterval: Double? = 1.0 / 60
    var waits = 0
    var content: ChangedElsewhereContent?
    func pollEvents() -> [InputEvent] { [] }
    func waitForEvents(timeout: Double?) -> [InputEvent] {
        waits += 1
        now += 1
        // The second wait is woken by a timer that changed state; the third ends the run.
        if waits == 2 { content?.pending = true; return [] }
        return waits >= 3 ? [.quit] : []
    }
    func sleep(seconds: Double) { now += seconds }
    func submit(_ list: DrawList) {}
    func present() { now += 1.0 / 60 }
}

extension FrameLoopTests {
    @Test func aChangeMadeWhileIdleIsDrawnWithoutAnEvent() {
        let content = ChangedElsewhereContent()
        let host = RunLoopWakingHost()
        host.content = content
        let loop = FrameLoop(host: host, content: content)
        _ = loop.run()
        // The first frame, then the one the timer's change asked for.
        #expect(content.updates == 2)
        #expect(host.waits == 3)
    }
}
