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
    /// The n-th repeat of an identity already used in the same parent (duplicate ids).
    case duplicate(Int)

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "then" : "else"
        case .type: "type"
        case .id(let id): "id(\(id))"
        case .content: "c"
        case .duplicate(let n): "dup\(n)"
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
///
/// Layout and drawing are incremental. A node whose content changed is ``invalidate()``d:
/// its size cache and those of its ancestors are dropped, and it is drawn again. The next
/// layout re-measures only along that path (other children answer from their caches) and
/// places again only nodes that are invalid or got a new size; drawing skips every subtree
/// with nothing changed or animating (see RetainedOutput.swift).
class Node {
    unowned let graph: ViewGraph
    /// The parent node. Not a weak reference (weak references make every retain of a node
    /// slow, and layout retains nodes a lot): a parent owns its children, and a node that
    /// leaves the graph or whose parent is freed has it cleared.
    unowned(unsafe) var parent: Node?
    /// The identity of the node below its parent node.
    var key: [NodeKey] = []
    /// Unchecked for exclusivity as the layout caches below are: drawing reads it at every
    /// node of every frame, and nothing changes it while layout or drawing walks it.
    @exclusivity(unchecked) var children: [Node] = []
    /// The frame layout gave the node, in its parent's coordinates (model value).
    var modelFrame: CGRect = .zero
    /// The frame as shown: animates towards `modelFrame`.
    private(set) var frameAnimator: Animator<CGRect>?
    /// Whether the frame animator was animating when last started or sampled.
    @exclusivity(unchecked) private var frameAnimating = false
    /// The transaction the node was last updated in, and in which update.
    var transaction = Transaction()
    var updateStamp = -1
    /// The update the node was made in: a node made after the graph's first update was
    /// inserted, and transitions in if its transaction animates (see Transitions/).
    let createdStamp: Int
    /// True while the node plays its removal transition: still drawn, no longer laid out or
    /// hit, until the transition's animations end.
    var isLeaving = false
    /// Counts the node's departures and returns, so a departure that was turned around does
    /// not finish it.
    var leaveGeneration = 0
    /// The opacity of the default transition, for a node without a `.transition` of its own
    /// while it appears or leaves.
    var transitionFade: Animator<Double>?

    // Layout caches. Only the layout pass touches them, one access at a time, and containers
    // read them thousands of times a pass, so they skip Swift's dynamic exclusivity checks.
    /// True once the children are placed for the node's current content and size.
    @exclusivity(unchecked) private(set) var layoutIsValid = false
    @exclusivity(unchecked) private var hasFrame = false
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    @exclusivity(unchecked) private var cachedLayoutChildren: [Node]?
    @exclusivity(unchecked) private var cachedLayoutPriority: Double?

    // What the last drawing of the node left (see RetainedOutput.swift). Drawing reads and
    // writes them at every node it visits, one access at a time: no dynamic exclusivity checks.
    /// The node's own outputs must be drawn again.
    @exclusivity(unchecked) private(set) var needsDisplay = true
    /// Something below the node must be drawn again.
    @exclusivity(unchecked) private var subtreeNeedsDisplay = true
    @exclusivity(unchecked) private var drewAnimating = false
    @exclusivity(unchecked) private var subtreeDrewAnimating = false
    /// The lengths of the node's runs in the kept outputs (valid once it has been drawn: a
    /// parent draws all its children in every frame it draws or walks into).
    @exclusivity(unchecked) private var drawnCounts = OutputCounts()
    @exclusivity(unchecked) private var hasBeenDrawn = false

    init(graph: ViewGraph) {
        self.graph = graph
        createdStamp = graph.updateCount
    }

    /// A readable path of the node for diagnostics: `Root/0/VStack/1/Text`.
    var path: String {
        let own = "\(typeName)" + (key.isEmpty ? "" : "[\(key.map(\.description).joined(separator: "."))]")
        guard let parent else { return own }
        return parent.path + "/" + own
    }

