import Foundation

/// The frames a window showed lately, to scrub back through while paused: each frame's display
/// list and, while the inspector shows, its animated values.
///
/// Bounded twice: at most ``seconds`` of animation time, and at most ``itemBudget`` display
/// items in all (about 150 bytes each), so a scene of thousands of views keeps fewer frames
/// rather than more memory: 10 s of a 300-item scene at 60 Hz is about 27 MB.
public struct FrameHistory {
    /// One frame as it was shown.
    public struct Frame: Equatable {
        public var index: Int
        public var time: Double
        public var displayList: DisplayList
        /// The inspector's samples for the frame (empty while it was hidden).
        public var samples: [AnimationSample]
    }

    /// How far back the history reaches, in seconds of animation time.
    public static let seconds = 10.0
    /// The most display items kept over all frames.
    public static let itemBudget = 180_000

    /// The frames, oldest first.
    public private(set) var frames: [Frame] = []
    private var items = 0

    public init() {}

    /// Keeps `frame`, forgetting the oldest past the bounds (never the newest).
    public mutating func append(_ frame: Frame) {
        // A frame drawn again at the same instant (an event while paused) replaces it.
        if let last = frames.last, last.time == frame.time {
            items -= last.displayList.items.count
            frames.removeLast()
        }
        frames.append(frame)
        items += frame.displayList.items.count
        var drop = 0
        while drop < frames.count - 1 && (frames[drop].time < frame.time - Self.seconds || items > Self.itemBudget) {
            items -= frames[drop].displayList.items.count
            drop += 1
        }
        if drop > 0 { frames.removeFirst(drop) }
    }

    /// The frame `offset` frames before the newest (0 is the newest), clamped to the history.
    public func frame(back offset: Int) -> Frame? {
        guard !frames.isEmpty else { return nil }
        return frames[frames.count - 1 - min(max(0, offset), frames.count - 1)]
    }

    /// The display items kept, over all frames.
    public var itemCount: Int { items }
}
