import Testing
@testable import Kinetic

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
