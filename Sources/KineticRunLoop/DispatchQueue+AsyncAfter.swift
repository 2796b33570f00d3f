import Dispatch
import Foundation

extension DispatchQueue {
    /// Runs `work` on this queue at `deadline`: Dispatch's `asyncAfter`, except that in a
    /// headless run (a current ``VirtualClock``) the delay passes on the virtual clock, so the
    /// work lands on the same frame in every run.
    ///
    /// Declared with fewer parameters than Dispatch's, this is the one app code calling
    /// `asyncAfter(deadline:execute:)` gets when it imports Kinetic; the forms with `qos:` or
    /// `flags:` are Dispatch's own.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let clock = VirtualClock.current, deadline != .distantFuture else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        // Measured from now, and rounded up to a whole millisecond: the microseconds between
        // the caller's `.now()` and this line do not bring `.now() + 0.5` forward to 0.4999,
        // across a frame's instant. (A caller held up for longer, by a loaded machine, gets
        // its work that much earlier: a deadline is real time, and that is all it says.)
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) : 0
        let delay = (nanoseconds / 1e6).rounded(.up) / 1e3
        let queue = self
        clock.schedule(after: delay) {
            // The main queue's work runs where the host advances its clock: on the main actor,
            // in the frame it falls due in. Other queues get it at that instant.
            if MainQueue.isMain(queue) { work() } else { queue.async(execute: work) }
        }
    }
}
