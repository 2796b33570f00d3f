import Combine
import Foundation
import KineticRunLoop

extension View {
    /// Runs `action` with every value `publisher` sends while the view is in the graph: a
    /// timer's ticks, a subject's events.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(count)").onReceive(ticks) { _ in withAnimation { count += 1 } }
    /// ```
    ///
    /// The subscription is made when the view appears and ended when it disappears; a new
    /// publisher (another instance, for a class) replaces it. A value sent off the main thread
    /// is handed to `action` on the main queue (where the window's views live).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        ReceiveView(content: self, publisher: publisher, action: action)
    }
}

struct ReceiveView<Content: View, P: Publisher>: PrimitiveView where P.Failure == Never {
    var content: Content
    var publisher: P
    var action: (P.Output) -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(ReceiveNode<P>.self, content: content, make: { ReceiveNode<P>(graph: graph) }) { node in
            node.action = action
            node.subscribe(to: publisher)
        }
    }
}

/// Holds a view's subscription to a publisher while the view is in the graph.
final class ReceiveNode<P: Publisher>: ModifierNode where P.Failure == Never {
    /// Its own input (a subscription) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var action: ((P.Output) -> Void)?
    private var publisher: P?
    private var subscription: AnyCancellable?

    /// Subscribes to `publisher` unless it is the one already subscribed to.
    func subscribe(to publisher: P) {
        if let current = self.publisher, Self.same(current, publisher) { return }
        self.publisher = publisher
        let receiver = Receiver(self)
        subscription = publisher.sink { value in receiver.receive(value) }
    }

    /// The same publisher: the same instance of a class, equal bytes of plain data.
    private static func same(_ a: P, _ b: P) -> Bool {
        if P.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return ViewComparison.same(a, b)
    }

    fileprivate func deliver(_ value: P.Output) {
        guard isAttached else { return }
        action?(value)
    }

    override func removedFromGraph() {
        subscription = nil
        publisher = nil
        super.removedFromGraph()
    }
}

/// Hands a publisher's values to its node on the main queue.
private final class Receiver<P: Publisher>: @unchecked Sendable where P.Failure == Never {
    private weak var node: ReceiveNode<P>?
    private let onMainQueue: Bool
    init(_ node: ReceiveNode<P>) {
        self.node = node
        onMainQueue = node.graph.isDrivenOnMainQueue
    }

    func receive(_ value: P.Output) {
        if !onMainQueue || MainQueue.isCurrent {
            node?.deliver(value)
        } else {
            let value = UncheckedValue(value)
            DispatchQueue.main.async { self.node?.deliver(value.value) }
        }
    }
}

/// A value crossing to the main queue.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
