@_spi(SwiftUI) import Observation
import Foundation
import Synchronization

/// Watches the `@Observable` properties a closure reads and calls back once when one of them is
/// about to change, as SwiftUI does for a view's body.
///
/// Unlike `withObservationTracking`'s, a watch can be replaced or cancelled before anything
/// changes: a body evaluated a thousand times while its model stays the same leaves one
/// registration with the model, not a thousand. (Observation gives the handle that cancels a
/// tracking only to its change callback; the watch reads one property of a sentinel of its own
/// inside the tracked closure and changes it at once, which hands it the handle.)
final class ObservationWatch: Sendable {
    private struct State {
        /// The tracking of the newest `track`, once handed over.
        var tracking: ObservationTracking?
        /// Counts `track` and `cancel` calls: a callback of an older tracking is stale.
        var generation = 0
        /// The thread handing the newest tracking over, while it does.
        var capturingThread: pthread_t?
        /// Callbacks of trackings already replaced or cancelled (for tests: should stay 0).
        var staleCallbacks = 0
    }
    private let state = Mutex(State())
    private let sentinel = ObservationSentinel()

    /// Runs `apply`, watching what it reads in place of what the last call read; `onChange`
    /// runs once, on the thread that makes the change, before the value changes.
    func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        let (generation, previous) = state.withLock { state -> (Int, ObservationTracking?) in
            state.generation += 1
            defer { state.tracking = nil }
            return (state.generation, state.tracking)
        }
        previous?.cancel()
        let sentinel = self.sentinel
        let result = withObservationTracking({
            sentinel.read()
            return apply()
        }, willSet: { [weak self] tracking in
            guard let self else { return tracking.cancel() }
            self.willChange(tracking, generation: generation, onChange: onChange)
        })
        state.withLock { $0.capturingThread = pthread_self() }
        sentinel.poke()
        state.withLock { $0.capturingThread = nil }
        return result
    }

    /// How many callbacks came from trackings already replaced or cancelled.
    var staleCallbacks: Int { state.withLock { $0.staleCallbacks } }

    /// Stops watching.
    func cancel() {
        let tracking = state.withLock { state -> ObservationTracking? in
            state.generation += 1
            defer { state.tracking = nil }
            return state.tracking
        }
        tracking?.cancel()
    }

    private func willChange(_ tracking: ObservationTracking, generation: Int, onChange: @Sendable () -> Void) {
        enum Outcome { case stale, handedOver, changed }
        let outcome = state.withLock { state -> Outcome in
            guard state.generation == generation else {
                state.staleCallbacks += 1
                return .stale
            }
            if let thread = state.capturingThread, pthread_equal(thread, pthread_self()) != 0, state.tracking == nil {
                state.tracking = tracking
                return .handedOver
            }
            state.generation += 1
            state.tracking = nil
            return .changed
        }
        switch outcome {
        case .stale: tracking.cancel()
        case .handedOver: break
        case .changed:
            tracking.cancel()
            onChange()
        }
    }

    deinit { state.withLock { $0.tracking }?.cancel() }
}

/// The property a watch reads and changes to be handed its tracking.
@Observable
final class ObservationSentinel: @unchecked Sendable {
    private var mark = false
    func read() { _ = mark }
    func poke() { mark.toggle() }
}
