import Foundation

/// The narrow contract between the engine and a platform: input events, a clock, the window's
/// size and scale, and "draw this list, present it".
///
/// The SDL window and the headless renderer both implement it. Adding a view never widens it.
@MainActor
public protocol PlatformHost: AnyObject {
    /// Monotonic time in seconds from the platform's high-resolution counter.
    var now: Double { get }
    /// The drawable area in points.
    var windowSize: CGSize { get }
    /// Device pixels per point (framebuffer size divided by window size).
    var pixelsPerPoint: Double { get }
    /// True when `present()` waits for the display's vertical blank.
    var presentsWithVSync: Bool { get }
    /// The display's refresh interval as the platform reports it, or nil when it reports none
    /// (SDL says 0 Hz under Xvfb, for instance).
    var reportedRefreshInterval: Double? { get }

    /// Returns the events that are waiting, without blocking.
    func pollEvents() -> [InputEvent]
    /// Blocks until at least one event arrives, or `timeout` seconds pass when not nil.
    func waitForEvents(timeout: Double?) -> [InputEvent]
    /// Sleeps the thread for about `seconds`; it may wake late, never early.
    func sleep(seconds: Double)
    /// What the host's rasteriser needs added to vertex coordinates to sample pixels at their
    /// centres (see ``DrawList/vertexSampleOffset``); 0 by default.
    var vertexSampleOffset: Double { get }
    /// Whether the host's rasteriser rounds vertices to whole pixels (see
    /// ``DrawList/snapsVerticesToPixels``); false by default.
    var snapsVerticesToPixels: Bool { get }
    /// Whether draw lists for the host draw small round fills as quads from a shape-mask atlas
    /// (see ``DrawList/drawsShapeMasks``); false by default.
    var drawsShapeMasks: Bool { get }
    /// Whether draw lists for the host draw gradients through textures (see
    /// ``DrawList/shadesWithTextures``); false by default.
    var shadesWithTextures: Bool { get }
    /// Whether draw lists for the host draw blurred layers in spaces of their own (see
    /// ``DrawList/placesBlurredLayers``); false by default.
    var placesBlurredLayers: Bool { get }
    /// Draws a frame's list into the back buffer.
    func submit(_ list: DrawList)
    /// Draws `list` over what ``submit(_:)`` drew, without clearing: what instruments lay over
    /// the frame, kept out of the frame's own submission.
    func submitOverlay(_ list: DrawList)
    /// Shows the back buffer.
    func present()
    /// Names the window (a view's `navigationTitle`); hosts without a title bar ignore it.
    func setTitle(_ title: String)
    /// Layers (groups, clips, masks, blurs, turns in space) composited since the host began:
    /// how many, how many of them on the GPU, and the time spent on them.
    var layerStatistics: LayerStatistics { get }
}

extension PlatformHost {
    public func submitOverlay(_ list: DrawList) {}
    public var vertexSampleOffset: Double { 0 }
    public var snapsVerticesToPixels: Bool { false }
    public var drawsShapeMasks: Bool { false }
    public var shadesWithTextures: Bool { false }
    public var placesBlurredLayers: Bool { false }
    public func setTitle(_ title: String) {}
    public var layerStatistics: LayerStatistics { LayerStatistics() }
}

/// What a host's offscreen layers cost so far: how many it composited, how many of them on the
/// GPU, and the seconds spent from the start of each outermost layer to the end of its
/// compositing (the layers inside it included; on the GPU, the time to hand the work over).
public struct LayerStatistics: Hashable, Sendable {
    public var composited = 0
    public var onGPU = 0
    /// Of those on the GPU, how many were composited from what was drawn for them a frame
    /// before, their content unchanged.
    public var kept = 0
    public var seconds = 0.0

    public init(composited: Int = 0, onGPU: Int = 0, kept: Int = 0, seconds: Double = 0) {
        (self.composited, self.onGPU, self.kept, self.seconds) = (composited, onGPU, kept, seconds)
    }

    /// What was added since `earlier`.
    public func since(_ earlier: LayerStatistics) -> LayerStatistics {
        LayerStatistics(composited: composited - earlier.composited, onGPU: onGPU - earlier.onGPU, kept: kept - earlier.kept,
                        seconds: seconds - earlier.seconds)
    }
}
