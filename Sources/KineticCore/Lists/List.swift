import Foundation

/// Rows in a scrolling column, built as they come into sight: `List { … }`, with static rows,
/// `ForEach`, and `Section`s with headers and footers.
///
/// ```swift
/// List {
///     Section("Springs") {
///         ForEach(samples) { sample in NavigationLink(sample.title) { sample.screen } }
///     }
/// }
/// .listStyle(.plain)
/// ```
///
/// A list scrolls like a `ScrollView` (the wheel, and a drag that coasts on and springs back
/// at the ends). Only the rows in sight (and a margin) are built, so a list of 10,000 rows
/// costs what its visible rows cost. Selection is not supported.
public struct List<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListBody(content: content)
    }
}

extension List {
    /// A row for each element of `data`, identified by the element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A list's scroll view and its lazy rows, styled by the environment's list style.
private struct ListBody<Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var kind
    @Environment(\.scrollContentBackgroundVisibility) private var backgroundVisibility

    var body: some View {
        let look = ListLook(kind: kind)
        ScrollView {
            LazyRowsView(content: content, look: look)
        }
        .background(backgroundVisibility != .hidden ? look.listBackground.map { Color($0) } ?? .clear : .clear)
    }
}

/// Headed rows of a list: `Section("Title") { … }`, or with `header:` and `footer:` views.
///
/// In a list, the header and footer are rows of their own in the list's section style and the
/// section's rows are grouped (in one card, for the inset styles). Elsewhere, a section shows
/// its header, content and footer one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        builder.nodes(for: header, key: .index(0)) + builder.nodes(for: content, key: .index(1)) + builder.nodes(for: footer, key: .index(2))
    }
}

extension Section: LazyRowGroup {
    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        list.beginSection()
        list.appendRow(ListSectionLabel(content: header, role: .header), path: path + [.index(0)], role: .header)
        list.append(content, path: path + [.index(1)])
        if !(footer is EmptyView) {
            list.appendRow(ListSectionLabel(content: footer, role: .footer), path: path + [.index(2)], role: .footer)
        }
        list.beginSection()
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section headed by `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A group of rows with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section {
    /// A section headed by `header` and ended by `footer`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a title.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section header or footer in a list: small, secondary text.
private struct ListSectionLabel<Content: View>: View {
    let content: Content
    let role: LazyRowList.Role
    @Environment(\.listStyleKind) private var kind

    var body: some View {
        content
            .font(role == .header ? (kind.usesCards ? Font.footnote : Font.subheadline.weight(.semibold)) : Font.footnote)
            .foregroundColor(.secondary)
    }
}

/// The rows of a list or lazy stack, described lazily and handed to one node.
struct LazyRowsView<Content: View>: PrimitiveView {
    var content: Content
    var look: ListLook?
    var axis: Axis = .vertical
    var spacing: Double?
    var alignment = HorizontalAlignment.center
    var verticalAlignment = VerticalAlignment.center

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let rows = LazyRowList(content)
        return builder.single(LazyStackNode.self, make: { LazyStackNode(graph: graph) }) { node in
            node.axis = axis
            node.look = look
            node.spacing = look != nil ? (environment.listRowSpacing ?? 0) : (spacing ?? StackAlgorithm.defaultSpacing)
            node.alignment = alignment
            node.verticalAlignment = verticalAlignment
            node.update(rows: rows, transaction: transaction, environment: environment)
        }
    }
}

/// A column that builds its rows as they come into sight of the scroll view around it:
/// `ScrollView { LazyVStack { ForEach(items) { … } } }`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyRowsView(content: content, look: nil, axis: .vertical, spacing: spacing, alignment: alignment)
    }
}

/// A row that builds its views as they come into sight of the horizontal scroll view around it.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyRowsView(content: content, look: nil, axis: .horizontal, spacing: spacing, verticalAlignment: alignment)
    }
}

/// The headers and footers a lazy stack would pin while its section scrolls. Accepted; Kinetic
/// does not pin them yet (they scroll with their rows).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
