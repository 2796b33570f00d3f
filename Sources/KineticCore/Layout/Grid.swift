import Foundation

// SwiftUI's `Grid`: rows of cells in shared columns. Each column is as wide as its widest
// cell, each row as tall as its tallest; a view outside a `GridRow` spans every column. The
// grid lays out its rows' cells itself: it measures them through the rows, then gives each row
// the rectangles of its cells before placing it.

// MARK: Cells

/// What a view says about its cell: `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`
/// and `gridCellUnsizedAxes`. Nil fields say nothing.
struct GridCellInfo: Equatable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// These values over `inner`'s: the modifier farther out wins for each field it sets.
    func over(_ inner: GridCellInfo) -> GridCellInfo {
        GridCellInfo(columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
                     anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
    }
}

/// The node of the grid cell modifiers.
final class GridCellNode: ModifierNode {
    var info = GridCellInfo()
    override var typeName: String { "gridCell" }
    override var gridCell: GridCellInfo {
        info.over(children.count == 1 ? children[0].gridCell : GridCellInfo())
    }
}

struct GridCellView<Content: View>: PrimitiveView {
    var content: Content
    var info: GridCellInfo

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, info = self.info
        return builder.modifier(GridCellNode.self, content: content, make: { GridCellNode(graph: graph) }) { node in
            // A column's alignment or a cell's span changes the whole grid: an update that
            // changes them lays it out again.
            node.keepsLayout(if: node.info == info)
            node.info = info
        }
    }
}

extension View {
    /// Makes the cell span `count` columns of its row (1 by default).
    public func gridCellColumns(_ count: Int) -> some View {
        var columns = count
        if count < 1 {
            Diagnostics.warningOnce("gridCellColumns(\(count)): a cell spans at least one column; using 1")
            columns = 1
        }
        return GridCellView(content: self, info: GridCellInfo(columns: columns))
    }

    /// Aligns every cell of the view's column horizontally so, in whichever row it is set (the
    /// first row that sets it wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellView(content: self, info: GridCellInfo(columnAlignment: guide))
    }

    /// Puts the view at `anchor` in its cell, over the column's and the row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        var anchor = anchor
        if !anchor.x.isFinite || !anchor.y.isFinite {
            Diagnostics.warningOnce("gridCellAnchor(\(anchor)): not a point; using .center")
            anchor = .center
        }
        return GridCellView(content: self, info: GridCellInfo(anchor: anchor))
    }

    /// Keeps the view from sizing its column (`.horizontal`) or its row (`.vertical`): it takes
    /// the size the others give the cell. For a flexible view in a grid, such as a divider,
    /// that would otherwise widen the grid to all the room it is offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellView(content: self, info: GridCellInfo(unsizedAxes: axes))
    }
}

// MARK: Rows

/// A row of a ``Grid``: each view in it is one cell, in the next column. Outside a grid it lays
/// out as an ``HStack``.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameter alignment: where the row's cells sit vertically; the grid's when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph, alignment = self.alignment, content = self.content
        let transaction = builder.transaction, environment = builder.environment
        return builder.single(GridRowNode.self, make: { GridRowNode(graph: graph) }) { node in
            node.keepsLayout(if: node.alignment == alignment)
            node.alignment = alignment
            node.transaction = transaction
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content)
            }
        }
    }
}

/// Where a grid puts one cell of a row, in the row's coordinates.
struct GridCellPlacement: Equatable {
    var rect: CGRect
    var anchor: UnitPoint

    func place(_ node: Node) {
        let proposal = ProposedViewSize(rect.size)
        let size = node.measure(proposal)
        node.setFrame(CGRect(x: Double(rect.minX) + (Double(rect.width) - Double(size.width)) * Double(anchor.x),
                             y: Double(rect.minY) + (Double(rect.height) - Double(size.height)) * Double(anchor.y),
                             width: size.width, height: size.height))
    }
}

/// The node of a ``GridRow``.
final class GridRowNode: Node {
    var alignment: VerticalAlignment?
    /// The row's size and its cells' rectangles, set by the grid before it places the row; nil
    /// outside a grid. A change places the cells again even when the row's size holds.
    var placement: (size: CGSize, cells: [GridCellPlacement])? {
        didSet {
            if oldValue?.size != placement?.size || oldValue?.cells != placement?.cells { forgetOwnLayout() }
        }
    }

    override var typeName: String { "GridRow" }
    /// A row's cells say nothing to a grid around the row.
    override var gridCell: GridCellInfo { GridCellInfo() }

