import Foundation

/// Where a ``Canvas`` draws: fill and stroke paths, draw text and images, under a transform,
/// an opacity and clips that belong to this value (a copy changed for a part of the drawing
/// leaves the original as it was), as SwiftUI's `GraphicsContext`.
///
/// ```swift
/// Canvas { context, size in
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     for i in 0..<12 {
///         var spoke = context
///         spoke.rotate(by: .degrees(Double(i) * 30))
///         spoke.fill(Path(ellipseIn: CGRect(x: 40, y: -4, width: 8, height: 8)), with: .color(.orange))
///     }
/// }
/// ```
public struct GraphicsContext {
    /// What the drawing has recorded so far, shared by every copy of the context.
    final class Recorder {
        enum Entry {
            case draw(DisplayContent, frame: CGRect, transform: CGAffineTransform, opacity: Double, rule: FillRule, clips: [Clip])
            /// A symbol (a view given to the canvas, by its tag) drawn over `frame`.
            case symbol(AnyHashable, frame: CGRect, transform: CGAffineTransform, opacity: Double, clips: [Clip])
            /// A layer's start, with the clips it is drawn under, and its end.
            case beginLayer(opacity: Double, clips: [Clip])
            case endLayer
        }
        var entries: [Entry] = []
        let size: CGSize
        let environment: EnvironmentValues
        let measurer: any TextMeasurer
        /// The sizes of the canvas's symbols, by tag.
        let symbolSizes: [AnyHashable: CGSize]

        init(size: CGSize, environment: EnvironmentValues, measurer: any TextMeasurer, symbolSizes: [AnyHashable: CGSize] = [:]) {
            self.size = size
            self.environment = environment
            self.measurer = measurer
            self.symbolSizes = symbolSizes
        }
    }

    /// A clip: a path, placed by a transform, filled by a rule.
    struct Clip: Equatable {
        var path: Path
        var transform: CGAffineTransform
        var rule: FillRule
    }

    let recorder: Recorder
    var clips: [Clip] = []

    /// The opacity of what is drawn from now on, multiplied by the canvas's own.
    public var opacity: Double = 1
    /// Maps the coordinates given to drawing calls into the canvas's (its top-left corner is
    /// (0, 0)).
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.environment }

    init(recorder: Recorder) {
        self.recorder = recorder
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: Double(x), y: Double(y)).concatenating(transform)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: Double(x), y: Double(y)).concatenating(transform)
    }

    /// Rotates what is drawn from now on about the current origin, clockwise on screen for a
    /// positive angle.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Limits what is drawn from now on to the inside of `path` (and of earlier clips).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(Clip(path: path, transform: transform, rule: style.rule))
    }

    // MARK: Layers

    /// Draws `content` into a layer of its own, composited at the context's opacity: the
    /// layer's parts do not show through one another.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        recorder.entries.append(.beginLayer(opacity: opacity, clips: clips))
        var inner = GraphicsContext(recorder: recorder)
        inner.transform = transform
        inner.clips = clips
        defer { recorder.entries.append(.endLayer) }
        try content(&inner)
    }

    // MARK: Fills and strokes

    /// Fills `path` with `shading`, its inside found by `style`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let content = shading.content(for: .fill(.path(path), color: .white), path: path, environment: environment) else { return }
        record(content, rule: style.rule)
    }

    /// Strokes `path` with `shading` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let base = DisplayContent.stroke(.path(path), color: .white, style: style)
        guard let content = shading.content(for: base, path: path, environment: environment) else { return }
        record(content, rule: .nonZero)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text and images

    /// Draws `text` with its `anchor` (a unit point of the text's bounds) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let resolved = resolve(text)
        let size = resolved.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = Self.origin(of: size, placing: anchor, at: point)
        draw(resolved, lines: [resolved.string], in: CGRect(origin: origin, size: size))
    }

    /// Draws `text` wrapped to the width of `rect`, from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        let resolved = resolve(text)
        let lines = resolved.measurer.tracked(resolved.tracking).wrap(resolved.string, size: resolved.font.size, weight: resolved.font.weight,
                                                                      maxWidth: Double(rect.width))
        draw(resolved, lines: lines, in: rect)
    }

    /// Draws an already resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = Self.origin(of: size, placing: anchor, at: point)
        draw(text, lines: [text.string], in: CGRect(origin: origin, size: size))
    }

    private func draw(_ text: ResolvedText, lines: [String], in rect: CGRect) {
        let lineHeight = text.measurer.lineHeight(size: text.font.size, weight: text.font.weight)
        let layout = TextLayout(lines: lines, size: text.font.size, weight: text.font.weight, lineHeight: lineHeight, color: text.color.resolved,
                                tracking: text.tracking, family: text.font.family, decoration: text.decoration)
        record(.text(layout), frame: rect, rule: .nonZero)
    }

    /// The text with its font and colour settled (the environment's where it has none), ready
    /// to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        let font = (text.font ?? environment.font).resolving(design: text.design ?? environment.fontDesign)
        return ResolvedText(string: text.string, font: font, color: text.color ?? environment.foregroundColor,
                            tracking: text.tracking ?? environment.tracking, measurer: recorder.measurer.family(font.family),
                            decoration: text.decoration.union(environment.textDecoration).union(font.isItalic ? .italic : []))
    }

    /// Draws the named image from the app's assets stretched over `rect`.
    /// A symbol (`Image(systemName:)`) is drawn in the foreground colour, filling the rectangle
    /// (one Kinetic has no drawing for is left out, with the view's warning).
    public func draw(_ image: Image, in rect: CGRect) {
        guard image.isSymbol else {
            record(image.content, frame: rect, rule: .nonZero)
            return
        }
        guard let symbol = SymbolLibrary.symbols[image.name] else {
            Diagnostics.warningOnce("GraphicsContext.draw: Kinetic has no symbol named \"\(image.name)\"; it is not drawn (Image.availableSymbolNames lists those it has)")
            return
        }
        let color = environment.foregroundColor.resolved
        let path = symbol.path(in: rect.size)
        if let stroke = symbol.stroke {
            record(.stroke(.path(path), color: color, lineWidth: max(1, Double(rect.height) * stroke)), frame: rect, rule: .nonZero)
        } else {
            record(.fill(.path(path), color: color), frame: rect, rule: .nonZero)
        }
    }

    /// Draws a symbol (or a named image at its own size) centred at `point`: a symbol the
    /// environment font's size tall.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size: CGSize
        if image.isSymbol {
            let height = environment.font.size
            size = CGSize(width: height * (SymbolLibrary.symbols[image.name]?.aspect ?? 1), height: height)
        } else {
            size = ImageAssets.size(of: image.name) ?? CGSize(width: 32, height: 32)
        }
        let origin = Self.origin(of: size, placing: anchor, at: point)
        draw(image, in: CGRect(origin: origin, size: size))
    }

    /// The top-left corner of something `size` big whose `anchor` lies at `point`.
    static func origin(of size: CGSize, placing anchor: UnitPoint, at point: CGPoint) -> CGPoint {
        CGPoint(x: Double(point.x) - Double(anchor.x) * Double(size.width), y: Double(point.y) - Double(anchor.y) * Double(size.height))
    }

    private func record(_ content: DisplayContent, frame: CGRect? = nil, rule: FillRule) {
        guard opacity > 0 else { return }
        // A path is drawn where it is, in a frame the canvas's size at the origin.
        let frame = frame ?? CGRect(origin: .zero, size: CGSize(width: max(Double(recorder.size.width), 1), height: max(Double(recorder.size.height), 1)))
        recorder.entries.append(.draw(content, frame: frame, transform: transform, opacity: min(opacity, 1), rule: rule, clips: clips))
    }
}

