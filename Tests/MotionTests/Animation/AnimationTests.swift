import Foundation
import Testing
@testable import Motion

/// Samples `animation` on `value` at `time` with a fresh context.
func sample(_ animation: Animation, _ value: Double, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

/// Runs `animation` on `value` frame by frame at `rate` Hz up to `time`, as an animator would.
func run(_ animation: Animation, _ value: Double, rate: Double, until time: Double) -> (value: Double?, context: AnimationContext<Double>) {
    var context = AnimationContext<Double>()
    var result: Double? = 0
    var frame = 0
    while Double(frame) / rate < time {
        frame += 1
        result = animation.animate(value: value, time: min(time, Double(frame) / rate), context: &context)
        if result == nil { break }
    }
    return (result, context)
}

struct AnimationTests {
    /// A fluid spring counts the steps up to a frame by rounding up without the C library:
    /// the same whole number as `rounded(.up)`, at whole numbers, beside them and over a sweep.
    @Test func stepsRoundUpAsTheCLibraryDoes() {
        var values: [Double] = [1e-300, 0.1, 1, 5, 5.000000000000001, Double(FluidSpringAnimation.maximumStepsPerCall)]
        for k in 1...400 { values += [Double(k), Double(k).nextUp, Double(k).nextDown, Double(k) / 7] }
        for i in 1...20_000 { values.append(Double(i) * 53.999_7) }
        for value in values where value > 0 && value <= Double(FluidSpringAnimation.maximumStepsPerCall) {
            #expect(FluidSpringAnimation.roundedUp(value) == Int(value.rounded(.up)), "\(value)")
        }
    }

    @Test func linearIsProportional() {
        let linear = Animation.linear(duration: 1)
        #expect(sample(linear, 100, at: 0) == 0)
        #expect(sample(linear, 100, at: 0.25) == 25)
        #expect(sample(linear, 100, at: 0.999)! > 99.8)
        #expect(sample(linear, 100, at: 1) == nil)
    }

    struct CurveRow: Sendable, CustomTestStringConvertible {
        var name: String
        var animation: Animation
        var testDescription: String { name }
    }

    @Test(arguments: [
        CurveRow(name: "linear", animation: .linear), CurveRow(name: "easeIn", animation: .easeIn),
        CurveRow(name: "easeOut", animation: .easeOut), CurveRow(name: "easeInOut", animation: .easeInOut),
    ])
    func curvesDefaultToAThirdOfASecondAndAHalf(row: CurveRow) {
        #expect(row.animation.description == "\(row.name)(duration: 0.35)")
        #expect(sample(row.animation, 1, at: 0.3499) != nil)
        #expect(sample(row.animation, 1, at: 0.35) == nil)
    }

    @Test func easeInOutIsSlowAtBothEnds() {
        let ease = Animation.easeInOut(duration: 1)
        #expect(abs(sample(ease, 1, at: 0.5)! - 0.5) < 1e-5)
        #expect(sample(ease, 1, at: 0.1)! < 0.1)
        #expect(sample(ease, 1, at: 0.9)! > 0.9)
    }

    @Test func rawTimingCurvesMayOvershoot() {
        let back = Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)
        let values = stride(from: 0.0, to: 1, by: 0.01).compactMap { sample(back, 1, at: $0) }
        #expect(values.min()! < 0)
        #expect(values.max()! > 1)
        var context = AnimationContext<Double>()
        #expect(back.velocity(value: 1.0, time: 0.5, context: context) == nil)
        _ = back.animate(value: 1.0, time: 0.5, context: &context)
    }

    @Test func unitCurveAnimationsReportVelocity() {
        let linear = Animation.linear(duration: 2)
        #expect(abs(linear.velocity(value: 100.0, time: 1, context: AnimationContext())! - 50) < 1e-6)
    }

    @Test(arguments: [Double.nan, -1, 0])
    func badDurationsFinishAtOnce(duration: Double) {
        #expect(sample(.linear(duration: duration), 10, at: 0) == nil)
        #expect(sample(.easeInOut(duration: duration), 10, at: 0.5) == nil)
    }

    @Test func fluidSpringsEndExactlyOnTarget() {
        for animation in [Animation.spring, .smooth, .snappy, .bouncy, .default, .interactiveSpring] {
            let (value, context) = run(animation, 100, rate: 60, until: 10)
            #expect(value == nil, "\(animation) still running after 10 s")
            #expect(context.isLogicallyComplete)
        }
    }

    @Test func fluidSpringsAgreeAcrossFrameRatesWithinTheirStep() {
        for rate in [30.0, 120, 144] {
            let reference = run(.bouncy, 100, rate: 60, until: 0.3).value!
            let other = run(.bouncy, 100, rate: rate, until: 0.3).value!
            #expect(abs(other - reference) < 0.05, "\(rate) Hz: \(other) vs \(reference)")
        }
    }

    @Test func fluidSpringIsLogicallyCompleteAfterItsResponse() {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.8)
        #expect(!run(spring, 1, rate: 60, until: 0.39).context.isLogicallyComplete)
        #expect(run(spring, 1, rate: 60, until: 0.41).context.isLogicallyComplete)
    }

    @Test func interpolatingSpringIsClosedFormAndRunsAtLeastASecond() {
        let spring = Spring(duration: 0.3, bounce: 0)
        let animation = Animation.interpolatingSpring(spring)
        for t in [0.05, 0.1, 0.2] {
            #expect(abs(sample(animation, 50, at: t)! - spring.value(target: 50.0, initialVelocity: 0, time: t)) < 1e-9)
        }
        #expect(sample(animation, 50, at: 0.99) != nil)
        #expect(sample(animation, 50, at: 5) == nil)
        // Frame-rate independent to 1e-9: it is a function of time alone.
        #expect(abs(run(animation, 50, rate: 144, until: 0.4).value! - run(animation, 50, rate: 30, until: 0.4).value!) < 1e-9)
    }

    @Test func delayAndSpeed() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(sample(delayed, 100, at: 0.25) == 0)
        #expect(sample(delayed, 100, at: 1) == 50)
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(sample(fast, 100, at: 0.25) == 50)
        #expect(sample(fast, 100, at: 0.5) == nil)
        // An outer speed scales an inner delay too.
        #expect(sample(Animation.linear(duration: 1).delay(1).speed(2), 100, at: 0.75) == 50)
    }

    @Test(arguments: [0.0, -2, Double.nan, Double.infinity])
    func badSpeedsAreIgnored(speed: Double) {
        #expect(sample(Animation.linear(duration: 1).speed(speed), 100, at: 0.25) == 25)
    }

    @Test func repeatWithAutoreverseRunsBackAndForth() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        var context = AnimationContext<Double>()
        var values: [Double?] = []
        for frame in 0...70 {
            values.append(animation.animate(value: 100, time: Double(frame) / 20, context: &context))
        }
        #expect(values[10] == 50)        // first run, forwards
        #expect(abs(values[30]! - 50) < 1e-9)  // second run, backwards (started at t = 1)
        #expect(values[25]! > values[35]!)
        #expect(values.contains { $0 == nil })
        #expect(values.last! == nil)
    }

    @Test(arguments: [0, -3])
    func nonPositiveRepeatCountsPlayNothing(count: Int) {
        #expect(sample(Animation.linear(duration: 1).repeatCount(count), 10, at: 0) == nil)
    }

    @Test func repeatForeverNeverEnds() {
        let animation = Animation.easeInOut(duration: 0.2).repeatForever(autoreverses: false)
        var context = AnimationContext<Double>()
        for frame in 0...600 { #expect(animation.animate(value: 1, time: Double(frame) / 60, context: &context) != nil) }
    }

    @Test func logicallyCompleteAfter() {
        let animation = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 0.6, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func equalityAndDescriptions() {
        #expect(Animation.spring == Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.easeIn != Animation.easeOut)
        #expect(Set([Animation.linear, .linear, .bouncy]).count == 2)
        #expect(Animation.linear(duration: 1).delay(0.5).description == "linear(duration: 1.0).delay(0.5)")
        #expect(Animation.default.description.hasPrefix("spring(response: 0.55, dampingFraction: 1.0"))
        #expect(Animation(Animation.bouncy) == Animation.bouncy)
        #expect(Animation.bouncy.base is FluidSpringAnimation)
    }

    @Test func springPresetsMatchTheirSprings() {
        #expect(Animation.bouncy == Animation.spring(Spring.bouncy))
        let direct = Animation.spring(duration: 0.5, bounce: 0.3).base as! FluidSpringAnimation
        let viaSpring = Animation.spring(Spring(duration: 0.5, bounce: 0.3)).base as! FluidSpringAnimation
        #expect(abs(direct.response - viaSpring.response) < 1e-12)
        #expect(abs(direct.dampingFraction - viaSpring.dampingFraction) < 1e-12)
    }

    @Test func onlyFluidSpringsMerge() {
        var context = AnimationContext<Double>()
        _ = Animation.bouncy.animate(value: 1, time: 0.1, context: &context)
        var copy = context
        #expect(Animation.snappy.shouldMerge(previous: .bouncy, value: 2.0, time: 0.1, context: &copy))
        copy = context
        #expect(!Animation.linear.shouldMerge(previous: .bouncy, value: 2.0, time: 0.1, context: &copy))
        copy = context
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring, value: 2.0, time: 0.1, context: &copy))
    }
}

