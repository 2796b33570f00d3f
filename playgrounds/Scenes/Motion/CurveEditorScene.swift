// Curve Editor scene — shape a cubic Bézier timing curve by hand and watch it drive a dot.
//
// What it shows: the unit square of a timing curve (x is time, y is progress) with its two
// control points as handles; the curve and the lines from its ends to the handles follow the
// drag. A handle's x stays within 0…1 (as `timingCurve` clamps it) and its y may leave the
// square (−0.5…1.5), so the curve can undershoot or overshoot. Under it, the curve's velocity,
// d(progress)/d(time), from `UnitCurve.bezier(startControlPoint:endControlPoint:)`. "Play"
// sends a dot along the track with `.timingCurve(p1x, p1y, p2x, p2y, duration:)` built from the
// handles; the presets set SwiftUI's own control points (and the curve morphs there with a
// spring); the line of Swift under them is the animation you are looking at.
//
// Use: drag the two handles · click a preset · Play (or return) · the duration slider sets the
// next play · Copy puts the code on the clipboard · escape or q quits.

import Foundation
import Kinetic

struct CurveEditorScene: View {
    /// A named pair of control points.
    struct Preset: Hashable {
        var name: String
        var p1: CGPoint
        var p2: CGPoint
        /// The animation's own name when the points are one of SwiftUI's curves.
        var swiftName: String?
    }

