import Foundation

/// Plays an ``InputScript`` into a frame loop: each frame asks for the events due by its time
/// and gets them as the platform would deliver them (a click is a move, a press and a release;
/// a drag is spread over the frames of its duration).
@MainActor
public final class ScriptPlayer {
    public let script: InputScript
    /// Where problems met while playing go (a view the script names is not on screen).
    public var warningHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
    }
    private var next = 0
    private struct Drag {
        var start: Double
        var from: CGPoint
        var to: CGPoint
        var duration: Double
    }
    private var drags: [Drag] = []

    public init(script: InputScript) { self.script = script }

    /// True while a drag is under way, so the loop keeps making frames for its moves.
    public var isPlaying: Bool { !drags.isEmpty }

    /// The time of the next scripted event, if any is left.
    public var nextEventTime: Double? {
        let pending = next < script.events.count ? script.events[next].time : nil
        return drags.isEmpty ? pending : 0
    }

    /// The events due at `time` (seconds from the start of the run). `locate` finds the frame
    /// of a view by its accessibility identifier, for slider and tap events.
    public func events(at time: Double, locate: (String) -> CGRect?) -> [InputEvent] {
        var events: [InputEvent] = []
        // Drags already under way move on first, so a new press lands after their moves.
        events += advanceDrags(to: time)
        while next < script.events.count, script.events[next].time <= time {
            let event = script.events[next]
            next += 1
            switch event.action {
            case .click(let point):
                events += [.mouseMoved(location: point), .mouseDown(location: point, button: 1), .mouseUp(location: point, button: 1)]
            case .drag(let from, let to, let duration):
                events += begin(Drag(start: event.time, from: from, to: to, duration: duration), at: time)
            case .key(let key):
                events.append(.keyDown(key: key))
            case .type(let text):
                events.append(.textInput(text))
            case .scroll(let point, let delta):
                events += [.mouseMoved(location: point), .scrolled(location: point, delta: delta)]
            case .slider(let identifier, let by, let duration):
                guard let knob = locate(identifier + "/knob") else {
                    warningHandler("script line \(event.line): no slider \"\(identifier)\" is on screen at \(Self.seconds(time)); its move is skipped")
                    continue
                }
                let from = CGPoint(x: knob.midX, y: knob.midY)
                events += begin(Drag(start: event.time, from: from, to: CGPoint(x: Double(from.x) + by, y: from.y), duration: duration), at: time)
            case .tap(let identifier):
                guard let frame = locate(identifier) else {
                    warningHandler("script line \(event.line): no view \"\(identifier)\" is on screen at \(Self.seconds(time)); the tap is skipped")
                    continue
                }
                let point = CGPoint(x: frame.midX, y: frame.midY)
                events += [.mouseMoved(location: point), .mouseDown(location: point, button: 1), .mouseUp(location: point, button: 1)]
            case .quit:
                events.append(.quit)
            }
        }
        return events
    }

    private func begin(_ drag: Drag, at time: Double) -> [InputEvent] {
        drags.append(drag)
        return [.mouseMoved(location: drag.from), .mouseDown(location: drag.from, button: 1)] + advanceDrags(to: time, startedOnly: true)
    }

    /// Moves every drag to where it is at `time`; a drag whose duration is over is released.
    private func advanceDrags(to time: Double, startedOnly: Bool = false) -> [InputEvent] {
        var events: [InputEvent] = []
        var remaining: [Drag] = []
        for (index, drag) in drags.enumerated() {
            if startedOnly && index != drags.count - 1 { remaining.append(drag); continue }
            let fraction = drag.duration > 0 ? min(1, max(0, (time - drag.start) / drag.duration)) : 1
            // A drag just begun stays where it was pressed this frame, unless it has no duration.
            if startedOnly && fraction < 1 { remaining.append(drag); continue }
            let point = CGPoint(x: Double(drag.from.x) + (Double(drag.to.x) - Double(drag.from.x)) * fraction,
                                y: Double(drag.from.y) + (Double(drag.to.y) - Double(drag.from.y)) * fraction)
            events.append(.mouseMoved(location: point))
            if fraction >= 1 { events.append(.mouseUp(location: drag.to, button: 1)) } else { remaining.append(drag) }
        }
        drags = remaining
        return events
    }

    private static func seconds(_ time: Double) -> String { String(format: "%.3f s", time) }
}
