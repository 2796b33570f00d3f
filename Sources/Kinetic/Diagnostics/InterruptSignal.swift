import Foundation
import Synchronization

private let interruptRaised = Atomic<Bool>(false)

/// Turns SIGINT and SIGTERM into a flag the frame loop checks, so Ctrl-C ends a run cleanly
/// and everything recorded so far is written out.
///
/// The SDL window gets the same effect from SDL's own handler, which posts a quit event; this
/// is for runs with no event source of their own, such as headless ones.
public enum InterruptSignal {
    /// Installs the handlers. Safe to call more than once.
    public static func install() {
        signal(SIGINT) { _ in interruptRaised.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in interruptRaised.store(true, ordering: .relaxed) }
    }

    /// True once SIGINT or SIGTERM has arrived.
    public static var wasRaised: Bool { interruptRaised.load(ordering: .relaxed) }
}
