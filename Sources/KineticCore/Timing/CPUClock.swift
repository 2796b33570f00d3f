import Foundation

/// CPU time consumed so far, in seconds: by the calling thread, or by the whole process (every
/// thread, a software renderer's included). A frame's cost is the difference across it.
public enum CPUClock {
    /// CPU seconds the calling thread has used.
    public static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

    /// CPU seconds every thread of the process has used.
    public static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
