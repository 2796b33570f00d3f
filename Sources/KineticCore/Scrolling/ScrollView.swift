import Foundation

/// A view whose content can be larger than itself and is moved into sight with the wheel or by
/// dragging: `ScrollView { LazyVGrid(columns: columns) { … } }`.
///
/// The scroll view takes the space it is offered and gives its content as much room as it
/// wants along the axes it scrolls; several views inside it are stacked along the axis (a
/// `VStack` for a vertical scroll view, an `HStack` for a horizontal one). Content shorter than
/// the scroll view sits at its top (or leading edge).
///
/// - The wheel moves the content 40 points a notch with a short ease; a turn the scroll view
///   cannot follow (it is at its end) goes on to a scroll view around it. A vertical wheel
///   moves a horizontal-only scroll view sideways.
/// - A drag moves the content with the pointer, stretching past the ends with resistance; on
///   release it coasts on with the pointer's velocity and comes to rest, springing back inside
///   the ends when it passed them.
/// - Rows that have scrolled out of sight are neither drawn there nor hit.
public struct ScrollView<Content: View>: View {
    /// The directions the content moves in.
    public var axes: Axis.Set
    /// Whether a thin bar shows where the visible part lies, when the content overflows.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// Where the content is scrolled to: the content point shown at the top-leading corner.
    @State private var offset = CGSize.zero
    /// Where the content was when the drag in progress began (nil when none is).
    @State private var dragStart: CGSize?
    /// What the last layout measured, for the handlers to clamp with; never drives an update.
    @State private var metrics = ScrollMetrics()
    /// Made with the view: the same object while only the scroll view's own state changes, so
    /// a scroll or a drag does not build the content again (a list's rows, a grid's cells).
    private let contentIdentity = ScrollContentIdentity()
    /// The reader around it, if any, that scrolls it to a view.
    @Environment(\.scrollTargets) private var targets

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        let axes = self.axes, metrics = self.metrics, offset = $offset, dragStart = $dragStart
        let layout = ScrollLayout(axes: axes, offset: self.offset, target: self.offset, allowsOverscroll: self.dragStart != nil, metrics: metrics)
        targets?.register(ScrollTarget(identity: contentIdentity, metrics: metrics, axes: axes, offset: offset))
        return layout {
            if axes == .horizontal {
                ScrollContent(content: HStack { content }, identity: contentIdentity)
            } else {
                ScrollContent(content: VStack { content }, identity: contentIdentity)
            }
            if showsIndicators {
                ScrollIndicator()
                ScrollIndicator()
            }
        }
        .clipped()
        .coordinateSpace(.scrollView)
        .gesture(DragGesture()
            .onChanged { drag in
                let start = dragStart.wrappedValue ?? metrics.clamped(offset.wrappedValue, axes: axes)
                if dragStart.wrappedValue == nil { dragStart.wrappedValue = start }
                let wanted = CGSize(width: axes.contains(.horizontal) ? Double(start.width) - Double(drag.translation.width) : 0,
                                    height: axes.contains(.vertical) ? Double(start.height) - Double(drag.translation.height) : 0)
                offset.wrappedValue = metrics.rubberBanded(wanted)
            }
            .onEnded { drag in
                dragStart.wrappedValue = nil
                let current = offset.wrappedValue
                // Coast on as a flick on a touch screen does (a deceleration rate of 0.998 per
                // millisecond travels half a second's worth of the velocity), stopping at the ends.
                let coast = 0.5
                let projected = CGSize(width: Double(current.width) - Double(drag.velocity.width) * coast,
                                       height: Double(current.height) - Double(drag.velocity.height) * coast)
                // The drag's transaction tracked the velocity: the spring starts at the pointer's speed.
                withAnimation(.spring(duration: 0.7, bounce: 0)) {
                    offset.wrappedValue = metrics.clamped(projected, axes: axes)
                }
            })
        .onScrollWheel { delta in
            var delta = delta
            if axes == .horizontal && delta.width == 0 { delta = CGSize(width: delta.height, height: 0) }
            let current = metrics.clamped(offset.wrappedValue, axes: axes)
            let next = metrics.clamped(CGSize(width: Double(current.width) + Double(delta.width),
                                              height: Double(current.height) + Double(delta.height)), axes: axes)
            guard next != current else { return false }
            // Timing curves add when they overlap, so notches in quick succession run on smoothly.
            withAnimation(.easeOut(duration: 0.15)) { offset.wrappedValue = next }
            return true
        }
    }
}

/// The identity of a scroll view's content as it was given (see ``ScrollContent``).
final class ScrollContentIdentity {
    /// The content's node, once built (a reader finds views in it).
    weak var node: ScrollContentNode?
}

/// A scroll view's content, built again only when the scroll view was made anew (its parent
/// gave it new content) or its environment changed; a change of the scroll view's own state
/// (its offset, a drag) keeps the content's nodes as they are.
struct ScrollContent<Content: View>: PrimitiveView {
    let content: Content
    let identity: ScrollContentIdentity

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        return builder.single(ScrollContentNode.self, make: { ScrollContentNode(graph: graph) }) { node in
            identity.node = node
            if node.identity === identity, let built = node.environment, built.hasSameValues(as: environment) {
                node.keptLayoutInputs = true
                return
            }
            node.identity = identity
            node.environment = environment
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content)
            }
        }
    }
}

/// The node of ``ScrollContent``: its one child, measured and placed as itself.
final class ScrollContentNode: Node {
    var identity: ScrollContentIdentity?
    var environment: EnvironmentValues?
    override var typeName: String { "ScrollContent" }
}

/// What a scroll view's layout measured last: its own size and its content's.
final class ScrollMetrics {
    var viewport = CGSize.zero
    var content = CGSize.zero

