import Foundation

/// A curve from (0, 0) to (1, 1) that reshapes an animation's progress, changing how fast it moves at each moment.
///
/// Evaluate a curve with an input progress between 0 and 1 (the x axis): ``value(at:)`` returns
/// the output progress (the y axis) and ``velocity(at:)`` the curve's slope there. Inputs
/// outside [0, 1] are clamped, and so is every output of ``value(at:)``, even for Bézier curves
/// whose control points lie outside the unit square.
///
/// ```swift
/// let curve = UnitCurve.easeInOut
/// curve.value(at: 0.25)       // ≈ 0.129: a slow start
/// curve.value(at: 0.5)        // 0.5
/// curve.velocity(at: 0.5)     // ≈ 1.546: fastest in the middle
///
/// let custom = UnitCurve.bezier(
///     startControlPoint: UnitPoint(x: 0.2, y: 0.8),
///     endControlPoint: UnitPoint(x: 0.4, y: 1))
/// custom.inverse.value(at: custom.value(at: 0.3))   // ≈ 0.3
/// ```
public struct UnitCurve: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    private var storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    // MARK: Presets

    /// The identity curve, whose output equals its input.
    public static let linear = UnitCurve(.linear)

    /// A Bézier curve, (0.42, 0)–(1, 1), that begins slowly and accelerates to the end.
    public static let easeIn = UnitCurve.bezier(0.42, 0, 1, 1)

    /// A Bézier curve, (0, 0)–(0.58, 1), that begins quickly and decelerates to the end.
    public static let easeOut = UnitCurve.bezier(0, 0, 0.58, 1)

    /// A Bézier curve, (0.42, 0)–(0.58, 1), that accelerates from a slow start and decelerates to a slow finish.
    public static let easeInOut = UnitCurve.bezier(0.42, 0, 0.58, 1)
    /// The old name of ``easeInOut``.
    @available(*, deprecated, renamed: "easeInOut")
    public static var easeInEaseOut: UnitCurve { easeInOut }

    /// A quarter circle, `y = 1 − √(1 − x²)`, that begins slowly and finishes vertically.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)

    /// A quarter circle, `y = √(1 − (1 − x)²)`, that begins vertically and settles slowly.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)

    /// Two quarter circles joined at (½, ½): a slow start, a vertical middle and a slow finish.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points given as CGPoints.
    /// Not in SwiftUI (which has ``bezier(startControlPoint:endControlPoint:)``): the animation
    /// guide in the seeds writes it, so Motion accepts it.
    public init(startControlPoint: CGPoint, endControlPoint: CGPoint) {
        self = .bezier(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y))
    }

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        bezier(
            Double(startControlPoint.x), Double(startControlPoint.y),
            Double(endControlPoint.x), Double(endControlPoint.y))
    }

    /// Creates a cubic Bézier curve from the raw coordinates of its two control points.
    package static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> UnitCurve {
        UnitCurve(.bezier(CubicBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)))
    }

    // MARK: Evaluation

    /// Returns the output progress at the given input progress, both in [0, 1].
    ///
    /// - Parameter progress: The input progress; clamped to [0, 1], NaN becomes 0.
    public func value(at progress: Double) -> Double {
        let x = CubicBezier.unitClamped(progress)
        switch storage {
        case .linear:
            return x
        case .bezier(let curve):
            return curve.clampedToUnitSquare.value(at: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            let u = 1 - x
            return (1 - u * u).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return (1 - (1 - 4 * x * x).squareRoot()) / 2
            }
            return (max(0, (8 - 4 * x) * x - 3).squareRoot() + 1) / 2
        }
    }

    /// Returns the slope of the curve, d(output)/d(input), at the given input progress.
    ///
    /// Bézier control points keep their y coordinates here, so a curve that would overshoot
    /// reports the slope of the overshooting shape. Vertical tangents give infinity.
    ///
    /// - Parameter progress: The input progress; clamped to [0, 1], NaN becomes 0.
    public func velocity(at progress: Double) -> Double {
        let x = CubicBezier.unitClamped(progress)
        switch storage {
        case .linear:
            return 1
        case .bezier(let curve):
            return curve.velocity(at: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            let u = 1 - x
            return u / (1 - u * u).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return 2 * x / (1 - 4 * x * x).squareRoot()
            }
            return 2 * (1 - x) / max(0, (8 - 4 * x) * x - 3).squareRoot()
        }
    }

    /// The curve mirrored across the line y = x, which maps output progress back to input progress.
    public var inverse: UnitCurve {
        switch storage {
        case .linear, .circularEaseInOut:
            return self
        case .bezier(let curve):
            return .bezier(curve.p1y, curve.p1x, curve.p2y, curve.p2x)
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        }
    }

    /// The underlying Bézier curve, or nil for the linear and circular curves.
    package var cubicBezier: CubicBezier? {
        if case .bezier(let curve) = storage { return curve }
        return nil
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The preset's name, such as `easeInOut`, or `bezier(p1x, p1y, p2x, p2y)` for other curves.
    public var description: String {
        switch storage {
        case .linear: return "linear"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .bezier(let curve):
            if self == .easeIn { return "easeIn" }
            if self == .easeOut { return "easeOut" }
            if self == .easeInOut { return "easeInOut" }
            return "bezier(\(written(curve.p1x)), \(written(curve.p1y)), \(written(curve.p2x)), \(written(curve.p2y)))"
        }
    }
}
