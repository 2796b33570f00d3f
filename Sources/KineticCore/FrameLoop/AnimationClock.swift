import Foundation

/// Turns the host's time into animation time: scaled for slow motion, paused, or stepped.
///
/// Animations read only this clock's time, sampled once per frame, so a scene replays the same
/// way at any frame rate and can be slowed down or frozen without touching the animations.
public struct AnimationClock: Sendable {
    private var hostAnchor: Double?
    private var animationAnchor = 0.0
    private var lastHostTime = 0.0

    /// How fast animation time runs against host time: 1 is real time, 0.25 slow motion.
    /// Negative or non-finite values are treated as 0 (frozen).
    public private(set) var timeScale = 1.0
    /// True while animation time stands still.
    public private(set) var isPaused = false

    /// A clock whose time 0 is the first host time it is asked about.
    public init() {}

    /// A clock whose time 0 is `hostTime`.
    public init(startingAtHostTime hostTime: Double) {
        hostAnchor = hostTime
        lastHostTime = hostTime
    }

    /// Whether time 0 has been fixed, by the initialiser or the first reading.
    public var hasStarted: Bool { hostAnchor != nil }

    /// The animation time for a frame presented at `hostTime`; without a start given, the first
    /// call defines time 0. Host times before the start give 0.
    public mutating func time(atHostTime hostTime: Double) -> Double {
        lastHostTime = hostTime
        guard let anchor = hostAnchor else {
            hostAnchor = hostTime
            return animationAnchor
        }
        return animationAnchor + max(0, hostTime - anchor) * effectiveScale
    }

    /// Changes the time scale from `hostTime` on, without a jump in animation time.
    public mutating func setTimeScale(_ scale: Double, atHostTime hostTime: Double) {
        reanchor(at: hostTime)
        timeScale = scale.isFinite ? max(0, scale) : 0
    }

    /// Pauses or resumes animation time at `hostTime`.
    public mutating func setPaused(_ paused: Bool, atHostTime hostTime: Double) {
        reanchor(at: hostTime)
        isPaused = paused
    }

    /// Moves animation time forward by `seconds` at once (a single step while paused).
    public mutating func step(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        animationAnchor += seconds
    }

    /// The host time at which animation time reaches `time`, or nil while the clock is paused,
    /// stopped or not started.
    public func hostTime(atAnimationTime time: Double) -> Double? {
        guard let anchor = hostAnchor, effectiveScale > 0, time.isFinite else { return nil }
        return anchor + max(0, time - animationAnchor) / effectiveScale
    }

    private var effectiveScale: Double { isPaused ? 0 : timeScale }

    private mutating func reanchor(at hostTime: Double) {
        animationAnchor = time(atHostTime: hostTime)
        hostAnchor = hostTime
    }
}
