// A small driver for profilers: runs the workloads of DSLBenchmarks for N frames.
//
//     swift build -c release --product DSLProfile
//     perf record -g .build/release/DSLProfile grid 3000        # 1,000 animating views, linear
//     perf record -g .build/release/DSLProfile spring 3000      # the same with a fluid spring
//     perf record -g .build/release/DSLProfile tree 1000        # one change in 10,000 views
//     valgrind --tool=callgrind .build/release/DSLProfile tree 20
//
// Prints the mean time per frame (restarts and setup excluded), to compare with the benchmark.
//
// After changing Kinetic, touch this file and Sources/DSLWorkload (or remove .build/release):
// release builds inline across modules, and an incremental build can keep code inlined from
// the old Kinetic (stored properties read at old offsets).

import DSLWorkload
import Dispatch
import KineticCore

let arguments = CommandLine.arguments.dropFirst()
let workload = arguments.first ?? "grid"
let frames = arguments.dropFirst().first.flatMap { Int($0) } ?? 600

func seconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1e9 }

switch workload {
case "grid", "spring":
    let grid = workload == "grid"
        ? AnimatingGrid(animation: .linear(duration: 10), framesPerCycle: 540, settleTime: 11)
        : AnimatingGrid(animation: .spring(duration: 2), framesPerCycle: 100, settleTime: 60)
    var times: [(seconds: Double, frameInCycle: Int)] = []
    var items = 0
    for _ in 0..<frames {
        grid.restartIfDue()
        let start = DispatchTime.now().uptimeNanoseconds
        items += grid.frame()
        times.append((seconds(start, DispatchTime.now().uptimeNanoseconds), grid.framesInCycle))
        precondition(grid.lastFrameWasAnimatingEveryLeaf)
    }
    let sorted = times.sorted { $0.seconds < $1.seconds }
    func ms(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(p * Double(sorted.count)))].seconds * 1e3 }
    let mean = times.reduce(0) { $0 + $1.seconds } / Double(max(1, frames))
    print("\(workload): \(frames) frames of \(grid.leafCount) animating leaves, \(grid.cycles) cycles, \(items / max(1, frames)) items a frame")
    print("ms a frame: mean \(mean * 1e3), p50 \(ms(0.5)), p99 \(ms(0.99)), max \(ms(1))")
    print("slowest frames (ms, frame of its cycle):", sorted.suffix(8).reversed().map { "\(($0.seconds * 1e4).rounded() / 10) @\($0.frameInCycle)" })
case "tree":
    let tree = CellTree()
    let bodies = tree.graph.bodyEvaluations
    var times: [Double] = []
    for _ in 0..<frames {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = tree.change()
        times.append(seconds(start, DispatchTime.now().uptimeNanoseconds))
    }
    let sorted = times.sorted()
    func ms(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(p * Double(sorted.count)))] * 1e3 }
    let mean = times.reduce(0, +) / Double(max(1, frames))
    print("tree: \(frames) changes in \(tree.cellCount) cells, \(tree.graph.bodyEvaluations - bodies) bodies run, \(tree.graph.fullRedraws) full redraws")
    print("ms a change: mean \(mean * 1e3), p50 \(ms(0.5)), p90 \(ms(0.9)), p99 \(ms(0.99)), max \(ms(1))")
default:
    print("usage: DSLProfile grid|spring|tree [frames]")
}
