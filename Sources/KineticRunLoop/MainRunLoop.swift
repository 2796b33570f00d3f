import Dispatch
import Foundation
import Synchronization

/// The main thread's run loop as Kinetic's frame loop drives it, as UIKit's does on iOS:
/// between frames the loop fires the timers that are due and runs the work waiting on the main
/// dispatch queue (main-actor tasks among it); while idle it sleeps in the run loop until a
/// timer, main-queue work, a watched event source, a signal or its deadline wakes it.
///
/// Everything here runs on the main thread, where Foundation's main run loop also serves the
/// main dispatch queue. Called on another thread, ``service()`` serves that thread's run loop
/// (its timers), which is what a test running off the main thread has.
public enum MainRunLoop {
    /// Fires the timers that are due, runs the main queue's waiting work and `perform(_:)`
    /// blocks, without waiting.
    ///
    /// - Returns: When the next timer of the run loop fires, or nil when none is scheduled.
    @discardableResult
    public static func service() -> Date? {
        guard let next = RunLoop.current.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return next
    }

    /// Sleeps in the run loop until `deadline` (nil: no deadline) or until one of these wakes
    /// it: main-queue work ran (a dispatched block, a main-actor job, a watched descriptor), a
    /// timer or `perform(_:)` block called ``wake()``, or a signal arrived.
    public static func wait(until deadline: Date?) {
        let waiter = Waiter.shared
        waiter.beginWait()
        defer { waiter.endWait() }
        _ = RunLoop.current.run(mode: .default, before: deadline ?? .distantFuture)
    }

    /// Makes a wait under way return once the run loop has finished what it is doing: called
    /// when a timer's block or a `perform(_:)` block changed state that needs drawing. Does
    /// nothing when no wait is under way.
    public static func wake() {
        Waiter.shared.wake()
    }

    /// True while ``wait(until:)`` sleeps.
    public static var isWaiting: Bool { Waiter.shared.isWaiting }

    /// Watches a file descriptor while the run loop waits: a wait returns when it has data to
    /// read (a window system's connection, whose events the host then reads itself).
    ///
    /// The watch stays until ``Watch/cancel()``; between waits it is paused, so a descriptor
    /// that stays readable while frames are drawn costs nothing.
    public static func watch(fileDescriptor: Int32) -> Watch {
        Watch(fileDescriptor: fileDescriptor)
    }

    /// Wakes a wait from a signal handler: async-signal-safe (one `write` to a pipe).
    public static func wakeFromSignalHandler() {
        let descriptor = signalDescriptor.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Prepares the descriptor ``wakeFromSignalHandler()`` writes to; call before installing a
    /// signal handler that uses it. Safe to call more than once.
    public static func prepareSignalWake() {
        Waiter.shared.prepareSignalWake()
    }

    /// The pipe a signal handler writes to, or -1.
    fileprivate static let signalDescriptor = Atomic<Int32>(-1)

    /// A file descriptor watched during waits.
    public final class Watch: @unchecked Sendable {
        private let source: any DispatchSourceRead
        private let lock = Mutex((suspended: true, cancelled: false))
        /// Set when the descriptor was found readable during a wait.
        private let fired = Atomic<Bool>(false)

        fileprivate init(fileDescriptor: Int32) {
            source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
            source.setEventHandler { [weak self] in self?.readable() }
            Waiter.shared.add(self)
        }

        /// Whether the descriptor was readable during the last wait (the host reads it then).
        public var wasReadable: Bool { fired.load(ordering: .relaxed) }

        /// Stops watching. The descriptor is not closed.
        public func cancel() {
            let resume = lock.withLock { state -> Bool in
                guard !state.cancelled else { return false }
                state.cancelled = true
                let wasSuspended = state.suspended
                state.suspended = false
                return wasSuspended
            }
            // A suspended source is resumed before cancelling, as Dispatch requires.
            if resume { source.resume() }
            source.cancel()
            Waiter.shared.remove(self)
        }

        /// Runs on the main queue while the descriptor is readable and the watch is armed:
        /// disarms it (it stays readable until the host reads) and lets the wait return.
        private func readable() {
            fired.store(true, ordering: .relaxed)
            disarm()
        }

        fileprivate func arm() {
            fired.store(false, ordering: .relaxed)
            let resume = lock.withLock { state -> Bool in
                guard state.suspended, !state.cancelled else { return false }
                state.suspended = false
                return true
            }
            if resume { source.resume() }
        }

        fileprivate func disarm() {
            let suspend = lock.withLock { state -> Bool in
                guard !state.suspended, !state.cancelled else { return false }
                state.suspended = true
                return true
            }
            if suspend { source.suspend() }
        }

    }
}

/// The state of waits: whether one is under way, whether it was woken, and what it watches.
private final class Waiter: @unchecked Sendable {
    static let shared = Waiter()

    private struct State {
        var isWaiting = false
        var wakePosted = false
        var watches: [ObjectIdentifier: MainRunLoop.Watch] = [:]
        var signalSource: (any DispatchSourceRead)?
    }
    private let state = Mutex(State())

    var isWaiting: Bool { state.withLock { $0.isWaiting } }

    func beginWait() {
        let watches = state.withLock { state -> [MainRunLoop.Watch] in
            state.isWaiting = true
            state.wakePosted = false
            return Array(state.watches.values)
        }
        for watch in watches { watch.arm() }
    }

    func endWait() {
        let watches = state.withLock { state -> [MainRunLoop.Watch] in
            state.isWaiting = false
            return Array(state.watches.values)
        }
        for watch in watches { watch.disarm() }
    }

    func wake() {
        let post = state.withLock { state -> Bool in
            guard state.isWaiting, !state.wakePosted else { return false }
            state.wakePosted = true
            return true
        }
        // The run loop returns from a wait once it has run main-queue work: an empty block is
        // the wake-up call (a timer firing alone does not end the wait).
        if post { DispatchQueue.main.async {} }
    }

    func add(_ watch: MainRunLoop.Watch) {
        state.withLock { $0.watches[ObjectIdentifier(watch)] = watch }
    }

    func remove(_ watch: MainRunLoop.Watch) {
        _ = state.withLock { $0.watches.removeValue(forKey: ObjectIdentifier(watch)) }
    }

    func prepareSignalWake() {
        state.withLock { state in
            guard state.signalSource == nil else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            let reading = ends[0]
            // Read on the main queue: the signal's wait returns, and the pipe is emptied.
            let source = DispatchSource.makeReadSource(fileDescriptor: reading, queue: .main)
            source.setEventHandler {
                var bytes = [UInt8](repeating: 0, count: 64)
                while read(reading, &bytes, bytes.count) > 0 {}
            }
            source.resume()
            state.signalSource = source
            MainRunLoop.signalDescriptor.store(ends[1], ordering: .relaxed)
        }
    }
}
