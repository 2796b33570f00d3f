import Foundation

/// `.onGeometryChange`: after each layout, makes its value from a proxy of the view's geometry
/// and runs the action when the value differs from the last (and once with the first).
struct GeometryChangeView<Content: View, T: Equatable>: PrimitiveView {
    var content: Content
    var transform: (GeometryProxy) -> T
    var action: (T, T) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, transform = self.transform, action = self.action
        return builder.modifier(LayoutChangeNode.self, content: content, make: {
            let node = LayoutChangeNode(graph: graph)
            node.name = "onGeometryChange"
            graph.registerLayoutReader(node)
            return node
        }) { node in
            node.check = { node in
                let value = transform(GeometryProxy(size: node.modelFrame.size, globalFrame: node.windowFrame, namedOrigin: node.namedOrigins))
                let old = node.last as? T
                guard old != value else { return nil }
                node.last = value
                return { action(old ?? value, value) }
            }
        }
    }
}

extension View {
    /// Runs `action` with the value `transform` makes from the view's geometry, once the view
    /// is laid out and after every layout that changes it.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        GeometryChangeView(content: self, transform: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values `transform` makes from the view's geometry,
    /// once the view is laid out (both the first value) and after every layout that changes it.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        GeometryChangeView(content: self, transform: transform, action: action)
    }
}
