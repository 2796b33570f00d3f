import Foundation

/// How well a draw list's tessellation cache has done since it was made or its counts reset.
public struct TessellationCacheStatistics: Equatable, Sendable {
    /// Fills drawn from a kept tessellation, only moved.
    public var hits = 0
    /// Fills tessellated afresh (whether kept afterwards or not).
    public var misses = 0
    /// Tessellations dropped to stay within the budget.
    public var evictions = 0
    /// Fills drawn over their own triangles from the frame before, moved and coloured where
    /// they lay (counted among the hits too).
    public var inPlace = 0
    /// Of those, gradient fills whose texture coordinates were kept too: the same kept
    /// vertices under the same map as the frame before (a gradient that only moves).
    public var keptTextureCoordinates = 0
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
///
/// Plain numbers only (a built-in shape is its kind and corner size): a key is made, mixed and
/// compared for every fill of every frame, and one holding a ``DisplayShape`` (which can hold a
/// path) was copied and compared through its value witnesses, with reference counting.
struct FillCacheKey: Hashable {
    /// The built-in shape: 1 a rectangle, 2 an ellipse, 3 a capsule, 4 a rounded rectangle
    /// with circular corners, 5 one with continuous corners.
    var shape: UInt8
    /// A rounded rectangle's corner size (0 for the other shapes).
    var cornerWidth: Double
    var cornerHeight: Double
    var width: Double
    var height: Double
    var a: Double, b: Double, c: Double, d: Double
    var tolerance: Double
    var sampleOffset: Double
    var snaps: Bool
    var fractionX: Int8
    var fractionY: Int8

    /// The key of `shape`, a built-in one; nil for a path.
    init?(shape: DisplayShape, width: Double, height: Double, a: Double, b: Double, c: Double, d: Double,
          tolerance: Double, sampleOffset: Double, snaps: Bool, fractionX: Int8, fractionY: Int8) {
        switch shape {
        case .rectangle: (self.shape, cornerWidth, cornerHeight) = (1, 0, 0)
        case .ellipse: (self.shape, cornerWidth, cornerHeight) = (2, 0, 0)
        case .capsule: (self.shape, cornerWidth, cornerHeight) = (3, 0, 0)
        case .roundedRectangle(let corner, let style):
            (self.shape, cornerWidth, cornerHeight) = (style == .continuous ? 5 : 4, Double(corner.width), Double(corner.height))
        case .path: return nil
        }
        (self.width, self.height, self.a, self.b, self.c, self.d) = (width, height, a, b, c, d)
        (self.tolerance, self.sampleOffset, self.snaps, self.fractionX, self.fractionY) = (tolerance, sampleOffset, snaps, fractionX, fractionY)
    }

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
        add(UInt64(shape))
        add(cornerWidth)
        add(cornerHeight)
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

/// A fill's triangles relative to the device-pixel point its frame's origin went to.
///
/// Each vertex's colour is a mask for the fill's colour, applied by a bitwise and: all ones
/// where the fill's colour goes, no alpha on the fringe's transparent edge.
struct FillCacheEntry {
    var vertices: [DrawVertex]
    var indices: [UInt32]

    /// The mask that keeps a colour whole, and the one that keeps it with no alpha.
    static let opaqueMask = RGBA8(r: 255, g: 255, b: 255, a: 255)
    static let transparentMask = RGBA8(r: 255, g: 255, b: 255, a: 0)

    /// `colour` masked by `mask`.
    @inline(__always)
    static func apply(_ mask: RGBA8, to color: RGBA8) -> RGBA8 {
        unsafeBitCast(unsafeBitCast(mask, to: UInt32.self) & unsafeBitCast(color, to: UInt32.self), to: RGBA8.self)
    }
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
    /// Each stored entry's key and the key's mix, apart: a probe reads plain numbers only.
    private var keys: [FillCacheKey] = []
    private var mixes: [UInt64] = []
    /// When each stored entry was last used, by ``clock``.
    var lastUse: [Int] = []
    var candidates: Set<FillCacheKey> = []
    var clock = 0
    /// Counts the evictions, which move entries to other slots.
    var generation = 0
    var statistics = TessellationCacheStatistics()
    /// The budget, settable for tests.
    var entryLimit = TessellationCache.maximumEntries
    var vertexLimit = TessellationCache.maximumVertices

    /// The key last found and its slot (-1 for none): consecutive fills of one shape (a grid
    /// of dots, rows of a list) skip the mixing and the probe.
    private var lastFound: (key: FillCacheKey?, slot: Int) = (nil, -1)

    /// The slot of the entry for `key` in ``stored``, marked as used now.
    mutating func lookUp(_ key: FillCacheKey) -> Int? {
        clock += 1
        let slot: Int
        if lastFound.slot >= 0, lastFound.key == key {
            slot = lastFound.slot
        } else {
            guard let found = find(key, mix: key.mix) else { return nil }
            slot = found
            lastFound = (key, slot)
        }
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
            if mixes[slot] == mix && keys[slot] == key { return slot }
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
        var position = Int(truncatingIfNeeded: mixes[slot]) & mask
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
            var position = Int(truncatingIfNeeded: mixes[slot]) & mask
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
        stored.append(entry)
        keys.append(key)
        mixes.append(mix)
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
        var keptEntries: [FillCacheEntry] = [], keptUse: [Int] = [], keptKeys: [FillCacheKey] = [], keptMixes: [UInt64] = []
        for slot in stored.indices {
            if dropped.contains(slot) {
                statistics.entries -= 1
                statistics.vertices -= stored[slot].vertices.count
                statistics.evictions += 1
            } else {
                keptEntries.append(stored[slot])
                keptUse.append(lastUse[slot])
                keptKeys.append(keys[slot])
                keptMixes.append(mixes[slot])
            }
        }
        stored = keptEntries
        lastFound = (nil, -1)
        generation += 1
        lastUse = keptUse
        keys = keptKeys
        mixes = keptMixes
        rebuildTable()
    }
}
