// The cost per frame of FrameTimingRecorder.record(_:).
//
// Each iteration records `benchmark.scaledIterations` (1,000) frames of a synthetic 60 Hz run.
// The scaling factor is .kilo, so the table's rows marked * (wall clock, CPU, mallocs) read per
// frame, and throughput in frames per second; `--scale` shows them per 1,000-frame iteration.
// (Total CPU time is counted in 10 ms ticks on Linux: per frame it reads 0 or 10 µs; trust wall
// clock.)
//
// One recorder lives for the whole benchmark (made in its setup) and the synthetic timeline runs
// on across iterations, so what is measured is the steady state of a long run: the ring of recent
// frames is full, the histograms are warm, and in the CSV case the periodic flush (every
// synthetic second) and JSON summary (every 5 synthetic seconds) are paid at the rate a real
// 60 Hz run would pay them.

import Benchmark
import Foundation
import KineticCore

/// A deterministic 60 Hz run: steady frames with varying CPU time, a missed frame every
/// 97 frames and a frame after idle every 1,009, so every branch of `record` is taken.
final class SyntheticRun {
    static let refresh = 1.0 / 60

    private var index = 0
    private var lastPresent = 0.0

    func nextFrame() -> FrameStamps {
        defer { index += 1 }
        let refresh = SyntheticRun.refresh
        let idle = index % 1009 == 1008
        let missed = index % 97 == 96
        // Idle sleeps two seconds; a missed frame comes one refresh late.
        let deadline = lastPresent + (idle ? 2.0 : refresh) + (missed ? refresh : 0)
        let frameStart = deadline - refresh
        // CPU work of 2 to 9 ms, varying from frame to frame.
        let work = 0.002 + Double((index &* 7919) % 7000) * 1e-6
        let updateEnd = frameStart + work * 0.2
        let layoutEnd = updateEnd + work * 0.3
        let displayListEnd = layoutEnd + work * 0.3
        let submitEnd = displayListEnd + work * 0.2
        // Present lands within ±0.5 ms of the deadline.
        let present = deadline + Double((index &* 31) % 1000 - 500) * 1e-6
        lastPresent = present
        return FrameStamps(
            deadline: deadline, sampleTime: deadline, frameStart: frameStart, updateEnd: updateEnd,
            layoutEnd: layoutEnd, displayListEnd: displayListEnd, submitEnd: submitEnd, present: present,
            refreshInterval: refresh, followsIdle: idle)
    }
}

/// What one benchmark keeps between its setup, iterations and teardown.
final class RecorderState {
    var recorder: FrameTimingRecorder?
    var run = SyntheticRun()

    func reset(_ recorder: FrameTimingRecorder) {
        self.recorder = recorder
        run = SyntheticRun()
    }
}

let benchmarks: @Sendable () -> Void = {
    // Each benchmark stops after 3 s of iterations (or 10,000 of them), so a run takes seconds.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    let inMemory = RecorderState()
    Benchmark(
        "Recorder.record in memory",
        configuration: configuration,
        closure: { benchmark in
            guard let recorder = inMemory.recorder else { return }
            for _ in benchmark.scaledIterations {
                blackHole(recorder.record(inMemory.run.nextFrame()))
            }
        },
        setup: { inMemory.reset(FrameTimingRecorder()) },
        teardown: { inMemory.recorder = nil }
    )

    let streaming = RecorderState()
    let csvPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("kinetic-recorder-benchmark-\(getpid()).csv").path
    Benchmark(
        "Recorder.record streaming CSV",
        configuration: configuration,
        closure: { benchmark in
            guard let recorder = streaming.recorder else { return }
            for _ in benchmark.scaledIterations {
                blackHole(recorder.record(streaming.run.nextFrame()))
            }
        },
        setup: { streaming.reset(try FrameTimingRecorder(path: csvPath)) },
        teardown: {
            try streaming.recorder?.finish()
            streaming.recorder = nil
            for path in [csvPath, csvPath + ".json"] { try? FileManager.default.removeItem(atPath: path) }
        }
    )
}
