// The rendering layer's speed targets that need no display:
//
// - "Tessellation of 1,000 rounded rectangles: under 1 ms." One iteration empties a DrawList
//   and tessellates a display list of 1,000 rounded rectangles (40 × 28 points, corner 8, half
//   with continuous and half with circular corners, each under its own small rotation and
//   offset) at 1 and at 2 pixels per point.
// - "Steady-state frames allocate nothing on the hot path": the same list reused every
//   iteration, so the malloc count per iteration is the hot path's.
//
// - "A path with 100,000 points renders without stalling the frame for more than its budget":
//   a wavy, concave outline of 100,000 points (300 ± 46 points around a centre), filled, and
//   the same stroked 2 points wide, in a list reused from frame to frame.
//
// - "A dashed stroke of a 200-point circle tessellates in at most 50 µs": a 4-point line
//   dashed 10 on, 6 off, with butt and with round caps, beside the plain stroke of the circle.
//
// - "A gradient fill costs at most 1.2× a solid fill of the same shape": a 200 × 120-point
//   rounded rectangle, solid, with a linear and with a radial gradient of three stops, drawn
//   through the gradient's texture (as for a window) and cut (as for the software renderer).
//
// - Layers ("blur(radius:) … rendered into an offscreen target at reduced size"): the CPU part
//   of compositing one 400 × 300-pixel layer read back from its target: masked, faded, and
//   blurred with sigma 0 (group opacity only), 3 (full size) and 12 (at a quarter size).
//
// - Hiding (what opaque rectangles drawn later hide is not drawn): a frame of the Hero scene
//   mid-zoom — a background, sixteen cards clipped to rounded rectangles, a dimming rectangle
//   and a screen clipped to a rounded rectangle over twelve of the cards — appended with the
//   hidden cards left out and with everything drawn; the pass that finds them allocates
//   nothing in steady state.
//
// - Placed blurred layers (a blurred layer drawn upright in a space of its own, for a GPU to
//   keep its blurred picture): the Layers scene's twelve blurred cards, each turned and moved
//   a little more every frame (sixty frames in turn), appended placed and drawn where they
//   show. Placing reads each layer's items once more and draws them through one more map.
//
// One iteration is one frame's tessellation (scalingFactor .one).

import Benchmark
import Foundation
import KineticCore
import RenderWorkload

final class ListState {
    var drawList = DrawList()
    let display = roundedRectangles()
}

final class LayerState {
    var filter = LayerFilter()
    let pixels: [UInt8] = (0..<(400 * 300)).flatMap { i -> [UInt8] in
        let x = i % 400, y = i / 400
        return (100..<300).contains(x) && (75..<225).contains(y) ? [200, 120, 40, 255] : [0, 0, 0, 0]
    }
}

