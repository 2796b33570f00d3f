import Foundation
import Testing
@testable import KineticCore

/// What an animator's content saw: each build's graph time and value.
private final class Samples<Value> {
    var entries: [(time: Double, value: Value)] = []
    var last: Value? { entries.last?.value }
}

private struct Heart {
    var scale = 1.0
    var rotation = Angle.zero
    var lift = 0.0
}

@KeyframesBuilder<Heart> private func heartbeat(_ start: Heart) -> some Keyframes<Heart> {
    KeyframeTrack(\.scale) {
        SpringKeyframe(1.5, duration: 0.3)
        SpringKeyframe(1.0, duration: 0.3)
    }
    KeyframeTrack(\.rotation) {
        LinearKeyframe(.degrees(15), duration: 0.15)
        LinearKeyframe(.degrees(-15), duration: 0.3)
        LinearKeyframe(.zero, duration: 0.15)
    }
    KeyframeTrack(\.lift) {
        CubicKeyframe(-20, duration: 0.3)
        CubicKeyframe(0, duration: 0.3)
    }
}

private struct Repeating: View {
    let samples: Samples<Heart>
    var repeating = true
    var body: some View {
        KeyframeAnimator(initialValue: Heart(), repeating: repeating) { heart in
            let _ = samples.entries.append((0, heart))
            Circle().frame(width: 20, height: 20)
                .scaleEffect(heart.scale)
                .rotationEffect(heart.rotation)
                .offset(y: heart.lift)
        } keyframes: { start in heartbeat(start) }
    }
}

/// A position driven by keyframes each time the button is tapped.
private struct Triggered: View {
    let samples: Samples<Double>
    let graph: () -> ViewGraph?
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("go") { taps += 1 }.accessibilityIdentifier("go")
            Color.clear.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                    let _ = samples.entries.append((graph()?.time ?? -1, x))
                    content.offset(x: x)
                } keyframes: { start in
                    CubicKeyframe(start + 100, duration: 0.5)
                    SpringKeyframe(start + 50, duration: 0.5, spring: .bouncy)
                }
        }
    }
}

@MainActor
struct KeyframeAnimatorTests {
    fileprivate static let timeline = KeyframeTimeline(initialValue: Heart()) { heartbeat(Heart()) }

    @Test func theSeedsHeartPlaysItsKeyframesOverAndOver() {
        let samples = Samples<Heart>()
        let host = HeadlessHost { Repeating(samples: samples) }
        #expect(abs(Self.timeline.duration - 0.6) < 1e-12)
        // Each round starts where the last ended (the springs, cut at 0.3 s, end near 1).
        var rounds = [Self.timeline]
        for _ in 0..<4 {
            let end = rounds[rounds.count - 1].value(time: 0.6)
            rounds.append(KeyframeTimeline(initialValue: end) { heartbeat(end) })
        }
        #expect(abs(rounds[1].value(time: 0).scale - 1) < 0.1)
        for time in [0.1, 0.25, 0.45, 0.7, 1.0, 1.35, 2.05] {
            host.advance(to: time)
            let round = Int(time / 0.6), phase = time - Double(round) * 0.6
            let expected = rounds[round].value(time: phase), shown = samples.last
            #expect(abs((shown?.scale ?? 0) - expected.scale) < 1e-6, "scale at \(time)")
            #expect(abs((shown?.rotation.degrees ?? 0) - expected.rotation.degrees) < 1e-6, "rotation at \(time)")
            #expect(abs((shown?.lift ?? 0) - expected.lift) < 1e-6, "lift at \(time)")
        }
        #expect(host.frameNeeded)
    }

    @Test func whileNotRepeatingItShowsTheStartAndBuildsNothingMore() {
        let samples = Samples<Heart>()
        let host = HeadlessHost { Repeating(samples: samples, repeating: false) }
        host.advance(to: 1)
        #expect(samples.entries.count == 1)
        #expect(samples.last?.scale == 1 && samples.last?.lift == 0)
        #expect(!host.frameNeeded)
    }

