import Foundation
import Testing
@testable import KineticCore

// Incremental layout and drawing: a change costs what it touches. Every HeadlessHost in a
// debug build also checks each layout and frame against one made from scratch, so these tests
// (and all the others) fail loudly if an invalidation is missed.

/// A cell with its own state: a tap toggles its colour (and, when `grows`, its width).
private struct Cell: View {
    let index: Int
    var grows = false
    @State private var on = false
    var body: some View {
        Rectangle()
            .fill(on ? Color.red : Color.blue)
            .frame(width: grows && on ? 20 : 8, height: 8)
            .accessibilityIdentifier("cell\(index)")
            .onTapGesture { on.toggle() }
    }
}

private struct Grid: View {
    let rows: Int, columns: Int
    var grows = false
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns, id: \.self) { column in Cell(index: row * columns + column, grows: grows) }
                }
            }
        }
    }
}

/// What the graph did between two moments.
private struct Work {
    let sizes: Int, placements: Int, drawn: Int
    init(_ graph: ViewGraph, since start: WorkCounts) {
        sizes = graph.work.sizesComputed - start.sizesComputed
        placements = graph.work.placements - start.placements
        drawn = graph.work.nodesDrawn - start.nodesDrawn
    }
}

/// Twenty rows of labels that never change, and one line that does.
private struct Form: View {
    @State private var value = 0
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<20, id: \.self) { row in
                HStack(spacing: 6) {
                    Text("Label \(row)").padding(2).frame(width: 80, alignment: .leading)
                    Text("unchanged").fixedSize().onTapGesture {}.accessibilityIdentifier("row\(row)")
                        .background(Color.gray)
                    Spacer()
                    GeometryReader { proxy in Color.red.frame(width: min(10, proxy.size.width)) }.frame(width: 10, height: 10)
                }
                .layoutPriority(1)
                .position(x: 100, y: 12)
                .frame(height: 24)
            }
            Text("value \(value)").accessibilityIdentifier("value").onTapGesture { value += 1 }
        }
    }
}

/// A counter in a frame of fixed size, among rows of text.
private struct FixedCounter: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text("Count").padding(2)
                Text("\(count)").frame(width: 40, height: 20).accessibilityIdentifier("count").onTapGesture { count += 1 }
                Text("times")
            }
            ForEach(0..<10, id: \.self) { row in HStack { Text("Row \(row)"); Spacer() } }
        }
    }
}

/// A number that a tap increases, among stacks.
private struct Digits: View {
    @State private var value = 1
    var body: some View {
        VStack {
            HStack {
                Text("Value").padding(2)
                Text("\(value)").accessibilityIdentifier("value").onTapGesture { value += 4 }
            }
            Text("below")
        }
    }
}

/// A polyline through points, taking the room it is offered.
private struct Polyline: Shape {
    var points: [CGPoint]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (i, point) in points.enumerated() {
            let p = CGPoint(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height)
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}

/// A plot whose line changes at every tap, in stacks and paddings.
private struct Plot: View {
    @State private var step = 0
    var body: some View {
        VStack(spacing: 6) {
            Text("Plot").onTapGesture { step += 1 }.accessibilityIdentifier("step")
            HStack {
                ZStack {
                    Rectangle().fill(Color.gray)
                    Polyline(points: (0...20).map { CGPoint(x: Double($0) / 20, y: Double(($0 * 7 + step) % 11) / 10) })
                        .stroke(Color.blue, lineWidth: 1)
                }
                .padding(4)
                Text("legend")
            }
            .frame(height: 100)
        }
    }
}

/// A list whose middle can gain a tappable row, and whose rows can be removed.
private struct Editable: View {
    @State private var extra = false
    @State private var items = [1, 2, 3, 4]
    @State private var tapped: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 20).onTapGesture { extra.toggle() }.accessibilityIdentifier("toggle")
            if extra {
                Color.green.frame(height: 30).onTapGesture { tapped.append("extra") }.accessibilityIdentifier("extra")
            }
            ForEach(items, id: \.self) { item in
                Color.blue.frame(height: 20)
                    .onTapGesture { tapped.append("item\(item)") }
                    .accessibilityIdentifier("item\(item)")
            }
            Text(tapped.joined(separator: ",")).accessibilityIdentifier("log")
            Color.red.frame(height: 10).onTapGesture { items.removeFirst() }.accessibilityIdentifier("remove")
        }
    }
}

