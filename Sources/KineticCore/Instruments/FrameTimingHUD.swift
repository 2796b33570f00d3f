import Foundation

/// The figures the frame-timing HUD shows, computed from the recorder's recent frames: the
/// same frames, the same definitions as the recording's summary.
public struct FrameTimingHUDFigures: Equatable, Sendable {
    /// Frames the figures cover (at most the recorder's ``FrameTimingRecorder/recentCapacity``).
    public var frameCount = 0
    /// CPU frame time (start to submit), milliseconds.
    public var p50FrameTime = 0.0
    public var p99FrameTime = 0.0
    /// What frames really cost: the process's CPU time per frame, milliseconds (0 unmeasured).
    public var p50FrameCost = 0.0
    /// Median time between presents, milliseconds.
    public var p50PresentInterval = 0.0
    /// Milliseconds of hitch per second over the frames covered.
    public var hitchTimeRatio = 0.0
    /// The 99th percentile of |judder|, milliseconds.
    public var p99Judder = 0.0
    public var missedCount = 0
    /// The refresh interval of the newest frame, milliseconds.
    public var refreshInterval = 1000.0 / 60
    /// The layers of the newest frame: how many, how many on the GPU, the time spent on them.
    public var layers = LayerStatistics()

    public init() {}

    /// The figures of `frames`, oldest first.
    public init(_ frames: [FrameTiming]) {
        guard !frames.isEmpty else { return }
        func percentile(_ values: [Double], _ p: Double) -> Double {
            guard !values.isEmpty else { return 0 }
            let sorted = values.sorted()
            // The nearest rank, as the recorder's histograms give it.
            let rank = max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1)
            return sorted[min(sorted.count - 1, rank)]
        }
        frameCount = frames.count
        p50FrameTime = percentile(frames.map(\.cpuFrameTime), 50) * 1000
        p99FrameTime = percentile(frames.map(\.cpuFrameTime), 99) * 1000
        p50FrameCost = percentile(frames.compactMap(\.stamps.processCPU), 50) * 1000
        p50PresentInterval = percentile(frames.compactMap(\.presentInterval), 50) * 1000
        p99Judder = percentile(frames.map { abs($0.judder) }, 99) * 1000
        missedCount = frames.filter(\.missedDeadline).count
        let span = (frames.last!.stamps.present - frames.first!.stamps.frameStart)
        hitchTimeRatio = span > 0 ? frames.map(\.hitchTime).reduce(0, +) * 1000 / span : 0
        refreshInterval = frames.last!.stamps.refreshInterval * 1000
        layers = frames.last!.stamps.layers
    }
}

/// What the HUD draws, handed over once a frame.
final class FrameTimingHUDModel {
    var frames: [FrameTiming] = []
    var figures = FrameTimingHUDFigures()
    /// How animation time runs, for the buttons.
    var isPaused = false
    var timeScale = 1.0
    /// Asks for a time control (the buttons' action, set by the HUD's owner).
    var control: (TimeControl) -> Void = { _ in }
    /// Redraws the HUD (set by its view).
    var changed: (() -> Void)?
}

/// The frame-timing HUD: a bar per recent frame, its CPU time split into update, layout,
/// display list and submit, the refresh budget as a line, missed frames in red; and the live
/// figures, each explained in a line when the pointer rests on it.
struct FrameTimingHUDView: View {
    let model: FrameTimingHUDModel
    @State private var version = 0
    @State private var explained: String?

    static let width = 300.0
    /// The most recent frames drawn as bars (two seconds at 60 Hz); the figures cover all the
    /// recorder keeps.
    static let columns = 120
    static let chartHeight = 70.0
    /// The chart spans twice the refresh budget.
    static let budgets = 2.0

