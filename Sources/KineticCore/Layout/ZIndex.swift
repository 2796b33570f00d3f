import Foundation

/// The node of `.zIndex(_:)`: where the view is drawn (and hit) among its siblings.
final class ZIndexNode: ModifierNode {
    var value = 0.0

    /// An order changes no size or place.
    override var inputsAffectLayout: Bool { false }
    override var typeName: String { "zIndex" }
    override var zIndex: Double { value }
}

struct ZIndexView<Content: View>: PrimitiveView {
    var content: Content
    var value: Double

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, value = self.value.isFinite ? self.value : 0
        if !self.value.isFinite {
            graph.warn("zIndex(\(self.value)) is not a finite number; using 0", key: "zindex-nan")
        }
        graph.usesZIndex = true
        return builder.modifier(ZIndexNode.self, content: content, make: { ZIndexNode(graph: graph) }) { node in
            // Its siblings are drawn in a new order: the parent draws them again.
            if node.value != value { node.parent?.setNeedsDisplay() }
            node.value = value
        }
    }
}

extension Node {
    /// The order to draw `children` in: by zIndex, in view order among equals; nil when every
    /// zIndex is the same (the view order).
    static func zOrder(of children: [Node]) -> [Int]? {
        let z = children.map(\.zIndex)
        guard let first = z.first, z.contains(where: { $0 != first }) else { return nil }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
    }
}

extension View {
    /// Where the view is drawn among its siblings: above those with a lower value, below those
    /// with a higher one (0 by default; equal values keep the order they come in). Input hits
    /// them in the same order.
    public func zIndex(_ value: Double) -> some View {
        ZIndexView(content: self, value: value)
    }
}
