import Foundation

/// A colour or pattern to fill, stroke or draw a background with: `Color`, the gradients
/// (`LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`) and
/// `AnyShapeStyle`, as in SwiftUI.
///
/// ```swift
/// Circle().fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
/// RoundedRectangle(cornerRadius: 12).stroke(AngularGradient(colors: [.blue, .mint, .blue], center: .center), lineWidth: 6)
/// ```
///
/// Kinetic's own styles are these; a type of yours conforms by wrapping one of them in
/// `_paint(in:)`.
public protocol ShapeStyle: Sendable {
    /// What the style paints with, in `environment`.
    func _paint(in environment: EnvironmentValues) -> _Paint
}

/// A shape style resolved: one colour, or a gradient placed in unit points of the drawn frame.
/// It animates: colours, stop locations, points, radii and angles interpolate between two
/// paints of the same kind with as many stops.
public struct _Paint: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case color(Color)
        case linear(Gradient, start: UnitPoint, end: UnitPoint)
        case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
        case elliptical(Gradient, center: UnitPoint, startFraction: Double, endFraction: Double)
        case angular(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)
        case material(Material)
    }
    var kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    static func color(_ color: Color) -> _Paint { _Paint(.color(color)) }

    /// Whether it is a gradient (not a colour or a material).
    var isGradient: Bool {
        switch kind {
        case .color, .material: false
        case .linear, .radial, .elliptical, .angular: true
        }
    }

    /// The one colour, or nil for a gradient.
    var color: Color? {
        if case .color(let color) = kind { return color }
        return nil
    }

    /// One colour that stands for the paint where only one can be drawn (a symbol, a control's
    /// tint): the colour, or a gradient's colour halfway along.
    var representativeColor: Color {
        switch kind {
        case .color(let color): return color
        case .material(let material): return material.tint
        case .linear(let g, _, _), .radial(let g, _, _, _), .elliptical(let g, _, _, _), .angular(let g, _, _, _):
            let c = Shading.interpolatedColor(g.sortedStopsGradient.resolvedStops, at: 0.5)
            return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        }
    }

    /// The gradient placed in a frame of `size` (its origin at (0, 0)), or nil for a colour.
    func shading(in size: CGSize) -> Shading? {
        let w = Double(size.width), h = Double(size.height)
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: Double(unit.x) * w, y: Double(unit.y) * h) }
        switch kind {
        case .color, .material: return nil
        case .linear(let g, let start, let end): return .linear(stops: g.resolvedStops, start: point(start), end: point(end))
        case .radial(let g, let center, let r0, let r1): return .radial(stops: g.resolvedStops, center: point(center), startRadius: r0, endRadius: r1)
        case .elliptical(let g, let center, let f0, let f1):
            // The ellipse the frame holds, around the centre.
            return .elliptical(stops: g.resolvedStops, center: point(center), radii: CGSize(width: w / 2, height: h / 2), startFraction: f0, endFraction: f1)
        case .angular(let g, let center, let a0, let a1): return .angular(stops: g.resolvedStops, center: point(center), startAngle: a0, endAngle: a1)
        }
    }

    /// Whether two paints can animate one into the other: the same kind, as many stops.
    func hasTheShape(of other: _Paint) -> Bool {
        switch (kind, other.kind) {
        case (.color, .color): return true
        case (.material(let a), .material(let b)): return a == b
        case (.linear(let a, _, _), .linear(let b, _, _)), (.radial(let a, _, _, _), .radial(let b, _, _, _)),
             (.elliptical(let a, _, _, _), .elliptical(let b, _, _, _)), (.angular(let a, _, _, _), .angular(let b, _, _, _)):
            return a.stops.count == b.stops.count
        default: return false
        }
    }
}

extension Color: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> _Paint { .color(resolve(in: environment.colorScheme)) }
}

/// A shape style of any type.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint { base._paint(in: environment) }
}

/// The style the environment's foreground is drawn with (`.foregroundStyle(_:)`), as SwiftUI's
/// `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> _Paint { environment.foregroundPaint }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.foregroundStyle(_:)` set, or nil where only a colour was given.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// What shapes without a style of their own are painted with.
    var foregroundPaint: _Paint {
        if let style = foregroundStyle { return style._paint(in: self) }
        return .color(foregroundColor)
    }
}

extension View {
    /// The style of shapes and text inside: a colour, or a gradient (each shape and each text
    /// painted with it over its own frame). The other levels (`.secondary`, …) are this style, fainter.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentView(content: self) { $0.setForeground([style]) }
    }

    /// A shape style behind the view, filling its frame.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// `shape` filled with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// `shape` filled with the foreground style, behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(ForegroundStyle(), style: fillStyle))
    }
}

extension Text {
    /// The text's style: a colour, a level of the foreground, or a gradient painted over the
    /// text's frame where its glyphs are.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        // A level of the foreground is found where the text is drawn.
        if let level = style as? HierarchicalShapeStyle {
            var copy = foregroundColor(nil)
            copy.foregroundLevel = level.level
            return copy
        }
        let paint = style._paint(in: EnvironmentValues())
        var copy = foregroundColor(paint.representativeColor)
        // A gradient paints the glyphs across the text's frame.
        if paint.isGradient { copy.gradient = paint }
        return copy
    }
}

extension Shape {
    /// The shape filled with `content`, its inside found by `style`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: ShapePaint(content: AnyShapeStyle(content), stroke: nil), fillStyle: style)
    }

    /// The shape's outline, `lineWidth` points wide, painted with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: ShapePaint(content: AnyShapeStyle(content), stroke: StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline painted with `content` as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: ShapePaint(content: AnyShapeStyle(content), stroke: style))
    }
}

extension InsettableShape {
    /// The shape's outline painted with `content` inside its frame, as `style` says.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape> {
        ShapeView(shape: inset(by: style.lineWidth / 2), style: ShapePaint(content: AnyShapeStyle(content), stroke: style))
    }

    /// The shape's outline, `lineWidth` points wide, painted with `content` inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

// The colours by name wherever a shape style is taken: `.fill(.blue.gradient)`, `.stroke(.red, …)`.
extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}
