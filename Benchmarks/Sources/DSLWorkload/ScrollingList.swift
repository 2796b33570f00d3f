// The workload of "a List of 10,000 rows scrolling": a plain list of rows (a symbol, a title, a
// detail), scrolled by a wheel notch every third frame and back at the ends, shared by
// DSLBenchmarks and DSLProfile.

import Foundation
import KineticCore

struct ScrollingListView: View {
    let count: Int

    var body: some View {
        List {
            Section("Rows") {
                ForEach(0..<count, id: \.self) { index in
                    HStack(spacing: 12) {
                        Image(systemName: index % 3 == 0 ? "star.fill" : "circle.fill")
                            .foregroundColor(index % 2 == 0 ? .orange : .blue)
                        Text("Row \(index)")
                        Spacer()
                        Text("\(index * 7 % 100) ms").foregroundColor(.secondary)
                    }
                }
            }
        }
        .listStyle(.plain)
    }
}

/// A view graph showing ``ScrollingListView`` in a 400 × 600 window, driven at 60 Hz: each
/// ``frame()`` is one update and one render while the list scrolls.
public final class ScrollingList {
    public let graph: ViewGraph
    public let count: Int
    public private(set) var time = 0.0
    private var frames = 0
    private var direction = 1.0

    public init(count: Int = 10_000) {
        self.count = count
        graph = ViewGraph(size: CGSize(width: 400, height: 600), content: ScrollingListView(count: count))
        graph.update(at: 0)
        graph.render(at: 0)
    }

    /// One frame, 1/60 s after the last, with a wheel notch (120 points) every third frame;
    /// the direction turns when the list stops moving at an end.
    @discardableResult
    public func frame() -> DisplayList {
        time += 1.0 / 60
        frames += 1
        if frames % 3 == 0 {
            if !graph.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 120 * direction)) {
                direction = -direction
            }
        }
        graph.update(at: time)
        return graph.render(at: time)
    }

    /// How many items the last frame drew (a few dozen rows' worth, whatever the count).
    public var itemsDrawn: Int { graph.displayList.items.count }
}
