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
public struct Canvas: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// - Parameters:
    ///   - opaque, colorMode, rendersAsynchronously: kept for SwiftUI's signature: Kinetic
    ///     draws a canvas with everything else, in 8-bit sRGB.
    ///   - renderer: Draws the canvas: called with a fresh context and the view's size.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, environment = builder.environment
        return builder.single(CanvasNode.self, make: { CanvasNode(graph: graph) }) { node in
            node.renderer = renderer
            node.environment = environment
            node.setNeedsDisplay()
        }
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

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let renderer else { return }
        let recorder = GraphicsContext.Recorder(size: size, environment: environment, measurer: graph.textMeasurer)
        var graphics = GraphicsContext(recorder: recorder)
        renderer(&graphics, size)
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
