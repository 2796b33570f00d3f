import Foundation

/// How a zoom source looks: what `matchedTransitionSource(id:in:configuration:)`'s closure
/// returns.
public protocol MatchedTransitionSourceConfiguration {
    /// The values the configuration sets.
    var _values: MatchedTransitionSourceStyle { get }
}

/// The values of a source's configuration.
public struct MatchedTransitionSourceStyle: Hashable, Sendable {
    struct Shadow: Hashable, Sendable {
        var radius, x, y: Double
        var color: Color
    }
    var cornerRadius: Double?
    var shadow: Shadow?
    var background: Color?
}

/// A configuration that changes nothing: what the closure is given.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public var _values: MatchedTransitionSourceStyle { MatchedTransitionSourceStyle() }
}

/// A configuration with values set.
public struct ConfiguredMatchedTransitionSource: MatchedTransitionSourceConfiguration {
    public var _values: MatchedTransitionSourceStyle
}

extension MatchedTransitionSourceConfiguration {
    /// Rounds the source's corners.
    public func clipShape(_ shape: RoundedRectangle) -> ConfiguredMatchedTransitionSource {
        var values = _values
        values.cornerRadius = Double(shape.cornerSize.width)
        return ConfiguredMatchedTransitionSource(_values: values)
    }

    /// Rounds the source's corners (Kinetic's shorthand, as the animation guide writes it).
    public func cornerRadius(_ radius: Double) -> ConfiguredMatchedTransitionSource {
        var values = _values
        values.cornerRadius = radius.isFinite ? max(0, radius) : nil
        return ConfiguredMatchedTransitionSource(_values: values)
    }

    /// Gives the source a shadow.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> ConfiguredMatchedTransitionSource {
        var values = _values
        values.shadow = .init(radius: radius.isFinite ? max(0, radius) : 0, x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, color: color)
        return ConfiguredMatchedTransitionSource(_values: values)
    }

    /// Puts a background behind the source.
    public func background(_ color: Color) -> ConfiguredMatchedTransitionSource {
        var values = _values
        values.background = color
        return ConfiguredMatchedTransitionSource(_values: values)
    }
}

extension View {
    /// Marks the view as where a screen with `navigationTransition(.zoom(sourceID: id, in:))`
    /// zooms out of and back into. While the screen is up, the source is hidden: the screen
    /// is the source, grown.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        MatchedTransitionSourceView(content: self, key: MatchKey(namespace: namespace, id: AnyHashable(id)), style: MatchedTransitionSourceStyle())
    }

    /// Marks the view as a zoom source, styled by `configuration` (corner radius, shadow,
    /// background).
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View {
        MatchedTransitionSourceView(content: self, key: MatchKey(namespace: namespace, id: AnyHashable(id)),
                                    style: configuration(EmptyMatchedTransitionSourceConfiguration())._values)
    }
}

struct MatchedTransitionSourceView<Content: View>: View {
    var content: Content
    var key: MatchKey
    var style: MatchedTransitionSourceStyle

    var body: some View {
        let radius = style.cornerRadius ?? 0
        let shadow = style.shadow
        return SourceMarkView(key: key, cornerRadius: radius) {
            if let shadow {
                // The shadow is the source's shape's, drawn once behind it.
                content
                    .clipShape(RoundedRectangle(cornerRadius: radius))
                    .background(RoundedRectangle(cornerRadius: radius).fill(style.background ?? Color(white: 0.1))
                        .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
            } else if style.cornerRadius != nil || style.background != nil {
                content
                    .background(style.background ?? .clear)
                    .clipShape(RoundedRectangle(cornerRadius: radius))
            } else {
                content
            }
        }
    }
}

struct SourceMarkView<Content: View>: PrimitiveView {
    let key: MatchKey
    let cornerRadius: Double
    let content: Content

    init(key: MatchKey, cornerRadius: Double = 0, @ViewBuilder content: () -> Content) {
        self.key = key
        self.cornerRadius = cornerRadius
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let cornerRadius = self.cornerRadius
        return builder.modifier(TransitionSourceNode.self, content: content, make: { TransitionSourceNode(graph: graph) }) { node in
            node.cornerRadius = cornerRadius
            if node.sourceKey != key {
                if let old = node.sourceKey { graph.transitionSources.remove(node, from: old) }
                node.sourceKey = key
                graph.transitionSources.add(node, to: key)
            }
        }
    }
}

final class TransitionSourceNode: ModifierNode {
    var sourceKey: MatchKey?
    /// The radius of the source's rounded corners: a screen zooming into it rounds its own to match.
    var cornerRadius = 0.0

    override var typeName: String { "matchedTransitionSource" }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        // Hidden while its screen is up: the screen is the source, grown.
        if let sourceKey, graph.transitionSources.isCovered(sourceKey) {
            let saved = context.opacity
            context.opacity = 0
            super.drawContent(size: size, &context)
            context.opacity = saved
            return
        }
        super.drawContent(size: size, &context)
    }

    override func removedFromGraph() {
        if let sourceKey { graph.transitionSources.remove(self, from: sourceKey) }
        super.removedFromGraph()
    }
}

/// The zoom sources of a graph, and which are covered by their screens.
final class TransitionSourceRegistry {
    private var sources: [MatchKey: [TransitionSourceNode]] = [:]
    private var covered: [MatchKey: Int] = [:]

    func add(_ node: TransitionSourceNode, to key: MatchKey) { sources[key, default: []].append(node) }

    func remove(_ node: TransitionSourceNode, from key: MatchKey) {
        sources[key]?.removeAll { $0 === node }
        if sources[key]?.isEmpty == true { sources[key] = nil }
    }

    /// Where the source of `key` is in the window (by layout), if there is one.
    func frame(of key: MatchKey) -> CGRect? {
        sources[key]?.first?.windowFrame
    }

    /// The corner radius the source of `key` is drawn with (0 when square or absent).
    func cornerRadius(of key: MatchKey) -> Double {
        sources[key]?.first?.cornerRadius ?? 0
    }

    func isCovered(_ key: MatchKey) -> Bool { covered[key, default: 0] > 0 }

    func cover(_ key: MatchKey) {
        covered[key, default: 0] += 1
        redraw(key)
    }

    func uncover(_ key: MatchKey) {
        covered[key, default: 0] -= 1
        if covered[key, default: 0] <= 0 { covered[key] = nil }
        redraw(key)
    }

    private func redraw(_ key: MatchKey) {
        for node in sources[key] ?? [] { node.setNeedsDisplay() }
    }
}