    /// Forgets the grid's rectangles of the rows among `nodes`: another layout lays them out.
    static func release(_ nodes: [Node]) {
        for case let row as GridRowNode in nodes where row.placement != nil { row.placement = nil }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let placement { return placement.size }
        return StackAlgorithm.size(of: layoutChildren, axis: .horizontal, spacing: nil, proposal: proposal)
    }

    override func placeChildren(in size: CGSize) {
        guard let placement else {
            StackAlgorithm.place(layoutChildren, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                                 spacing: nil, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
            return
        }
        for (child, cell) in zip(layoutChildren, placement.cells) { cell.place(child) }
    }
}

// MARK: The layout

/// The layout of a ``Grid``, for ``AnyLayout`` and the `GridLayout { … }` form: `GridRow`s of
/// cells in shared columns, and other views across all the columns.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// - Parameters:
    ///   - alignment: where cells sit in their cells' rectangles, unless a column, a row or the
    ///     cell says otherwise.
    ///   - horizontalSpacing: the space between columns (8 when nil).
    ///   - verticalSpacing: the space between rows (8 when nil).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        func checked(_ spacing: CGFloat?, _ name: String) -> CGFloat? {
            guard let spacing, !spacing.isFinite || spacing < 0 else { return spacing }
            Diagnostics.warningOnce("Grid: \(name) \(spacing) is not a length ≥ 0; using the default")
            return nil
        }
        self.alignment = alignment
        self.horizontalSpacing = checked(horizontalSpacing, "horizontalSpacing")
        self.verticalSpacing = checked(verticalSpacing, "verticalSpacing")
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GridSolution(self, GridStructure(subviews.nodes), proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let structure = GridStructure(subviews.nodes)
        let solution = GridSolution(self, structure, proposal: proposal)
        let width = solution.size.width
        var y = Double(bounds.minY)
        for (index, row) in structure.rows.enumerated() {
            let height = solution.heights[index]
            let rowRect = CGRect(x: Double(bounds.minX), y: y, width: width, height: height)
            if let node = row.node as? GridRowNode, row.isRow {
                let cells = row.cells.map { cell in
                    GridCellPlacement(rect: CGRect(x: solution.start(of: cell.column), y: 0, width: solution.width(of: cell), height: height),
                                      anchor: anchor(of: cell, rowAlignment: node.alignment, structure))
                }
                node.placement = (rowRect.size, cells)
                node.setFrame(rowRect)
            } else if let cell = row.cells.first {
                GridCellPlacement(rect: rowRect, anchor: anchor(of: cell, rowAlignment: nil, structure)).place(cell.node)
            }
            y += height + solution.verticalGap
        }
    }

    /// Where a cell's view sits in its rectangle: its own anchor, else its column's and its
    /// row's alignment, else the grid's.
    private func anchor(of cell: GridStructure.Cell, rowAlignment: VerticalAlignment?, _ structure: GridStructure) -> UnitPoint {
        if let anchor = cell.info.anchor { return anchor }
        let horizontal = structure.columnAlignments[cell.column] ?? alignment.horizontal
        let vertical = rowAlignment ?? alignment.vertical
        return UnitPoint(x: horizontal.fraction, y: vertical.fraction)
    }
}

/// A grid's rows and cells, read from its children.
struct GridStructure {
    struct Cell {
        let node: Node
        let column: Int
        let span: Int
        let info: GridCellInfo
        func sizes(_ axis: Axis) -> Bool {
            !(info.unsizedAxes ?? []).contains(axis == .horizontal ? .horizontal : .vertical)
        }
    }
    struct Row {
        let node: Node
        /// False for a view outside a `GridRow`: one cell across every column.
        let isRow: Bool
        var cells: [Cell]
    }
    var rows: [Row] = []
    var columnCount = 0
    /// Each column's alignment, from the first cell that sets one.
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ children: [Node]) {
        for child in children {
            guard let row = child as? GridRowNode else {
                rows.append(Row(node: child, isRow: false, cells: []))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for node in row.layoutChildren {
                let info = node.gridCell
                let span = max(1, info.columns ?? 1)
                cells.append(Cell(node: node, column: column, span: span, info: info))
                column += span
            }
            columnCount = max(columnCount, column)
            rows.append(Row(node: row, isRow: true, cells: cells))
        }
        // A view outside the rows spans every column (one, when there are no rows).
        columnCount = max(columnCount, rows.contains { !$0.isRow } ? 1 : 0)
        for index in rows.indices where !rows[index].isRow {
            let node = rows[index].node
            rows[index].cells = [Cell(node: node, column: 0, span: columnCount, info: node.gridCell)]
        }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for row in rows {
            for cell in row.cells where columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = cell.info.columnAlignment
            }
        }
    }
}

