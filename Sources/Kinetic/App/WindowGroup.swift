import Foundation
import KineticCore

/// A window showing a view: the scene almost every app has.
///
/// ```swift
/// WindowGroup("Springs") { SpringView() }
/// ```
///
/// On the Linux desktop an app opens one window, resizable, titled with the group's title (or
/// the program's name), at the group's ``Scene/defaultSize(width:height:)`` or 800 × 600 points.
public struct WindowGroup<Content: View>: Scene, ResolvableScene {
    let title: String
    let content: Content

    /// A window titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    /// A window titled with the program's name.
    public init(@ViewBuilder content: () -> Content) {
        self.init("", content: content)
    }

    /// A window titled `title`, with an identifier for programmatic opening (Kinetic opens the
    /// app's one window; the identifier is accepted and not used).
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }

    public var body: Never { fatalError("WindowGroup has no body") }

    func window(_ resolver: inout SceneResolver) -> WindowDescription? {
        WindowDescription(title: title, content: AnyView(content))
    }
}