    var typeName: String { String(describing: type(of: self)) }

    /// The node's animated properties, named, for the animation inspector: its frame and its
    /// default transition's fade here; subclasses add what they animate.
    var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        var list: [(property: String, animator: any InspectableAnimator)] = []
        if let frameAnimator { list.append(("frame", frameAnimator)) }
        if let transitionFade { list.append(("transition opacity", transitionFade)) }
        return list
    }

    // MARK: Children

    /// Rebuilds the children from `make`, reusing nodes whose identity (key path and type) is
    /// unchanged; the others are created, and the leftovers leave the graph.
    func reconcileChildren(transaction: Transaction, environment: EnvironmentValues, _ make: (inout NodeBuilder) -> [Node]) {
        var builder = NodeBuilder(parent: self, old: children, transaction: transaction, environment: environment)
        var new = make(&builder)
        if new.count == children.count && !zip(new, children).contains(where: { $0 !== $1 || $0.isLeaving }) { return }
        let kept = Set(new.map(ObjectIdentifier.init))
        // Children come and go with transitions when this node was already there (a node made
        // in this update is itself what appears).
        let transitions = graph.updateCount > 0 && createdStamp != graph.updateCount
        // Every old child not kept leaves the graph (by identity, whatever its key), at once
        // or at the end of its removal transition.
        var leaving = false
        for child in children where !kept.contains(ObjectIdentifier(child)) {
            if transitions && child.beginLeaving(in: transaction) {
                leaving = true
            } else {
                child.removedFromGraph()
            }
        }
        if transitions {
            let old = Set(children.map(ObjectIdentifier.init))
            for child in new {
                if !old.contains(ObjectIdentifier(child)) {
                    child.beginAppearing(in: transaction)
                } else if child.isLeaving {
                    child.returnFromLeaving(in: transaction)
                }
            }
        }
        if leaving { new = withLeavingChildren(new) }
        children = new
        invalidate()
    }

    /// `new` with the old children still leaving kept in it, each after the child it followed.
    private func withLeavingChildren(_ new: [Node]) -> [Node] {
        var index: [ObjectIdentifier: Int] = [:]
        for (i, node) in new.enumerated() { index[ObjectIdentifier(node)] = i }
        var following: [Int: [Node]] = [:]
        var anchor = -1
        for child in children {
            if let i = index[ObjectIdentifier(child)] {
                anchor = i
            } else if child.isLeaving {
                following[anchor, default: []].append(child)
            }
        }
        var result = following[-1] ?? []
        result.reserveCapacity(new.count + children.count)
        for (i, node) in new.enumerated() {
            result.append(node)
            if let after = following[i] { result += after }
        }
        return result
    }

    /// Called when the node's identity goes away: its state dies with it, and its animations
    /// stop, so every completion waiting on them fires (after the update under way).
    func removedFromGraph() {
        for child in children { child.removedFromGraph() }
        stopAnimations(into: &graph.completionsOfStoppedAnimations)
        graph.nodeRemoved(self)
        parent = nil
    }

    /// Stops the node's running animations (their values jump to the model values) and hands
    /// the completions that waited on them to `due`. Nodes with animators of their own add
    /// theirs.
    func stopAnimations(into due: inout [AnimationCompletion]) {
        if transitionFade != nil { stop(transitionFade, into: &due) }
        guard let frameAnimator, frameAnimator.isAnimating else { return }
        frameAnimator.stopAnimations(deferringCompletionsTo: &due)
        frameAnimating = false
        setNeedsDisplay()
    }

    /// Stops one of the node's own animators, if it runs, and draws the node again.
    func stop<Value>(_ animator: Animator<Value>?, into due: inout [AnimationCompletion]) {
        guard let animator, animator.isAnimating else { return }
        animator.stopAnimations(deferringCompletionsTo: &due)
        setNeedsDisplay()
    }

    /// ``stopAnimations(into:)`` for the node and everything below it.
    func stopAnimationsInSubtree(into due: inout [AnimationCompletion]) {
        for child in children { child.stopAnimationsInSubtree(into: &due) }
        stopAnimations(into: &due)
    }

    deinit {
        for child in children where child.parent === self { child.parent = nil }
    }

    /// Marks the node's content as changed: it is measured and placed again, and so are its
    /// ancestors (their sizes may depend on it) up to one whose size ignores its content, and
    /// it is drawn again.
    func invalidate() {
        needsDisplay = true
        var node: Node? = self
        // Above a node whose size ignores its content, every size still holds: the path is
        // placed again, not measured again.
        var sizesHold = false
        while let current = node {
            current.layoutIsValid = false
            current.subtreeNeedsDisplay = true
            if !sizesHold {
                current.cachedLayoutChildren = nil
                current.cachedLayoutPriority = nil
                if current.sizeIgnoresContent && (current !== self || current.sizeIgnoresInputs) {
                    sizesHold = true
                } else {
                    current.sizeCache.removeAll()
                }
            }
            node = current.parent
        }
        graph.needsLayout = true
    }

    /// True for a node whose size never depends on its children (a GeometryReader, a frame of
    /// fixed width and height): a change below it is placed again, not measured again, above it.
    var sizeIgnoresContent: Bool { false }

    /// True for a node whose own inputs never change its size either (a GeometryReader takes
    /// the room it is offered, whatever it builds).
    var sizeIgnoresInputs: Bool { false }

    /// Whether a change to this node's own inputs can change its size or where its children
    /// go. False for the nodes of drawing effects and of actions (a gesture, an identifier),
    /// which are drawn again instead.
    var inputsAffectLayout: Bool { true }

    /// Set by an update that found the node's layout inputs unchanged (a frame given the same
    /// size again): it is drawn again but not measured again. Cleared after each update.
    var keptLayoutInputs = false

    /// Marks the layout inputs kept when `unchanged` says the update gave the ones the node
    /// had (a node made in this update had none).
    func keepsLayout(if unchanged: Bool) {
        keptLayoutInputs = updateStamp > createdStamp && unchanged
    }

    /// Marks the node to be drawn again (its layout is unaffected).
    func setNeedsDisplay() {
        needsDisplay = true
        var node = parent
        while let current = node {
            current.subtreeNeedsDisplay = true
            node = current.parent
        }
    }

    /// The children a layout container sees: views whose bodies produce several views are
    /// flattened into their views.
    var layoutChildren: [Node] {
        if let cachedLayoutChildren { return cachedLayoutChildren }
        var result: [Node] = []
        for child in children where !child.isLeaving {
            if child.isTransparentInLayout { result += child.layoutChildren } else { result.append(child) }
        }
        cachedLayoutChildren = result
        return result
    }

    /// True for nodes that only group other nodes (a custom view's body), so stacks lay out
    /// what is inside them.
    var isTransparentInLayout: Bool { false }

    /// Views and modifiers with one child pass a transition through: the `.transition` of a
    /// view's body, or one under other modifiers, is the view's transition.
    var passesTransition: Bool { false }

    /// For spacers, which stacks treat specially: their minimum length (nil for other views).
    var spacerMinLength: Double? { nil }

    /// The layout priority set with `.layoutPriority` (cached until the node changes).
    final var layoutPriority: Double {
        if let cachedLayoutPriority { return cachedLayoutPriority }
        let priority = ownLayoutPriority
        cachedLayoutPriority = priority
        return priority
    }

    /// Computes ``layoutPriority``: a single child's, by default.
    var ownLayoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }

    /// The node's place in its parent's drawing order: the `.zIndex` on it, through the
    /// modifiers and bodies that wrap it alone (see ZIndex.swift).
    var zIndex: Double { children.count == 1 ? children[0].zIndex : 0 }

    /// What the node says about its cell in a ``Grid``: through the modifiers and bodies that
    /// wrap it alone (see Grid.swift), not through containers (a stack, a nested grid).
    var gridCell: GridCellInfo {
        children.count == 1 && (self is ModifierNode || isTransparentInLayout) ? children[0].gridCell : GridCellInfo()
    }

    // MARK: Layout (model values)

    /// True when the node has sizes cached and `size` gives each of them again for its
    /// proposal: new inputs that measure as the old ones did.
    func cachedSizesHold(for size: (ProposedViewSize) -> CGSize) -> Bool {
        sizeCache.holds(for: size)
    }

    /// The node's size for `proposal`, from the cache when the node was measured for it since
    /// it last changed. Containers measure children with this; nodes compute their own size in
    /// ``sizeThatFits(_:)``.
    final func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache.size(for: proposal) { return size }
        graph.work.sizesComputed += 1
        let size = sizeThatFits(proposal)
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// Computes the node's size for `proposal`. By default the children are stacked vertically
    /// (one child: its size).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = layoutChildren
        if subviews.count == 1 { return subviews[0].measure(proposal) }
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
        let size = measure(proposal)
        let origin = CGPoint(x: Double(rect.midX) - Double(size.width) / 2, y: Double(rect.midY) - Double(size.height) / 2)
        setFrame(CGRect(origin: origin, size: size))
    }

    /// Sets the model frame and lays out the children inside it, unless they are already
    /// placed for this content and size.
    func setFrame(_ frame: CGRect) {
        let frame = frame.sanitized(node: self)
        let resized = !hasFrame || frame.size != modelFrame.size
        if !hasFrame || frame != modelFrame {
            modelFrame = frame
            hasFrame = true
            graph.frameChanged(self)
        }
        if layoutIsValid && !resized { return }
        graph.work.placements += 1
        placeChildren(in: modelFrame.size)
        layoutIsValid = true
    }

    /// After layout, for a node whose frame changed: starts or merges a frame animation in
    /// the transaction of the nearest node (itself or an ancestor) updated in this pass.
    func commitFrame(at time: Double) {
        guard let frameAnimator else {
            let animator = Animator(modelFrame)
            if let counter = counterMove {
                // New under a parent that moves: it starts where its parent's move would not
                // carry it, and keeps its place in the window while the parent moves.
                animator.setValue(modelFrame.offsetBy(dx: counter.dx, dy: counter.dy), transaction: Transaction(), at: time)
                animator.setValue(modelFrame, transaction: counter.transaction, at: time)
                frameAnimating = animator.isAnimating
                counterMove = nil
            }
            self.frameAnimator = animator
            return
        }
        guard frameAnimator.modelValue != modelFrame else { return }
        var node: Node? = self
        var own = Transaction()
        while let current = node {
            if current.updateStamp == graph.updateCount {
                own = current.transaction
                break
            }
            node = current.parent
        }
        let before = frameAnimator.presentationValue(at: time)
        frameAnimator.setValue(modelFrame, transaction: own, at: time)
        frameAnimating = frameAnimator.isAnimating
        let dx = Double(modelFrame.minX - before.minX), dy = Double(modelFrame.minY - before.minY)
        if frameAnimating && (dx != 0 || dy != 0) { counterMove(children, dx: dx, dy: dy, in: own, at: time) }
    }

    /// Set by a parent that moves in an animating transaction when this node is new: how far
    /// the parent moves, which the node starts off its place by (see ``commitFrame(at:)``).
    private var counterMove: (dx: Double, dy: Double, transaction: Transaction)?

    /// Keeps views that come and go in place in the window while their parent moves by
    /// (dx, dy) in `transaction`: as in SwiftUI, a view that appears is placed by its
    /// transition alone, not carried from where its container was (a stack growing around it
    /// from a point), and a view that leaves stays where it was, its transition moving it. A
    /// new child starts (dx, dy) off its place and animates home as the parent moves; a leaving
    /// one animates (dx, dy) the other way. Children that stay move with their parent.
    private func counterMove(_ children: [Node], dx: Double, dy: Double, in transaction: Transaction, at time: Double) {
        for child in children {
            if child.isTransparentInLayout {
                counterMove(child.children, dx: dx, dy: dy, in: transaction, at: time)
            } else if child.frameAnimator == nil {
                child.counterMove = (dx, dy, transaction)
            } else if child.isLeaving, let animator = child.frameAnimator {
                let target = animator.modelValue.offsetBy(dx: -dx, dy: -dy)
                child.modelFrame = target
                animator.setValue(target, transaction: transaction, at: time)
                child.frameAnimating = animator.isAnimating
            }
        }
    }

    /// Forgets the node's own sizes and placement (not its ancestors'): for a container that
    /// changed what it gives the node besides a proposal, mid-layout (a grid's columns to a row).
    func forgetOwnLayout() {
        layoutIsValid = false
        sizeCache.removeAll()
    }

    /// Forgets every layout cache below and including the node, so the next layout starts over
    /// (the check of incremental layout uses it).
    func invalidateAllLayout() {
        layoutIsValid = false
        sizeCache.removeAll()
        cachedLayoutChildren = nil
        cachedLayoutPriority = nil
        for child in children { child.invalidateAllLayout() }
    }

    // MARK: Drawing (presentation values)

    /// The frame to draw with at `time`.
    ///
    /// A frame that does not animate is the model frame, which its animator's model value
    /// always equals after layout: drawing then does not touch the animator at all (reading
    /// thousands of animators' flags was a twentieth of a frame of animating views).
    func presentationFrame(at time: Double, _ context: inout DrawContext) -> CGRect {
        guard frameAnimating, let frameAnimator else { return modelFrame }
        let frame = frameAnimator.presentationValue(at: time)
        frameAnimating = frameAnimator.isAnimating
        context.animating = context.animating || frameAnimating
        return frame
    }

    /// Draws the node into the kept outputs: skips it when nothing in it changed or animates,
    /// draws it again from scratch when its own content, frame or animation changed, and
    /// otherwise walks into it.
    final func draw(_ context: inout DrawContext) {
        if context.isCheck {
            drawNode(&context)
            return
        }
        if context.drawsEverything {
            drawRecording(&context)
            return
        }
        let old = hasBeenDrawn ? drawnCounts : OutputCounts()
        if hasBeenDrawn && !needsDisplay && !drewAnimating {
            if !subtreeNeedsDisplay && !subtreeDrewAnimating {
                context.output.skip(drawnCounts)
                return
            }
            drawRecording(&context)
            return
        }
        if hasBeenDrawn && !needsDisplay && !subtreeNeedsDisplay {
            // Only its animations moved it: nothing in it changed, so it draws what it drew
            // last time, with new values, over its old runs in place (no scratch copies to
            // swap in). Should it draw more or fewer, the frame is drawn again from scratch.
            context.redrawing += 1
            context.redrawnInPlace += 1
            drawRecording(&context)
            context.redrawing -= 1
            if drawnCounts != old { context.output.markInconsistent() }
            return
        }
        let marks = context.output.positions(rebuilding: true)
        context.rebuilding += 1
        drawRecording(&context)
        context.rebuilding -= 1
        drawnCounts = context.output.replace(old, withScratchFrom: marks)
    }

    /// Draws everything below `root` from scratch over the whole of the kept outputs.
    static func drawReplacingAll(_ root: Node, _ context: inout DrawContext) {
        let marks = context.output.positions(rebuilding: true)
        let old = context.output.totals
        context.rebuilding += 1
        root.drawRecording(&context)
        context.rebuilding -= 1
        root.drawnCounts = context.output.replace(old, withScratchFrom: marks)
    }

    /// Draws the node and records what it drew: its runs' lengths and whether it animates.
    private func drawRecording(_ context: inout DrawContext) {
        let outerAnimating = context.animating, outerSubtree = context.subtreeAnimating
        context.animating = false
        context.subtreeAnimating = false
        let start = context.output.positions(rebuilding: context.isRebuilding)
        context.nodesDrawn += 1
        drawNode(&context)
        drawnCounts = context.output.positions(rebuilding: context.isRebuilding) - start
        drewAnimating = context.animating
        subtreeDrewAnimating = context.subtreeAnimating
        needsDisplay = false
        subtreeNeedsDisplay = false
        hasBeenDrawn = true
        context.animating = outerAnimating
        context.subtreeAnimating = outerSubtree || drewAnimating || subtreeDrewAnimating
    }

    /// True when the node or something below it was still animating when last drawn.
    var drewAnythingAnimating: Bool { drewAnimating || subtreeDrewAnimating }

    /// Positions the node by its presentation frame, then draws its content.
    private func drawNode(_ context: inout DrawContext) {
        let frame = presentationFrame(at: context.time, &context)
        if isLeaving || transitionFade != nil {
            drawTransitioning(frame: frame, &context)
            return
        }
        let saved = context.transform
        context.transform = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(context.transform)
        drawContent(size: frame.size, &context)
        context.transform = saved
    }

    /// Draws a node that appears or leaves: faded by the default transition, and out of reach
    /// of the pointer while it leaves.
    private func drawTransitioning(frame: CGRect, _ context: inout DrawContext) {
        let saved = context.state
        if let fade = transitionFade {
            let value = fade.isAnimating ? fade.presentationValue(at: context.time) : fade.modelValue
            if fade.isAnimating {
                context.animating = true
            } else if !isLeaving && value == 1 {
                transitionFade = nil
            }
            context.opacity *= min(1, max(0, value))
        }
        if isLeaving { context.state.hitTesting = false }
        context.transform = CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(context.transform)
        drawContent(size: frame.size, &context)
        context.state = saved
    }

    /// Draws what the node shows in its own coordinates, `size` big. By default, the children.
    func drawContent(size: CGSize, _ context: inout DrawContext) {
        drawChildren(&context)
    }

    /// Draws the children in order. The list is held for the whole loop, so each child lives
    /// at least as long as its drawing without a retain and release of its own (two atomic
    /// operations per node per frame, a tenth of drawing a frame of animating views).
    /// Children with a `.zIndex` are drawn in its order (above those before them with a lower
    /// one), which is also the order input hits them in.
    final func drawChildren(_ context: inout DrawContext) {
        let children = self.children
        if children.count > 1 && graph.usesZIndex, let order = Node.zOrder(of: children) {
            for index in order {
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.draw(&context) }
            }
            return
        }
        for index in children.indices {
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.draw(&context) }
        }
    }
}

