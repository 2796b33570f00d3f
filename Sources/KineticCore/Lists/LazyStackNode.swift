import Foundation

/// The node of a lazy container: it builds, measures and places only the rows that lie in
/// sight of the scroll view around it (or of the window, when there is none), plus a margin.
///
/// Rows it has not built count with the average length of those it has measured, so the
/// content's length is an estimate that firms up as rows are seen. After every layout pass the
/// graph asks ``needsAnotherPass()``: when the rows in sight are not all built (the scroll view
/// moved) or the estimate changed, the node lays out again, building what came into sight and
/// dropping what left it. Built rows keep their nodes (and their state) while they stay within
/// the margin.
final class LazyStackNode: Node {
    var axis: Axis = .vertical
    /// The space between rows; for lists, the `listRowSpacing`.
    var spacing = 0.0
    /// Where rows narrower than the stack go across it.
    var alignment = HorizontalAlignment.center
    /// Where rows thinner than a horizontal stack go across it.
    var verticalAlignment = VerticalAlignment.center
    /// How a list draws its rows; nil for a lazy stack.
    var look: ListLook?
    var environment = EnvironmentValues()
    private(set) var rows = LazyRowList()

    /// The built rows by identity, and in order of index.
    private var built: [AnyHashable: LazyRowNode] = [:]
    /// Each row's length along the axis, or NaN while it has not been measured.
    private var lengths: [Double] = []
    /// Where each row starts along the axis; the last entry is the total length.
    private var starts: [Double] = [0]
    private var startsValid = false
    /// The row length assumed for rows not measured yet.
    private var estimate = 44.0
    /// The breadth across the axis the lengths were measured at.
    private var measuredBreadth: Double?
    /// The stretch along the axis (own coordinates) that the built rows cover.
    private var coveredSpan: ClosedRange<Double>?
    /// The total length the last measurement reported.
    private var reportedLength: Double?
    /// True after an update: the built rows are given their new views in the next placement.
    private var rowsChanged = false
    /// The rows built since the node was made (for tests and the stress figures).
    private(set) var rowsBuilt = 0

    override var typeName: String { look == nil ? (axis == .vertical ? "LazyVStack" : "LazyHStack") : "List" }

    /// A new description of the rows, from an update of the view.
    func update(rows: LazyRowList, transaction: Transaction, environment: EnvironmentValues) {
        if rows.count != self.rows.count {
            lengths = Array(repeating: .nan, count: rows.count)
            startsValid = false
        }
        self.rows = rows
        self.transaction = transaction
        self.environment = environment
        rowsChanged = true
        graph.registerPlacementDependent(self)
    }

    override func removedFromGraph() {
        built.removeAll()
        super.removedFromGraph()
    }

    // MARK: Lengths

    private func along(_ size: CGSize) -> Double { Double(axis == .vertical ? size.height : size.width) }
    private func across(_ size: CGSize) -> Double { Double(axis == .vertical ? size.width : size.height) }

    /// Recomputes where rows start from the measured lengths and the estimate for the others.
    private func ensureStarts() {
        if startsValid && starts.count == lengths.count + 1 { return }
        var measured = 0.0, count = 0
        for length in lengths where !length.isNaN {
            measured += length
            count += 1
        }
        if count > 0 { estimate = measured / Double(count) }
        starts = [Double](repeating: 0, count: lengths.count + 1)
        var position = 0.0
        for index in lengths.indices {
            starts[index] = position
            let length = lengths[index]
            position += (length.isNaN ? estimate : length) + (index + 1 < lengths.count ? spacing : 0)
        }
        starts[lengths.count] = position
        startsValid = true
    }

    /// The total length of the rows (measured and estimated).
    private var totalLength: Double {
        ensureStarts()
        return starts[starts.count - 1]
    }

