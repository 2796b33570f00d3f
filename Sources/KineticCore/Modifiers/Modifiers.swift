import Foundation

// Built-in modifiers. Each is a primitive view wrapping its content; its node lays out and
// draws the content, changing the proposal, the frame, the transform, the opacity, the
// transaction or the environment on the way down.

/// A modifier node with content below it.
class ModifierNode: Node {
    override var passesTransition: Bool { true }
}

extension NodeBuilder {
    /// A modifier's node, with `content` reconciled below it in `transaction`/`environment`.
    mutating func modifier<N: ModifierNode, Content: View>(_ type: N.Type, content: Content,
                                                           transaction: Transaction? = nil, environment: EnvironmentValues? = nil,
                                                           make: () -> N, update: (N) -> Void = { _ in }) -> [Node] {
        let transaction = transaction ?? self.transaction
        let environment = environment ?? self.environment
        return single(type, make: make) { node in
            node.transaction = transaction
            update(node)
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content)
            }
        }
    }
}

// MARK: Frames and padding

struct FrameView<Content: View>: PrimitiveView {
    var content: Content
    var width: Double?, height: Double?
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment
    var flexible: Bool

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(FrameNode.self, content: content, make: { FrameNode(graph: graph) }) { node in
            let spec = self.spec(node)
            node.keptLayoutInputs = node.hasSpec && node.spec == spec
            node.spec = spec
            node.hasSpec = true
        }
    }
    private func spec(_ node: Node) -> FrameNode.Spec {
        func clean(_ value: Double?, _ name: String) -> Double? {
            guard let value else { return nil }
            if value.isNaN || value < 0 {
                node.graph.warn("\(node.path): frame \(name) \(value) is not a size; ignored", key: "frame-\(name):\(node.path)")
                return nil
            }
            return value
        }
        return FrameNode.Spec(
            width: clean(width, "width"), height: clean(height, "height"),
            minWidth: clean(minWidth, "minWidth"), idealWidth: clean(idealWidth, "idealWidth"), maxWidth: clean(maxWidth, "maxWidth"),
            minHeight: clean(minHeight, "minHeight"), idealHeight: clean(idealHeight, "idealHeight"), maxHeight: clean(maxHeight, "maxHeight"),
            alignment: alignment, flexible: flexible)
    }
}
final class FrameNode: ModifierNode {
    struct Spec: Equatable {
        var width: Double?, height: Double?
        var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
        var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
        var alignment: Alignment = .center
        var flexible = false
    }
    var spec = Spec()
    /// False until the first update gives the node its spec.
    var hasSpec = false

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if !spec.flexible {
            return ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
        }
        func dimension(_ p: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            guard let p else { return ideal }
            var value = p
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            return value
        }
        return ProposedViewSize(width: dimension(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                                height: dimension(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// A fixed width and height: the content is placed in it, whatever its size.
    override var sizeIgnoresContent: Bool { !spec.flexible && spec.width != nil && spec.height != nil }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if !spec.flexible, let width = spec.width, let height = spec.height { return CGSize(width: width, height: height) }
        let child = super.sizeThatFits(childProposal(proposal))
        if !spec.flexible {
            return CGSize(width: spec.width ?? Double(child.width), height: spec.height ?? Double(child.height))
        }
        func dimension(_ p: Double?, _ child: Double, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double {
            if minimum == nil && maximum == nil { return child }
            var lower = minimum ?? child
            let upper = max(maximum ?? child, lower)
            lower = min(lower, upper)
            let wanted = p ?? ideal ?? child
            let value = min(max(wanted, lower), upper)
            return value.isFinite ? value : child
        }
        return CGSize(width: dimension(proposal.width, Double(child.width), spec.minWidth, spec.idealWidth, spec.maxWidth),
                      height: dimension(proposal.height, Double(child.height), spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    override func placeChildren(in size: CGSize) {
        let proposal = childProposal(ProposedViewSize(size))
        let childSize = super.sizeThatFits(proposal)
        let origin = spec.alignment.origin(of: childSize, in: CGRect(origin: .zero, size: size))
        for child in layoutChildren.prefix(1) where layoutChildren.count == 1 {
            child.setFrame(CGRect(origin: origin, size: childSize))
        }
        if layoutChildren.count > 1 {
            StackAlgorithm.place(layoutChildren, axis: .vertical, alignment: spec.alignment, spacing: nil, in: CGRect(origin: origin, size: childSize), proposal: proposal)
        }
    }
}

/// Insets on each edge.
public struct EdgeInsets: Hashable, Sendable, Animatable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The four insets, top, leading, bottom and trailing.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(top, leading), AnimatablePair(bottom, trailing)) }
        set { (top, leading, bottom, trailing) = (newValue.first.first, newValue.first.second, newValue.second.first, newValue.second.second) }
    }
}

/// An edge of a rectangle: where a view slides in from (`move(edge:)`, `push(from:)`) or
/// which sides to pad.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

struct PaddingView<Content: View>: PrimitiveView {
    var content: Content
    var insets: EdgeInsets

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(PaddingNode.self, content: content, make: { PaddingNode(graph: graph) }) { node in
            node.keepsLayout(if: node.insets == insets)
            node.insets = insets
        }
    }
}
final class PaddingNode: ModifierNode {
    var insets = EdgeInsets()
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let child = super.sizeThatFits(inner(proposal))
        return CGSize(width: Double(child.width) + insets.leading + insets.trailing, height: Double(child.height) + insets.top + insets.bottom)
    }
    override func placeChildren(in size: CGSize) {
        let rect = CGRect(x: insets.leading, y: insets.top,
                          width: max(0, Double(size.width) - insets.leading - insets.trailing),
                          height: max(0, Double(size.height) - insets.top - insets.bottom))
        let children = layoutChildren
        if children.count == 1 {
            children[0].place(in: rect, proposal: ProposedViewSize(rect.size))
        } else {
            StackAlgorithm.place(children, axis: .vertical, alignment: .center, spacing: nil, in: rect, proposal: ProposedViewSize(rect.size))
        }
    }
}

