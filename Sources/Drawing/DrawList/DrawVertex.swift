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
    /// coordinates kept. The colour is read and written as one four-byte word: as a struct of
    /// four bytes it was stored byte by byte, which took most of the time.
    @inline(__always)
    func place(from source: UnsafeBufferPointer<DrawVertex>, dx: Double, dy: Double, mask: RGBA8) {
        guard let base = baseAddress, let sourceBase = source.baseAddress else { return }
        let from = UnsafeRawPointer(sourceBase), to = UnsafeMutableRawPointer(base)
        let stride = MemoryLayout<DrawVertex>.stride
        let xOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.x)!, yOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.y)!
        let colorOffset = MemoryLayout<DrawVertex>.offset(of: \DrawVertex.color)!
        let word = unsafeBitCast(mask, to: UInt32.self)
        for i in 0..<Swift.min(count, source.count) {
            let at = i * stride
            let x = from.loadUnaligned(fromByteOffset: at + xOffset, as: Float.self), y = from.loadUnaligned(fromByteOffset: at + yOffset, as: Float.self)
            to.storeBytes(of: Float(Double(x) + dx), toByteOffset: at + xOffset, as: Float.self)
            to.storeBytes(of: Float(Double(y) + dy), toByteOffset: at + yOffset, as: Float.self)
            // (Unaligned: a colour of four bytes may lie anywhere in the layout.)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: at + colorOffset, as: UInt32.self) & word, toByteOffset: at + colorOffset,
                          as: UInt32.self)
        }
    }
}
