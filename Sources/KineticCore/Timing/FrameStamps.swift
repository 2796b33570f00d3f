import Foundation

/// The moments of one frame, in seconds on the host's timeline, as the frame loop saw them.
public struct FrameStamps: Hashable, Sendable {
    /// When the frame was meant to reach the screen: the deadline it was paced to.
    public var deadline: Double
    /// The instant the animations were sampled for (normally the deadline).
    public var sampleTime: Double
    /// When work on the frame began.
    public var frameStart: Double
    /// When events were handled and state updated.
    public var updateEnd: Double
    /// When layout finished.
    public var layoutEnd: Double
    /// When the display list was built.
    public var displayListEnd: Double
    /// When the draw list had been handed to the backend.
    public var submitEnd: Double
    /// When the frame was presented.
    public var present: Double
    /// The refresh interval the loop believed in for this frame.
    public var refreshInterval: Double
    /// True for the first frame after the loop slept waiting for events: its present interval
    /// measures the idle time, not the display, so it is left out.
    public var followsIdle: Bool
    /// CPU seconds the frame loop's thread used from the frame's start to its present, when
    /// measured: the work done, whatever phase it fell in.
    public var threadCPU: Double?
    /// CPU seconds the whole process used from the frame's start to its present, when
    /// measured: with a software renderer, the rasterising done inside present is here.
    public var processCPU: Double?
    /// The layers the frame's submission composited: how many, how many on the GPU, and the
    /// time spent on them.
    public var layers = LayerStatistics()

    public init(
        deadline: Double, sampleTime: Double, frameStart: Double, updateEnd: Double,
        layoutEnd: Double, displayListEnd: Double, submitEnd: Double, present: Double,
        refreshInterval: Double, followsIdle: Bool = false, threadCPU: Double? = nil, processCPU: Double? = nil
    ) {
        self.threadCPU = threadCPU
        self.processCPU = processCPU
        self.deadline = deadline
        self.sampleTime = sampleTime
        self.frameStart = frameStart
        self.updateEnd = updateEnd
        self.layoutEnd = layoutEnd
        self.displayListEnd = displayListEnd
        self.submitEnd = submitEnd
        self.present = present
        self.refreshInterval = refreshInterval
        self.followsIdle = followsIdle
    }
}
