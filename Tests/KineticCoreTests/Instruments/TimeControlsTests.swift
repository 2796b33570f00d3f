import Foundation
import Testing
@testable import KineticCore

/// Content that animates for ever and asks for a time control at given frames.
@MainActor
private final class ControlledContent: FrameContent {
    var controls: [Int: TimeControl]
    var times: [Double] = []
    var contexts: [FrameContext] = []
    var overlays: [FrameContext] = []
    init(controls: [Int: TimeControl]) { self.controls = controls }
    var needsFrame: Bool { true }
    func handle(_ event: InputEvent, context: FrameContext) -> Bool { false }
    func takeTimeControls() -> [TimeControl] { controls.removeValue(forKey: times.count).map { [$0] } ?? [] }
    func update(context: FrameContext) {
        times.append(context.time)
        contexts.append(context)
    }
    func layout(context: FrameContext) {}
    func draw(into list: inout DrawList, context: FrameContext) {}
    func drawOverlay(into list: inout DrawList, context: FrameContext) { overlays.append(context) }
}

/// A view that uses Space itself, and one button for the focus.
private struct SpaceTaker: View {
    @State private var presses = 0
    var body: some View {
        Button("pressed \(presses)") { presses += 1 }
            .keyboardShortcut(.space, modifiers: [])
    }
}

private struct Plain: View {
    var body: some View { Rectangle().frame(width: 20, height: 20) }
}

@MainActor
struct TimeControlsTests {
    private func context(_ time: Double) -> FrameContext {
        FrameContext(time: time, size: CGSize(width: 300, height: 200), frameIndex: 0, refreshInterval: 1.0 / 60, pacing: "vsync")
    }

    @Test(arguments: [("s", TimeControl.toggleSlowMotion), ("space", .togglePause), (".", .step)])
    func keysAskForTimeControls(key: String, control: TimeControl) {
        #expect(TimeControl(key: key) == control)
        #expect(TimeControl(key: "ctrl+\(key)") == nil)
    }

    @Test func slowMotionPauseAndStepChangeAnimationTimeWithoutAJump() {
        // Frames at 60 Hz, virtual time; animation time is what each frame samples.
        let content = ControlledContent(controls: [10: .toggleSlowMotion, 20: .togglePause, 25: .step, 26: .step, 30: .togglePause,
                                                   35: .toggleSlowMotion])
        let loop = FrameLoop(host: FakeHost(), content: content, options: .init(requestedFPS: 60, frameLimit: 40, virtualTime: true))
        _ = loop.run()
        let t = content.times, dt = 1.0 / 60
        // Real time up to frame 10, whose instant is sampled as before; 0.2× from there on.
        #expect(isApproximately(t[10], 11 * dt, tolerance: 1e-12))
        #expect(isApproximately(t[11] - t[10], 0.2 * dt, tolerance: 1e-12))
        #expect(isApproximately(t[19] - t[18], 0.2 * dt, tolerance: 1e-12))
        // Paused at frame 20's instant: time stands still…
        #expect(isApproximately(t[20], t[19] + 0.2 * dt, tolerance: 1e-12))
        #expect(t[21] == t[20] && t[24] == t[20])
        // …but for the steps, one slowed frame each, still paused after them.
        #expect(isApproximately(t[25], t[24] + 0.2 * dt, tolerance: 1e-12))
        #expect(isApproximately(t[26], t[25] + 0.2 * dt, tolerance: 1e-12))
        #expect(t[29] == t[26])
        #expect(content.contexts[27].isPaused && content.contexts[27].timeScale == 0.2)
        // Resumed at frame 30 from where it stood, slowed; real time again after frame 35.
        #expect(t[30] == t[29])
        #expect(isApproximately(t[31] - t[30], 0.2 * dt, tolerance: 1e-12))
        #expect(!content.contexts[31].isPaused)
        #expect(isApproximately(t[36] - t[35], dt, tolerance: 1e-12))
        #expect(content.contexts[36].timeScale == 1)
        // The overlay knows the clock's state too (the badge).
        #expect(content.overlays[22].isPaused)
    }