    /// The row whose span holds `position` (clamped to the rows there are).
    private func row(at position: Double) -> Int {
        ensureStarts()
        guard lengths.count > 0 else { return 0 }
        var low = 0, high = lengths.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposedAcross = axis == .vertical ? proposal.width : proposal.height
        let breadth: Double
        if let proposedAcross, proposedAcross.isFinite {
            breadth = proposedAcross
        } else {
            breadth = built.values.map { across($0.modelFrame.size) }.max() ?? 0
        }
        let length = totalLength
        reportedLength = length
        return axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    override func placeChildren(in size: CGSize) {
        let breadth = across(size)
        if measuredBreadth != breadth {
            // Rows measured at another breadth may wrap differently: measured again as seen.
            measuredBreadth = breadth
            lengths = Array(repeating: .nan, count: rows.count)
            startsValid = false
        }
        let visible = visibleSpan()
        let margin = max(60, (visible.upperBound - visible.lowerBound) / 4)
        let wanted = (visible.lowerBound - margin)...(visible.upperBound + margin)
        var first = 0, last = -1
        // Measuring rows firms up the estimate and moves the rows after them: the range is
        // found again until it holds still (rows shorter than the estimate leave room for more).
        for _ in 0..<4 {
            first = row(at: wanted.lowerBound)
            last = rows.count == 0 ? -1 : row(at: wanted.upperBound)
            var changed = false
            if first <= last {
                for index in first...last where measure(index, breadth: breadth) { changed = true }
            }
            if !changed { break }
        }
        keepOnly(first...max(first, last), nonEmpty: first <= last)
        ensureStarts()
        for index in (first <= last ? Array(first...last) : []) {
            guard let node = built[rows.key(of: index)] else { continue }
            let length = lengths[index]
            let rowBreadth = look == nil ? min(breadth, across(node.measure(rowProposal(breadth)))) : breadth
            let offset = (breadth - rowBreadth) * verticalAlignment.fraction
            let frame = axis == .vertical
                ? CGRect(x: offset, y: starts[index], width: rowBreadth, height: length)
                : CGRect(x: starts[index], y: offset, width: length, height: rowBreadth)
            node.setFrame(frame)
        }
        coveredSpan = first <= last ? starts[first]...(starts[last] + lengths[last]) : nil
        rowsChanged = false
    }

    private func rowProposal(_ breadth: Double) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: breadth, height: nil) : ProposedViewSize(width: nil, height: breadth)
    }

    /// Builds row `index` if it is not built (or has a new view), and measures it; true when
    /// its length changed.
    private func measure(_ index: Int, breadth: Double) -> Bool {
        let key = rows.key(of: index)
        let node: LazyRowNode
        if let existing = built[key] {
            node = existing
            if rowsChanged && existing.updateStamp != graph.updateCount { build(node, index: index) }
        } else {
            node = LazyRowNode(graph: graph)
            node.parent = self
            node.key = [.id(key)]
            built[key] = node
            children.append(node)
            build(node, index: index)
            rowsBuilt += 1
        }
        node.index = index
        let length = along(node.measure(rowProposal(breadth)))
        if lengths[index] == length { return false }
        lengths[index] = length
        startsValid = false
        return true
    }

    /// Gives `node` the view of row `index`.
    private func build(_ node: LazyRowNode, index: Int) {
        let (segmentIndex, offset) = rows.locate(index)
        let segment = rows.segments[segmentIndex]
        node.role = segment.role
        node.look = look
        node.segmentTraits = segment.traits
        node.updateStamp = graph.updateCount
        node.transaction = transaction
        node.section = segment.section
        node.alignment = alignment
        node.build(transaction: transaction, environment: environment) { builder in segment.make(&builder, offset) }
    }

    /// Drops the rows outside `range`; the children are the rest, in order of index.
    private func keepOnly(_ range: ClosedRange<Int>, nonEmpty: Bool) {
        var kept: [(Int, LazyRowNode)] = []
        for (key, node) in built {
            if nonEmpty && range.contains(node.index) && node.index < rows.count && rows.key(of: node.index) == key {
                kept.append((node.index, node))
            } else {
                built[key] = nil
                node.removedFromGraph()
            }
        }
        kept.sort { $0.0 < $1.0 }
        // A row's neighbours decide its separator and its corners.
        for (index, node) in kept {
            let first = index == 0 || !sameGroup(index - 1, index)
            let last = index + 1 >= rows.count || !sameGroup(index, index + 1)
            if first != node.isFirstInGroup || last != node.isLastInGroup {
                (node.isFirstInGroup, node.isLastInGroup) = (first, last)
                node.setNeedsDisplay()
            }
        }
        let order = kept.map(\.1)
        if order.count != children.count || zip(order, children).contains(where: { $0 !== $1 }) {
            children = order
            setNeedsDisplay()
        }
    }

    /// Whether rows `a` and `b` sit in one card of a list: both plain rows of one section.
    private func sameGroup(_ a: Int, _ b: Int) -> Bool {
        let first = rows.segment(of: a), second = rows.segment(of: b)
        return first.role == .row && second.role == .row && first.section == second.section
    }

    /// The stretch along the axis, in the node's own coordinates, that the nearest scroll view
    /// around it (or the window) shows.
    private func visibleSpan() -> ClosedRange<Double> {
        var origin = CGPoint.zero
        var node: Node = self
        var viewport = graph.size
        while let parent = node.parent {
            origin.x += node.modelFrame.minX
            origin.y += node.modelFrame.minY
            if parent is LayoutNode<ScrollLayout> {
                viewport = parent.modelFrame.size
                break
            }
            node = parent
        }
        let start = -Double(axis == .vertical ? origin.y : origin.x)
        let length = max(0, along(viewport))
        return start...(start + length)
    }

    /// After a layout pass: lays out again when the rows in sight are not all built, or the
    /// length it reported is no longer what its rows add up to.
    func needsAnotherPass() -> Bool {
        guard isAttached, measuredBreadth != nil else { return false }
        let visible = visibleSpan()
        let total = totalLength
        let shown = max(0, visible.lowerBound)...max(0, min(total, visible.upperBound))
        let covered = coveredSpan.map { $0.contains(shown.lowerBound) && $0.contains(shown.upperBound) } ?? (rows.count == 0)
        if covered && reportedLength == total { return false }
        invalidate()
        return true
    }
}

