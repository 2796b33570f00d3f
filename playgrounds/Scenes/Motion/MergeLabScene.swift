// Merge Lab scene — what happens when a change arrives while the last one is still moving.
//
// What it shows: two lanes, each a box that a flip sends to the other end, and under it a plot
// of the box's presentation value over the last three seconds (the dim step line is the model
// value, where the box is heading). Lane A runs a timing curve: a new change does not replace
// the running curve, it is added on top of it (each curve carries its own part of the way), so
// fast flips stack up and the box smooths through them. Lane B runs a spring: a new change
// merges into the running spring, which keeps the box's position and velocity and only swaps
// its target. Each lane says how many animations are running on it. The pickers try other
// animations (an `interpolatingSpring` adds like a curve; `.smooth` merges like a spring).
//
// Each lane is driven by Motion's `Animator<Double>`, the engine's own, sampled on the clock of
// a `TimelineView(.animation)` that runs only while something moves; so the plot shows exactly
// the values the engine would draw.
//
// Use: click a stage, Flip or space flips both lanes · "Burst" flips three times 0.15 s apart ·
// pick other animations above each lane · escape or q quits.

import Foundation
import Kinetic

struct MergeLabScene: View {
    /// An animation to try in a lane, with the Swift that makes it.
    struct Choice: Hashable {
        var name: String
        var code: String
        var animation: Animation
    }

    static let curveChoices = [
        Choice(name: "easeInOut", code: ".easeInOut(duration: 1)", animation: .easeInOut(duration: 1)),
        Choice(name: "linear", code: ".linear(duration: 1)", animation: .linear(duration: 1)),
        Choice(name: "interpolatingSpring", code: ".interpolatingSpring(duration: 1, bounce: 0.2)", animation: .interpolatingSpring(duration: 1, bounce: 0.2)),
    ]
    static let springChoices = [
        Choice(name: "spring", code: ".spring(duration: 1, bounce: 0.2)", animation: .spring(duration: 1, bounce: 0.2)),
        Choice(name: "smooth", code: ".smooth(duration: 1)", animation: .smooth(duration: 1)),
        Choice(name: "bouncy", code: ".bouncy(duration: 1)", animation: .bouncy(duration: 1)),
    ]

    @State private var lab = MergeLab()
    @State private var curveChoice = 0
    @State private var springChoice = 0
    /// Bumped when a flip is asked for and when the lanes come to rest, so the body is
    /// evaluated again and the timeline's pause flag follows ``MergeLab/isBusy``.
    @State private var revision = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Merge Lab").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            Text("Flip quickly: a timing curve adds each new change on top of the running ones; a spring retargets, keeping its velocity.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.6))
            HStack(spacing: 12) {
                Button("Flip") { flip([0]) }
                    .keyboardShortcut(.space, modifiers: [])
                    .buttonStyle(BorderedProminentButtonStyle())
                Button("Burst ×3") { flip([0, 0.15, 0.3]) }
                Text("space flips · click a stage to flip").font(.system(size: 13)).foregroundColor(Color(white: 0.5))
            }
            // The clock runs while a lane moves or a flip waits; then it stops and so do frames.
            TimelineView(.animation(paused: !lab.isBusy)) { timeline in
                let now = lab.advance(to: timeline.date.timeIntervalSinceReferenceDate)
                let busy = lab.isBusy
                VStack(alignment: .leading, spacing: 18) {
                    lane(lab.curveLane, title: "A · timing curve", choices: Self.curveChoices, selection: $curveChoice,
                         color: Color(rgb: 0xFFA94D), now: now)
                    lane(lab.springLane, title: "B · spring", choices: Self.springChoices, selection: $springChoice,
                         color: Color(rgb: 0x4DABF7), now: now)
                }
                // Both lanes at rest: evaluate the body again, which pauses the clock.
                .onChange(of: busy) { revision += 1 }
            }
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
        .onChange(of: curveChoice, initial: true) { lab.curveLane.animation = Self.curveChoices[curveChoice].animation }
        .onChange(of: springChoice, initial: true) { lab.springLane.animation = Self.springChoices[springChoice].animation }
    }

    /// Flips at each of `offsets` seconds from now.
    private func flip(_ offsets: [Double]) {
        lab.request(offsets)
        revision += 1
    }

    private func lane(_ lane: MergeLab.Lane, title: String, choices: [Choice], selection: Binding<Int>, color: Color, now: Double) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 16) {
                Text(title).font(.system(size: 16, weight: .bold)).foregroundColor(color).fixedSize()
                Picker("Animation", selection: selection) {
                    ForEach(0..<choices.count, id: \.self) { Text(choices[$0].name).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .frame(maxWidth: 460)
                Text(choices[selection.wrappedValue].code).font(.system(size: 15)).foregroundColor(Color(white: 0.8)).fixedSize()
                Spacer(minLength: 0)
            }
            GeometryReader { proxy in
                let travel = max(Double(proxy.size.width) - 56, 1)
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 10).fill(Color(rgb: 0x1B1F27))
                    RoundedRectangle(cornerRadius: 6).fill(color)
                        .frame(width: 40, height: 40)
                        .offset(x: 8 + lane.value * travel)
                }
                .contentShape(Rectangle())
                .onTapGesture { flip([0]) }
            }
            .frame(height: 56)
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 10).fill(Color(rgb: 0x1B1F27))
                PlotLine(points: [CGPoint(x: 0, y: 0.25 / 1.5), CGPoint(x: 1, y: 0.25 / 1.5)], inset: 10).stroke(Color(white: 0.22), lineWidth: 1)
                PlotLine(points: [CGPoint(x: 0, y: 1.25 / 1.5), CGPoint(x: 1, y: 1.25 / 1.5)], inset: 10).stroke(Color(white: 0.22), lineWidth: 1)
                PlotLine(points: lane.plot(now: now, window: MergeLab.window, keyPath: \.target), inset: 10).stroke(Color(white: 0.35), lineWidth: 1.5)
                PlotLine(points: lane.plot(now: now, window: MergeLab.window, keyPath: \.value), inset: 10).stroke(color, lineWidth: 2.5)
                Text("last 3 s · value 0 (bottom line) to 1 (top line)")
                    .font(.system(size: 11)).foregroundColor(Color(white: 0.45))
                    .padding(8)
            }
            .frame(height: 150)
            Text(lane.summary).font(.system(size: 13)).foregroundColor(Color(white: 0.6))
        }
    }
}

