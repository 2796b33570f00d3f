import Foundation

/// What the frame loop draws: something that handles events, advances with time, lays out and
/// draws itself into a draw list.
///
/// The view graph implements it; so does the smoke scene that predates the view DSL.
@MainActor
public protocol FrameContent: AnyObject {
    /// Handles one input event. Returns true when the event changed what is on screen.
    func handle(_ event: InputEvent, context: FrameContext) -> Bool
    /// Advances state to `context.time`.
    func update(context: FrameContext)
    /// Lays out for `context.size`.
    func layout(context: FrameContext)
    /// Adds the frame's shapes and text to `list` (already emptied, in points).
    func draw(into list: inout DrawList, context: FrameContext)
    /// Adds what is laid over the frame for the person measuring it (the frame-timing HUD),
    /// after the frame's display list is stamped: instruments do not count in what they show.
    func drawOverlay(into list: inout DrawList, context: FrameContext)
    /// True while something animates, so the loop keeps drawing.
    var needsFrame: Bool { get }
    /// True when state changed outside the frame's events (a timer, a dispatched block, a
    /// task, an observed object) and waits to be drawn.
    var hasPendingChanges: Bool { get }
    /// True once the content wants the run to end (a Quit button, the Escape key).
    var requestsQuit: Bool { get }
    /// The animation time at which the content wants a frame even though ``needsFrame`` is
    /// false (a timeline's next entry); nil when it waits for events only.
    var nextFrameTime: Double? { get }
    /// Called once when the run ends, however it ends (quit, window closed, interrupted, a
    /// limit reached): the content finishes what it owes, such as animation completions.
    func runDidEnd()
    /// The title the content wants its window to show (the newest `navigationTitle`), or nil
    /// to keep the window's own.
    var windowTitle: String? { get }
    /// Where the view marked with an accessibility identifier was drawn last, in window
    /// points; nil when none is (an input script's taps and slider moves aim with it).
    func frame(of identifier: String) -> CGRect?
    /// The changes to animation time's speed asked for since the last call (slow motion,
    /// pause, a step), taken by the loop after each frame's events.
    func takeTimeControls() -> [TimeControl]
}

extension FrameContent {
    public var hasPendingChanges: Bool { false }
    public var nextFrameTime: Double? { nil }
    public var windowTitle: String? { nil }
    public func frame(of identifier: String) -> CGRect? { nil }
    public func runDidEnd() {}
    public func drawOverlay(into list: inout DrawList, context: FrameContext) {}
    public func takeTimeControls() -> [TimeControl] { [] }
}

/// What a frame knows about itself while it is being made.
public struct FrameContext: Sendable {
    /// Animation time in seconds: the instant this frame's animations are sampled for.
    public var time: Double
    /// The window's drawable size in points.
    public var size: CGSize
    /// The frame's number in the run.
    public var frameIndex: Int
    /// The refresh interval frames are paced to, in seconds.
    public var refreshInterval: Double
    /// How frames are paced: "vsync", "self-paced" or "headless".
    public var pacing: String
    /// How fast animation time runs (1 real time, 0.2 slow motion).
    public var timeScale: Double
    /// True while animation time is paused.
    public var isPaused: Bool

    public init(time: Double, size: CGSize, frameIndex: Int, refreshInterval: Double, pacing: String,
                timeScale: Double = 1, isPaused: Bool = false) {
        self.time = time
        self.size = size
        self.frameIndex = frameIndex
        self.refreshInterval = refreshInterval
        self.pacing = pacing
        self.timeScale = timeScale
        self.isPaused = isPaused
    }
}

extension FrameContent {
    /// Content that never asks to end the run.
    public var requestsQuit: Bool { false }
}
