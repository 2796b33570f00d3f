import Foundation

// `Task.sleep` as app code writes it, following the virtual clock in a headless run (see
// ``VirtualClock``) and the system's continuous clock otherwise. Declared here, these shadow the
// standard library's for code that imports Kinetic; they behave as the standard library's do:
// suspending, never blocking, and throwing `CancellationError` when the task is cancelled.
//
// In a window they are the continuous clock's sleep. In a headless app every task runs on the
// main thread (see ``HeadlessConcurrency``), so a task woken at a frame's instant continues
// before that frame is drawn.

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration` nanoseconds.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = VirtualClock.current {
            try await clock.sleep(seconds: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(duration))
        }
    }

    /// Suspends the current task for at least `duration`, on the continuous clock.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let clock = VirtualClock.current {
            try await clock.sleep(seconds: duration.seconds)
        } else {
            try await ContinuousClock().sleep(for: duration, tolerance: tolerance)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
