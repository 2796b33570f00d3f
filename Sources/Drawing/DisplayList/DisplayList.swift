import Foundation

/// What one frame shows, as a value: a flat list of items in paint order, each placed in window
/// points by its own transform, with its opacity already multiplied down the view tree.
///
/// The view engine produces it from the presentation values of a frame; a renderer turns it
/// into a ``DrawList``. It is Hashable, so frames can be kept, compared and diffed, and
/// ``dump`` prints one line per item for readable snapshot tests.
///
/// ```swift
/// var list = DisplayList()
/// list.append(DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
/// print(list.dump)
/// ```
public struct DisplayList: Hashable, Sendable {
    public var items: [DisplayItem] = []

    public init(items: [DisplayItem] = []) {
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    public mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }

    public var isEmpty: Bool { items.isEmpty }

    /// One line per item: identifier, content, frame, transform and opacity, numbers rounded to
    /// thousandths.
    public var dump: String {
        items.map(\.description).joined(separator: "\n")
    }
}

/// A shape a display item fills or strokes, in the item's frame.
public enum DisplayShape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case ellipse
    case capsule
    /// A path in the item's local coordinates (its frame's origin is (0, 0)).
    case path(Path)

    /// The outline of the shape in `rect`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        addOutline(in: rect, to: &path)
        return path
    }

    /// Appends the outline in `rect` to `path`: what ``path(in:)`` returns, built into a path the
    /// renderer reuses from frame to frame.
    func addOutline(in rect: CGRect, to path: inout Path) {
        switch self {
        case .rectangle: path.addRect(rect)
        case .roundedRectangle(let size, let style): path.addRoundedRect(in: rect, cornerSize: size, style: style)
        case .ellipse: path.addEllipse(in: rect)
        case .capsule:
            let radius = min(rect.width, rect.height) / 2
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        case .path(let shape): path.addPath(shape, transform: CGAffineTransform(translationX: Double(rect.minX), y: Double(rect.minY)))
        }
    }

    var name: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let size, let style): "roundedRectangle(\(Fixed(Double(size.width))), \(style))"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .path(let path): "path(\(path.elements.count) elements)"
        }
    }
}

/// How much a font's strokes weigh, from ultraLight to black.
public enum FontWeight: Int, Hashable, Sendable, Comparable, CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A run of text as laid out: its lines, their font, and colour.
public struct TextLayout: Hashable, Sendable {
    public var lines: [String]
    public var size: Double
    public var weight: FontWeight
    public var lineHeight: Double
    public var color: RGBAColor
    public var alignment: Alignment
    /// Points added after every character (`tracking`, `kerning`); 0 draws each line as one run.
    public var tracking: Double
    /// The typeface, when not the default one.
    public var family: FontFamily?
    /// Slanted, underlined or struck through.
    public var decoration: TextDecoration = []

    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    public init(lines: [String], size: Double, weight: FontWeight = .regular, lineHeight: Double, color: RGBAColor, alignment: Alignment = .leading,
                tracking: Double = 0, family: FontFamily? = nil, decoration: TextDecoration = []) {
        self.lines = lines
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.color = color
        self.alignment = alignment
        self.tracking = tracking.isFinite ? tracking : 0
        self.family = family
        self.decoration = decoration
    }
}

/// How text is drawn beyond its font and weight: slanted, underlined, struck through.
public struct TextDecoration: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let italic = TextDecoration(rawValue: 1)
    public static let underline = TextDecoration(rawValue: 2)
    public static let strikethrough = TextDecoration(rawValue: 4)
}

/// A fill or stroke coloured by a gradient: the content and its gradient, held by reference and
/// never changed, so that reading a gradient where its item lies copies one reference, not the
/// content and the gradient; and what drawing the gradient through its texture needs of it,
/// worked out once, as SwiftUI resolves a style once for the frames it stays the same. Equal,
/// and hashed, by value.
public final class ShadedContent: Hashable, Sendable {
    /// The fill or stroke drawn, its colour not used.
    public let base: DisplayContent
    public let shading: Shading
    /// The gradient's texture (its stops normalized) and the map from local coordinates to its
    /// texture coordinates, for its kept fills drawn through its texture (replayed, and written
    /// in place); nil for an angular gradient, whose texture depends on the vertices drawn, and
    /// one with no texture form.
    let texture: GradientMapping?

    public init(base: DisplayContent, shading: Shading) {
        self.base = base
        self.shading = shading
        let normalized = shading.normalized
        texture = normalized.isAngular ? nil : normalized.texture(angularReach: { 0 })
    }