/// Places its content's centre at a point of the parent's space; takes all the room offered.
struct PositionView<Content: View>: PrimitiveView {
    var content: Content
    var position: CGPoint
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(PositionNode.self, content: content, make: { PositionNode(graph: graph) }) { node in
            node.keepsLayout(if: node.position == position)
            node.position = position
        }
    }
}
final class PositionNode: ModifierNode {
    var position = CGPoint.zero
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    override func placeChildren(in size: CGSize) {
        for child in layoutChildren {
            let childSize = child.measure(.unspecified)
            child.setFrame(CGRect(x: Double(position.x) - Double(childSize.width) / 2, y: Double(position.y) - Double(childSize.height) / 2,
                                  width: childSize.width, height: childSize.height))
        }
    }
}

/// Gives the content its ideal size in the chosen axes, whatever it is offered.
struct FixedSizeView<Content: View>: PrimitiveView {
    var content: Content
    var horizontal: Bool, vertical: Bool
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(FixedSizeNode.self, content: content, make: { FixedSizeNode(graph: graph) }) { node in
            node.keepsLayout(if: node.axes == (horizontal, vertical))
            node.axes = (horizontal, vertical)
        }
    }
}
final class FixedSizeNode: ModifierNode {
    var axes = (true, true)
    private func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.0 ? nil : p.width, height: axes.1 ? nil : p.height)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(fixed(proposal)) }
    override func placeChildren(in size: CGSize) {
        for child in layoutChildren { child.place(in: CGRect(origin: .zero, size: size), proposal: fixed(ProposedViewSize(size))) }
    }
}

struct LayoutPriorityView<Content: View>: PrimitiveView {
    var content: Content
    var priority: Double
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(PriorityNode.self, content: content, make: { PriorityNode(graph: graph) }) { node in
            node.keepsLayout(if: node.priority == priority)
            node.priority = priority
        }
    }
}
final class PriorityNode: ModifierNode {
    var priority = 0.0
    override var ownLayoutPriority: Double { priority }
}

// MARK: Background and overlay

/// Where a decoration is drawn: behind the content, in front of it, or as its mask.
enum DecorationRole {
    case background, overlay, mask
}

struct DecoratedView<Content: View, Decoration: View>: PrimitiveView {
    var content: Content
    var decoration: Decoration
    var alignment: Alignment
    var role: DecorationRole

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        return builder.single(DecoratedNode.self, make: { DecoratedNode(graph: graph) }) { node in
            // The role only changes how it is drawn.
            node.keepsLayout(if: node.alignment == alignment)
            node.alignment = alignment
            node.role = role
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content) + inner.nodes(for: decoration, key: .index(1))
            }
        }
    }
}
final class DecoratedNode: ModifierNode {
    var alignment = Alignment.center
    var role = DecorationRole.background

    // Told apart by identity, not position: a child leaving with a transition keeps its place
    // among the children.
    private var content: [Node] { children.filter { $0.key.first == .content } }
    private var decoration: [Node] { children.filter { $0.key.first != .content } }

