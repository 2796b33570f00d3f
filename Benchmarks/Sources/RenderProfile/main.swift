// Tessellates 1,000 rounded rectangles N times, for perf (or, with `path N [star]`, one
// N-point concave path filled and stroked once):
//
//     swift build -c release --product RenderProfile
//     perf record -g .build/release/RenderProfile 2000

import Dispatch
import Foundation
import KineticCore
import RenderWorkload

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "path" {
    // One path of N points, filled and stroked once: a wavy blob (concave, dense, well behaved),
    // or with `star`, a zigzag whose teeth are far narrower than a pixel (the worst case).
    let points = Int(CommandLine.arguments[2]) ?? 100_000
    let outline = denseOutline(points: points, zigzag: CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "star")
    for content in [DisplayContent.fill(.path(outline), color: .white), .stroke(.path(outline), color: .white, lineWidth: 2)] {
        var list = DrawList()
        var display = DisplayList()
        display.append(DisplayItem(content, frame: CGRect(x: 0, y: 0, width: 800, height: 800)))
        // The first run grows the list's buffers; a frame reuses them: time the third.
        var elapsed = 0.0
        for _ in 0..<3 {
            list.removeAll()
            let start = DispatchTime.now().uptimeNanoseconds
            list.append(display)
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        let kind = if case .fill = content { "fill" } else { "stroke" }
        print("\(points)-point path, \(kind): \(elapsed) ms, \(list.triangleCount) triangles")
    }
    exit(0)
}
let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let display = roundedRectangles()
var list = DrawList()
var times: [Double] = []
for _ in 0..<iterations {
    let start = DispatchTime.now().uptimeNanoseconds
    list.removeAll()
    list.append(display)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
times.sort()
print("1,000 rounded rectangles: p50 \(times[times.count / 2]) ms, p90 \(times[times.count * 9 / 10]) ms, \(list.triangleCount) triangles, \(list.vertices.count) vertices")