    static let presets = [
        Preset(name: ".linear", p1: CGPoint(x: 0, y: 0), p2: CGPoint(x: 1, y: 1), swiftName: "linear"),
        Preset(name: ".easeIn", p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 1, y: 1), swiftName: "easeIn"),
        Preset(name: ".easeOut", p1: CGPoint(x: 0, y: 0), p2: CGPoint(x: 0.58, y: 1), swiftName: "easeOut"),
        Preset(name: ".easeInOut", p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 0.58, y: 1), swiftName: "easeInOut"),
        // Not SwiftUI's: the web's `ease`, and a curve whose second handle overshoots.
        Preset(name: "CSS ease", p1: CGPoint(x: 0.25, y: 0.1), p2: CGPoint(x: 0.25, y: 1)),
        Preset(name: "back out", p1: CGPoint(x: 0.34, y: 1.56), p2: CGPoint(x: 0.64, y: 1)),
    ]

    /// How far a handle's y may go: the plot shows this range.
    static let yRange = -0.5...1.5

    @State private var p1 = CGPoint(x: 0.42, y: 0)
    @State private var p2 = CGPoint(x: 0.58, y: 1)
    @State private var duration = 1.0
    @State private var played = false
    /// The handle's value when its drag began (the drag moves it by the translation).
    @State private var dragOrigin: CGPoint?
    @State private var copyNote = ""

    var body: some View {
        GeometryReader { proxy in
            // The unit square's side: the plot is two sides tall (y from −0.5 to 1.5) plus the
            // velocity plot and the title, and a third of the width at most.
            let side = max(120, min((Double(proxy.size.height) - 300) / 2, Double(proxy.size.width) * 0.34, 300))
            HStack(alignment: .top, spacing: 36) {
                VStack(alignment: .leading, spacing: 14) {
                    Text("Curve Editor").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
                    editor(side: side)
                    velocityPlot(width: side + 2 * Self.margin, height: 110)
                }
                controls
            }
            .padding(28)
        }
        .background(Color(rgb: 0x14161C))
    }

    // MARK: The plot and its handles

    /// Room around the unit square for the handles.
    static let margin = 16.0

    private func editor(side: Double) -> some View {
        let map = PlotMapping(side: side, margin: Self.margin, yRange: Self.yRange)
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 10).fill(Color(rgb: 0x1B1F27))
            UnitSquareGrid(map: map).stroke(Color(white: 0.22), lineWidth: 1)
            UnitSquareOutline(map: map).stroke(Color(white: 0.4), lineWidth: 1.5)
            Text("progress").font(.system(size: 11)).foregroundColor(Color(white: 0.45))
                .position(x: map.margin + 30, y: map.point(CGPoint(x: 0, y: 1.03)).y - 6)
            Text("time →").font(.system(size: 11)).foregroundColor(Color(white: 0.45))
                .position(x: map.point(CGPoint(x: 1, y: 0)).x - 24, y: map.point(CGPoint(x: 1, y: 0)).y + 10)
            HandleArms(p1: p1, p2: p2, map: map).stroke(Color(white: 0.55), lineWidth: 1.5)
            BezierCurve(p1: p1, p2: p2, map: map).stroke(Color(rgb: 0xFFD43B), lineWidth: 3)
            handle(at: p1, map: map, color: Color(rgb: 0xFF6B6B)) { p1 = $0 }
            handle(at: p2, map: map, color: Color(rgb: 0x4DABF7)) { p2 = $0 }
        }
        .frame(width: map.width, height: map.height)
    }

    /// A handle at `point` that drags it, x clamped to 0…1 and y to the plot's range.
    private func handle(at point: CGPoint, map: PlotMapping, color: Color, set: @escaping (CGPoint) -> Void) -> some View {
        let origin = $dragOrigin
        return Circle().fill(color)
            .frame(width: 16, height: 16)
            .overlay { Circle().stroke(Color.white, lineWidth: 2) }
            .frame(width: 36, height: 36)
            .contentShape(Circle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    let start = origin.wrappedValue ?? point
                    if origin.wrappedValue == nil { origin.wrappedValue = point }
                    let moved = CGPoint(x: Double(start.x) + Double(drag.translation.width) / map.side,
                                        y: Double(start.y) - Double(drag.translation.height) / map.side)
                    // Plain state changes: the handle sits under the pointer, no animation.
                    set(CGPoint(x: min(1, max(0, Double(moved.x))),
                                y: min(Self.yRange.upperBound, max(Self.yRange.lowerBound, Double(moved.y)))))
                }
                .onEnded { _ in origin.wrappedValue = nil })
            // After the gesture: a positioned view fills its parent, and so would its hit area.
            .position(map.point(point))
    }

    /// The curve's slope over time, scaled to its peak.
    private func velocityPlot(width: Double, height: Double) -> some View {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: p1.x, y: p1.y), endControlPoint: UnitPoint(x: p2.x, y: p2.y))
        let samples = (0...120).map { i -> Double in
            let v = curve.velocity(at: Double(i) / 120)
            // A vertical tangent is infinitely fast: show it at the plot's ceiling.
            return v.isFinite ? v : 10
        }
        let peak = samples.map(abs).max() ?? 1
        let scale = max(peak, 1)
        let low = samples.min() ?? 0
        // Room below zero only when the curve goes backwards somewhere.
        let floor = low < -0.01 ? -scale : 0
        let points = samples.enumerated().map { i, v in
            CGPoint(x: Double(i) / 120, y: (min(v, scale) - floor) / (scale - floor))
        }
        let zero = (0 - floor) / (scale - floor)
        return VStack(alignment: .leading, spacing: 4) {
            Text("velocity, d(progress)/d(time) — peak \(Self.format(peak)) × the average speed")
                .font(.system(size: 12)).foregroundColor(Color(white: 0.55))
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 8).fill(Color(rgb: 0x1B1F27))
                PlotLine(points: [CGPoint(x: 0, y: zero), CGPoint(x: 1, y: zero)], inset: 8).stroke(Color(white: 0.3), lineWidth: 1)
                PlotLine(points: [CGPoint(x: 0, y: (1 - floor) / (scale - floor)), CGPoint(x: 1, y: (1 - floor) / (scale - floor))], inset: 8)
                    .stroke(Color(white: 0.22), lineWidth: 1)
                PlotLine(points: points, inset: 8).stroke(Color(rgb: 0x69DB7C), lineWidth: 2)
            }
            .frame(width: width, height: height)
            Text("the faint line is 1: the speed of .linear").font(.system(size: 11)).foregroundColor(Color(white: 0.45))
        }
    }

    // MARK: The controls

    private var controls: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Drag the red and blue handles. x is clamped to 0…1; y may leave the square, and then the motion overshoots.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.6))
            track
            HStack(spacing: 12) {
                Button("Play") {
                    withAnimation(animation) { played.toggle() }
                }
                .keyboardShortcut(.return, modifiers: [])
                .buttonStyle(BorderedProminentButtonStyle())
                Slider("Duration", value: $duration, in: 0.1...3, step: 0.05)
            }
            Text("Presets (SwiftUI's control points)").font(.system(size: 14)).foregroundColor(Color(white: 0.6))
            VStack(alignment: .leading, spacing: 8) {
                presetRow(Self.presets[0..<4])
                presetRow(Self.presets[4...])
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(code).font(.system(size: 17)).foregroundColor(Color(rgb: 0xFFD43B)).fixedSize()
                Text(sameAs).font(.system(size: 13)).foregroundColor(Color(white: 0.5))
            }
            .padding(14)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(rgb: 0x1B1F27)))
            HStack(spacing: 12) {
                Button("Copy") {
                    Clipboard.string = code
                    copyNote = "Copied: paste it into your code."
                }
                Text(copyNote).font(.system(size: 13)).foregroundColor(Color(white: 0.5))
            }
        }
        .foregroundColor(Color(white: 0.75))
        .frame(maxWidth: 560, alignment: .leading)
    }

    private func presetRow(_ presets: ArraySlice<Preset>) -> some View {
        HStack(spacing: 8) {
            ForEach(Array(presets), id: \.self) { preset in
                Button(preset.name) {
                    withAnimation(.smooth(duration: 0.4)) {
                        p1 = preset.p1
                        p2 = preset.p2
                    }
                }
                .fixedSize()
            }
        }
    }

    /// A track with a dot that the curve carries from end to end.
    private var track: some View {
        GeometryReader { proxy in
            let width = Double(proxy.size.width)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(rgb: 0x1B1F27)).frame(height: 44)
                Capsule().fill(Color(white: 0.3)).frame(height: 2).padding(.horizontal, 22)
                Circle().fill(Color(rgb: 0xFFD43B))
                    .frame(width: 28, height: 28)
                    .offset(x: played ? width - 36 : 8)
            }
        }
        .frame(height: 44)
    }

    /// The animation the handles describe.
    private var animation: Animation {
        .timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    /// The animation as a line of Swift.
    private var code: String {
        let numbers = [p1.x, p1.y, p2.x, p2.y].map { Self.format(Double($0)) }.joined(separator: ", ")
        return ".timingCurve(\(numbers), duration: \(Self.format(duration)))"
    }

    /// Which built-in animation the curve is, if any.
    private var sameAs: String {
        let match = Self.presets.first { preset in
            preset.swiftName != nil && Self.close(preset.p1, p1) && Self.close(preset.p2, p2)
        }
        guard let name = match?.swiftName else { return "a curve of your own" }
        return "the same curve as .\(name)(duration: \(Self.format(duration)))"
    }

    private static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(Double(a.x - b.x)) < 0.005 && abs(Double(a.y - b.y)) < 0.005
    }

    /// A number with up to three decimals and no trailing zeros: 0.42, 1, 0.125.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Unit-square coordinates (y up) to the plot's points (y down), with a margin for the handles.
