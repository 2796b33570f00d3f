/// One thing for the backend to do, in order: draw a run of indexed triangles, a run of text or
/// an image, or limit drawing to a rectangle.
public enum DrawCommand: Hashable, Sendable {
    /// Draws `indexCount` indices starting at `firstIndex` as untextured triangles.
    case triangles(firstIndex: Int, indexCount: Int)
    /// Draws a line of text whose top-left corner is at `origin`, in device pixels.
    case text(TextRun)
    /// Draws a named image stretched over a rectangle in device pixels.
    case image(ImageRun)
    /// Limits the commands that follow, up to the next ``unclip``, to a rectangle of pixels.
    case clip(PixelRect)
    /// Ends the clip that the last ``clip(_:)`` began.
    case unclip
}

/// A single line of text to rasterise, in device pixels.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var originX: Double
    public var originY: Double
    /// The font's size in device pixels.
    public var pixelSize: Double
    public var color: RGBAColor
    /// How heavy the strokes are; a backend with one font file may only tell regular from bold.
    public var weight: FontWeight

    public init(string: String, originX: Double, originY: Double, pixelSize: Double, color: RGBAColor, weight: FontWeight = .regular) {
        self.string = string
        self.originX = originX
        self.originY = originY
        self.pixelSize = pixelSize
        self.color = color
        self.weight = weight
    }
}

/// A named image to draw, stretched over a rectangle in device pixels.
public struct ImageRun: Hashable, Sendable {
    /// The image's name in the assets' `images/` folder, with or without its extension.
    public var name: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// How opaque the image is drawn, in 0…1.
    public var opacity: Double

    public init(name: String, x: Double, y: Double, width: Double, height: Double, opacity: Double = 1) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.opacity = opacity
    }
}

/// An axis-aligned rectangle of whole device pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}
