import Foundation

/// Waits until a deadline by sleeping most of the way and spinning the rest.
///
/// Sleeping is cheap but wakes late by an amount the scheduler chooses; spinning is exact but
/// burns a core. The waiter sleeps until `spinMargin` before the deadline and spins after. It
/// learns the margin from how late its sleeps wake: the margin is 1.25 × the worst recent
/// oversleep, between 0.25 ms and 4 ms, and the worst oversleep decays slowly so one bad wake
/// does not keep it spinning for ever.
public struct DeadlineWaiter: Sendable {
    /// How long before the deadline sleeping stops and spinning starts, in seconds.
    public private(set) var spinMargin = 0.001
    private var worstOversleep = 0.0008

    public init() {}

    /// Waits until `deadline` and returns the time it woke.
    ///
    /// - Parameters:
    ///   - now: Reads the clock.
    ///   - sleep: Sleeps about the given number of seconds; may wake late.
    public mutating func wait(until deadline: Double, now: () -> Double, sleep: (Double) -> Void) -> Double {
        var time = now()
        while deadline - time > spinMargin {
            let planned = deadline - time - spinMargin
            sleep(planned)
            let woke = now()
            learn(oversleep: (woke - time) - planned)
            time = woke
        }
        while time < deadline { time = now() }
        return time
    }

    private mutating func learn(oversleep: Double) {
        worstOversleep = max(max(0, oversleep), worstOversleep * 0.98)
        spinMargin = min(0.004, max(0.00025, worstOversleep * 1.25))
    }
}
