// Spring Lab — feel a spring, change it while it moves, see why it moves so, and take it to code.
//
// What it shows: three linked groups of sliders describe one `Spring`: duration and bounce;
// response and damping fraction; mass, stiffness and damping (with "Allow overdamping"). Moving
// one group moves the others to the same spring, through Spring's own conversions. Preset
// buttons set smooth, snappy, bouncy, interactive (Animation.interactiveSpring) and default
// (Animation.default). Click the stage and the ball springs there; click again mid-flight and
// it turns, keeping its velocity. Move a slider while the ball flies and the running motion
// carries on with the new spring, from where it is, at the speed it has.
// The "Response" plot is the spring's step response, value and velocity, with its perceptual
// duration and its settling time marked; the "Ball" plot is the last four seconds of the ball:
// progress along its current leg and its speed, with every retarget marked (blue for a click,
// orange for a spring change); the speed never jumps. The code lines give the spring as Swift
// and as the same physical spring in Jetpack Compose, Flutter and Motion (CSS), each with a
// Copy button that puts it on the clipboard.
//
// Use: click the stage · drag the sliders (also mid-flight) · click a preset · Copy · escape or
// q quits.

import Foundation
import Kinetic

struct SpringLabScene: View {
    @State private var setting = SpringSetting()
    @State private var copied: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .firstTextBaseline, spacing: 14) {
                Text("Spring Lab").font(.system(size: 22, weight: .semibold)).foregroundColor(Color(white: 0.95))
                Text("Click the stage. Move a slider while the ball flies: it carries on with the new spring, velocity kept.")
                    .font(.system(size: 13)).foregroundColor(Color(white: 0.55))
            }
            HStack(alignment: .top, spacing: 24) {
                controls.frame(width: 340)
                // The ball's motion is the stage's own state: a click or a frame of flight
                // evaluates the stage and its plots, not the sliders and the code lines.
                SpringLabStage(spring: setting.spring)
            }
            code
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(Color(white: 0.8))
    }

    // MARK: Sliders and presets

    private var controls: some View {
        VStack(alignment: .leading, spacing: 10) {
            group("Duration & bounce") {
                slider("Duration", \.duration, 0.1...2, "spring.duration")
                slider("Bounce", \.bounce, -0.9...0.95, "spring.bounce")
            }
            group("Response & damping") {
                slider("Response", \.response, 0.1...2, "spring.response")
                slider("Damping fraction", \.dampingRatio, 0.05...2, "spring.dampingRatio")
            }
            group("Mass, stiffness & damping") {
                slider("Mass", \.mass, 0.1...5, "spring.mass")
                slider("Stiffness", \.stiffness, 5...1000, "spring.stiffness")
                slider("Damping", \.damping, 0.5...100, "spring.damping")
                LabToggle(title: "Allow overdamping", isOn: setting.allowsOverDamping) { setting.allowsOverDamping = $0 }.equatable()
            }
            Text("PRESETS").font(.system(size: 11, weight: .semibold)).foregroundColor(Color(white: 0.45))
            // The buttons never change: equal to themselves, they are not evaluated again
            // when a slider moves.
            PresetButtons(names: SpringSetting.presets.map(\.name)) { setting.choose(preset: $0) }.equatable()
        }
    }

    private func group<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title.uppercased()).font(.system(size: 11, weight: .semibold)).foregroundColor(Color(white: 0.45))
            content()
        }
    }

    private func slider(_ title: String, _ keyPath: WritableKeyPath<SpringSetting, Double>, _ range: ClosedRange<Double>,
                        _ identifier: String) -> some View {
        // A row is a view of its value: moving one slider evaluates again only the rows whose
        // values it changed (bounce moves damping fraction and damping, not the other four).
        LabSlider(title: title, value: setting[keyPath: keyPath], range: range, identifier: identifier) {
            setting[keyPath: keyPath] = $0
        }
        .equatable()
    }

    // MARK: Code

    private var code: some View {
        VStack(alignment: .leading, spacing: 6) {
            codeLine("SwiftUI", \.swift)
            codeLine("Compose", \.compose)
            codeLine("Flutter", \.flutter)
            codeLine("Motion", \.motion)
        }
    }

    private func codeLine(_ language: String, _ code: KeyPath<SpringSetting, String>) -> some View {
        let line = setting[keyPath: code]
        return HStack(spacing: 10) {
            Text(language).font(.system(size: 12, weight: .semibold)).foregroundColor(Color(white: 0.5)).frame(width: 64, alignment: .leading)
            Text(line).font(.system(size: 13, design: .monospaced)).foregroundColor(Color(white: 0.9))
            Spacer()
            // The line is read when the button is clicked: while a slider moves, the button
            // stays the same view and is not evaluated again.
            CopyButton(language: language, isCopied: copied == line) {
                let line = setting[keyPath: code]
                Clipboard.string = line
                copied = line
            }
            .equatable()
        }
        .frame(height: 26)
    }
}

