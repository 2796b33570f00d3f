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

    /// For a missed frame, why, as far as the numbers show: the phase of the frame that overran
    /// the refresh interval ("update", "layout", "display list", "submit"); "present" when the
    /// loop's phases were short but the process worked through present (a software renderer
    /// rasterising); "not this process" when the process used little CPU in the frame (it was
    /// pre-empted, or the compositor was late). Nil for a frame on time.
    public var missReason: String? {
        guard missedDeadline else { return nil }
        let s = stamps
        let phases = [("update", s.updateEnd - s.frameStart), ("layout", s.layoutEnd - s.updateEnd),
                      ("display list", s.displayListEnd - s.layoutEnd), ("submit", s.submitEnd - s.displayListEnd)]
        let longest = phases.max { $0.1 < $1.1 }!
        if longest.1 > s.refreshInterval { return longest.0 }
        guard let process = s.processCPU else { return longest.0 }
        return process >= 0.5 * s.refreshInterval ? "present" : "not this process"
    }

    /// For a missed frame, how much longer than one refresh interval it took; 0 otherwise.
    public var hitchTime: Double {
        guard missedDeadline, let presentInterval else { return 0 }
        return presentInterval - stamps.refreshInterval
    }
}
