import Foundation
import Synchronization

private let interruptRaised = Atomic<Bool>(false)

/// Turns SIGINT and SIGTERM into a flag the frame loop checks, so Ctrl-C ends a run cleanly
/// and everything recorded so far is written out.
///
/// The SDL window gets the same effect from SDL's own handler, which posts a quit event; this
/// is for runs with no event source of their own, such as headless ones.
public enum InterruptSignal {
    /// Installs the handlers and unblocks the two signals. Safe to call more than once.
    ///
    /// A parent may start us with them blocked (a thread pool's mask is inherited through
    /// `posix_spawn`), and then Ctrl-C would never arrive.
    public static func install() {
        _ = interruptRaised.load(ordering: .relaxed)  // initialise the global outside the handler
        signal(SIGINT) { _ in interruptRaised.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in interruptRaised.store(true, ordering: .relaxed) }
        unblock()
    }

    /// Unblocks SIGINT and SIGTERM for this thread, whoever handles them (SDL installs its own
    /// handlers for a window, which post a quit event).
    public static func unblock() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// True once SIGINT or SIGTERM has arrived.
    public static var wasRaised: Bool { interruptRaised.load(ordering: .relaxed) }
}
