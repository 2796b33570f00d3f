import Foundation

/// One recorded frame: its stamps and what follows from them.
public struct FrameTiming: Hashable, Sendable {
    /// The frame's number in the run, from 0.
    public var index: Int
    public var stamps: FrameStamps
    /// Time the CPU spent on the frame: from its start to the end of submission.
    public var cpuFrameTime: Double { stamps.submitEnd - stamps.frameStart }
    /// Time since the previous present; nil for the first frame and after idle.
    public var presentInterval: Double?
    /// The gap between the instant the animations were sampled for and the real present:
    /// how far what the user saw was from where it should have been.
    public var judder: Double { stamps.present - stamps.sampleTime }

    /// True when the frame came more than 1.5 refresh intervals after the one before.
    public var missedDeadline: Bool {
        guard let presentInterval else { return false }
        return presentInterval > 1.5 * stamps.refreshInterval
    }

    /// For a missed frame, how much longer than one refresh interval it took; 0 otherwise.
    public var hitchTime: Double {
        guard missedDeadline, let presentInterval else { return 0 }
        return presentInterval - stamps.refreshInterval
    }
}
