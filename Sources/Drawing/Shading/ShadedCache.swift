import Foundation

/// Gradient fills and strokes drawn in recent frames, kept to be copied when one is drawn again
/// exactly as before: cutting a gradient's triangles costs several times its tessellation, and
/// most gradients on screen hold still while something else moves.
///
/// A drawing is found by everything it depends on: the content, its frame, transform and
/// opacity, and the list's scale, sample offset and rounding. At most ``capacity`` are kept;
/// a new one replaces the one used longest ago.
struct ShadedCache: Sendable {
    struct Key: Hashable, Sendable {
        var content: DisplayContent
        var frame: CGRect
        var transform: CGAffineTransform
        var opacity: Double
        var rule: FillRule
        var pixelsPerPoint: Double
        var vertexSampleOffset: Double
        var snapsVerticesToPixels: Bool
    }

    /// A drawing: its vertices, and its indices counted from its first vertex.
    struct Entry: Sendable {
        var vertices: [DrawVertex]
        var indices: [UInt32]
        var lastUse: Int
    }

    static let capacity = 48
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    var count: Int { entries.count }

    mutating func lookUp(_ key: Key) -> Entry? {
        clock += 1
        let now = clock
        // One hash of the key: found and marked used in place.
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUse = now
        return entries.values[index]
    }

    mutating func insert(_ key: Key, vertices: [DrawVertex], indices: [UInt32]) {
        clock += 1
        if entries.count >= ShadedCache.capacity, entries[key] == nil,
           let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        entries[key] = Entry(vertices: vertices, indices: indices, lastUse: clock)
    }
}
