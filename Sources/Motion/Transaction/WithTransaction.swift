import Foundation

/// Runs `body` with `transaction` as the current transaction, merged over the current one so
/// nested calls inherit the keys the outer ones set, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction.current.merging(transaction)) { try body() }
}

/// Runs `body` with one value of the current transaction changed, for example
/// `withTransaction(\.isContinuous, true) { … }`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` in a transaction that animates its changes with `animation` (the default
/// spring unless another is named; nil for no animation).
///
/// ```swift
/// withAnimation(.bouncy) { isSelected.toggle() }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` animated with `animation` and calls `completion` once, when the animations it
/// started are complete by `completionCriteria` (promptly if it started none).
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try Transaction.$current.withValue(transaction) { try body() }
}
