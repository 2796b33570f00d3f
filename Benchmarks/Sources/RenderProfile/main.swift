// Tessellates 1,000 rounded rectangles N times, for perf (or, with `path N [star]`, one
// N-point concave path filled and stroked once; with `fill N solid|linear|radial`, the
// benchmarks' 200 × 120 card N times, gradients through their textures; with `fills N
// [moving|animating]`, the three cards in N turns, side by side, still, moving, or with their
// colour and gradients animating):
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
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "fills" {
    // The card solid, with a linear and with a radial gradient, in turns of 10,000 fills each,
    // N turns: the fastest and the middle turn of each, and the gradients' ratios to solid
    // (turns side by side share the machine's mood).
    let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBAColor(red: 0, green: 1, blue: 0), location: 0.5),
                 GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
    let card = DisplayContent.fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: .white)
    let contents: [(String, DisplayContent)] = [("solid", card), ("linear", .shaded(card, .linear(stops: stops, start: .zero, end: CGPoint(x: 200, y: 120)))),
                                                ("radial", .shaded(card, .radial(stops: stops, center: CGPoint(x: 100, y: 60), startRadius: 0, endRadius: 100)))]
    var lists = contents.map { _ in DrawList() }
    let displays = contents.map { DisplayList(items: [DisplayItem($0.1, frame: CGRect(x: 10, y: 10, width: 200, height: 120))]) }
    for k in lists.indices {
        lists[k].removeAll(shadesWithTextures: true)
        lists[k].append(displays[k])
    }
    // With `moving`, each card moves 0.37 points across and 0.23 down every fill; with
    // `animating`, the solid card's colour changes every fill and the gradients' points slide
    // (their contents made anew each time, as a view's are while they animate).
    let moving = CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "moving"
    let animating = CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "animating"
    func animated(_ k: Int, _ step: Int) -> DisplayContent {
        let f = Double(step % 1000) / 1000
        switch k {
        case 0: return .fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: RGBAColor(red: f, green: 0.5, blue: 1))
        case 1: return .shaded(card, .linear(stops: stops, start: CGPoint(x: 20 * f, y: 0), end: CGPoint(x: 200, y: 120 - 20 * f)))
        default: return .shaded(card, .radial(stops: stops, center: CGPoint(x: 100 + 10 * f, y: 60), startRadius: 0, endRadius: 100 - 10 * f))
        }
    }
    var movingDisplays = displays
    var times = contents.map { _ in [Double]() }
    for _ in 0..<(Int(CommandLine.arguments[2]) ?? 50) {
        for k in lists.indices {
            let start = DispatchTime.now().uptimeNanoseconds
            for step in 0..<10_000 {
                lists[k].removeAll()
                if animating {
                    movingDisplays[k].items[0].content = animated(k, step)
                    lists[k].append(movingDisplays[k])
                } else if moving {
                    movingDisplays[k].items[0].transform = CGAffineTransform(translationX: Double(step % 1000) * 0.37, y: Double(step % 1000) * 0.23)
                    lists[k].append(movingDisplays[k])
                } else {
                    lists[k].append(displays[k])
                }
            }
            times[k].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 10_000)
        }
    }
    let fastest = times.map { $0.min()! }, middle = times.map { $0.sorted()[$0.count / 2] }
    for k in contents.indices {
        print("\(contents[k].0): fastest \(Int(fastest[k])) ns, middle \(Int(middle[k])) ns, ratio to solid \(fastest[k] / fastest[0]) (fastest), \(middle[k] / middle[0]) (middle)")
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
    print("\(CommandLine.arguments[3]): \(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)) ns a fill",
          "(\(list.tessellationCacheStatistics.inPlace) in place, \(list.vertices.count) vertices)")
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
