import Foundation
import KineticRunLoop
import Synchronization
import Testing

/// Collects what ran, from any thread.
final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

@Suite struct VirtualClockTests {
    @Test func actionsRunWhenTheClockReachesThemInDueThenScheduledOrder() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(after: 0.5) { log.add("b@0.5") }
        clock.schedule(after: 0.2) { log.add("a@0.2") }
        clock.schedule(after: 0.5) { log.add("c@0.5") }
        clock.advance(to: 0.4)
        #expect(log.all == ["a@0.2"])
        #expect(clock.now == 0.4)
        clock.advance(to: 0.5)
        #expect(log.all == ["a@0.2", "b@0.5", "c@0.5"])
        #expect(clock.nextDueTime == nil)
    }

    @Test func anActionReadsItsOwnInstantAndWorkItSchedulesWithinTheAdvanceRuns() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(after: 0.1) {
            log.add("first at \(clock.now)")
            clock.schedule(after: 0.1) { log.add("second at \(clock.now)") }
        }
        clock.advance(to: 1)
        #expect(log.all == ["first at 0.1", "second at 0.2"])
        #expect(clock.now == 1)
    }

    @Test func cancelledActionsDoNotRun() {
        let clock = VirtualClock()
        let log = Log()
        let token = clock.schedule(after: 0.1) { log.add("cancelled") }
        clock.schedule(after: 0.2) { log.add("kept") }
        #expect(clock.cancel(token))
        #expect(!clock.cancel(token))
        clock.advance(to: 1)
        #expect(log.all == ["kept"])
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func aBadDelayRunsAtTheNextAdvance(delay: Double) {
        let clock = VirtualClock(now: 2)
        let log = Log()
        clock.schedule(after: delay) { log.add("ran") }
        clock.advance(to: 2)
        #expect(log.all == ["ran"])
    }

    @Test func anInfiniteDelayNeverRunsAndBadTimesChangeNothing() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(after: .infinity) { log.add("never") }
        clock.advance(to: .nan)
        clock.advance(to: .infinity)
        clock.advance(to: 1e12)
        #expect(log.all.isEmpty)
        #expect(clock.now == 1e12)
        clock.advance(to: 5)
        #expect(clock.now == 1e12, "the clock never goes back")
    }

    @Test func theBoundClockIsCurrentOnlyInsideAndTasksKeepIt() async {
        let clock = VirtualClock()
        #expect(VirtualClock.current == nil)
        let task = clock.bind { Task { VirtualClock.current === clock } }
        #expect(await task.value)
        #expect(VirtualClock.current == nil)
    }
}

extension VirtualClockTests {
    @Test func anInstantARoundingErrorShortCountsAsReached() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(after: 0.7) { log.add("due") }
        clock.advance(to: 0.7 - 1e-6)
        #expect(log.all.isEmpty, "a microsecond short is short")
        // A frame's time is a sum of frame intervals, which can fall short by a rounding error.
        clock.advance(to: 0.7 - 1e-12)
        #expect(log.all == ["due"])
    }
}
