import Foundation

/// A change to the speed of animation time, asked for from the keyboard in any Kinetic window:
/// `S` toggles slow motion (0.2×, as a simulator's slow animations), Space pauses and resumes,
/// `.` steps one frame and stays paused. A view that takes the key (a focused button, a
/// keyboard shortcut, `onKeyPress`) keeps it: Space pauses only where the scene does not use it.
///
/// The frame loop applies them to its ``AnimationClock`` at the frame's instant, so animation
/// time never jumps; the frame rate does not change.
public enum TimeControl: Sendable, Equatable {
    /// Slow motion on or off: 0.2× against the run's own time scale.
    case toggleSlowMotion
    /// Pause, or resume where it paused.
    case togglePause
    /// Pause if running, and move animation time on by one frame.
    case step

    /// The time scale of slow motion.
    public static let slowMotionScale = 0.2

    /// The control a key asks for, if any: "s", "space" or ".".
    public init?(key: String) {
        switch key {
        case "s": self = .toggleSlowMotion
        case "space": self = .togglePause
        case ".": self = .step
        default: return nil
        }
    }

    /// The clock after this control at `hostTime`: `baseScale` is the run's own time scale
    /// (`--time-scale`), slow motion's other end; a step moves on by `frameInterval` of host
    /// time at the clock's scale.
    public func apply(to clock: inout AnimationClock, atHostTime hostTime: Double, baseScale: Double, frameInterval: Double) {
        switch self {
        case .toggleSlowMotion:
            let slow = Self.slowMotionScale
            let normal = baseScale == slow ? 1 : baseScale
            clock.setTimeScale(clock.timeScale == slow ? normal : slow, atHostTime: hostTime)
        case .togglePause:
            clock.setPaused(!clock.isPaused, atHostTime: hostTime)
        case .step:
            if !clock.isPaused { clock.setPaused(true, atHostTime: hostTime) }
            clock.step(by: frameInterval * clock.timeScale)
        }
    }
}

/// The clock state the badge shows, handed over once a frame.
final class TimeControlsModel {
    var timeScale = 1.0
    var isPaused = false
    /// While scrubbing: which frame is shown.
    var scrub: String?
    /// Whether "," goes back through the frames shown lately.
    var scrubbable = false
    /// A recording under way.
    var recording: String?

    var caption: String {
        var time: String?
        if let scrub {
            time = "Paused · \(scrub)"
        } else if isPaused || timeScale != 1 {
            let caption = TimeControlsBadgeView.caption(timeScale: timeScale, isPaused: isPaused)
            time = isPaused && scrubbable ? caption + " · , goes back" : caption
        }
        return [recording, time].compactMap { $0 }.joined(separator: " · ")
    }
    /// Redraws the badge (set by its view).
    var changed: (() -> Void)?
}

/// What a frame shows of the time controls: the badge when time runs other than at 1×.
struct TimeControlsBadgeView: View {
    let model: TimeControlsModel
    @State private var version = 0

    /// "Slow motion 0.2× · S for normal speed", "Paused · Space resumes · . steps a frame"…
    static func caption(timeScale: Double, isPaused: Bool) -> String {
        let scale = "\(DecimalText.trimmed(timeScale, places: 2))×"
        if isPaused {
            return "Paused\(timeScale == 1 ? "" : " at \(scale)") · Space resumes · . steps a frame"
        }
        return timeScale == TimeControl.slowMotionScale ? "Slow motion \(scale) · S for normal speed" : "Time \(scale)"
    }

    var body: some View {
        let count = $version
        model.changed = { count.wrappedValue &+= 1 }
        return Text(model.caption)
            .font(.system(size: 12, weight: .semibold))
            .foregroundColor(Color(white: 0.95))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(Capsule().fill(Color(red: 0.55, green: 0.3, blue: 0.05, opacity: 0.92)))
            .accessibilityIdentifier("time-controls")
            .padding(12)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
    }
}

/// The badge as the host draws it: a small view graph of its own laid over the frame, as the
/// frame-timing HUD is, so it never disturbs the app's drawing.
final class TimeControlsBadge {
    private let model = TimeControlsModel()
    private let graph: ViewGraph

    init(textMeasurer: any TextMeasurer, size: CGSize) {
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, content: TimeControlsBadgeView(model: model))
        graph.update(at: 0)
    }

    /// The badge for a clock running at `timeScale`, paused or not.
    func draw(timeScale: Double, isPaused: Bool, scrub: String? = nil, scrubbable: Bool = false, recording: String? = nil,
              size: CGSize, time: Double) -> DisplayList {
        if model.timeScale != timeScale || model.isPaused != isPaused || model.scrub != scrub || model.scrubbable != scrubbable
            || model.recording != recording {
            (model.timeScale, model.isPaused, model.scrub, model.scrubbable, model.recording) = (timeScale, isPaused, scrub, scrubbable, recording)
            model.changed?()
        }
        graph.size = size
        graph.update(at: time)
        return graph.render(at: time)
    }

    /// The caption on show, for tests.
    var caption: String { model.caption }
}
