import Foundation
import KineticCore

/// A part of an app's interface that the system shows: on the Linux desktop, a window.
///
/// Write scenes from ``WindowGroup`` and the scene modifiers (``Scene/defaultSize(width:height:)``),
/// or compose your own from them in `body`.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene this one is made of.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {
    public var body: Never { fatalError("Never has no body") }
}

/// Builds an app's scenes from the statements in `body`.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
        TupleScene(repeat each scenes)
    }
}

/// Several scenes side by side. Kinetic opens one window: the first ``WindowGroup``.
public struct TupleScene<each S: Scene>: Scene, ResolvableScene {
    let scenes: (repeat each S)

    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    public var body: Never { fatalError("TupleScene has no body") }

    func window(_ resolver: inout SceneResolver) -> WindowDescription? {
        var found: WindowDescription?
        for scene in repeat each scenes {
            if let window = resolver.window(in: scene) {
                if found == nil { found = window } else { resolver.skippedWindows += 1 }
            }
        }
        return found
    }
}

/// A window's description: what a scene resolves to.
struct WindowDescription {
    var title: String
    var content: AnyView
    var defaultSize: CGSize?
}

/// A scene Kinetic knows how to show without asking for its body.
@MainActor
protocol ResolvableScene {
    func window(_ resolver: inout SceneResolver) -> WindowDescription?
}

/// Finds the window an app shows in its scenes.
@MainActor
struct SceneResolver {
    var skippedWindows = 0

    mutating func window(in scene: some Scene) -> WindowDescription? {
        if let resolvable = scene as? any ResolvableScene { return resolvable.window(&self) }
        if scene.body is Never { return nil }
        return window(in: scene.body)
    }

    /// The app's window: the first WindowGroup of `scene`, or an empty one (with a warning)
    /// when there is none.
    static func window(in scene: some Scene) -> WindowDescription {
        var resolver = SceneResolver()
        guard let window = resolver.window(in: scene) else {
            Diagnostics.warningOnce("the app's body has no WindowGroup; an empty window opens. Write WindowGroup { ContentView() } in body")
            return WindowDescription(title: "", content: AnyView(EmptyView()))
        }
        if resolver.skippedWindows > 0 {
            Diagnostics.warningOnce("Kinetic opens one window per app: the first WindowGroup is shown and \(resolver.skippedWindows) more are not")
        }
        return window
    }
}

extension Scene {
    /// The size the window opens at, in points, when the user has not sized it.
    public func defaultSize(width: Double, height: Double) -> some Scene {
        DefaultSizeScene(scene: self, size: CGSize(width: width, height: height))
    }

    /// The size the window opens at, in points, when the user has not sized it.
    public func defaultSize(_ size: CGSize) -> some Scene {
        DefaultSizeScene(scene: self, size: size)
    }
}

/// A scene with the size its window opens at.
struct DefaultSizeScene<S: Scene>: Scene, ResolvableScene {
    let scene: S
    let size: CGSize

    var body: Never { fatalError("DefaultSizeScene has no body") }

    func window(_ resolver: inout SceneResolver) -> WindowDescription? {
        guard var window = resolver.window(in: scene) else { return nil }
        // The size closest to the WindowGroup wins, as for other modifiers written inside.
        if window.defaultSize == nil { window.defaultSize = size }
        return window
    }
}
