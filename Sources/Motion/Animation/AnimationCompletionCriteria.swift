/// When an animation counts as complete, for completion handlers.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// Complete once the animation has reached the point where it reads as finished (a spring
    /// near its target), though it may still be moving.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Complete once the animation has stopped and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    public var description: String { kind == .logicallyComplete ? "logicallyComplete" : "removed" }
}
