import Foundation
import Synchronization

extension VirtualClock {
    /// Suspends the calling task until the clock has moved `seconds` on, or throws
    /// `CancellationError` as soon as the task is cancelled (as `Task.sleep` does).
    ///
    /// The sleeper is counted in ``wokenSleepers`` from the moment its time comes until it
    /// continues: a host waits for that count to fall to zero before drawing, so what the task
    /// does next lands in the frame its time falls in.
    public func sleep(seconds: Double) async throws {
        let sleeper = Sleeper()
        defer { if sleeper.wasWoken { sleeperContinued() } }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                guard sleeper.wait(with: continuation) else { return }
                let token = schedule(after: seconds) { [self] in sleeper.wake(countingOn: self) }
                sleeper.scheduled(token, on: self)
            }
        } onCancel: {
            sleeper.cancel()
        }
    }
}

/// One sleeping task: resumed once, by its time or by cancellation, whichever comes first.
private final class Sleeper: Sendable {
    private struct State {
        var continuation: UnsafeContinuation<Void, any Error>?
        var token: VirtualClock.Token?
        weak var clock: VirtualClock?
        var isCancelled = false
        var isDone = false
        var wasWoken = false
    }
    private let state = Mutex(State())

    /// Keeps the continuation; false (and resumed, throwing) when the task was cancelled first.
    func wait(with continuation: UnsafeContinuation<Void, any Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            if state.isCancelled { state.isDone = true; return true }
            state.continuation = continuation
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func scheduled(_ token: VirtualClock.Token, on clock: VirtualClock) {
        let cancelled = state.withLock { state -> Bool in
            state.token = token
            state.clock = clock
            return state.isCancelled
        }
        if cancelled { clock.cancel(token) }
    }

    /// Resumes the sleeper, counted among the clock's woken sleepers until it continues;
    /// nothing when it was already resumed (cancelled).
    func wake(countingOn clock: VirtualClock) {
        let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
            guard !state.isDone, let continuation = state.continuation else { return nil }
            state.isDone = true
            state.wasWoken = true
            state.continuation = nil
            return continuation
        }
        guard let continuation else { return }
        clock.sleeperWoke()
        continuation.resume()
    }

    /// Whether its time came (rather than cancellation).
    var wasWoken: Bool { state.withLock { $0.wasWoken } }

    func cancel() {
        let (continuation, token, clock) = state.withLock { state -> (UnsafeContinuation<Void, any Error>?, VirtualClock.Token?, VirtualClock?) in
            state.isCancelled = true
            guard !state.isDone, let continuation = state.continuation else { return (nil, nil, nil) }
            state.isDone = true
            state.continuation = nil
            return (continuation, state.token, state.clock)
        }
        if let token { clock?.cancel(token) }
        continuation?.resume(throwing: CancellationError())
    }
}
