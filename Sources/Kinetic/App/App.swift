import Foundation
import KineticCore

/// A whole program: its scenes, and the entry point that shows them.
///
/// Mark the type `@main` and give it a window; `import Kinetic` brings the `main()` that opens
/// it on the Linux desktop, paced to the display, as SwiftUI's does on Apple's systems.
///
/// ```swift
/// import Kinetic
///
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup("Counter") { ContentView() }
///             .defaultSize(width: 480, height: 320)
///     }
/// }
/// ```
///
/// `@State` and `@Environment` properties of the app work as a view's do: the app's `body` runs
/// again when its state changes, and the window's content with it.
///
/// The environment switches every app takes (see ``LaunchOptions``): `KINETIC_RECORD=path`
/// records frame timing as the playground's `--record` does, `KINETIC_HEADLESS=1` renders with
/// no display, `KINETIC_FRAMES`, `KINETIC_DURATION`, `KINETIC_FPS`, `KINETIC_SCREENSHOT` and
/// `KINETIC_SCALE` as their command-line namesakes. `KINETIC_PREVIEWS=1` opens the previews
/// browser instead of the app's window: every `#Preview` in the program, listed and shown live.
@MainActor @preconcurrency
public protocol App {
    /// The scenes' type.
    associatedtype Body: Scene
    /// The app's scenes: Kinetic shows the first `WindowGroup` in a window.
    @SceneBuilder var body: Body { get }
    /// Makes the app; the entry point calls it once.
    init()
}

extension App {
    /// The entry point `@main` calls: opens the app's window with the switches in the
    /// process's environment, runs until the window closes, the quit key or a signal, and
    /// returns. A bad switch, a missing display or font, or an unwritable output path ends the
    /// program with a message saying what to do, and a non-zero status.
    public static func main() {
        let launcher = AppLauncher(name: AppLauncher.programName)
        let options: LaunchOptions
        do {
            options = try LaunchOptions(environment: ProcessInfo.processInfo.environment)
        } catch {
            launcher.fail(error, code: 64)
        }
        run(options)
    }

    /// Runs the app with `options` instead of the environment's: what a command-line tool
    /// built on an app calls once it has read its own arguments (the playground does).
    public static func run(_ options: LaunchOptions) {
        if options.previews {
            // The previews browser in place of the app's window: the SwiftUI canvas.
            AppLauncher(name: options.programName ?? AppLauncher.programName).runPreviews(options: options)
            return
        }
        let app = Self()
        let window = SceneResolver.window(in: app.body)
        AppLauncher(name: options.programName ?? AppLauncher.programName).run(
            title: window.title.isEmpty ? (options.programName ?? AppLauncher.programName) : window.title,
            defaultSize: window.defaultSize, options: options) {
            AppRootView(app: app)
        }
    }
}

/// The root of an app's view graph: the app's own `@State` lives in its node, and its window's
/// content is what the app's `body` gives.
struct AppRootView<A: App>: View, CustomReflectable {
    let app: A

    // The graph finds the app's @State and @Environment properties through this mirror.
    var customMirror: Mirror { Mirror(reflecting: app) }

    var body: some View {
        // The graph draws on the main thread; an app's body is main-actor code, as in SwiftUI.
        nonisolated(unsafe) let app = self.app
        nonisolated(unsafe) var content = AnyView(EmptyView())
        MainActor.assumeIsolated {
            content = SceneResolver.window(in: app.body).content
        }
        return content
    }
}
