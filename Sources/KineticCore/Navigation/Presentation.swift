import Foundation

extension View {
    /// Presents `content` as a sheet over this view while `isPresented` is true: it rises
    /// from the bottom over a dimmed background, inset from the top, with a Close button.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented: isPresented, inset: PresentationHost<Self>.sheetInset, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(item: item, inset: PresentationHost<Self>.sheetInset, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole of this view while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(isPresented: isPresented, inset: 0, onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(item: item, inset: 0, onDismiss: onDismiss, content: content)
    }

    private func presenting<Content: View>(isPresented: Binding<Bool>, inset: Double, onDismiss: (() -> Void)?,
                                           content: @escaping () -> Content) -> PresentationHost<Self> {
        PresentationHost(base: self, isPresented: isPresented.wrappedValue, inset: inset,
                         dismiss: { withTransaction(navigationTransaction()) { isPresented.wrappedValue = false }; onDismiss?() },
                         content: { AnyView(content()) })
    }

    private func presenting<Item: Identifiable, Content: View>(item: Binding<Item?>, inset: Double, onDismiss: (() -> Void)?,
                                                               content: @escaping (Item) -> Content) -> PresentationHost<Self> {
        let current = item.wrappedValue
        return PresentationHost(base: self, isPresented: current != nil, inset: inset, id: current.map { AnyHashable($0.id) },
                                dismiss: { withTransaction(navigationTransaction()) { item.wrappedValue = nil }; onDismiss?() },
                                content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }
}

/// A view with a presentation over it.
struct PresentationHost<Base: View>: View {
    let base: Base
    let isPresented: Bool
    /// How far below the top the presented screen starts (0: it covers everything).
    let inset: Double
    static var sheetInset: Double { 40 }
    var id: AnyHashable? = nil
    let dismiss: () -> Void
    let content: () -> AnyView

    var body: some View {
        ZStack(alignment: .topLeading) {
            base
            if isPresented {
                WindowFillView { Color(white: 0, opacity: 0.45) }.transition(.opacity)
                WindowFillView {
                    NavigationScreen(content: content(), isTop: true, pop: dismiss, edge: .bottom, showsBackButton: true)
                        .padding(EdgeInsets(top: inset))
                }
                .id(id ?? AnyHashable(0))
            }
        }
        // Presenting or dismissing without an animation still rises and falls.
        .transaction(animateNavigation)
    }
}

/// Lays its content over the whole window, wherever it is in the tree (a presentation covers
/// the window, not the view it is attached to), without taking room in its container.
struct WindowFillView<Content: View>: PrimitiveView {
    let content: Content

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(WindowFillNode.self, content: content, make: { WindowFillNode(graph: graph) })
    }
}

final class WindowFillNode: ModifierNode {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    override func setFrame(_ frame: CGRect) {
        let origin = parentWindowOrigin
        super.setFrame(CGRect(x: -Double(origin.x), y: -Double(origin.y), width: Double(graph.size.width), height: Double(graph.size.height)))
    }

    override func placeChildren(in size: CGSize) {
        let rect = CGRect(origin: .zero, size: size)
        for child in layoutChildren { child.place(in: rect, proposal: ProposedViewSize(size)) }
    }
}
