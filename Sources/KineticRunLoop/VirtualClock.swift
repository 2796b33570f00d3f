import Foundation
import Synchronization

/// A clock that moves only when its host says: the time that `Task.sleep` and delayed
/// main-queue work follow in a headless run, so the run is reproducible and as fast as its
/// frames.
///
/// A headless host makes one, makes it current for the code it runs, and advances it with its
/// frames; work scheduled on it runs when the host's time reaches it, in the order it fell due
/// (and, at one instant, in the order it was scheduled). In a window no virtual clock is
/// current, and the same calls use the system's clocks.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 0.5) { print("half a second of virtual time") }
/// clock.advance(to: 1)   // prints, at once
/// ```
public final class VirtualClock: Sendable {
    /// Identifies one scheduled action, to cancel it.
    public struct Token: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        let id: UInt64
        let due: Double
        let action: @Sendable () -> Void
    }

    private struct State {
        var now: Double
        /// Sorted by due time, then by id (the order of scheduling).
        var entries: [Entry] = []
        var nextID: UInt64 = 0
        var isAdvancing = false
        /// Sleepers woken whose tasks have not yet continued on the main actor.
        var wokenSleepers = 0
    }

    private let state: Mutex<State>

    /// A clock reading `now` seconds.
    public init(now: Double = 0) {
        state = Mutex(State(now: now.isFinite ? now : 0))
    }

    /// The clock's time, in seconds.
    public var now: Double { state.withLock { $0.now } }

    /// When the earliest scheduled action falls due, or nil when none is scheduled.
    public var nextDueTime: Double? { state.withLock { $0.entries.first?.due } }

    /// How many actions wait for their time.
    public var scheduledCount: Int { state.withLock { $0.entries.count } }

    /// How many tasks woken from a sleep on this clock have not yet continued: a host lets the
    /// main actor run until there are none, so what they do lands in the frame they woke in.
    /// (A woken task reaches the main actor through the global pool, so this takes a moment.)
    public var wokenSleepers: Int { state.withLock { $0.wokenSleepers } }

    func sleeperWoke() { state.withLock { $0.wokenSleepers += 1 } }
    func sleeperContinued() { state.withLock { $0.wokenSleepers -= 1 } }

    /// Schedules `action` for `delay` seconds from now. A delay that is negative or NaN runs it
    /// at the next advance; an infinite one never.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @Sendable () -> Void) -> Token {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let due = delay.isNaN || delay < 0 ? state.now : state.now + delay
            let entry = Entry(id: id, due: due, action: action)
            // After every entry due at the same time or earlier: same-instant work keeps its order.
            let index = state.entries.firstIndex { $0.due > due } ?? state.entries.endIndex
            state.entries.insert(entry, at: index)
            return Token(id: id)
        }
    }

    /// Removes a scheduled action that has not run; true when it was still waiting.
    @discardableResult
    public func cancel(_ token: Token) -> Bool {
        state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.id == token.id }) else { return false }
            state.entries.remove(at: index)
            return true
        }
    }

    /// Moves the clock forward to `time`, running every action due by then (to within a
    /// nanosecond) on the caller's thread, each with the clock reading its own instant. Actions they schedule that fall due
    /// by `time` run too. A time that is earlier than now, or not finite, changes nothing.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        let entered = state.withLock { state -> Bool in
            guard !state.isAdvancing else { return false }
            state.isAdvancing = true
            return true
        }
        // An action that advances the clock itself (a nested frame) leaves the outer advance
        // to run what falls due.
        guard entered else { return }
        defer { state.withLock { $0.isAdvancing = false } }
        while true {
            let next = state.withLock { state -> Entry? in
                // Within a nanosecond: a frame's time, a sum of frame intervals, may fall a
                // rounding error short of the instant work was scheduled for.
                guard let first = state.entries.first, first.due <= time + 1e-9 else {
                    state.now = max(state.now, time)
                    return nil
                }
                state.entries.removeFirst()
                state.now = max(state.now, first.due)
                return first
            }
            guard let next else { return }
            next.action()
        }
    }

    // MARK: Which clock is current

    /// The clock bound to the running task (or, outside a task, the thread) by ``bind(_:)``.
    @TaskLocal private static var bound: VirtualClock?
    /// The clock of the process's headless frame loop, when one runs.
    private static let processClock = Mutex<VirtualClock?>(nil)

    /// The virtual clock that code running now follows: the one bound to its task by a host, or
    /// the process's headless frame loop's; nil in a window, where the system's clocks are used.
    public static var current: VirtualClock? { bound ?? processClock.withLock { $0 } }

    /// Runs `body` with this clock current; tasks it starts (not detached ones) keep it.
    public func bind<T>(_ body: () throws -> T) rethrows -> T {
        try VirtualClock.$bound.withValue(self, operation: body)
    }

    /// Runs `body` with this clock current, for async code.
    public func bind<T>(_ body: () async throws -> T) async rethrows -> T {
        try await VirtualClock.$bound.withValue(self, operation: body)
    }

    /// Makes `clock` current for the whole process (a headless frame loop's), or none.
    public static func setProcessClock(_ clock: VirtualClock?) {
        processClock.withLock { $0 = clock }
    }
}
