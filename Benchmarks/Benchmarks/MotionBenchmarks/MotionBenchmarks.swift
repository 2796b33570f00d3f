// The cost of Motion's hot paths: Spring.value's closed form per call (with a C baseline of the
// same formula), and advancing 10,000 running animators by one 60 Hz frame.
//
// Spring rows: each iteration makes `benchmark.scaledIterations` (1,000,000) calls with
// scalingFactor .mega, so rows marked * read per call (wall clock in ns) and throughput in
// calls per second. Times run over t ∈ [0, 1) s, a different t for every call, and the values are
// summed into blackHole, so nothing is hoisted out of the loop.
//
// "Spring.value loop" and the C rows compare like with like: every element is an out-of-line
// call into another module (Spring.value lives in Motion; c_spring_value in CSpringBaseline,
// compiled with -O2, marked noinline, and summed by a C loop). "C inlined loop" is the same
// formula inlined into its C loop, the floor for this arithmetic.
//
// Keyframe row: KeyframeTimeline.value(time:) of a 3-track, 12-keyframe timeline (a linear,
// a cubic and a spring track of 4 keyframes each) over t ∈ [0, 1.2) s, 1,000 calls an
// iteration (scalingFactor .kilo): wall clock reads per call. Target: under 1 µs.
//
// Animator rows: one iteration is one frame for all 10,000 animators (scalingFactor .one), so
// wall clock reads per frame and mallocs per frame. See MotionWorkload.AnimatorField for the mix.
// (Total CPU time is counted in 10 ms ticks on Linux; trust wall clock.)

import Benchmark
import CSpringBaseline
import KineticCore
import MotionWorkload

/// The field of animators one benchmark keeps between its setup, iterations and teardown.
final class FieldState {
    var field: AnimatorField?
}

let benchmarks: @Sendable () -> Void = {
    // Per-call rows: 1,000,000 calls an iteration, at most ~2 s of iterations.
    let perCall = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        scalingFactor: .mega,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let dt = 1e-6  // 1,000,000 calls cover t ∈ [0, 1) s

    func springValue(_ name: String, _ spring: Spring) {
        Benchmark("Spring.value closed form, \(name)", configuration: perCall) { benchmark in
            var sum = 0.0
            for i in benchmark.scaledIterations {
                sum += spring.value(target: 1.0, initialVelocity: 0.0, time: Double(i) * dt)
            }
            blackHole(sum)
        }
    }
    springValue("underdamped (bounce 0.3)", Spring(duration: 0.5, bounce: 0.3))
    springValue("critically damped (bounce 0)", Spring(duration: 0.5, bounce: 0))
    springValue("overdamped (bounce -0.5)", Spring(duration: 0.5, bounce: -0.5))

    // Swift against C on the same underdamped spring, the same n and the same times.
    let spring = Spring(duration: 0.5, bounce: 0.3)
    Benchmark("Spring.value loop vs C: Swift Spring.value", configuration: perCall) { benchmark in
        let n = benchmark.scaledIterations.count
        var sum = 0.0
        for i in 0..<n { sum += spring.value(target: 1.0, initialVelocity: 0.0, time: Double(i) * dt) }
        blackHole(sum)
    }
    Benchmark("Spring.value loop vs C: C loop, out-of-line c_spring_value", configuration: perCall) { benchmark in
        blackHole(c_spring_sum(Int32(benchmark.scaledIterations.count), 0, dt))
    }
    Benchmark("Spring.value loop vs C: Swift loop calling c_spring_value", configuration: perCall) { benchmark in
        let n = benchmark.scaledIterations.count
        var sum = 0.0
        for i in 0..<n { sum += c_spring_value(1.0, 0.0, Double(i) * dt) }
        blackHole(sum)
    }
    Benchmark("Spring.value loop vs C: C inlined loop", configuration: perCall) { benchmark in
        blackHole(c_spring_sum_inlined(Int32(benchmark.scaledIterations.count), 0, dt))
    }

    struct Pose {
        var x = 0.0
        var scale = 1.0
        var angle = Angle.zero
    }
    let timeline = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\.x) {
            LinearKeyframe(40, duration: 0.3)
            LinearKeyframe(-20, duration: 0.3, timingCurve: .easeInOut)
            LinearKeyframe(10, duration: 0.3)
            LinearKeyframe(0, duration: 0.3)
        }
        KeyframeTrack(\.scale) {
            CubicKeyframe(1.4, duration: 0.25)
            CubicKeyframe(0.9, duration: 0.25)
            CubicKeyframe(1.1, duration: 0.35)
            CubicKeyframe(1.0, duration: 0.35)
        }
        KeyframeTrack(\.angle) {
            SpringKeyframe(.degrees(20), duration: 0.3, spring: .bouncy)
            SpringKeyframe(.degrees(-10), duration: 0.3)
            SpringKeyframe(.degrees(5), duration: 0.3, spring: .snappy)
            SpringKeyframe(.zero, duration: 0.3)
        }
    }
    let perKiloCall = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
    Benchmark("KeyframeTimeline.value(time:), 3 tracks x 4 keyframes", configuration: perKiloCall) { benchmark in
        let n = benchmark.scaledIterations.count
        var sum = 0.0
        for i in 0..<n {
            let pose = timeline.value(time: Double(i) * 1.2 / Double(n))
            sum += pose.x + pose.scale + pose.angle.radians
        }
        blackHole(sum)
    }

    // One frame of 10,000 running animators: ~3 s of iterations.
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )
    let animators = FieldState()
    Benchmark(
        "Advance 10,000 animators one frame",
        configuration: perFrame,
        closure: { _ in
            guard let field = animators.field else { return }
            blackHole(field.advance())
        },
        setup: {
            let field = AnimatorField(count: 10_000)
            // The benchmark measures animators that really run: all of them, from the start…
            precondition(field.runningCount == field.count, "\(field.runningCount) of \(field.count) animators running")
            animators.field = field
        },
        teardown: {
            // …to the end.
            if let field = animators.field {
                precondition(field.runningCount == field.count, "\(field.runningCount) of \(field.count) animators running")
            }
            animators.field = nil
        }
    )
}
