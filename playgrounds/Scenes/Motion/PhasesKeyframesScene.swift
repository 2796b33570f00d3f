// Phases & Keyframes scene — multi-step motion: a phase animator, a keyframe animator, and a
// keyframe timeline you can scrub.
//
// What it shows: (a) the reference's heart: a `keyframeAnimator` playing three tracks side by
// side (scale on springs, rotation on linear keyframes, lift on cubic ones) over and over;
// "Beat" plays it once more on a second heart by trigger. (b) A badge stepping through the
// phases idle → grow → tilt with `phaseAnimator`, each step animated by the animation the
// closure gives the phase it goes into (a bouncy spring into grow, a snappy one into tilt, a
// slow ease back), moving on when that animation is logically complete. (c) A keyframe path:
// a `KeyframeTimeline` of a point whose x track mixes linear, cubic and move keyframes and
// whose y track is springs. The dotted line is the whole path; the slider scrubs the timeline
// (`value(time:)`) and the plots beside it draw each track's value and velocity over time,
// with the scrubbed instant marked. "Play" runs the same keyframes with `keyframeAnimator`.
//
// Use: Beat · Play · drag the scrub slider · escape or q quits.

import Foundation
import Kinetic

struct PhasesKeyframesScene: View {
    @State private var beats = 0
    @State private var plays = 0
    @State private var scrub = 0.8

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Phases & Keyframes").font(.system(size: 22)).foregroundColor(Color(white: 0.9))
            HStack(alignment: .top, spacing: 20) {
                heartPanel
                badgePanel
            }
            .frame(height: 230)
            pathPanel
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(Color(white: 0.75))
    }

    // MARK: (a) The heart

    private var heartPanel: some View {
        VStack(alignment: .leading, spacing: 8) {
            caption("a · keyframeAnimator, three tracks", "scale: SpringKeyframe ×2 · rotation: LinearKeyframe ×3 · lift: CubicKeyframe ×2")
            HStack(spacing: 40) {
                VStack(spacing: 6) {
                    Heart().fill(Color(red: 1, green: 0.3, blue: 0.4)).frame(width: 60, height: 54)
                        .keyframeAnimator(initialValue: HeartBeat()) { heart, beat in
                            heart.scaleEffect(beat.scale).rotationEffect(beat.rotation).offset(y: beat.lift)
                        } keyframes: { _ in HeartBeat.keyframes }
                        .frame(width: 110, height: 110)
                    Text("repeating").font(.system(size: 12)).foregroundColor(Color(white: 0.5))
                }
                VStack(spacing: 6) {
                    Heart().fill(Color(red: 0.95, green: 0.55, blue: 0.2)).frame(width: 60, height: 54)
                        .keyframeAnimator(initialValue: HeartBeat(), trigger: beats) { heart, beat in
                            heart.scaleEffect(beat.scale).rotationEffect(beat.rotation).offset(y: beat.lift)
                        } keyframes: { _ in HeartBeat.keyframes }
                        .frame(width: 110, height: 110)
                    Button("Beat") { beats += 1 }.fixedSize().accessibilityIdentifier("beat")
                }
            }
        }
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1)))
    }

    // MARK: (b) The badge

    private var badgePanel: some View {
        VStack(alignment: .leading, spacing: 8) {
            caption("b · phaseAnimator, three phases", "idle → grow (.bouncy) → tilt (.snappy) → idle (.easeInOut 0.6 s), for ever")
            Text("NEW")
                .font(.system(size: 18, weight: .bold))
                .foregroundColor(.white)
                .padding(.horizontal, 18)
                .padding(.vertical, 8)
                .background(Capsule().fill(Color(red: 0.35, green: 0.45, blue: 1)))
                .phaseAnimator(BadgePhase.allCases) { badge, phase in
                    badge.scaleEffect(phase.scale).rotationEffect(.degrees(phase.tilt)).opacity(phase.opacity)
                } animation: { phase in phase.animation }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1)))
    }

    // MARK: (c) The keyframe path

    private var pathPanel: some View {
        let timeline = KeyframePath.timeline
        let time = min(max(scrub, 0), timeline.duration)
        return VStack(alignment: .leading, spacing: 10) {
            caption("c · KeyframeTimeline, scrubbed", "x: Linear, Cubic ×2, Move, Linear · y: SpringKeyframe ×3 (lengths differ) · plots: value (yellow) and velocity (blue), each on its own scale")
            HStack(alignment: .top, spacing: 16) {
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.08))
                    KeyframePath.Trace().stroke(Color(white: 0.4), lineWidth: 1.5)
                    let point = timeline.value(time: time)
                    Circle().fill(Color(red: 1, green: 0.8, blue: 0.3)).frame(width: 16, height: 16)
                        .position(x: point.x, y: point.y)
                    Circle().stroke(Color(red: 0.4, green: 0.8, blue: 1), lineWidth: 3).frame(width: 26, height: 26)
                        .keyframeAnimator(initialValue: KeyframePath.start, trigger: plays) { ring, point in
                            ring.position(x: point.x, y: point.y)
                        } keyframes: { _ in KeyframePath.keyframes }
                }
                .frame(width: KeyframePath.size.width, height: KeyframePath.size.height)
                .clipped()
                VStack(alignment: .leading, spacing: 6) {
                    TrackPlot(title: "x", timeline: timeline, time: time, value: { Double($0.x) })
                    TrackPlot(title: "y", timeline: timeline, time: time, value: { Double($0.y) })
                }
            }
            HStack(spacing: 12) {
                Slider(value: $scrub, in: 0...timeline.duration).frame(width: 320).accessibilityIdentifier("scrub")
                Text(String(format: "t = %.2f s of %.2f s", time, timeline.duration)).font(.system(size: 13)).fixedSize()
                Button("Play") { plays += 1 }.fixedSize().accessibilityIdentifier("play")
            }
        }
    }

    private func caption(_ title: String, _ detail: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.system(size: 15, weight: .semibold)).foregroundColor(Color(white: 0.9))
            Text(detail).font(.system(size: 12)).foregroundColor(Color(white: 0.55))
        }
    }
}