/// The sizes a node answered for the proposals it was asked since it last changed. Stacks in
/// stacks ask a child for many proposals in one pass (its smallest, largest and share for each
/// proposal the outer stack makes to the inner one), so it holds up to 16, oldest out first.
struct SizeCache {
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []
    private var next = 0
    static let capacity = 16

    func size(for proposal: ProposedViewSize) -> CGSize? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.count < Self.capacity {
            entries.append((proposal, size))
        } else {
            entries[next] = (proposal, size)
            next = (next + 1) % Self.capacity
        }
    }

    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        next = 0
    }

    /// True when something is cached and `size` answers every cached proposal the same.
    func holds(for size: (ProposedViewSize) -> CGSize) -> Bool {
        !entries.isEmpty && entries.allSatisfy { size($0.proposal) == $0.size }
    }
}

extension CGRect {
    /// The rect with non-finite or negative numbers replaced by 0, warning once per node.
    func sanitized(node: Node) -> CGRect {
        if Double(minX).isFinite && Double(minY).isFinite && Double(width).isFinite && Double(height).isFinite
            && width >= 0 && height >= 0 { return self }
        node.graph.warn("\(node.path) was laid out at a frame that is not finite or has a negative size (\(self)); using 0", key: "frame:\(ObjectIdentifier(node))")
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return CGRect(x: clean(Double(origin.x)), y: clean(Double(origin.y)), width: max(0, clean(Double(size.width))), height: max(0, clean(Double(size.height))))
    }
}