/// A row whose identified container must follow a child that grows.
private struct GrowingRow: View {
    @State private var wide = false
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: wide ? 120 : 40, height: 20).onTapGesture { wide.toggle() }.accessibilityIdentifier("grower")
            Color.green.frame(width: 40, height: 20).accessibilityIdentifier("neighbour")
        }
        .accessibilityIdentifier("row")
    }
}

/// One leaf animates; the rest of the tree stays put.
private struct OneAnimating: View {
    @State private var moved = false
    var body: some View {
        VStack(spacing: 1) {
            Color.orange.frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0)
                .accessibilityIdentifier("mover")
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
            Grid(rows: 10, columns: 10)
        }
    }
}

/// Hit testing can be turned off for a region, then on again.
private struct PassThrough: View {
    @State private var blocking = true
    @State private var log: [String] = []
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.append("back") }
            Color.red.opacity(0.5).frame(width: 100, height: 100)
                .onTapGesture { log.append("front") }
                .allowsHitTesting(!blocking)
        }
        .overlay(alignment: .top) {
            Text(log.joined(separator: ",")).accessibilityIdentifier("log").offset(y: -100)
        }
        .onKeyPress(.space) { blocking.toggle(); return .handled }
    }
}

/// Plain data with no @Environment: its inputs never change, but what it draws depends on the
/// environment it is given.
private struct Dot: View {
    var body: some View { Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot") }
}

private struct Tinted: View {
    @State private var selected = false
    var body: some View {
        Dot().foregroundStyle(selected ? Color.red : Color.gray)
            .onKeyPress(.space) { selected.toggle(); return .handled }
    }
}

/// Rows with the same id, three times over, that can all go away.
private struct Repeats: View {
    @State private var shown = true
    @State private var ticks = 0
    var body: some View {
        VStack {
            if shown {
                VStack {
                    ForEach([1, 1, 1], id: \.self) { _ in
                        TimelineView(.animation) { context in Text("\(ticks)") }
                    }
                }
            }
            Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("hide").onTapGesture { shown = false }
            Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("tick").onTapGesture { ticks += 1 }
        }
    }
}

/// A custom layout whose spacing animates, next to a clock that updates on its own.
private struct Spread: Layout {
    var gap: Double
    var animatableData: Double {
        get { gap }
        set { gap = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: gap * Double(max(0, subviews.count - 1)) + 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: Double(bounds.minX) + gap * Double(index), y: Double(bounds.minY)), proposal: .unspecified)
        }
    }
}

private struct SpreadAndClock: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Spread(gap: wide ? 100 : 20) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("second")
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
            .accessibilityIdentifier("spread")
            TimelineView(.periodic(from: .init(timeIntervalSinceReferenceDate: 0), by: 0.1)) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate * 10))")
            }
        }
    }
}

/// A square that slides and one whose blur clears, each started by a tap.
private struct SlidingAndSharpening: View {
    @State private var moved = false
    @State private var blurred = true
    var body: some View {
        VStack(spacing: 10) {
            Color.blue.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).accessibilityIdentifier("square")
            Color.red.frame(width: 20, height: 20).blur(radius: blurred ? 4 : 0)
            Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("move")
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
            Color.gray.frame(width: 40, height: 20).accessibilityIdentifier("sharpen")
                .onTapGesture { withAnimation(.linear(duration: 1)) { blurred = false } }
        }
    }
}

@MainActor private func text(_ host: HeadlessHost<some View>, _ identifier: String) -> String? {
    host.displayList.items.lazy.compactMap { item -> String? in
        guard item.identifier == identifier, case .text(let layout) = item.content else { return nil }
        return layout.lines.joined()
    }.first
}

