import Foundation
import PropertyBased
import Testing
@testable import Motion

struct SpringTests {
    // Apple's documentation: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness ≈ 157.9
    // and damping ≈ 17.6.
    @Test func publishedDurationBounceValues() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isApproximately(spring.stiffness, 157.91367, tolerance: 1e-5))
        #expect(isApproximately(spring.damping, 17.59291, tolerance: 1e-5))
        #expect(isApproximately(spring.duration, 0.5))
        #expect(isApproximately(spring.bounce, 0.3))
        #expect(isApproximately(spring.dampingRatio, 0.7))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var duration: Double
        var bounce: Double
        var dampingRatio: Double
        var stiffness: Double
        var damping: Double
        var testDescription: String { "duration \(duration), bounce \(bounce)" }
    }

    // k = (2π/d)², c = 2ζ·2π/d, ζ = 1 − b (b ≥ 0) or 1/(1 + b) (b < 0).
    @Test(arguments: [
        Row(duration: 0.5, bounce: 0, dampingRatio: 1, stiffness: 157.91367, damping: 25.13274),
        Row(duration: 0.5, bounce: 0.15, dampingRatio: 0.85, stiffness: 157.91367, damping: 21.36283),
        Row(duration: 1, bounce: 0.5, dampingRatio: 0.5, stiffness: 39.47842, damping: 6.28319),
        Row(duration: 0.25, bounce: -0.5, dampingRatio: 2, stiffness: 631.65468, damping: 100.53096),
        Row(duration: 2, bounce: 1, dampingRatio: 0, stiffness: 9.86960, damping: 0),
    ])
    func durationBounceTable(_ row: Row) {
        let spring = Spring(duration: row.duration, bounce: row.bounce)
        #expect(isApproximately(spring.dampingRatio, row.dampingRatio, tolerance: 1e-9))
        #expect(isApproximately(spring.stiffness, row.stiffness, tolerance: 1e-6))
        #expect(isApproximately(spring.damping, row.damping, tolerance: 1e-6))
        #expect(isApproximately(spring.duration, row.duration))
        #expect(isApproximately(spring.bounce, row.bounce, tolerance: 1e-12))
    }

    @Test func responseDampingRatioMatchesDurationBounce() {
        let a = Spring(response: 0.4, dampingRatio: 0.6)
        let b = Spring(duration: 0.4, bounce: 0.4)
        #expect(isApproximately(a.stiffness, b.stiffness))
        #expect(isApproximately(a.damping, b.damping))
        #expect(isApproximately(a.response, 0.4))
    }

    @Test func massStiffnessDampingRoundTrips() {
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(spring.mass == 2)
        #expect(isApproximately(spring.stiffness, 100))
        #expect(isApproximately(spring.damping, 10))
    }

    @Test func overdampingIsClampedToCriticalUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(isApproximately(clamped.dampingRatio, 1))
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(isApproximately(allowed.dampingRatio, 2))
        // The stiffness getter stays physically right when overdamped.
        #expect(isApproximately(allowed.stiffness, 100))
        #expect(isApproximately(allowed.damping, 40))
    }

    @Test func presetsAddExtraBounce() {
        #expect(isApproximately(Spring.smooth.bounce, 0))
        #expect(isApproximately(Spring.snappy.bounce, 0.15))
        #expect(isApproximately(Spring.bouncy.bounce, 0.3))
        #expect(isApproximately(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4))
        #expect(isApproximately(Spring.bouncy(duration: 1, extraBounce: 0.1).duration, 1))
    }

    // Critically damped, d = 1: x(t) = 1 − e^(−2πt)(1 + 2πt); v(t) = (2π)² t e^(−2πt).
    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 1.0, 2.0])
    func criticalClosedForm(time: Double) {
        let spring = Spring(duration: 1, bounce: 0)
        let w = 2 * Double.pi
        #expect(isApproximately(spring.value(target: 1.0, initialVelocity: 0, time: time), 1 - exp(-w * time) * (1 + w * time), tolerance: 1e-12))
        #expect(isApproximately(spring.velocity(target: 1.0, initialVelocity: 0, time: time), w * w * time * exp(-w * time), tolerance: 1e-12))
    }

    // Underdamped: x(t) = T − e^(−λt)[(λT − v0) sin(ωt)/ω + T cos(ωt)].
    @Test(arguments: [0.05, 0.2, 0.5, 1.3])
    func underdampedClosedForm(time: Double) {
        let spring = Spring(duration: 0.8, bounce: 0.4)
        let λ = 2 * Double.pi * 0.6 / 0.8
        let ω = 2 * Double.pi * (1 - 0.36).squareRoot() / 0.8
        let target = 50.0, v0 = -30.0
        let expected = target - exp(-λ * time) * ((λ * target - v0) * sin(ω * time) / ω + target * cos(ω * time))
        #expect(isApproximately(spring.value(target: target, initialVelocity: v0, time: time), expected, tolerance: 1e-10))
    }

    @Test func negativeAndNaNTimesAreTheStart() {
        let spring = Spring.bouncy
        #expect(spring.value(target: 10.0, initialVelocity: 3, time: -1) == 0)
        #expect(spring.value(target: 10.0, initialVelocity: 3, time: .nan) == 0)
        #expect(spring.velocity(target: 10.0, initialVelocity: 3, time: -1) == 3)
    }

    @Test(arguments: [Double.nan, 0, -1, .infinity, -.infinity])
    func badDurationsGiveAFiniteSpring(duration: Double) {
        let spring = Spring(duration: duration, bounce: 0.2)
        let value = spring.value(target: 1.0, initialVelocity: 0, time: 0.3)
        #expect(value.isFinite)
        #expect(spring.duration.isFinite && spring.duration > 0)
    }

    @Test(arguments: [Double.nan, -5, 7, .infinity])
    func badBouncesAreClamped(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        #expect(spring.bounce.isFinite)
        #expect(spring.bounce >= -1 && spring.bounce <= 1)
        #expect(spring.value(target: 1.0, initialVelocity: 0, time: 0.3).isFinite)
    }

    @Test func fromValueToValueIsOffsetByTheStart() {
        let spring = Spring.snappy
        let direct = 10 + spring.value(target: 30.0, initialVelocity: 2, time: 0.2)
        #expect(isApproximately(spring.value(fromValue: 10.0, toValue: 40.0, initialVelocity: 2, time: 0.2), direct))
    }

    @Test func forceIsStiffnessAndDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isApproximately(spring.force(target: 1.0, position: 0.5, velocity: 2), 100 * 0.5 - 10 * 2))
    }

    // Invariants across random springs.

    @Test func valueStartsAtZeroWithTheGivenVelocity() async {
        await propertyCheck(input: Gen.double(in: 0.05...3), Gen.double(in: -0.9...0.95), Gen.double(in: -500...500)) { duration, bounce, v0 in
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(abs(spring.value(target: 100.0, initialVelocity: v0, time: 0)) < 1e-9)
            #expect(isApproximately(spring.velocity(target: 100.0, initialVelocity: v0, time: 0), v0, tolerance: 1e-9))
        }
    }

    @Test func velocityIsTheDerivativeOfValue() async {
        await propertyCheck(input: Gen.double(in: 0.1...3), Gen.double(in: -0.9...0.95), Gen.double(in: 0...2)) { duration, bounce, time in
            let spring = Spring(duration: duration, bounce: bounce)
            let h = 1e-6
            let numeric = (spring.value(target: 1.0, initialVelocity: 0.5, time: time + h)
                - spring.value(target: 1.0, initialVelocity: 0.5, time: max(0, time - h))) / (time + h - max(0, time - h))
            let analytic = spring.velocity(target: 1.0, initialVelocity: 0.5, time: time)
            #expect(abs(numeric - analytic) < 1e-4 * max(1, abs(analytic)))
        }
    }

    @Test func springsSettleOnTheirTarget() async {
        await propertyCheck(input: Gen.double(in: 0.05...2), Gen.double(in: -0.9...0.9)) { duration, bounce in
            let spring = Spring(duration: duration, bounce: bounce)
            let settled = spring.value(target: 1.0, initialVelocity: 0, time: 60 * duration)
            #expect(abs(settled - 1) < 1e-6)
        }
    }

    /// Stepping with `update` at any frame rate lands where one step would: the spring is
    /// frame-rate independent.
    @Test func updateIsFrameRateIndependent() async {
        await propertyCheck(input: Gen.double(in: 0.1...2), Gen.double(in: -0.9...0.9), Gen.int(in: 1...240)) { duration, bounce, steps in
            let spring = Spring(duration: duration, bounce: bounce)
            var value = 0.0, velocity = 0.0
            let total = 0.7
            for _ in 0..<steps {
                spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: total / Double(steps))
            }
            let expected = spring.value(target: 100.0, initialVelocity: 0, time: total)
            let expectedVelocity = spring.velocity(target: 100.0, initialVelocity: 0, time: total)
            #expect(abs(value - expected) < 1e-9 * 100)
            #expect(abs(velocity - expectedVelocity) < 1e-9 * max(100, abs(expectedVelocity)))
        }
    }

    @Test func retargetingKeepsValueAndVelocityContinuous() {
        let spring = Spring.bouncy
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 0.15)
        let (before, speedBefore) = (value, velocity)
        // The new target changes nothing at the instant of the change...
        var probeValue = value, probeVelocity = velocity
        spring.update(value: &probeValue, velocity: &probeVelocity, target: -50, deltaTime: 0)
        #expect(isApproximately(probeValue, before))
        #expect(isApproximately(probeVelocity, speedBefore))
        // ...and the motion leaves with the velocity it had.
        let h = 1e-5
        spring.update(value: &value, velocity: &velocity, target: -50, deltaTime: h)
        #expect(abs((value - before) / h - speedBefore) < 1e-2 * abs(speedBefore))
    }
}