    @Test func aTriggerPlaysTheKeyframesOnceAndTheEndBecomesTheNextStart() throws {
        let samples = Samples<Double>()
        var graph: ViewGraph?
        let host = HeadlessHost { Triggered(samples: samples, graph: { graph }) }
        graph = host.graph
        host.advance(to: 0.5)
        let builtAtRest = samples.entries.count
        #expect(samples.last == 0)
        #expect(!host.frameNeeded)
        #expect(host.tap("go"))
        let start = host.graph.time
        let reference = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100, duration: 0.5)
            SpringKeyframe(50, duration: 0.5, spring: .bouncy)
        }
        for offset in [0.1, 0.3, 0.5, 0.8] {
            host.advance(to: start + offset)
            #expect(abs((samples.last ?? .nan) - reference.value(time: offset)) < 1e-9, "at +\(offset)")
        }
        host.advance(to: start + 1.5)
        let end = reference.value(time: 1)
        #expect(abs((samples.last ?? .nan) - end) < 1e-9)
        // At rest: nothing more is built.
        let builds = samples.entries.count
        host.advance(to: start + 3)
        #expect(samples.entries.count == builds && builds > builtAtRest)
        #expect(!host.frameNeeded)
        // The next run starts where this one ended.
        #expect(host.tap("go"))
        host.advance(by: 0.5)
        #expect(abs((samples.last ?? .nan) - (end + 100)) < 1e-9)
    }

    @Test func retriggeringMidFlightKeepsValueAndVelocityContinuous() throws {
        let samples = Samples<Double>()
        var graph: ViewGraph?
        let host = HeadlessHost { Triggered(samples: samples, graph: { graph }) }
        graph = host.graph
        host.frameRate = 1000
        #expect(host.tap("go"))
        host.advance(by: 0.3)
        samples.entries.removeAll()
        #expect(host.tap("go"))
        host.advance(by: 0.2)
        let values = samples.entries.map(\.value)
        let times = samples.entries.map(\.time)
        // Find the retrigger (the largest change of slope) and check both sides agree.
        var velocities: [Double] = []
        for i in 1..<values.count where times[i] > times[i - 1] {
            velocities.append((values[i] - values[i - 1]) / (times[i] - times[i - 1]))
        }
        #expect(velocities.count > 150)
        var largestJump = 0.0, largestStep = 0.0
        for i in 1..<velocities.count { largestJump = max(largestJump, abs(velocities[i] - velocities[i - 1])) }
        for i in 1..<values.count { largestStep = max(largestStep, abs(values[i] - values[i - 1])) }
        // At 1 kHz a 100-point cubic moves under a point a frame, and its velocity changes by
        // under 3 points per second a frame; a restart from rest would jump by ~150.
        #expect(largestStep < 1, "value jumped by \(largestStep)")
        #expect(largestJump < 3, "velocity jumped by \(largestJump)")
    }

    @Test func aTriggerThatChangesEveryFrameStaysFinite() {
        struct Jittery: View {
            let samples: Samples<Double>
            var body: some View {
                TimelineView(.animation) { context in
                    Color.clear.frame(width: 10, height: 10)
                        .keyframeAnimator(initialValue: 0.0, trigger: context.date) { content, x in
                            let _ = samples.entries.append((0, x))
                            content.offset(x: x)
                        } keyframes: { start in SpringKeyframe(start + 10, spring: .snappy) }
                }
            }
        }
        let samples = Samples<Double>()
        let host = HeadlessHost { Jittery(samples: samples) }
        host.advance(to: 2)
        #expect(samples.entries.count > 100)
        #expect(samples.entries.allSatisfy { $0.value.isFinite })
    }

    @Test func repeatingKeyframesWithNoDurationWarnInsteadOfSpinning() {
        struct Empty: View {
            var body: some View {
                KeyframeAnimator(initialValue: 1.0, repeating: true) { x in Color.clear.frame(width: x, height: x) } keyframes: { _ in
                    MoveKeyframe(5.0)
                }
            }
        }
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) { Empty() }
        host.advance(to: 1)
        #expect(warnings.contains { $0.contains("nothing to play") })
        #expect(!host.frameNeeded)
    }
}
