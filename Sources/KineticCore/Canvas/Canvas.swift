import Foundation

/// A view you draw into with code: the renderer gets a ``GraphicsContext`` and the view's size,
/// and runs again whenever the view is updated (inside `TimelineView(.animation)`, every frame).
/// It takes the whole size it is offered.
///
/// ```swift
/// TimelineView(.animation) { timeline in
///     Canvas { context, size in
///         let t = timeline.date.timeIntervalSinceReferenceDate
///         let x = size.width / 2 + cos(t) * 60
///         context.fill(Path(ellipseIn: CGRect(x: x - 8, y: size.height / 2 - 8, width: 16, height: 16)), with: .color(.mint))
///     }
/// }
/// ```
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// - Parameters:
    ///   - opaque, colorMode, rendersAsynchronously: kept for SwiftUI's signature: Kinetic
    ///     draws a canvas with everything else, in 8-bit sRGB.
    ///   - renderer: Draws the canvas: called with a fresh context and the view's size.
    ///   - symbols: Views the renderer may draw, each marked with `.tag(_:)`: it resolves one
    ///     with `context.resolveSymbol(id:)` and draws it as often as it likes. Each is laid out
    ///     at its ideal size and drawn only where the renderer draws it (never by itself, and
    ///     taking no clicks); it animates as any view does.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, environment = builder.environment, transaction = builder.transaction
        return builder.single(CanvasNode.self, make: { CanvasNode(graph: graph) }) { node in
            node.renderer = renderer
            node.environment = environment
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: symbols, key: .content)
            }
            node.setNeedsDisplay()
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// - Parameters:
    ///   - opaque, colorMode, rendersAsynchronously: kept for SwiftUI's signature: Kinetic
    ///     draws a canvas with everything else, in 8-bit sRGB.
    ///   - renderer: Draws the canvas: called with a fresh context and the view's size.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// The node of a ``Canvas``: runs its renderer when drawn, and turns what it recorded into
/// display items, a clip into a layer masked by its path.
final class CanvasNode: Node {
    var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    var environment = EnvironmentValues()

    override var typeName: String { "Canvas" }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The symbols, each at its ideal size in the canvas's top-left corner (where the renderer
    /// draws them is its own affair).
    override func placeChildren(in size: CGSize) {
        for symbol in layoutChildren {
            let ideal = symbol.measure(.unspecified)
            symbol.place(in: CGRect(origin: .zero, size: ideal), proposal: .unspecified)
        }
    }

    /// The symbols by their tags (the first of a tag wins), with their sizes.
    private func symbolTable() -> [AnyHashable: (node: Node, size: CGSize)] {
        var table: [AnyHashable: (node: Node, size: CGSize)] = [:]
        for symbol in layoutChildren {
            guard let tag = symbol.taggedValue, table[tag] == nil else { continue }
            table[tag] = (symbol, symbol.modelFrame.size)
        }
        return table
    }

    /// What a symbol draws, in its own coordinates: drawn once a frame, apart from the kept
    /// outputs (as a check draws), and replayed wherever the renderer placed it.
    private func items(of symbol: Node, _ context: inout DrawContext) -> [DisplayItem] {
        var capture = DrawContext(time: context.time)
        capture.isCheck = true
        capture.rebuilding = 1
        symbol.draw(&capture)
        if capture.animating || capture.subtreeAnimating { context.animating = true }
        return capture.output.items.scratch
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let renderer else { return }
        let symbols = symbolTable()
        let recorder = GraphicsContext.Recorder(size: size, environment: environment, measurer: graph.textMeasurer,
                                                symbolSizes: symbols.mapValues(\.size))
        var graphics = GraphicsContext(recorder: recorder)
        renderer(&graphics, size)
        var drawnSymbols: [AnyHashable: [DisplayItem]] = [:]
        let transform = context.transform, opacity = context.opacity
        defer {
            context.transform = transform
            context.opacity = opacity
        }
        // The clips whose layers are open, outermost first, and how many of them each open
        // drawLayer began inside.
        var open: [GraphicsContext.Clip] = []
        var layerBases: [Int] = []
        func close(to count: Int) {
            while open.count > count {
                context.endLayer()
                open.removeLast()
            }
        }
        func clip(to clips: [GraphicsContext.Clip]) {
            var common = 0
            while common < min(open.count, clips.count) && open[common] == clips[common] { common += 1 }
            close(to: max(common, layerBases.last ?? 0))
            for clip in clips.dropFirst(open.count) {
                context.transform = clip.transform.concatenating(transform)
                context.beginLayer(LayerEffect(mask: .path(clip.path), maskFillRule: clip.rule), size: size)
                open.append(clip)
            }
        }
        for entry in recorder.entries {
            switch entry {
            case .draw(let content, let frame, let placement, let alpha, let rule, let clips):
                clip(to: clips)
                // The frame's origin goes into the transform: items are drawn at the origin.
                context.transform = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY))
                    .concatenating(placement).concatenating(transform)
                context.opacity = opacity * alpha
                context.append(content, size: frame.size, fillRule: rule)
            case .symbol(let tag, let frame, let placement, let alpha, let clips):
                guard let symbol = symbols[tag] else { continue }
                clip(to: clips)
                let items = drawnSymbols[tag] ?? items(of: symbol.node, &context)
                drawnSymbols[tag] = items
                // Scaled from its own size to the frame it is drawn in.
                let scale = CGAffineTransform(scaleX: symbol.size.width > 0 ? Double(frame.width / symbol.size.width) : 1,
                                              y: symbol.size.height > 0 ? Double(frame.height / symbol.size.height) : 1)
                let place = scale.concatenating(CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)))
                    .concatenating(placement).concatenating(transform)
                let saved = context.state
                for item in items {
                    context.transform = CGAffineTransform(translationX: Double(item.frame.minX), y: Double(item.frame.minY))
                        .concatenating(item.transform).concatenating(place)
                    context.opacity = opacity * alpha * item.opacity
                    context.state.shadow = item.shadow
                    context.append(item.content, size: item.frame.size, fillRule: item.fillRule)
                }
                context.state = saved
            case .beginLayer(let alpha, let clips):
                clip(to: clips)
                context.transform = transform
                context.beginLayer(LayerEffect(opacity: alpha), size: size)
                layerBases.append(open.count)
            case .endLayer:
                close(to: layerBases.last ?? 0)
                context.endLayer()
                layerBases.removeLast()
            }
        }
        close(to: 0)
    }
}
