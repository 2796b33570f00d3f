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
    // The built-in values are stored fields, read on every animated change without a lookup;
    // custom values are reached only through their key types, as in SwiftUI.
    private var storedAnimation: Animation?
    private var flags: Flags = []
    private var storedCompletions: [AnimationCompletion] = []
    private var values: [ObjectIdentifier: Any] = [:]

    /// Which built-in values are true, and which were set at all (for ``merging(_:)``).
    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let disablesAnimations = Flags(rawValue: 1 << 0)
        static let isContinuous = Flags(rawValue: 1 << 1)
        static let tracksVelocity = Flags(rawValue: 1 << 2)
        static let setAnimation = Flags(rawValue: 1 << 3)
        static let setDisablesAnimations = Flags(rawValue: 1 << 4)
        static let setIsContinuous = Flags(rawValue: 1 << 5)
        static let setTracksVelocity = Flags(rawValue: 1 << 6)
    }

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value stored for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            guard !values.isEmpty, let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    private mutating func set(_ flag: Flags, _ value: Bool, marking set: Flags) {
        if value { flags.insert(flag) } else { flags.remove(flag) }
        flags.insert(set)
    }

    /// The animation the change runs with, or nil for none.
    public var animation: Animation? {
        get { storedAnimation }
        set {
            storedAnimation = newValue
            flags.insert(.setAnimation)
        }
    }

    /// When true, views' implicit animations (`.animation(_:value:)`) do not apply.
    public var disablesAnimations: Bool {
        get { flags.contains(.disablesAnimations) }
        set { set(.disablesAnimations, newValue, marking: .setDisablesAnimations) }
    }

    /// True when the change is one of a continuous series, such as the moves of a drag.
    public var isContinuous: Bool {
        get { flags.contains(.isContinuous) }
        set { set(.isContinuous, newValue, marking: .setIsContinuous) }
    }

    /// When true, animatable values track the velocity of these changes, so an animation that
    /// follows starts with it.
    public var tracksVelocity: Bool {
        get { flags.contains(.tracksVelocity) }
        set { set(.tracksVelocity, newValue, marking: .setTracksVelocity) }
    }

    /// Asks for `completion` to run once the animations this transaction starts are complete
    /// by `criteria` (at once, on the next update, if it starts none).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        storedCompletions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The completions added to this transaction.
    package var completions: [AnimationCompletion] { storedCompletions }

    /// This transaction with the values set in `other` written over it (animation included
    /// when `other` sets one), the way a nested `withAnimation` inherits the outer keys.
    package func merging(_ other: Transaction) -> Transaction {
        var result = self
        if other.flags.contains(.setAnimation) { result.animation = other.storedAnimation }
        for (flag, set) in [(Flags.disablesAnimations, Flags.setDisablesAnimations), (.isContinuous, .setIsContinuous), (.tracksVelocity, .setTracksVelocity)]
        where other.flags.contains(set) {
            result.set(flag, other.flags.contains(flag), marking: set)
        }
        result.storedCompletions += other.storedCompletions
        for (key, value) in other.values { result.values[key] = value }
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

    /// One joined animation is complete. When none is left, the completion is due: it is
    /// appended to `due`, and the caller runs it (``run()``) once it has finished its own
    /// update, so a handler may start new animations on the same animator.
    package func leave(into due: inout [AnimationCompletion]) {
        let fire = lock.withLock { () -> Bool in
            outstanding -= 1
            guard outstanding <= 0, !fired else { return false }
            fired = true
            return true
        }
        if fire { due.append(self) }
    }

    /// Appends the completion to `due` if no animation ever joined it: the transaction
    /// animated nothing.
    package func leaveIfNothingJoined(into due: inout [AnimationCompletion]) {
        let fire = lock.withLock { () -> Bool in
            guard !joined, !fired else { return false }
            fired = true
            return true
        }
        if fire { due.append(self) }
    }

    /// Runs the handler. Called once, for a completion that a `leave` made due.
    package func run() {
        action()
    }
}
