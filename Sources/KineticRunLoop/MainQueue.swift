import Dispatch
import Foundation

/// Whether code runs on the main queue: the main thread of an app, or whichever thread runs
/// the main queue's work (the main actor's, in a test run by Swift Testing).
public enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    /// True when `queue` is the main queue (`DispatchQueue.main` need not return the same
    /// object each time).
    public static func isMain(_ queue: DispatchQueue) -> Bool {
        _ = marked
        return queue.getSpecific(key: key) != nil
    }

    /// True on the main thread and in work the main queue runs.
    public static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }
}
