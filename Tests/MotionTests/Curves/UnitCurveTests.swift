import Foundation
import Testing
@testable import Motion

struct UnitCurveTests {
    static let presets: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    ]

    static let step = 1.0 / 1_048_576

    /// The Bézier's y at input x, by plain bisection on the parameter: an independent oracle.
    static func bisectedValue(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double
    ) -> Double {
        func bernstein(_ a: Double, _ b: Double, _ s: Double) -> Double {
            let t = 1 - s
            return 3 * t * t * s * a + 3 * t * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bernstein(p1x, p2x, mid) < x { low = mid } else { high = mid }
        }
        return bernstein(p1y, p2y, (low + high) / 2)
    }

    // MARK: Endpoints and clamping

    @Test(arguments: presets)
    func endpoints(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test(arguments: presets)
    func progressOutsideUnitIntervalIsClamped(curve: UnitCurve) {
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: -.infinity) == 0)
        #expect(curve.value(at: 1.5) == 1)
        #expect(curve.value(at: .infinity) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
        #expect(curve.velocity(at: -2) == curve.velocity(at: 0))
        #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
    }

    @Test(arguments: Array(stride(from: 0.0, through: 1.0, by: 0.0625)))
    func linearIsIdentity(progress: Double) {
        #expect(UnitCurve.linear.value(at: progress) == progress)
        #expect(UnitCurve.linear.velocity(at: progress) == 1)
    }

    // MARK: Known values

    @Test(arguments: Array(stride(from: 0.0, through: 1.0, by: 0.05)))
    func easeInOutIsSymmetric(progress: Double) {
        let curve = UnitCurve.easeInOut
        let sum = curve.value(at: progress) + curve.value(at: 1 - progress)
        #expect(isApproximately(sum, 1, tolerance: 2 * Self.step))
    }

    @Test func easeInOutPassesThroughCentre() {
        #expect(isApproximately(UnitCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 2 * Self.step))
    }

    struct Known: Sendable, CustomTestStringConvertible {
        var curve: UnitCurve
        var points: (Double, Double, Double, Double)
        var approximately: Double
        var testDescription: String { "\(curve)" }
    }

    @Test(arguments: [
        Known(curve: .easeIn, points: (0.42, 0, 1, 1), approximately: 0.3153),
        Known(curve: .easeOut, points: (0, 0, 0.58, 1), approximately: 0.6847),
        Known(curve: .easeInOut, points: (0.42, 0, 0.58, 1), approximately: 0.5),
    ])
    func valueAtHalfMatchesBisection(known: Known) {
        let (p1x, p1y, p2x, p2y) = known.points
        let expected = Self.bisectedValue(p1x, p1y, p2x, p2y, at: 0.5)
        #expect(isApproximately(known.curve.value(at: 0.5), expected, tolerance: 2 * Self.step))
        #expect(isApproximately(expected, known.approximately, tolerance: 1e-4))
    }

    @Test(arguments: [
        (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
        (0.25, 0.1, 0.25, 1.0), (0.1, 0.9, 0.2, 1.0), (0.9, 0.0, 0.95, 0.2),
    ])
    func bezierMatchesBisectionEverywhere(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let curve = UnitCurve.bezier(p1x, p1y, p2x, p2y)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            let expected = Self.bisectedValue(p1x, p1y, p2x, p2y, at: x)
            // The solver stops within 2⁻²⁰ in x, so the error in y grows with the slope.
            let tolerance = 2 * Self.step * max(1, abs(curve.velocity(at: x)))
            #expect(isApproximately(curve.value(at: x), expected, tolerance: tolerance), "x = \(x)")
        }
    }

    @Test(arguments: Array(stride(from: 0.0, through: 1.0, by: 0.125)))
    func circularCurvesFollowTheirFormulas(x: Double) {
        #expect(isApproximately(UnitCurve.circularEaseIn.value(at: x), 1 - (1 - x * x).squareRoot()))
        #expect(isApproximately(UnitCurve.circularEaseOut.value(at: x), (1 - (1 - x) * (1 - x)).squareRoot()))
        let inOut = x < 0.5
            ? (1 - (1 - 4 * x * x).squareRoot()) / 2
            : (1 - (2 * x - 2) * (2 * x - 2)).squareRoot() / 2 + 0.5
        #expect(isApproximately(UnitCurve.circularEaseInOut.value(at: x), inOut))
    }

    @Test func circularEaseInOutIsContinuousAtHalf() {
        let curve = UnitCurve.circularEaseInOut
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(isApproximately(curve.value(at: 0.5.nextDown), 0.5, tolerance: 1e-6))
    }

    // MARK: Inverse

    @Test(arguments: presets + [.bezier(0.2, 0.8, 0.4, 1), .bezier(0.3, 0.1, 0.6, 0.7)])
    func inverseOfInverseIsSelf(curve: UnitCurve) {
        #expect(curve.inverse.inverse == curve)
    }

    @Test func inversePairs() {
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.easeIn.inverse == .bezier(0, 0.42, 1, 1))
        #expect(UnitCurve.easeInOut.inverse == .bezier(0, 0.42, 1, 0.58))
    }

    @Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut])
    func inverseUndoesCurve(curve: UnitCurve) {
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let roundTrip = curve.value(at: curve.inverse.value(at: x))
            #expect(isApproximately(roundTrip, x, tolerance: 1e-4), "x = \(x)")
        }
    }

    // MARK: Velocity

    static func numericDerivative(_ f: (Double) -> Double, at x: Double, h: Double = 1e-5) -> Double {
        (f(x + h) - f(x - h)) / (2 * h)
    }

    static let interior: [Double] = [0.05, 0.1, 0.2, 0.3, 0.4, 0.45, 0.55, 0.6, 0.7, 0.8, 0.9, 0.95]

    // Bézier values are rounded to 2⁻²⁰, which would swamp a difference quotient with h = 1e-5,
    // so the derivative is taken of the unrounded value.
    @Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .bezier(0.68, -0.6, 0.32, 1.6)])
    func bezierVelocityMatchesNumericDerivative(curve: UnitCurve) throws {
        let bezier = try #require(curve.cubicBezier)
        for x in Self.interior {
            let numeric = Self.numericDerivative(bezier.unroundedValue(at:), at: x)
            #expect(isApproximately(curve.velocity(at: x), numeric, tolerance: 1e-3), "x = \(x)")
        }
    }

    @Test(arguments: [UnitCurve.linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut])
    func analyticVelocityMatchesNumericDerivative(curve: UnitCurve) {
        for x in Self.interior {
            let numeric = Self.numericDerivative(curve.value(at:), at: x)
            #expect(isApproximately(curve.velocity(at: x), numeric, tolerance: 1e-3), "x = \(x)")
        }
    }

    @Test func verticalTangentsAreInfinite() {
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        #expect(UnitCurve.bezier(0, 1, 1, 1).velocity(at: 0) == .infinity)
        #expect(CubicBezier(p1x: 0, p1y: -1, p2x: 1, p2y: 0).velocity(at: 0) == -.infinity)
    }

    @Test func equalDerivativesGiveUnitVelocity() {
        #expect(UnitCurve.bezier(0, 0, 1, 1).velocity(at: 0) == 1)
        #expect(UnitCurve.bezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3).velocity(at: 0.4) == 1)
    }

    // MARK: Rounding

    @Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .bezier(0.2, 0.8, 0.4, 1)])
    func bezierResultsAreMultiplesOfTwoToTheMinusTwenty(curve: UnitCurve) {
        for x in stride(from: 0.0, through: 1.0, by: 0.0137) {
            let value = curve.value(at: x) * 1_048_576
            let velocity = curve.velocity(at: x) * 1_048_576
            #expect(value == value.rounded(), "x = \(x)")
            #expect(velocity == velocity.rounded(), "x = \(x)")
        }
    }

    // MARK: Overshoot

    @Test func cubicBezierOvershootsButUnitCurveStaysInUnitInterval() {
        let raw = CubicBezier(p1x: 0.68, p1y: -0.6, p2x: 0.32, p2y: 1.6)
        let curve = UnitCurve.bezier(0.68, -0.6, 0.32, 1.6)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01)
        #expect(samples.map(raw.value(at:)).min()! < 0)
        #expect(samples.map(raw.value(at:)).max()! > 1)
        for x in samples {
            #expect((0...1).contains(curve.value(at: x)), "x = \(x)")
        }
        // Velocity keeps the unclamped y: it is negative where the raw curve dips.
        #expect(curve.velocity(at: 0.1) < 0)
        #expect(UnitCurve.bezier(0.68, 0, 0.32, 1).velocity(at: 0.1) >= 0)
    }

    @Test func bezierFactoryTakesUnitPoints() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.42, y: 0),
            endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(curve == .easeInOut)
    }

    @Test func controlPointXIsClamped() {
        #expect(UnitCurve.bezier(-1, 0, 2, 1) == .bezier(0, 0, 1, 1))
        #expect(UnitCurve.bezier(.nan, 0, 0.5, 1) == .bezier(0, 0, 0.5, 1))
    }

    @Test func descriptions() {
        #expect(UnitCurve.easeInOut.description == "easeInOut")
        #expect(UnitCurve.linear.description == "linear")
        #expect(UnitCurve.circularEaseOut.description == "circularEaseOut")
        #expect(UnitCurve.bezier(0.25, 0.1, 0.25, 1).description == "bezier(0.25, 0.1, 0.25, 1.0)")
    }
}

extension UnitCurve: CustomTestStringConvertible {
    public var testDescription: String { description }
}
