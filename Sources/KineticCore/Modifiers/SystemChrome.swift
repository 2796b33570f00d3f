import Foundation

// Modifiers for a phone's system chrome (status bar, home indicator, safe areas, bar styles),
// accepted so that SwiftUI code written for iOS builds and runs here, each with the nearest
// meaning a desktop window has, which is none: the view draws as it would without them.

/// Where a toolbar's items and backgrounds go.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// SwiftUI's older spelling of `ignoresSafeArea(edges:)`: a desktop window has no safe area,
    /// so the view already fills the space it is given.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// A desktop window has no status bar to hide.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }

    /// A desktop window has no home indicator or other system overlay to hide.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }

    /// The navigation title names the window here, whatever the mode.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }

    /// Accepted: the bars of a desktop window are its own and keep their look.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted: the bars of a desktop window are its own and keep their look.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
}