    private func flat(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { $0.isLeaving ? [] : $0.isTransparentInLayout ? $0.layoutChildren : [$0] }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let main = flat(content)
        if main.count == 1 { return main[0].measure(proposal) }
        return StackAlgorithm.size(of: main, axis: .vertical, spacing: nil, proposal: proposal)
    }

    override func placeChildren(in size: CGSize) {
        let rect = CGRect(origin: .zero, size: size)
        let main = flat(content)
        if main.count == 1 { main[0].place(in: rect, proposal: ProposedViewSize(size)) }
        else { StackAlgorithm.place(main, axis: .vertical, alignment: .center, spacing: nil, in: rect, proposal: ProposedViewSize(size)) }
        // The decoration is offered the content's size and aligned in it.
        for node in flat(decoration) {
            let decorationSize = node.measure(ProposedViewSize(size))
            node.setFrame(CGRect(origin: alignment.origin(of: decorationSize, in: rect), size: decorationSize))
        }
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        switch role {
        case .background, .overlay:
            let order = role == .background ? decoration + content : content + decoration
            for node in order { node.draw(&context) }
        case .mask:
            // One layer: the content, then the mask, whose alpha keeps the content's pixels.
            context.beginLayer(LayerEffect(masksWithContent: true), size: size)
            for node in content { node.draw(&context) }
            context.beginLayerMask()
            // The mask only shapes what shows; it takes no pointer input.
            let hitTesting = context.state.hitTesting
            context.state.hitTesting = false
            for node in decoration { node.draw(&context) }
            context.state.hitTesting = hitTesting
            context.endLayer()
        }
    }
}

// MARK: Effects

/// A node that animates one value and applies it to how its content is drawn.
/// A node whose drawing moves its content: an offset, a scale, a rotation, a geometry effect.
protocol DrawingEffectNode: Node {
    func applyEffect(size: CGSize, _ context: inout DrawContext)
}

final class EffectNode<Value: Animatable>: ModifierNode, DrawingEffectNode {
    private var animator: Animator<Value>?

    /// An effect changes how its content is drawn, never its size or place in layout.
    override var inputsAffectLayout: Bool { false }

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(animator, into: &due)
    }
    var apply: (Value, CGSize, inout DrawContext) -> Void = { _, _, _ in }
    /// When it returns an effect, the content is drawn as one layer with it.
    var layer: ((Value, CGSize, inout DrawContext) -> LayerEffect?)?
    var name = "effect"

    override var typeName: String { name }

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        super.inspectableAnimators + (animator.map { [(name, $0)] } ?? [])
    }

    func update(_ value: Value, transaction: Transaction, environment: EnvironmentValues = EnvironmentValues()) {
        // A custom animation reads the view's environment from its context, set before the
        // change so a new animation starts with it.
        if let animator {
            animator.environment = environment
            animator.setValue(value, transaction: transaction, at: graph.time)
        } else {
            animator = Animator(value)
            animator?.environment = environment
        }
    }

    /// Moves `context`'s transform (and whatever else the effect sets) as drawing does, and
    /// draws nothing: how a gesture outside the effect finds where its content is drawn.
    func applyEffect(size: CGSize, _ context: inout DrawContext) {
        guard let animator else { return }
        let value = animator.isAnimating ? animator.presentationValue(at: context.time) : animator.modelValue
        apply(value, size, &context)
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let animator else { return }
        let value = animator.isAnimating ? animator.presentationValue(at: context.time) : animator.modelValue
        if animator.isAnimating { context.animating = true }
        let saved = context.state
        apply(value, size, &context)
        if let layer, let effect = layer(value, size, &context) {
            context.beginLayer(effect, size: size)
            drawChildren(&context)
            context.endLayer()
        } else {
            drawChildren(&context)
        }
        context.state = saved
    }
}

struct EffectView<Content: View, Value: Animatable>: PrimitiveView {
    var content: Content
    var value: Value
    var name: String
    var apply: (Value, CGSize, inout DrawContext) -> Void
    var layer: ((Value, CGSize, inout DrawContext) -> LayerEffect?)?

    init(content: Content, value: Value, name: String, apply: @escaping (Value, CGSize, inout DrawContext) -> Void) {
        (self.content, self.value, self.name, self.apply, self.layer) = (content, value, name, apply, nil)
    }

    /// An effect that draws its content as one layer when `layering` returns an effect.
    init(layering content: Content, value: Value, name: String, _ layer: @escaping (Value, CGSize, inout DrawContext) -> LayerEffect?) {
        (self.content, self.value, self.name, self.apply, self.layer) = (content, value, name, { _, _, _ in }, layer)
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        return builder.modifier(EffectNode<Value>.self, content: content, make: { EffectNode<Value>(graph: graph) }) { node in
            node.name = name
            node.apply = apply
            node.layer = layer
            node.update(value, transaction: transaction, environment: environment)
        }
    }
}

