import Foundation

/// Something that owns state boxes and hears when they change.
protocol StateOwner: AnyObject {
    func stateDidChange(in transaction: Transaction)
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
        let box = resolved
        box.value = newValue
        let transaction = Transaction.current
        guard let owner = box.owner else { return }
        owner.stateDidChange(in: transaction)
    }
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
    func read(from environment: EnvironmentValues)
}

/// A value read from the environment a view is in: set above it with `.environment(_:_:)`.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
@propertyWrapper
public struct Environment<Value>: EnvironmentProperty {
    private final class Storage: @unchecked Sendable { var value: Value?; init() {} }
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let storage = Storage()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        storage.value ?? EnvironmentValues()[keyPath: keyPath]
    }

    func read(from environment: EnvironmentValues) {
        storage.value = environment[keyPath: keyPath]
    }
}

