import Foundation

/// The desktop's clipboard, for a Copy button: `Clipboard.string = code`.
///
/// In a window it is the system's clipboard (other programs paste what a scene copies); with no
/// window (headless runs, tests) it is this process's own, so copying still works and can be
/// checked. Use it from the main thread, as every view action runs (SDL's clipboard is not
/// thread-safe); the lock only keeps the process's own copy whole.
public enum Clipboard {
    /// How a platform reads and writes its clipboard.
    public struct Backend: Sendable {
        public var read: @Sendable () -> String?
        public var write: @Sendable (String) -> Void
        public init(read: @escaping @Sendable () -> String?, write: @escaping @Sendable (String) -> Void) {
            self.read = read
            self.write = write
        }
    }

    /// The platform's clipboard while a window is open; nil for the process's own.
    public static var backend: Backend? {
        get { lock.withLock { stored.backend } }
        set { lock.withLock { stored.backend = newValue } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: (backend: Backend?, local: String?) = (nil, nil)

    /// The text on the clipboard, or nil when it holds none.
    public static var string: String? {
        get {
            let (backend, local) = lock.withLock { stored }
            return backend.map { $0.read() } ?? local
        }
        set {
            let backend = lock.withLock {
                stored.local = newValue
                return stored.backend
            }
            backend?.write(newValue ?? "")
        }
    }
}
