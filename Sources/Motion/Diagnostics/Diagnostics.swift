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

    /// Runs `body` and returns the warnings issued on this task while it ran, instead of
    /// printing them.
    public static func collectingWarnings<Result>(_ body: () throws -> Result) rethrows -> (result: Result, warnings: [String]) {
        let box = WarningBox()
        let result = try $collector.withValue({ message in box.append(message) }) { try body() }
        return (result, box.messages)
    }

    /// Runs `body` and returns the warnings issued on this task while it ran.
    public static func collectingWarnings(_ body: () throws -> Void) rethrows -> [String] {
        try collectingWarnings { () throws -> Int in
            try body()
            return 0
        }.warnings
    }

    /// Where warnings go instead of standard error, for the task that set it.
    @TaskLocal private static var collector: (@Sendable (String) -> Void)?

    private static let reported = Mutex(Set<String>())

    private final class WarningBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ message: String) { lock.withLock { stored.append(message) } }
        var messages: [String] { lock.withLock { stored } }
    }
}