    /// How far the content can scroll along each axis.
    var maximum: CGSize {
        CGSize(width: max(0, Double(content.width) - Double(viewport.width)),
               height: max(0, Double(content.height) - Double(viewport.height)))
    }

    /// `offset` inside 0…maximum on the axes in `axes`, 0 on the others; NaN becomes 0.
    func clamped(_ offset: CGSize, axes: Axis.Set) -> CGSize {
        let maximum = self.maximum
        func clamp(_ value: Double, _ limit: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), limit) }
        return CGSize(width: axes.contains(.horizontal) ? clamp(Double(offset.width), Double(maximum.width)) : 0,
                      height: axes.contains(.vertical) ? clamp(Double(offset.height), Double(maximum.height)) : 0)
    }

    /// `offset` with what lies past the ends reduced the way a stretched sheet resists: the
    /// further past, the less it follows, never beyond the scroll view's own length.
    func rubberBanded(_ offset: CGSize) -> CGSize {
        let maximum = self.maximum
        func band(_ value: Double, _ limit: Double, _ length: Double) -> Double {
            guard value.isFinite else { return 0 }
            let excess = value < 0 ? -value : value > limit ? value - limit : 0
            guard excess > 0, length > 0 else { return value }
            let stretched = (1 - 1 / (excess * 0.55 / length + 1)) * length
            return value < 0 ? -stretched : limit + stretched
        }
        return CGSize(width: band(Double(offset.width), Double(maximum.width), Double(viewport.width)),
                      height: band(Double(offset.height), Double(maximum.height), Double(viewport.height)))
    }
}

/// Places a scroll view's content at its offset and its indicators along its edges.
///
/// Children: the content, then (when indicators show) the vertical and the horizontal bar.
struct ScrollLayout: Layout {
    var axes: Axis.Set
    /// Where the content is shown: animated (the layout's animatable data).
    var offset: CGSize
    /// Where the content comes to rest (not animated): while the offset is on its way there, a
    /// fling's spring may carry it past an end, and it shows stretched there and springs back.
    var target: CGSize
    /// True during a drag, which may pull the content past its ends.
    var allowsOverscroll: Bool
    let metrics: ScrollMetrics

    /// The offset animates in the layout itself, so what is placed each frame (and the rows a
    /// lazy stack inside builds) follows the content as it is shown.
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(offset.width), Double(offset.height)) }
        set { offset = CGSize(width: newValue.first, height: newValue.second) }
    }

    static let indicatorThickness = 5.0
    static let indicatorInset = 2.0

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : finite(proposal.width),
                                height: axes.contains(.vertical) ? nil : finite(proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = content.sizeThatFits(contentProposal(proposal))
        // Greedy where a length is offered; the content's own size where none (or no end) is.
        func length(_ offered: Double?, _ own: Double) -> Double { offered.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return CGSize(width: length(proposal.width, Double(size.width)), height: length(proposal.height, Double(size.height)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let inner = contentProposal(proposal)
        let size = content.sizeThatFits(inner)
        metrics.viewport = bounds.size
        metrics.content = size
        let shown = allowsOverscroll ? offset : offset != target ? metrics.rubberBanded(offset) : metrics.clamped(offset, axes: axes)
        // Across an axis it does not scroll, content narrower than the view is centred.
        let x = axes.contains(.horizontal) ? -Double(shown.width) : (Double(bounds.width) - Double(size.width)) / 2
        let y = axes.contains(.vertical) ? -Double(shown.height) : (Double(bounds.height) - Double(size.height)) / 2
        content.place(at: CGPoint(x: Double(bounds.minX) + x, y: Double(bounds.minY) + y), proposal: inner)
        guard subviews.count >= 3 else { return }
        placeIndicator(subviews[1], vertical: true, shown: shown, in: bounds)
        placeIndicator(subviews[2], vertical: false, shown: shown, in: bounds)
    }

    /// A bar along the trailing (or bottom) edge, as long as the visible share of the content
    /// and as far along as the offset; nothing when the content fits.
    private func placeIndicator(_ bar: LayoutSubview, vertical: Bool, shown: CGSize, in bounds: CGRect) {
        let axis: Axis.Set = vertical ? .vertical : .horizontal
        let viewport = Double(vertical ? bounds.height : bounds.width)
        let content = Double(vertical ? metrics.content.height : metrics.content.width)
        let limit = Double(vertical ? metrics.maximum.height : metrics.maximum.width)
        guard axes.contains(axis), limit > 0, viewport > 0 else {
            bar.place(at: bounds.origin, proposal: .zero)
            return
        }
        let track = viewport - 2 * Self.indicatorInset
        let position = Double(vertical ? shown.height : shown.width)
        // Past an end the bar shortens, as it does on every platform.
        let overshoot = position < 0 ? -position : max(0, position - limit)
        let length = min(track, max(Self.indicatorThickness * 3, track * viewport / content - overshoot))
        let fraction = min(1, max(0, position / limit))
        let along = Self.indicatorInset + (track - length) * fraction
        let across = Double(vertical ? bounds.width : bounds.height) - Self.indicatorThickness - Self.indicatorInset
        if vertical {
            bar.place(at: CGPoint(x: Double(bounds.minX) + across, y: Double(bounds.minY) + along),
                      proposal: ProposedViewSize(width: Self.indicatorThickness, height: length))
        } else {
            bar.place(at: CGPoint(x: Double(bounds.minX) + along, y: Double(bounds.minY) + across),
                      proposal: ProposedViewSize(width: length, height: Self.indicatorThickness))
        }
    }
}

/// A scroll view's position bar: a translucent capsule that passes no input through to itself.
struct ScrollIndicator: View {
    var body: some View {
        Capsule().fill(Color(white: 0.6, opacity: 0.55)).allowsHitTesting(false)
    }
}
