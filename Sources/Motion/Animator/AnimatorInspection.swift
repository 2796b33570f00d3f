import Foundation

/// What an animator is doing at an instant, as an inspector lists it: the animations running
/// on the value, how long the newest has run and whether it is logically complete, the value
/// shown and its velocity, each as its numeric components (a point's x and y, a colour's four).
public struct AnimatorInspection: Sendable, Equatable {
    /// The running animations' descriptions, oldest first (more than one while they combine).
    public var animations: [String]
    /// Seconds since the newest animation started; nil when none runs.
    public var elapsed: Double?
    /// When the newest animation started (animation time): a new value means a retarget or a
    /// merge.
    public var newestStart: Double?
    /// For a repeating animation past its first run: when its current run began (seconds
    /// into the animation); nil otherwise.
    public var runStart: Double?
    /// Whether the newest animation is logically complete (a spring past its perceptual
    /// duration); true when none runs.
    public var isLogicallyComplete: Bool
    /// The presentation value's components.
    public var value: [Double]
    /// The velocity's components, per second.
    public var velocity: [Double]
    /// The last change made to the value while it moved: a retarget (with the velocity just
    /// before and just after it) or an unanimated change (with its size).
    public var lastChange: AnimatorChange?

    public init(animations: [String], elapsed: Double?, newestStart: Double?, runStart: Double? = nil, isLogicallyComplete: Bool,
                value: [Double], velocity: [Double], lastChange: AnimatorChange? = nil) {
        self.animations = animations
        self.elapsed = elapsed
        self.newestStart = newestStart
        self.runStart = runStart
        self.isLogicallyComplete = isLogicallyComplete
        self.value = value
        self.velocity = velocity
        self.lastChange = lastChange
    }

    /// The numeric components of animatable data: the scalars themselves, a pair's halves in
    /// order; none for data of another kind.
    public static func components<V: VectorArithmetic>(of data: V) -> [Double] {
        (data as? any InspectableComponents)?.inspectableComponents ?? []
    }
}

/// A change made to a value while animations ran on it.
public struct AnimatorChange: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A new animation joined or took over the running ones.
        case retarget
        /// The value changed with no animation: the value shown jumped by the change.
        case unanimated
    }

    public var kind: Kind
    /// When it happened (animation time).
    public var time: Double
    /// A retarget's velocity just before it; empty for an unanimated change.
    public var before: [Double]
    /// A retarget's velocity just after it, or an unanimated change's size.
    public var after: [Double]

    public init(kind: Kind, time: Double, before: [Double], after: [Double]) {
        (self.kind, self.time, self.before, self.after) = (kind, time, before, after)
    }

    /// How far the velocity jumped at a retarget (the length of after − before), or the
    /// size of an unanimated jump.
    public var jump: Double {
        let difference = before.isEmpty ? after : zip(after, before).map { $0 - $1 }
        return difference.map { $0 * $0 }.reduce(0, +).squareRoot()
    }

    /// The larger speed either side of a retarget.
    public var speed: Double {
        max(before.map { $0 * $0 }.reduce(0, +).squareRoot(), after.map { $0 * $0 }.reduce(0, +).squareRoot())
    }
}

/// Animatable data whose numbers an inspector can list.
public protocol InspectableComponents {
    /// The data's numbers, in a fixed order.
    var inspectableComponents: [Double] { get }
}

extension Double: InspectableComponents {
    public var inspectableComponents: [Double] { [self] }
}

extension Float: InspectableComponents {
    public var inspectableComponents: [Double] { [Double(self)] }
}

extension CGFloat: InspectableComponents {
    public var inspectableComponents: [Double] { [Double(self)] }
}

extension EmptyAnimatableData: InspectableComponents {
    public var inspectableComponents: [Double] { [] }
}

extension AnimatablePair: InspectableComponents {
    public var inspectableComponents: [Double] {
        AnimatorInspection.components(of: first) + AnimatorInspection.components(of: second)
    }
}
