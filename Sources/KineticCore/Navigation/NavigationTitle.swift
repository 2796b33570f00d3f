import Foundation

// navigationTitle: on the Linux desktop, as on the Mac, the title of the content a window shows
// is the window's title. The newest title set wins, so the scene a shell shows names its window.

extension View {
    /// Names what this view shows; the window it is in takes it as its title.
    public func navigationTitle(_ title: String) -> some View { NavigationTitleView(content: self, title: title) }

    /// Names what this view shows, from a localized key.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title.string) }
}

struct NavigationTitleView<Content: View>: PrimitiveView {
    var content: Content
    var title: String

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(ModifierNode.self, content: content, make: { ModifierNode(graph: graph) }) { _ in
            graph.navigationTitle = title
        }
    }
}
