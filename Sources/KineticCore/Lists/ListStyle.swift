import Foundation

/// How a list looks: `.listStyle(.plain)`, `.inset`, `.insetGrouped`, `.grouped`, `.sidebar`
/// or `.automatic`.
///
/// On the desktop `.automatic` is the inset grouped look (sections as rounded cards), as a
/// SwiftUI list on a phone or in a macOS settings pane looks.
public protocol ListStyle {}

/// Rows edge to edge, separated by hairlines; small bold section headers.
public struct PlainListStyle: ListStyle { public init() {} }
/// Rows in one rounded card per section, inset from the list's edges, with no gap between
/// sections.
public struct InsetListStyle: ListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
}
/// Sections as rounded cards inset from the list's edges, with space between them.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Sections as full-width bands, with space between them.
public struct GroupedListStyle: ListStyle { public init() {} }
/// A sidebar's list: plain rows without separators.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The platform's list style: inset grouped, on the desktop.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

/// The list styles Kinetic draws.
enum ListStyleKind: Hashable, Sendable {
    case plain, inset, insetGrouped, grouped, sidebar

    init(_ style: some ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        case is GroupedListStyle: self = .grouped
        case is SidebarListStyle: self = .sidebar
        default: self = .insetGrouped
        }
    }

    /// Whether rows sit on a card colour of their own.
    var usesCards: Bool { self == .inset || self == .insetGrouped || self == .grouped }
}

/// What a list's rows look like in one style: margins, insets, colours, corner shapes.
struct ListLook: Equatable {
    var kind: ListStyleKind

    /// The space between the list's edges and its cards.
    var margin: Double { kind == .inset || kind == .insetGrouped ? 16 : 0 }
    var cornerRadius: Double { kind == .inset || kind == .insetGrouped ? 10 : 0 }
    var rowInsets: EdgeInsets { EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16) }
    var footerInsets: EdgeInsets { EdgeInsets(top: 6, leading: 16 + margin, bottom: 10, trailing: 16 + margin) }
    /// A row is never shorter than this (SwiftUI's default minimum row height).
    var minimumRowHeight: Double { 44 }
    var showsSeparators: Bool { kind != .sidebar }
    var separatorColor: RGBAColor { RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.12) }
    /// The fill of a row, when the style gives rows one.
    var rowBackground: RGBAColor? { kind.usesCards ? RGBAColor(hex: 0x22252E) : nil }
    /// The fill behind the whole list, when the style gives it one.
    var listBackground: RGBAColor? { kind.usesCards ? RGBAColor(hex: 0x0E1014) : nil }

    func headerInsets(first: Bool) -> EdgeInsets {
        let top: Double = kind == .plain || kind == .sidebar ? 8 : (kind == .inset ? 12 : (first ? 16 : 28))
        return EdgeInsets(top: top, leading: 16 + margin, bottom: 6, trailing: 16 + margin)
    }

    /// A row's card: rounded at the top for a section's first row, at the bottom for its last.
    func cardShape(size: CGSize, top: Bool, bottom: Bool) -> DisplayShape {
        let radius = min(cornerRadius, Double(size.height) / 2, Double(size.width) / 2)
        guard radius > 0, top || bottom else { return .rectangle }
        if top && bottom { return .roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .circular) }
        let w = Double(size.width), h = Double(size.height)
        // A circular corner as a cubic (the usual 0.5523 handle length).
        let k = radius * 0.5523
        var path = Path()
        if top {
            path.move(to: CGPoint(x: 0, y: h))
            path.addLine(to: CGPoint(x: 0, y: radius))
            path.addCurve(to: CGPoint(x: radius, y: 0), control1: CGPoint(x: 0, y: radius - k), control2: CGPoint(x: radius - k, y: 0))
            path.addLine(to: CGPoint(x: w - radius, y: 0))
            path.addCurve(to: CGPoint(x: w, y: radius), control1: CGPoint(x: w - radius + k, y: 0), control2: CGPoint(x: w, y: radius - k))
            path.addLine(to: CGPoint(x: w, y: h))
        } else {
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: w, y: 0))
            path.addLine(to: CGPoint(x: w, y: h - radius))
            path.addCurve(to: CGPoint(x: w - radius, y: h), control1: CGPoint(x: w, y: h - radius + k), control2: CGPoint(x: w - radius + k, y: h))
            path.addLine(to: CGPoint(x: radius, y: h))
            path.addCurve(to: CGPoint(x: 0, y: h - radius), control1: CGPoint(x: radius - k, y: h), control2: CGPoint(x: 0, y: h - radius + k))
        }
        path.closeSubpath()
        return .path(path)
    }
}

/// Whether something the system draws shows: `.automatic` leaves it to the context.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// The top or bottom edge, for row separators.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What row modifiers set on a list row: nil (or `.automatic`) leaves the list's own.
struct ListRowTraits: Equatable {
    var separator = Visibility.automatic
    var insets: EdgeInsets?
    var background: AnyView?

    /// These traits with those `other` sets taking their place.
    func overridden(by other: ListRowTraits) -> ListRowTraits {
        ListRowTraits(separator: other.separator != .automatic ? other.separator : separator,
                      insets: other.insets ?? insets, background: other.background ?? background)
    }

    static func == (a: ListRowTraits, b: ListRowTraits) -> Bool {
        a.separator == b.separator && a.insets == b.insets && a.background?.typeID == b.background?.typeID
    }
}

/// A row modifier: sets a trait of the list row it is in (or, around a `ForEach` or section,
/// of every row in it).
struct ListRowTraitView<Content: View>: PrimitiveView, LazyRowSource {
    var content: Content
    var change: (inout ListRowTraits) -> Void

    func appendRows(to list: inout LazyRowList, path: [NodeKey]) {
        list.withTraits(change) { $0.append(content, path: path + [.content]) }
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        var ancestor: Node? = builder.parent
        while let node = ancestor {
            if let row = node as? LazyRowNode {
                row.setOwnTraits(change)
                break
            }
            ancestor = node.parent
        }
        return builder.nodes(for: content, key: .content)
    }
}

private struct ListStyleKindKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: Double? { nil } }
private struct IsInListKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    var listRowSpacing: Double? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// True inside a list's rows (a `NavigationLink` there shows a chevron and takes the row).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
    var scrollContentBackgroundVisibility: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lists inside look.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, ListStyleKind(style))
    }

    /// Shows or hides the separators of the rows this applies to (`edges` is accepted; a
    /// Kinetic row has one separator, below it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { $0.separator = visibility }
    }

    /// The insets around the content of the rows this applies to; nil keeps the list's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitView(content: self) { $0.insets = insets }
    }

    /// A view drawn behind the rows this applies to, in place of the list's row colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return ListRowTraitView(content: self) { $0.background = background }
    }

    /// The space between the rows of the lists inside; nil keeps the style's (none).
    public func listRowSpacing(_ spacing: Double?) -> some View {
        environment(\.listRowSpacing, spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
    }

    /// Hides (or shows) the background that a list or scroll view draws behind its content.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundVisibility, visibility)
    }
}
