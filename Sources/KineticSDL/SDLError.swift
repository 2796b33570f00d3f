import CSDL2
import Foundation

/// A failure of SDL or one of its libraries, with SDL's own message and what to do about it.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Kinetic was trying to do, such as "open a window".
    public var action: String
    /// SDL's message (`SDL_GetError`).
    public var message: String
    /// What the user can do about it.
    public var advice: String

    public init(action: String, message: String, advice: String = "") {
        self.action = action
        self.message = message
        self.advice = advice
    }

    /// The error for the failure SDL just reported.
    static func current(_ action: String, advice: String = "") -> SDLError {
        SDLError(action: action, message: String(cString: SDL_GetError()), advice: advice)
    }

    public var description: String {
        let detail = message.isEmpty ? "" : ": \(message)"
        return "cannot \(action)\(detail)" + (advice.isEmpty ? "" : "\n\(advice)")
    }
}
