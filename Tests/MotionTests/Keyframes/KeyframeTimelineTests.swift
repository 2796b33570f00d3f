import Foundation
import PropertyBased
import Testing
@testable import Motion

/// A value with two animatable properties, for key-path tracks.
struct Pose: Equatable {
    var x = 0.0
    var angle = Angle.zero
    var label = "pose"
}

/// The slope of `f` at `t` from the left and from the right, by finite differences.
func sides(_ f: (Double) -> Double, at t: Double, step: Double = 1e-6) -> (left: Double, right: Double) {
    ((f(t) - f(t - step)) / step, (f(t + step) - f(t)) / step)
}

struct KeyframeTimelineValueTests {
    @Test(arguments: [(-1.0, 0.0), (0, 0), (0.25, 2.5), (0.5, 5), (1, 10), (1.5, 7.5), (2, 5), (3, 0), (3.5, 0), (.nan, 0)])
    func linearSegmentsAreExact(time: Double, expected: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: time) == expected)
    }

    @Test func aLinearKeyframeIsPacedByItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn) }
        #expect(isApproximately(timeline.value(time: 1), 10 * UnitCurve.easeIn.value(at: 0.5)))
        #expect(timeline.value(time: 2) == 10)
    }

    @Test func consecutiveCubicKeyframesJoinSmoothlyWithCatmullRomSlopes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(-5.0, duration: 0.5)
            CubicKeyframe(20.0, duration: 1.5)
        }
        for (join, slope) in [(1.0, (-5.0 - 0) / 1.5), (1.5, (20.0 - 10) / 2)] {
            let (left, right) = sides({ timeline.value(time: $0) }, at: join)
            #expect(isApproximately(left, slope, tolerance: 1e-4) && isApproximately(right, slope, tolerance: 1e-4), "at \(join): \(left) \(right), want \(slope)")
        }
        // The ends are at rest, and every keyframe is passed through exactly.
        #expect(abs(sides({ timeline.value(time: $0) }, at: 1e-6).right) < 1e-3)
        #expect(timeline.value(time: 1) == 10 && timeline.value(time: 1.5) == -5 && timeline.value(time: 3) == 20)
    }

    @Test func explicitCubicVelocitiesAreKept() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 3, endVelocity: -2) }
        #expect(isApproximately(sides({ timeline.value(time: $0) }, at: 1e-6).right, 3, tolerance: 1e-4))
        #expect(isApproximately(sides({ timeline.value(time: $0) }, at: 1 - 1e-6).left, -2, tolerance: 1e-4))
    }

    @Test func aCubicBesideALinearKeyframeTakesItsVelocityAtTheJoin() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            LinearKeyframe(-4.0, duration: 2)
        }
        for (join, slope) in [(1.0, 10.0), (2.0, -2.0)] {
            let (left, right) = sides({ timeline.value(time: $0) }, at: join)
            #expect(isApproximately(left, slope, tolerance: 1e-4) && isApproximately(right, slope, tolerance: 1e-4), "at \(join): \(left) \(right)")
        }
    }

    @Test func aSpringKeyframeWithNoDurationSettlesExactlyOnItsValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, spring: .bouncy) }
        #expect(timeline.duration > 0.5 && timeline.duration < 5)
        #expect(timeline.value(time: timeline.duration) == 100)
        #expect(abs(timeline.value(time: timeline.duration - 0.001) - 100) < 0.2)
        // It follows the spring itself on the way.
        #expect(isApproximately(timeline.value(time: 0.2), Spring.bouncy.value(target: 100.0, time: 0.2)))
    }

    @Test func aSpringCutShortHandsOnItsValueAndVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.15, spring: .smooth)
            SpringKeyframe(0.0, duration: 1, spring: .smooth)
        }
        let cut = Spring.smooth.value(target: 100.0, time: 0.15)
        #expect(isApproximately(timeline.value(time: 0.15), cut))
        let (left, right) = sides({ timeline.value(time: $0) }, at: 0.15)
        #expect(isApproximately(left, right, tolerance: 1e-3), "\(left) then \(right)")
        #expect(left > 100)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: 1)
            MoveKeyframe(20.0)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.999) < 4.01)
        #expect(timeline.value(time: 1) == 20)
        #expect(timeline.value(time: 1.5) == 25)
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 5), (0.5, 10), (1, 20), (-3, 0), (7, 20), (.nan, 0)])
    func progressMapsOntoTheDuration(progress: Double, expected: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(20.0, duration: 4) }
        #expect(timeline.value(progress: progress) == expected)
    }
}