/// SwiftUI's signatures: a zero initial velocity by default, and travelling between any two
/// animatable values.
struct SpringSignatureTests {
    let spring = Spring(duration: 0.5, bounce: 0.3)

    @Test func theInitialVelocityIsZeroUnlessGiven() {
        for time in [0.0, 0.1, 0.25, 0.7] {
            #expect(spring.value(target: 10.0, time: time) == spring.value(target: 10.0, initialVelocity: 0, time: time))
            #expect(spring.velocity(target: 10.0, time: time) == spring.velocity(target: 10.0, initialVelocity: 0, time: time))
        }
        #expect(spring.settlingDuration(target: 10.0, epsilon: 0.01) == spring.settlingDuration(target: 10.0, initialVelocity: 0, epsilon: 0.01))
    }

    @Test func aPointTravelsAsItsTwoCoordinatesDo() {
        let from = CGPoint(x: 10, y: 20), to = CGPoint(x: 110, y: -30), push = CGPoint(x: 50, y: 0)
        for time in [0.0, 0.1, 0.3, 1.0] {
            let point = spring.value(fromValue: from, toValue: to, initialVelocity: push, time: time)
            #expect(abs(point.x - (10 + spring.value(target: 100.0, initialVelocity: 50, time: time))) < 1e-9)
            #expect(abs(point.y - (20 + spring.value(target: -50.0, initialVelocity: 0, time: time))) < 1e-9)
            let speed = spring.velocity(fromValue: from, toValue: to, initialVelocity: push, time: time)
            #expect(abs(speed.x - spring.velocity(target: 100.0, initialVelocity: 50, time: time)) < 1e-9)
            #expect(abs(speed.y - spring.velocity(target: -50.0, initialVelocity: 0, time: time)) < 1e-9)
        }
        let force = spring.force(fromValue: from, toValue: to, position: CGPoint(x: 60, y: 20), velocity: push)
        #expect(abs(force.x - spring.force(target: 100.0, position: 50, velocity: 50)) < 1e-9)
        #expect(spring.settlingDuration(fromValue: from, toValue: to, initialVelocity: .zero, epsilon: 0.01)
                == spring.settlingDuration(target: AnimatablePair(100.0, -50.0), epsilon: 0.01))
    }

    @Test func anAngleTravelsInRadians() {
        let angle = spring.value(fromValue: Angle.degrees(0), toValue: .degrees(90), initialVelocity: .zero, time: 0.2)
        #expect(abs(angle.radians - spring.value(target: Double.pi / 2, time: 0.2)) < 1e-12)
        // Plain numbers still work.
        #expect(spring.value(fromValue: 1.0, toValue: 3.0, initialVelocity: 0, time: 0.2) == 1 + spring.value(target: 2.0, time: 0.2))
    }
}
