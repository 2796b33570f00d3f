import Foundation
import Testing
@testable import KineticCore

private struct Item: Identifiable, Hashable {
    var id: Int
    var name: String { "Item \(id)" }
}

/// The rows a list has built, by walking the graph.
@MainActor private func builtRows(_ host: HeadlessHost<some View>) -> [LazyRowNode] {
    var rows: [LazyRowNode] = []
    func walk(_ node: Node) {
        if let row = node as? LazyRowNode { rows.append(row) }
        node.children.forEach(walk)
    }
    walk(host.graph.root)
    return rows
}

@MainActor private func texts(_ host: HeadlessHost<some View>) -> [String] {
    host.displayList.items.compactMap { item in
        if case .text(let layout) = item.content { return layout.lines.joined(separator: " ") }
        return nil
    }
}

@MainActor private func top(_ host: HeadlessHost<some View>, _ id: String) -> Double {
    Double(host.frame(of: id)?.minY ?? .nan)
}

@MainActor
@Suite(.serialized)
struct ListTests {
    /// 10,000 rows, each at least 44 points tall (the default minimum row height).
    private func longList() -> some View {
        List(0..<10_000) { index in
            Text("Row \(index)").accessibilityIdentifier("row\(index)")
        }
        .listStyle(.plain)
    }

