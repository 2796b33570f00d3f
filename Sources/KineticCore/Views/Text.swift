import Foundation

/// Text in the environment's font and foreground colour, wrapped to the width it is offered.
///
/// ```swift
/// Text("Hello").font(.title).foregroundStyle(.white)
/// Text("\(count)")
/// ```
public struct Text: PrimitiveView, Equatable {
    let string: String
    var font: Font?
    var color: Color?
    /// The level of the foreground style the text is drawn in (`foregroundStyle(.secondary)`),
    /// when it has no colour of its own.
    var foregroundLevel: Int?
    /// A gradient the glyphs are painted with (`foregroundStyle(_:)` with a gradient).
    var gradient: _Paint?
    /// Points after every character, when the text sets its own (`tracking`, `kerning`).
    var tracking: Double?
    /// The design the text sets for itself (`fontDesign(_:)`, `monospaced()`).
    var design: Font.Design?
    /// Slanted, underlined or struck through (`italic()`, `underline()`, `strikethrough()`).
    var decoration: TextDecoration = []

    public init(_ string: String) { self.string = string }
    public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
    public init(verbatim string: String) { self.string = string }

    /// Text from a string literal, whose interpolations may format their values as SwiftUI's
    /// do: `Text("$\(price, format: .number.precision(.fractionLength(2)))")`.
    public init(_ key: LocalizedStringKey) { self.string = key.string }

    /// A formatted value: `Text(count, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        string = format.format(input)
    }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func bold() -> Text { var copy = self; copy.font = (font ?? .body).bold(); return copy }
    /// The text in `weight` (the font's own weight when nil).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        var copy = self
        copy.font = (font ?? .body).weight(weight)
        return copy
    }
    /// The text's colour; disfavoured, so that `.foregroundStyle(.secondary)` is the level.
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        copy.foregroundLevel = nil
        copy.gradient = nil
        return copy
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let font = (self.font ?? builder.environment.font).resolving(design: design ?? builder.environment.fontDesign)
        let color = self.color?.resolve(in: builder.environment.colorScheme) ?? foregroundLevel.map { HierarchicalShapeStyle(level: $0)._paint(in: builder.environment).representativeColor }
            ?? builder.environment.foregroundColor
        // The text's own gradient, or else, with no colour of its own, the foreground's.
        var gradient = self.gradient
        if gradient == nil, self.color == nil {
            let paint = foregroundLevel.map { HierarchicalShapeStyle(level: $0)._paint(in: builder.environment) }
                ?? (builder.environment.foregroundStyle != nil ? builder.environment.foregroundPaint : nil)
            if let paint, paint.isGradient { gradient = paint }
        }
        let graph = builder.graph
        let transaction = builder.transaction
        let transition = builder.environment.contentTransition
        var style = TextLayoutStyle(builder.environment)
        if let tracking { style.tracking = tracking }
        style.decoration = decoration.union(builder.environment.textDecoration).union(font.isItalic ? .italic : [])
        return builder.single(TextNode.self, make: { TextNode(graph: graph) }) { node in
            node.update(string: style.cased(string), font: font, color: color, transition: transition, transaction: transaction,
                        style: style, gradient: gradient)
        }
    }
}

