/// A key for a custom value carried by a ``Transaction``, with its default.
///
/// ```swift
/// private struct ChangeSourceKey: TransactionKey { static let defaultValue = "unknown" }
/// extension Transaction {
///     var changeSource: String {
///         get { self[ChangeSourceKey.self] }
///         set { self[ChangeSourceKey.self] = newValue }
///     }
/// }
/// ```
public protocol TransactionKey {
    associatedtype Value
    /// The value of a transaction that did not set one.
    static var defaultValue: Value { get }
}
