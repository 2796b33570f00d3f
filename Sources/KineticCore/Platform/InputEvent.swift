import Foundation

/// An input event from a platform, in points, already translated from the platform's own form.
public enum InputEvent: Hashable, Sendable {
    /// The user asked to quit: closed the window, pressed Ctrl-C, or the system is stopping us.
    case quit
    /// A key went down. `key` is the key's name in lower case ("space", "escape", "a"), after
    /// the modifiers held, joined by "+" ("ctrl+s", "ctrl+shift+z").
    case keyDown(key: String)
    /// Text was typed: the characters a key (or an input method) made, after the key's own
    /// `keyDown`. A focused text field inserts them.
    case textInput(String)
    /// A mouse button went down at `location`.
    case mouseDown(location: CGPoint, button: Int)
    /// A mouse button went up at `location`.
    case mouseUp(location: CGPoint, button: Int)
    /// The pointer moved to `location`.
    case mouseMoved(location: CGPoint)
    /// The wheel (or a touchpad's two fingers) turned over `location` by `delta` points: a
    /// positive height scrolls the content up, showing what is below.
    case scrolled(location: CGPoint, delta: CGSize)
    /// A pinch over `location`: the view's scale changes by the factor `scale` (Control with
    /// the wheel).
    case pinched(location: CGPoint, scale: Double)
    /// A twist over `location` by `degrees` (Control and Shift with the wheel).
    case twisted(location: CGPoint, degrees: Double)
    /// The window changed size (in points) or scale; the next frame lays out again.
    case resized(size: CGSize)
    /// The window's contents were lost (uncovered, restored) and need drawing again.
    case exposed
    /// The window was hidden or minimised: timelines drop to their low-frequency mode.
    case hidden
    /// The window shows again after being hidden or minimised.
    case shown
}
