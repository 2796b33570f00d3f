import Foundation

/// A value kept on the heap, never changed and shared: copying the holder copies a reference.
/// Equal and hashed by value (two holders of equal values are equal).
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// A new holder of the value with one field changed.
    func with<Field>(_ field: WritableKeyPath<Value, Field>, _ newValue: Field) -> SharedValue {
        var changed = value
        changed[keyPath: field] = newValue
        return SharedValue(changed)
    }

    static func == (a: SharedValue, b: SharedValue) -> Bool {
        a === b || a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
