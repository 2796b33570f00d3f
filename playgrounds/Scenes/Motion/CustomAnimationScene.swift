// Custom Animation scene — two animations written from scratch with `CustomAnimation`.
//
// What it shows: (a) an elastic ease-in-out, the reference's `ElasticEaseInEaseOutAnimation`:
// `animate(value:time:context:)` scales the change by an elastic easing of `time / duration`
// and returns nil when the time is up; `Animation.elasticEaseInEaseOut(duration:)` wraps it.
// "Play" sends the bar across with it; the plot beside it is the same animation sampled by hand.
// (b) A pausable animation: it keeps its own elapsed time in `AnimationState` (a custom
// `AnimationStateKey`), adds each frame's time to it only while not paused, and runs an inner
// `.easeInOut(duration: 4)` on that elapsed time. As in the reference, it reads the paused flag
// from `context.environment`: the view sets it with `.environment(\.isAnimationPaused, paused)`,
// and the running animation sees the change on its next frame.
//
// Use: Play runs each animation (again: back the other way) · Pause / Resume holds the second
// one where it is · the slider sets the elastic duration · escape or q quits.

import Foundation
import Kinetic

struct CustomAnimationScene: View {
    @State private var elasticAcross = false
    @State private var elasticDuration = 2.0
    @State private var pausableAcross = false
    @State private var paused = false

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Custom Animation").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            elasticSection
            Divider()
            pausableSection
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
        .foregroundColor(Color(white: 0.75))
    }

    // MARK: (a) Elastic ease-in-out

    private var elasticSection: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("a · Animation(ElasticEaseInEaseOutAnimation(duration:))").font(.system(size: 16, weight: .bold))
                .foregroundColor(Color(rgb: 0xDA77F2))
            Text("An elastic easing: it pulls back before it leaves and wobbles past the end before it settles. nil after the duration ends it.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.6))
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 12) {
                    lane(across: elasticAcross, color: Color(rgb: 0xDA77F2))
                    HStack(spacing: 12) {
                        Button("Play") {
                            withAnimation(.elasticEaseInEaseOut(duration: elasticDuration)) { elasticAcross.toggle() }
                        }
                        .buttonStyle(BorderedProminentButtonStyle())
                        .fixedSize()
                        Slider("Duration", value: $elasticDuration, in: 0.35...5, step: 0.05)
                    }
                    Text("withAnimation(.elasticEaseInEaseOut(duration: \(String(format: "%.2f", elasticDuration)))) { across.toggle() }")
                        .font(.system(size: 13)).foregroundColor(Color(white: 0.5))
                }
                ElasticPlot()
                    .frame(width: 220, height: 150)
            }
        }
    }

    // MARK: (b) Pausable

    private var pausableSection: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("b · PausableAnimation(base: .easeInOut(duration: 4))").font(.system(size: 16, weight: .bold))
                .foregroundColor(Color(rgb: 0x38D9A9))
            Text("It keeps its own clock in AnimationState and stops it while paused; the inner animation only ever sees that clock.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.6))
            lane(across: pausableAcross, color: Color(rgb: 0x38D9A9))
            HStack(spacing: 12) {
                Button("Play") {
                    let animation = Animation(PausableAnimation(base: .easeInOut(duration: 4)))
                    withAnimation(animation) { pausableAcross.toggle() }
                }
                .buttonStyle(BorderedProminentButtonStyle())
                .fixedSize()
                Button(paused ? "Resume" : "Pause") { paused.toggle() }
                .keyboardShortcut(.space, modifiers: [])
                .fixedSize()
                Text(paused ? "paused: the animation is still running, its clock is not" : "running")
                    .font(.system(size: 14)).foregroundColor(paused ? Color(rgb: 0xFFD43B) : Color(white: 0.6))
                    .fixedSize()
            }
            Text("The flag is set with .environment(\\.isAnimationPaused, paused), as in the reference; the animation reads it from context.environment on every frame.")
                .font(.system(size: 13)).foregroundColor(Color(white: 0.5))
        }
        // What the reference does: the animation reads it from its context's environment.
        .environment(\.isAnimationPaused, paused)
    }

    /// A track with a bar that sits at one end or the other.
    private func lane(across: Bool, color: Color) -> some View {
        GeometryReader { proxy in
            let travel = max(Double(proxy.size.width) - 136, 0)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 10).fill(Color(rgb: 0x1B1F27))
                Capsule().fill(color)
                    .frame(width: 120, height: 28)
                    .offset(x: 8 + (across ? travel : 0))
            }
        }
        .frame(height: 56)
    }
}

