import Foundation
import Testing
@testable import KineticCore

/// What ten seconds of a scene cost in frames, run by the frame loop on a host with a manual
/// clock: a frame loop draws only what a schedule or an animation asks for.
@MainActor
struct FrameCostTests {
    func framesDrawn<V: View>(in seconds: Double, @ViewBuilder _ content: () -> V) -> Int {
        let host = FakeHost()
        let hosting = HostingContent(size: host.windowSize, content: content)
        let loop = FrameLoop(host: host, content: hosting, options: .init(durationLimit: seconds))
        _ = loop.run()
        return host.presents.count
    }

    @Test func aOneSecondPeriodicTimelineDrawsAboutOnceASecond() {
        let frames = framesDrawn(in: 10) {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
            }
        }
        #expect((9...12).contains(frames), "\(frames) frames")
    }

    @Test func aPausedAnimationScheduleDrawsNothingAfterTheFirstFrame() {
        let frames = framesDrawn(in: 10) {
            TimelineView(.animation(paused: true)) { context in Text("\(context.date.timeIntervalSinceReferenceDate)") }
        }
        #expect(frames <= 2, "\(frames) frames")
    }

    @Test func aRunningPhaseAnimatorDrawsEveryFrame() {
        let frames = framesDrawn(in: 10) {
            Circle().frame(width: 20, height: 20)
                .phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(0.5 + phase / 2) } animation: { _ in .easeInOut(duration: 0.7) }
        }
        // The host's display refreshes at 100 Hz.
        #expect(frames >= 990, "\(frames) frames")
    }

    @Test func aKeyframeAnimatorAtRestDrawsNothing() {
        let frames = framesDrawn(in: 10) {
            KeyframeAnimator(initialValue: 1.0, trigger: 0) { scale in Circle().scaleEffect(scale) } keyframes: { _ in
                SpringKeyframe(2.0)
            }
        }
        #expect(frames <= 2, "\(frames) frames")
    }
}
