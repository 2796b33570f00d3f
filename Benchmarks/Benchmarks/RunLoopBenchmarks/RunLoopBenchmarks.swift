// The main run loop's cost in a frame (issue: "a 60 Hz Timer adds at most 0.1 ms of CPU per
// frame; servicing the run loop and main queue costs nothing measurable when they are empty").
//
// - "service, nothing due": MainRunLoop.service() with no timer scheduled and the main queue
//   empty, what the frame loop calls before every frame.
// - "service, a due timer": the same call firing a repeating Foundation timer whose block
//   counts, as a 60 Hz timer fires once a frame.
// - "frame, state changed by a timer" against "frame, the same change made directly" (and "by
//   a tap"): a 40-view tree whose one counter a timer (fired by service()), a plain call or a
//   tap advances, then the update and render that change costs. The difference between the
//   first two is what a timer adds to a frame.
//
// One iteration is one call or one frame (wall clock; Linux counts CPU in 10 ms ticks).

import Benchmark
import Foundation
import KineticCore
import KineticRunLoop

/// Forty rows and a counter; `advance` is what the timer or the tap does.
struct CounterRows: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 2) {
            Text("\(count)").accessibilityIdentifier("count")
                .onTapGesture { count += 1 }
            ForEach(0..<40, id: \.self) { row in
                Rectangle().frame(width: 200, height: 4).opacity(Double(row) / 40)
            }
        }
        .onAppear { timerChange = { count += 1 } }
    }
}

/// What the timer's block does: the view's change (the benchmarks run on one thread).
nonisolated(unsafe) var timerChange: () -> Void = {}

/// A timer that is always due: one firing per service() call, as a 60 Hz timer fires once per
/// frame.
func alwaysDueTimer(_ block: @escaping @Sendable () -> Void) -> Timer {
    let timer = Timer(fire: Date.distantPast, interval: 0.0001, repeats: true) { _ in block() }
    RunLoop.current.add(timer, forMode: .default)
    return timer
}

nonisolated(unsafe) var firings = 0

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    Benchmark("service, nothing due", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(MainRunLoop.service()) }
    }

    Benchmark("service, a due timer", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let timer = alwaysDueTimer { firings += 1 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(MainRunLoop.service()) }
        benchmark.stopMeasurement()
        timer.invalidate()
    }

    Benchmark("frame, state changed by a timer") { benchmark in
        let graph = ViewGraph(size: CGSize(width: 400, height: 600), content: CounterRows())
        graph.update(at: 0)
        let timer = alwaysDueTimer { timerChange() }
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            MainRunLoop.service()
            graph.update(at: time)
            blackHole(graph.render(at: time))
        }
        benchmark.stopMeasurement()
        timer.invalidate()
    }

    Benchmark("frame, the same change made directly") { benchmark in
        let graph = ViewGraph(size: CGSize(width: 400, height: 600), content: CounterRows())
        graph.update(at: 0)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            timerChange()
            graph.update(at: time)
            blackHole(graph.render(at: time))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame, the same change by a tap") { benchmark in
        let graph = ViewGraph(size: CGSize(width: 400, height: 600), content: CounterRows())
        graph.update(at: 0)
        graph.render(at: 0)
        let target = graph.frame(of: "count") ?? .zero
        let point = CGPoint(x: target.midX, y: target.midY)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            _ = graph.tap(at: point, time: time)
            graph.update(at: time)
            blackHole(graph.render(at: time))
        }
        benchmark.stopMeasurement()
    }
}
