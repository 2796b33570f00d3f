import Foundation

/// Why an output file (a recording, a screenshot) cannot be written.
public struct OutputFileError: Error, CustomStringConvertible, Sendable {
    /// The file that could not be written.
    public var path: String
    /// The system's reason, such as "Permission denied".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot write '\(path)': \(reason). Choose a path in a folder you can write to."
    }

    /// The error for the C library's current `errno`.
    static func fromErrno(path: String) -> OutputFileError {
        OutputFileError(path: path, reason: String(cString: strerror(errno)))
    }

    /// Checks, before any work starts, that `path` can be created or overwritten.
    ///
    /// A file that did not exist before is removed again, so nothing is left behind.
    public static func checkWritable(_ path: String) throws(OutputFileError) {
        let existed = FileManager.default.fileExists(atPath: path)
        guard let file = fopen(path, "a") else { throw fromErrno(path: path) }
        fclose(file)
        if !existed { unlink(path) }
    }
}
