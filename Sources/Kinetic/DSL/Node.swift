import Foundation

/// A step in a view's identity: its place among its parent's children.
enum NodeKey: Hashable, CustomStringConvertible {
    /// The n-th view of a `@ViewBuilder` block.
    case index(Int)
    /// The branch of an `if`/`else`.
    case branch(Bool)
    /// The wrapped type of an `AnyView`.
    case type(ObjectIdentifier)
    /// An explicit identity: `.id(_:)` or a `ForEach` element's id.
    case id(AnyHashable)
    /// The content of a modifier or the body of a view.
    case content

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "then" : "else"
        case .type: "type"
        case .id(let id): "id(\(id))"
        case .content: "c"
        }
    }
}

/// A proposal a parent makes to a child: a width and height, either of which may be nil (the
/// child's ideal size) or infinite (as much as it likes).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
    }
}

/// A node of the view graph: where a view's state, animators and layout live for as long as
/// its identity lasts.
class Node {
    unowned let graph: ViewGraph
    weak var parent: Node?
    /// The identity of the node below its parent node.
    var key: [NodeKey] = []
    var children: [Node] = []
    /// The frame layout gave the node, in its parent's coordinates (model value).
    var modelFrame: CGRect = .zero
    /// The frame as shown: animates towards `modelFrame`.
    private(set) var frameAnimator: Animator<CGRect>?
    /// The transaction the node was last updated in, and in which update.
    var transaction = Transaction()
    var updateStamp = -1

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// A readable path of the node for diagnostics: `Root/0/VStack/1/Text`.
    var path: String {
        let own = "\(typeName)" + (key.isEmpty ? "" : "[\(key.map(\.description).joined(separator: "."))]")
        guard let parent else { return own }
        return parent.path + "/" + own
    }

    var typeName: String { String(describing: type(of: self)) }

    // MARK: Children

    /// Rebuilds the children from `make`, reusing nodes whose identity (key path and type) is
    /// unchanged; the others are created, and the leftovers leave the graph.
    func reconcileChildren(transaction: Transaction, environment: EnvironmentValues, _ make: (inout NodeBuilder) -> [Node]) {
        var builder = NodeBuilder(parent: self, old: children, transaction: transaction, environment: environment)
        let new = make(&builder)
        for leftover in builder.unused { leftover.removedFromGraph() }
        children = new
    }

    /// Called when the node's identity goes away: its state dies with it.
    func removedFromGraph() {
        for child in children { child.removedFromGraph() }
        graph.nodeRemoved(self)
    }

    /// The children a layout container sees: views whose bodies produce several views are
    /// flattened into their views.
    var layoutChildren: [Node] {
        var result: [Node] = []
        for child in children {
            if child.isTransparentInLayout { result += child.layoutChildren } else { result.append(child) }
        }
        return result
    }

    /// True for nodes that only group other nodes (a custom view's body), so stacks lay out
    /// what is inside them.
    var isTransparentInLayout: Bool { false }

    /// True for spacers, which stacks treat specially.
    var isSpacer: Bool { false }