/// The node of a Text: measures and wraps with the graph's text measurer.
final class TextNode: Node {
    private var string = ""
    private var font = Font.body
    private var color: ColorAnimator?
    /// Alignment, line limit and spacing (the case is applied to `string` already).
    private var style = TextLayoutStyle()
    /// The gradient the glyphs are painted with, if any.
    private var gradient: _Paint?

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        super.inspectableAnimators + (color.map { [("foregroundColor", $0)] } ?? [])
    }
    /// A change of the string in flight, under a content transition.
    private var change: TextChange?
    /// The value of the last `numericText(value:)`, to tell counting up from down.
    private var numericValue: Double?
    /// The last few wraps of the string and their sizes, by width: layout asks for the same
    /// widths every pass (its own and a stack's probes), and wrapping measures every word.
    private var wraps: [(width: Double?, lines: [String], size: CGSize)] = []

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(color, into: &due)
        if let change {
            stop(change.progress, into: &due)
            self.change = nil
        }
    }

    func update(string: String, font: Font, color newColor: Color, transition: ContentTransition, transaction: Transaction,
                style: TextLayoutStyle = TextLayoutStyle(), gradient: _Paint? = nil) {
        let sameWords = string == self.string && font == self.font && style == self.style
        self.style = style
        self.gradient = gradient
        if string != self.string, color != nil {
            if let next = TextNode.change(from: self.string, to: string, transition: transition, previousValue: numericValue,
                                          transaction: transaction, at: graph.time) {
                // A change over one still in flight starts from the string shown now.
                if let change { stop(change.progress, into: &graph.completionsOfStoppedAnimations) }
                change = next
            } else if let change {
                stop(change.progress, into: &graph.completionsOfStoppedAnimations)
                self.change = nil
            }
        }
        if case .numericText(_, let value?) = transition.kind { numericValue = value }
        self.string = string
        self.font = font
        // The same words in the same font measure the same: drawn again, not laid out again.
        // So do new words that measure as the old ones did for every proposal they were
        // measured for (a number's digits, a code line of the same length).
        if sameWords {
            keptLayoutInputs = true
        } else {
            wraps.removeAll()
            keptLayoutInputs = cachedSizesHold(for: sizeThatFits)
            if !keptLayoutInputs { graph.needsLayout = true }
        }
        if let color { color.setValue(newColor.animatableData, transaction: transaction, at: graph.time) } else { color = ColorAnimator(newColor) }
    }

    /// The graph's measurer, in the text's typeface and with its tracking.
    private var measurer: any TextMeasurer { graph.textMeasurer.family(font.family).tracked(style.tracking) }

    private func wrap(width: Double?) -> (lines: [String], size: CGSize) {
        if let known = wraps.first(where: { $0.width == width }) { return (known.lines, known.size) }
        let measurer = self.measurer
        let lines = layoutLines(string, maxWidth: width)
        var size = measurer.size(of: lines, size: font.size, weight: font.weight)
        size.height += CGFloat(style.lineSpacing * Double(max(0, lines.count - 1)))
        if wraps.count == 4 { wraps.removeFirst() }
        wraps.append((width, lines, size))
        return (lines, size)
    }

    private func lines(width: Double?) -> [String] { wrap(width: width).lines }

    /// `text` wrapped at `maxWidth` and cut to the line limit.
    private func layoutLines(_ text: String, maxWidth: Double?) -> [String] {
        let measurer = self.measurer, font = self.font
        let width = maxWidth.map { $0 + 0.001 }  // a line exactly as wide as offered fits
        let lines = measurer.wrap(text, size: font.size, weight: font.weight, maxWidth: width)
        return style.limited(lines, maxWidth: width) {
            measurer.width(of: $0, size: font.size, weight: font.weight)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        wrap(width: proposal.width.flatMap { $0.isFinite ? $0 : nil }).size
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let color else { return }
        let current = color.color(at: context.time)
        if color.isAnimating { context.animating = true }
        let lineHeight = graph.textMeasurer.family(font.family).lineHeight(size: font.size, weight: font.weight) + style.lineSpacing
        let alignment = style.layoutAlignment
        // Lines break where layout put them: while the text's frame animates to a new size,
        // the words stay on their lines (as in SwiftUI) instead of wrapping at each frame's width.
        let wrapWidth = max(Double(size.width), Double(modelFrame.width))
        if let change {
            // Sampled first: the frame in which the change ends draws the plain text.
            let progress = change.progress.isAnimating ? change.progress.presentationValue(at: context.time) : 1
            if change.progress.isAnimating {
                context.animating = true
                let measurer = self.measurer, font = self.font, tracking = style.tracking, decoration = style.decoration
                TextNode.draw(change, new: string, layout: { text in
                    TextLayout(lines: self.layoutLines(text, maxWidth: wrapWidth),
                               size: font.size, weight: font.weight, lineHeight: lineHeight, color: current.resolved,
                               alignment: alignment, tracking: tracking, family: font.family, decoration: decoration)
                }, width: { measurer.width(of: $0, size: font.size, weight: font.weight) },
                    size: size, progress: progress, &context)
                return
            }
            self.change = nil
        }
        var layout = TextLayout(lines: lines(width: wrapWidth), size: font.size, weight: font.weight,
                                lineHeight: lineHeight, color: current.resolved, alignment: alignment, tracking: style.tracking,
                                family: font.family, decoration: style.decoration)
        if let gradient, let shading = gradient.shading(in: size) {
            // The gradient over the text's frame, kept where the glyphs are: a layer masked by
            // the text drawn white.
            // Its opacity fades the group once, not the gradient and the mask each.
            let opacity = context.opacity
            context.beginLayer(LayerEffect(opacity: opacity, masksWithContent: true), size: size)
            context.opacity = 1
            context.append(.shaded(.fill(.rectangle, color: .white), shading), size: size)
            context.beginLayerMask()
            layout.color = .white
            context.append(.text(layout), size: size)
            context.opacity = opacity
            context.endLayer()
            return
        }
        context.append(.text(layout), size: size)
    }
}

