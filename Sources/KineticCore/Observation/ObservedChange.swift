import Foundation
import KineticRunLoop

/// A node as an observation's change callback sees it: the callback may run on any thread, so
/// the node is only reached on the main queue.
final class ObservingNode: @unchecked Sendable {
    private weak var node: Node?
    private let change: (Node, Transaction) -> Void
    /// Whether the node's graph lives on the main queue (see ``ViewGraph/isDrivenOnMainQueue``).
    private let onMainQueue: Bool

    /// - Parameter change: What the node does when something it observed will change; run on
    ///   the graph's queue with the transaction the change was made in.
    init(_ node: Node, change: @escaping (Node, Transaction) -> Void) {
        self.node = node
        self.change = change
        onMainQueue = node.graph.isDrivenOnMainQueue
    }

    /// True when a change made now must be carried to the main queue first.
    private var mustHop: Bool { onMainQueue && !MainQueue.isCurrent }

    /// Called by a watch, on the thread that changes the value: at once on the main queue,
    /// otherwise in a block on it (before the next frame, which that block wakes). SwiftUI
    /// says nothing of an `@Observable` changed off the main thread, and neither does this.
    @Sendable func willChange() {
        let transaction = Transaction.current
        if mustHop {
            DispatchQueue.main.async { self.apply(transaction) }
        } else {
            apply(transaction)
        }
    }

    /// Called by an `ObservableObject`'s `objectWillChange`, on the thread that publishes: at
    /// once on the main queue; otherwise on it, with the warning SwiftUI gives (once per type).
    func objectWillChange(publishedBy typeName: String) {
        let transaction = Transaction.current
        if !mustHop {
            apply(transaction)
        } else {
            DispatchQueue.main.async {
                self.node?.graph.warn(
                    "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates (\(typeName))",
                    key: "background-publish:\(typeName)")
                self.apply(transaction)
            }
        }
    }

    /// A node still being built (its parent's body under way) is marked too: the graph
    /// applies changes only to nodes in it, and says when a body changed what another reads.
    private func apply(_ transaction: Transaction) {
        guard let node else { return }
        change(node, transaction)
    }
}
