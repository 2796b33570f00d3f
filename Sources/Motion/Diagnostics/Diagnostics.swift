import Foundation
import Synchronization

/// Where the engine reports what a user or developer should know: warnings and notes go to
/// standard error, one line each, prefixed with `kinetic:`.
///
/// Tests and tools can collect the warnings of the code they run instead:
///
/// ```swift
/// let warnings = Diagnostics.collectingWarnings { _ = Animation.spring(duration: 0.4, bounce: 5) }
/// // ["Animation.spring(duration:bounce:blendDuration:): bounce 5.0 is outside -1…1; using 1.0"]
/// ```
public enum Diagnostics {
    /// Prints a note, such as a fallback the host took.
    public static func note(_ message: String) {
        FileHandle.standardError.write(Data("kinetic: \(message)\n".utf8))
    }

    /// Prints a warning that names the likely mistake.
    public static func warning(_ message: String) {
        if let collector { return collector(message) }
        FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
    }

    /// Prints a warning the first time this process meets `message`: a mistake repeated in every
    /// frame or every body evaluation is reported once, not sixty times a second. Inside
    /// ``collectingWarnings(_:)`` every occurrence is collected.
    public static func warningOnce(_ message: String) {
        if let collector { return collector(message) }
        let isNew = reported.withLock { reported in
            // A bound on what is remembered: past it, repeats may be printed again.
            if reported.count >= 1024 { reported.removeAll() }
            return reported.insert(message).inserted
        }
        if isNew { warning(message) }
    }

    /// Runs `body` and returns the warnings issued on this thread while it ran, instead of
    /// printing them. Collectors nest: an inner one takes what is issued inside it.
    public static func collectingWarnings<Result>(_ body: () throws -> Result) rethrows -> (result: Result, warnings: [String]) {
        let box = WarningBox()
        // A thread's collector, not a task-local value: `body` is synchronous, so it runs on
        // this thread throughout, and an optimised TaskLocal.withValue from synchronous code
        // crashes in Swift 6.3's runtime.
        let previous = pthread_getspecific(collectorKey)
        pthread_setspecific(collectorKey, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(collectorKey, previous) }
        let result = try withExtendedLifetime(box) { try body() }
        return (result, box.messages)
    }

    /// Runs `body` and returns the warnings issued on this thread while it ran.
    public static func collectingWarnings(_ body: () throws -> Void) rethrows -> [String] {
        try collectingWarnings { () throws -> Int in
            try body()
            return 0
        }.warnings
    }

    /// Runs `body`, handing each warning issued on this thread while it runs to `handler` as it
    /// is issued, instead of printing it (the previews browser shows a preview's warnings
    /// beside it this way).
    public static func forwardingWarnings<Result>(to handler: @escaping (String) -> Void, _ body: () throws -> Result) rethrows -> Result {
        let box = WarningBox(forward: handler)
        let previous = pthread_getspecific(collectorKey)
        pthread_setspecific(collectorKey, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(collectorKey, previous) }
        return try withExtendedLifetime(box) { try body() }
    }

    /// Where warnings go instead of standard error, for the thread that set it.
    private static var collector: ((String) -> Void)? {
        guard let pointer = pthread_getspecific(collectorKey) else { return nil }
        let box = Unmanaged<WarningBox>.fromOpaque(pointer).takeUnretainedValue()
        return { box.append($0) }
    }

    private static let reported = Mutex(Set<String>())

    fileprivate final class WarningBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        private let forward: ((String) -> Void)?
        init(forward: ((String) -> Void)? = nil) { self.forward = forward }
        func append(_ message: String) {
            if let forward { return forward(message) }
            lock.withLock { stored.append(message) }
        }
        var messages: [String] { lock.withLock { stored } }
    }
}

/// The thread-specific slot holding the current thread's warning collector, unretained (the
/// collecting call keeps it alive).
private let collectorKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
