import Foundation

/// Light or dark: what the semantic colours (`Color.primary`, `.secondary`, the backgrounds, the
/// controls' faces) resolve to, read with `@Environment(\.colorScheme)`.
///
/// A window starts in the scheme `KINETIC_COLOR_SCHEME` names (`light` or `dark`; dark when it
/// is not set). A view's `.preferredColorScheme(_:)` sets the window's; F3 in a window flips it,
/// animated. Setting ``ViewGraph/colorScheme`` in `withAnimation` animates the colours that
/// change.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark

    /// The scheme `KINETIC_COLOR_SCHEME` names in `environment`: dark when it is unset, and when
    /// it is neither `light` nor `dark` (`warn` is told why).
    static func fromEnvironment(_ environment: [String: String], warn: (String) -> Void) -> ColorScheme {
        guard let raw = environment["KINETIC_COLOR_SCHEME"] else { return .dark }
        let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if let scheme = ColorScheme(rawValue: name) { return scheme }
        warn("KINETIC_COLOR_SCHEME is \"\(raw)\"; it can be light or dark, so the window starts dark")
        return .dark
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
}

extension EnvironmentValues {
    /// The colour scheme the views below are drawn in.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension Color {
    /// A colour with a value for each scheme. Drawn without an environment (an instrument's
    /// overlay), it is the dark value.
    init(light: Color, dark: Color) {
        self = dark
        schemeColors = SchemeColors(light: light.resolved, dark: dark.resolved)
    }

    /// The colour as drawn in `scheme`: a semantic colour's value for the scheme, keeping any
    /// opacity applied to it since; any other colour as it is.
    func resolve(in scheme: ColorScheme) -> Color {
        guard let schemeColors else { return self }
        let base = scheme == .light ? schemeColors.light : schemeColors.dark
        // The opacity applied since (`Color.primary.opacity(0.5)`), relative to the dark value.
        let applied = schemeColors.dark.opacity > 0 ? alpha / schemeColors.dark.opacity : alpha
        return Color(red: base.red, green: base.green, blue: base.blue, opacity: base.opacity * applied)
    }
}

/// The two values of a semantic colour: a reference, so that a colour (copied in every
/// environment, paint and animator) grows by one pointer, not by two colours.
final class SchemeColors: Hashable, Sendable {
    let light: RGBAColor
    let dark: RGBAColor

    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    static func == (a: SchemeColors, b: SchemeColors) -> Bool { a === b || (a.light == b.light && a.dark == b.dark) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }
}

// MARK: The window's scheme

struct PreferredColorSchemeView<Content: View>: PrimitiveView {
    var content: Content
    var scheme: ColorScheme?

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, scheme = self.scheme
        let transaction = builder.transaction
        return builder.modifier(PreferredColorSchemeNode.self, content: content, make: { PreferredColorSchemeNode(graph: graph) }) { node in
            guard node.scheme != scheme || !node.registered else { return }
            node.scheme = scheme
            node.registered = true
            graph.preferredSchemes[ObjectIdentifier(node)] = node
            graph.colorSchemeInputsChanged(transaction: transaction)
        }
    }
}

final class PreferredColorSchemeNode: ModifierNode {
    override var inputsAffectLayout: Bool { false }
    var scheme: ColorScheme?
    var registered = false

    override func removedFromGraph() {
        graph.preferredSchemes[ObjectIdentifier(self)] = nil
        graph.colorSchemeInputsChanged(transaction: transaction)
        super.removedFromGraph()
    }
}

extension ViewGraph {
    /// The scheme views prefer (the outermost `preferredColorScheme` with a scheme), or the
    /// window's own.
    public var effectiveColorScheme: ColorScheme {
        let preferring = preferredSchemes.values.filter { $0.scheme != nil && $0.isAttached }
        return preferring.min { $0.createdStamp < $1.createdStamp || ($0.createdStamp == $1.createdStamp && $0.depth < $1.depth) }?.scheme
            ?? colorScheme
    }

    /// Builds the views again in the scheme now in force, if it changed, in `transaction` (so
    /// the colours animate if it animates).
    func colorSchemeInputsChanged(transaction: Transaction) {
        guard let root, root.environment.colorScheme != effectiveColorScheme else { return }
        root.environment.colorScheme = effectiveColorScheme
        markDirty(root, transaction: transaction)
    }
}

extension View {
    /// Sets the window's colour scheme while this view is shown (nil leaves it to the window).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, scheme: colorScheme)
    }
}

// MARK: Resolved colours

extension Color {
    /// A colour's components in the environment it is drawn in, in sRGB: what
    /// `color.resolve(in: environment)` gives. It animates component by component.
    public struct Resolved: Hashable, Sendable, Animatable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        /// The components in linear light (the sRGB transfer function undone).
        public var linearRed: Float { Self.linear(red) }
        public var linearGreen: Float { Self.linear(green) }
        public var linearBlue: Float { Self.linear(blue) }

        static func linear(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
        }

        public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
            get { AnimatablePair(AnimatablePair(Double(red), Double(green)), AnimatablePair(Double(blue), Double(opacity))) }
            set {
                red = Float(newValue.first.first)
                green = Float(newValue.first.second)
                blue = Float(newValue.second.first)
                opacity = Float(newValue.second.second)
            }
        }
    }

    /// The colour as drawn in `environment`: a semantic colour takes the value of the
    /// environment's colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolve(in: environment.colorScheme)
        return Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.alpha))
    }

    /// A colour of fixed components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
