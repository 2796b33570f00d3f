import Foundation
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// Every pixel (rows of `width`) of the last of `frames` frames SDL's software renderer draws of
/// `display` at `width` × `height` device pixels over `clearColor`: the list set up for the host,
/// then by `configure`, and measured by `textMeasurer` (nil: the approximate measurer);
/// `inspect` sees the list as it is submitted.
@MainActor
func headlessFrame(_ display: DisplayList, width: Int, height: Int, clearColor: RGBAColor, pixelsPerPoint: Double = 1,
                   fontPath: String? = nil, textMeasurer: (any TextMeasurer)? = nil, frames: Int = 1,
                   configure: (inout DrawList) -> Void = { _ in }, inspect: (DrawList) -> Void = { _ in }) throws -> [RGBA8] {
    let host = try SDLHeadlessHost(size: CGSize(width: width, height: height), fontPath: fontPath)
    defer { host.shutdown() }
    var list = DrawList(pixelsPerPoint: pixelsPerPoint, clearColor: clearColor)
    configure(&list)
    for _ in 0..<frames {
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset, snapsVerticesToPixels: host.snapsVerticesToPixels)
        list.append(display, textMeasurer: textMeasurer)
    }
    inspect(list)
    host.submit(list)
    var pixels: [RGBA8] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height { for x in 0..<width { pixels.append(host.pixel(x: x, y: y)!) } }
    return pixels
}

/// The largest difference in any channel between two frames, and how many pixels differ.
func channelDifference(_ a: [RGBA8], _ b: [RGBA8]) -> (largest: Int, pixels: Int) {
    var largest = 0, pixels = 0
    for (p, q) in zip(a, b) {
        let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        largest = max(largest, d)
        if d > 0 { pixels += 1 }
    }
    return (largest, pixels)
}