    var body: some View {
        let count = $version
        model.changed = { count.wrappedValue &+= 1 }
        let figures = model.figures
        let frames = model.frames
        let scale = Self.chartHeight / (Self.budgets * figures.refreshInterval / 1000)
        return VStack(alignment: .leading, spacing: 6) {
            Text("Frame timing · F1").font(.system(size: 12, weight: .semibold)).foregroundColor(Color(white: 0.9))
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color(white: 0, opacity: 0.35))
                ForEach(FrameBars.Phase.allCases, id: \.self) { phase in
                    FrameBars(frames: frames, phase: phase, scale: scale, capacity: Self.columns).fill(phase.color)
                }
                // The budget: one refresh interval.
                Rectangle().fill(Color(white: 1, opacity: 0.6))
                    .frame(height: 1)
                    .offset(y: Self.chartHeight - figures.refreshInterval / 1000 * scale)
            }
            .frame(width: Self.width - 16, height: Self.chartHeight)
            .clipped()
            figure("frame time", String(format: "p50 %.2f · p99 %.2f ms", figures.p50FrameTime, figures.p99FrameTime),
                   "CPU time of the frame loop from a frame's start to its submission")
            figure("frame cost", String(format: "p50 %.2f ms CPU", figures.p50FrameCost),
                   "CPU time every thread of the process used per frame, rendering in present included")
            figure("present", String(format: "p50 %.2f ms", figures.p50PresentInterval),
                   "time between one present and the next; the display's refresh when all is well")
            figure("hitches", String(format: "%.1f ms/s · %d missed", figures.hitchTimeRatio, figures.missedCount),
                   "ms late per second of run, over frames presented after 1.5 refresh intervals")
            figure("judder", String(format: "p99 %.2f ms", figures.p99Judder),
                   "how far a present was from the instant its animations were sampled for")
            figure("layers", String(format: "%d · %d GPU · %d kept · %.2f ms", figures.layers.composited, figures.layers.onGPU, figures.layers.kept,
                                    figures.layers.seconds * 1000),
                   "groups, clips, masks, blurs and shadows drawn offscreen in the last frame, those on the GPU, those unchanged since the frame before (not drawn again), and the time they took")
            // Pause for any scene, the ones that use Space themselves included.
            HStack(spacing: 6) {
                hudButton(model.isPaused ? "Resume" : "Pause", "hud.pause") { model.control(.togglePause) }
                hudButton("Step", "hud.step") { model.control(.step) }
                hudButton(model.timeScale == TimeControl.slowMotionScale ? "Normal speed" : "Slow 0.2×", "hud.slow") { model.control(.toggleSlowMotion) }
            }
            if let explained {
                Text(explained).font(.system(size: 11)).foregroundColor(Color(white: 0.7))
                    .frame(width: Self.width - 16, alignment: .leading)
                    .accessibilityIdentifier("hud.explanation")
            }
        }
        .padding(8)
        .frame(width: Self.width, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.08, green: 0.09, blue: 0.11, opacity: 0.92)))
        .accessibilityIdentifier("hud")
    }

    private func hudButton(_ title: String, _ identifier: String, _ action: @escaping () -> Void) -> some View {
        Text(title).font(.system(size: 11, weight: .semibold)).foregroundColor(Color(white: 0.92))
            .padding(.horizontal, 8).padding(.vertical, 3)
            .background(Capsule().fill(Color(white: 1, opacity: 0.14)))
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .accessibilityIdentifier(identifier)
    }

    private func figure(_ name: String, _ value: String, _ explanation: String) -> some View {
        let explained = $explained
        return HStack(spacing: 8) {
            Text(name).font(.system(size: 11)).foregroundColor(Color(white: 0.6)).frame(width: 72, alignment: .leading)
            Text(value).font(.system(size: 11)).foregroundColor(Color(white: 0.92)).accessibilityIdentifier("hud.\(name)")
        }
        .frame(width: Self.width - 16, alignment: .leading)
        .contentShape(Rectangle())
        .onHover { inside in
            if inside { explained.wrappedValue = explanation } else if explained.wrappedValue == explanation { explained.wrappedValue = nil }
        }
    }
}

/// One phase of the recent frames' bars, as one path: a column per frame, stacked on the
/// phases below it; the whole column red for a missed frame.
struct FrameBars: Shape {
    enum Phase: CaseIterable, Hashable {
        case update, layout, displayList, submit, missed