final class PathState {
    var drawList = DrawList()
    var display = DisplayList()
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )
    for scale in [1.0, 2.0] {
        let state = ListState()
        Benchmark("Tessellate 1,000 rounded rectangles (\(Int(scale))x)", configuration: configuration) { benchmark in
            state.drawList.removeAll(pixelsPerPoint: scale)
            state.drawList.append(state.display)
            blackHole(state.drawList.triangleCount)
        } setup: {
            // Grown once, before measuring: the steady state reuses every buffer.
            state.drawList.removeAll(pixelsPerPoint: scale)
            state.drawList.append(state.display)
            precondition(state.drawList.triangleCount > 1_000 * 40, "\(state.drawList.triangleCount) triangles")
        }
    }
    for stroke in [false, true] {
        let state = PathState()
        Benchmark("A 100,000-point path, \(stroke ? "stroked" : "filled")", configuration: configuration) { benchmark in
            state.drawList.removeAll()
            state.drawList.append(state.display)
            blackHole(state.drawList.triangleCount)
        } setup: {
            let path = denseOutline()
            let content: DisplayContent = stroke ? .stroke(.path(path), color: .white, lineWidth: 2) : .fill(.path(path), color: .white)
            state.display = DisplayList(items: [DisplayItem(content, frame: CGRect(x: 0, y: 0, width: 800, height: 800))])
            state.drawList.append(state.display)
            precondition(state.drawList.triangleCount > 100_000)
        }
    }
    // A dashed stroke of a 200-point circle (at most 50 µs), beside the plain stroke of the
    // same circle as the baseline, at 1 and 2 pixels per point.
    for (name, style) in [("plain", StrokeStyle(lineWidth: 4)), ("dashed", StrokeStyle(lineWidth: 4, dash: [10, 6])),
                          ("dashed, round caps", StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 6]))] {
        for scale in [1.0, 2.0] {
            let state = PathState()
            Benchmark("Stroke a 200-point circle, \(name) (\(Int(scale))x)", configuration: configuration) { benchmark in
                state.drawList.removeAll(pixelsPerPoint: scale)
                state.drawList.append(state.display)
                blackHole(state.drawList.triangleCount)
            } setup: {
                let content: DisplayContent = style.isPlain ? .stroke(.ellipse, color: .white, lineWidth: 4)
                                                            : .styledStroke(.ellipse, color: .white, style: style)
                state.display = DisplayList(items: [DisplayItem(content, frame: CGRect(x: 10, y: 10, width: 200, height: 200))])
                state.drawList.removeAll(pixelsPerPoint: scale)
                state.drawList.append(state.display)
                precondition(state.drawList.triangleCount > 100)
            }
        }
    }
    // A gradient fill against a solid fill of the same shape (at most 1.2×): a 200 × 120-point
    // rounded rectangle, solid, with a three-stop linear gradient, and with a radial one; each
    // gradient drawn through its texture (an accelerated renderer's lists) and cut where its
    // colour bends (the software renderer's).
    let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBAColor(red: 0, green: 1, blue: 0), location: 0.5),
                 GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
    let card = DisplayContent.fill(.roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .continuous), color: .white)
    for (name, content, textures) in [("solid", card, false),
                                      ("linear gradient, texture", DisplayContent.shaded(card, .linear(stops: stops, start: .zero, end: CGPoint(x: 200, y: 120))), true),
                                      ("radial gradient, texture", DisplayContent.shaded(card, .radial(stops: stops, center: CGPoint(x: 100, y: 60), startRadius: 0, endRadius: 100)), true),
                                      ("linear gradient, cut", DisplayContent.shaded(card, .linear(stops: stops, start: .zero, end: CGPoint(x: 200, y: 120))), false),
                                      ("radial gradient, cut", DisplayContent.shaded(card, .radial(stops: stops, center: CGPoint(x: 100, y: 60), startRadius: 0, endRadius: 100)), false)] {
        for scale in [1.0, 2.0] {
            let state = PathState()
            Benchmark("Fill a 200 × 120 rounded rectangle, \(name) (\(Int(scale))x)", configuration: configuration) { benchmark in
                state.drawList.removeAll(pixelsPerPoint: scale)
                state.drawList.append(state.display)
                blackHole(state.drawList.triangleCount)
            } setup: {
                state.display = DisplayList(items: [DisplayItem(content, frame: CGRect(x: 10, y: 10, width: 200, height: 120))])
                state.drawList.removeAll(pixelsPerPoint: scale, shadesWithTextures: textures)
                state.drawList.append(state.display)
                precondition(state.drawList.triangleCount > 10)
            }
        }
    }
    for leavesOut in [true, false] {
        let state = PathState()
        Benchmark("A mid-zoom frame, \(leavesOut ? "hidden cards left out" : "everything drawn")", configuration: configuration) { benchmark in
            state.drawList.removeAll()
            state.drawList.append(state.display)
            blackHole(state.drawList.triangleCount)
        } setup: {
            state.display = midZoomFrame()
            state.drawList.leavesOutOccluded = leavesOut
            state.drawList.removeAll()
            state.drawList.append(state.display)
            precondition((state.drawList.occludedItemCount > 0) == leavesOut)
        }
    }
    for places in [true, false] {
        let state = PathState()
        let frames = (0..<60).map(turningBlurredCards)
        var frame = 0
        Benchmark("Twelve turning blurred cards, \(places ? "placed" : "drawn where they show")", configuration: configuration) { benchmark in
            state.drawList.removeAll()
            state.drawList.append(frames[frame])
            frame = (frame + 1) % frames.count
            blackHole(state.drawList.triangleCount)
        } setup: {
            state.drawList.placesBlurredLayers = places
            state.drawList.clearedOutputSize = CGSize(width: 1280, height: 800)
            state.drawList.removeAll()
            state.drawList.append(frames[0])
            let placed = state.drawList.commands.contains { if case .beginLayer(let run) = $0 { run.projection != nil } else { false } }
            precondition(placed == places)
        }
    }
    for sigma in [0.0, 3, 12] {
        let state = LayerState()
        Benchmark("Filter a 400 × 300 layer, sigma \(Int(sigma))", configuration: configuration) { benchmark in
            let out = state.pixels.withUnsafeBufferPointer {
                state.filter.process(pixels: $0, width: 400, height: 300, mask: nil, opacity: 0.5, blurSigma: sigma)
            }
            blackHole(out.width)
        } setup: {
            _ = state.pixels.withUnsafeBufferPointer {
                state.filter.process(pixels: $0, width: 400, height: 300, mask: nil, opacity: 0.5, blurSigma: sigma)
            }
        }
    }
}

