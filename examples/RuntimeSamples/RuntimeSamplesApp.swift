// RuntimeSamples: SwiftUI code that changes state the ways real apps do — a Timer, the main
// dispatch queue, a Task on the main actor, an @Observable model, an ObservableObject with a
// Timer.publish — written as it is for iOS, with `import Kinetic` in place of `import SwiftUI`,
// in the Swift 5 language mode such code is written in.
//
// `swift run RuntimeSamples` opens it; each row changes when its mechanism runs. It prints one
// line per event ("timer 1 at 0.20") so the end-to-end tests can follow it. `swift run
// RuntimeSamples idle` shows only a count a one-second Timer advances: a window that sleeps
// between ticks.

import Kinetic

@main
struct RuntimeSamplesApp: App {
    init() { _ = launch }

    var body: some Scene {
        WindowGroup("Runtime Samples") {
            if CommandLine.arguments.dropFirst().contains("idle") {
                IdleTimerView()
            } else {
                RuntimeSamplesView()
            }
        }
        .defaultSize(width: 520, height: 360)
    }
}

/// When the app started.
/// Prints an event with the seconds since the app started.
func report(_ event: String) {
    let elapsed = Date().timeIntervalSince(launch)
    print(String(format: "%@ at %.2f", event, elapsed))
    fflush(stdout)
}

let launch = Date()

@Observable
final class Reading {
    var message = "waiting"
}

final class Clock: ObservableObject {
    @Published var seconds = 0
}

struct RuntimeSamplesView: View {
    @State private var ticks = 0
    @State private var delayed = false
    @State private var taskDone = false
    @State private var reading = Reading()
    @StateObject private var clock = Clock()
    private let seconds = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            row("Timer", "\(ticks) ticks", on: ticks > 0)
            Circle().fill(Color.orange).frame(width: 20, height: 20)
                .offset(x: Double(ticks % 10) * 30)
                .accessibilityIdentifier("ticker")
            row("asyncAfter", delayed ? "ran" : "waiting", on: delayed)
            row("Task", taskDone ? "slept and ran" : "sleeping", on: taskDone)
            row("@Observable", reading.message, on: reading.message != "waiting")
            row("Timer.publish", "\(clock.seconds) s", on: clock.seconds > 0)
        }
        .padding(24)
        .onAppear {
            // `_ =`: Linux's Foundation, unlike Apple's, warns when the timer is not kept.
            _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                withAnimation(.easeInOut(duration: 0.15)) { ticks += 1 }
                report("timer \(ticks)")
                if ticks >= 15 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation { delayed = true }
                report("asyncAfter")
            }
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: 700_000_000)
                withAnimation { taskDone = true }
                report("task")
            }
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    reading.message = "set from the main queue"
                    report("observable")
                }
            }
        }
        .onReceive(seconds) { _ in
            clock.seconds += 1
            report("publish \(clock.seconds)")
        }
    }

    private func row(_ title: String, _ value: String, on: Bool) -> some View {
        HStack(spacing: 12) {
            Circle().fill(on ? Color.green : Color.gray).frame(width: 14, height: 14)
            Text(title).frame(width: 140, alignment: .leading)
            Text(value)
        }
    }
}

/// A count a one-second repeating Timer advances, and nothing else: between ticks the window
/// has nothing to draw.
struct IdleTimerView: View {
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds) s")
            .font(.system(size: 48))
            .onAppear {
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    seconds += 1
                    report("second \(seconds)")
                }
            }
    }
}
