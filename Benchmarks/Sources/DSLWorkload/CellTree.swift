// The workload of "One state change in a 10,000-view tree": a grid of 10,000 small views, each
// with its own @State toggled by a tap, shared by DSLBenchmarks and the DSLProfile driver.

import Foundation
import KineticCore

/// A leaf with state of its own: a tap toggles its colour (no animation).
struct Cell: View {
    @State private var on = false

    var body: some View {
        Rectangle()
            .fill(on ? Color.red : Color.blue)
            .frame(width: 4, height: 4)
            .onTapGesture { on.toggle() }
    }
}

/// `rows` HStacks of `columns` cells in a VStack.
struct CellTreeView: View {
    let rows: Int
    let columns: Int

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 1) {
                    ForEach(0..<columns) { _ in Cell() }
                }
            }
        }
    }
}

/// A view graph of `rows` × `columns` ``Cell``s; ``change()`` taps one cell and makes the next
/// frame: the tap (hit test and the cell's state change), the update (one body, then layout)
/// and the display list.
///
/// The cells tapped go round a fixed list of `targets` cells spread over the whole grid (a
/// stride coprime with the count), so hit testing sees cells early and late in paint order.
public final class CellTree {
    public static let frameInterval = 1.0 / 60

    public let graph: ViewGraph
    public let cellCount: Int
    /// The centre of every cell in the window, in paint order (row by row).
    public let centres: [CGPoint]
    /// The cells ``change()`` taps, in turn.
    public let targets: [Int]
    public private(set) var time = 0.0
    private var next = 0

    public init(rows: Int = 100, columns: Int = 100, targets: Int = 64) {
        let cellCount = rows * columns
        self.cellCount = cellCount
        let size = CGSize(width: 600, height: 600)
        graph = ViewGraph(size: size, content: CellTreeView(rows: rows, columns: columns))
        graph.update(at: 0)
        let list = graph.render(at: 0)
        precondition(list.items.count == cellCount, "\(list.items.count) display items for \(cellCount) cells")
        centres = list.items.map { item in
            let frame = item.windowFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        // 7,919 is prime, so the stride visits cells all over the grid.
        self.targets = (0..<targets).map { ($0 * 7_919 + 37) % cellCount }
    }

    /// Taps the next target cell, then updates and renders at the next 60 Hz frame. Returns the
    /// number of display items.
    @inline(never)
    public func change() -> Int {
        tap()
        return frameAfterTap()
    }

    /// The first half of ``change()``: the tap at the next cell (hit test, action, state change).
    @inline(never)
    public func tap() {
        let point = centres[targets[next]]
        next = (next + 1) % targets.count
        time += CellTree.frameInterval
        graph.tap(at: point, time: time)
    }

    /// The second half of ``change()``: update and render.
    @inline(never)
    public func frameAfterTap() -> Int {
        update()
        return render()
    }

    /// The update after a tap: the tapped cell's body, then layout.
    @inline(never)
    public func update() {
        graph.update(at: time)
    }

    /// The display list after the update. Returns the number of items.
    @inline(never)
    public func render() -> Int {
        graph.render(at: time).items.count
    }

    /// Checks one change: exactly one body re-runs, exactly one display item changes (the
    /// tapped cell's colour) and nothing is left animating. Returns the bodies run, the items
    /// changed and the cell tapped.
    public func verifyOneChange() -> (bodies: Int, changedItems: Int, cell: Int) {
        let cell = targets[next]
        let before = graph.displayList.items
        let bodies = graph.bodyEvaluations
        _ = change()
        let after = graph.displayList.items
        precondition(after.count == before.count, "\(after.count) items after a change, \(before.count) before")
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        precondition(changed == [cell], "changed items \(changed.prefix(10)), expected [\(cell)]")
        precondition(!graph.needsFrame, "something animates after a colour change without animation")
        return (graph.bodyEvaluations - bodies, changed.count, cell)
    }
}
