import Foundation

/// A view that takes wheel turns over it: the scroll view's way in.
struct ScrollWheelView<Content: View>: PrimitiveView {
    var content: Content
    var action: (CGSize) -> Bool

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(ScrollWheelNode.self, content: content, make: { ScrollWheelNode(graph: graph) }) { node in
            node.action = action
        }
    }
}

final class ScrollWheelNode: ModifierNode {
    /// Its own input (a wheel action) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var action: ((CGSize) -> Bool)?
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        context.addHitRegion(HitRegion(node: self, size: size, transform: hitTransform(context, size: size), shape: hitShape(size: size), onScroll: action))
        super.drawContent(size: size, &context)
    }
}

extension View {
    /// Runs `action` with each wheel turn over the view, in points (a positive height asks to
    /// see what is below); `action` returns false to let the turn go on to a view behind.
    func onScrollWheel(_ action: @escaping (CGSize) -> Bool) -> some View {
        ScrollWheelView(content: self, action: action)
    }
}