/// Flexible empty space: in a stack it takes what the other views leave.
public struct Spacer: PrimitiveView {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let minLength = self.minLength ?? 8
        let graph = builder.graph
        return builder.single(SpacerNode.self, make: { SpacerNode(graph: graph) }) { node in
            node.keepsLayout(if: node.minLength == minLength)
            node.minLength = minLength
        }
    }
}
final class SpacerNode: Node {
    var minLength = 8.0
    override var spacerMinLength: Double? { minLength }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // Outside a stack (which sizes spacers itself) a spacer takes the room it is offered.
        CGSize(width: max(0, proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0),
               height: max(0, proposal.height.map { $0.isFinite ? $0 : 0 } ?? 0))
    }
    override func drawContent(size: CGSize, _ context: inout DrawContext) {}
}

/// A thin line between views.
public struct Divider: View {
    public init() {}
    public var body: some View {
        Rectangle().fill(Color(white: 0.5, opacity: 0.5)).frame(height: 1)
    }
}

/// An image from the assets (`assets/images/<name>.png`), stretched to its frame, or a symbol
/// (`Image(systemName:)`) sized by the font.
public struct Image: PrimitiveView, Equatable {
    let name: String
    /// True for a symbol: `name` is its system name.
    let isSymbol: Bool
    /// Whether it takes the size it is offered (`resizable()`) instead of its own.
    var isResizable = false
    /// Drawn in the foreground colour, its pixels' alpha kept (`renderingMode(.template)`).
    var renderingMode: TemplateRenderingMode?
    var interpolation = Interpolation.high
    /// Its caps and whether its middle tiles (`resizable(capInsets:resizingMode:)`).
    var slicing = ImageSlicing.whole

    public init(_ name: String) {
        self.name = name
        isSymbol = false
    }

    init(symbol: String) {
        name = symbol
        isSymbol = true
    }

    /// What draws the named image over its frame.
    var content: DisplayContent {
        .image(name: name, sampling: interpolation == .none ? .nearest : .linear, slicing: isResizable ? slicing : .whole)
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        if isSymbol {
            let font = builder.environment.font, color = builder.environment.foregroundColor
            let transition = builder.environment.contentTransition, transaction = builder.transaction
            return builder.single(SymbolNode.self, make: { SymbolNode(graph: graph) }) { node in
                node.update(name: name, font: font, color: color, transition: transition, transaction: transaction)
            }
        }
        let tint = renderingMode == .template ? builder.environment.foregroundColor : nil
        return builder.single(ImageNode.self, make: { ImageNode(graph: graph) }) { node in
            node.update(self, tint: tint)
        }
    }
}

/// The node of a named image: its own size from its file, unless it is resizable.
final class ImageNode: Node {
    private var image = Image("")
    private var tint: Color?
    /// The image's own size; nil when its file is not found (it then takes what it is offered).
    private var intrinsic: CGSize?

    func update(_ image: Image, tint: Color?) {
        let sizing = image.name != self.image.name || image.isResizable != self.image.isResizable
        if image.name != self.image.name { intrinsic = ImageAssets.size(of: image.name) }
        keepsLayout(if: !sizing)
        self.image = image
        self.tint = tint
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let intrinsic, !image.isResizable else {
            return proposal.replacingUnspecifiedDimensions(by: intrinsic ?? CGSize(width: 32, height: 32))
        }
        return intrinsic
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        let content = image.content
        guard let tint else {
            context.append(content, size: size)
            return
        }
        // A template: every pixel the tint, at the pixel's own opacity.
        let c = tint.resolved
        context.beginLayer(LayerEffect(colorMatrix: ColorMatrix(red: [0, 0, 0, c.red], green: [0, 0, 0, c.green], blue: [0, 0, 0, c.blue],
                                                                opacity: c.opacity)), size: size)
        context.append(content, size: size)
        context.endLayer()
    }
}

/// A string written as a literal, with SwiftUI's interpolations: values as they describe
/// themselves, and values in a format (`\(count, format: .number)`). Kinetic does not localise:
/// the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let string: String

    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    /// The pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        /// A value in a format: `\(0.25, format: .percent)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        /// A text's string.
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
    }
}
