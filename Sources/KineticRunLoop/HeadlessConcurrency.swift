import Foundation
import Synchronization

/// Runs a headless app's Swift concurrency on the main thread, one job at a time, so a run
/// does the same work in the same order each time: a task woken from a sleep at a frame's
/// instant continues, through every hop between executors, before that frame is drawn.
///
/// It sets the runtime's hook for work bound for the global executor (the one Swift
/// Concurrency exports for this) to queue that work on the main actor instead, as test
/// libraries that serialise tasks do. Only a headless app's launcher turns it on, for the
/// whole run; in a window, and in tests, tasks run on the global pool as usual. Work a
/// headless app does on other threads itself (Dispatch queues, threads) is left where it is.
public enum HeadlessConcurrency {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// How many jobs the hook has sent to the main actor: a loop waiting for work to settle
    /// compares it before and after.
    public static var jobsRedirected: Int { redirected.load(ordering: .relaxed) }
    private static let redirected = Atomic<Int>(0)

    private static let installed = Atomic<Bool>(false)

    /// Sends every job bound for the global executor to the main actor from now on. Returns
    /// false (and changes nothing) when the runtime has no such hook.
    @discardableResult
    public static func runOnMainThread() -> Bool {
        guard !installed.load(ordering: .relaxed) else { return true }
        guard let program = dlopen(nil, RTLD_LAZY) else { return false }
        defer { dlclose(program) }
        guard let symbol = dlsym(program, "swift_task_enqueueGlobal_hook") else { return false }
        symbol.assumingMemoryBound(to: Hook?.self).pointee = { job, _ in
            HeadlessConcurrency.redirected.add(1, ordering: .relaxed)
            MainActor.shared.enqueue(job)
        }
        installed.store(true, ordering: .relaxed)
        return true
    }
}