    public static func == (lhs: ShadedContent, rhs: ShadedContent) -> Bool {
        lhs === rhs || (lhs.base == rhs.base && lhs.shading == rhs.shading)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(shading)
    }
}

/// What an item draws.
public enum DisplayContent: Hashable, Sendable {
    case fill(DisplayShape, color: RGBAColor)
    /// The shape's outline, `lineWidth` points wide, with butt caps and miter joins.
    case stroke(DisplayShape, color: RGBAColor, lineWidth: Double)
    /// The shape's outline stroked as `style` says: caps, joins, miter limit and dashes. On
    /// the heap (`indirect`), so that plain strokes keep every item small.
    indirect case styledStroke(DisplayShape, color: RGBAColor, style: StrokeStyle)
    /// A fill or stroke (its colour not used) coloured point by point by a gradient; made by
    /// ``shaded(_:_:)``.
    case shaded(ShadedContent)
    ///
    /// Text and layers are kept on the heap (`indirect`): their layouts are several times the
    /// size of a fill, and every item would be as large as the largest content, copied as it
    /// is moved into the kept display list.
    indirect case text(TextLayout)
    /// A named image from the assets over the frame, sampled as `sampling` says: stretched
    /// whole, or, with `slicing`, its caps kept and its middle stretched or tiled.
    case image(name: String, sampling: ImageSampling = .linear, slicing: ImageSlicing = .whole)
    /// What is drawn below, blurred (and colour-mapped), over the frame: the backdrop of a
    /// material. Inside a layer, "below" is what the layer under it holds.
    indirect case backdrop(BackdropEffect)
    /// Starts a group drawn offscreen: the items up to the matching ``endLayer`` are composited
    /// as one image with the layer's opacity, blur and mask. The item's frame and transform
    /// place the mask's shape and scale the blur; its own opacity is not used.
    indirect case beginLayer(LayerEffect)
    /// In a group whose effect ``LayerEffect/masksWithContent``, ends its content: what
    /// follows, up to the group's end, is its mask.
    case layerMask
    /// Ends the innermost group that ``beginLayer(_:)`` started.
    case endLayer

    /// `base` (a fill or stroke, its colour not used) coloured point by point by `shading`.
    public static func shaded(_ base: DisplayContent, _ shading: Shading) -> DisplayContent {
        .shaded(ShadedContent(base: base, shading: shading))
    }

    /// The fill or stroke and the gradient of a gradient's content; nil for other content.
    public var shadedParts: (base: DisplayContent, shading: Shading)? {
        if case .shaded(let shaded) = self { return (shaded.base, shaded.shading) }
        return nil
    }
}

/// How a resizable image fills its frame (`resizable(capInsets:resizingMode:)`): its four caps,
/// in the image's pixels, keep their size (scaled as the image is, shrunk together where the
/// frame is smaller than two caps), its edges and middle stretch between them, or, tiled, repeat
/// at the image's size from the top left, the last tile cut.
public struct ImageSlicing: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    /// Whether the edges and middle repeat instead of stretching.
    public var tiles: Bool

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0, tiles: Bool = false) {
        func valid(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.top = valid(top)
        self.left = valid(left)
        self.bottom = valid(bottom)
        self.right = valid(right)
        self.tiles = tiles
    }

    /// The whole image stretched over the frame.
    public static let whole = ImageSlicing()

    /// True when the image is drawn whole, stretched.
    public var isWhole: Bool { self == .whole }
}

/// How an image's pixels are sampled where it is drawn larger or smaller than they are.
public enum ImageSampling: Hashable, Sendable {
    /// Blended between neighbouring pixels: smooth.
    case linear
    /// The nearest pixel: hard-edged, as pixel art wants.
    case nearest
}

/// How a backdrop is drawn: blurred by a gaussian of `blurRadius` points, its colours then
/// mapped by `colorMatrix` (a material's vibrancy).
public struct BackdropEffect: Hashable, Sendable {
    public var blurRadius: Double
    public var colorMatrix: ColorMatrix?

    public init(blurRadius: Double, colorMatrix: ColorMatrix? = nil) {
        self.blurRadius = blurRadius.isFinite ? max(blurRadius, 0) : 0
        self.colorMatrix = colorMatrix
    }
}

