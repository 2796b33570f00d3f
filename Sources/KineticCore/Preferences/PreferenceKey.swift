import Foundation

/// A value views pass up to their ancestors: each view below may set it, and the values of
/// sibling views combine with `reduce` in the order the views come in.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
///
/// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
/// ```
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none, anywhere below it.
    static var defaultValue: Value { get }
    /// Combines the value so far (of the views before) with the value of the next view.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// How a `.preference`, `.transformPreference` or `.anchorPreference` changes the value of its
/// content for one key.
struct PreferenceWrite {
    let key: ObjectIdentifier
    /// Changes the content's value (nil: no view in the content sets one), given the writing
    /// node (for anchors, which read where it is in the window).
    let apply: (Node, inout Any?) -> Void
    /// Whether the value depends on where the node is (an anchor).
    let readsGeometry: Bool
}

/// The node of a modifier that sets or transforms a preference of its content.
final class PreferenceWriterNode: ModifierNode {
    var write: PreferenceWrite?
    /// Counts the updates of the write: what a reader of a value that cannot be compared
    /// (an overlay built from it) tells a change by.
    var version = 0

    /// Setting a preference changes no size or place.
    override var inputsAffectLayout: Bool { false }
    override var typeName: String { "Preference" }
}

struct PreferenceWriterView<Content: View>: PrimitiveView {
    var content: Content
    var write: PreferenceWrite

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, write = self.write
        return builder.modifier(PreferenceWriterNode.self, content: content, make: { PreferenceWriterNode(graph: graph) }) { node in
            node.write = write
            node.version &+= 1
        }
    }
}

extension Node {
    /// The combined value of `nodes` (siblings, in order) for `key`; the key's default when
    /// none of them sets one. Views leaving with a transition pass nothing.
    static func preferenceValue<K: PreferenceKey>(_ key: K.Type, of nodes: [Node]) -> K.Value {
        let reduce = reducer(K.self)
        var combined: Any?
        for node in nodes where !node.isLeaving {
            guard let next = node.collectPreference(ObjectIdentifier(key), reduce: reduce) else { continue }
            combined = combined.map { reduce($0, next) } ?? next
        }
        return combined.map { $0 as! K.Value } ?? K.defaultValue
    }

    /// The key's `reduce`, type-erased.
    private static func reducer<K: PreferenceKey>(_ key: K.Type) -> (Any, Any) -> Any {
        { combined, next in
            var reduced = combined as! K.Value
            K.reduce(value: &reduced) { next as! K.Value }
            return reduced
        }
    }

    /// The value below this node, type-erased (nil when nothing below sets one): the
    /// children's values reduced in order, then this node's own write applied.
    private func collectPreference(_ key: ObjectIdentifier, reduce: (Any, Any) -> Any) -> Any? {
        var combined: Any?
        for child in children where !child.isLeaving {
            guard let next = child.collectPreference(key, reduce: reduce) else { continue }
            combined = combined.map { reduce($0, next) } ?? next
        }
        if let writer = self as? PreferenceWriterNode, let write = writer.write, write.key == key {
            write.apply(self, &combined)
        }
        return combined
    }

    /// Hashes what the value of `key` below this node is made from (each writer and the
    /// version of its write; an anchor's place too): equal hashes mean an unchanged value,
    /// for values that cannot be compared.
    func hashPreferenceSources(_ key: ObjectIdentifier, into hasher: inout Hasher) {
        if let writer = self as? PreferenceWriterNode, let write = writer.write, write.key == key {
            hasher.combine(ObjectIdentifier(writer))
            hasher.combine(writer.version)
            if write.readsGeometry {
                let frame = windowFrame
                hasher.combine(frame.minX)
                hasher.combine(frame.minY)
                hasher.combine(frame.width)
                hasher.combine(frame.height)
            }
        }
        for child in children where !child.isLeaving {
            child.hashPreferenceSources(key, into: &hasher)
        }
    }
}
