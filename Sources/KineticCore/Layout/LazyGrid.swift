import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): how wide it is, the space after
/// it, and how cells sit in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) { … }   // as many 150+ pt columns as fit
/// LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible())]) { … }
/// ```
public struct GridItem: Hashable, Sendable {
    /// How a column's width is decided.
    public enum Size: Hashable, Sendable {
        /// Exactly this wide.
        case fixed(Double)
        /// A share of the space the fixed columns leave, between `minimum` and `maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns at least `minimum` wide as fit in this item's share, each at most
        /// `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The space after this column (8 when nil).
    public var spacing: Double?
    /// Where cells sit in this column's cells; the grid's alignment when nil.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The columns (or rows) of a grid resolved for a length: where each track starts and how long
/// it is. An adaptive item becomes as many tracks as fit.
struct GridTracks: Equatable {
    struct Track: Equatable {
        var start: Double
        var length: Double
        var alignment: Alignment?
    }
    var tracks: [Track]

    /// The length the tracks span, from the first one's start to the last one's end.
    var length: Double { tracks.last.map { $0.start + $0.length } ?? 0 }

    static let defaultSpacing = 8.0

    /// Numbers a grid item can use: NaN or negative sizes and spacings become 0, a maximum
    /// below the minimum becomes the minimum (once per bad item, the graph warns).
    static func sanitized(_ item: GridItem, warn: (String) -> Void) -> GridItem {
        func clean(_ value: Double, _ name: String) -> Double {
            if value.isNaN || value < 0 || value == .infinity {
                warn("GridItem: \(name) \(value) is not a length ≥ 0; using 0")
                return 0
            }
            return value
        }
        func cleanMaximum(_ value: Double, minimum: Double) -> Double {
            if value.isNaN || value < minimum {
                warn("GridItem: maximum \(value) is below the minimum \(minimum); using the minimum")
                return minimum
            }
            return value
        }
        var item = item
        switch item.size {
        case .fixed(let length):
            item.size = .fixed(clean(length, "fixed size"))
        case .flexible(let minimum, let maximum):
            let minimum = clean(minimum, "minimum")
            item.size = .flexible(minimum: minimum, maximum: cleanMaximum(maximum, minimum: minimum))
        case .adaptive(let minimum, let maximum):
            // An adaptive column of no width would make infinitely many columns.
            var minimum = clean(minimum, "minimum")
            if minimum == 0 {
                warn("GridItem.adaptive(minimum: 0) would fit any number of columns; using 1")
                minimum = 1
            }
            item.size = .adaptive(minimum: minimum, maximum: cleanMaximum(maximum, minimum: minimum))
        }
        if let spacing = item.spacing { item.spacing = clean(spacing, "spacing") }
        return item
    }

    /// Resolves `items` for `available` points (nil: each at its smallest).
    ///
    /// Fixed items take their size and the spacings theirs; the rest is shared among the
    /// flexible and adaptive items, the most constrained first, each clamped to its own range
    /// (what one cannot take goes to the others). An adaptive item then splits its share into
    /// as many columns of at least its minimum as fit, with its spacing between them.
    static func resolve(_ items: [GridItem], available: Double?) -> GridTracks {
        guard !items.isEmpty else { return GridTracks(tracks: []) }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var lengths = Array(repeating: 0.0, count: items.count)
        var shared: [(index: Int, minimum: Double, maximum: Double)] = []
        var fixedTotal = 0.0
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                lengths[index] = length
                fixedTotal += length
            case .flexible(let minimum, let maximum):
                shared.append((index, minimum, maximum))
            case .adaptive(let minimum, _):
                // An adaptive item's maximum bounds each of its columns, not its share.
                shared.append((index, minimum, .infinity))
            }
        }
        let gaps = spacings.dropLast().reduce(0, +)
        if let available, available.isFinite {
            var remaining = max(0, available - fixedTotal - gaps)
            var left = shared.count
            // The items with the smallest maximum first: what they cannot take is shared by the rest.
            for entry in shared.sorted(by: { ($0.maximum, $0.index) < ($1.maximum, $1.index) }) {
                let share = remaining / Double(left)
                let length = min(entry.maximum, max(entry.minimum, share))
                lengths[entry.index] = length
                remaining = max(0, remaining - length)
                left -= 1
            }
        } else {
            for entry in shared { lengths[entry.index] = entry.minimum }
        }
        var tracks: [Track] = []
        var cursor = 0.0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                let share = lengths[index]
                let count = max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
                let each = min(maximum, max(minimum, (share - spacing * Double(count - 1)) / Double(count)))
                for column in 0..<count {
                    tracks.append(Track(start: cursor, length: each, alignment: item.alignment))
                    cursor += each + (column < count - 1 ? spacing : 0)
                }
            } else {
                tracks.append(Track(start: cursor, length: lengths[index], alignment: item.alignment))
                cursor += lengths[index]
            }
            if index < items.count - 1 { cursor += spacing }
        }
        return GridTracks(tracks: tracks)
    }
}