/// What happens to a group of items drawn as one image.
public struct LayerEffect: Hashable, Sendable {
    /// Multiplies the group's alpha after it is drawn (`compositingGroup()` under `opacity(_:)`).
    public var opacity: Double
    /// The gaussian blur's standard deviation, in the item's points (`blur(radius:)`).
    public var blurRadius: Double
    /// A shape, in the item's frame, outside which nothing of the group shows (`clipShape(_:)`).
    public var mask: DisplayShape?
    /// How the mask's outline is filled.
    public var maskFillRule: FillRule
    /// A projection of the drawn group, in the item's frame (0 at the frame's corner), as
    /// `rotation3DEffect` makes: the group is drawn flat, then mapped through it.
    public var projection: ProjectionMatrix?
    /// Maps the group's colours after it is drawn (a colour effect over an image, whose pixels
    /// no item's colour describes).
    public var colorMatrix: ColorMatrix?
    /// The items after a ``DisplayContent/layerMask`` item, up to the ``DisplayContent/endLayer``,
    /// are a mask: drawn, they keep the group's pixels where they cover (`mask(alignment:_:)`).
    public var masksWithContent: Bool
    /// How the finished group combines with what is drawn below it.
    public var blendMode: BlendMode

    public init(opacity: Double = 1, blurRadius: Double = 0, mask: DisplayShape? = nil, maskFillRule: FillRule = .nonZero,
                projection: ProjectionMatrix? = nil, colorMatrix: ColorMatrix? = nil, masksWithContent: Bool = false,
                blendMode: BlendMode = .normal) {
        self.opacity = opacity
        self.blurRadius = blurRadius
        self.mask = mask
        self.maskFillRule = maskFillRule
        self.projection = projection
        self.colorMatrix = colorMatrix
        self.masksWithContent = masksWithContent
        self.blendMode = blendMode
    }
}

/// One drawn thing: content in a frame (local coordinates, before the transform), the
/// transform into window points, the opacity, an optional clip (in window points, as a shape
/// with its own transform), blur and shadow, and the accessibility identifier of the view that
/// drew it.
public struct DisplayItem: Hashable, Sendable, CustomStringConvertible {
    public var content: DisplayContent
    public var frame: CGRect
    public var transform: CGAffineTransform
    public var opacity: Double
    public var clip: Clip?
    public var blurRadius: Double
    public var shadow: Shadow?
    public var identifier: String?
    /// How a fill of a path with several subpaths, or one that crosses itself, finds its inside.
    public var fillRule: FillRule = .nonZero

    /// A clip region: `shape` in `frame`, mapped to window points by `transform`.
    ///
    /// Kept on the heap and shared: every item inside a clip carries it, and copying a
    /// reference costs less than copying a shape, a frame and a transform.
    public struct Clip: Hashable, Sendable {
        private struct Fields: Hashable, Sendable {
            var shape: DisplayShape
            var frame: CGRect
            var transform: CGAffineTransform
        }
        private var fields: SharedValue<Fields>

        public var shape: DisplayShape {
            get { fields.value.shape }
            set { fields = fields.with(\.shape, newValue) }
        }
        public var frame: CGRect {
            get { fields.value.frame }
            set { fields = fields.with(\.frame, newValue) }
        }
        public var transform: CGAffineTransform {
            get { fields.value.transform }
            set { fields = fields.with(\.transform, newValue) }
        }

        public init(shape: DisplayShape, frame: CGRect, transform: CGAffineTransform) {
            fields = SharedValue(Fields(shape: shape, frame: frame, transform: transform))
        }
    }

    /// A drop shadow under the item. Kept on the heap and shared, as a clip is.
    public struct Shadow: Hashable, Sendable {
        private struct Fields: Hashable, Sendable {
            var color: RGBAColor
            var radius: Double, x: Double, y: Double
        }
        private var fields: SharedValue<Fields>

        public var color: RGBAColor {
            get { fields.value.color }
            set { fields = fields.with(\.color, newValue) }
        }
        public var radius: Double {
            get { fields.value.radius }
            set { fields = fields.with(\.radius, newValue) }
        }
        public var x: Double {
            get { fields.value.x }
            set { fields = fields.with(\.x, newValue) }
        }
        public var y: Double {
            get { fields.value.y }
            set { fields = fields.with(\.y, newValue) }
        }