// MARK: - The elastic ease-in-out

/// The reference's elastic ease-in-out: the change scaled by an elastic easing of the time's
/// fraction of the duration; nil once the duration has passed.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= duration else { return nil }
        return value.scaled(by: Self.fraction(at: duration > 0 ? time / duration : 1))
    }

    /// The part of the change done at `progress` (0…1): an exponentially growing oscillation
    /// up to the middle, a decaying one after it.
    static func fraction(at progress: Double) -> Double {
        let wave = sin((20 * progress - 11.125) * (2 * Double.pi / 4.5))
        if progress < 0.5 {
            return -pow(2, 20 * progress - 10) * wave / 2
        }
        return pow(2, 10 - 20 * progress) * wave / 2 + 1
    }
}

extension Animation {
    /// The elastic ease-in-out over 0.35 s.
    static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }

    /// The elastic ease-in-out over `duration` seconds.
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}

/// The elastic animation's progress over its duration, sampled through `Animation.animate`.
private struct ElasticPlot: View {
    var body: some View {
        // The real animation, run by hand on a change of 1 over a duration of 1.
        let animation = Animation.elasticEaseInEaseOut(duration: 1)
        var context = AnimationContext<Double>()
        let points = (0...150).map { i -> CGPoint in
            let t = Double(i) / 150
            let v = animation.animate(value: 1.0, time: t, context: &context) ?? 1
            // y from −0.2 to 1.2.
            return CGPoint(x: t, y: (v + 0.2) / 1.4)
        }
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 8).fill(Color(rgb: 0x1B1F27))
            PlotLine(points: [CGPoint(x: 0, y: 0.2 / 1.4), CGPoint(x: 1, y: 0.2 / 1.4)], inset: 8).stroke(Color(white: 0.25), lineWidth: 1)
            PlotLine(points: [CGPoint(x: 0, y: 1.2 / 1.4), CGPoint(x: 1, y: 1.2 / 1.4)], inset: 8).stroke(Color(white: 0.25), lineWidth: 1)
            PlotLine(points: points, inset: 8).stroke(Color(rgb: 0xDA77F2), lineWidth: 2)
            Text("progress over time (0 and 1 lines)").font(.system(size: 11)).foregroundColor(Color(white: 0.45)).padding(6)
        }
    }
}

// MARK: - The pausable animation

/// The reference's paused flag, in the environment of the view that starts the animation.
private struct AnimationPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True while pausable animations started under this view should hold still.
    var isAnimationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
}

/// What a pausable animation keeps between frames: its own elapsed time, the time of the last
/// frame it saw, and the inner animation's state.
private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
    struct Clock {
        var elapsed = 0.0
        var lastTime: TimeInterval?
        var inner = AnimationState<Value>()
    }

    static var defaultValue: Clock { Clock() }
}

extension AnimationContext {
    /// The pausable animation's state, by name rather than through `state[…]`.
    fileprivate var pausableState: PausableState<Value>.Clock {
        get { state[PausableState<Value>.self] }
        set { state[PausableState<Value>.self] = newValue }
    }
}

/// Runs `base` on a clock of its own that stands still while paused.
struct PausableAnimation: CustomAnimation {
    var base: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var clock = context.pausableState
        let paused = context.environment.isAnimationPaused
        if let last = clock.lastTime, !paused {
            clock.elapsed += max(0, time - last)
        }
        clock.lastTime = time
        var inner = context.withState(clock.inner)
        let result = base.animate(value: value, time: clock.elapsed, context: &inner)
        clock.inner = inner.state
        context.pausableState = clock
        if inner.isLogicallyComplete { context.isLogicallyComplete = true }
        return result
    }
}

#Preview("Custom Animation") {
    CustomAnimationScene()
}
