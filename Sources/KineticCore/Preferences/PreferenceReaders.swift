import Foundation

/// `.onPreferenceChange`: runs its action after an update in which its content's value changed
/// (and after the first one, when the content sets a value other than the default).
struct PreferenceChangeView<Content: View, K: PreferenceKey>: PrimitiveView where K.Value: Equatable {
    var content: Content
    var action: (K.Value) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, action = self.action
        return builder.modifier(LayoutChangeNode.self, content: content, make: {
            let node = LayoutChangeNode(graph: graph)
            node.name = "onPreferenceChange"
            graph.registerLayoutReader(node)
            return node
        }) { node in
            node.check = { node in
                let value = Node.preferenceValue(K.self, of: node.children)
                let last = node.last as? K.Value ?? K.defaultValue
                guard value != last else { return nil }
                node.last = value
                return { action(value) }
            }
        }
    }
}

/// What `.overlayPreferenceValue` and `.backgroundPreferenceValue` put over or behind their
/// content: the views `transform` makes from the content's value, built again whenever what
/// the value is made from changes (a write updated, a view setting it came or went, an
/// anchor moved).
final class PreferenceValueNode: ModifierNode, LayoutReader {
    var build: ((inout NodeBuilder, [Node]) -> [Node])?
    var hashSources: (([Node], inout Hasher) -> Void)?
    var environment = EnvironmentValues()
    /// Set by an update of the view (its transform may read new state): built again.
    var needsBuild = true
    private var builtFrom: Int?

    override var typeName: String { "PreferenceValue" }

    /// The content it reads: its siblings that are the modified view's content.
    private var source: [Node] {
        parent?.children.filter { $0.key.first == .content } ?? []
    }

    func rebuildIfChanged() -> Bool {
        guard isAttached, let build, let hashSources else { return false }
        let source = self.source
        var hasher = Hasher()
        hashSources(source, &hasher)
        let sources = hasher.finalize()
        if !needsBuild && builtFrom == sources { return false }
        needsBuild = false
        builtFrom = sources
        reconcileChildren(transaction: transaction, environment: environment) { builder in build(&builder, source) }
        return true
    }

    func notifyIfChanged() {}
}

struct PreferenceValueReaderView<K: PreferenceKey, Output: View>: PrimitiveView {
    var transform: (K.Value) -> Output

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, environment = builder.environment, transform = self.transform
        return builder.single(PreferenceValueNode.self, make: {
            let node = PreferenceValueNode(graph: graph)
            graph.registerLayoutReader(node)
            return node
        }) { node in
            node.environment = environment
            node.build = { builder, source in
                builder.nodes(for: transform(Node.preferenceValue(K.self, of: source)), key: .content)
            }
            node.hashSources = { source, hasher in
                for node in source { node.hashPreferenceSources(ObjectIdentifier(K.self), into: &hasher) }
            }
            node.needsBuild = true
        }
    }
}