// MARK: - The heart's keyframes

struct HeartBeat {
    var scale = 1.0
    var rotation = Angle.zero
    var lift = 0.0

    /// The reference's heart: scale on springs, rotation on straight lines, lift on a curve.
    @KeyframesBuilder<HeartBeat> static var keyframes: some Keyframes<HeartBeat> {
        KeyframeTrack(\.scale) {
            SpringKeyframe(1.5, duration: 0.3)
            SpringKeyframe(1.0, duration: 0.3)
        }
        KeyframeTrack(\.rotation) {
            LinearKeyframe(.degrees(15), duration: 0.15)
            LinearKeyframe(.degrees(-15), duration: 0.3)
            LinearKeyframe(.zero, duration: 0.15)
        }
        KeyframeTrack(\.lift) {
            CubicKeyframe(-20, duration: 0.3)
            CubicKeyframe(0, duration: 0.3)
        }
    }
}

/// A heart: two lobes and a point, in its frame.
struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        let w = Double(rect.width), h = Double(rect.height), x = Double(rect.minX), y = Double(rect.minY)
        var path = Path()
        path.move(to: CGPoint(x: x + w / 2, y: y + h))
        path.addCurve(to: CGPoint(x: x, y: y + h * 0.3), control1: CGPoint(x: x + w * 0.2, y: y + h * 0.8),
                      control2: CGPoint(x: x, y: y + h * 0.55))
        path.addCurve(to: CGPoint(x: x + w / 2, y: y + h * 0.2), control1: CGPoint(x: x, y: y - h * 0.05),
                      control2: CGPoint(x: x + w * 0.45, y: y - h * 0.05))
        path.addCurve(to: CGPoint(x: x + w, y: y + h * 0.3), control1: CGPoint(x: x + w * 0.55, y: y - h * 0.05),
                      control2: CGPoint(x: x + w, y: y - h * 0.05))
        path.addCurve(to: CGPoint(x: x + w / 2, y: y + h), control1: CGPoint(x: x + w, y: y + h * 0.55),
                      control2: CGPoint(x: x + w * 0.8, y: y + h * 0.8))
        path.closeSubpath()
        return path
    }
}

