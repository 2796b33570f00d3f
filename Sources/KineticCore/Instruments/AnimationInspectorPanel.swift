import Foundation

/// What the inspector panel shows, handed over once a frame.
final class AnimationInspectorPanelModel {
    var samples: [AnimationSample] = []
    var findings: [AnimationInspector.Finding] = []
    var history: (view: String, property: String, points: [AnimationInspector.Point])?
    var selectedKey: AnimationKey?
    /// While scrubbing: the instant of the frame shown, marked on the plot.
    var cursorTime: Double?
    /// Selects the row at an index of `samples` (set by the panel's owner).
    var select: (Int) -> Void = { _ in }
    /// Redraws the panel (set by its view).
    var changed: (() -> Void)?
}

/// The animation inspector (F2): every running animation — the view, the property, the
/// animation, how long it has run, whether it is logically complete, the value shown and its
/// velocity — with discontinuities in red. Click a row to plot its value and velocity over the
/// last seconds, a mark at every retarget or merge.
struct AnimationInspectorView: View {
    let model: AnimationInspectorPanelModel
    @State private var version = 0

    static let width = 460.0
    static let maxRows = 10
    static let plotHeight = 90.0

    var body: some View {
        let count = $version
        model.changed = { count.wrappedValue &+= 1 }
        let samples = model.samples, findings = model.findings
        return VStack(alignment: .leading, spacing: 4) {
            Text("Animations · F2 · \(samples.count) running · \(findings.count) discontinuit\(findings.count == 1 ? "y" : "ies")")
                .font(.system(size: 12, weight: .semibold)).foregroundColor(Color(white: 0.9))
            if samples.isEmpty {
                Text("Nothing animates.").font(.system(size: 11)).foregroundColor(Color(white: 0.6))
            }
            ForEach(Array(samples.prefix(Self.maxRows).enumerated()), id: \.offset) { index, sample in
                row(sample, selected: sample.key == model.selectedKey)
                    .contentShape(Rectangle())
                    .onTapGesture { model.select(index) }
                    .accessibilityIdentifier("inspector.row.\(index)")
            }
            if samples.count > Self.maxRows {
                Text("and \(samples.count - Self.maxRows) more").font(.system(size: 11)).foregroundColor(Color(white: 0.6))
            }
            if let history = model.history {
                Text("\(history.view) · \(history.property): value and velocity, last \(DecimalText.trimmed(AnimationInspector.historySeconds, places: 0)) s")
                    .font(.system(size: 11, weight: .semibold)).foregroundColor(Color(white: 0.85))
                ZStack {
                    Rectangle().fill(Color(white: 0, opacity: 0.35))
                    HistoryMarks(points: history.points).stroke(Color(white: 0.5), lineWidth: 1)
                    if let cursor = model.cursorTime {
                        HistoryMarks(points: history.points, at: cursor).stroke(Color(white: 0.95), lineWidth: 1.5)
                            .accessibilityIdentifier("inspector.cursor")
                    }
                    HistoryLine(points: history.points, velocity: true).stroke(Color(red: 1, green: 0.75, blue: 0.3), lineWidth: 1.5)
                    HistoryLine(points: history.points, velocity: false).stroke(Color(red: 0.35, green: 0.7, blue: 1), lineWidth: 1.5)
                }
                .frame(width: Self.width - 16, height: Self.plotHeight)
                .accessibilityIdentifier("inspector.plot")
            }
            ForEach(Array(findings.suffix(3).enumerated()), id: \.offset) { _, finding in
                Text("frame \(finding.frame): \(finding.kind) in \(finding.view) · \(finding.property)")
                    .font(.system(size: 11)).foregroundColor(Color(red: 1, green: 0.45, blue: 0.4))
            }
        }
        .padding(8)
        .frame(width: Self.width, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.08, green: 0.09, blue: 0.11, opacity: 0.94)))
        .accessibilityIdentifier("inspector")
    }

    private func row(_ sample: AnimationSample, selected: Bool) -> some View {
        let inspection = sample.inspection
        let flagged = !sample.flags.isEmpty
        let elapsed = inspection.elapsed.map { "\(DecimalText.fixed($0, places: 2)) s" } ?? "–"
        let animation = inspection.animations.last ?? "–"
        let more = inspection.animations.count > 1 ? " +\(inspection.animations.count - 1)" : ""
        return VStack(alignment: .leading, spacing: 1) {
            Text("\(sample.view) · \(sample.property)\(flagged ? " · " + sample.flags.joined(separator: ", ") : "")")
                .font(.system(size: 11, weight: .semibold))
                .foregroundColor(flagged ? Color(red: 1, green: 0.45, blue: 0.4) : Color(white: 0.92))
            Text("\(animation)\(more) · \(elapsed)\(inspection.isLogicallyComplete ? " · logically complete" : "")")
                .font(.system(size: 10)).foregroundColor(Color(white: 0.65))
            Text("value \(Self.numbers(inspection.value)) · velocity \(Self.numbers(inspection.velocity))/s")
                .font(.system(size: 10)).foregroundColor(Color(white: 0.65))
        }
        .padding(.horizontal, 4)
        .frame(width: Self.width - 16, alignment: .leading)
        .background(Rectangle().fill(selected ? Color(white: 1, opacity: 0.08) : Color.clear))
    }

    /// "(12.5, -3)" for components, "0.42" for one.
    static func numbers(_ values: [Double]) -> String {
        let written = values.prefix(4).map { DecimalText.trimmed($0, places: 2) }
        return written.count == 1 ? written[0] : "(" + written.joined(separator: ", ") + ")"
    }
}