    @Test func slowMotionTogglesAgainstTheRunsOwnScale() {
        var clock = AnimationClock(startingAtHostTime: 0)
        clock.setTimeScale(0.5, atHostTime: 0)
        TimeControl.toggleSlowMotion.apply(to: &clock, atHostTime: 1, baseScale: 0.5, frameInterval: 1.0 / 60)
        #expect(clock.timeScale == 0.2)
        TimeControl.toggleSlowMotion.apply(to: &clock, atHostTime: 2, baseScale: 0.5, frameInterval: 1.0 / 60)
        #expect(clock.timeScale == 0.5)
        // A run already at 0.2× toggles to real time.
        TimeControl.toggleSlowMotion.apply(to: &clock, atHostTime: 3, baseScale: 0.2, frameInterval: 1.0 / 60)
        TimeControl.toggleSlowMotion.apply(to: &clock, atHostTime: 4, baseScale: 0.2, frameInterval: 1.0 / 60)
        #expect(clock.timeScale == 1)
    }

    @Test func aWindowsKeysControlTimeUnlessAViewTakesThem() {
        let plain = HostingContent(size: CGSize(width: 300, height: 200)) { Plain() }
        #expect(plain.handle(.keyDown(key: "s"), context: context(0)))
        #expect(plain.handle(.keyDown(key: "space"), context: context(0)))
        #expect(plain.handle(.keyDown(key: "."), context: context(0)))
        #expect(plain.takeTimeControls() == [.toggleSlowMotion, .togglePause, .step])
        #expect(plain.takeTimeControls().isEmpty)

        // A scene that uses Space keeps it; S still slows time down.
        let taker = HostingContent(size: CGSize(width: 300, height: 200)) { SpaceTaker() }
        var list = DrawList()
        taker.draw(into: &list, context: context(0))
        #expect(taker.handle(.keyDown(key: "space"), context: context(0)))
        #expect(taker.handle(.keyDown(key: "s"), context: context(0)))
        #expect(taker.takeTimeControls() == [.toggleSlowMotion])
        taker.update(context: context(0.1))
        taker.draw(into: &list, context: context(0.1))
        #expect(taker.graph.frame(ofText: "pressed 1") != nil)
    }

    @Test func theHUDsButtonsPauseStepAndSlowEvenWhereTheSceneUsesSpace() throws {
        let content = HostingContent(size: CGSize(width: 800, height: 600)) { SpaceTaker() }
        content.showsHUD = true
        var list = DrawList()
        content.draw(into: &list, context: context(0))
        content.drawOverlay(into: &list, context: context(0))
        for (identifier, control) in [("hud.pause", TimeControl.togglePause), ("hud.step", .step), ("hud.slow", .toggleSlowMotion)] {
            let button = try #require(content.hudFrame(of: identifier))
            let point = CGPoint(x: button.midX, y: button.midY)
            #expect(content.handle(.mouseDown(location: point, button: 1), context: context(0.1)))
            #expect(content.handle(.mouseUp(location: point, button: 1), context: context(0.1)))
            content.drawOverlay(into: &list, context: context(0.1))
            #expect(content.takeTimeControls() == [control], "\(identifier)")
        }
        // Paused, the button offers to resume.
        var paused = context(0.2)
        paused.isPaused = true
        content.drawOverlay(into: &list, context: paused)
        content.drawOverlay(into: &list, context: paused)
        #expect(content.hud?.graph.frame(ofText: "Resume") != nil)
    }

    @Test func theBadgeSaysHowTimeRuns() {
        let content = HostingContent(size: CGSize(width: 300, height: 200)) { Plain() }
        var list = DrawList()
        content.drawOverlay(into: &list, context: context(0))
        #expect(content.timeControlsCaption == nil && list.vertices.isEmpty, "no badge at 1×")
        var slowed = context(0.1)
        slowed.timeScale = 0.2
        content.drawOverlay(into: &list, context: slowed)
        #expect(content.timeControlsCaption == "Slow motion 0.2× · S for normal speed")
        #expect(!list.vertices.isEmpty)
        slowed.isPaused = true
        content.drawOverlay(into: &list, context: slowed)
        #expect(content.timeControlsCaption == "Paused at 0.2× · Space resumes · . steps a frame")
    }
}
