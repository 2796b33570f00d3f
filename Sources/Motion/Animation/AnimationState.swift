/// A key for state that a custom animation keeps between calls, with its initial value.
public protocol AnimationStateKey {
    associatedtype Value
    /// The value before the animation has stored one.
    static var defaultValue: Value { get }
}

/// The state a custom animation keeps between frames, in slots named by ``AnimationStateKey``s.
///
/// ```swift
/// private struct StartKey: AnimationStateKey { static var defaultValue: Double? { nil } }
/// context.state[StartKey.self] = time
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key reads its default.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// True when nothing has been stored.
    package var isEmpty: Bool { storage.isEmpty }
}
