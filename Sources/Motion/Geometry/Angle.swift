import Foundation

/// A geometric angle, stored in radians and readable in either radians or degrees.
///
/// Angles animate through their ``radians``, so a rotation from 0° to 720° spins twice.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians            // .pi / 2
/// (quarter * 2).degrees      // 180
/// ```
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    /// The size of the angle in radians.
    public var radians: Double

    /// The size of the angle in degrees, converted to and from ``radians``.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / Double.pi) }
        set { radians = newValue * (Double.pi / 180.0) }
    }

    /// Creates an angle of zero.
    @inlinable
    public init() {
        self.init(radians: 0)
    }

    /// Creates an angle from a size in radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from a size in degrees.
    @inlinable
    public init(degrees: Double) {
        self.init(radians: degrees * (Double.pi / 180.0))
    }

    /// Returns an angle of the given size in radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle of the given size in degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// An angle of zero.
    public static let zero = Angle()

    /// True when `lhs` is smaller than `rhs`, comparing signed radians.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

extension Angle: Animatable {
    /// The angle in radians, which is what animations interpolate.
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle {
    /// Returns the angle pointing the opposite way round.
    @inlinable
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }

    /// Returns the sum of two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// Adds `rhs` to `lhs`.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) {
        lhs.radians += rhs.radians
    }

    /// Returns the difference of two angles.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) {
        lhs.radians -= rhs.radians
    }

    /// Returns the angle scaled by a factor.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// Returns the angle scaled by a factor.
    @inlinable
    public static func * (lhs: Double, rhs: Angle) -> Angle {
        Angle(radians: lhs * rhs.radians)
    }

    /// Scales the angle by a factor in place.
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) {
        lhs.radians *= rhs
    }

    /// Returns the angle divided by a factor.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians / rhs)
    }

    /// Divides the angle by a factor in place.
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) {
        lhs.radians /= rhs
    }
}
