import Foundation

// Matched geometry: views that share an id in a namespace share their geometry. A source
// inserted while another source of the same id leaves starts where the leaving one is (its
// whole subtree laid out there first) and animates to its own frame, and the leaving one flies
// to the new one's frame as it goes: one view seems to move from one place to the other. Views
// that are not sources take their source's position and/or size. A hero sent back mid-flight
// is a view returning from leaving, so it turns around from where it is, velocity kept.

/// Which parts of a source's geometry a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares this view's geometry with the other views of the same `id` in `namespace`.
    ///
    /// When a view with the id is removed and another inserted in one transaction, the new one
    /// starts at the old one's frame and animates to its own while each plays its transition
    /// (a fade, by default). A view with `isSource: false` takes the source's `properties`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        MatchedGeometryView(content: self, key: MatchKey(namespace: namespace, id: AnyHashable(id)),
                            properties: properties, anchor: anchor, isSource: isSource)
    }
}

/// An id in a namespace.
struct MatchKey: Hashable {
    var namespace: Namespace.ID
    var id: AnyHashable
}

struct MatchedGeometryView<Content: View>: PrimitiveView {
    var content: Content
    var key: MatchKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(MatchedGeometryNode.self, content: content, make: { MatchedGeometryNode(graph: graph) }) { node in
            if node.match != key {
                if let old = node.match { graph.matched.remove(node, from: old) }
                node.match = key
                graph.matched.add(node, to: key)
            }
            node.properties = properties
            node.anchor = anchor
            node.isSource = isSource
        }
    }
}

final class MatchedGeometryNode: ModifierNode {
    var match: MatchKey?
    var properties = MatchedGeometryProperties.frame
    var anchor = UnitPoint.center
    var isSource = true
    /// Until the node is first placed: a node inserted opposite a leaving one starts there.
    private var awaitsFirstFrame = true

    override var typeName: String { "matchedGeometryEffect" }

    override func setFrame(_ frame: CGRect) {
        if awaitsFirstFrame {
            awaitsFirstFrame = false
            if createdStamp > 0, isSource, let match, let from = graph.matched.departingFrame(for: match, other: self) {
                // Laid out first where the leaving view is (the new nodes' frames start there),
                // then where it belongs: layout's commit animates the difference.
                graph.placeAtStart(self, frame: matched(from, own: frame))
            }
        }
        super.setFrame(graph.matched.resolvedFrame(of: self, laidOut: frame))
    }

    /// `own` (in the parent's space) given `properties` of `other` (in window space).
    func matched(_ other: CGRect, own: CGRect) -> CGRect {
        let origin = parentWindowOrigin
        var result = own
        if properties.contains(.size) { result.size = other.size }
        if properties.contains(.position) {
            let point = CGPoint(x: Double(other.minX) + anchor.x * Double(other.width), y: Double(other.minY) + anchor.y * Double(other.height))
            result.origin = CGPoint(x: Double(point.x) - Double(origin.x) - anchor.x * Double(result.width),
                                    y: Double(point.y) - Double(origin.y) - anchor.y * Double(result.height))
        }
        return result
    }

    override func removedFromGraph() {
        if let match { graph.matched.remove(self, from: match) }
        super.removedFromGraph()
    }
}

extension Node {
    /// Where the parent's origin is in the window, by model frames.
    var parentWindowOrigin: CGPoint {
        var x = 0.0, y = 0.0
        var node = parent
        while let current = node {
            x += Double(current.modelFrame.minX)
            y += Double(current.modelFrame.minY)
            node = current.parent
        }
        return CGPoint(x: x, y: y)
    }

    /// The model frame in window space.
    var windowFrame: CGRect { modelFrame.offsetBy(dx: parentWindowOrigin.x, dy: parentWindowOrigin.y) }

    /// True when the node or an ancestor is leaving with a removal transition.
    var isInLeavingSubtree: Bool {
        var node: Node? = self
        while let current = node {
            if current.isLeaving { return true }
            node = current.parent
        }
        return false
    }
}

