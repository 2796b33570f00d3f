// The rendering issue's pipeline side of the raw-SDL comparison: N anti-aliased circles, each
// swinging ±30 points in a repeating linear animation, drawn through all of Kinetic: state →
// animators → layout → DisplayList → DrawList → SDL. RawSDLCircles draws the same scene with
// SDL alone.
//
//     PipelineCircles <headless|window|view> <N> [frames]
//
// `view` runs the view and tessellation phases only, with no SDL, for perf.
// Prints one line: N, frames, seconds, frames per second. Window mode asks for no vsync.

import Foundation
import KineticCore
import KineticSDL

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "headless"
let count = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
let frames = arguments.count > 2 ? Int(arguments[2]) ?? 600 : 600
let size = CGSize(width: 1280, height: 800)
/// KINETIC_SNAP=1 draws as the product does on SDL's software renderer (vertices on whole
/// pixels, fringes through the coverage texture); by default the triangles are the baseline's.
let snap = ProcessInfo.processInfo.environment["KINETIC_SNAP"] == "1"
/// KINETIC_MASKS=0 draws the baseline's triangles on an accelerated renderer too, where the
/// product draws each circle as one quad from its shape-mask atlas.
let masks = ProcessInfo.processInfo.environment["KINETIC_MASKS"] != "0"

let columns = min(max(Int(Double(count).squareRoot() * 1.6), 1), count)
let rows = (count + columns - 1) / columns
let spacing = min((1280 - 80) / Double(columns), (800 - 80) / Double(rows))
let radius = max(3, min(24, spacing * 0.4))

/// The circles on their grid, swinging once `swinging` turns on.
struct Circles: View {
    @State var swinging = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color(red: Double(80 + index * 37 % 170) / 255, green: Double(120 + index * 53 % 130) / 255, blue: 200 / 255))
                    .frame(width: 2 * radius, height: 2 * radius)
                    .offset(x: swinging ? 30 : -30)
                    .animation(.linear(duration: 0.5).delay(Double(index % 7) / 14).repeatForever(autoreverses: true), value: swinging)
                    .position(x: 40 + spacing * (Double(index % columns) + 0.5), y: 40 + spacing * (Double(index / columns) + 0.5))
            }
        }
        .frame(width: 1280, height: 800)
        .onAppear { swinging = true }
    }
}

@MainActor
func run() throws {
    let host: any PlatformHost
    // The repository's font (the scene draws no text, but the window host wants one).
    let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/fonts/DejaVuSans.ttf").path
    if mode == "window" {
        host = try SDLWindowHost(title: "Kinetic circles", size: size, vsync: false, fontPath: font)
    } else {
        host = try SDLHeadlessHost(size: size, fontPath: nil)
    }
    let graph = ViewGraph(size: size, content: Circles())
    var drawList = DrawList(clearColor: RGBAColor(red: 21 / 255, green: 22 / 255, blue: 26 / 255))
    var phases = (view: 0.0, tessellation: 0.0, submit: 0.0)
    var calls = 0
    func frame(at t: Double) {
        _ = host.pollEvents()
        let t0 = host.now
        graph.update(at: t)
        let display = graph.render(at: t)
        let t1 = host.now
        drawList.removeAll(pixelsPerPoint: host.pixelsPerPoint, vertexSampleOffset: host.vertexSampleOffset, snapsVerticesToPixels: snap ? host.snapsVerticesToPixels : false,
                         drawsShapeMasks: masks ? host.drawsShapeMasks : false)
        drawList.append(display)
        let t2 = host.now
        if mode != "view" {
            host.submit(drawList)
            host.present()
            if let window = host as? SDLWindowHost { calls += window.drawCallsLastSubmit }
            if let headless = host as? SDLHeadlessHost { calls += headless.drawCallsLastSubmit }
        }
        let t3 = host.now
        phases.view += t1 - t0
        phases.tessellation += t2 - t1
        phases.submit += t3 - t2
    }
    /// Resident memory now, in bytes (Linux: /proc/self/statm's second field, in pages).
    func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
    for index in 0..<30 { frame(at: Double(index) / 60) }
    precondition(graph.needsFrame, "the circles do not animate")
    phases = (0, 0, 0)
    drawList.resetTessellationCacheStatistics()
    calls = 0
    let start = Date()
    // Memory after the first 1,000 frames (or all, when fewer), and at the end.
    var settled = 0
    for index in 0..<frames {
        frame(at: Double(index + 30) / 60)
        if index == min(frames, 1_000) - 1 { settled = residentBytes() }
    }
    let seconds = Date().timeIntervalSince(start)
    print("kinetic \(mode) N=\(count) frames=\(frames) seconds=\(String(format: "%.3f", seconds)) fps=\(String(format: "%.1f", Double(frames) / seconds)) triangles=\(drawList.triangleCount) vertices=\(drawList.vertices.count) ms/frame: view \(String(format: "%.2f", phases.view * 1000 / Double(frames))) tessellation \(String(format: "%.2f", phases.tessellation * 1000 / Double(frames))) submit+present \(String(format: "%.2f", phases.submit * 1000 / Double(frames))) calls/frame \(calls / max(frames, 1)) cache hit rate \(String(format: "%.3f", drawList.tessellationCacheStatistics.hitRate)) in place \(String(format: "%.3f", Double(drawList.tessellationCacheStatistics.inPlace) / Double(max(1, drawList.tessellationCacheStatistics.hits + drawList.tessellationCacheStatistics.misses)))) resident MiB after 1000 frames \(String(format: "%.2f", Double(settled) / 1_048_576)) at end \(String(format: "%.2f", Double(residentBytes()) / 1_048_576))")
    if let window = host as? SDLWindowHost { window.shutdown() }
    if let headless = host as? SDLHeadlessHost { headless.shutdown() }
}

try MainActor.assumeIsolated { try run() }
