import Foundation

/// How well a draw list's tessellation cache has done since it was made or its counts reset.
public struct TessellationCacheStatistics: Equatable, Sendable {
    /// Fills drawn from a kept tessellation, only moved.
    public var hits = 0
    /// Fills tessellated afresh (whether kept afterwards or not).
    public var misses = 0
    /// Tessellations dropped to stay within the budget.
    public var evictions = 0
    /// Tessellations kept now, and their vertices in all.
    public var entries = 0
    public var vertices = 0

    public init() {}

    /// Hits over hits and misses, 0 before any fill.
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

/// What identifies a fill's triangles up to a move: the shape, its size, the transform's linear
/// part in device pixels, the accuracy, how the backend rasterises, and, for a rasteriser that
/// rounds vertices to whole pixels, where in its pixel the shape's origin falls (in 32nds).
struct FillCacheKey: Hashable {
    var shape: DisplayShape
    var width: Double
    var height: Double
    var a: Double, b: Double, c: Double, d: Double
    var tolerance: Double
    var sampleOffset: Double
    var snaps: Bool
    var fractionX: Int8
    var fractionY: Int8

    /// One 64-bit mix of the fields, hashed once: a key is looked up for every fill of every
    /// frame, and hashing its thirteen fields one by one cost more than moving the triangles.
    /// Equal keys mix equally (`==` is still every field), so the hash stays consistent.
    func hash(into hasher: inout Hasher) {
        hasher.combine(mix)
    }

    /// The fields mixed into 64 bits: the cache's own table is indexed by it.
    var mix: UInt64 {
        var mix: UInt64 = 0x9E37_79B9_7F4A_7C15
        @inline(__always) func add(_ bits: UInt64) {
            mix = (mix ^ bits) &* 0xBF58_476D_1CE4_E5B9
            mix ^= mix >> 31
        }
        // +0.0 and -0.0 are equal: mix them alike.
        @inline(__always) func add(_ value: Double) { add(value == 0 ? 0 : value.bitPattern) }
        switch shape {
        case .rectangle: add(UInt64(1))
        case .ellipse: add(UInt64(2))
        case .capsule: add(UInt64(3))
        case .roundedRectangle(let corner, let style):
            add(UInt64(4) + (style == .continuous ? 1 : 0))
            add(Double(corner.width))
            add(Double(corner.height))
        case .path: add(UInt64(6))
        }
        add(width)
        add(height)
        add(a)
        add(b)
        add(c)
        add(d)
        add(tolerance)
        add(sampleOffset)
        add(UInt64(snaps ? 1 : 0) | UInt64(UInt8(bitPattern: fractionX)) << 8 | UInt64(UInt8(bitPattern: fractionY)) << 16)
        return mix
    }
}

/// A fill's triangles relative to the device-pixel point its frame's origin went to. A vertex
/// whose colour has no alpha is the fringe's transparent edge; any other takes the fill's colour.
struct FillCacheEntry {
    var vertices: [DrawVertex]
    var indices: [UInt32]
    /// The key it is kept under, and its mix (set by the cache).
    var key: FillCacheKey?
    var mix: UInt64 = 0
}

/// The tessellations of built-in convex shapes kept by a ``DrawList`` across frames, bounded by
/// entries and vertices; the least recently used half goes when either is exceeded.
///
/// A tessellation is kept the second time its key misses, so a shape that changes every frame
/// (a size or a rotation animating) costs no copying and pushes nothing out.
struct TessellationCache {
    static let maximumEntries = 4096
    static let maximumVertices = 1 << 19
    /// Keys seen once, waiting for a second miss; emptied when it reaches this size.
    static let maximumCandidates = 4096

    /// Where each key's entry is in ``stored``: open addressing on the key's mix, linear
    /// probing, the entry's index plus one (0 is empty), at most half full. A Dictionary's
    /// SipHash and bucket search cost a tenth of a kept circle's drawing.
    private var table: [Int32] = Array(repeating: 0, count: 64)
    var stored: [FillCacheEntry] = []
    /// When each stored entry was last used, by ``clock``.
    var lastUse: [Int] = []
    var candidates: Set<FillCacheKey> = []
    var clock = 0
    var statistics = TessellationCacheStatistics()
    /// The budget, settable for tests.
    var entryLimit = TessellationCache.maximumEntries
    var vertexLimit = TessellationCache.maximumVertices

    /// The slot of the entry for `key` in ``stored``, marked as used now.
    mutating func lookUp(_ key: FillCacheKey) -> Int? {
        clock += 1
        guard let slot = find(key, mix: key.mix) else { return nil }
        lastUse[slot] = clock
        statistics.hits += 1
        return slot
    }

    /// The index in ``stored`` of the entry kept for `key`.
    private func find(_ key: FillCacheKey, mix: UInt64) -> Int? {
        let mask = table.count - 1
        var position = Int(truncatingIfNeeded: mix) & mask
        while true {
            let slot = Int(table[position]) - 1
            if slot < 0 { return nil }
            if stored[slot].mix == mix && stored[slot].key == key { return slot }
            position = (position + 1) & mask
        }
    }

    /// Enters `stored[slot]` in the table, growing it to stay at most half full.
    private mutating func enter(_ slot: Int) {
        if 2 * stored.count > table.count {
            rebuildTable()
            return
        }
        let mask = table.count - 1
        var position = Int(truncatingIfNeeded: stored[slot].mix) & mask
        while table[position] != 0 { position = (position + 1) & mask }
        table[position] = Int32(slot + 1)
    }

    /// The table made again for every stored entry.
    private mutating func rebuildTable() {
        var size = 64
        while size < 2 * stored.count { size *= 2 }
        table = Array(repeating: 0, count: size)
        let mask = size - 1
        for slot in stored.indices {
            var position = Int(truncatingIfNeeded: stored[slot].mix) & mask
            while table[position] != 0 { position = (position + 1) & mask }
            table[position] = Int32(slot + 1)
        }
    }

    /// Notes a miss and says whether the tessellation about to be made should be kept.
    mutating func shouldKeep(_ key: FillCacheKey) -> Bool {
        statistics.misses += 1
        if candidates.contains(key) {
            candidates.remove(key)
            return true
        }
        if candidates.count >= TessellationCache.maximumCandidates { candidates.removeAll(keepingCapacity: true) }
        candidates.insert(key)
        return false
    }

    mutating func insert(_ entry: FillCacheEntry, for key: FillCacheKey) {
        let mix = key.mix
        guard entry.vertices.count <= vertexLimit / 4, find(key, mix: mix) == nil else { return }
        var entry = entry
        entry.key = key
        entry.mix = mix
        stored.append(entry)
        lastUse.append(clock)
        enter(stored.count - 1)
        statistics.entries += 1
        statistics.vertices += entry.vertices.count
        if statistics.entries > entryLimit || statistics.vertices > vertexLimit { evictOldestHalf() }
    }

    /// Drops the least recently used half of the entries.
    mutating func evictOldestHalf() {
        let order = stored.indices.sorted { lastUse[$0] < lastUse[$1] }
        let dropped = Set(order.prefix(max(1, order.count / 2)))
        var keptEntries: [FillCacheEntry] = [], keptUse: [Int] = []
        for slot in stored.indices {
            if dropped.contains(slot) {
                statistics.entries -= 1
                statistics.vertices -= stored[slot].vertices.count
                statistics.evictions += 1
            } else {
                keptEntries.append(stored[slot])
                keptUse.append(lastUse[slot])
            }
        }
        stored = keptEntries
        lastUse = keptUse
        rebuildTable()
    }
}
