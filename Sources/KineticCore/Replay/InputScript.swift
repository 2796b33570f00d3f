import Foundation

// Input replay: a script of clicks, drags, wheel turns, keys and slider moves at given times,
// fed to a run as if a person gave them, so a demo or a bug report plays the same every time.
//
// The format is JSON Lines: one event per line, an object with "at" (seconds from the start of
// the run) and one action. Blank lines and lines starting with "#" are skipped.
//
//     {"at": 0.5, "click": [700, 300]}
//     {"at": 1.0, "drag": {"from": [700, 300], "to": [900, 320], "duration": 0.3}}
//     {"at": 1.5, "key": "space"}
//     {"at": 1.8, "type": "Ada Lovelace"}
//     {"at": 2.0, "scroll": {"at": [600, 400], "by": [0, 120]}}
//     {"at": 2.5, "slider": "spring.bounce", "by": 80, "duration": 0.4}
//     {"at": 3.0, "tap": "preset.snappy"}
//     {"at": 6.0, "quit": true}
//
// Points are window points. "slider" drags the knob of the slider marked with that
// accessibility identifier sideways by "by" points; "tap" clicks the middle of the view marked
// with that identifier, or, when none is, of the text on screen that reads exactly that
// ("tap": "Flip" presses the button labelled Flip). "type" types text, as the keyboard's text
// input brings it, into the text field with the focus. "duration" (default 0.25 s) spreads a drag's moves over frames.

/// A parsed input script: its actions in time order.
public struct InputScript: Equatable, Sendable {
    /// One scripted action.
    public enum Action: Equatable, Sendable {
        case click(CGPoint)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        case key(String)
        /// Text typed into the focused text field.
        case type(String)
        case scroll(at: CGPoint, by: CGSize)
        case slider(identifier: String, by: Double, duration: Double)
        case tap(identifier: String)
        case quit
    }

    public struct Event: Equatable, Sendable {
        /// Seconds from the start of the run.
        public var time: Double
        public var action: Action
        /// The script line it came from, for messages.
        public var line: Int
    }

    public private(set) var events: [Event]

    public init(events: [Event]) {
        // Stable: events at the same time keep their order in the file.
        self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A script that cannot be used, with the line and field at fault.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var line: Int
        public var field: String?
        public var problem: String
        public var description: String {
            "line \(line)" + (field.map { ", \"\($0)\"" } ?? "") + ": \(problem)"
        }
    }

    /// Reads the script at `path`.
    public static func load(path: String) throws -> InputScript {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ParseError(line: 0, field: nil, problem: "cannot read the script file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(line: 0, field: nil, problem: "the script is not UTF-8 text")
        }
        return try parse(text)
    }

    /// Parses a script's text; throws the first fault found.
    public static func parse(_ text: String) throws(ParseError) -> InputScript {
        var events: [Event] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any] else {
                throw ParseError(line: line, field: nil, problem: "not a JSON object: each line is one event, {\"at\": seconds, <action>: …}")
            }
            events.append(try event(from: object, line: line))
        }
        return InputScript(events: events)
    }

    private static let actions = ["click", "drag", "key", "type", "scroll", "slider", "tap", "quit"]

    private static func event(from object: [String: Any], line: Int) throws(ParseError) -> Event {
        func fail(_ field: String?, _ problem: String) -> ParseError { ParseError(line: line, field: field, problem: problem) }
        guard let atValue = object["at"] else { throw fail("at", "missing: when the event happens, in seconds from the start") }
        guard let time = number(atValue), time.isFinite, time >= 0 else {
            throw fail("at", "must be a number of seconds ≥ 0, not \(atValue)")
        }
        let named = actions.filter { object[$0] != nil }
        let known = Set(actions + ["at", "duration", "by"])
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail(unknown, "unknown field; an event has \"at\" and one of \(actions.joined(separator: ", "))")
        }
        guard named.count == 1, let name = named.first else {
            throw fail(nil, named.isEmpty ? "no action: give one of \(actions.joined(separator: ", "))"
                                          : "one action per line, not \(named.joined(separator: " and "))")
        }
        let value = object[name]!
        let action: Action
        switch name {
        case "click":
            action = .click(try point(value, field: "click", line: line))
        case "drag":
            guard let drag = value as? [String: Any] else { throw fail("drag", "must be {\"from\": [x, y], \"to\": [x, y], \"duration\": s}") }
            guard let from = drag["from"] else { throw fail("drag.from", "missing: where the drag starts, [x, y]") }
            guard let to = drag["to"] else { throw fail("drag.to", "missing: where the drag ends, [x, y]") }
            action = .drag(from: try point(from, field: "drag.from", line: line), to: try point(to, field: "drag.to", line: line),
                           duration: try duration(drag["duration"], field: "drag.duration", line: line))
        case "key":
            guard let key = value as? String, !key.isEmpty else { throw fail("key", "must be a key's name, such as \"space\" or \"ctrl+s\"") }
            action = .key(key.lowercased())
        case "type":
            guard let text = value as? String, !text.isEmpty else { throw fail("type", "must be the text to type, such as \"hello\"") }
            action = .type(text)
        case "scroll":
            guard let scroll = value as? [String: Any], let at = scroll["at"], let by = scroll["by"] else {
                throw fail("scroll", "must be {\"at\": [x, y], \"by\": [dx, dy]}")
            }
            let delta = try point(by, field: "scroll.by", line: line)
            action = .scroll(at: try point(at, field: "scroll.at", line: line), by: CGSize(width: delta.x, height: delta.y))
        case "slider":
            guard let identifier = value as? String, !identifier.isEmpty else {
                throw fail("slider", "must be the slider's accessibility identifier")
            }
            guard let byValue = object["by"] else { throw fail("by", "missing: how far to drag the knob, in points (negative is left)") }
            guard let by = number(byValue), by.isFinite else { throw fail("by", "must be a number of points, not \(byValue)") }
            action = .slider(identifier: identifier, by: by, duration: try duration(object["duration"], field: "duration", line: line))
        case "tap":
            guard let identifier = value as? String, !identifier.isEmpty else { throw fail("tap", "must be a view's accessibility identifier") }
            action = .tap(identifier: identifier)
        default:
            guard let flag = value as? NSNumber, String(cString: flag.objCType) == "c", flag.boolValue else { throw fail("quit", "must be true") }
            action = .quit
        }
        if name != "slider" {
            if object["by"] != nil { throw fail("by", "belongs to a slider event") }
            if object["duration"] != nil { throw fail("duration", "belongs to a slider event (a drag has its own inside \"drag\")") }
        }
        return Event(time: time, action: action, line: line)
    }

    private static func number(_ value: Any) -> Double? {
        // JSON's true and false arrive as numbers too (of type "c"); they are not numbers here.
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return number.doubleValue
    }

    private static func point(_ value: Any, field: String, line: Int) throws(ParseError) -> CGPoint {
        guard let pair = value as? [Any], pair.count == 2, let x = number(pair[0]), let y = number(pair[1]), x.isFinite, y.isFinite else {
            throw ParseError(line: line, field: field, problem: "must be a point [x, y] of two numbers")
        }
        return CGPoint(x: x, y: y)
    }

    private static func duration(_ value: Any?, field: String, line: Int) throws(ParseError) -> Double {
        guard let value else { return 0.25 }
        guard let seconds = number(value), seconds.isFinite, seconds >= 0, seconds <= 60 else {
            throw ParseError(line: line, field: field, problem: "must be a number of seconds from 0 to 60, not \(value)")
        }
        return seconds
    }
}
