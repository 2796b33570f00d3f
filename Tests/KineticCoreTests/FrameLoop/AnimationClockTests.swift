import Testing
@testable import KineticCore

struct AnimationClockTests {
    @Test func startsAtZeroAndFollowsHostTime() {
        var clock = AnimationClock()
        #expect(clock.time(atHostTime: 100) == 0)
        #expect(isApproximately(clock.time(atHostTime: 101.5), 1.5))
    }

    @Test func anExplicitStart() {
        var clock = AnimationClock(startingAtHostTime: 10)
        #expect(clock.hasStarted)
        #expect(isApproximately(clock.time(atHostTime: 10.25), 0.25))
        #expect(clock.time(atHostTime: 9) == 0)
    }

    @Test func hostTimeInvertsAnimationTimeAndIsNilWhilePaused() {
        var clock = AnimationClock(startingAtHostTime: 10)
        clock.setTimeScale(0.5, atHostTime: 12)
        // Animation time 2 at host 12; at half speed, animation time 3 comes at host 14.
        #expect(isApproximately(clock.hostTime(atAnimationTime: 3) ?? 0, 14))
        #expect(isApproximately(clock.time(atHostTime: 14), 3))
        clock.setPaused(true, atHostTime: 14)
        #expect(clock.hostTime(atAnimationTime: 5) == nil)
        #expect(AnimationClock().hostTime(atAnimationTime: 1) == nil)
    }

    @Test func slowMotionHasNoJump() {
        var clock = AnimationClock()
        _ = clock.time(atHostTime: 0)
        #expect(isApproximately(clock.time(atHostTime: 2), 2))
        clock.setTimeScale(0.25, atHostTime: 2)
        #expect(isApproximately(clock.time(atHostTime: 2), 2))
        #expect(isApproximately(clock.time(atHostTime: 6), 3))
    }

    @Test func pauseAndStep() {
        var clock = AnimationClock()
        _ = clock.time(atHostTime: 0)
        clock.setPaused(true, atHostTime: 1)
        #expect(isApproximately(clock.time(atHostTime: 5), 1))
        clock.step(by: 1.0 / 60)
        #expect(isApproximately(clock.time(atHostTime: 9), 1 + 1.0 / 60))
        clock.setPaused(false, atHostTime: 10)
        #expect(isApproximately(clock.time(atHostTime: 11), 2 + 1.0 / 60))
    }

    @Test(arguments: [Double.nan, -2, Double.infinity])
    func badScalesFreezeTime(scale: Double) {
        var clock = AnimationClock()
        _ = clock.time(atHostTime: 0)
        clock.setTimeScale(scale, atHostTime: 1)
        #expect(isApproximately(clock.time(atHostTime: 3), 1))
    }
}
