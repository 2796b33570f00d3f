import Foundation

/// A host without a window, for tests and tools: a view graph driven by a manual clock.
///
/// Time only moves when you say: ``advance(by:)`` draws frames at ``frameRate`` up to the new
/// time (the last one exactly at it), so animations are sampled as a display would.
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

    /// - Parameter warnings: where the graph's warnings go (standard error when nil); tests
    ///   collect them here.
    public init(size: CGSize = CGSize(width: 800, height: 600), textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
                warnings: ((String) -> Void)? = nil, @ViewBuilder content: () -> Root) {
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, warningHandler: warnings, content: content())
        #if DEBUG
        // Every behaviour test also checks incremental layout and drawing against from-scratch.
        graph.checksIncrementalWork = true
        #endif
        frame()
    }

    /// Draws one frame at the current time.
    private func frame() {
        graph.update(at: time)
        graph.render(at: time)
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

    /// Taps at `point` (window points): the topmost tap handler there runs, then a frame is made.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let handled = graph.tap(at: point, time: time)
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
        let handled = graph.pointerDown(at: point, time: time)
        frame()
        return handled
    }

    /// Moves the pointer to `point`, pressed or not (hover); a frame is made.
    @discardableResult
    public func move(to point: CGPoint) -> Bool {
        let handled = graph.pointerMoved(to: point, time: time)
        frame()
        return handled
    }

    /// Lifts the pointer at `point`; a frame is made.
    @discardableResult
    public func release(at point: CGPoint) -> Bool {
        let handled = graph.pointerUp(at: point, time: time)
        frame()
        return handled
    }

    /// Drags from `start` to `end` over `duration` seconds in straight, evenly timed moves, one
    /// per frame, then lifts.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) {
        let duration = duration.isFinite && duration > 0 ? duration : 1 / frameRate
        graph.pointerDown(at: start, time: time)
        let steps = max(1, Int((duration * frameRate).rounded()))
        let begin = time
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            time = begin + duration * t
            graph.pointerMoved(to: point, time: time)
            frame()
        }
        graph.pointerUp(at: end, time: time)
        frame()
    }

    /// Turns the wheel over `point` by `delta` points (a positive height asks to see what is
    /// below); a frame is made. Returns true when a scroll view took the turn.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        let handled = graph.scroll(at: point, by: delta)
        frame()
        return handled
    }

    /// Presses a key by its host name ("space", "a", "ctrl+s"); returns true when a handler took
    /// it. A frame is made.
    @discardableResult
    public func key(_ name: String) -> Bool {
        let handled = graph.keyPressed(name)
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
