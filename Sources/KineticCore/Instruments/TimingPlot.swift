import Foundation

/// A recording's frame times as a picture: each frame's CPU time (start to submit) and, where
/// measured, its cost (the process's CPU time) over the run, the refresh budget as a line,
/// missed frames marked in red below the chart. What a recording folder's `timing.png` shows.
public struct TimingPlotView: View {
    public let frames: [FrameTiming]
    public let summary: FrameTimingSummary

    public static let size = CGSize(width: 1200, height: 440)
    static let chartHeight = 300.0
    static let frameTimeColor = Color(red: 0.35, green: 0.7, blue: 1)
    static let frameCostColor = Color(red: 1, green: 0.75, blue: 0.3)
    static let missedColor = Color(red: 1, green: 0.3, blue: 0.3)
    static let budgetColor = Color(white: 0.85)

    public init(frames: [FrameTiming], summary: FrameTimingSummary) {
        self.frames = frames
        self.summary = summary
    }

    /// The budget (one refresh interval), in seconds.
    var budget: Double { frames.last.map(\.stamps.refreshInterval) ?? summary.measuredRefreshInterval / 1000 }

    /// The chart's top, in seconds: twice the budget, or more when frames took longer (the
    /// slowest one, at most ten budgets so one stall does not flatten the rest).
    var ceiling: Double {
        let slowest = frames.map { max($0.cpuFrameTime, $0.stamps.processCPU ?? 0) }.max() ?? 0
        return min(10 * budget, max(2 * budget, slowest * 1.1))
    }

    public var body: some View {
        let ceiling = self.ceiling, budget = self.budget
        let scene = summary.details["scene"].map { " · \($0)" } ?? ""
        let measuresCost = frames.contains { $0.stamps.processCPU != nil }
        return VStack(alignment: .leading, spacing: 10) {
            Text("Frame timing\(scene)").font(.system(size: 18, weight: .semibold)).foregroundColor(Color(white: 0.95))
            Text(headline).font(.system(size: 13)).foregroundColor(Color(white: 0.7))
            HStack(alignment: .top, spacing: 8) {
                VStack(alignment: .trailing) {
                    Text("\(DecimalText.trimmed(ceiling * 1000, places: 1)) ms")
                    Spacer()
                    Text("0 ms")
                }
                .font(.system(size: 11)).foregroundColor(Color(white: 0.6))
                .frame(width: 64, height: Self.chartHeight)
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(Color(white: 0.1))
                    // The cost first: the frame time (never more) is drawn over it.
                    if measuresCost {
                        FrameSeries(values: frames.map { $0.stamps.processCPU ?? 0 }, ceiling: ceiling).stroke(Self.frameCostColor, lineWidth: 1)
                    }
                    FrameSeries(values: frames.map(\.cpuFrameTime), ceiling: ceiling).stroke(Self.frameTimeColor, lineWidth: 1)
                        .accessibilityIdentifier("timing.frame-time")
                    // Two points tall: at least one row of pixels in full, wherever the chart lies.
                    let budgetY = (Self.chartHeight * (1 - budget / ceiling)).rounded()
                    Rectangle().fill(Self.budgetColor).frame(height: 2)
                        .offset(y: budgetY)
                        .accessibilityIdentifier("timing.budget")
                    Text("budget \(DecimalText.fixed(budget * 1000, places: 1)) ms").font(.system(size: 11)).foregroundColor(Self.budgetColor)
                        .offset(x: 6, y: budgetY - 16)
                }
                .frame(height: Self.chartHeight)
                .clipped()
            }
            HStack(spacing: 8) {
                Spacer().frame(width: 64)
                MissedMarks(missed: frames.map(\.missedDeadline)).fill(Self.missedColor)
                    .frame(height: 8)
                    .accessibilityIdentifier("timing.missed")
            }
            HStack(spacing: 18) {
                Spacer().frame(width: 54)
                legend("frame time (CPU, start to submit)", Self.frameTimeColor)
                if measuresCost { legend("frame cost (process CPU)", Self.frameCostColor) }
                legend("budget (one refresh)", Self.budgetColor)
                legend("missed frame", Self.missedColor)
                Spacer()
                Text("\(frames.count) frames").font(.system(size: 11)).foregroundColor(Color(white: 0.6))
            }
        }
        .padding(20)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        .background(Color(red: 0.08, green: 0.09, blue: 0.11))
    }

    /// "p50 1.1 ms · p99 3.4 ms · 0 missed · hitches 0.0 ms/s (good) · vsync, refresh 16.67 ms".
    var headline: String {
        var parts = ["frame time p50 \(DecimalText.fixed(summary.frameTime.p50, places: 2)) ms",
                     "p99 \(DecimalText.fixed(summary.frameTime.p99, places: 2)) ms",
                     "\(summary.missedFrameCount) missed",
                     "hitches \(DecimalText.fixed(summary.hitchTimeRatio, places: 1)) ms/s (\(summary.hitchTimeRating))",
                     "\(summary.pacing), refresh \(DecimalText.fixed(summary.measuredRefreshInterval, places: 2)) ms"]
        if let date = summary.details["date"] { parts.append(date) }
        return parts.joined(separator: " · ")
    }

    private func legend(_ name: String, _ color: Color) -> some View {
        HStack(spacing: 5) {
            Rectangle().fill(color).frame(width: 12, height: 3)
            Text(name).font(.system(size: 11)).foregroundColor(Color(white: 0.75))
        }
        .fixedSize()
    }
}

/// Values over the frames as one line across the width, 0 at the bottom and `ceiling` at the
/// top. More frames than points across: each point is the largest of the frames it covers, so
/// a spike is never averaged away.
struct FrameSeries: Shape {
    let values: [Double]
    let ceiling: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !values.isEmpty, ceiling > 0 else { return path }
        let columns = max(1, min(values.count, Int(Double(rect.width).rounded(.down))))
        for column in 0..<columns {
            let range = column * values.count / columns..<max(column * values.count / columns + 1, (column + 1) * values.count / columns)
            let value = values[range].max() ?? 0
            let x = Double(rect.minX) + (columns == 1 ? 0 : Double(column) / Double(columns - 1) * Double(rect.width))
            let y = Double(rect.maxY) - min(1, max(0, value / ceiling)) * Double(rect.height)
            if column == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

/// A red tick under each stretch of frames with a missed one.
struct MissedMarks: Shape {
    let missed: [Bool]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !missed.isEmpty else { return path }
        let step = Double(rect.width) / Double(missed.count)
        for (index, isMissed) in missed.enumerated() where isMissed {
            path.addRect(CGRect(x: Double(rect.minX) + Double(index) * step, y: Double(rect.minY), width: max(2, step), height: Double(rect.height)))
        }
        return path
    }
}
