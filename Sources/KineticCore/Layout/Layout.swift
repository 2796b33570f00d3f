import Foundation

/// A horizontal alignment guide: leading, center or trailing.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// A vertical alignment guide: top, center or bottom.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Text baselines are approximated by the bottom edge.
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes in `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: Double(rect.minX) + (Double(rect.width) - Double(size.width)) * horizontal.fraction,
                y: Double(rect.minY) + (Double(rect.height) - Double(size.height)) * vertical.fraction)
    }
}

/// The two layout axes.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes: the directions a ``ScrollView`` scrolls in.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A child as a custom ``Layout`` sees it: it can be measured and placed.
public struct LayoutSubview {
    let node: Node

    /// The child's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.measure(proposal)
    }

    /// Puts the child with its `anchor` at `position` (in the container's coordinates), sized
    /// for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        place(position, anchor, proposal)
    }
    private func place(_ position: CGPoint, _ anchor: UnitPoint, _ proposal: ProposedViewSize) {
        let size = node.measure(proposal)
        let origin = CGPoint(x: Double(position.x) - Double(size.width) * anchor.x, y: Double(position.y) - Double(size.height) * anchor.y)
        node.setFrame(CGRect(origin: origin, size: size))
    }

    /// The priority set with `.layoutPriority(_:)`.
    public var priority: Double { node.layoutPriority }
}

/// The children of a custom ``Layout``.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [Node]
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(node: nodes[position]) }
}

/// A container that measures and places its children itself, like SwiftUI's Layout: write
/// `sizeThatFits` and `placeSubviews`, then use it as `MyLayout { children }`.
///
/// ```swift
/// struct Radial: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (i, subview) in subviews.enumerated() {
///             let angle = Angle.degrees(360 / Double(subviews.count) * Double(i)).radians
///             subview.place(at: CGPoint(x: bounds.midX + cos(angle) * 100, y: bounds.midY + sin(angle) * 100),
///                           anchor: .center, proposal: .unspecified)
///         }
///     }
/// }
/// ```
public protocol Layout: Animatable {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Lays out `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A layout and its content, as a view.
struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    var layout: L
    var content: Content

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let content = self.content
        let layout = self.layout
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        return builder.single(LayoutNode<L>.self, make: { LayoutNode<L>(graph: graph) }) { node in
            node.update(layout: layout, transaction: transaction)
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content)
            }
        }
    }
}

/// The node of a layout container.
final class LayoutNode<L: Layout>: Node {
    /// The layout, animated: for a layout type with animatable data (a radial layout's angle).
    private var animator: Animator<L>?
    /// The layout as given: for a type with no animatable data (a stack), which never moves
    /// and never joins a transaction's completions (the view graph fires those nothing
    /// joined), so setting it again is a store, not an animator's generic work.
    private var inert: L?

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        if animator?.isAnimating == true { invalidate() }
        stop(animator, into: &due)
    }

    override var typeName: String { String(describing: L.self) }

    override var inspectableAnimators: [(property: String, animator: any InspectableAnimator)] {
        super.inspectableAnimators + (animator.map { [("layout", $0)] } ?? [])
    }

    func update(layout: L, transaction: Transaction) {
        if let inert {
            keptLayoutInputs = ViewComparison.same(inert, layout)
            self.inert = layout
        } else if let animator {
            // The same layout again places the same children the same way (a change among the
            // children invalidates through them).
            keptLayoutInputs = !animator.isAnimating && ViewComparison.same(animator.modelValue, layout)
            animator.setValue(layout, transaction: transaction, at: graph.time)
            // An animatable layout (a radial layout's angle) places its children with the
            // interpolated value each frame, so they move along the layout's own path.
            if animator.isAnimating && AnimatableBox<L>.isAnimatable { graph.registerAnimatedView(self) }
        } else if L.AnimatableData.self == EmptyAnimatableData.self {
            inert = layout
        } else {
            animator = Animator(layout)
        }
    }

    /// The layout as shown: interpolated while its animatable data animates.
    private var layout: L {
        if let inert { return inert }
        guard let animator else { fatalError("a layout node is updated before it lays out") }
        return animator.isAnimating ? animator.presentationValue(at: graph.time) : animator.modelValue
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = LayoutSubviews(nodes: layoutChildren)
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func placeChildren(in size: CGSize) {
        let subviews = LayoutSubviews(nodes: layoutChildren)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
    }
}

extension LayoutNode: Evaluatable {
    func reevaluate(transaction: Transaction) {}

    /// Its size depends on the clock while it animates: no cached size or placement holds.
    func prepareForLayout() {
        if animator?.isAnimating == true { invalidate() }
    }

    /// Lays out again with this frame's interpolated layout while it animates.
    func advanceAnimation(_ context: inout DrawContext) {
        guard let animator, animator.isAnimating else { return }
        // Measured and placed again with this frame's layout.
        invalidate()
        _ = animator.presentationValue(at: context.time)
        if animator.isAnimating { context.animating = true }
    }
}

/// SwiftUI's stack layout: the least flexible children are sized first, each offered an equal
/// share of what is left; spacers take what remains.
enum StackAlgorithm {
    static let defaultSpacing = 8.0

    private static func along(_ size: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? size.width : size.height) }
    private static func across(_ size: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? size.height : size.width) }
    private static func proposal(along: Double?, across: Double?, _ axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }

    /// The sizes the children take for `proposal`.
    static func sizes(of children: [Node], axis: Axis, spacing: Double?, proposal: ProposedViewSize) -> [CGSize] {
        let gap = spacing ?? defaultSpacing
        let proposedAlong = axis == .horizontal ? proposal.width : proposal.height
        let proposedAcross = axis == .horizontal ? proposal.height : proposal.width
        guard let total = proposedAlong else {
            // Ideal size: every child at its ideal, spacers at their minimum length.
            return children.map { child in
                if let minLength = child.spacerMinLength {
                    return axis == .horizontal ? CGSize(width: minLength, height: 0) : CGSize(width: 0, height: minLength)
                }
                return child.measure(self.proposal(along: nil, across: proposedAcross, axis))
            }
        }
        var remaining = total - gap * Double(max(0, children.count - 1))
        // Flexibility: how much a child can grow between its smallest and largest size.
        let smallest = self.proposal(along: 0, across: proposedAcross, axis)
        let largest = self.proposal(along: .infinity, across: proposedAcross, axis)
        var keys: [(priority: Double, flexibility: Double, index: Int)] = []
        keys.reserveCapacity(children.count)
        var spacers: [Double?] = []
        spacers.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let spacer = child.spacerMinLength
            spacers.append(spacer)
            let flexibility = spacer != nil ? .infinity : along(child.measure(largest), axis) - along(child.measure(smallest), axis)
            keys.append((child.layoutPriority, flexibility, index))
        }
        // Highest priority first, then the least flexible; ties keep their order.
        keys.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            return a.index < b.index
        }
        let order = keys.map(\.index)
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        var left = children.count
        for index in order {
            let share = max(0, remaining) / Double(left)
            let size: CGSize
            if let minLength = spacers[index] {
                // A spacer takes its share along the stack and nothing across it.
                let length = max(minLength, share.isFinite ? share : minLength)
                size = axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
            } else {
                size = children[index].measure(self.proposal(along: share, across: proposedAcross, axis))
            }
            sizes[index] = size
            remaining -= along(size, axis)
            left -= 1
        }
        return sizes
    }

    static func size(of children: [Node], axis: Axis, spacing: Double?, proposal: ProposedViewSize) -> CGSize {
        let gap = spacing ?? defaultSpacing
        let sizes = self.sizes(of: children, axis: axis, spacing: spacing, proposal: proposal)
        let length = sizes.reduce(0) { $0 + along($1, axis) } + gap * Double(max(0, children.count - 1))
        let thickness = sizes.map { across($0, axis) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    static func place(_ children: [Node], axis: Axis, alignment: Alignment, spacing: Double?, in rect: CGRect, proposal: ProposedViewSize) {
        let gap = spacing ?? defaultSpacing
        let sizes = self.sizes(of: children, axis: axis, spacing: spacing, proposal: proposal)
        let used = sizes.reduce(0) { $0 + along($1, axis) } + gap * Double(max(0, children.count - 1))
        // Centre the run when the stack was given more room than it used.
        var cursor = (along(rect.size, axis) - used) / 2 + (axis == .horizontal ? Double(rect.minX) : Double(rect.minY))
        for (child, size) in zip(children, sizes) {
            let origin: CGPoint
            if axis == .horizontal {
                let y = Double(rect.minY) + (Double(rect.height) - Double(size.height)) * alignment.vertical.fraction
                origin = CGPoint(x: cursor, y: y)
            } else {
                let x = Double(rect.minX) + (Double(rect.width) - Double(size.width)) * alignment.horizontal.fraction
                origin = CGPoint(x: x, y: cursor)
            }
            child.setFrame(CGRect(origin: origin, size: size))
            cursor += along(size, axis) + gap
        }
    }
}

/// Children side by side, left to right.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAlgorithm.size(of: subviews.nodes, axis: .horizontal, spacing: spacing, proposal: proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.place(subviews.nodes, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, in: bounds, proposal: proposal)
    }
}

/// Children one above the other, top to bottom.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackAlgorithm.size(of: subviews.nodes, axis: .vertical, spacing: spacing, proposal: proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.place(subviews.nodes, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, in: bounds, proposal: proposal)
    }
}

/// Children on top of each other, aligned.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width = 0.0, height = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            width = max(width, Double(size.width))
            height = max(height, Double(size.height))
        }
        return CGSize(width: width, height: height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Views side by side: `HStack(spacing: 12) { … }`.
public struct HStack<Content: View>: PrimitiveView {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { LayoutView(layout: layout, content: content).makeNodes(&builder) }
}

/// Views one above the other: `VStack(alignment: .leading) { … }`.
public struct VStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { LayoutView(layout: layout, content: content).makeNodes(&builder) }
}

/// Views on top of each other: `ZStack(alignment: .topLeading) { … }`.
public struct ZStack<Content: View>: PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    func makeNodes(_ builder: inout NodeBuilder) -> [Node] { LayoutView(layout: layout, content: content).makeNodes(&builder) }
}
