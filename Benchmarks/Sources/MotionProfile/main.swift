// A small driver for profilers: builds the 10,000-animator field of MotionBenchmarks and
// advances it FRAMES frames (default 300), printing how many animators and animations run.
//
//     swift build -c release --product MotionProfile
//     valgrind --tool=callgrind .build/release/MotionProfile 60
//     perf record -g .build/release/MotionProfile 3000

import MotionWorkload

let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
let field = AnimatorField(count: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000)
var sum = 0.0
for _ in 0..<frames { sum += field.advance() }
print("frames: \(frames), t = \(field.time) s, animating: \(field.runningCount) of \(field.count), animations: \(field.runningAnimationCount), sum: \(sum)")
