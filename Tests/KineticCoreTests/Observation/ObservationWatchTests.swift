import Foundation
import Observation
import Synchronization
import Testing
@testable import KineticCore

@Observable
private final class ObservedPair: @unchecked Sendable {
    var first = 0
    var second = 0
}

/// Counts calls from any thread.
private final class ChangeCounter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

@Suite struct ObservationWatchTests {
    @Test func itCallsBackOnceWhenAPropertyItReadWillChangeAndNotForOthers() {
        let pair = ObservedPair()
        let watch = ObservationWatch()
        let changes = ChangeCounter()
        let read = watch.track({ pair.first }, onChange: changes.increment)
        #expect(read == 0)
        pair.second = 1
        #expect(changes.count == 0)
        pair.first = 1
        pair.first = 2
        #expect(changes.count == 1, "once, until it tracks again")
    }

    @Test func trackingAgainReplacesWhatWasWatched() {
        let pair = ObservedPair()
        let watch = ObservationWatch()
        let changes = ChangeCounter()
        _ = watch.track({ pair.first }, onChange: changes.increment)
        _ = watch.track({ pair.second }, onChange: changes.increment)
        pair.first = 1
        #expect(changes.count == 0)
        pair.second = 1
        #expect(changes.count == 1)
    }

    @Test func aThousandEvaluationsWithoutAChangeLeaveOneRegistration() {
        let pair = ObservedPair()
        let watch = ObservationWatch()
        let changes = ChangeCounter()
        for _ in 0..<1000 { _ = watch.track({ pair.first }, onChange: changes.increment) }
        pair.first = 1
        #expect(changes.count == 1)
        #expect(watch.staleCallbacks == 0, "the earlier trackings were cancelled, not left to fire")
    }

    @Test func aCancelledWatchNeverCallsBack() {
        let pair = ObservedPair()
        let watch = ObservationWatch()
        let changes = ChangeCounter()
        _ = watch.track({ pair.first }, onChange: changes.increment)
        watch.cancel()
        pair.first = 1
        #expect(changes.count == 0)
    }

    @Test func aChangeOnAnotherThreadCallsBackThere() async {
        let pair = ObservedPair()
        let watch = ObservationWatch()
        let changes = ChangeCounter()
        _ = watch.track({ pair.first }, onChange: changes.increment)
        await Task.detached { pair.first = 5 }.value
        #expect(changes.count == 1)
    }
}
