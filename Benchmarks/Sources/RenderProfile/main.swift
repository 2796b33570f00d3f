// Tessellates 1,000 rounded rectangles N times, for perf:
//
//     swift build -c release --product RenderProfile
//     perf record -g .build/release/RenderProfile 2000

import Dispatch
import Foundation
import Kinetic

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
