import Foundation

/// The context of one state change: which animation (if any) it runs with, whether it comes
/// from continuous input, completions to call, and any custom values.
///
/// Every state change happens inside a transaction. `withAnimation` and `withTransaction` set
/// the current one for the changes in their body; modifiers down the view tree can rewrite it.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction.disablesAnimations = isDragging
/// withTransaction(transaction) { offset = target }
/// ```
public struct Transaction: @unchecked Sendable {
    // Values are reached only through their key types, like SwiftUI's transaction.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value stored for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    private enum AnimationKey: TransactionKey { static var defaultValue: Animation? { nil } }
    private enum DisablesAnimationsKey: TransactionKey { static var defaultValue: Bool { false } }
    private enum IsContinuousKey: TransactionKey { static var defaultValue: Bool { false } }
    private enum TracksVelocityKey: TransactionKey { static var defaultValue: Bool { false } }
    private enum CompletionsKey: TransactionKey { static var defaultValue: [AnimationCompletion] { [] } }

    /// The animation the change runs with, or nil for none.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// When true, views' implicit animations (`.animation(_:value:)`) do not apply.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// True when the change is one of a continuous series, such as the moves of a drag.
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// When true, animatable values track the velocity of these changes, so an animation that
    /// follows starts with it.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Asks for `completion` to run once the animations this transaction starts are complete
    /// by `criteria` (at once, on the next update, if it starts none).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        self[CompletionsKey.self].append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The completions added to this transaction.
    package var completions: [AnimationCompletion] { self[CompletionsKey.self] }

    /// This transaction with the values set in `other` written over it (animation included
    /// when `other` sets one), the way a nested `withAnimation` inherits the outer keys.
    package func merging(_ other: Transaction) -> Transaction {
        var result = self
        for (key, value) in other.values {
            if key == ObjectIdentifier(CompletionsKey.self) {
                result[CompletionsKey.self] += other.completions
            } else {
                result.values[key] = value
            }
        }
        return result
    }

    /// The transaction of the changes being made now, on this thread or task.
    @TaskLocal package static var current = Transaction()
}

/// A completion handler waiting on the animations of one transaction. It fires exactly once.
package final class AnimationCompletion: @unchecked Sendable {
    package let criteria: AnimationCompletionCriteria
    private let action: () -> Void
    private let lock = NSLock()
    private var outstanding = 0
    private var joined = false
    private var fired = false

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// An animation started by the transaction now counts towards this completion.
    package func join() {
        lock.withLock {
            joined = true
            outstanding += 1
        }
    }

    /// One joined animation is complete; the completion fires when none is left.
    package func leave() {
        let fire = lock.withLock { () -> Bool in
            outstanding -= 1
            guard outstanding <= 0, !fired else { return false }
            fired = true
            return true
        }
        if fire { action() }
    }

    /// Fires the completion if no animation ever joined it: the transaction animated nothing.
    package func fireIfNothingJoined() {
        let fire = lock.withLock { () -> Bool in
            guard !joined, !fired else { return false }
            fired = true
            return true
        }
        if fire { action() }
    }
}
