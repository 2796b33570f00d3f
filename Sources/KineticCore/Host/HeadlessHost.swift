import Foundation
import KineticRunLoop

/// A host without a window, for tests and tools: a view graph driven by a manual clock.
///
/// Time only moves when you say: ``advance(by:)`` draws frames at ``frameRate`` up to the new
/// time (the last one exactly at it), so animations are sampled as a display would.
///
/// The code the host runs (bodies, handlers, `onAppear`, `.task`, and the tasks they start)
/// sleeps and delays on the host's ``clock``: `Task.sleep` and `DispatchQueue.main.asyncAfter`
/// resume at the frame their virtual time falls in. Main-actor tasks run when the main actor is
/// free: `await host.advance(by:)` lets them run before each frame. Foundation's timers keep
/// real time; each frame fires those due on the thread's run loop, and with
/// ``followsRealTime`` set, advancing takes as long in real time as it moves the clock while
/// one is scheduled, so they fire on the way.
///
/// ```swift
/// let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { ContentView() }
/// host.tap(at: CGPoint(x: 200, y: 150))
/// host.advance(by: 0.25)
/// host.frame(of: "ball")
/// ```
@MainActor
public final class HeadlessHost<Root: View> {
    public let graph: ViewGraph
    /// The time of the last frame, in seconds.
    public private(set) var time: Double = 0
    /// Frames per second that ``advance(by:)`` draws at.
    public var frameRate: Double = 60
    /// The clock that sleeps and delayed main-queue work in the host's code follow.
    public let clock = VirtualClock()
    /// Whether advancing waits in real time while the thread's run loop has a Foundation
    /// timer, so timer-driven code runs as in a window (a test of it sets this; off by default,
    /// as a timer left on the thread by other code would slow every frame).
    public var followsRealTime = false
    /// While the run loop has a Foundation timer: the virtual and the real time that go
    /// together.
    private var realTimePace: (time: Double, date: Date)?

    /// - Parameter warnings: where the graph's warnings go (standard error when nil); tests
    ///   collect them here.
    public init(size: CGSize = CGSize(width: 800, height: 600), textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
                warnings: ((String) -> Void)? = nil, @ViewBuilder content: () -> Root) {
        let clock = self.clock
        graph = clock.bind { ViewGraph(size: size, textMeasurer: textMeasurer, warningHandler: warnings, content: content()) }
        #if DEBUG
        // Every behaviour test also checks incremental layout and drawing against from-scratch.
        graph.checksIncrementalWork = true
        #endif
        frame()
    }

    /// Draws one frame at the current time, after the work due by then: sleeps and delayed
    /// work on the clock, then the run loop's timers and the main queue's work.
    private func frame() {
        clock.bind {
            clock.advance(to: time)
            keepPaceWithTimers()
            graph.update(at: time)
            graph.render(at: time)
        }
    }

    /// Fires the run loop's due timers; with ``followsRealTime``, while the run loop has one,
    /// waits until as much real time has passed as virtual time since the timer was seen,
    /// firing timers on the way.
    private func keepPaceWithTimers() {
        guard MainRunLoop.service() != nil, followsRealTime else {
            realTimePace = nil
            return
        }
        let pace = realTimePace ?? (time, Date())
        realTimePace = pace
        let target = pace.date.addingTimeInterval(time - pace.time)
        while Date() < target {
            // Returns at once when the run loop has nothing left to wait for.
            if !RunLoop.current.run(mode: .default, before: target) || MainRunLoop.service() == nil {
                Thread.sleep(until: target)
            }
        }
        MainRunLoop.service()
    }