@MainActor
struct NodeTests {
    @Test func oneChangeInAThousandViewsTouchesOnlyItsPath() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 400)) { Grid(rows: 30, columns: 34) }
        let graph = host.graph
        let cell = try #require(host.frame(of: "cell517"))
        let bodies = graph.bodyEvaluations
        let start = graph.work
        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        let work = Work(graph, since: start)
        #expect(graph.bodyEvaluations - bodies == 1)
        // The tapped cell's nodes and the path above it: the row, the grid, the root. Not
        // the 1,020 cells' 4,000-odd nodes (laid out from scratch, this tree computes about
        // 44,000 sizes: nested stacks ask each child for several proposals).
        #expect(work.sizes < 80, "\(work.sizes) sizes computed")
        #expect(work.placements < 12, "\(work.placements) nodes placed")
        #expect(work.drawn < 20, "\(work.drawn) nodes drawn")
        #expect(graph.fullRedraws == 0)
        let item = try #require(host.displayList.items.first { $0.identifier == "cell517" })
        #expect(item.content == .fill(.rectangle, color: Color.red.resolved))
        // And a frame with nothing changed draws nothing.
        let idle = graph.work
        host.advance(by: 0.1)
        #expect(Work(graph, since: idle).drawn == 0)
        #expect(Work(graph, since: idle).placements == 0)
    }

    /// A body evaluated again gives its texts, stacks, paddings, positions, backgrounds,
    /// spacers, geometry readers and action modifiers the same inputs: they are drawn again,
    /// not measured again (a reader is placed again, to build its content). Only the line that
    /// changed and the path above it are measured.
    @Test func viewsGivenTheSameInputsAgainAreNotMeasuredAgain() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 700)) { Form() }
        let graph = host.graph
        let bodies = graph.bodyEvaluations
        let start = graph.work
        host.tap("value")
        #expect(graph.bodyEvaluations - bodies == 1)
        // Measured from scratch, the rows alone compute over 400 sizes.
        let work = Work(graph, since: start)
        #expect(work.sizes < 30, "\(work.sizes) sizes computed")
        #expect(text(host, "value") == "value 1")
    }

    /// A frame of fixed width and height keeps its size whatever its content does: a change
    /// inside it measures the content only; the stacks above are placed again from their sizes.
    @Test func aChangeInsideAFixedFrameMeasuresOnlyWhatIsInside() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { FixedCounter() }
        let before = try #require(host.frame(of: "count"))
        let start = host.graph.work
        host.tap("count")
        #expect(text(host, "count") == "1")
        #expect(Work(host.graph, since: start).sizes <= 2, "\(Work(host.graph, since: start).sizes) sizes computed")
        #expect(host.frame(of: "count") == before)
    }

    /// A shape whose path changes but which sizes as before (it takes the room it is offered)
    /// is drawn again, not laid out again.
    @Test func aNewPathThatSizesTheSameIsNotLaidOutAgain() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Plot() }
        let start = host.graph.work
        let before = host.displayList
        host.tap("step")
        #expect(Work(host.graph, since: start).sizes == 0, "\(Work(host.graph, since: start).sizes) sizes computed")
        #expect(host.displayList != before, "the new line is drawn")
    }

    /// New words that measure as the old ones did (1 → 5: one digit each) are drawn again,
    /// not laid out again; words that measure differently (9 → 13) are laid out again.
    @Test func aTextWhoseNewWordsMeasureTheSameIsNotLaidOutAgain() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Digits() }
        var start = host.graph.work
        host.tap("value")
        #expect(text(host, "value") == "5")
        #expect(Work(host.graph, since: start).sizes == 0, "\(Work(host.graph, since: start).sizes) sizes computed")
        host.tap("value")
        start = host.graph.work
        let narrow = try #require(host.frame(of: "value"))
        host.tap("value")
        #expect(text(host, "value") == "13")
        #expect(Work(host.graph, since: start).sizes > 0)
        #expect(try #require(host.frame(of: "value")).width > narrow.width)
    }

    @Test func aChildThatGrowsMovesItsRowNeighboursOnly() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 400)) { Grid(rows: 5, columns: 5, grows: true) }
        let before = (0..<25).map { host.frame(of: "cell\($0)")! }
        let cell = before[12]
        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        let after = (0..<25).map { host.frame(of: "cell\($0)")! }
        #expect(after[12].width == 20)
        // The row is centred, so its cells shift; the other rows do not move.
        let moved = (0..<25).filter { before[$0] != after[$0] }
        #expect(moved == [10, 11, 12, 13, 14])
        #expect(after[10].minX == before[10].minX - 6)
        #expect(after[13].minX == before[13].minX + 6)
        #expect(host.graph.fullRedraws == 0)
    }

    /// A subtree that only its animation moves draws what it drew last frame, with new values,
    /// over its old run in place. (The headless host checks every frame against one drawn from
    /// scratch.)
    @Test func aViewMovedOnlyByItsAnimationIsRedrawnInPlace() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { SlidingAndSharpening() }
        let before = try #require(host.frame(of: "square"))
        #expect(host.tap("move"))
        let start = host.graph.work
        for _ in 0..<30 { host.advance(by: 1.0 / 60) }
        #expect(host.graph.work.redrawnInPlace - start.redrawnInPlace >= 30)
        #expect(host.graph.fullRedraws == 0)
        let halfway = try #require(host.frame(of: "square"))
        #expect(abs(halfway.minX - (before.minX + 50)) < 2, "\(halfway) after half of a 100-point slide from \(before)")
        host.advance(by: 1)
        #expect(try #require(host.frame(of: "square")).minX == before.minX + 100)
        #expect(host.graph.fullRedraws == 0)
    }

    /// A redraw in place that draws more or fewer items than its old run (a blur clearing to
    /// 0 draws its content without a layer) draws the whole frame again from scratch, once.
    @Test func aRedrawInPlaceThatDrawsADifferentRunStartsTheFrameOver() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { SlidingAndSharpening() }
        func layers() -> Int {
            host.displayList.items.filter { if case .beginLayer = $0.content { true } else { false } }.count
        }
        #expect(layers() == 1)
        #expect(host.tap("sharpen"))
        let start = host.graph.work
        for _ in 0..<30 { host.advance(by: 1.0 / 60) }
        #expect(layers() == 1)
        #expect(host.graph.work.redrawnInPlace - start.redrawnInPlace >= 30)
        #expect(host.graph.fullRedraws == 0)
        for _ in 0..<40 { host.advance(by: 1.0 / 60) }
        #expect(layers() == 0)
        #expect(host.graph.fullRedraws == 1)
    }

    @Test func viewsAppearingAndLeavingKeepDrawingAndHitTestingRight() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Editable() }
        let item2 = try #require(host.frame(of: "item2"))
        host.tap("toggle")
        let extra = try #require(host.frame(of: "extra"))
        #expect(extra.height == 30)
        // Everything below the new row moved down by its height (the stack is centred, so by half).
        #expect(try #require(host.frame(of: "item2")).minY == item2.minY + 15)
        host.tap("extra")
        host.tap("item3")
        #expect(text(host, "log") == "extra,item3")
        host.tap("remove")
        host.tap("remove")
        #expect(host.frame(of: "item1") == nil)
        #expect(host.frame(of: "item2") == nil)
        host.tap("item4")
        #expect(text(host, "log") == "extra,item3,item4")
        host.tap("toggle")
        #expect(host.frame(of: "extra") == nil)
        host.tap("item3")
        #expect(text(host, "log") == "extra,item3,item4,item3")
        #expect(host.graph.fullRedraws == 0)
    }

    @Test func anIdentifiedContainerFollowsWhatItsContentDrew() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 100)) { GrowingRow() }
        #expect(try #require(host.frame(of: "row")).width == 80)
        host.tap("grower")
        #expect(try #require(host.frame(of: "row")).width == 160)
        // The row is centred in 400 points: 120 + 120.
        #expect(try #require(host.frame(of: "neighbour")).minX == 240)
    }

    @Test func whileOneLeafAnimatesOnlyItIsDrawnAgain() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { OneAnimating() }
        let start0 = try #require(host.frame(of: "mover")).minX
        host.tap("mover")
        host.advance(by: 1 / 60.0)
        let start = host.graph.work
        host.advance(by: 0.5)
        let frames = 30.0
        let perFrame = Double(Work(host.graph, since: start).drawn) / frames
        // The mover's few nodes and the path above it, not the 100 cells' 500-odd nodes.
        #expect(perFrame < 12, "\(perFrame) nodes drawn a frame")
        #expect(abs(try #require(host.frame(of: "mover")).minX - (start0 + 100 * (0.5 + 1 / 60.0))) < 0.01)
        #expect(host.frameNeeded)
        host.advance(by: 0.6)
        #expect(!host.frameNeeded)
        let settled = host.graph.work
        host.advance(by: 0.2)
        #expect(Work(host.graph, since: settled).drawn == 0)
    }

    @Test func hitTestingTurnedOffAndOnAgain() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { PassThrough() }
        let centre = CGPoint(x: 150, y: 150)
        host.tap(at: centre)
        host.key("space")
        host.tap(at: centre)
        host.key("space")
        host.tap(at: centre)
        #expect(text(host, "log") == "back,front,back")
    }

    @Test func aCircleInASquareFrameIsDrawnAsTheFramesEllipse() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            HStack {
                Circle().frame(width: 40, height: 40).accessibilityIdentifier("round")
                Circle().frame(width: 60, height: 40).accessibilityIdentifier("wide")
            }
        }
        let round = try #require(host.displayList.items.first { $0.identifier == "round" })
        guard case .fill(.ellipse, _) = round.content else {
            Issue.record("a circle in a 40 × 40 frame is drawn as \(round.content)")
            return
        }
        // In a wider frame the circle is the largest that fits, centred: a path, not the frame's ellipse.
        let wide = try #require(host.displayList.items.first { $0.identifier == "wide" })
        guard case .fill(.path(let path), _) = wide.content else {
            Issue.record("a circle in a 60 × 40 frame is drawn as \(wide.content)")
            return
        }
        #expect(abs(Double(path.boundingRect.width) - 40) < 0.01 && abs(Double(path.boundingRect.minX) - 10) < 0.01)
    }

    @Test func anEnvironmentChangeReachesViewsBelowAnUnchangedView() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Tinted() }
        func fill() -> RGBAColor? {
            host.displayList.items.first { $0.identifier == "dot" }.flatMap { item in
                if case .fill(_, let color) = item.content { color } else { nil }
            }
        }
        #expect(fill() == Color.gray.resolved)
        host.key("space")
        #expect(fill() == Color.red.resolved)
    }

    @Test func repeatedIdsKeepApartAndLeaveTheGraphWithTheirParent() {
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), warnings: { warnings.append($0) }) { Repeats() }
        #expect(warnings.contains { $0.contains("share the identity") })
        for _ in 0..<5 { host.tap("tick") }
        #expect(host.frameNeeded, "three animation timelines run")
        host.tap("hide")
        host.advance(by: 0.1)
        #expect(!host.frameNeeded, "the timelines left with their rows")
    }

    @Test func aCustomLayoutAnimatingBesideAClockStaysOnItsPath() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { SpreadAndClock() }
        let start = try #require(host.frame(of: "second")).minX
        host.tap("spread")
        // The clock updates the graph every 0.1 s while the layout animates.
        for step in 1...9 {
            host.advance(to: Double(step) / 10 + 1 / 120)
            let gap = 20 + 80 * (Double(step) / 10 + 1 / 120)
            let first = try #require(host.frame(of: "spread")).minX
            #expect(abs(try #require(host.frame(of: "second")).minX - first - gap) < 0.01)
        }
        #expect(start > 0)
    }

    @Test func aResizedWindowLaysEverythingOutAgain() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Grid(rows: 3, columns: 3) }
        let before = try #require(host.frame(of: "cell4"))
        #expect(before.midX == 100 && before.midY == 100)
        host.graph.size = CGSize(width: 400, height: 300)
        host.advance(by: 0.1)
        let after = try #require(host.frame(of: "cell4"))
        #expect(after.midX == 200 && after.midY == 150)
        #expect(host.graph.fullRedraws == 0)
    }
}

struct ViewComparisonTests {
    @Test func viewsAreComparedByTheirBytesOrByEquality() {
        #expect(ViewComparison.same(Rectangle(), Rectangle()), "a type with no stored data is always the same")
        #expect(ViewComparison.same(Color.red, Color.red))
        #expect(!ViewComparison.same(Color.red, Color.blue))
        #expect(ViewComparison.same(RoundedRectangle(cornerRadius: 4), RoundedRectangle(cornerRadius: 4)))
        #expect(!ViewComparison.same(RoundedRectangle(cornerRadius: 4), RoundedRectangle(cornerRadius: 5)))
    }

    @Test func viewsDifferOnlyWhenTheyCanBeToldApart() {
        #expect(ViewComparison.differs(Text("a"), Text("b")))
        #expect(!ViewComparison.differs(Text("a"), Text("a")))
        #expect(ViewComparison.differs(AnyView(Text("a")), AnyView(Circle())), "AnyViews of different types")
        #expect(!ViewComparison.differs(AnyView(Text("a")), AnyView(Text("b"))), "the same type: cannot tell")
        #expect(ViewComparison.differs(Color.red, Color.blue))
        #expect(!ViewComparison.differs(Rectangle(), Rectangle()))
    }
}