/// A titled slider row. Equal when its title, value, range and identifier are: `set` writes
/// the setting as it is when the slider moves.
struct LabSlider: View, Equatable {
    let title: String
    let value: Double
    let range: ClosedRange<Double>
    let identifier: String
    let set: (Double) -> Void

    var body: some View {
        HStack(spacing: 8) {
            Text(title).font(.system(size: 13)).frame(width: 116, alignment: .leading)
            Slider(value: Binding(get: { value }, set: set), in: range)
                .accessibilityIdentifier(identifier)
        }
        .frame(height: 24)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.value == rhs.value && lhs.range == rhs.range && lhs.identifier == rhs.identifier
    }
}

/// A titled toggle, equal when its title and state are.
struct LabToggle: View, Equatable {
    let title: String
    let isOn: Bool
    let set: (Bool) -> Void

    var body: some View {
        Toggle(title, isOn: Binding(get: { isOn }, set: set)).font(.system(size: 13))
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title && lhs.isOn == rhs.isOn }
}

/// A Copy button that says "Copied" once its line is on the clipboard. Equal when its
/// language and look are: the action copies the line as it is when clicked.
struct CopyButton: View, Equatable {
    let language: String
    let isCopied: Bool
    let copy: () -> Void

    var body: some View {
        Button(isCopied ? "Copied" : "Copy", action: copy)
            .font(.system(size: 12))
            .accessibilityIdentifier("copy.\(language)")
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.language == rhs.language && lhs.isCopied == rhs.isCopied }
}

/// The preset buttons, three then two. Equal when their names are: the action always chooses
/// the named preset.
struct PresetButtons: View, Equatable {
    let names: [String]
    let choose: (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 6) { ForEach(names.prefix(3), id: \.self) { name in button(name) } }
            HStack(spacing: 6) { ForEach(names.dropFirst(3), id: \.self) { name in button(name) } }
        }
    }

    private func button(_ name: String) -> some View {
        Button(name) { choose(name) }
            .font(.system(size: 13))
            .fixedSize()
            .accessibilityIdentifier("preset.\(name)")
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.names == rhs.names }
}

/// The stage and the two plots: the ball's motion is their state. Given a new spring, the
/// running motion carries on with it from where the ball is, at its speed.
struct SpringLabStage: View {
    static let stageHeight = 300.0
    static let ballSize = 28.0
    static let start = CGPoint(x: 80, y: 125)

    let spring: Spring
    @State private var motion: BallMotion

    init(spring: Spring) {
        self.spring = spring
        _motion = State(initialValue: BallMotion(at: Self.start, date: Date(timeIntervalSinceReferenceDate: 0), spring: spring))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // The stage and the ball plot are views of the motion alone: a new spring evaluates
            // them once, when it has changed the motion, not also when it arrives.
            BallStage(motion: motion) { location, date in
                motion.retarget(to: location, spring: motion.spring, at: date, cause: .click)
            }
            .equatable()
            HStack(spacing: 12) {
                // The response depends on the spring only: a view of its own, evaluated again
                // only when the spring changes.
                SpringResponsePlot(spring: spring).frame(maxWidth: .infinity)
                BallPlot(motion: motion).frame(maxWidth: .infinity)
            }
            .frame(height: 230)
        }
        .background(
            // A new spring mid-flight: the ball goes on from here, at its speed. The change is
            // seen at the frame's instant, from a timeline of its own.
            WhileMoving(motion: motion) { now in
                Color.clear.onChange(of: spring) { _, spring in motion.change(spring: spring, at: now) }
            }
        )
    }
}

