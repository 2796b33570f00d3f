// Stress scene — how many animated views can the engine keep moving?
//
// What it shows: a grid of N small circles (10 to 5,000, 200 at first), each its own view with
// its own animation. "Pulse": every circle starts `.easeInOut(duration: 0.8).repeatForever()`
// on its scale when it appears (a delay by position makes a wave), so N animations run all the
// time. "Springs": every 1.2 s each circle is sent somewhere else in its cell with
// `.spring(duration: 0.8, bounce: 0.4)`, N springs at once, merging if still moving.
// The line above the grid gives the live frame statistics of the last 120 frames, from the
// frame loop's own recorder (`FrameTimingRecorder.current`): CPU time per frame (p50 and p99,
// from the frame's start to its submission) and the frames that missed their refresh.
// Headless, the clock is virtual but the CPU times are real.
//
// Use: drag the slider or click a count · pick Pulse or Springs · escape or q quits.

import Foundation
import Kinetic

struct StressScene: View {
    enum Kind: String, CaseIterable, Hashable {
        case pulse = "Pulse (repeatForever)"
        case springs = "Springs (retargeted every 1.2 s)"
    }

    /// How many views it opens with (`--count`).
    nonisolated(unsafe) static var initialCount = 200
    @State private var count = Double(StressScene.initialCount)
    @State private var kind = Kind.pulse
    /// Which scatter the springs are heading for.
    @State private var scatter = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Stress").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            HStack(spacing: 12) {
                Slider("Views", value: $count, in: 10...5000, step: 10)
                    .frame(maxWidth: 460)
                ForEach([10, 200, 1000, 5000], id: \.self) { n in
                    Button("\(n)") { count = Double(n) }.fixedSize()
                }
            }
            HStack(spacing: 12) {
                Picker("Motion", selection: $kind) {
                    ForEach(Kind.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .frame(maxWidth: 520)
                Spacer(minLength: 0)
            }
            // Twice a second: a line that changed every frame would cost a new text every frame.
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { _ in
                Text(statistics)
                    .font(.system(size: 14)).foregroundColor(Color(rgb: 0xFFD43B))
            }
            grid
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
        .foregroundColor(Color(white: 0.75))
    }

    private var n: Int { Int(count) }

    private var grid: some View {
        GeometryReader { proxy in
            let layout = GridLayout(count: n, size: proxy.size)
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 12).fill(Color(rgb: 0x1B1F27))
                switch kind {
                case .pulse:
                    ForEach(0..<n, id: \.self) { i in
                        PulsingDot(index: i, columns: layout.columns, diameter: layout.diameter)
                            .position(layout.center(of: i))
                    }
                case .springs:
                    // The clock only bumps `scatter`: positioned circles inside a TimelineView in
                    // this ZStack were laid out wrongly (they drifted row by row), so they sit
                    // outside it.
                    TimelineView(.animation(minimumInterval: 1.2)) { timeline in
                        Color.clear.onChange(of: timeline.date) { scatter += 1 }
                    }
                    ForEach(0..<n, id: \.self) { i in
                        Circle().fill(PulsingDot.color(i, columns: layout.columns))
                            .frame(width: layout.diameter, height: layout.diameter)
                            .offset(layout.jitter(of: i, scatter: scatter))
                            .animation(.spring(duration: 0.8, bounce: 0.4), value: scatter)
                            .position(layout.center(of: i))
                    }
                }
            }
            .clipped()
        }
    }

    @MainActor private var statistics: String {
        let running = kind == .pulse ? "\(n) repeatForever animations, always running" : "up to \(n) springs after each scatter"
        return "\(n) views · \(running) · \(recentFrameStatistics() ?? "measuring…")"
    }
}

/// Where the circles go: a grid of square cells filling the stage.
private struct GridLayout {
    var columns: Int
    var cell: Double
    var origin: CGPoint
    var diameter: Double { max(2, cell * 0.6) }

    init(count: Int, size: CGSize) {
        let width = max(Double(size.width) - 24, 1), height = max(Double(size.height) - 24, 1)
        columns = max(1, Int((Double(count) * width / height).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        cell = min(width / Double(columns), height / Double(rows))
        // Centre the grid in the stage.
        origin = CGPoint(x: 12 + (width - cell * Double(columns)) / 2, y: 12 + (height - cell * Double(rows)) / 2)
    }

    func center(of index: Int) -> CGPoint {
        CGPoint(x: Double(origin.x) + (Double(index % columns) + 0.5) * cell,
                y: Double(origin.y) + (Double(index / columns) + 0.5) * cell)
    }

    /// A place within the cell, the same for the same circle and scatter (seeded, reproducible).
    func jitter(of index: Int, scatter: Int) -> CGSize {
        guard scatter > 0 else { return .zero }
        var random = SplitMix64(seed: UInt64(index) &* 7919 &+ UInt64(scatter) &* 104_729)
        let reach = cell * 0.35
        return CGSize(width: (random.nextUnit() * 2 - 1) * reach, height: (random.nextUnit() * 2 - 1) * reach)
    }
}

/// A circle that starts pulsing for ever when it appears.
private struct PulsingDot: View {
    var index: Int
    var columns: Int
    var diameter: Double
    @State private var big = false

    var body: some View {
        Circle().fill(Self.color(index, columns: columns))
            .frame(width: diameter, height: diameter)
            .scaleEffect(big ? 1 : 0.35)
            .onAppear {
                // A diagonal wave: the delay grows with row and column.
                let delay = Double((index % columns) + index / columns).truncatingRemainder(dividingBy: 16) * 0.05
                withAnimation(.easeInOut(duration: 0.8).repeatForever().delay(delay)) { big = true }
            }
    }

    static func color(_ index: Int, columns: Int) -> Color {
        let hue = Double((index % columns) + index / columns) / Double(max(1, 2 * columns))
        return Color(hue: 0.55 + 0.35 * hue, saturation: 0.55, brightness: 0.95)
    }
}

#Preview("Stress") {
    StressScene()
}