struct FluidSpringStepTests {
    /// The gathered step map is the half-step velocity integration, not an approximation of it.
    @Test(arguments: [(157.9, 17.6), (39.5, 3.0), (4.4, 0.3), (1_000, 0)])
    func theStepMapIsOneIntegrationStep(stiffness k: Double, damping c: Double) {
        let h = FluidSpringAnimation.step
        let map = FluidSpringAnimation.StepMap(stiffness: k, damping: c, step: h)
        for (e, v) in [(1.0, 0.0), (-3.0, 12.0), (0.25, -40.0)] {
            let half = v + h / 2 * (-k * e - c * v)
            let e1 = e + h * half
            let v1 = half + h / 2 * (-k * e1 - c * half)
            #expect(abs(map.ee * e + map.ev * v - e1) < 1e-12 * max(1, abs(e1)))
            #expect(abs(map.ve * e + map.vv * v - v1) < 1e-12 * max(1, abs(v1)))
        }
    }

    /// A spring not sampled for a long time (a hidden view, a paused app) settles without
    /// simulating every step of the gap.
    @Test func aLongGapEndsAtTheTarget() {
        var context = AnimationContext<Double>()
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        #expect(spring.animate(value: 100, time: 0.1, context: &context) != nil)
        #expect(spring.animate(value: 100, time: 1e7, context: &context) == nil)
    }

    /// With no arguments, as in SwiftUI: `.spring()` and `.interactiveSpring()` compile and
    /// are the response forms with their documented defaults.
    @Test func springsCalledWithNoArgumentsAreTheResponseForms() {
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.interactiveSpring() == Animation.interactiveSpring)
        #expect(Animation.interactiveSpring() == Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }
}
