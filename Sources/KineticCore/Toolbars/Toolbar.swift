import Foundation

// Toolbars: `.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { … } } }`.
//
// The items of every `.toolbar` inside a screen of a NavigationStack (its root, each pushed
// screen, a sheet) go up to that screen as a preference, and the screen draws them in a bar
// laid over its top edge, as it draws its Back button: leading items after the Back button,
// trailing items at the right, the principal item in the middle, and bottom-bar items in a bar
// along the bottom edge. A `.toolbar` outside any such screen draws its bar over its own view.
// `.keyboard` items are not drawn: a desktop has no on-screen keyboard to sit above.

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom, keyboard }
    let slot: Slot
    let name: String

    public static let automatic = ToolbarItemPlacement(slot: .trailing, name: "automatic")
    public static let principal = ToolbarItemPlacement(slot: .principal, name: "principal")
    public static let navigation = ToolbarItemPlacement(slot: .leading, name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing, name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing, name: "secondaryAction")
    public static let status = ToolbarItemPlacement(slot: .bottom, name: "status")
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading, name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing, name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading, name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing, name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading, name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing, name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom, name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard, name: "keyboard")
}

/// One item of a toolbar, as a screen's bar draws it.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
}

/// What a `.toolbar` holds: items and groups of items.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    /// The items, as other toolbar content. Main-actor code, as a view's body is.
    @MainActor @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that is its own items.
protocol PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
        // Toolbar content is built on the main thread, where views' bodies run.
        return graphThreadFunction { (content: Self) in content.body }(self).toolbarEntries
    }
}

/// One item: `ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { return fatalError("ToolbarItem has no body") }
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identity a user could customise it by (on the Mac); the same here.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views in one place, side by side: `ToolbarItemGroup(placement: .bottomBar) { … }`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: 10) { content }))]
    }
}

/// Toolbar items the builder put together.
public struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
    public var body: Never { return fatalError("_ToolbarContentList has no body") }
    var toolbarEntries: [ToolbarEntry] { entries }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock(_ parts: any ToolbarContent...) -> _ToolbarContentList {
        _ToolbarContentList(entries: parts.flatMap(\.toolbarEntries))
    }
    public static func buildOptional(_ content: (any ToolbarContent)?) -> _ToolbarContentList {
        _ToolbarContentList(entries: content?.toolbarEntries ?? [])
    }
    public static func buildEither(first content: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.toolbarEntries)
    }
    public static func buildEither(second content: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.toolbarEntries)
    }
    public static func buildArray(_ parts: [any ToolbarContent]) -> _ToolbarContentList {
        _ToolbarContentList(entries: parts.flatMap(\.toolbarEntries))
    }
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.toolbarEntries)
    }
}

// MARK: Reaching the screen

struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}

private struct ToolbarHostedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a screen that draws the toolbars of its content.
    var isToolbarHosted: Bool {
        get { self[ToolbarHostedKey.self] }
        set { self[ToolbarHostedKey.self] = newValue }
    }
}

/// A `.toolbar`: its items go up to the screen around it, or, with no screen around it, into a
/// bar over this view.
struct ToolbarModifierView<Content: View>: PrimitiveView {
    var content: Content
    var entries: [ToolbarEntry]

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let entries = self.entries
        let written = content.transformPreference(ToolbarItemsKey.self) { $0 += entries }
        if builder.environment.isToolbarHosted { return builder.nodes(for: written, key: .content) }
        return builder.nodes(for: ToolbarHost(leadingInset: 0) { written }, key: .content)
    }
}

/// A screen's toolbar: the items of the toolbars inside `content`, drawn over it. The items stop
/// here: a stack around this screen does not draw them again.
struct ToolbarHost<Content: View>: View {
    /// Room left on the leading side of the top bar (for a Back button).
    let leadingInset: Double
    let content: Content

    init(leadingInset: Double, @ViewBuilder content: () -> Content) {
        self.leadingInset = leadingInset
        self.content = content()
    }

    var body: some View {
        let inset = leadingInset
        content
            .environment(\.isToolbarHosted, true)
            .overlayPreferenceValue(ToolbarItemsKey.self, alignment: .top) { entries in
                ToolbarBars(entries: entries, leadingInset: inset)
            }
            .preference(key: ToolbarItemsKey.self, value: [])
    }
}

/// The top bar and the bottom bar of a screen.
struct ToolbarBars: View {
    let entries: [ToolbarEntry]
    let leadingInset: Double

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        entries.filter { $0.placement.slot == slot }.map(\.content)
    }

    var body: some View {
        let leading = items(.leading), trailing = items(.trailing), principal = items(.principal), bottom = items(.bottom)
        VStack(spacing: 0) {
            if !(leading.isEmpty && trailing.isEmpty && principal.isEmpty) {
                ZStack {
                    HStack(spacing: 10) {
                        ForEach(leading.indices, id: \.self) { leading[$0] }
                        Spacer(minLength: 0)
                        ForEach(trailing.indices, id: \.self) { trailing[$0] }
                    }
                    HStack(spacing: 10) {
                        ForEach(principal.indices, id: \.self) { principal[$0] }
                    }
                }
                .padding(EdgeInsets(top: 14, leading: 14 + leadingInset, bottom: 0, trailing: 14))
                .accessibilityIdentifier("toolbar.top")
            }
            Spacer(minLength: 0)
            if !bottom.isEmpty {
                HStack(spacing: 16) {
                    Spacer(minLength: 0)
                    ForEach(bottom.indices, id: \.self) { bottom[$0] }
                    Spacer(minLength: 0)
                }
                .padding(.vertical, 10)
                .background(.bar)
                .accessibilityIdentifier("toolbar.bottom")
            }
        }
    }
}

extension View {
    /// Puts `content`'s items in the toolbar of the screen this view is on.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ToolbarModifierView(content: self, entries: content().toolbarEntries)
    }

    /// Puts the views of `content` in the toolbar of the screen this view is on, at the
    /// trailing end of its top bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarModifierView(content: self, entries: [ToolbarEntry(placement: .automatic, content: AnyView(HStack(spacing: 10) { content() }))])
    }

    /// The older form: views at the leading and trailing ends of the screen's top bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        ToolbarModifierView(content: self, entries: [ToolbarEntry(placement: .topBarLeading, content: AnyView(leading)),
                                                     ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))])
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        ToolbarModifierView(content: self, entries: [ToolbarEntry(placement: .topBarLeading, content: AnyView(leading))])
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        ToolbarModifierView(content: self, entries: [ToolbarEntry(placement: .topBarTrailing, content: AnyView(trailing))])
    }
}
