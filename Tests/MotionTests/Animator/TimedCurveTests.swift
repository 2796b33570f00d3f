import Foundation
import Testing
@testable import Motion

/// The timed curve driver computes exactly what the wrapped animations compute when run one
/// inside the other: same values to the bit, same nil, same completion flag, same state.
struct TimedCurveTests {
    static let chains: [(String, Animation)] = [
        ("delay", .linear(duration: 0.5).delay(0.2)),
        ("speed", .easeInOut(duration: 1).speed(2.5)),
        ("repeat forever, reversing", .linear(duration: 0.5).repeatForever(autoreverses: true)),
        ("repeat forever", .easeIn(duration: 0.3).repeatForever(autoreverses: false)),
        ("repeat 3, reversing", .easeOut(duration: 0.4).repeatCount(3, autoreverses: true)),
        ("repeat 2", .linear(duration: 0.25).repeatCount(2, autoreverses: false)),
        ("repeat 0", .linear(duration: 0.25).repeatCount(0)),
        ("delay in repeat", .linear(duration: 0.5).delay(3.0 / 14).repeatForever(autoreverses: true)),
        ("repeat in delay", .linear(duration: 0.5).repeatCount(3).delay(0.1)),
        ("repeat in repeat", .easeInOut(duration: 0.2).repeatCount(3, autoreverses: true).repeatCount(2, autoreverses: true)),
        ("bezier, speed, repeat", .timingCurve(0.2, 1.8, 0.4, -0.6, duration: 0.3).speed(0.5).repeatCount(4)),
        ("logically complete", .linear(duration: 1).logicallyComplete(after: 0.3)),
        ("mark in repeat", .linear(duration: 0.4).logicallyComplete(after: 0.1).repeatCount(3, autoreverses: true)),
        ("zero duration in repeat", .linear(duration: 0).repeatCount(3)),
        ("zero duration forever", .linear(duration: 0).repeatForever()),
    ]

    /// Frame times: steady 60 Hz steps, then uneven ones, out to 4 s.
    static let times: [Double] = {
        var times = (0..<120).map { Double($0) / 60 }
        var t = 2.0
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        while t < 4 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            t += Double(seed >> 40) / Double(1 << 24) * 0.2
            times.append(t)
        }
        return times
    }()

    @Test(arguments: chains.map(\.0))
    func runsAsTheWrappersDo(name: String) throws {
        let animation = try #require(Self.chains.first { $0.0 == name }?.1)
        let timed = try #require(TimedCurve(animation))
        for value in [100.0, -37.25, 1e-3] {
            var context = AnimationContext<Double>()
            var runs = timed.runs(in: AnimationState<Double>())  // as an animator starts it
            var complete = false
            for time in Self.times {
                let expected = animation.animate(value: value, time: time, context: &context)
                let got = timed.animate(value: value, time: time, runs: &runs, isLogicallyComplete: &complete)
                #expect(got?.bitPattern == expected?.bitPattern, "\(name) at \(time): \(String(describing: got)) vs \(String(describing: expected))")
                #expect(complete == context.isLogicallyComplete, "\(name) at \(time)")
                let kept = timed.runs(in: context.state)
                #expect(kept.map(\.iteration) == runs.map(\.iteration) && kept.map(\.start) == runs.map(\.start), "\(name) at \(time)")
                // Written back into slots, the runs give the wrappers' velocity.
                let written = AnimationContext<Double>(state: timed.state(runs))
                #expect(animation.velocity(value: value, time: time, context: written)?.bitPattern
                        == animation.velocity(value: value, time: time, context: context)?.bitPattern)
                if expected == nil { break }
            }
        }
    }

    /// Only timing curves inside wrappers take the driver: bare curves, springs and anything
    /// wrapping a spring keep theirs.
    @Test func takesOnlyWrappedTimingCurves() {
        #expect(TimedCurve(.linear(duration: 1)) == nil)
        #expect(TimedCurve(.spring()) == nil)
        #expect(TimedCurve(.spring().delay(1)) == nil)
        #expect(TimedCurve(.bouncy.repeatCount(2)) == nil)
        #expect(TimedCurve(.interpolatingSpring(stiffness: 100, damping: 10).speed(2)) == nil)
        #expect(TimedCurve(.linear(duration: 1).delay(1).speed(2).repeatForever())?.runs(in: AnimationState<Double>()).count == 1)
    }

    /// An animator running a repeating curve shows what the animation gives when driven by
    /// hand, and reports the wrappers' velocity and run start.
    @Test func anAnimatorShowsTheWrappersValues() {
        let animation = Animation.easeInOut(duration: 0.5).delay(0.1).repeatForever(autoreverses: true)
        let animator = Animator(0.0)
        // Started at 0, so the animator's elapsed times are the frame times exactly.
        animator.setValue(60, transaction: Transaction(animation: animation), at: 0)
        var context = AnimationContext<Double>()
        for time in Self.times where time < 3 {
            let expected = animation.animate(value: 60.0, time: time, context: &context) ?? 60
            #expect(animator.presentationValue(at: time).bitPattern == expected.bitPattern, "at \(time)")
            #expect(animator.velocity(at: time) == animation.velocity(value: 60.0, time: time, context: context) ?? 0)
        }
        #expect(animator.inspection(at: 4).runStart != nil)
    }
}