    @Test func onlyTheRowsInSightAreBuilt() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) { longList() }
        let rows = builtRows(host)
        // 440 points show 10 rows; a margin of a quarter of the view is built past each end.
        #expect(rows.count >= 10 && rows.count <= 14, "\(rows.count) rows built")
        #expect(host.frame(of: "row0") != nil)
        #expect(host.frame(of: "row30") == nil)
        #expect(host.frame(of: "row9999") == nil)
        // Rows are 44 points tall and stacked without gaps in the plain style.
        #expect(host.graph.frame(of: "row1").map { Double($0.midY) - Double(host.frame(of: "row0")!.midY) } == 44)
    }

    @Test func theWheelScrollsAndRowsComeAndGo() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) { longList() }
        #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 440)))
        host.advance(by: 0.5)
        // Ten rows further: row 10 is at the top, row 0 is gone.
        #expect(host.frame(of: "row0") == nil)
        let row10 = try! #require(host.frame(of: "row10"))
        #expect(abs(Double(row10.midY) - 22) < 1e-6, "\(row10)")
        #expect(builtRows(host).count <= 16)
    }

    @Test func rowsComeIntoSightInEveryFrameOfAnAnimatedScroll() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) { longList() }
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 2000))
        // In each frame of the ease, the rows that fill the view are there.
        for _ in 0..<12 {
            host.advance(by: 1.0 / 60)
            let shown = host.displayList.items.filter { item in
                if case .text = item.content { return true }
                return false
            }
            let tops = shown.map { Double($0.transform.apply(to: CGPoint.zero).y) }.filter { $0 > -44 && $0 < 440 }
            #expect(tops.count >= 9, "only \(tops.count) rows drawn in sight")
        }
    }

    @Test func aFlingDeceleratesOvershootsTheEndAndSpringsBack() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) {
            List(0..<30) { index in Text("Row \(index)").accessibilityIdentifier("row\(index)") }.listStyle(.plain)
        }
        host.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 100), duration: 0.1)
        // It coasts on, each frame's step shorter than the one before.
        var previous = top(host, "row12"), steps: [Double] = []
        for _ in 0..<5 {
            host.advance(by: 1.0 / 60)
            let now = top(host, "row10")
            steps.append(previous - now)
            previous = now
        }
        #expect(steps.first! > 20, "\(steps)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }, "\(steps)")
        // The fling reaches the end with speed to spare: it runs past, stretched, and springs
        // back to rest there.
        var furthest = -Double.infinity
        for _ in 0..<120 {
            host.advance(by: 1.0 / 60)
            if let row = host.frame(of: "row29") { furthest = max(furthest, 440 - Double(row.maxY)) }
        }
        #expect(furthest > 1, "past the end by \(furthest)")
        host.advance(by: 3)
        // 30 rows of 44 points: the last row's bottom meets the view's.
        #expect(abs(Double(host.frame(of: "row29")?.midY ?? 0) - (440 - 22)) < 1e-6)
        #expect(!host.frameNeeded)
    }

    @Test func pullingPastTheTopSpringsBack() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) { longList() }
        host.press(at: CGPoint(x: 150, y: 50))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: 150, y: 50 + Double(step) * 10))
        }
        #expect(top(host, "row0") > 40, "stretched: \(top(host, "row0"))")
        host.release(at: CGPoint(x: 150, y: 250))
        host.advance(by: 2)
        let row0 = try! #require(host.frame(of: "row0"))
        #expect(abs(Double(row0.midY) - 22) < 1e-6)
    }

    @Test func rowsOutOfSightCostNothingPerFrame() {
        // A list with an animating row: each frame draws that row and nothing of the thousands
        // of rows not in sight.
        struct Spinner: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(on ? 360 : 0))
                    .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { on = true } }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 440)) {
            List {
                Spinner()
                ForEach(0..<10_000, id: \.self) { index in Text("Row \(index)") }
            }
        }
        host.advance(by: 0.1)
        let before = host.graph.work
        host.advance(by: 1.0 / 60)
        let drawn = host.graph.work.nodesDrawn - before.nodesDrawn
        #expect(drawn < 20, "\(drawn) nodes drawn in a frame")
        #expect(builtRows(host).count < 20)
    }

    @Test func sectionsHaveHeadersAndFooters() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 600)) {
            List {
                Section("Springs") {
                    Text("Bouncy").accessibilityIdentifier("a")
                    Text("Snappy").accessibilityIdentifier("b")
                }
                Section {
                    Text("Linear").accessibilityIdentifier("c")
                } header: {
                    Text("Curves").accessibilityIdentifier("h2")
                } footer: {
                    Text("Timing curves").accessibilityIdentifier("f2")
                }
            }
        }
        let rows = builtRows(host)
        #expect(rows.map(\.role) == [.header, .row, .row, .header, .row, .footer])
        let a = try! #require(host.frame(of: "a")), c = try! #require(host.frame(of: "c"))
        let h2 = try! #require(host.frame(of: "h2")), f2 = try! #require(host.frame(of: "f2"))
        #expect(h2.minY > a.maxY && c.minY > h2.maxY && f2.minY > c.maxY)
        // The default (inset grouped) style: rows are inset from the list's edges, in cards.
        #expect(Double(a.minX) >= 32)
        let cards = host.displayList.items.filter { if case .fill = $0.content { return $0.frame.width == 268 }; return false }
        #expect(cards.count == 3, "one card piece per row: \(cards.count)")
    }

    @Test func rowModifiersSetSeparatorsInsetsSpacingAndBackground() {
        func separators(_ host: HeadlessHost<some View>) -> Int {
            host.displayList.items.filter { item in
                if case .fill(.rectangle, let color) = item.content { return item.frame.height == 1 && color.opacity < 0.5 }
                return false
            }.count
        }
        let plain = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            List(0..<3) { index in Text("Row \(index)").accessibilityIdentifier("row\(index)") }.listStyle(.plain)
        }
        #expect(separators(plain) == 2, "between the rows")
        let hidden = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            List(0..<3) { index in Text("Row \(index)").listRowSeparator(.hidden) }.listStyle(.plain)
        }
        #expect(separators(hidden) == 0)
        let inset = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            List(0..<3) { index in
                Text("Row \(index)").accessibilityIdentifier("row\(index)")
                    .listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
            }
            .listStyle(.plain)
        }
        #expect(host(inset, "row0").minX == 40)
        let spaced = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            List(0..<3) { index in Text("Row \(index)").accessibilityIdentifier("row\(index)") }
                .listStyle(.plain).listRowSpacing(10)
        }
        #expect(host(spaced, "row1").midY - host(spaced, "row0").midY == 54)
        let painted = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            List(0..<3) { index in Text("Row \(index)").listRowBackground(Color.red) }.listStyle(.plain)
        }
        let reds = painted.displayList.items.filter { if case .fill(_, let color) = $0.content { return color == Color.red.resolved }; return false }
        #expect(reds.count == 3 && reds.allSatisfy { $0.frame.width == 300 && $0.frame.height == 44 })
    }

    private func host(_ host: HeadlessHost<some View>, _ id: String) -> CGRect { host.frame(of: id) ?? .null }

    @Test func aLinkInAListTakesTheWholeRowAndPushes() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            NavigationStack {
                List {
                    NavigationLink { Text("Detail").accessibilityIdentifier("detail") } label: { Text("Open").accessibilityIdentifier("open") }
                }
            }
        }
        // A tap near the row's trailing end, far from the label, opens the link.
        #expect(host.frame(of: "detail") == nil)
        let open = try! #require(host.frame(of: "open"))
        host.tap(at: CGPoint(x: 250, y: Double(open.midY)))
        host.advance(by: 1)
        #expect(host.frame(of: "detail") != nil)
    }

    @Test func aRowKeepsItsStateWhenTheListUpdates() {
        final class Box { var count = 0 }
        struct Counter: View {
            @State private var taps = 0
            var id: Int
            var body: some View {
                Text("\(id): \(taps)").accessibilityIdentifier("counter\(id)").onTapGesture { taps += 1 }
            }
        }
        struct Screen: View {
            @State private var title = "A"
            var body: some View {
                VStack {
                    Text(title).accessibilityIdentifier("title").onTapGesture { title += "A" }
                    List(0..<50) { index in Counter(id: index) }.listStyle(.plain)
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Screen() }
        _ = host.tap("counter2")
        host.advance(by: 0.1)
        _ = host.tap("title")
        host.advance(by: 0.1)
        #expect(texts(host).contains("2: 1"), "\(texts(host).prefix(4))")
    }

    @Test func aLazyVStackInAScrollViewBuildsOnlyWhatIsInSight() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach((0..<5_000).map { Item(id: $0) }) { item in
                        Text(item.name).frame(height: 30).accessibilityIdentifier("item\(item.id)")
                    }
                }
            }
        }
        #expect(builtRows(host).count < 20)
        #expect(host.frame(of: "item1").map { Double($0.midY) } == 55, "30-point rows 10 apart")
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 4_000))
        host.advance(by: 0.5)
        #expect(host.frame(of: "item100").map { Double($0.midY) } == 15)
        #expect(builtRows(host).count < 20)
    }

    @Test func aForEachOfSectionsIsOpenedAndAnIfStaysOneRow() {
        struct Group: Identifiable { var id: String; var items: [Int] }
        let groups = [Group(id: "a", items: [1, 2]), Group(id: "b", items: [3])]
        let host = HeadlessHost(size: CGSize(width: 300, height: 600)) {
            List {
                ForEach(groups) { group in
                    Section(group.id) {
                        ForEach(group.items, id: \.self) { item in
                            if item % 2 == 0 { Text("even \(item)") } else { Text("odd \(item)") }
                        }
                    }
                }
            }
        }
        #expect(builtRows(host).map(\.role) == [.header, .row, .row, .header, .row])
    }

    @Test func insertingARowWithAnimationSlidesTheRowsBelow() {
        struct Screen: View {
            @State private var items = [1, 2, 3]
            var body: some View {
                VStack {
                    Text("add").accessibilityIdentifier("add").onTapGesture {
                        withAnimation(.linear(duration: 1)) { items.insert(0, at: 0) }
                    }
                    List(items, id: \.self) { item in Text("Item \(item)").accessibilityIdentifier("item\(item)") }.listStyle(.plain)
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Screen() }
        let before = try! #require(host.frame(of: "item1"))
        _ = host.tap("add")
        host.advance(by: 0.5)
        let halfway = try! #require(host.frame(of: "item1"))
        host.advance(by: 1)
        let after = try! #require(host.frame(of: "item1"))
        #expect(after.minY - before.minY == 44)
        #expect(halfway.minY > before.minY && halfway.minY < after.minY, "\(before.minY) \(halfway.minY) \(after.minY)")
    }
}
