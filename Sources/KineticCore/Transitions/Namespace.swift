import Foundation

/// A namespace owned by a view: matched-geometry ids are told apart by the namespace they are
/// in. The namespace lives as long as the view's identity does.
///
/// ```swift
/// @Namespace private var cards
/// Card().matchedGeometryEffect(id: card.id, in: cards)
/// ```
@propertyWrapper
public struct Namespace: StateProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    nonisolated(unsafe) let storage: StateBox<ID>

    public init() {
        storage = StateBox(ID(value: Self.counter.next()))
    }

    public var wrappedValue: ID {
        let box = storage.resolved
        if box.owner == nil {
            Diagnostics.warningOnce("a Namespace was read outside a view's body (or in a view that is not in a view graph); it is a new namespace each time the view is made")
        }
        return box.value
    }

    var box: AnyStateBox { storage }

    func redirect(to box: AnyStateBox) {
        guard let box = box as? StateBox<ID>, box !== storage else { return }
        storage.target = box
    }

    private static let counter = Counter()

    /// Hands out namespace numbers, from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var last = 0
        func next() -> Int { lock.withLock { last += 1; return last } }
    }
}