/// The Hero scene's frame mid-zoom (points): a 600 × 800 background, four rows of four cards
/// 140 × 100 clipped to rounded rectangles (an opaque rectangle and two hills in each), a
/// dimming rectangle, and a 480 × 640 screen clipped to a rounded rectangle, its opaque
/// background over twelve of the cards.
func midZoomFrame() -> DisplayList {
    let rounded = DisplayShape.roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous)
    var items = [DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.08, green: 0.09, blue: 0.11)), frame: CGRect(x: 0, y: 0, width: 600, height: 800))]
    for row in 0..<4 {
        for column in 0..<4 {
            let frame = CGRect(x: 10 + Double(column) * 148, y: 60 + Double(row) * 150, width: 140, height: 100)
            items += [DisplayItem(.beginLayer(LayerEffect(mask: rounded)), frame: frame),
                      DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.9, green: 0.6, blue: 0.3)), frame: frame),
                      DisplayItem(.fill(.ellipse, color: RGBAColor(red: 0.9, green: 0.4, blue: 0.3, opacity: 0.75)), frame: frame.offsetBy(dx: -30, dy: 50)),
                      DisplayItem(.fill(.ellipse, color: RGBAColor(red: 0.9, green: 0.45, blue: 0.3)), frame: frame.offsetBy(dx: 20, dy: 60)),
                      DisplayItem(.endLayer, frame: frame)]
        }
    }
    let screen = CGRect(x: 0, y: 40, width: 480, height: 640)
    items += [DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.4)), frame: CGRect(x: 0, y: 0, width: 600, height: 800)),
              DisplayItem(.beginLayer(LayerEffect(mask: rounded)), frame: screen),
              DisplayItem(.fill(.rectangle, color: RGBAColor(red: 0.11, green: 0.12, blue: 0.15)), frame: screen),
              DisplayItem(.fill(.ellipse, color: RGBAColor(red: 1, green: 0.9, blue: 0.6)), frame: CGRect(x: 300, y: 80, width: 120, height: 120)),
              DisplayItem(.endLayer, frame: screen)]
    return DisplayList(items: items)
}

/// The Layers scene's twelve blurred cards at `frame` (of sixty): each 160 × 110, blurred by 3
/// points, turned by up to six degrees about its centre and moved by up to eight points, a
/// rounded rectangle and its number.
func turningBlurredCards(frame: Int) -> DisplayList {
    var items: [DisplayItem] = []
    let phase = Double(frame) / 60 * 2 * .pi
    for index in 0..<12 {
        let swing = sin(phase + Double(index))
        let origin = CGPoint(x: 30 + Double(index % 4) * 204 + 8 * swing, y: 180 + Double(index / 4) * 150 - 6 * swing)
        let turn = CGAffineTransform(translationX: -80, y: -55)
            .concatenating(CGAffineTransform(rotationAngle: 6 * swing * .pi / 180))
            .concatenating(CGAffineTransform(translationX: 80 + origin.x, y: 55 + origin.y))
        let card = CGRect(x: 0, y: 0, width: 160, height: 110)
        let color = RGBAColor(red: 0.9, green: 0.4 + Double(index) / 24, blue: 0.4)
        items += [DisplayItem(.beginLayer(LayerEffect(blurRadius: 3)), frame: card, transform: turn),
                  DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous), color: color), frame: card,
                              transform: turn),
                  DisplayItem(.text(TextLayout(lines: ["\(index + 1)"], size: 28, weight: .bold, lineHeight: 34, color: .black)),
                              frame: CGRect(x: 70, y: 38, width: 20, height: 34), transform: turn),
                  DisplayItem(.endLayer, frame: card)]
    }
    return DisplayList(items: items)
}
