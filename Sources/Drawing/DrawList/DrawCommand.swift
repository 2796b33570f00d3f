/// One thing for the backend to do, in order: draw a run of indexed triangles, or a run of text.
public enum DrawCommand: Hashable, Sendable {
    /// Draws `indexCount` indices starting at `firstIndex` as untextured triangles.
    case triangles(firstIndex: Int, indexCount: Int)
    /// Draws a line of text whose top-left corner is at `origin`, in device pixels.
    case text(TextRun)
}

/// A single line of text to rasterise, in device pixels.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var originX: Double
    public var originY: Double
    /// The font's size in device pixels.
    public var pixelSize: Double
    public var color: RGBAColor

    public init(string: String, originX: Double, originY: Double, pixelSize: Double, color: RGBAColor) {
        self.string = string
        self.originX = originX
        self.originY = originY
        self.pixelSize = pixelSize
        self.color = color
    }
}