/// The columns' widths and rows' heights of a grid for a proposal.
///
/// Columns are sized as a stack sizes its children: the least flexible first, each offered an
/// equal share of the width left, and each as wide as its widest cell for that offer. A cell
/// spanning several columns (or a view outside the rows) then widens its columns evenly when it
/// needs more than they have, offered the width they have and any left over. Rows are sized
/// the same way down, each cell offered its columns' width.
struct GridSolution {
    var widths: [Double]
    var heights: [Double]
    let horizontalGap: Double
    let verticalGap: Double

    init(_ layout: GridLayout, _ structure: GridStructure, proposal: ProposedViewSize) {
        horizontalGap = layout.horizontalSpacing.map { Double($0) } ?? StackAlgorithm.defaultSpacing
        verticalGap = layout.verticalSpacing.map { Double($0) } ?? StackAlgorithm.defaultSpacing
        let columnCount = structure.columnCount
        var single = Array(repeating: [Node](), count: columnCount)
        var spanning: [GridStructure.Cell] = []
        for row in structure.rows {
            for cell in row.cells where cell.sizes(.horizontal) {
                if cell.span == 1 { single[cell.column].append(cell.node) } else { spanning.append(cell) }
            }
        }
        func columnWidth(_ column: Int, _ offer: Double?) -> Double {
            single[column].reduce(0) { max($0, Double($1.measure(ProposedViewSize(width: offer, height: nil)).width)) }
        }
        let gap = horizontalGap
        var widths = Self.distribute(count: columnCount, total: proposal.width.map { Double($0) }, gap: gap, length: columnWidth)
        let available = proposal.width.map { Double($0) - gap * Double(max(0, columnCount - 1)) }
        for cell in spanning {
            let columns = cell.column..<min(columnCount, cell.column + cell.span)
            let current = Self.width(of: cell, widths, gap: gap)
            let slack = available.map { max(0, $0 - widths.reduce(0, +)) }
            let need = Double(cell.node.measure(ProposedViewSize(width: slack.map { current + $0 }, height: nil)).width)
            if need > current {
                for column in columns { widths[column] += (need - current) / Double(columns.count) }
            }
        }
        self.widths = widths
        let rows = structure.rows
        heights = Self.distribute(count: rows.count, total: proposal.height.map { Double($0) }, gap: verticalGap) { index, offer in
            rows[index].cells.reduce(0) { tallest, cell in
                guard cell.sizes(.vertical) else { return tallest }
                return max(tallest, Double(cell.node.measure(ProposedViewSize(width: Self.width(of: cell, widths, gap: gap), height: offer)).height))
            }
        }
    }

    /// Lengths for `count` tracks sharing `total` (nil: each at its ideal), the least flexible
    /// first; `length` gives a track's length for an offer.
    private static func distribute(count: Int, total: Double?, gap: Double, length: (Int, Double?) -> Double) -> [Double] {
        guard let total else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var lengths = Array(repeating: 0.0, count: count)
        var remaining = total - gap * Double(max(0, count - 1))
        var left = count
        for index in order {
            let offer = max(0, remaining) / Double(left)
            lengths[index] = length(index, offer)
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }

    var size: CGSize {
        CGSize(width: widths.reduce(0, +) + horizontalGap * Double(max(0, widths.count - 1)),
               height: heights.reduce(0, +) + verticalGap * Double(max(0, heights.count - 1)))
    }

    /// Where `column` starts, from the grid's leading edge.
    func start(of column: Int) -> Double {
        widths.prefix(column).reduce(0, +) + horizontalGap * Double(column)
    }

    /// The width of a cell's columns and the gaps between them.
    func width(of cell: GridStructure.Cell) -> Double { Self.width(of: cell, widths, gap: horizontalGap) }

    private static func width(of cell: GridStructure.Cell, _ widths: [Double], gap: Double) -> Double {
        let end = min(widths.count, cell.column + cell.span)
        return widths[cell.column..<end].reduce(0, +) + gap * Double(max(0, end - cell.column - 1))
    }
}

// MARK: The view

/// Views in rows and columns: `Grid { GridRow { … } GridRow { … } }`. Each column is as wide as
/// its widest cell and each row as tall as its tallest; a row with fewer cells leaves the last
/// columns empty, and a view outside a `GridRow` spans the grid's width.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Stiffness"); Text("170") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Damping"); Text("26") }
/// }
/// ```
public struct Grid<Content: View>: PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: where each view sits in its cell, unless its column, row or cell says
    ///     otherwise.
    ///   - horizontalSpacing: the space between columns (8 when nil).
    ///   - verticalSpacing: the space between rows (8 when nil).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        LayoutView(layout: layout, content: content).makeNodes(&builder)
    }
}
