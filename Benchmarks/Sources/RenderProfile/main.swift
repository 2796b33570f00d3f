// Tessellates 1,000 rounded rectangles N times, for perf (or, with `path N [star]`, one
// N-point concave path filled and stroked once; with `fill N solid|linear|radial`, the
// benchmarks' 200 × 120 card N times, gradients through their textures):
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
if CommandLine.arguments.count > 3, CommandLine.arguments[1] == "fill" {
    let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBAColor(red: 0, green: 1, blue: 0), location: 0.5),
                 GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
    let card = DisplayContent.fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: .white)
    let content: DisplayContent = switch CommandLine.arguments[3] {
    case "linear": .shaded(card, .linear(stops: stops, start: .zero, end: CGPoint(x: 200, y: 120)))
    case "radial": .shaded(card, .radial(stops: stops, center: CGPoint(x: 100, y: 60), startRadius: 0, endRadius: 100))
    default: card
    }
    let display = DisplayList(items: [DisplayItem(content, frame: CGRect(x: 10, y: 10, width: 200, height: 120))])
    var list = DrawList()
    list.removeAll(shadesWithTextures: true)
    list.append(display)
    let iterations = Int(CommandLine.arguments[2]) ?? 1_000_000
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations {
        list.removeAll()
        list.append(display)
    }
    print("\(CommandLine.arguments[3]): \(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)) ns a fill")
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