private struct PlotMapping: Equatable {
    var side: Double
    var margin: Double
    var yRange: ClosedRange<Double>

    var width: Double { side + 2 * margin }
    var height: Double { side * (yRange.upperBound - yRange.lowerBound) + 2 * margin }

    func point(_ unit: CGPoint) -> CGPoint {
        CGPoint(x: margin + Double(unit.x) * side, y: margin + (yRange.upperBound - Double(unit.y)) * side)
    }
}

/// The timing curve itself: a cubic Bézier from (0, 0) to (1, 1), exact, not sampled. Its
/// control points animate (`@Animatable` writes their `animatableData`), so a preset morphs
/// the curve.
@Animatable
private struct BezierCurve: Shape {
    var p1: CGPoint
    var p2: CGPoint
    @AnimatableIgnored var map: PlotMapping

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: map.point(CGPoint(x: 0, y: 0)))
            path.addCurve(to: map.point(CGPoint(x: 1, y: 1)), control1: map.point(p1), control2: map.point(p2))
        }
    }
}

/// The lines from (0, 0) to the first handle and from (1, 1) to the second.
@Animatable
private struct HandleArms: Shape {
    var p1: CGPoint
    var p2: CGPoint
    @AnimatableIgnored var map: PlotMapping

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: map.point(CGPoint(x: 0, y: 0)))
            path.addLine(to: map.point(p1))
            path.move(to: map.point(CGPoint(x: 1, y: 1)))
            path.addLine(to: map.point(p2))
        }
    }
}

/// The unit square's border.
private struct UnitSquareOutline: Shape {
    var map: PlotMapping

    func path(in rect: CGRect) -> Path {
        let a = map.point(CGPoint(x: 0, y: 1)), b = map.point(CGPoint(x: 1, y: 0))
        return Path(CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
    }
}

/// Quarter lines inside the unit square, and the levels 0 and 1 across the whole plot.
private struct UnitSquareGrid: Shape {
    var map: PlotMapping

    func path(in rect: CGRect) -> Path {
        Path { path in
            for q in [0.25, 0.5, 0.75] {
                path.move(to: map.point(CGPoint(x: q, y: 0)))
                path.addLine(to: map.point(CGPoint(x: q, y: 1)))
                path.move(to: map.point(CGPoint(x: 0, y: q)))
                path.addLine(to: map.point(CGPoint(x: 1, y: q)))
            }
            for level in [map.yRange.lowerBound, map.yRange.upperBound] {
                path.move(to: map.point(CGPoint(x: 0, y: level)))
                path.addLine(to: map.point(CGPoint(x: 1, y: level)))
            }
        }
    }
}

#Preview("Curve Editor") {
    CurveEditorScene()
}
