import Foundation

/// The node of `.coordinateSpace(.named(_:))`: views below read frames and gesture locations
/// in its coordinates by its name.
final class CoordinateSpaceNode: ModifierNode {
    var name: AnyHashable?
    /// Its coordinates to the window's, where it was last drawn (for gestures and taps).
    private(set) var drawnTransform = CGAffineTransform.identity

    /// A name changes no size or place.
    override var inputsAffectLayout: Bool { false }
    override var typeName: String { "CoordinateSpace" }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        drawnTransform = hitTransform(context, size: size)
        super.drawContent(size: size, &context)
    }
}

struct CoordinateSpaceView<Content: View>: PrimitiveView {
    var content: Content
    var name: AnyHashable

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, name = self.name
        return builder.modifier(CoordinateSpaceNode.self, content: content, make: { CoordinateSpaceNode(graph: graph) }) { node in
            node.name = name
        }
    }
}

extension Node {
    /// The nearest node above (or this one) that names a coordinate space `name`.
    func coordinateSpace(named name: AnyHashable) -> CoordinateSpaceNode? {
        var node: Node? = self
        while let current = node {
            if let space = current as? CoordinateSpaceNode, space.name == name { return space }
            node = current.parent
        }
        return nil
    }

    /// Finds the window origin of a named space above this node, as laid out (for geometry
    /// proxies, which may outlive the node).
    var namedOrigins: (AnyHashable) -> CGPoint? {
        { [weak self] name in self?.coordinateSpace(named: name)?.windowFrame.origin }
    }
}

extension View {
    /// Names this view's coordinate space: `GeometryProxy.frame(in: .named(name))`, gestures and
    /// taps below with `coordinateSpace: .named(name)` report in its coordinates. (`.local` and
    /// `.global` name nothing.)
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        CoordinateSpaceView(content: self, name: {
            if case .named(let name) = space { return name }
            return AnyHashable(space)
        }())
    }

    /// Names this view's coordinate space (SwiftUI's older spelling of `.coordinateSpace(.named(_:))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }
}