extension GraphicsContext {
    /// A view given to the canvas as a symbol, ready to draw: its size is its ideal size.
    public struct ResolvedSymbol {
        let tag: AnyHashable
        public let size: CGSize
    }

    /// The symbol tagged `id` among the canvas's symbols, or nil when none has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let tag = AnyHashable(id)
        return recorder.symbolSizes[tag].map { ResolvedSymbol(tag: tag, size: $0) }
    }

    /// Draws `symbol` at its size, its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(origin: Self.origin(of: symbol.size, placing: anchor, at: point), size: symbol.size))
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard opacity > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        recorder.entries.append(.symbol(symbol.tag, frame: rect, transform: transform, opacity: min(opacity, 1), clips: clips))
    }

    /// A text whose font and colour are settled: it can be measured before it is drawn.
    public struct ResolvedText {
        let string: String
        let font: Font
        let color: Color
        let tracking: Double
        /// The canvas's measurer in the text's typeface.
        let measurer: any TextMeasurer
        let decoration: TextDecoration

        /// The text's size on one line (it does not wrap in `size`).
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: measurer.tracked(tracking).width(of: string, size: font.size, weight: font.weight),
                   height: measurer.lineHeight(size: font.size, weight: font.weight))
        }
    }

    /// What a fill or stroke is coloured with: a colour, a gradient placed in the context's
    /// coordinates, or a shape style.
    public struct Shading {
        enum Kind {
            case color(Color)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
            case conic(Gradient, center: CGPoint, angle: Double)
            case style(AnyShapeStyle)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient.sortedStopsGradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient.sortedStopsGradient, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
        }
        /// A whole turn of `gradient` around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading(kind: .conic(gradient.sortedStopsGradient, center: center, angle: angle.radians))
        }
        /// A shape style, its gradients placed in the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// `base` (drawn in white) coloured by the shading, or nil for nothing to draw.
        func content(for base: DisplayContent, path: Path, environment: EnvironmentValues) -> DisplayContent? {
            func colored(_ color: Color) -> DisplayContent {
                switch base {
                case .fill(let shape, _): return .fill(shape, color: color.resolved)
                case .stroke(let shape, _, let width): return .stroke(shape, color: color.resolved, lineWidth: width)
                case .styledStroke(let shape, _, let style): return .styledStroke(shape, color: color.resolved, style: style)
                default: return base
                }
            }
            switch kind {
            case .color(let color): return colored(color)
            case .linear(let g, let start, let end): return .shaded(base, .linear(stops: g.resolvedStops, start: start, end: end))
            case .radial(let g, let center, let r0, let r1): return .shaded(base, .radial(stops: g.resolvedStops, center: center, startRadius: r0, endRadius: r1))
            case .conic(let g, let center, let angle):
                return .shaded(base, .angular(stops: g.resolvedStops, center: center, startAngle: angle, endAngle: angle + 2 * .pi))
            case .style(let style):
                let paint = style._paint(in: environment)
                if let color = paint.color { return colored(color) }
                // A canvas draws no backdrop: a material is its tint.
                if case .material(let material) = paint.kind { return colored(material.tint) }
                // Unit points of the path's bounds.
                let bounds = path.boundingRect
                guard bounds.width.isFinite, bounds.height.isFinite, var shading = paint.shading(in: bounds.size) else { return nil }
                shading = shading.offsetBy(dx: Double(bounds.minX), dy: Double(bounds.minY))
                return .shaded(base, shading)
            }
        }
    }
}