/// The matched-geometry views of a graph, by namespace and id.
final class MatchedGeometryRegistry {
    private var nodes: [MatchKey: [MatchedGeometryNode]] = [:]
    private var warned: Set<MatchKey> = []

    func add(_ node: MatchedGeometryNode, to key: MatchKey) {
        nodes[key, default: []].append(node)
    }

    func remove(_ node: MatchedGeometryNode, from key: MatchKey) {
        nodes[key]?.removeAll { $0 === node }
        if nodes[key]?.isEmpty == true { nodes[key] = nil }
    }

    var isEmpty: Bool { nodes.isEmpty }

    /// Where a leaving source of `key` other than `node` is drawn now, in window space.
    func departingFrame(for key: MatchKey, other node: MatchedGeometryNode) -> CGRect? {
        guard let leaving = nodes[key]?.first(where: { $0 !== node && $0.isSource && $0.isInLeavingSubtree }) else { return nil }
        let shown = leaving.frameAnimator?.presentationValue(at: leaving.graph.time) ?? leaving.modelFrame
        let origin = leaving.parentWindowOrigin
        return shown.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The source of `key` that stays: the first source not leaving.
    private func source(of key: MatchKey) -> MatchedGeometryNode? {
        nodes[key]?.first { $0.isSource && !$0.isInLeavingSubtree }
    }

    /// The frame `node` takes when layout gives it `frame`: a view that is not a source, or a
    /// source that is leaving, takes the geometry of the source that stays.
    func resolvedFrame(of node: MatchedGeometryNode, laidOut frame: CGRect) -> CGRect {
        guard let key = node.match, let group = nodes[key], group.count > 1 else { return frame }
        if node.isSource && !node.isInLeavingSubtree { return frame }
        guard let source = source(of: key), source !== node else { return frame }
        return node.matched(source.windowFrame, own: frame)
    }

    /// After a layout pass: views that are not sources follow their source where it went in
    /// this pass, and leaving sources (which layout no longer places) fly to it.
    func applyGeometry(warn: (String, String) -> Void) {
        for (key, group) in nodes where group.count > 1 {
            let sources = group.filter { $0.isSource && !$0.isInLeavingSubtree }
            if sources.count > 1, warned.insert(key).inserted {
                warn("matchedGeometryEffect: \(sources.count) views are the source for id \(key.id) in one namespace; the first is used (give the others isSource: false)", "matched:\(key)")
            }
            guard let source = sources.first else { continue }
            for node in group where node !== source && (!node.isSource || node.isInLeavingSubtree) {
                let frame = resolvedFrame(of: node, laidOut: node.modelFrame)
                if frame != node.modelFrame { node.setFrame(frame) }
            }
        }
    }
}

extension ViewGraph {
    /// Lays `node` out at `frame` and makes that where its new nodes start: their frames'
    /// animators begin there, so the real placement that follows animates from it.
    func placeAtStart(_ node: Node, frame: CGRect) {
        let mark = changedFrames.count
        node.setFrame(frame)
        for changed in changedFrames[mark...] { changed.commitFrame(at: time) }
        changedFrames.removeSubrange(mark...)
    }
}

extension View {
    /// Resolves the view's position and size as one and animates them as one, so what is
    /// inside moves with it instead of flying in from its own old place.
    ///
    /// In Kinetic every view's frame is kept in its parent's space and animates there, so a
    /// view's content always moves with it: every view already behaves as a geometry group,
    /// and this modifier keeps SwiftUI code building and reading as it was meant.
    public func geometryGroup() -> some View {
        GeometryGroupView(content: self)
    }
}

struct GeometryGroupView<Content: View>: PrimitiveView {
    var content: Content
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(GeometryGroupNode.self, content: content, make: { GeometryGroupNode(graph: graph) })
    }
}

final class GeometryGroupNode: ModifierNode {
    override var typeName: String { "geometryGroup" }
}
