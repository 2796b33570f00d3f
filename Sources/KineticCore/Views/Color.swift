import Foundation

/// A colour, and a view that fills the space it is offered with it.
///
/// ```swift
/// Color.blue.opacity(0.5)
/// Color(red: 1, green: 0.5, blue: 0)
/// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
/// ```
public struct Color: Hashable, Sendable, Animatable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A semantic colour's value in each colour scheme; the components above are the dark one.
    var schemeColors: SchemeColors?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clean(_ v: Double) -> Double { v.isNaN ? 0 : v }
        (self.red, self.green, self.blue, self.alpha) = (clean(red), clean(green), clean(blue), clean(opacity))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue : 0).truncatingRemainder(dividingBy: 1) * 6
        let s = min(1, max(0, saturation.isFinite ? saturation : 0)), v = min(1, max(0, brightness.isFinite ? brightness : 0))
        let sector = Int(h.rounded(.down)), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch (sector + 6) % 6 {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    init(_ rgba: RGBAColor) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = alpha * (opacity.isNaN ? 1 : min(1, max(0, opacity)))
        return copy
    }

    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, alpha)) }
        set {
            schemeColors = nil
            red = newValue.first.first
            green = newValue.first.second
            blue = newValue.second.first
            alpha = newValue.second.second
        }
    }

    /// The colour whose animatable data is `data`: what an animator of colours holds.
    init(_ data: AnimatableData) {
        (red, green, blue, alpha) = (data.first.first, data.first.second, data.second.first, data.second.second)
    }

    /// The colour for drawing, its components clamped to 0…1.
    var resolved: RGBAColor { RGBAColor(red: red, green: green, blue: blue, opacity: alpha) }

    public var description: String { resolved.hexDescription }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The default foreground: light text on Kinetic's dark background.
    /// Text and symbols: near black in the light scheme, near white in the dark.
    public static let primary = Color(light: Color(white: 0), dark: Color(white: 0.95))
    /// Less important text: grey, a little darker in the light scheme.
    public static let secondary = Color(light: Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6), dark: Color(white: 0.6))
    public static let accentColor = Color.blue
}

extension Color: PrimitiveView {
    public typealias Body = Never
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        ShapeView(shape: Rectangle(), style: .color(self)).makeNodes(&builder)
    }
}

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color { .primary }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font { .body }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// The colour shapes and text use when none is given.
    public var foregroundColor: Color {
        get { self[ForegroundColorKey.self].resolve(in: colorScheme) }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The font of text.
    public var font: Font {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether controls respond to input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// A font: a size, a weight and a typeface — the system font (DejaVu Sans), one of its
/// designs (monospaced, serif), or a font of the app's own (`Font.custom`).
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    /// The typeface; nil for the system font's default design.
    public var family: FontFamily? = nil
    /// Slanted (synthesised from the upright face).
    public var isItalic = false

    public typealias Weight = FontWeight

    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size.isFinite && size > 0 ? size : 17, weight: weight)
    }

    public func weight(_ weight: FontWeight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    public func bold() -> Font { weight(.bold) }
    /// This font slanted.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The sizes of the system's text styles, in points.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A design of the system font: monospaced is DejaVu Sans Mono and serif DejaVu Serif;
    /// there is no rounded face, so rounded is the default design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The typeface of this design.
        var family: FontFamily? {
            switch self {
            case .monospaced: .monospaced
            case .serif: .serif
            case .default, .rounded: nil
            }
        }
    }

    /// The system font in a text style's size, in a design, and a weight (the style's own when nil).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: FontWeight? = nil) -> Font {
        var font = style.font
        if let weight { font.weight = weight }
        font.family = design?.family
        return font
    }

    /// The system font at `size` points in a design.
    public static func system(size: Double, weight: FontWeight? = nil, design: Design? = nil) -> Font {
        var font = system(size: size, weight: weight ?? .regular)
        font.family = design?.family
        return font
    }

    /// A font of the app's own at `size` points: a TrueType or OpenType file in the assets'
    /// `fonts/` folder, or else one installed on the desktop, named by its file name (without
    /// the extension) or its family name ("Family" or "Family-Style"). When there is none, text
    /// is drawn in the system font and one warning names the font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: Double(size).isFinite && size > 0 ? Double(size) : 17, weight: .regular, family: .custom(name))
    }

    /// A font of the app's own at `size` points. A desktop has no Dynamic Type, so the size is
    /// the one given at every text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font of the app's own at a size that never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font in the monospaced design (a font of the app's own stays itself).
    public func monospaced() -> Font {
        guard case .custom = family else {
            var copy = self
            copy.family = .monospaced
            return copy
        }
        return self
    }

    /// This font with digits all as wide as each other. The system font's digits already are
    /// (DejaVu's figures are tabular in every design), so this is the same font.
    public func monospacedDigit() -> Font { self }

    /// This font in `design`, unless it is a font of the app's own or has a design already.
    func resolving(design: Design?) -> Font {
        guard family == nil, let design else { return self }
        var copy = self
        copy.family = design.family
        return copy
    }

    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)
}

/// An animator of a colour, holding its four components: Motion prespecialises its animators
/// for them, so the colour every text and shape sets on each update costs no generic work.
typealias ColorAnimator = Animator<Color.AnimatableData>

extension Animator where Value == Color.AnimatableData {
    convenience init(_ color: Color) { self.init(color.animatableData) }

    /// The colour to show at `time`: interpolated while an animation runs.
    func color(at time: Double) -> Color { Color(isAnimating ? presentationValue(at: time) : modelValue) }
}