/// A grid that grows along `axis`: its tracks run across it (a vertical grid's columns), and
/// its children fill them line by line in order.
struct LazyGridLayout: Layout {
    var axis: Axis
    var items: [GridItem]
    /// Where a cell sits in its track, for tracks that say nothing.
    var alignment: Alignment
    /// The space between lines (8 when nil).
    var spacing: Double?

    private func across(_ proposal: ProposedViewSize) -> Double? { axis == .vertical ? proposal.width : proposal.height }
    private func along(_ size: CGSize) -> Double { Double(axis == .vertical ? size.height : size.width) }
    private func cellProposal(_ length: Double) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// The tracks, and each line's children with the line's thickness along the axis.
    private func lines(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (GridTracks, [(range: Range<Int>, thickness: Double)]) {
        let tracks = GridTracks.resolve(items, available: across(proposal))
        let perLine = max(1, tracks.tracks.count)
        var lines: [(range: Range<Int>, thickness: Double)] = []
        var start = 0
        while start < subviews.count {
            let range = start..<min(subviews.count, start + perLine)
            var thickness = 0.0
            for (offset, index) in range.enumerated() {
                let length = tracks.tracks.isEmpty ? 0 : tracks.tracks[offset].length
                thickness = max(thickness, along(subviews[index].sizeThatFits(cellProposal(length))))
            }
            lines.append((range, thickness))
            start = range.upperBound
        }
        return (tracks, lines)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = lines(proposal, subviews)
        let gap = spacing ?? GridTracks.defaultSpacing
        let length = lines.reduce(0) { $0 + $1.thickness } + gap * Double(max(0, lines.count - 1))
        return axis == .vertical ? CGSize(width: tracks.length, height: length) : CGSize(width: length, height: tracks.length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = lines(ProposedViewSize(bounds.size), subviews)
        guard !tracks.tracks.isEmpty else {
            // No columns: nothing has room.
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let gap = spacing ?? GridTracks.defaultSpacing
        // The tracks are centred across the bounds when they span less.
        let acrossLength = Double(axis == .vertical ? bounds.width : bounds.height)
        let acrossStart = (axis == .vertical ? Double(bounds.minX) : Double(bounds.minY)) + max(0, acrossLength - tracks.length) / 2
        var cursor = axis == .vertical ? Double(bounds.minY) : Double(bounds.minX)
        for line in lines {
            for (offset, index) in line.range.enumerated() {
                let track = tracks.tracks[offset]
                let cell = axis == .vertical
                    ? CGRect(x: acrossStart + track.start, y: cursor, width: track.length, height: line.thickness)
                    : CGRect(x: cursor, y: acrossStart + track.start, width: line.thickness, height: track.length)
                let subview = subviews[index]
                let size = subview.sizeThatFits(cellProposal(track.length))
                subview.place(at: (track.alignment ?? alignment).origin(of: size, in: cell), anchor: .topLeading, proposal: cellProposal(track.length))
            }
            cursor += line.thickness + gap
        }
    }
}

/// Views in columns, filled row by row and growing downwards: `LazyVGrid(columns:) { … }`.
///
/// Every cell is made and laid out, not only the visible ones: the grid is as lazy as a
/// ``VStack`` for now.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - columns: the columns; an adaptive item makes as many as fit.
    ///   - alignment: where cells sit in their columns (their rows centre them vertically).
    ///   - spacing: the space between rows (8 when nil).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        GridView(layout: layout, content: content).makeNodes(&builder)
    }
}

/// Views in rows, filled column by column and growing to the right: `LazyHGrid(rows:) { … }`.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - rows: the rows; an adaptive item makes as many as fit.
    ///   - alignment: where cells sit in their rows (their columns centre them horizontally).
    ///   - spacing: the space between columns (8 when nil).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        GridView(layout: layout, content: content).makeNodes(&builder)
    }
}

/// A grid with its items checked once, when the view is made.
private struct GridView<Content: View>: PrimitiveView {
    var layout: LazyGridLayout
    let content: Content

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        var layout = self.layout
        layout.items = layout.items.map { GridTracks.sanitized($0) { graph.warn($0, key: $0) } }
        if let spacing = layout.spacing, spacing.isNaN || spacing < 0 || spacing == .infinity {
            graph.warn("grid spacing \(spacing) is not a length ≥ 0; using 8", key: "grid-spacing:\(spacing)")
            layout.spacing = nil
        }
        if layout.items.isEmpty {
            graph.warn("a grid with no \(layout.axis == .vertical ? "columns" : "rows") shows nothing; give it at least one GridItem", key: "grid-empty")
        }
        return LayoutView(layout: layout, content: content).makeNodes(&builder)
    }
}
