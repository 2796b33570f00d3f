/// A key for a value in ``EnvironmentValues``, with the value used where none was set.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value read where nobody set one.
    static var defaultValue: Value { get }
}

/// Values a view tree hands down to its descendants, keyed by type.
///
/// It lives in Motion so that an ``AnimationContext`` can carry the environment of the view
/// that started an animation; Kinetic adds the view-related values as extensions.
///
/// ```swift
/// private struct PausedKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///     var isPaused: Bool {
///         get { self[PausedKey.self] }
///         set { self[PausedKey.self] = newValue }
///     }
/// }
/// ```
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Values are only read and written through their key's type, like SwiftUI's environment.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An environment where every key has its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
