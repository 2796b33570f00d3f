import Foundation

/// `.onGeometryChange`: after each layout, makes its value from a proxy of the view's geometry
/// and runs the action when the value differs from the last (and once with the first).
final class GeometryChangeNode: ModifierNode, LayoutReader {
    var check: ((GeometryChangeNode, GeometryProxy) -> (() -> Void)?)?
    var last: Any?

    override var inputsAffectLayout: Bool { false }
    override var typeName: String { "onGeometryChange" }

    func rebuildIfChanged() -> Bool { false }

    func notifyIfChanged() {
        guard isAttached, let check else { return }
        let proxy = GeometryProxy(size: modelFrame.size, globalFrame: windowFrame, namedOrigin: namedOrigins)
        if let action = check(self, proxy) { graph.afterUpdate(action) }
    }
}

struct GeometryChangeView<Content: View, T: Equatable>: PrimitiveView {
    var content: Content
    var transform: (GeometryProxy) -> T
    var action: (T, T) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, transform = self.transform, action = self.action
        return builder.modifier(GeometryChangeNode.self, content: content, make: {
            let node = GeometryChangeNode(graph: graph)
            graph.registerLayoutReader(node)
            return node
        }) { node in
            node.check = { node, proxy in
                let value = transform(proxy)
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
