import Foundation

/// Where the engine reports what a user or developer should know: warnings and notes go to
/// standard error, one line each, prefixed with `kinetic:`.
public enum Diagnostics {
    /// Prints a note, such as a fallback the host took.
    public static func note(_ message: String) {
        FileHandle.standardError.write(Data("kinetic: \(message)\n".utf8))
    }

    /// Prints a warning that names the likely mistake.
    public static func warning(_ message: String) {
        FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
    }
}
