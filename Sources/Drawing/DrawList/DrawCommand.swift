/// One thing for the backend to do, in order: draw a run of indexed triangles (plain, shape
/// masks or a gradient), a run of text or an image, or limit drawing to a rectangle.
public enum DrawCommand: Hashable, Sendable {
    /// Draws `indexCount` indices starting at `firstIndex` as untextured triangles.
    case triangles(firstIndex: Int, indexCount: Int)
    /// Draws `indexCount` indices starting at `firstIndex` as triangles textured with the list's
    /// ``DrawList/shapeMasks`` atlas (white, its alpha the coverage), tinted by their vertices'
    /// colours and sampled bilinearly.
    case masks(firstIndex: Int, indexCount: Int)
    /// Draws `indexCount` indices starting at `firstIndex` as triangles textured with a
    /// gradient's ``GradientTexture`` (sampled bilinearly, clamped at its edges), tinted by
    /// their vertices' colours: a fill or stroke coloured by a gradient, for a rasteriser that
    /// interpolates texture coordinates (see ``DrawList/shadesWithTextures``).
    case gradient(firstIndex: Int, indexCount: Int, texture: GradientTexture)
    /// Draws a line of text whose top-left corner is at `origin`, in device pixels.
    case text(TextRun)
    /// Draws a named image stretched over a rectangle in device pixels.
    case image(ImageRun)
    /// Draws what is below the current layer (or the output) over a rectangle, blurred.
    case backdrop(BackdropRun)
    /// Limits the commands that follow, up to the next ``unclip``, to a rectangle of pixels.
    case clip(PixelRect)
    /// Ends the clip that the last ``clip(_:)`` began.
    case unclip
    /// Starts an offscreen layer: the commands up to the matching ``endLayer`` are drawn into
    /// it, and at its end it is masked, blurred, faded by its opacity and composited as one.
    case beginLayer(LayerRun)
    /// Ends the innermost layer's content: the commands that follow, up to its ``endLayer``,
    /// draw its mask, whose alpha keeps the content's pixels.
    case layerMask
    /// Ends the innermost layer and composites it over what is below.
    case endLayer
}

/// A group drawn offscreen and composited as one image: what a translucent group, a blur, a
/// soft shadow or a clip to a shape that is not an axis-aligned rectangle needs.
public struct LayerRun: Hashable, Sendable {
    /// The device pixels the layer can touch: its content's bounds, grown by the blur's reach
    /// and cut to its mask. The backend also cuts it to its output. For a layer drawn in a
    /// space of its own (see ``DrawList/placesBlurredLayers``), the pixels of that space, which
    /// ``projection`` places on the output.
    public var bounds: PixelRect
    /// Multiplies the whole layer's alpha, in 0…1, so overlaps inside do not show through.
    public var opacity: Double
    /// The standard deviation of the gaussian blur, in device pixels (0: sharp).
    public var blurSigma: Double
    /// The mask's triangles, when the layer is clipped to a shape: drawn white into the layer's
    /// alpha; the content keeps what they cover. Not part of any ``DrawCommand/triangles(firstIndex:indexCount:)``.
    public var maskFirstIndex: Int
    public var maskIndexCount: Int
    /// Where the finished layer is drawn: its pixels mapped through this projection, in
    /// device pixels; nil draws them where they are.
    public var projection: ProjectionMatrix?
    /// Maps the layer's straight colours once it is masked and blurred.
    public var colorMatrix: ColorMatrix?
    /// How the finished layer combines with what is below it.
    public var blendMode: BlendMode = .normal
    /// Where the mask is known to cover whole pixels fully (its anti-aliased edge and corners
    /// excluded), when it is a rectangle, rounded rectangle or capsule kept upright: there a
    /// plain layer's content may be drawn straight into its parent, and only the rest needs
    /// the layer. Nil when not known.
    public var maskInterior: MaskInterior?
    /// A part of the bounds that opaque content drawn after the layer hides wholly: the
    /// backend need not composite the layer there. Nil when none is known (see
    /// ``DrawList/markOccludedItems(_:)``).
    public var hidden: PixelRect?