/// An effect that changes where its content is drawn (not where it is laid out), animatable
/// through its `animatableData`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Never called: the engine applies a geometry effect's transform directly.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the engine and has no body") }

    /// The effect, for use where layout must not see it. Kinetic's geometry effects only move
    /// drawing and hit testing, never layout, so this is the same effect.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect that layout ignores; see ``GeometryEffect/ignoredByLayout()``.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public init(base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

// MARK: Transactions, identity, environment

struct TransactionView<Content: View>: PrimitiveView {
    var content: Content
    /// Rewrites the transaction; gets the node to remember values between updates.
    var rewrite: (inout Transaction, TransactionNode) -> Void
    /// Rewrites the transaction of changes made inside the content too (state of a view below
    /// changed on its own), for `.transaction(_:)`; nil for the forms that watch a value.
    var rewritesChangesInside: ((inout Transaction) -> Void)? = nil

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        var transaction = builder.transaction
        let node = builder.node(TransactionNode.self) { TransactionNode(graph: graph) }
        node.rewritesChangesInside = rewritesChangesInside
        rewrite(&transaction, node)
        node.transaction = transaction
        node.updateStamp = graph.updateCount
        let environment = builder.environment
        node.reconcileChildren(transaction: transaction, environment: environment) { inner in
            inner.nodes(for: content, key: .content)
        }
        return [node]
    }
}
final class TransactionNode: ModifierNode {
    /// It changes no geometry: what is inside is laid out by the container around it, so a
    /// transaction modifier on a ForEach applies to each element, as in SwiftUI.
    override var isTransparentInLayout: Bool { true }

    /// The watched value of `.animation(_:value:)`, from the last update.
    var watched: AnyHashable?
    var hasWatched = false
    /// For scoped forms: the transaction from outside the scope, for the placeholder content.
    var scopedOuter: Transaction?
    /// What `.transaction(_:)` does to the transaction of a change made inside.
    var rewritesChangesInside: ((inout Transaction) -> Void)?
}

extension Node {
    /// `transaction`, the transaction of a change to this node's own state, as the
    /// `.transaction(_:)` modifiers around the node rewrite it, outermost first: in SwiftUI
    /// they apply to every change within them, not only those that reach them from outside.
    func rewrittenByTransactionModifiers(_ transaction: Transaction) -> Transaction {
        var rewrites: [(inout Transaction) -> Void] = []
        var node = parent
        while let current = node {
            if let modifier = current as? TransactionNode, let rewrite = modifier.rewritesChangesInside { rewrites.append(rewrite) }
            node = current.parent
        }
        guard !rewrites.isEmpty else { return transaction }
        var transaction = transaction
        for rewrite in rewrites.reversed() { rewrite(&transaction) }
        return transaction
    }
}

struct EnvironmentView<Content: View>: PrimitiveView {
    var content: Content
    var change: (inout EnvironmentValues) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        var environment = builder.environment
        change(&environment)
        let saved = builder.environment
        builder.environment = environment
        defer { builder.environment = saved }
        return builder.nodes(for: content, key: .content)
    }
}

struct IDView<Content: View, ID: Hashable>: PrimitiveView {
    var content: Content
    var id: ID
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        builder.graph.noteExplicitID(AnyHashable(id), content: content, at: builder.place)
        return builder.nodes(for: content, key: .id(AnyHashable(id)))
    }
}

struct IdentifierView<Content: View>: PrimitiveView {
    var content: Content
    var identifier: String
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(IdentifierNode.self, content: content, make: { IdentifierNode(graph: graph) }) { node in
            node.identifier = identifier
        }
    }
}
final class IdentifierNode: ModifierNode {
    /// Its own input (an identifier) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var identifier = ""
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        let saved = context.identifier
        context.identifier = identifier
        let first = context.itemMark
        super.drawContent(size: size, &context)
        context.identifier = saved
        // The view as drawn: the union of what its content drew (effects inside included), or
        // its laid-out rectangle when it drew nothing.
        let drawn = context.items(since: first)
        // Content items only; a layer's opacity multiplies the items inside it.
        // A mask's items (from a layer's mask marker to its end) are not the view's content.
        var frame: CGRect?, opacity = 0.0, layerOpacities: [Double] = [], maskDepth: Int?
        for item in drawn {
            switch item.content {
            case .beginLayer(let effect): layerOpacities.append(effect.opacity * (layerOpacities.last ?? 1))
            case .layerMask: if maskDepth == nil { maskDepth = layerOpacities.count }
            case .endLayer:
                if maskDepth == layerOpacities.count { maskDepth = nil }
                _ = layerOpacities.popLast()
            default:
                guard maskDepth == nil else { continue }
                frame = frame.map { $0.union(item.windowFrame) } ?? item.windowFrame
                opacity = max(opacity, item.opacity * (layerOpacities.last ?? 1))
            }
        }
        let resolved = frame ?? context.transform.apply(to: CGRect(origin: .zero, size: size))
        let resolvedOpacity = frame == nil ? context.opacity : opacity
        context.identify(identifier, frame: resolved, opacity: resolvedOpacity)
        // Inside another identified view it is also known by both names, "outer/inner" (a
        // slider's knob is "bounce/knob"), so repeated parts can be told apart.
        if let saved { context.identify(saved + "/" + identifier, frame: resolved, opacity: resolvedOpacity) }
    }
}

