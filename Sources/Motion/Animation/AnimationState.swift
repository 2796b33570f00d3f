/// A key for state that a custom animation keeps between calls, with its initial value.
public protocol AnimationStateKey {
    associatedtype Value
    /// The value before the animation has stored one.
    static var defaultValue: Value { get }
}

/// The state a custom animation keeps between frames, in slots named by ``AnimationStateKey``s.
///
/// It is a value: copying a context copies its state. Each slot holds its value in a small
/// box that is shared until one copy writes to it, so the frame-by-frame writes of a running
/// animation update the box in place and allocate nothing.
///
/// ```swift
/// private struct StartKey: AnimationStateKey { static var defaultValue: Double? { nil } }
/// context.state[StartKey.self] = time
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    private final class Box<T> {
        var value: T
        init(_ value: T) { self.value = value }
    }

    // A handful of slots at most, so a linear search beats hashing.
    private var slots: [(key: ObjectIdentifier, box: AnyObject)] = []

    /// An empty state: every key reads its default.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for slot in slots where slot.key == id {
                // The key's type fixes the box's type: no dynamic cast needed.
                return unsafeDowncast(slot.box, to: Box<K.Value>.self).value
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            for i in slots.indices where slots[i].key == id {
                if isKnownUniquelyReferenced(&slots[i].box) {
                    unsafeDowncast(slots[i].box, to: Box<K.Value>.self).value = newValue
                } else {
                    slots[i].box = Box(newValue)
                }
                return
            }
            slots.append((id, Box(newValue)))
        }
    }

    /// Exchanges the value stored for `key` with `value`, in place: a nested animation's state
    /// can be moved out, run, and moved back without either copy being shared (so the inner
    /// animation's writes need no copy either).
    public mutating func swapValue<K: AnimationStateKey>(_ key: K.Type, with value: inout K.Value) {
        let id = ObjectIdentifier(key)
        for i in slots.indices where slots[i].key == id {
            if !isKnownUniquelyReferenced(&slots[i].box) {
                slots[i].box = Box(unsafeDowncast(slots[i].box, to: Box<K.Value>.self).value)
            }
            swap(&unsafeDowncast(slots[i].box, to: Box<K.Value>.self).value, &value)
            return
        }
        var stored = K.defaultValue
        swap(&stored, &value)
        slots.append((id, Box(stored)))
    }
}
