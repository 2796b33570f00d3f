// Timeline scene — views rebuilt on a schedule, and what each schedule costs in frames.
//
// What it shows: (a) an analog clock in a `TimelineView(.periodic(from:by: 1))`: its second
// hand jumps once a second and nothing is drawn between ticks (the process sleeps until the
// next entry). (b) A wave in a `TimelineView(.animation(paused:))`, redrawn every frame
// while it runs; "Pause" pauses its schedule and the frames stop. (c) A `.everyMinute`
// timeline showing the minute. The counter at the top is the frames the window drew in the
// last second, from the frame loop's own recorder: about 1 with the wave paused (the clock's
// tick), the display's rate with it running. While the window is hidden or minimised the
// timelines drop to their low-frequency mode: the wave updates once a second.
//
// Use: Pause / Run the wave (or space) · escape or q quits.

import Foundation
import Kinetic

struct TimelineScene: View {
    @State private var wavePaused = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline, spacing: 16) {
                Text("Timeline").font(.system(size: 22)).foregroundColor(Color(white: 0.9))
                FrameCounter()
            }
            HStack(alignment: .top, spacing: 20) {
                clockPanel
                wavePanel
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .foregroundColor(Color(white: 0.75))
    }

    private var clockPanel: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("a · .periodic(from:by: 1)").font(.system(size: 15, weight: .semibold)).foregroundColor(Color(white: 0.9))
            Text("one entry a second; nothing drawn between").font(.system(size: 12)).foregroundColor(Color(white: 0.55))
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                AnalogClock(date: context.date)
                    .frame(width: 240, height: 240)
            }
            TimelineView(.everyMinute) { context in
                Text("c · .everyMinute: " + Self.minute(of: context.date))
                    .font(.system(size: 13)).foregroundColor(Color(white: 0.6))
            }
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1)))
    }

    private var wavePanel: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("b · .animation(paused: \(wavePaused))").font(.system(size: 15, weight: .semibold)).foregroundColor(Color(white: 0.9))
            Text("every frame while it runs; no frames while paused").font(.system(size: 12)).foregroundColor(Color(white: 0.55))
            TimelineView(.animation(paused: wavePaused)) { context in
                Wave(phase: context.date.timeIntervalSinceReferenceDate * 3)
                    .stroke(Color(red: 0.4, green: 0.8, blue: 1), lineWidth: 3)
                    .frame(width: 420, height: 180)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.08)))
            }
            Button(wavePaused ? "Run" : "Pause") { wavePaused.toggle() }
                .keyboardShortcut(.space, modifiers: [])
                .fixedSize()
                .accessibilityIdentifier("wave")
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.1)))
    }

    static func minute(of date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

/// A clock face with hour, minute and second hands at `date` (local time). The second hand
/// jumps from second to second.
struct AnalogClock: View {
    let date: Date

    var body: some View {
        let seconds = date.timeIntervalSinceReferenceDate + Double(TimeZone.current.secondsFromGMT(for: date))
        let second = seconds.rounded(.down)
        return ZStack {
            Circle().fill(Color(white: 0.14))
            Circle().stroke(Color(white: 0.35), lineWidth: 2)
            ForEach(0..<12, id: \.self) { hour in
                Capsule().fill(Color(white: hour % 3 == 0 ? 0.8 : 0.45))
                    .frame(width: hour % 3 == 0 ? 4 : 2, height: hour % 3 == 0 ? 16 : 10)
                    .offset(y: -100)
                    .rotationEffect(.degrees(Double(hour) * 30))
            }
            hand(width: 6, length: 60, color: Color(white: 0.85), degrees: seconds / 120)  // hours: 360° per 12 h
            hand(width: 4, length: 86, color: Color(white: 0.85), degrees: seconds / 10)   // minutes: 360° per hour
            hand(width: 2, length: 96, color: Color(red: 1, green: 0.45, blue: 0.3), degrees: second * 6)
            Circle().fill(Color(red: 1, green: 0.45, blue: 0.3)).frame(width: 10, height: 10)
        }
    }

    private func hand(width: Double, length: Double, color: Color, degrees: Double) -> some View {
        Capsule().fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(.degrees(degrees.truncatingRemainder(dividingBy: 360 * 1000)))
    }
}

/// Two periods of a sine wave, shifted by `phase` radians.
struct Wave: Shape {
    var phase: Double

    func path(in rect: CGRect) -> Path {
        Path { path in
            let width = Double(rect.width), middle = Double(rect.midY), amplitude = Double(rect.height) * 0.35
            for step in 0...120 {
                let x = width * Double(step) / 120
                let y = middle + amplitude * sin(4 * Double.pi * Double(step) / 120 - phase)
                if step == 0 { path.move(to: CGPoint(x: Double(rect.minX) + x, y: y)) } else { path.addLine(to: CGPoint(x: Double(rect.minX) + x, y: y)) }
            }
        }
    }
}

/// The frames the window drew in the last second, from the running frame loop's recorder,
/// updated on the clock's ticks (the same one-second grid, so it adds no frames of its own).
struct FrameCounter: View {
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { _ in
            Text(Self.text).font(.system(size: 14)).foregroundColor(Color(red: 0.6, green: 0.9, blue: 0.6))
        }
    }

    @MainActor static var text: String {
        guard let frames = FrameTimingRecorder.current?.recentFrames, let last = frames.last else { return "frames drawn: measuring…" }
        let recent = frames.filter { $0.stamps.present > last.stamps.present - 1 }
        return "frames drawn in the last second: \(recent.count)"
    }
}

#Preview("Timeline") {
    TimelineScene()
}