// MARK: Input

struct TapView<Content: View>: PrimitiveView {
    var content: Content
    var count: Int
    var coordinateSpace: CoordinateSpace
    var action: (CGPoint) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let enabled = builder.environment.isEnabled
        return builder.modifier(TapNode.self, content: content, make: { TapNode(graph: graph) }) { node in
            if count < 1 { graph.warn("\(node.path): onTapGesture(count: \(count)) needs a count of at least 1; using 1", key: "tapcount:\(node.path)") }
            node.count = max(1, count)
            node.coordinateSpace = coordinateSpace
            node.action = enabled ? action : nil
        }
    }
}
final class TapNode: ModifierNode {
    /// Its own input (a tap action) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var action: ((CGPoint) -> Void)?
    var count = 1
    var coordinateSpace = CoordinateSpace.local
    /// Taps so far in a run of quick taps, and when the last one landed.
    private var run = (taps: 0, time: -Double.infinity)

    /// Where the node was last drawn, for taps reported in window coordinates.
    private var drawnTransform = CGAffineTransform.identity
    /// Made once, not per frame: the hit region calls it with the tap's local location.
    private lazy var onTap: (CGPoint) -> Void = { [unowned self] local in
        switch coordinateSpace {
        case .local: tapped(at: local)
        case .global: tapped(at: drawnTransform.apply(to: local))
        case .named(let name):
            let window = drawnTransform.apply(to: local)
            let space = self.coordinateSpace(named: name)?.drawnTransform.inverted ?? .identity
            tapped(at: space.apply(to: window))
        }
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if action != nil {
            drawnTransform = hitTransform(context, size: size)
            context.addHitRegion(HitRegion(node: self, size: size, transform: drawnTransform, shape: hitShape(size: size), onTap: onTap))
        }
        super.drawContent(size: size, &context)
    }

    /// Counts a tap; the action runs on the `count`th tap in a run, each within 0.35 s of the last.
    private func tapped(at location: CGPoint) {
        let now = graph.time
        run.taps = now - run.time <= 0.35 ? run.taps + 1 : 1
        run.time = now
        guard run.taps >= count else { return }
        run.taps = 0
        action?(location)
    }
}

struct LifecycleView<Content: View>: PrimitiveView {
    var content: Content
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(LifecycleNode.self, content: content, make: {
            let node = LifecycleNode(graph: graph)
            if let onAppear { graph.afterUpdate(onAppear) }
            return node
        }) { node in
            node.onDisappear = onDisappear
        }
    }
}
final class LifecycleNode: ModifierNode {
    /// Its own input (appear and disappear actions) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var onDisappear: (() -> Void)?
    override func removedFromGraph() {
        if let onDisappear { graph.afterUpdate(onDisappear) }
        super.removedFromGraph()
    }
}

// MARK: Changes

struct ChangeView<Content: View, Value: Equatable>: PrimitiveView {
    var content: Content
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let value = self.value, action = self.action
        var isNew = false
        let nodes = builder.modifier(ChangeNode.self, content: content, make: { isNew = true; return ChangeNode(graph: graph) }) { node in
            // (Checked by `hasValue`: an optional Value would take the node's first nil as
            // an old value of nil.)
            if node.hasValue, let old = node.value as? Value, old != value {
                // Runs once this update is done, so the handler sees the new state everywhere.
                graph.afterUpdate { action(old, value) }
            }
            node.value = value
            node.hasValue = true
        }
        if isNew && initial { graph.afterUpdate { action(value, value) } }
        return nodes
    }
}
final class ChangeNode: ModifierNode {
    /// Its own input (a watched value and its action) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var value: Any?
    var hasValue = false
}