/// `content` rebuilt every frame while the ball moves, and left alone once it rests (a
/// timeline of one entry, the rest, pauses the every-frame one).
struct WhileMoving<Content: View>: View {
    let motion: BallMotion
    @ViewBuilder let content: (Date) -> Content

    var body: some View {
        let rest = motion.current.restDate
        TimelineView(.explicit([rest])) { resting in
            TimelineView(.animation(paused: resting.date >= rest)) { context in
                content(context.date)
            }
        }
    }
}

/// The stage: the ball, its target ring and its speed. A press sends the ball there.
struct BallStage: View, Equatable {
    let motion: BallMotion
    /// Called with where and when the stage was pressed.
    let retarget: (CGPoint, Date) -> Void

    var body: some View {
        WhileMoving(motion: motion) { now in content(at: now) }
    }

    private func content(at now: Date) -> some View {
        let position = motion.position(at: now)
        let target = motion.current.to
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1))
            Circle().stroke(Color.accentColor.opacity(0.7), lineWidth: 2)
                .frame(width: SpringLabStage.ballSize + 10, height: SpringLabStage.ballSize + 10)
                .position(target)
            Circle().fill(Color(red: 1, green: 0.62, blue: 0.3))
                .frame(width: SpringLabStage.ballSize, height: SpringLabStage.ballSize)
                .position(position)
                .accessibilityIdentifier("spring.ball")
            // To the nearest 10: a label that changes every frame costs a new text every frame.
            Text("\(DecimalText.fixed((motion.current.speed(at: now) / 10).rounded() * 10, places: 0)) pt/s")
                .font(.system(size: 12)).foregroundColor(Color(white: 0.5))
                .padding(10)
        }
        .frame(height: SpringLabStage.stageHeight)
        .clipped()
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
            // The press itself retargets; the rest of a drag does not.
            guard drag.location == drag.startLocation else { return }
            retarget(drag.location, drag.time)
        })
        .accessibilityIdentifier("spring.stage")
    }

    /// The action always retargets the current motion.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.motion == rhs.motion }
}

/// The ball's plot, a view of its motion.
struct BallPlot: View, Equatable {
    let motion: BallMotion

    var body: some View {
        WhileMoving(motion: motion) { now in content(at: now) }
    }

    /// The ball's last seconds: progress along each leg and speed, retargets marked.
    private func content(at now: Date) -> some View {
        let window = BallMotion.window
        let from = now.addingTimeInterval(-window)
        let flights = motion.flights
        var progress: [[CGPoint]] = [], speeds: [CGPoint] = [], marks: [(Double, Flight.Cause)] = []
        var peak = 1.0
        for (index, flight) in flights.enumerated() {
            let end = index + 1 < flights.count ? flights[index + 1].start : now
            guard end > from else { continue }
            let begin = max(flight.start, from)
            // A slider dragged mid-flight changes the spring every frame: one mark for the run.
            if flight.start >= from, flight.cause != .start,
               !(flight.cause == .spring && index > 0 && flights[index - 1].cause == .spring
                 && flight.start.timeIntervalSince(flights[index - 1].start) < 0.2) {
                marks.append((flight.start.timeIntervalSince(from) / window, flight.cause))
            }
            // 30 points a second: about 3 pixels apart across the plot's four seconds.
            let steps = max(1, Int((end.timeIntervalSince(begin) * 30).rounded(.up)))
            // A new spring carries the leg on from where it was, measured from the same start:
            // its progress continues the same line (a slider drag is one line, not one a frame).
            let continues = flight.cause == .spring && !progress.isEmpty
            var leg: [CGPoint] = continues ? progress.removeLast() : []
            for step in (continues ? 1 : 0)...steps {
                let date = begin.addingTimeInterval(end.timeIntervalSince(begin) * Double(step) / Double(steps))
                let x = date.timeIntervalSince(from) / window
                leg.append(CGPoint(x: x, y: min(1.6, max(-0.3, flight.progress(at: date)))))
                let speed = flight.speed(at: date)
                peak = max(peak, speed)
                speeds.append(CGPoint(x: x, y: speed))
            }
            progress.append(leg)
        }
        func y(_ value: Double) -> Double { 0.05 + 0.9 * (value + 0.3) / 1.9 }
        let progressLines = progress.map { $0.map { CGPoint(x: $0.x, y: y($0.y)) } }
        let speedLine = speeds.map { CGPoint(x: $0.x, y: 0.05 + 0.9 * $0.y / peak) }
        return LabPlot.plot(title: "Ball", legend: [("progress", LabPlot.value), ("speed", LabPlot.velocity)]) {
            PlotLine(points: [CGPoint(x: 0, y: y(1)), CGPoint(x: 1, y: y(1))]).stroke(Color(white: 0.3), lineWidth: 1)
            ForEach(Array(marks.enumerated()), id: \.offset) { _, mark in
                PlotMark(x: mark.0).stroke(mark.1 == .click ? Color.accentColor : Color(red: 1, green: 0.6, blue: 0.2), lineWidth: 1)
            }
            PlotLine(points: speedLine).stroke(LabPlot.velocity, lineWidth: 1.5)
            ForEach(Array(progressLines.enumerated()), id: \.offset) { _, line in
                PlotLine(points: line).stroke(LabPlot.value, lineWidth: 2)
            }
        } footer: {
            Text("last 4 s · top speed \(DecimalText.fixed(peak, places: 0)) pt/s")
        }
    }
}

