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