    public init(bounds: PixelRect, opacity: Double = 1, blurSigma: Double = 0, maskFirstIndex: Int = 0, maskIndexCount: Int = 0) {
        self.bounds = bounds
        self.opacity = opacity
        self.blurSigma = blurSigma
        self.maskFirstIndex = maskFirstIndex
        self.maskIndexCount = maskIndexCount
    }

    /// Whether the layer is clipped to a mask.
    public var hasMask: Bool { maskIndexCount > 0 }
}

/// The whole device pixels an upright rounded rectangle covers fully: two bands, the full
/// width between its corners' heights and the full height between their widths, which
/// together make a cross. Each band stays a pixel inside the shape's edges; one is empty where
/// the corners meet (a capsule's band along its length is all there is).
public struct MaskInterior: Hashable, Sendable {
    /// The band across, between the corners' heights.
    public var across: PixelRect
    /// The band down, between the corners' widths.
    public var down: PixelRect

    public init(across: PixelRect, down: PixelRect) {
        self.across = across
        self.down = down
    }
}

/// A material's backdrop: the pixels below `bounds`, blurred and colour-mapped, drawn over it.
public struct BackdropRun: Hashable, Sendable {
    /// The rectangle covered, in device pixels.
    public var bounds: PixelRect
    /// The blur's standard deviation in device pixels.
    public var blurSigma: Double
    public var colorMatrix: ColorMatrix?

    public init(bounds: PixelRect, blurSigma: Double, colorMatrix: ColorMatrix? = nil) {
        self.bounds = bounds
        self.blurSigma = blurSigma
        self.colorMatrix = colorMatrix
    }
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
    /// The typeface, when not the default one.
    public var family: FontFamily?
    /// Slanted, underlined or struck through.
    public var decoration: TextDecoration
    /// A gaussian blur's standard deviation in device pixels (a text's shadow); 0 draws it
    /// sharp. The blur reaches ``AlphaBlur/padding(forSigma:)`` past the text.
    public var blurSigma: Double

    public init(string: String, originX: Double, originY: Double, pixelSize: Double, color: RGBAColor, weight: FontWeight = .regular,
                family: FontFamily? = nil, decoration: TextDecoration = [], blurSigma: Double = 0) {
        self.blurSigma = blurSigma.isFinite ? max(blurSigma, 0) : 0
        self.string = string
        self.originX = originX
        self.originY = originY
        self.pixelSize = pixelSize
        self.color = color
        self.weight = weight
        self.family = family
        self.decoration = decoration
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
    /// How its pixels are sampled when it is scaled.
    public var sampling: ImageSampling
    /// Its caps, in the image's pixels, and whether its middle tiles.
    public var slicing: ImageSlicing
    /// Device pixels per image pixel across and down: the size of a cap, or of a tile, drawn.
    public var scaleX: Double
    public var scaleY: Double

    public init(name: String, x: Double, y: Double, width: Double, height: Double, opacity: Double = 1, sampling: ImageSampling = .linear,
                slicing: ImageSlicing = .whole, scaleX: Double = 1, scaleY: Double = 1) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.opacity = opacity
        self.sampling = sampling
        self.slicing = slicing
        self.scaleX = scaleX
        self.scaleY = scaleY
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

    /// The pixels in both rectangles (empty, at the origin of `self`, when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x, y: y, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension DrawCommand {
    /// Whether this is a gradient run drawn through `texture`.
    func drawsTexture(_ texture: GradientTexture) -> Bool {
        if case .gradient(_, _, let own) = self { return own == texture }
        return false
    }

    /// Whether this and `other` are gradient runs drawn through one texture.
    func drawsSameTexture(as other: DrawCommand) -> Bool {
        if case .gradient(_, _, let own) = self, case .gradient(_, _, let theirs) = other { return own == theirs }
        return false
    }

    /// Whether this is a gradient run whose indices end at `index`.
    func isGradientRun(endingAt index: Int) -> Bool {
        if case .gradient(let first, let count, _) = self { return first + count == index }
        return false
    }
}