/// Two animators and the record of their values, shared by the timeline's frames.
///
/// A reference kept in `@State`: the timeline writes its samples every frame without changing
/// the view's state (which would invalidate the body it is being built in).
final class MergeLab {
    /// How much history a plot shows, in seconds.
    static let window = 3.0

    final class Lane {
        struct Sample {
            var time: Double
            var value: Double
            var target: Double
        }

        let animator = Animator(0.0)
        var animation: Animation = .default
        private(set) var samples: [Sample] = []
        private(set) var value = 0.0
        private(set) var velocity = 0.0

        func setTarget(_ target: Double, at time: Double) {
            animator.setValue(target, transaction: Transaction(animation: animation), at: time)
        }

        func sample(at time: Double) {
            value = animator.update(at: time)
            velocity = animator.velocity(at: time)
            if let last = samples.last, last.time >= time { samples.removeLast() }
            samples.append(Sample(time: time, value: value, target: animator.modelValue))
            // Keep a little more than the window, so the plot's left edge is always covered.
            if let first = samples.first, first.time < time - MergeLab.window - 0.5 {
                samples.removeAll { $0.time < time - MergeLab.window - 0.5 }
            }
        }

        /// The samples of the last `window` seconds in 0…1 plot space (y: −0.25…1.25).
        func plot(now: Double, window: Double, keyPath: KeyPath<Sample, Double>) -> [CGPoint] {
            let start = now - window
            var points: [CGPoint] = []
            for (i, s) in samples.enumerated() where s.time >= start || (i + 1 < samples.count && samples[i + 1].time >= start) {
                let x = max(0, (s.time - start) / window)
                let y = (s[keyPath: keyPath] + 0.25) / 1.5
                // The model value jumps: draw it as a step, not a slope.
                if keyPath == \Sample.target, let previous = points.last, previous.y != y {
                    points.append(CGPoint(x: x, y: previous.y))
                }
                points.append(CGPoint(x: x, y: y))
            }
            // At rest the last value holds to now.
            if let last = points.last, Double(last.x) < 1 { points.append(CGPoint(x: 1, y: last.y)) }
            return points
        }

        /// What is running, in the engine's words.
        var summary: String {
            let running = animator.runningAnimations
            let velocityText = String(format: "%+.2f", velocity)
            switch running.count {
            case 0: return "at rest at \(String(format: "%.2f", value)) · nothing running"
            case 1: return "1 running: \(running[0]) · velocity \(velocityText)/s"
            default: return "\(running.count) running, combined: \(running[0]) …  · velocity \(velocityText)/s"
            }
        }
    }

    let curveLane = Lane()
    let springLane = Lane()
    private var target = 0.0
    /// Flips asked for but not yet seen by the clock, as offsets from the moment it sees them.
    private var requested: [Double] = []
    /// Flips on the clock, at absolute times.
    private var scheduled: [Double] = []
    private var lastTime = -Double.infinity

    /// True while the clock should run: a lane moves or a flip is waiting.
    var isBusy: Bool {
        !requested.isEmpty || !scheduled.isEmpty || curveLane.animator.isAnimating || springLane.animator.isAnimating
    }

    func request(_ offsets: [Double]) {
        requested += offsets
    }

    /// Brings both lanes to `time`: starts the flips that are due (each at its own instant, so
    /// a burst is spaced exactly however the frames fall), then samples. Returns the time used.
    @discardableResult
    func advance(to time: Double) -> Double {
        // The timeline may hand the same (or an older) date again when the body is rebuilt.
        let now = max(time, lastTime)
        scheduled += requested.map { now + $0 }
        requested.removeAll()
        scheduled.sort()
        while let next = scheduled.first, next <= now {
            scheduled.removeFirst()
            let at = max(next, lastTime)
            target = target == 0 ? 1 : 0
            curveLane.setTarget(target, at: at)
            springLane.setTarget(target, at: at)
        }
        curveLane.sample(at: now)
        springLane.sample(at: now)
        lastTime = now
        return now
    }
}

#Preview("Merge Lab") {
    MergeLabScene()
}
