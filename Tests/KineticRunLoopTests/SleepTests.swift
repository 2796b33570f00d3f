import Foundation
import KineticRunLoop
import Testing

/// Waits (really, up to a minute) until `condition` holds: for tasks that need the main actor,
/// which a parallel test run keeps busy.
private func eventually(_ condition: () -> Bool) async {
    let giveUp = Date().addingTimeInterval(60)
    while !condition(), Date() < giveUp {
        try? await ContinuousClock().sleep(for: .milliseconds(1))
    }
}

@Suite(.timeLimit(.minutes(2))) struct SleepTests {
    @Test func taskSleepFollowsTheVirtualClockBoundToTheTask() async throws {
        let clock = VirtualClock()
        let log = Log()
        let task = clock.bind {
            Task {
                try await Task.sleep(nanoseconds: 500_000_000)
                log.add("woke at \(clock.now)")
                try await Task.sleep(for: .seconds(0.25))
                log.add("woke at \(clock.now)")
            }
        }
        defer { task.cancel() }
        await eventually { clock.nextDueTime != nil }
        #expect(clock.nextDueTime == 0.5, "the first sleep counts from the clock's time, 0")
        clock.advance(to: 0.4)
        await eventually { !log.all.isEmpty }
        #expect(log.all.isEmpty, "not due yet")
        clock.advance(to: 0.5)
        await eventually { log.all.count == 1 && clock.nextDueTime != nil }
        #expect(log.all == ["woke at 0.5"])
        #expect(clock.nextDueTime == 0.75)
        clock.advance(to: 0.75)
        await eventually { log.all.count == 2 }
        #expect(log.all == ["woke at 0.5", "woke at 0.75"])
    }

    @Test func cancellingASleepingTaskThrowsAtOnceAndUnschedulesIt() async {
        let clock = VirtualClock()
        let task = clock.bind { Task { try await Task.sleep(for: .seconds(100)) } }
        await eventually { clock.nextDueTime != nil }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.scheduledCount == 0)
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsWithoutScheduling() async {
        let clock = VirtualClock()
        let task = clock.bind {
            Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.scheduledCount == 0)
    }

    @Test func withoutAVirtualClockSleepsTakeRealTime() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(for: .milliseconds(30))
        #expect(ContinuousClock.now - start >= .milliseconds(30))
    }

    @Test func mainQueueDelayedWorkFollowsTheVirtualClock() {
        let clock = VirtualClock()
        let log = Log()
        clock.bind {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("after at \(clock.now)") }
        }
        #expect(clock.nextDueTime == 0.5)
        clock.advance(to: 0.49)
        #expect(log.all.isEmpty)
        clock.advance(to: 0.5)
        #expect(log.all == ["after at 0.5"])
    }
}
