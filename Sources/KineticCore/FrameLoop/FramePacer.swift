import Foundation

/// Decides when each frame should reach the screen, and learns the display's rhythm.
///
/// With vsync, presenting blocks until the display refreshes, so the pacer only predicts the
/// next refresh (the deadline animations are sampled for) and measures the interval from the
/// presents. Without it (a software renderer, the offscreen driver, a vsync the driver ignores,
/// or `--fps N`), the loop waits for each deadline itself with a ``DeadlineWaiter``.
///
/// A vsync that does not pace is detected: when the first presents come back faster than
/// ``vsyncFloor`` apart (faster than any display refreshes), the pacer switches to pacing by
/// itself at the reported rate, or 60 Hz.
public struct FramePacer: Sendable {
    /// Who holds frames to the display's rhythm.
    public enum Mode: String, Sendable {
        /// Presenting waits for the vertical blank.
        case vsync
        /// The loop sleeps and spins until each deadline.
        case selfPaced = "self-paced"
    }

    public private(set) var mode: Mode
    private var estimator: RefreshIntervalEstimator
    private let fixedInterval: Double?
    private var lastDeadline: Double?
    /// Presents checked so far for a vsync that does not pace.
    private var vsyncChecks: [Double] = []

    /// How many presents are measured before deciding whether vsync really paces.
    public static let vsyncCheckCount = 12
    /// Presents closer together than this (500 Hz) are not being held to a display's refresh.
    public static let vsyncFloor = 0.002

    /// - Parameters:
    ///   - presentsWithVSync: Whether the platform's present waits for vsync.
    ///   - reportedRefreshInterval: The platform's own figure, if it has one.
    ///   - requestedFPS: A rate the user asked for (`--fps N`); it overrides vsync pacing.
    ///     Rates that are not finite and positive are ignored.
    public init(presentsWithVSync: Bool, reportedRefreshInterval: Double?, requestedFPS: Double? = nil) {
        estimator = RefreshIntervalEstimator(fallback: reportedRefreshInterval)
        if let requestedFPS, requestedFPS.isFinite, requestedFPS > 0 {
            fixedInterval = 1 / requestedFPS
            mode = .selfPaced
        } else {
            fixedInterval = nil
            mode = presentsWithVSync ? .vsync : .selfPaced
        }
    }

    /// The refresh interval frames are paced to: requested, or measured, or reported.
    public var refreshInterval: Double { fixedInterval ?? estimator.interval }

    /// The time the next frame should be presented, for a frame starting at `now`.
    ///
    /// - Parameter lastPresent: When the previous frame was presented, or nil after idle or at
    ///   the start, when the display's phase is not known.
    public mutating func deadline(now: Double, lastPresent: Double?) -> Double {
        let interval = refreshInterval
        let deadline: Double
        switch mode {
        case .vsync:
            if let lastPresent, now - lastPresent < 1 {
                // The next refresh after now, in the rhythm of the last present.
                let elapsed = max(0, now - lastPresent)
                deadline = lastPresent + interval * max(1, (elapsed / interval).rounded(.down) + 1)
            } else {
                deadline = now + interval
            }
        case .selfPaced:
            if let lastDeadline = lastDeadline, lastPresent != nil, now - lastDeadline < 1 {
                // Keep the rhythm; if late, skip to the first deadline still ahead.
                let behind = max(0, now - lastDeadline)
                deadline = lastDeadline + interval * max(1, (behind / interval).rounded(.up))
            } else {
                deadline = now + interval
            }
        }
        lastDeadline = deadline
        return deadline
    }

    /// Tells the pacer a frame was presented at `time`; `previous` is the present before it,
    /// or nil when the two were not back to back.
    public mutating func didPresent(at time: Double, previous: Double?) {
        guard mode == .vsync, let previous else { return }
        let interval = time - previous
        estimator.record(interval: interval)
        if vsyncChecks.count < FramePacer.vsyncCheckCount {
            vsyncChecks.append(interval)
            if vsyncChecks.count == FramePacer.vsyncCheckCount {
                let median = vsyncChecks.sorted()[vsyncChecks.count / 2]
                if median < FramePacer.vsyncFloor {
                    // Presents return at once: vsync is on paper only.
                    mode = .selfPaced
                    estimator = RefreshIntervalEstimator(fallback: estimator.fallback)
                    Diagnostics.note(String(
                        format: "vsync does not pace presents (median %.2f ms); pacing frames to %.1f Hz instead",
                        median * 1000, 1 / estimator.fallback))
                }
            }
        }
    }
}
