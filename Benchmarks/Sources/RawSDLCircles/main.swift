// The raw-SDL baseline of the rendering issue: a plain program that draws N anti-aliased
// circles moving every frame by submitting their triangles straight to SDL_RenderGeometry, with
// none of Kinetic. Kinetic's pipeline (PipelineCircles) draws the same scene: the same circles,
// the same motion, the same triangles (a fan plus a one-pixel fringe, as many segments as a
// 0.25-pixel error needs), so the ratio of frame rates is the pipeline's overhead.
//
//     RawSDLCircles <headless|window> <N> [frames]
//
// Prints one line: N, frames, seconds, frames per second. Window mode asks for no vsync.

import CSDL2Raw
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "headless"
let count = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
let frames = arguments.count > 2 ? Int(arguments[2]) ?? 600 : 600
let width: Int32 = 1280, height: Int32 = 800

// The scene, shared in spirit with PipelineCircles: circles on a grid, each swinging ±30 points
// horizontally, once a second, out of phase with its neighbours.
let columns = Int(Double(count).squareRoot() * 1.6).clamped(1, count)
let rows = (count + columns - 1) / columns
let spacing = min(Double(width - 80) / Double(columns), Double(height - 80) / Double(rows))
let radius = max(3, min(24, spacing * 0.4))

extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}

/// The horizontal swing at time t: a triangle wave between -30 and 30, one round trip a second.
func swing(_ t: Double, _ index: Int) -> Double {
    let phase = (t + Double(index % 7) / 7).truncatingRemainder(dividingBy: 1)
    return phase < 0.5 ? -30 + 120 * phase : 90 - 120 * phase
}

guard SDL_Init(mode == "window" ? SDL_INIT_VIDEO : 0) == 0 else { fatalError(String(cString: SDL_GetError())) }
var surface: UnsafeMutablePointer<SDL_Surface>?
var window: OpaquePointer?
let renderer: OpaquePointer
if mode == "window" {
    window = SDL_CreateWindow("raw SDL circles", raw_WINDOWPOS_CENTERED(), raw_WINDOWPOS_CENTERED(), width, height, SDL_WINDOW_SHOWN.rawValue)
    guard let window, let made = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else { fatalError(String(cString: SDL_GetError())) }
    renderer = made
} else {
    surface = raw_CreateRGBA32Surface(width, height)
    guard let surface, let made = SDL_CreateSoftwareRenderer(surface) else { fatalError(String(cString: SDL_GetError())) }
    renderer = made
}
SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)

// The same segment count as Kinetic's: enough for a 0.25-pixel error, a multiple of 4.
let segments = Int(min(max((Double.pi / acos(1 - 0.25 / radius)).rounded(.up), 8), 512) + 3) / 4 * 4
var vertices: [SDL_Vertex] = []
var indices: [Int32] = []
vertices.reserveCapacity(count * (2 * segments + 1))
indices.reserveCapacity(count * segments * 9)
// Unit circle, computed once.
let unit = (0..<segments).map { (cos(2 * Double.pi * Double($0) / Double(segments)), sin(2 * Double.pi * Double($0) / Double(segments))) }

@MainActor func drawFrame(at t: Double) {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    for index in 0..<count {
        let cx = 40 + spacing * (Double(index % columns) + 0.5) + swing(t, index)
        let cy = 40 + spacing * (Double(index / columns) + 0.5)
        let color = SDL_Color(r: UInt8(80 + index * 37 % 170), g: UInt8(120 + index * 53 % 130), b: 200, a: 255)
        var clear = color
        clear.a = 0
        let first = Int32(vertices.count)
        for (c, s) in unit {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(cx + c * (radius - 0.5)), y: Float(cy + s * (radius - 0.5))), color: color, tex_coord: SDL_FPoint()))
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(cx + c * (radius + 0.5)), y: Float(cy + s * (radius + 0.5))), color: clear, tex_coord: SDL_FPoint()))
        }
        for i in 2..<segments {
            indices.append(first); indices.append(first + Int32(2 * (i - 1))); indices.append(first + Int32(2 * i))
        }
        for i in 0..<segments {
            let j = i + 1 == segments ? 0 : i + 1
            let inner = first + Int32(2 * i), next = first + Int32(2 * j)
            indices.append(inner); indices.append(inner + 1); indices.append(next + 1)
            indices.append(inner); indices.append(next + 1); indices.append(next)
        }
    }
    SDL_SetRenderDrawColor(renderer, 21, 22, 26, 255)
    SDL_RenderClear(renderer)
    SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    SDL_RenderPresent(renderer)
}

// Warm up, then time `frames` frames 1/60 s apart in animation time.
for frame in 0..<30 { drawFrame(at: Double(frame) / 60) }
let start = Date()
for frame in 0..<frames {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {}
    drawFrame(at: Double(frame + 30) / 60)
}
let seconds = Date().timeIntervalSince(start)
print("raw \(mode) N=\(count) frames=\(frames) seconds=\(String(format: "%.3f", seconds)) fps=\(String(format: "%.1f", Double(frames) / seconds)) triangles=\(indices.count / 3)")
SDL_DestroyRenderer(renderer)
if let window { SDL_DestroyWindow(window) }
if let surface { SDL_FreeSurface(surface) }
SDL_Quit()