    /// The layout priority set with `.layoutPriority`.
    var layoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }

    // MARK: Layout (model values)

    /// The node's size for `proposal`. By default the children are stacked vertically (one
    /// child: its size).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = layoutChildren
        if subviews.count == 1 { return subviews[0].sizeThatFits(proposal) }
        return StackAlgorithm.size(of: subviews, axis: .vertical, spacing: nil, proposal: proposal)
    }

    /// Places the children in a rectangle of `size` (the node's own coordinates).
    func placeChildren(in size: CGSize) {
        let subviews = layoutChildren
        if subviews.count == 1 {
            subviews[0].place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
            return
        }
        StackAlgorithm.place(subviews, axis: .vertical, alignment: .center, spacing: nil, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
    }

    /// Sets the node's frame in its parent's coordinates, sized for `proposal` and centred in
    /// `rect` when its size differs (the parent chose `rect`).
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: Double(rect.midX) - Double(size.width) / 2, y: Double(rect.midY) - Double(size.height) / 2)
        setFrame(CGRect(origin: origin, size: size))
    }

    /// Sets the model frame and lays out the children inside it.
    func setFrame(_ frame: CGRect) {
        modelFrame = frame.sanitized(node: self)
        placeChildren(in: modelFrame.size)
    }

    /// After layout: starts or merges a frame animation if the frame changed in an animated
    /// transaction. `inherited` is the transaction of the nearest ancestor updated in this pass.
    func commitFrames(inherited: Transaction, at time: Double) {
        let own = updateStamp == graph.updateCount ? transaction : inherited
        if let frameAnimator {
            if frameAnimator.modelValue != modelFrame {
                frameAnimator.setValue(modelFrame, transaction: own, at: time)
            }
        } else {
            frameAnimator = Animator(modelFrame)
        }
        for child in children { child.commitFrames(inherited: own, at: time) }
    }

    // MARK: Drawing (presentation values)

    /// The frame to draw with at `time`.
    func presentationFrame(at time: Double, _ context: inout DrawContext) -> CGRect {
        guard let frameAnimator else { return modelFrame }
        if frameAnimator.isAnimating {
            let frame = frameAnimator.presentationValue(at: time)
            context.animating = context.animating || frameAnimator.isAnimating
            return frame
        }
        return frameAnimator.modelValue
    }

    /// Draws the node: positions it by its presentation frame, then draws its content.
    func draw(_ context: inout DrawContext) {
        let frame = presentationFrame(at: context.time, &context)
        let saved = context.transform
        context.transform = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(context.transform)
        drawContent(size: frame.size, &context)
        context.transform = saved
    }

    /// Draws what the node shows in its own coordinates, `size` big. By default, the children.
    func drawContent(size: CGSize, _ context: inout DrawContext) {
        for child in children { child.draw(&context) }
    }
}

extension CGRect {
    /// The rect with non-finite or negative numbers replaced by 0, warning once per node.
    func sanitized(node: Node) -> CGRect {
        let values = [Double(minX), Double(minY), Double(width), Double(height)]
        if values.allSatisfy({ $0.isFinite }) && width >= 0 && height >= 0 { return self }
        node.graph.warn("\(node.path) was laid out at a frame that is not finite or has a negative size (\(self)); using 0", key: "frame:\(ObjectIdentifier(node))")
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return CGRect(x: clean(Double(origin.x)), y: clean(Double(origin.y)), width: max(0, clean(Double(size.width))), height: max(0, clean(Double(size.height))))
    }
}

/// What drawing carries down the tree.
struct DrawContext {
    var time: Double
    var list = DisplayList()
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    var identifier: String?
    var clip: DisplayItem.Clip?
    var blurRadius = 0.0
    var shadow: DisplayItem.Shadow?
    var brightness = 0.0
    /// Set when any animator sampled this frame is still running.
    var animating = false
    /// Places that take pointer input, in paint order.
    var hitRegions: [HitRegion] = []
    /// Key handlers, in paint order.
    var keyHandlers: [KeyHandler] = []
    /// Where identified views ended up, in window points, with their opacity.
    var identified: [String: (frame: CGRect, opacity: Double)] = [:]

    mutating func append(_ content: DisplayContent, size: CGSize) {
        var content = content
        if brightness != 0 {
            // `.brightness(_:)` adds to every colour component of what is drawn inside it.
            func brighten(_ c: RGBAColor) -> RGBAColor {
                RGBAColor(red: c.red + brightness, green: c.green + brightness, blue: c.blue + brightness, opacity: c.opacity)
            }
            switch content {
            case .fill(let shape, let color): content = .fill(shape, color: brighten(color))
            case .stroke(let shape, let color, let width): content = .stroke(shape, color: brighten(color), lineWidth: width)
            case .text(var layout): layout.color = brighten(layout.color); content = .text(layout)
            case .image: break
            }
        }
        let frame = CGRect(origin: .zero, size: size)
        list.append(DisplayItem(content, frame: frame, transform: transform, opacity: opacity, clip: clip,
                                blurRadius: blurRadius, shadow: shadow, identifier: identifier))
    }
}