/// One row of a lazy container: its view's nodes, and for a list, the row's insets,
/// background and separator.
final class LazyRowNode: Node {
    var index = 0
    var role = LazyRowList.Role.row
    var section = 0
    var look: ListLook?
    /// What row modifiers around the row's `ForEach` or section set.
    var segmentTraits = ListRowTraits()
    /// What row modifiers inside the row's view set, as it was built.
    var ownTraits = ListRowTraits()
    var isFirstInGroup = false
    var isLastInGroup = false
    /// Where a lazy stack's row sits across it when narrower.
    var alignment = HorizontalAlignment.center
    /// The nodes of `listRowBackground`'s view, when there is one.
    private var backgroundCount = 0

    override var typeName: String { "Row" }

    var traits: ListRowTraits { segmentTraits.overridden(by: ownTraits) }

    /// Builds the row's view (and the background view a row modifier asks for).
    func build(transaction: Transaction, environment: EnvironmentValues, _ make: (inout NodeBuilder) -> [Node]) {
        ownTraits = ListRowTraits()
        var environment = environment
        if look != nil { environment.isInList = true }
        reconcileChildren(transaction: transaction, environment: environment) { builder in
            let content = make(&builder)
            guard let background = traits.background else {
                backgroundCount = 0
                return content
            }
            let nodes = builder.nodes(for: background, key: .index(-1))
            backgroundCount = nodes.count
            return nodes + content
        }
    }

    /// A row modifier inside the row's view changed what it sets.
    func setOwnTraits(_ change: (inout ListRowTraits) -> Void) {
        var traits = ownTraits
        change(&traits)
        if traits != ownTraits {
            ownTraits = traits
            invalidate()
        }
    }

