import Foundation
import KineticRunLoop
import Observation

/// Something that owns state boxes and hears when they change.
protocol StateOwner: AnyObject {
    func stateDidChange(in transaction: Transaction)
    /// True when a change made now must be carried to the main queue first (see
    /// ``ViewGraph/isDrivenOnMainQueue``).
    var changesMustHop: Bool { get }
}

/// Storage for one `@State` property, owned by a graph node.
class AnyStateBox {
    /// The node that owns the box. Not a weak reference (weak references make every retain of
    /// a node slow): the node clears it when it leaves the graph or is freed.
    unowned(unsafe) var owner: (any StateOwner)?
}

final class StateBox<Value>: AnyStateBox {
    var value: Value
    /// When set, this box stands in for a box kept by the graph (a fresh view value's state
    /// linked to the node's).
    var target: StateBox<Value>?

    init(_ value: Value) { self.value = value }

    var resolved: StateBox<Value> { target?.resolved ?? self }

    func read() -> Value {
        let box = resolved
        return box.value
    }

    func write(_ newValue: Value) {
        // SwiftUI lets state change from any thread (a task off the main actor, a callback):
        // the change is made on the main queue, where the graph lives, in its transaction.
        if let owner = resolved.owner, owner.changesMustHop {
            let transaction = Transaction.current
            let write = OffMainWrite(box: self, value: newValue)
            DispatchQueue.main.async { withTransaction(transaction) { write.apply() } }
            return
        }
        let box = resolved
        box.value = newValue
        let transaction = Transaction.current
        guard let owner = box.owner else { return }
        owner.stateDidChange(in: transaction)
    }
}

/// A state change made off the main queue, carried to it.
private struct OffMainWrite<Value>: @unchecked Sendable {
    let box: StateBox<Value>
    let value: Value
    func apply() { box.write(value) }
}

protocol StateProperty {
    var box: AnyStateBox { get }
    func redirect(to box: AnyStateBox)
}

/// A value a view owns: it lives in the view graph as long as the view's identity does, and
/// changing it re-evaluates the view's body in the current transaction.
///
/// ```swift
/// @State private var isOn = false
/// Toggle("Sound", isOn: $isOn)
/// ```
@propertyWrapper
public struct State<Value>: StateProperty {
    let storage: StateBox<Value>

    public init(wrappedValue value: Value) {
        storage = StateBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { storage.read() }
        nonmutating set { storage.write(newValue) }
    }

    /// A binding to the value, for child views that change it.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.read() }, set: { value, transaction in
            withTransaction(transaction) { storage.write(value) }
        })
    }

    var box: AnyStateBox { storage }

    func redirect(to box: AnyStateBox) {
        guard let box = box as? StateBox<Value>, box !== storage else { return }
        storage.target = box
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value someone else owns, read and written through.
///
/// ```swift
/// struct Switch: View {
///     @Binding var isOn: Bool
///     var body: some View { Capsule().fill(isOn ? .green : .gray).onTapGesture { isOn.toggle() } }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction changes through this binding are made in.
    public var transaction: Transaction

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        transaction = Transaction()
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        transaction = Transaction()
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a constant: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            // A binding carrying an animation (`$x.animation()`) animates the change.
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(Transaction.current.merging(transaction)) { setter(newValue, Transaction.current) }
            } else {
                setter(newValue, Transaction.current)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { value, transaction in
            var whole = self.wrappedValue
            whole[keyPath: keyPath] = value
            self.setter(whole, transaction)
        })
    }

    /// The binding with changes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The binding with changes animated by `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

protocol EnvironmentProperty {
    /// Reads the property's value from the environment the view is in; returns what is
    /// missing (an object no ancestor put there) when it cannot.
    func read(from environment: EnvironmentValues) -> String?
}

/// A value read from the environment a view is in: set above it with `.environment(_:_:)`, or
/// an `@Observable` object put there with `.environment(_:)`.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(Library.self) private var library
/// ```
@propertyWrapper
public struct Environment<Value>: EnvironmentProperty {
    private final class Storage: @unchecked Sendable { var value: Value?; init() {} }
    private let read: (EnvironmentValues) -> Value?
    /// For an object read by its type, the type's name (for the message when it is missing)
    /// and whether it may be missing (an optional).
    private let object: (typeName: String, optional: Bool)?
    private let storage = Storage()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        object = nil
    }

    /// The `@Observable` object of type `objectType` an ancestor put in the environment with
    /// `.environment(_:)`. A view that reads it where none was put shows nothing and says so
    /// once (SwiftUI stops the program there).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[EnvironmentObjectKey<Value>.self]?.object }
        object = (String(describing: Value.self), false)
    }

    /// The `@Observable` object of type `objectType` in the environment, or nil when no
    /// ancestor put one there.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { .some($0[EnvironmentObjectKey<Object>.self]?.object) }
        object = (String(describing: Object.self), true)
    }

    public var wrappedValue: Value {
        if let value = storage.value { return value }
        if let object {
            preconditionFailure("No Observable object of type \(object.typeName) found. A View.environment(_:) for \(object.typeName) may be missing as an ancestor of this view.")
        }
        return read(EnvironmentValues())!
    }

    func read(from environment: EnvironmentValues) -> String? {
        storage.value = read(environment)
        guard storage.value == nil, let object, !object.optional else { return nil }
        return "No Observable object of type \(object.typeName) found. A View.environment(_:) for \(object.typeName) may be missing as an ancestor of this view."
    }
}

/// Where `.environment(_:)` keeps an object, by its type.
enum EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectReference<Object>? { nil }
}

/// An object in the environment, equal to another only when it is the same object: a view
/// below is updated when another object is put there, not at every update of the view that
/// puts it.
struct ObjectReference<Object: AnyObject>: Equatable {
    let object: Object
    static func == (a: ObjectReference, b: ObjectReference) -> Bool { a.object === b.object }
}
