import Foundation

/// A type whose appearance can be animated by interpolating its ``animatableData``.
///
/// An animation never sees the type's own properties. It reads ``animatableData`` at the start
/// and end, blends the two with the ``VectorArithmetic`` operations, and writes each
/// intermediate value back. Conform by exposing the properties that should move; combine
/// several with ``AnimatablePair``, and use ``EmptyAnimatableData`` when nothing should move.
///
/// ```swift
/// struct Ring: Animatable {
///     var radius: Double
///     var thickness: Double
///
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(radius, thickness) }
///         set { (radius, thickness) = (newValue.first, newValue.second) }
///     }
/// }
///
/// var ring = Ring(radius: 10, thickness: 2)
/// ring.animatableData = ring.animatableData.interpolated(
///     towards: AnimatablePair(20, 4), amount: 0.5)
/// // ring.radius == 15, ring.thickness == 3
/// ```
public protocol Animatable {
    /// The vector type an animation interpolates on behalf of this value.
    associatedtype AnimatableData: VectorArithmetic

    /// The part of this value that animations read and write.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself, since a vector can be interpolated directly.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// An empty value: reading gives ``EmptyAnimatableData`` and writing changes nothing.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}