        var color: Color {
            switch self {
            case .update: Color(red: 0.3, green: 0.6, blue: 1)
            case .layout: Color(red: 0.35, green: 0.8, blue: 0.45)
            case .displayList: Color(red: 1, green: 0.8, blue: 0.25)
            case .submit: Color(red: 0.75, green: 0.5, blue: 1)
            case .missed: Color(red: 1, green: 0.25, blue: 0.25)
            }
        }
    }

    var frames: [FrameTiming]
    var phase: Phase
    /// Points per second of frame time.
    var scale: Double
    /// Columns the chart has room for (the newest frame on the right).
    var capacity: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = Double(rect.width) / Double(capacity)
        let first = max(0, frames.count - capacity)
        for (offset, frame) in frames[first...].enumerated() {
            let s = frame.stamps
            let x = Double(rect.maxX) - Double(frames.count - first - offset) * width
            if phase == .missed {
                guard frame.missedDeadline else { continue }
                path.addRect(CGRect(x: x, y: Double(rect.minY), width: width, height: Double(rect.height)))
                continue
            }
            guard !frame.missedDeadline else { continue }
            let bounds: (Double, Double)
            switch phase {
            case .update: bounds = (s.frameStart, s.updateEnd)
            case .layout: bounds = (s.updateEnd, s.layoutEnd)
            case .displayList: bounds = (s.layoutEnd, s.displayListEnd)
            case .submit: bounds = (s.displayListEnd, s.submitEnd)
            case .missed: continue
            }
            let bottom = Double(rect.maxY) - (bounds.0 - s.frameStart) * scale
            let top = Double(rect.maxY) - (bounds.1 - s.frameStart) * scale
            guard bottom - top > 0.05, top.isFinite, bottom.isFinite else { continue }
            path.addRect(CGRect(x: x, y: max(Double(rect.minY), top), width: max(0.5, width - 0.5), height: bottom - max(Double(rect.minY), top)))
        }
        return path
    }
}

/// The HUD as the host draws it: a view graph of its own, laid over the app's frame at the
/// window's top trailing corner, so its updates never disturb the app's retained drawing.
/// Driven from the thread that draws, as the graph it is laid over is.
public final class FrameTimingHUD {
    let model = FrameTimingHUDModel()
    let graph: ViewGraph
    static let margin = 12.0

    public init(textMeasurer: any TextMeasurer, size: CGSize) {
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, content: HUDRoot(model: model))
        graph.update(at: 0)
    }

    /// Takes the recorder's recent frames and draws the HUD for the frame at `time`.
    public func draw(frames: [FrameTiming], isPaused: Bool = false, timeScale: Double = 1, size: CGSize, time: Double) -> DisplayList {
        model.frames = frames
        model.figures = FrameTimingHUDFigures(frames)
        model.isPaused = isPaused
        model.timeScale = timeScale
        model.changed?()
        graph.size = size
        graph.update(at: time)
        return graph.render(at: time)
    }

    /// The figures on show.
    public var figures: FrameTimingHUDFigures { model.figures }

    /// Where the time controls the buttons ask for go.
    public var onControl: (TimeControl) -> Void {
        get { model.control }
        set { model.control = newValue }
    }

    /// A click: true when it is over the HUD (its buttons act, nothing below gets it).
    public func pointerDown(at point: CGPoint, time: Double) -> Bool {
        guard graph.frame(of: "hud")?.contains(point) ?? false else { return false }
        _ = graph.pointerDown(at: point, time: time)
        return true
    }

    public func pointerUp(at point: CGPoint, time: Double) {
        _ = graph.pointerUp(at: point, time: time)
    }

    /// Passes the pointer on, for the explanations; true when it is over the HUD.
    public func pointerMoved(to point: CGPoint, time: Double) -> Bool {
        graph.pointerMoved(to: point, time: time)
        return graph.frame(of: "hud")?.contains(point) ?? false
    }
}

/// The HUD at the top trailing corner of the window.
private struct HUDRoot: View {
    let model: FrameTimingHUDModel
    var body: some View {
        FrameTimingHUDView(model: model)
            .padding(FrameTimingHUD.margin)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
            .allowsHitTesting(true)
    }
}
