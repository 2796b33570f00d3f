import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it to a view by its identity:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(items) { Row($0) } }
///     Button("Last") { withAnimation { proxy.scrollTo(items.last?.id, anchor: .bottom) } }
/// }
/// ```
///
/// A view is found by `.id(_:)` or by its `ForEach` identity among the views built: rows of a
/// lazy stack that have not come into sight yet are not found (a warning says so).
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var targets = ScrollTargets()

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls the nearest scroll view holding the view with identity `id` so that the view's
    /// `anchor` point lines up with the same point of the scroll view; with no anchor (and none
    /// in the transaction's `scrollTargetAnchor`), as little as shows the whole view. The
    /// scroll animates in the current transaction.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let anchor = anchor ?? Transaction.current.scrollTargetAnchor
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The scroll views inside a reader.
final class ScrollTargets {
    private var entries: [ObjectIdentifier: ScrollTarget] = [:]
    var warn: (String) -> Void = { Diagnostics.warningOnce($0) }

    func register(_ target: ScrollTarget) { entries[ObjectIdentifier(target.metrics)] = target }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        entries = entries.filter { $0.value.identity.node?.isAttached ?? false }
        for target in entries.values {
            guard let content = target.identity.node, let item = content.descendant(withID: id) else { continue }
            target.scroll(toShow: item, in: content, anchor: anchor)
            return
        }
        warn("scrollTo(\(id.base)): no view with that id is built in a scroll view of this reader (a lazy stack's rows are found once they have come into sight)")
    }
}

/// One scroll view, as a reader scrolls it.
struct ScrollTarget {
    let identity: ScrollContentIdentity
    let metrics: ScrollMetrics
    let axes: Axis.Set
    let offset: Binding<CGSize>

    func scroll(toShow item: Node, in content: Node, anchor: UnitPoint?) {
        // The view's frame in the content's coordinates.
        let itemFrame = item.windowFrame, contentFrame = content.windowFrame
        let frame = itemFrame.offsetBy(dx: -contentFrame.minX, dy: -contentFrame.minY)
        let viewport = metrics.viewport
        let current = metrics.clamped(offset.wrappedValue, axes: axes)
        func along(_ start: Double, _ length: Double, _ view: Double, _ now: Double, _ unit: Double?) -> Double {
            if let unit { return start + unit * length - unit * view }
            // As little as shows it: its start when it is above, its end when it is below.
            if start < now { return start }
            if start + length > now + view { return start + length - view }
            return now
        }
        let wanted = CGSize(width: axes.contains(.horizontal) ? along(Double(frame.minX), Double(frame.width), Double(viewport.width), Double(current.width), anchor.map { Double($0.x) }) : 0,
                            height: axes.contains(.vertical) ? along(Double(frame.minY), Double(frame.height), Double(viewport.height), Double(current.height), anchor.map { Double($0.y) }) : 0)
        offset.wrappedValue = metrics.clamped(wanted, axes: axes)
    }
}

private struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
    var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }
}

extension Node {
    /// The first view below this one with the explicit identity `id` (`.id(_:)`, a `ForEach`
    /// element's id), in view order.
    func descendant(withID id: AnyHashable) -> Node? {
        var stack: [Node] = children.reversed()
        while let node = stack.popLast() {
            if !node.isLeaving, node.key.contains(.id(id)) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

extension Transaction {
    /// Where a `scrollTo` made in this transaction without an anchor of its own lines the
    /// view up (nil: as little as shows it).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}