        public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
            fields = SharedValue(Fields(color: color, radius: radius, x: x, y: y))
        }
    }

    // Inlinable, so a view engine in another module builds the item where it is stored
    // instead of building it here and copying it out.
    @inlinable
    public init(_ content: DisplayContent, frame: CGRect, transform: CGAffineTransform = .identity, opacity: Double = 1,
                clip: Clip? = nil, blurRadius: Double = 0, shadow: Shadow? = nil, identifier: String? = nil,
                fillRule: FillRule = .nonZero) {
        self.content = content
        self.frame = frame
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.blurRadius = blurRadius
        self.shadow = shadow
        self.identifier = identifier
        self.fillRule = fillRule
    }

    /// The item's frame in window points (the bounding box, if rotated).
    public var windowFrame: CGRect { transform.apply(to: frame) }

    public var description: String {
        var parts: [String] = []
        if let identifier { parts.append("#\(identifier)") }
        switch content {
        case .fill(let shape, let color): parts.append("fill \(shape.name) \(color.hexDescription)")
        case .stroke(let shape, let color, let width): parts.append("stroke \(shape.name) \(color.hexDescription) width \(Fixed(width))")
        case .styledStroke(let shape, let color, let style): parts.append("stroke \(shape.name) \(color.hexDescription) \(style.dumpDescription)")
        case .shaded(let shaded):
            var inner = self
            inner.content = shaded.base
            let drawn = inner.description.split(separator: " frame (").first.map(String.init) ?? ""
            parts.append("\(drawn) \(shaded.shading.name) of \(shaded.shading.stops.count) stops")
        case .text(let layout): parts.append("text \"\(layout.lines.joined(separator: "\\n"))\" size \(Fixed(layout.size)) \(color: layout.color)")
            if let family = layout.family { parts.append("in \(family)") }
        case .image(let name, let sampling, let slicing):
            parts.append("image \(name)\(sampling == .nearest ? " nearest" : "")")
            if !slicing.isWhole {
                parts.append("caps \(slicing.top) \(slicing.left) \(slicing.bottom) \(slicing.right)\(slicing.tiles ? " tiled" : "")")
            }
        case .backdrop(let effect): parts.append("backdrop blur \(Fixed(effect.blurRadius))")
        case .beginLayer(let layer):
            var layerParts = ["layer"]
            if layer.opacity != 1 { layerParts.append("opacity \(Fixed(layer.opacity))") }
            if layer.blurRadius > 0 { layerParts.append("blur \(Fixed(layer.blurRadius))") }
            if let mask = layer.mask { layerParts.append("mask \(mask.name)") }
            if layer.colorMatrix != nil { layerParts.append("colour matrix") }
            if layer.masksWithContent { layerParts.append("masked by content") }
            if layer.blendMode != .normal { layerParts.append("blend \(layer.blendMode)") }
            parts.append(layerParts.joined(separator: " "))
        case .layerMask:
            return "layer mask"
        case .endLayer:
            return "end layer"
        }
        parts.append("frame (\(Fixed(Double(frame.minX))), \(Fixed(Double(frame.minY))), \(Fixed(Double(frame.width))), \(Fixed(Double(frame.height))))")
        if !transform.isIdentity { parts.append("transform \(transform)") }
        if opacity != 1 { parts.append("opacity \(Fixed(opacity))") }
        if clip != nil { parts.append("clipped") }
        if blurRadius > 0 { parts.append("blur \(Fixed(blurRadius))") }
        if let shadow { parts.append("shadow \(Fixed(shadow.radius))") }
        if fillRule == .evenOdd { parts.append("even-odd") }
        return parts.joined(separator: " ")
    }
}

extension DefaultStringInterpolation {
    mutating func appendInterpolation(color: RGBAColor) {
        appendLiteral(color.hexDescription)
    }
}

extension RGBAColor {
    /// `#rrggbb`, with `aa` appended when not opaque.
    public var hexDescription: String {
        let b = bytes
        let hex = [b.r, b.g, b.b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return b.a == 255 ? "#\(hex)" : "#\(hex)\(String(b.a, radix: 16).leftPadded(to: 2))"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Which points a filled outline covers where it crosses itself or has several subpaths.
public enum FillRule: Hashable, Sendable {
    /// Inside where the outline winds around the point any number of times but zero.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd
}

extension DisplayContent {
    /// The outline of `shape` stroked as `style` says: the plain stroke when only its width
    /// differs from the default style, which keeps the item small.
    public static func stroke(_ shape: DisplayShape, color: RGBAColor, style: StrokeStyle) -> DisplayContent {
        style.isPlain ? .stroke(shape, color: color, lineWidth: Double(style.lineWidth)) : .styledStroke(shape, color: color, style: style)
    }
}