    /// Moves the clock forward by `seconds`, drawing frames at ``frameRate`` on the way.
    /// NaN or negative durations are refused with a warning and change nothing.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            graph.warn("advance(by: \(seconds)) needs a finite duration ≥ 0; the clock did not move", key: "advance:\(seconds)")
            return
        }
        advance(to: time + seconds)
    }

    /// Moves the clock forward to `target`, drawing frames at ``frameRate`` on the way.
    public func advance(to target: Double) {
        guard target.isFinite, target >= time else {
            graph.warn("advance(to: \(target)) must not go back from \(time); the clock did not move", key: "advance-to:\(target)")
            return
        }
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        let start = time
        var index = 1.0
        while start + index / rate < target - 1e-9 {
            time = start + index / rate
            frame()
            index += 1
        }
        time = target
        frame()
    }

    /// Moves the clock forward by `seconds` as ``advance(by:)`` does, letting the main actor
    /// run what is waiting for it (tasks resumed from a sleep, main-actor hops) before each
    /// frame: how a test awaits code that uses `Task`.
    public func advance(by seconds: Double) async {
        guard seconds.isFinite, seconds >= 0 else {
            graph.warn("advance(by: \(seconds)) needs a finite duration ≥ 0; the clock did not move", key: "advance:\(seconds)")
            return
        }
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        let start = time, target = time + seconds
        var index = 1.0
        await letTasksRun()
        while start + index / rate < target - 1e-9 {
            time = start + index / rate
            await frameLettingTasksRun()
            index += 1
        }
        time = target
        await frameLettingTasksRun()
    }

    /// A frame whose due sleeps resume, and whose tasks run, before it is drawn.
    private func frameLettingTasksRun() async {
        clock.bind { clock.advance(to: time) }
        await letTasksRun()
        frame()
        // What the frame started (a `.task`, an onAppear's `Task`) runs before the next.
        await letTasksRun()
    }

    /// Lets the main actor run the jobs waiting for it, and those they queue in turn (a few
    /// rounds: each yield goes behind everything queued before it), and the tasks the clock
    /// woke continue: they come back to the main actor through the global pool, which a busy
    /// machine (a parallel test run) may keep waiting. Bounded by a minute of real time.
    private func letTasksRun() async {
        for _ in 0..<4 { await Task.yield() }
        guard clock.wokenSleepers > 0 else { return }
        let giveUp = Date().addingTimeInterval(60)
        while clock.wokenSleepers > 0, Date() < giveUp {
            try? await ContinuousClock().sleep(for: .microseconds(200))
        }
        // A woken task counts itself continued just before its way back to the main actor.
        for _ in 0..<8 {
            try? await ContinuousClock().sleep(for: .milliseconds(1))
            await Task.yield()
        }
    }

    /// Taps at `point` (window points): the topmost tap handler there runs, then a frame is made.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let handled = clock.bind { graph.tap(at: point, time: time) }
        frame()
        return handled
    }

    /// Taps the centre of the view marked `identifier`.
    @discardableResult
    public func tap(_ identifier: String) -> Bool {
        guard let frame = frame(of: identifier) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Presses the pointer at `point` without lifting it (a frame is made).
    @discardableResult
    public func press(at point: CGPoint) -> Bool {
        let handled = clock.bind { graph.pointerDown(at: point, time: time) }
        frame()
        return handled
    }

    /// Moves the pointer to `point`, pressed or not (hover); a frame is made.
    @discardableResult
    public func move(to point: CGPoint) -> Bool {
        let handled = clock.bind { graph.pointerMoved(to: point, time: time) }
        frame()
        return handled
    }

    /// Lifts the pointer at `point`; a frame is made.
    @discardableResult
    public func release(at point: CGPoint) -> Bool {
        let handled = clock.bind { graph.pointerUp(at: point, time: time) }
        frame()
        return handled
    }

    /// Drags from `start` to `end` over `duration` seconds in straight, evenly timed moves, one
    /// per frame, then lifts.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) {
        let duration = duration.isFinite && duration > 0 ? duration : 1 / frameRate
        clock.bind { _ = graph.pointerDown(at: start, time: time) }
        let steps = max(1, Int((duration * frameRate).rounded()))
        let begin = time
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            time = begin + duration * t
            clock.bind { _ = graph.pointerMoved(to: point, time: time) }
            frame()
        }
        clock.bind { _ = graph.pointerUp(at: end, time: time) }
        frame()
    }

    /// Turns the wheel over `point` by `delta` points (a positive height asks to see what is
    /// below); a frame is made. Returns true when a scroll view took the turn.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        let handled = clock.bind { graph.scroll(at: point, by: delta) }
        frame()
        return handled
    }

    /// Presses a key by its host name ("space", "a", "ctrl+s"); returns true when a handler took
    /// it. A frame is made.
    @discardableResult
    public func key(_ name: String) -> Bool {
        let handled = clock.bind { graph.keyPressed(name) }
        frame()
        return handled
    }

    /// Pinches over `point` by the factor `scale` (as Control with the wheel does); a frame is
    /// made. Returns true when a gesture took it.
    @discardableResult
    public func pinch(at point: CGPoint, scale: Double) -> Bool {
        let handled = clock.bind { graph.wheelGesture(at: point, scale: scale, time: time) }
        frame()
        return handled
    }

    /// Twists over `point` by `degrees` (as Control and Shift with the wheel do); a frame is made.
    @discardableResult
    public func twist(at point: CGPoint, degrees: Double) -> Bool {
        let handled = clock.bind { graph.wheelGesture(at: point, degrees: degrees, time: time) }
        frame()
        return handled
    }

    /// Types `text` as SDL's text input brings it (a focused text field inserts it); returns
    /// true when a field took it. A frame is made.
    @discardableResult
    public func type(_ text: String) -> Bool {
        let handled = clock.bind { graph.typeText(text) }
        frame()
        return handled
    }

    /// The current frame.
    public var displayList: DisplayList { graph.displayList }

    /// True while something animates, so a display host would draw another frame.
    public var frameNeeded: Bool { graph.needsFrame }

    /// The presentation frame of the view marked `.accessibilityIdentifier(identifier)`.
    public func frame(of identifier: String) -> CGRect? { graph.frame(of: identifier) }

    /// The presentation opacity of the view marked `identifier`.
    public func opacity(of identifier: String) -> Double? { graph.opacity(of: identifier) }
}
