import Foundation

/// Animatable data with no components, for types that have nothing to animate.
///
/// Every operation on it does nothing and every instance equals every other.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the one and only empty value.
    @inlinable
    public init() {}

    /// The empty value, which is also its own zero.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Returns the empty value; there is nothing to add.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Leaves the empty value as it is; there is nothing to add.
    @inlinable
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Returns the empty value; there is nothing to subtract.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Leaves the empty value as it is; there is nothing to subtract.
    @inlinable
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Does nothing; there are no components to scale.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always zero, as an empty vector has no length.
    @inlinable
    public var magnitudeSquared: Double { 0 }

    /// Always true: all empty values are the same.
    @inlinable
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
