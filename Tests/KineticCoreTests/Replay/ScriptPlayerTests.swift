import Foundation
import Testing
@testable import KineticCore

@MainActor
struct ScriptPlayerTests {
    private func player(_ text: String) throws -> ScriptPlayer { ScriptPlayer(script: try InputScript.parse(text)) }

    @Test func aClickIsAMoveAPressAndARelease() throws {
        let player = try player(#"{"at": 0.5, "click": [10, 20]}"#)
        let point = CGPoint(x: 10, y: 20)
        #expect(player.events(at: 0.49) { _ in nil } == [])
        #expect(player.nextEventTime == 0.5)
        #expect(player.events(at: 0.5) { _ in nil } == [.mouseMoved(location: point), .mouseDown(location: point, button: 1), .mouseUp(location: point, button: 1)])
        #expect(player.events(at: 1) { _ in nil } == [])
        #expect(player.nextEventTime == nil)
    }

    @Test func typedTextIsTextInputAfterTheKeys() throws {
        let player = try player(#"{"at": 0.5, "key": "tab"}"# + "\n" + #"{"at": 0.5, "type": "héllo"}"#)
        #expect(player.events(at: 0.5) { _ in nil } == [.keyDown(key: "tab"), .textInput("héllo")])
    }

    @Test func aDragIsSpreadOverTheFramesOfItsDuration() throws {
        let player = try player(#"{"at": 1, "drag": {"from": [0, 0], "to": [100, 0], "duration": 0.5}}"#)
        var moves: [Double] = []
        var sawUp = false
        for frame in 0..<120 {
            for event in player.events(at: Double(frame + 1) / 60, locate: { _ in nil }) {
                if case .mouseMoved(let location) = event { moves.append(Double(location.x)) }
                if case .mouseUp(let location, _) = event { sawUp = true; #expect(location == CGPoint(x: 100, y: 0)) }
            }
            if frame == 70 { #expect(player.isPlaying) }
        }
        #expect(sawUp)
        #expect(!player.isPlaying)
        // Pressed at 0, then about 30 moves that only go forwards and end at 100.
        #expect(moves.first == 0 && moves.last == 100)
        #expect((28...33).contains(moves.count), "\(moves.count) moves")
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aSliderMoveDragsItsKnobAndATapHitsTheMiddleOfItsView() throws {
        let player = try player("""
            {"at": 0, "slider": "bounce", "by": 30, "duration": 0}
            {"at": 0, "tap": "ok"}
            """)
        let frames = ["bounce/knob": CGRect(x: 100, y: 10, width: 16, height: 16), "ok": CGRect(x: 0, y: 0, width: 40, height: 20)]
        let events = player.events(at: 0) { frames[$0] }
        #expect(events == [
            .mouseMoved(location: CGPoint(x: 108, y: 18)), .mouseDown(location: CGPoint(x: 108, y: 18), button: 1),
            .mouseMoved(location: CGPoint(x: 138, y: 18)), .mouseUp(location: CGPoint(x: 138, y: 18), button: 1),
            .mouseMoved(location: CGPoint(x: 20, y: 10)), .mouseDown(location: CGPoint(x: 20, y: 10), button: 1),
            .mouseUp(location: CGPoint(x: 20, y: 10), button: 1),
        ])
    }

    @Test func aViewThatIsNotOnScreenIsSkippedWithAWarning() throws {
        let player = try player("""
            {"at": 0, "tap": "missing"}
            {"at": 0, "key": "a"}
            """)
        var warnings: [String] = []
        player.warningHandler = { warnings.append($0) }
        #expect(player.events(at: 0) { _ in nil } == [.keyDown(key: "a")])
        #expect(warnings == [#"script line 1: no view "missing" is on screen at 0.000 s; the tap is skipped"#])
    }

    /// Through a headless frame loop: each event reaches the first frame at or after its time.
    @Test func aVirtualRunDeliversEachEventOnItsFrame() throws {
        let script = try InputScript.parse("""
            {"at": 0.1, "key": "a"}
            {"at": 0.25, "key": "b"}
            {"at": 0.3, "quit": true}
            """)
        let host = FakeHost()
        let content = ScriptedContent(animatesUntil: 10)
        let loop = FrameLoop(host: host, content: content, options: .init(virtualTime: true, script: script))
        #expect(loop.run() == .quit)
        // At 60 fps frame k shows (k + 1)/60; the quit at 0.3 s ends the run at about frame 17.
        #expect(content.handled == [.keyDown(key: "a"), .keyDown(key: "b")])
        #expect((17...18).contains(loop.frameIndex))
    }

    /// In real time the loop wakes from idle for the script's next event.
    @Test func anIdleWindowWakesForTheNextScriptedEvent() throws {
        let script = try InputScript.parse(#"{"at": 0.4, "click": [1, 1]}"#)
        let host = FakeHost()
        let content = ScriptedContent(animatesUntil: 0.05)
        let loop = FrameLoop(host: host, content: content, options: .init(script: script))
        #expect(loop.run() == .quit)
        #expect(content.handled.count == 3)
        #expect(content.times.contains { abs($0 - 0.4) < 0.03 }, "\(content.times)")
    }
}
