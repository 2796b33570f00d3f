import Foundation
import PropertyBased
import Testing
@testable import Motion

/// Invariants of the animator across random animations, targets and interruptions.
struct AnimatorPropertyTests {
    static let animations: [Animation] = [
        .linear(duration: 0.4), .easeIn(duration: 0.3), .easeOut(duration: 0.6), .easeInOut(duration: 0.5),
        .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5), .spring, .bouncy, .smooth, .snappy, .interactiveSpring,
        .interpolatingSpring(duration: 0.4, bounce: 0.2), .spring(duration: 0.3, bounce: -0.4),
        .linear(duration: 0.2).delay(0.1), .easeOut(duration: 0.4).speed(2),
    ]

    /// Runs the animator at 60 Hz until it stops (at most 20 s) and returns the final value.
    static func settle(_ animator: Animator<Double>, from time: Double) -> Double {
        var t = time
        while animator.isAnimating && t < time + 20 {
            t += 1.0 / 60
            _ = animator.presentationValue(at: t)
        }
        return animator.presentationValue(at: t)
    }

    @Test func everyAnimationEndsExactlyOnItsTarget() async {
        await propertyCheck(input: Gen.int(in: 0...13), Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)) { index, start, target in
            let animator = Animator(start)
            animator.setValue(target, transaction: Transaction(animation: Self.animations[index]), at: 0)
            #expect(Self.settle(animator, from: 0) == target)
            #expect(!animator.isAnimating)
        }
    }

    @Test func interruptionsStillEndOnTheLastTarget() async {
        await propertyCheck(input: Gen.int(in: 0...13), Gen.int(in: 0...13), Gen.double(in: -500...500), Gen.double(in: 0.01...0.5)) { first, second, target, when in
            let animator = Animator(0.0)
            animator.setValue(100, transaction: Transaction(animation: Self.animations[first]), at: 0)
            let before = animator.presentationValue(at: when)
            animator.setValue(target, transaction: Transaction(animation: Self.animations[second]), at: when)
            // No jump at the interruption...
            #expect(abs(animator.presentationValue(at: when) - before) < 1e-9)
            // ...and the last target is where it ends.
            #expect(Self.settle(animator, from: when) == target)
        }
    }

    @Test func retargetedSpringsKeepValueAndVelocity() async {
        await propertyCheck(input: Gen.double(in: 0.2...1.5), Gen.double(in: 0...0.8), Gen.double(in: 0.02...0.6), Gen.double(in: -300...300)) { duration, bounce, when, target in
            let spring = Animation.spring(duration: duration, bounce: bounce)
            let animator = Animator(0.0)
            animator.setValue(100, transaction: Transaction(animation: spring), at: 0)
            let value = animator.presentationValue(at: when), velocity = animator.velocity(at: when)
            animator.setValue(target, transaction: Transaction(animation: spring), at: when)
            #expect(abs(animator.presentationValue(at: when) - value) < 1e-9)
            #expect(abs(animator.velocity(at: when) - velocity) < 1e-9 * max(1, abs(velocity)))
        }
    }

    @Test func closedFormAnimationsAreFrameRateIndependent() async {
        // Closed forms agree to 1e-9 at instants every rate shares; fluid springs to their step error.
        await propertyCheck(input: Gen.int(in: 0...13), Gen.double(in: -100...100)) { index, target in
            let animation = Self.animations[index]
            let isFluid = animation.base is FluidSpringAnimation
            var reference: [Double] = []
            for rate in [30.0, 60, 120, 150] {
                let animator = Animator(0.0)
                animator.setValue(target, transaction: Transaction(animation: animation), at: 0)
                var values: [Double] = []
                for frame in 1...Int(rate * 0.6) {
                    let value = animator.presentationValue(at: Double(frame) / rate)
                    if (frame * 10).isMultiple(of: Int(rate)) { values.append(value) }  // every 0.1 s
                }
                if reference.isEmpty { reference = values; continue }
                for (a, b) in zip(values, reference) {
                    #expect(abs(a - b) <= (isFluid ? 0.01 * max(1, abs(target)) : 1e-9 * max(1, abs(target))), "\(animation) at \(rate) Hz")
                }
            }
        }
    }
}