/// The spring's step response, drawn from the spring alone.
struct SpringResponsePlot: View {
    let spring: Spring

    /// The spring's step response from rest: value and (scaled) velocity, with the perceptual
    /// duration and the settling time marked.
    var body: some View {
        let settling = spring.settlingDuration
        let span = max(1, min(6, max(settling * 1.15, spring.duration * 1.5)))
        let samples = (0...160).map { Double($0) / 160 * span }
        let values = samples.map { spring.value(target: 1.0, initialVelocity: 0, time: $0) }
        let velocities = samples.map { spring.velocity(target: 1.0, initialVelocity: 0, time: $0) }
        let low = min(0, values.min() ?? 0), high = max(1, values.max() ?? 1)
        let peak = max(velocities.map(abs).max() ?? 1, 1e-9)
        func y(_ value: Double) -> Double { 0.05 + 0.9 * (value - low) / (high - low) }
        let valueLine = zip(samples, values).map { CGPoint(x: $0 / span, y: y($1)) }
        let velocityLine = zip(samples, velocities).map { CGPoint(x: $0 / span, y: y($1 / peak * (high - low) * 0.5)) }
        return LabPlot.plot(title: "Response", legend: [("value", LabPlot.value), ("velocity", LabPlot.velocity)]) {
            PlotLine(points: [CGPoint(x: 0, y: y(1)), CGPoint(x: 1, y: y(1))]).stroke(Color(white: 0.3), lineWidth: 1)
            PlotLine(points: [CGPoint(x: 0, y: y(0)), CGPoint(x: 1, y: y(0))]).stroke(Color(white: 0.22), lineWidth: 1)
            PlotMark(x: spring.duration / span).stroke(Color(white: 0.45), lineWidth: 1)
            if settling <= span { PlotMark(x: settling / span).stroke(Color(red: 0.5, green: 0.85, blue: 0.5), lineWidth: 1) }
            PlotLine(points: velocityLine).stroke(LabPlot.velocity, lineWidth: 1.5)
            PlotLine(points: valueLine).stroke(LabPlot.value, lineWidth: 2)
        } footer: {
            Text("duration \(SpringSetting.number(spring.duration, 2)) s · settles in \(SpringSetting.number(settling, 2)) s")
        }
    }
}

/// The look the lab's two plots share: a title and legend, the lines on a dark card, a footer.
enum LabPlot {
    static let value = Color(red: 0.35, green: 0.7, blue: 1)
    static let velocity = Color(red: 1, green: 0.75, blue: 0.3)

    static func plot<Lines: View, Footer: View>(title: String, legend: [(String, Color)], @ViewBuilder lines: () -> Lines,
                                                @ViewBuilder footer: () -> Footer) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 10) {
                Text(title).font(.system(size: 13, weight: .semibold)).foregroundColor(Color(white: 0.9))
                ForEach(legend.map(\.0), id: \.self) { name in
                    let color = legend.first { $0.0 == name }?.1 ?? .white
                    Text(name).font(.system(size: 12)).foregroundColor(color)
                }
            }
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.1))
                ZStack { lines() }.padding(8)
            }
            .clipped()
            footer().font(.system(size: 12)).foregroundColor(Color(white: 0.5))
        }
    }
}

#Preview("Spring Lab") {
    SpringLabScene()
}
