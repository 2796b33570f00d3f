/// One vertex of a draw list: a position in device pixels, a colour, and a texture coordinate.
///
/// The backend reads the fields through their offsets and the stride, so the layout is free.
public struct DrawVertex: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var color: RGBA8
    public var u: Float
    public var v: Float

    public init(x: Float, y: Float, color: RGBA8, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        self.color = color
        self.u = u
        self.v = v
    }
}

extension UnsafeMutableBufferPointer where Element == DrawVertex {
    /// Writes `source`'s vertices over these, moved by (`dx`, `dy`) device pixels, their
    /// colours masked by `mask` (see ``FillCacheEntry/apply(_:to:)``); their texture
    /// coordinates kept, or, with `mapping`, those it gives their kept places. Returns whether
    /// every coordinate it gave lies inside 0…1 (true without one).
    ///
    /// Field by field through raw memory: the colour read and written as one four-byte word (as
    /// a struct of four bytes it was stored byte by byte, which took most of the time), and
    /// the coordinates' range found with plain comparisons.
    @inline(__always)
    @discardableResult
    func place(from source: UnsafeBufferPointer<DrawVertex>, dx: Double, dy: Double, mask: RGBA8, mapping: CacheTextureMap? = nil) -> Bool {
        guard let base = baseAddress, let sourceBase = source.baseAddress else { return true }
        let from = UnsafeRawPointer(sourceBase), to = UnsafeMutableRawPointer(base)
        let stride = MemoryLayout<DrawVertex>.stride
        let xOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.x)!, yOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.y)!
        let colorOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.color)!
        let uOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.u)!, vOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.v)!
        let word = unsafeBitCast(mask, to: UInt32.self)
        let count = Swift.min(self.count, source.count)
        var inside = true
        for i in 0..<count {
            let at = i * stride
            let x = from.loadUnaligned(fromByteOffset: at + xOffset, as: Float.self), y = from.loadUnaligned(fromByteOffset: at + yOffset, as: Float.self)
            to.storeBytes(of: Float(Double(x) + dx), toByteOffset: at + xOffset, as: Float.self)
            to.storeBytes(of: Float(Double(y) + dy), toByteOffset: at + yOffset, as: Float.self)
            // (Unaligned: a colour of four bytes may lie anywhere in the layout.)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: at + colorOffset, as: UInt32.self) & word, toByteOffset: at + colorOffset,
                          as: UInt32.self)
            if let mapping {
                let (u, v) = mapping.apply(x, y)
                to.storeBytes(of: u, toByteOffset: at + uOffset, as: Float.self)
                to.storeBytes(of: v, toByteOffset: at + vOffset, as: Float.self)
                // Not finite compares false: outside.
                inside = inside && u >= 0 && u <= 1 && v >= 0 && v <= 1
            }
        }
        return inside
    }
}