/// The value's (or velocity's) first component over the history, scaled to fill the height.
struct HistoryLine: Shape {
    let points: [AnimationInspector.Point]
    let velocity: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let values = points.map { (velocity ? $0.velocity : $0.value).first ?? 0 }
        guard let first = points.first?.time, let last = points.last?.time, last > first,
              let low = values.min(), let high = values.max() else { return path }
        let span = max(high - low, 1e-9)
        for (index, point) in points.enumerated() {
            let x = Double(rect.minX) + (point.time - first) / (last - first) * Double(rect.width)
            let y = Double(rect.maxY) - 4 - (values[index] - low) / span * (Double(rect.height) - 8)
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

/// A vertical mark at every retarget or merge in the history, or at one instant.
struct HistoryMarks: Shape {
    let points: [AnimationInspector.Point]
    var instant: Double?

    init(points: [AnimationInspector.Point], at instant: Double? = nil) {
        self.points = points
        self.instant = instant
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first?.time, let last = points.last?.time, last > first else { return path }
        let times = instant.map { [$0] } ?? points.filter(\.marker).map(\.time)
        for time in times where time >= first && time <= last {
            let x = Double(rect.minX) + (time - first) / (last - first) * Double(rect.width)
            path.move(to: CGPoint(x: x, y: Double(rect.minY)))
            path.addLine(to: CGPoint(x: x, y: Double(rect.maxY)))
        }
        return path
    }
}

/// The panel as the host draws it: a view graph of its own at the window's top leading corner,
/// laid over the frame as the HUD is.
final class AnimationInspectorPanel {
    let model = AnimationInspectorPanelModel()
    let graph: ViewGraph
    static let margin = 12.0

    init(textMeasurer: any TextMeasurer, size: CGSize) {
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, content: InspectorRoot(model: model))
        graph.update(at: 0)
    }

    /// The panel showing `inspector`'s latest frame, drawn for the frame at `time`.
    func draw(_ inspector: AnimationInspector, showing samples: [AnimationSample]? = nil, at cursor: Double? = nil, size: CGSize,
              time: Double) -> DisplayList {
        // A frame from the history shows the values it had then, and where it is on the plot.
        model.samples = samples ?? inspector.latest
        model.cursorTime = cursor
        model.findings = inspector.findings
        model.history = inspector.selectedHistory
        model.selectedKey = inspector.selected
        model.select = { [weak inspector] index in inspector?.select(index) }
        model.changed?()
        graph.size = size
        graph.update(at: time)
        return graph.render(at: time)
    }

    /// True when `point` is over the panel.
    func contains(_ point: CGPoint) -> Bool { graph.frame(of: "inspector")?.contains(point) ?? false }
}

private struct InspectorRoot: View {
    let model: AnimationInspectorPanelModel
    var body: some View {
        AnimationInspectorView(model: model)
            .padding(AnimationInspectorPanel.margin)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
