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

    public init(_ string: String) { self.string = string }
    public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
    public init(verbatim string: String) { self.string = string }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func bold() -> Text { var copy = self; copy.font = (font ?? .body).bold(); return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let font = self.font ?? builder.environment.font
        let color = self.color ?? builder.environment.foregroundColor
        let graph = builder.graph
        let transaction = builder.transaction
        return builder.single(TextNode.self, make: { TextNode(graph: graph) }) { node in
            node.update(string: string, font: font, color: color, transaction: transaction)
        }
    }
}

/// The node of a Text: measures and wraps with the graph's text measurer.
final class TextNode: Node {
    private var string = ""
    private var font = Font.body
    private var color: Animator<Color>?

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(color, into: &due)
    }

    func update(string: String, font: Font, color newColor: Color, transaction: Transaction) {
        if string != self.string || font != self.font { graph.needsLayout = true }
        self.string = string
        self.font = font
        if let color { color.setValue(newColor, transaction: transaction, at: graph.time) } else { color = Animator(newColor) }
    }

    private func lines(width: Double?) -> [String] {
        graph.textMeasurer.wrap(string, size: font.size, weight: font.weight, maxWidth: width.map { $0 + 0.001 })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return graph.textMeasurer.size(of: lines(width: width), size: font.size, weight: font.weight)
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let color else { return }
        let current = color.isAnimating ? color.presentationValue(at: context.time) : color.modelValue
        if color.isAnimating { context.animating = true }
        let layout = TextLayout(lines: lines(width: Double(size.width)), size: font.size, weight: font.weight,
                                lineHeight: graph.textMeasurer.lineHeight(size: font.size, weight: font.weight), color: current.resolved)
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

/// An image from the assets (`assets/images/<name>.png`), stretched to its frame.
public struct Image: PrimitiveView, Equatable {
    let name: String
    public init(_ name: String) { self.name = name }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.single(ImageNode.self, make: { ImageNode(graph: graph) }) { node in
            node.name = name
        }
    }
}
final class ImageNode: Node {
    var name = ""
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 32, height: 32))
    }
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        context.append(.image(name: name), size: size)
    }
}
