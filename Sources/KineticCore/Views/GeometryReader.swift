import Foundation

/// The size and place of a `GeometryReader`'s space, for building its content.
public struct GeometryProxy {
    /// The size proposed to the reader (all of it is taken).
    public let size: CGSize
    /// Insets for system bars; a desktop window has none.
    public let safeAreaInsets = EdgeInsets()
    /// The reader's frame in window coordinates.
    let globalFrame: CGRect
    /// Where a named coordinate space above the reader has its origin in the window (laid out).
    let namedOrigin: (AnyHashable) -> CGPoint?

    init(size: CGSize, globalFrame: CGRect, namedOrigin: @escaping (AnyHashable) -> CGPoint? = { _ in nil }) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedOrigin = namedOrigin
    }

    /// The reader's frame in its own coordinates (`.local`), the window's (`.global`), or
    /// those of a view above named with `.coordinateSpace(.named(_:))` (the window's when no
    /// view above has the name).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        case .named(let name):
            if let origin = namedOrigin(name) { globalFrame.offsetBy(dx: -origin.x, dy: -origin.y) } else { globalFrame }
        }
    }
}

/// Takes all the space offered and builds its content with that size: `GeometryReader { proxy in … }`.
/// The content is placed at the top leading corner, as in SwiftUI.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let content = self.content
        return builder.single(GeometryReaderNode.self, make: {
            let node = GeometryReaderNode(graph: graph)
            graph.registerGeometryReader(node)
            return node
        }) { node in
            node.build = { builder, proxy in builder.nodes(for: content(proxy), key: .content) }
            node.transaction = transaction
            node.updateStamp = graph.updateCount
            node.environment = environment
            // Rebuilt in the next layout, with the size it gets there.
            node.needsBuild = true
        }
    }
}

/// The node of a GeometryReader: builds its children during layout, once its size is known.
final class GeometryReaderNode: Node {
    var build: ((inout NodeBuilder, GeometryProxy) -> [Node])?
    var environment = EnvironmentValues()
    var needsBuild = true
    private var builtFor: (size: CGSize, origin: CGPoint)?

    override var typeName: String { "GeometryReader" }

    /// Its size is the room it is offered: what it builds inside never changes it.
    override var sizeIgnoresContent: Bool { true }
    override var sizeIgnoresInputs: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in size: CGSize) {
        let global = globalFrame(size: size)
        if needsBuild || builtFor?.size != size || builtFor?.origin != global.origin, let build {
            needsBuild = false
            builtFor = (size, global.origin)
            let proxy = GeometryProxy(size: size, globalFrame: global, namedOrigin: namedOrigins)
            reconcileChildren(transaction: transaction, environment: environment) { builder in build(&builder, proxy) }
        }
        for child in layoutChildren {
            let childSize = child.measure(ProposedViewSize(size))
            child.setFrame(CGRect(origin: .zero, size: childSize))
        }
    }

    /// True when the reader is no longer where its content was built for (an ancestor moved).
    func movedSinceBuilt() -> Bool {
        guard let builtFor, isAttached else { return false }
        return globalFrame(size: modelFrame.size).origin != builtFor.origin
    }

    /// The node's place in window coordinates, with `size`.
    private func globalFrame(size: CGSize) -> CGRect {
        CGRect(origin: windowFrame.origin, size: size)
    }
}