    /// The row's own views: its children after the background's.
    private var contentNodes: [Node] { children.dropFirst(backgroundCount).filter { !$0.isLeaving } }

    /// The insets around the row's content.
    private var insets: EdgeInsets {
        guard let look else { return EdgeInsets() }
        if let insets = traits.insets { return insets }
        switch role {
        case .row: return look.rowInsets
        case .header: return look.headerInsets(first: index == 0)
        case .footer: return look.footerInsets
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let insets = self.insets
        let margin = role == .row ? (look?.margin ?? 0) : 0
        let horizontal = Double(insets.leading + insets.trailing) + 2 * margin
        let vertical = Double(insets.top + insets.bottom)
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) }, height: proposal.height.map { max(0, $0 - vertical) })
        let views = contentNodes
        let size: CGSize
        if views.count == 1 {
            size = views[0].measure(inner)
        } else {
            size = StackAlgorithm.size(of: views, axis: .vertical, spacing: nil, proposal: inner)
        }
        let minimum = role == .row ? (look?.minimumRowHeight ?? 0) : 0
        return CGSize(width: proposal.width ?? (Double(size.width) + horizontal),
                      height: max(minimum, Double(size.height) + vertical))
    }

    override func placeChildren(in size: CGSize) {
        let insets = self.insets
        let margin = role == .row ? (look?.margin ?? 0) : 0
        let rect = CGRect(x: Double(insets.leading) + margin, y: Double(insets.top),
                          width: max(0, Double(size.width) - Double(insets.leading + insets.trailing) - 2 * margin),
                          height: max(0, Double(size.height) - Double(insets.top + insets.bottom)))
        let views = contentNodes
        // A list row's content sits at its leading edge, centred vertically.
        if views.count == 1 {
            let child = views[0]
            let proposal = ProposedViewSize(width: rect.width, height: rect.height)
            let childSize = child.measure(proposal)
            let x = Double(rect.minX) + (Double(rect.width) - Double(childSize.width)) * (look == nil ? alignment.fraction : 0)
            child.setFrame(CGRect(x: x, y: Double(rect.midY) - Double(childSize.height) / 2, width: childSize.width, height: childSize.height))
        } else if !views.isEmpty {
            StackAlgorithm.place(views, axis: .vertical, alignment: Alignment(horizontal: look == nil ? alignment : .leading, vertical: .center), spacing: nil, in: rect,
                                 proposal: ProposedViewSize(width: rect.width, height: rect.height))
        }
        // The background view fills the row (the card's width in an inset list).
        for child in children.prefix(backgroundCount) {
            child.setFrame(CGRect(x: margin, y: 0, width: max(0, Double(size.width) - 2 * margin), height: size.height))
        }
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if let look, role == .row {
            let margin = look.margin
            let card = CGSize(width: max(0, Double(size.width) - 2 * margin), height: size.height)
            let saved = context.transform
            if backgroundCount == 0, let fill = look.rowBackground {
                context.transform = CGAffineTransform(translationX: margin, y: 0).concatenating(saved)
                context.append(.fill(look.cardShape(size: card, top: isFirstInGroup, bottom: isLastInGroup), color: fill), size: card)
                context.transform = saved
            }
            super.drawContent(size: size, &context)
            let separator = traits.separator
            if !isLastInGroup && separator != .hidden && (look.showsSeparators || separator == .visible) {
                let inset = Double(traits.insets?.leading ?? look.rowInsets.leading)
                context.transform = CGAffineTransform(translationX: margin + inset, y: Double(size.height) - 1).concatenating(saved)
                let line = CGSize(width: max(0, Double(card.width) - inset), height: 1)
                context.append(.fill(.rectangle, color: look.separatorColor), size: line)
            }
            context.transform = saved
            return
        }
        super.drawContent(size: size, &context)
    }
}
