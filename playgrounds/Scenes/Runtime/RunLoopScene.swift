// Run Loop scene — state changed the ways real SwiftUI apps change it, each driving an animation.
//
// What it shows: (a) a sequence stepped by `Timer.scheduledTimer` every 0.6 s, each step
// animated with a spring: the frame loop is the main run loop, so Foundation's timers fire
// between frames. (b) A `.task` that awaits `Task.sleep` between the steps of a bar, with
// `withAnimation` after each wait; leaving the scene cancels it. (c) One `@Observable` model
// shared by two views: the hue buttons change only `hue`, the spin button only `turns`; each
// view counts its body evaluations, and only the one that reads the changed property counts up.
// (d) An `ObservableObject` whose `@Published` count a `Timer.publish(every: 1)` advances through
// `.onReceive`, the digits rolling with `numericText`.
//
// Use: click the hue buttons and Spin · escape or q quits. Headless, the task's sleeps follow the
// virtual clock and the timers real time, so a headless run of this scene takes as long as the
// time it shows.

import Foundation
import Kinetic

struct RunLoopScene: View {
    @State private var model = Palette()

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Run Loop").font(.system(size: 22)).foregroundColor(Color(white: 0.9))
            HStack(alignment: .top, spacing: 18) {
                ScenePanel(title: "a · Timer.scheduledTimer", note: "a step every 0.6 s, sprung", width: 380) { TimerSequence() }
                ScenePanel(title: "b · .task with Task.sleep", note: "waits between steps; cancelled on leaving", width: 380) { TaskSteps() }
            }
            HStack(alignment: .top, spacing: 18) {
                ScenePanel(title: "c · one @Observable, two views", note: "each view counts its body runs", width: 380) {
                    SharedModelPanel(model: model)
                }
                ScenePanel(title: "d · @Published + Timer.publish", note: "onReceive, once a second", width: 380) { PublishedCount() }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(Color(white: 0.75))
    }
}

/// Panel d: a count a timer publisher advances. (A view of its own: the object's changes
/// re-evaluate this view, not the whole scene.)
struct PublishedCount: View {
    @StateObject private var counter = PublishedCounter()
    private let seconds = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(counter.count)")
            .font(.system(size: 56, weight: .bold))
            .foregroundColor(Color(red: 1, green: 0.8, blue: 0.35))
            .contentTransition(.numericText(value: Double(counter.count)))
            .frame(width: 240, height: 120)
            .onReceive(seconds) { _ in
                withAnimation(.snappy) { counter.count += 1 }
            }
    }
}

/// Four stations a dot visits in turn, stepped by a repeating Foundation timer. (Main-actor,
/// as SwiftUI's views are, so it can make its main-actor model.)
@MainActor
struct TimerSequence: View {
    @State private var sequencer = Sequencer()

    var body: some View {
        ZStack(alignment: .leading) {
            HStack(spacing: 60) {
                ForEach(0..<4, id: \.self) { index in
                    Circle().stroke(Color(white: index == sequencer.step % 4 ? 0.8 : 0.3), lineWidth: 2).frame(width: 30, height: 30)
                }
            }
            Circle().fill(Color(red: 0.35, green: 0.75, blue: 1)).frame(width: 22, height: 22)
                .offset(x: 4 + Double(sequencer.step % 4) * 90)
                .accessibilityIdentifier("timer-dot")
        }
        .frame(width: 330, height: 120, alignment: .leading)
        .onAppear { sequencer.start() }
        .onDisappear { sequencer.stop() }
    }
}

/// Steps with a timer, as Swift 6 code writes it: a main-actor model (so the timer's
/// `@Sendable` block may hold it) that goes back to the main actor inside the block.
@MainActor @Observable
final class Sequencer {
    var step = 0
    @ObservationIgnored private var timer: Timer?

    func start() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 0.6, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                withAnimation(.spring(duration: 0.45, bounce: 0.35)) { self?.step += 1 }
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}

/// A bar that grows in three awaited steps, rests, and starts again, for as long as it shows.
struct TaskSteps: View {
    @State private var level = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(red: 0.45, green: 0.85, blue: 0.55))
                .frame(width: 40 + Double(level) * 95, height: 28)
                .accessibilityIdentifier("task-bar")
            Text(level == 3 ? "done; resting" : "step \(level) of 3").font(.system(size: 13))
        }
        .frame(width: 330, height: 120, alignment: .leading)
        .task {
            while !Task.isCancelled {
                for next in 1...3 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.bouncy) { level = next }
                }
                try? await Task.sleep(for: .seconds(0.8))
                withAnimation(.easeInOut(duration: 0.3)) { level = 0 }
            }
        }
    }
}

/// The model the two views of panel c share.
@Observable
final class Palette {
    var hue = 0.55
    var turns = 0.0
}

/// A published counter, advanced by a timer publisher.
final class PublishedCounter: ObservableObject {
    @Published var count = 0
}

/// Panel c: buttons that change one property each, and the two views that read one each.
struct SharedModelPanel: View {
    let model: Palette

    var body: some View {
        HStack(spacing: 24) {
            HueSwatch(model: model)
            SpinningRing(model: model)
            VStack(alignment: .leading, spacing: 8) {
                Button("Hue") { withAnimation(.easeInOut(duration: 0.4)) { model.hue = (model.hue + 0.17).truncatingRemainder(dividingBy: 1) } }
                    .accessibilityIdentifier("hue")
                Button("Spin") { withAnimation(.spring(duration: 0.8, bounce: 0.3)) { model.turns += 0.25 } }
                    .accessibilityIdentifier("spin")
            }
        }
        .frame(width: 330, height: 120)
    }
}

/// Reads only `hue`.
struct HueSwatch: View {
    let model: Palette
    @State private var evaluations = EvaluationCount()

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 10).fill(Color(hue: model.hue, saturation: 0.6, brightness: 0.9)).frame(width: 70, height: 70)
            Text("body runs: \(evaluations.next())").font(.system(size: 11))
        }
    }
}

/// Reads only `turns`.
struct SpinningRing: View {
    let model: Palette
    @State private var evaluations = EvaluationCount()

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle().stroke(Color(white: 0.35), lineWidth: 6)
                Capsule().fill(Color(white: 0.9)).frame(width: 6, height: 30).offset(y: -20)
            }
            .frame(width: 70, height: 70)
            .rotationEffect(.degrees(model.turns * 360))
            Text("body runs: \(evaluations.next())").font(.system(size: 11))
        }
    }
}

/// Counts the evaluations of the body that asks (a class, so counting changes no state).
final class EvaluationCount {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

#Preview("Run Loop") {
    RunLoopScene()
}
