import Foundation

/// State a gesture sets while it lasts, back to its initial value when the gesture ends or is
/// cancelled: `@GestureState private var offset = CGSize.zero` with
/// `DragGesture().updating($offset) { value, state, transaction in state = value.translation }`.
@propertyWrapper
public struct GestureState<Value>: StateProperty {
    let storage: StateBox<Value>
    let initialValue: Value
    /// Makes the transaction the reset happens in, given the value it resets.
    let resetTransaction: (Value, inout Transaction) -> Void

    /// State reset in `resetTransaction` (none by default: it jumps back).
    public init(wrappedValue: Value, resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// State reset in the transaction `reset` makes, given the value it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = StateBox(wrappedValue)
        initialValue = wrappedValue
        resetTransaction = reset
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public var wrappedValue: Value { storage.read() }

    /// The state itself, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    var box: AnyStateBox { storage }

    func redirect(to box: AnyStateBox) {
        guard let box = box as? StateBox<Value>, box !== storage else { return }
        storage.target = box
    }

    /// Changes the state as a gesture's `body` says, in the transaction it leaves.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = storage.read()
        var transaction = Transaction.current
        body(&value, &transaction)
        withTransaction(transaction) { storage.write(value) }
    }

    /// Puts the initial value back, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetTransaction(storage.read(), &transaction)
        withTransaction(transaction) { storage.write(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

/// One `updating(_:body:)` of a gesture: how it changes its state, and how it resets it.
struct GestureStateUpdate {
    let change: (DragGestureValue) -> Void
    let reset: () -> Void
}

extension DragGesture {
    /// Sets `state` from each change of the drag (`body` may also change the transaction the
    /// change happens in); `state` goes back to its initial value when the drag ends or is
    /// cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
        var copy = self
        copy.updates.append(GestureStateUpdate(change: { value in
            state.update { current, transaction in body(value, &current, &transaction) }
        }, reset: { state.reset() }))
        return copy
    }
}
