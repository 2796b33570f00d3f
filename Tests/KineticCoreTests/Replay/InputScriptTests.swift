import Foundation
import Testing
@testable import KineticCore

struct InputScriptTests {
    @Test func everyActionParsesAndEventsAreSortedStably() throws {
        let script = try InputScript.parse("""
            # a comment, then a blank line

            {"at": 2.0, "key": "Space"}
            {"at": 0.5, "click": [700, 300]}
            {"at": 1.0, "drag": {"from": [1, 2], "to": [3, 4], "duration": 0.5}}
            {"at": 1.0, "scroll": {"at": [10, 20], "by": [0, 120]}}
            {"at": 1.5, "slider": "spring.bounce", "by": -40}
            {"at": 1.5, "tap": "preset.snappy"}
            {"at": 2.5, "type": "Ada Lovelace"}
            {"at": 3, "quit": true}
            """)
        #expect(script.events.map(\.action) == [
            .click(CGPoint(x: 700, y: 300)),
            .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.5),
            .scroll(at: CGPoint(x: 10, y: 20), by: CGSize(width: 0, height: 120)),
            .slider(identifier: "spring.bounce", by: -40, duration: 0.25),
            .tap(identifier: "preset.snappy"),
            .key("space"),
            .type("Ada Lovelace"),
            .quit,
        ])
        #expect(script.events.map(\.line) == [4, 5, 6, 7, 8, 3, 9, 10])
        #expect(script.events.map(\.time) == [0.5, 1, 1, 1.5, 1.5, 2, 2.5, 3])
    }

    /// Each bad line is refused with its line and the field at fault.
    @Test(arguments: [
        (#"{"at": -1, "click": [1, 2]}"#, "at"),
        (#"{"at": "soon", "click": [1, 2]}"#, "at"),
        (#"{"at": true, "click": [1, 2]}"#, "at"),
        (#"{"click": [1, 2]}"#, "at"),
        (#"{"at": 1, "clik": [1, 2]}"#, "clik"),
        (#"{"at": 1, "click": [1]}"#, "click"),
        (#"{"at": 1, "click": [1, "a"]}"#, "click"),
        (#"{"at": 1, "drag": {"from": [1, 2]}}"#, "drag.to"),
        (#"{"at": 1, "drag": {"from": [1, 2], "to": [3, 4], "duration": -1}}"#, "drag.duration"),
        (#"{"at": 1, "key": ""}"#, "key"),
        (#"{"at": 1, "type": ""}"#, "type"),
        (#"{"at": 1, "type": 5}"#, "type"),
        (#"{"at": 1, "scroll": {"at": [1, 2]}}"#, "scroll"),
        (#"{"at": 1, "slider": "bounce"}"#, "by"),
        (#"{"at": 1, "slider": "bounce", "by": 10, "duration": 1e9}"#, "duration"),
        (#"{"at": 1, "click": [1, 2], "by": 3}"#, "by"),
        (#"{"at": 1, "quit": false}"#, "quit"),
    ])
    func aBadLineNamesItsLineAndField(line: String, field: String) {
        let text = "{\"at\": 0, \"key\": \"a\"}\n" + line
        #expect {
            _ = try InputScript.parse(text)
        } throws: { error in
            guard let error = error as? InputScript.ParseError else { return false }
            return error.line == 2 && error.field == field && error.description.hasPrefix("line 2, \"\(field)\": ")
        }
    }

    @Test func aLineThatIsNotAnObjectOrHasNoActionIsRefused() {
        for (text, expected) in [("[1, 2]", "not a JSON object"), (#"{"at": 1}"#, "no action"),
                                 (#"{"at": 1, "key": "a", "click": [1, 2]}"#, "one action per line")] {
            #expect {
                _ = try InputScript.parse(text)
            } throws: { error in
                (error as? InputScript.ParseError).map { $0.line == 1 && $0.description.contains(expected) } ?? false
            }
        }
    }

    @Test func aMissingFileIsAClearError() {
        #expect {
            _ = try InputScript.load(path: "/no/such/script.jsonl")
        } throws: { error in
            "\(error)".contains("cannot read the script file /no/such/script.jsonl")
        }
    }
}
