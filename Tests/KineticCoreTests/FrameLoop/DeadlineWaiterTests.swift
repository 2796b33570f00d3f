import Testing
@testable import KineticCore

/// A clock that advances only when slept on (late by `oversleep`) or read (by `tick`, as a spin
/// would), and counts how much time was spent spinning.
final class FakeSleepingClock {
    var time = 0.0
    var oversleep: Double
    let tick = 0.00001
    var spunFor = 0.0

    init(oversleep: Double) { self.oversleep = oversleep }

    func now() -> Double {
        time += tick
        spunFor += tick
        return time
    }

    func sleep(_ seconds: Double) { time += max(0, seconds) + oversleep }
}

struct DeadlineWaiterTests {
    @Test func wakesWithinASpinTickOfTheDeadline() {
        let clock = FakeSleepingClock(oversleep: 0.0008)
        var waiter = DeadlineWaiter()
        var deadline = 0.0
        for _ in 0..<120 {
            deadline += 1.0 / 60
            let woke = waiter.wait(until: deadline, now: clock.now, sleep: clock.sleep)
            #expect(woke >= deadline)
            #expect(woke - deadline <= 2 * clock.tick)
        }
    }

    @Test func learnsTheSchedulersLatenessAndSpinsLittle() {
        let clock = FakeSleepingClock(oversleep: 0.002)
        var waiter = DeadlineWaiter()
        var deadline = 0.0
        for _ in 0..<60 {
            deadline += 1.0 / 60
            _ = waiter.wait(until: deadline, now: clock.now, sleep: clock.sleep)
        }
        #expect(waiter.spinMargin >= 0.002)
        #expect(waiter.spinMargin <= 0.004)
        // Spinning costs roughly the margin per frame, not the whole frame.
        #expect(clock.spunFor < 60 * 0.004)
    }

    @Test func aPunctualSchedulerLetsTheMarginShrink() {
        let clock = FakeSleepingClock(oversleep: 0)
        var waiter = DeadlineWaiter()
        var deadline = 0.0
        for _ in 0..<600 {
            deadline += 1.0 / 60
            _ = waiter.wait(until: deadline, now: clock.now, sleep: clock.sleep)
        }
        #expect(waiter.spinMargin <= 0.0005)
    }

    @Test func aDeadlineInThePastReturnsAtOnce() {
        let clock = FakeSleepingClock(oversleep: 0.001)
        clock.time = 10
        var waiter = DeadlineWaiter()
        let woke = waiter.wait(until: 5, now: clock.now, sleep: clock.sleep)
        #expect(woke - 10 < 0.001)
    }
}