// MARK: - The badge's phases

enum BadgePhase: CaseIterable {
    case idle, grow, tilt

    var scale: Double { self == .grow ? 1.35 : self == .tilt ? 1.1 : 1 }
    var tilt: Double { self == .tilt ? -12 : 0 }
    var opacity: Double { self == .idle ? 0.75 : 1 }

    /// The animation into this phase.
    var animation: Animation {
        switch self {
        case .idle: .easeInOut(duration: 0.6)
        case .grow: .bouncy
        case .tilt: .snappy
        }
    }
}

// MARK: - The keyframe path

enum KeyframePath {
    static let size = CGSize(width: 420, height: 200)
    static let start = CGPoint(x: 30, y: 160)

    @KeyframesBuilder<CGPoint> static var keyframes: some Keyframes<CGPoint> {
        KeyframeTrack(\.x) {
            LinearKeyframe(120, duration: 0.5)
            CubicKeyframe(260, duration: 0.6)
            CubicKeyframe(200, duration: 0.5)
            MoveKeyframe(300)
            LinearKeyframe(390, duration: 0.6, timingCurve: .easeOut)
        }
        KeyframeTrack(\.y) {
            SpringKeyframe(40, duration: 0.8, spring: .bouncy)
            SpringKeyframe(150, duration: 0.7)
            SpringKeyframe(70, spring: .snappy)
        }
    }

    static let timeline = KeyframeTimeline(initialValue: start) { keyframes }

    /// The whole path, sampled every 10 ms, broken where a move keyframe jumps.
    struct Trace: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let timeline = KeyframePath.timeline
            let steps = Int(timeline.duration / 0.01)
            var last: CGPoint?
            for step in 0...steps {
                let point = timeline.value(time: Double(step) * 0.01)
                if let last, hypot(Double(point.x - last.x), Double(point.y - last.y)) < 30 {
                    path.addLine(to: point)
                } else {
                    path.move(to: point)
                }
                last = point
            }
            return path
        }
    }
}

/// One track's value and velocity over the timeline (velocity by central differences), with
/// the scrubbed instant marked.
private struct TrackPlot: View {
    let title: String
    let timeline: KeyframeTimeline<CGPoint>
    let time: Double
    let value: (CGPoint) -> Double

    var body: some View {
        let duration = max(timeline.duration, 0.001)
        let samples = stride(from: 0.0, through: duration, by: duration / 200).map { t in
            (t, value(timeline.value(time: t)), (value(timeline.value(time: t + 0.001)) - value(timeline.value(time: t - 0.001))) / 0.002)
        }
        let values = samples.map(\.1), speeds = samples.map(\.2)
        return HStack(alignment: .top, spacing: 6) {
            Text(title).font(.system(size: 13, weight: .semibold)).frame(width: 14)
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.08))
                PlotLine(points: normalised(samples.map { ($0.0 / duration, $0.1) }, values), inset: 4)
                    .stroke(Color(red: 1, green: 0.8, blue: 0.3), lineWidth: 1.5)
                PlotLine(points: normalised(samples.map { ($0.0 / duration, $0.2) }, speeds), inset: 4)
                    .stroke(Color(red: 0.4, green: 0.8, blue: 1).opacity(0.8), lineWidth: 1)
                PlotMark(x: min(max(time / duration, 0), 1)).stroke(Color.white.opacity(0.6), lineWidth: 1).padding(4)
            }
            .frame(width: 300, height: 94)
        }
    }

    /// Points in 0…1 on both axes, the value scaled by the range of `all`.
    private func normalised(_ points: [(Double, Double)], _ all: [Double]) -> [CGPoint] {
        let finite = all.filter(\.isFinite)
        let low = finite.min() ?? 0, high = finite.max() ?? 1
        let span = high - low > 1e-9 ? high - low : 1
        return points.map { CGPoint(x: $0.0, y: (($0.1.isFinite ? $0.1 : low) - low) / span) }
    }
}

#Preview("Phases & Keyframes") {
    PhasesKeyframesScene()
}
