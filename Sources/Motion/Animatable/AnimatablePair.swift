import Foundation

/// Two animatable values joined into one, so a type can animate more than one property.
///
/// Pairs nest: `AnimatablePair<A, AnimatablePair<B, C>>` animates three values. Every
/// operation acts on both halves independently.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first half of the pair.
    public var first: First

    /// The second half of the pair.
    public var second: Second

    /// Creates a pair from its two halves.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair whose halves are both zero.
    @inlinable
    public static var zero: AnimatablePair<First, Second> {
        AnimatablePair(First.zero, Second.zero)
    }

    /// Returns the pair made by adding the halves of `lhs` and `rhs` separately.
    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds each half of `rhs` to the matching half of `lhs`.
    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Returns the pair made by subtracting the halves of `rhs` from those of `lhs`.
    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts each half of `rhs` from the matching half of `lhs`.
    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both halves by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The dot product of the pair with itself: the sum of both halves' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double {
        first.magnitudeSquared + second.magnitudeSquared
    }

    /// True when both halves of `lhs` equal those of `rhs`.
    @inlinable
    public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A pair animates as itself, as the scalars do: an animator can hold a pair directly (a
/// colour's four components, for which ``Animator`` is prespecialised).
extension AnimatablePair: Animatable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {
    /// Feeds both halves, in order, to `hasher`.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
    }
}
