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

    /// True when both environments set the same keys to equal values. Values that are not
    /// Equatable count as different, so a caller deciding whether anything changed errs on the
    /// side of "changed".
    public func hasSameValues(as other: EnvironmentValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], let equatable = value as? any Equatable,
                  Self.isEqual(equatable, otherValue) else { return false }
        }
        return true
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