struct KeyframeTimelineTrackTests {
    @Test func tracksRunSideBySideAndTheShorterHoldsItsLastValue() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 3) }
        }
        #expect(timeline.duration == 3)
        let middle = timeline.value(time: 1.5)
        #expect(middle.x == 10)
        #expect(isApproximately(middle.angle.degrees, 45))
        #expect(middle.label == "pose")
        #expect(timeline.value(time: 9) == Pose(x: 10, angle: .degrees(90)))
    }

    @Test func whereTwoTracksWriteOnePropertyTheLastWinsWithOneWarning() {
        let (timeline, warnings) = Diagnostics.collectingWarnings {
            KeyframeTimeline(initialValue: Pose()) {
                KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
                KeyframeTrack(\.x) { LinearKeyframe(-10, duration: 1) }
            }
        }
        #expect(timeline.value(time: 1).x == -10)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the last one declared wins") == true)
    }

    @Test func keyframesWrittenWithoutATrackAnimateTheWholeValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
            LinearKeyframe(CGPoint(x: 0, y: 0), duration: 1)
        }
        #expect(timeline.value(time: 0.5) == CGPoint(x: 5, y: 10))
        #expect(timeline.value(time: 1.5) == CGPoint(x: 5, y: 10))
    }

    @Test(arguments: [true, false])
    func buildersTakeConditionsOptionalsAndLoops(flag: Bool) {
        let steps = [1.0, 2.0, 3.0]
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) {
                if flag {
                    LinearKeyframe(100, duration: 1)
                } else {
                    MoveKeyframe(-100)
                }
                for step in steps { LinearKeyframe(step, duration: 0.5) }
                if flag { CubicKeyframe(0, duration: 1) }
            }
            if flag {
                KeyframeTrack(\.angle) { LinearKeyframe(.degrees(10), duration: 1) }
            }
        }
        #expect(timeline.duration == (flag ? 3.5 : 1.5))
        #expect(timeline.value(time: 0).x == (flag ? 0 : -100))
        #expect(timeline.value(time: 10).x == (flag ? 0 : 3))
        #expect(timeline.value(time: 10).angle == (flag ? .degrees(10) : .zero))
    }

    @Test func customContentAndKeyframesComposeThroughTheirBodies() {
        struct Bounce: KeyframeTrackContent {
            var body: some KeyframeTrackContent<Double> {
                LinearKeyframe(2, duration: 1)
                LinearKeyframe(1, duration: 1)
            }
        }
        struct Wobble: Keyframes {
            var body: some Keyframes<Pose> {
                KeyframeTrack(\.x) { Bounce() }
            }
        }
        let timeline = KeyframeTimeline(initialValue: Pose()) { Wobble() }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5).x == 1.5)
    }
}

struct KeyframeTimelineBadInputTests {
    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func aBadDurationIsReportedAndTakenAsZero(duration: Double) {
        let (timeline, warnings) = Diagnostics.collectingWarnings {
            KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(5.0, duration: duration)
                CubicKeyframe(10.0, duration: 1)
            }
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("LinearKeyframe duration") == true)
        #expect(timeline.duration == 1)
        for t in stride(from: -0.5, through: 1.5, by: 0.05) { #expect(timeline.value(time: t).isFinite) }
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 1) == 10)
    }

    @Test func anEmptyTrackKeepsItsStartingValueWithAWarning() {
        let (timeline, warnings) = Diagnostics.collectingWarnings {
            KeyframeTimeline(initialValue: Pose(x: 3)) {
                KeyframeTrack(\.x) {}
            }
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1).x == 3)
        #expect(warnings.count == 1 && warnings[0].contains("has no keyframes"))
    }

    @Test func anEmptyTimelineIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 7.0) {}
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0.5) == 7)
        #expect(timeline.value(progress: 0.5) == 7)
    }

    @Test func aSpringThatNeverSettlesIsCutWithAWarning() {
        let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
        let (timeline, warnings) = Diagnostics.collectingWarnings {
            KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: undamped) }
        }
        #expect(timeline.duration == 10)
        #expect(warnings.count == 1 && warnings[0].contains("never settles"))
        for t in stride(from: 0.0, through: 12, by: 0.25) { #expect(timeline.value(time: t).isFinite) }
    }
}

struct KeyframeTimelinePropertyTests {
    /// Random mixes of keyframes: values are finite, every linear and cubic keyframe is passed
    /// through exactly, and the value never jumps except at a move.
    @Test func mixedTracksAreContinuousAndPassThroughTheirKeyframes() async {
        await propertyCheck(input: Gen.int(in: 0...3), Gen.int(in: 0...3), Gen.int(in: 0...3),
                            Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: 0.05...2)) { a, b, c, p, q, d in
            let steps = [(a, p), (b, q), (c, p - q)]
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack {
                    for (kind, value) in steps {
                        if kind == 0 {
                            LinearKeyframe(value, duration: d)
                        } else if kind == 1 {
                            CubicKeyframe(value, duration: d)
                        } else if kind == 2 {
                            SpringKeyframe(value, duration: d, spring: .snappy)
                        } else {
                            LinearKeyframe(value, duration: d, timingCurve: .easeInOut)
                        }
                    }
                }
            }
            #expect(isApproximately(timeline.duration, 3 * d))
            var previous = timeline.value(time: 0)
            let step = d / 200
            for i in 1...600 {
                let value = timeline.value(time: Double(i) * step)
                #expect(value.isFinite)
                // Across at most 400 units in d seconds no timed motion here is faster than
                // 2000 / d units per second (an eased linear keyframe peaks at twice its mean
                // speed); a snappy spring (ω ≈ 12.6 /s) over 400 units, than about 6000.
                #expect(abs(value - previous) < max(2000 / d, 6000) * step, "jump at \(Double(i) * step): \(previous) → \(value)")
                previous = value
            }
            if a != 2 { #expect(isApproximately(timeline.value(time: d), p, tolerance: 1e-9)) }
        }
    }
}
