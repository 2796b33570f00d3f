import Foundation
import KineticRunLoop
import Synchronization

/// The signal that arrived, or 0.
private let raisedSignal = Atomic<Int32>(0)
/// The handlers found when ours went in (SDL's, with a window), which ours passes the signal on to.
nonisolated(unsafe) private var previousInterruptAction = sigaction()
nonisolated(unsafe) private var previousTerminateAction = sigaction()

private let handleSignal: @convention(c) (Int32) -> Void = { signal in
    raisedSignal.store(signal, ordering: .relaxed)
    // A loop asleep in the run loop wakes to see the flag.
    MainRunLoop.wakeFromSignalHandler()
    let previous = signal == SIGINT ? previousInterruptAction : previousTerminateAction
    // SIG_DFL is 0 and SIG_IGN 1: only a real handler is passed the signal.
    if let chained = previous.__sigaction_handler.sa_handler, unsafeBitCast(chained, to: Int.self) > 1 {
        chained(signal)
    }
}

/// Turns SIGINT and SIGTERM into a flag the frame loop checks, so Ctrl-C or a `kill` ends a
/// run cleanly and everything recorded so far is written out, and remembers which it was.
///
/// The handler wakes a loop asleep in the run loop. With a window, SDL has handlers of its
/// own that post a quit event; installed after SDL, ours notes the signal and passes it on to
/// them, so the loop can tell a signal from a closed window.
public enum InterruptSignal {
    /// Installs the handlers and unblocks the two signals. Safe to call more than once.
    ///
    /// A parent may start us with them blocked (a thread pool's mask is inherited through
    /// `posix_spawn`), and then Ctrl-C would never arrive.
    public static func install() {
        _ = raisedSignal.load(ordering: .relaxed)  // initialise the globals outside the handler
        MainRunLoop.prepareSignalWake()
        install(SIGINT, keepingPrevious: &previousInterruptAction)
        install(SIGTERM, keepingPrevious: &previousTerminateAction)
        unblock()
    }

    private static func install(_ signal: Int32, keepingPrevious previous: inout sigaction) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleSignal
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        sigaction(signal, &action, &old)
        // Installed twice, the handler found is ours: keep the one before it.
        let ours = unsafeBitCast(handleSignal, to: Int.self)
        if old.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) != ours { previous = old }
    }

    /// Unblocks SIGINT and SIGTERM for this thread, whoever handles them.
    public static func unblock() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// True once SIGINT or SIGTERM has arrived.
    public static var wasRaised: Bool { raisedSignal.load(ordering: .relaxed) != 0 }

    /// The signal that arrived, by name ("SIGINT", "SIGTERM"), or nil.
    public static var raisedName: String? {
        switch raisedSignal.load(ordering: .relaxed) {
        case 0: nil
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case let other: "signal \(other)"
        }
    }
}
