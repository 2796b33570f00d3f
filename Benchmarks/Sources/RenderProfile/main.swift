// Tessellates 1,000 rounded rectangles N times, for perf (or, with `path N [star]`, one
// N-point concave path filled and stroked once):
//
//     swift build -c release --product RenderProfile
//     perf record -g .build/release/RenderProfile 2000

import Dispatch
import Foundation
import Kinetic

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "path" {
    // One path of N points, filled and stroked once: a wavy blob (concave, dense, well behaved),
    // or with `star`, a zigzag whose teeth are far narrower than a pixel (the worst case).
    let points = Int(CommandLine.arguments[2]) ?? 100_000
    let zigzag = CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "star"
    var outline = Path()
    for i in 0..<points {
        let angle = 2 * Double.pi * Double(i) / Double(points)
        let radius = zigzag ? (i % 2 == 0 ? 300.0 : 260.0) : 300 + 40 * sin(12 * angle) + 6 * sin(97 * angle)
        let point = CGPoint(x: 400 + radius * cos(angle), y: 400 + radius * sin(angle))
        if i == 0 { outline.move(to: point) } else { outline.addLine(to: point) }
    }
    outline.closeSubpath()
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
var display = DisplayList()
for index in 0..<1_000 {
    let column = Double(index % 40), row = Double(index / 40)
    let style: RoundedCornerStyle = index % 2 == 0 ? .continuous : .circular
    let turn = CGAffineTransform(rotationAngle: Double(index % 7) * 0.05, anchor: CGPoint(x: 20, y: 14))
    display.append(DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: style),
                                     color: RGBAColor(red: column / 40, green: row / 25, blue: 0.6)),
                               frame: CGRect(x: 0, y: 0, width: 40, height: 28),
                               transform: turn.concatenating(CGAffineTransform(translationX: column * 32, y: row * 32))))
}
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
