import Foundation

/// A type that can be the animatable data of an animatable value: it adds, subtracts and scales.
///
/// Animations never look inside a value; they only combine whole values with `+`, `-` and
/// ``scale(by:)``. That is what lets one spring or curve animate a `Double`, a point or a pair.
///
/// ```swift
/// let halfway = 10.0.interpolated(towards: 20, amount: 0.5)  // 15
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns this value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value the fraction `amount` of the way towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// Returns this value moved the fraction `amount` of the way towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`, rounded to `Float`.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of this value, as a `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

    /// The square of this value, as a `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
