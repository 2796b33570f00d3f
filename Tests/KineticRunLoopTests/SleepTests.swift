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
        // Nothing is due: a moment for a wrongly woken task to show itself, not a minute.
        try await ContinuousClock().sleep(for: .milliseconds(50))
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

    @Test func mainQueueDelayedWorkFollowsTheVirtualClock() throws {
        let clock = VirtualClock()
        let log = Log()
        let before = DispatchTime.now().uptimeNanoseconds
        clock.bind {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("ran") }
        }
        // Whole milliseconds from the moment it was asked: 0.5 unless a loaded machine held
        // the call up for a millisecond or more.
        let heldUp = Double(DispatchTime.now().uptimeNanoseconds - before) / 1e9
        let due = try #require(clock.nextDueTime)
        #expect(due <= 0.5 && due >= 0.5 - heldUp - 0.001, "due at \(due), held up \(heldUp) s")
        #expect(heldUp >= 0.001 || due == 0.5)
        clock.advance(to: due - 0.0001)
        #expect(log.all.isEmpty)
        clock.advance(to: 0.5)
        #expect(log.all == ["ran"])
    }
}
