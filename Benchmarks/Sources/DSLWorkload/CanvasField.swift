// The workload of "a Canvas drawing 1,000 small shapes a frame": a Canvas in a
// TimelineView(.animation) that fills 1,000 small circles on a moving wave, shared by
// DSLBenchmarks.

import Foundation
import KineticCore

struct CanvasFieldView: View {
    let count: Int

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 1000)
                for i in 0..<count {
                    let x = Double(i % 40) * 10 + 5, y = Double(i / 40) * 16 + 8 + 4 * sin(t * 3 + Double(i) * 0.2)
                    context.fill(Path(ellipseIn: CGRect(x: x - 3, y: y - 3, width: 6, height: 6)),
                                 with: .color(Color(hue: Double(i % 40) / 40, saturation: 0.7, brightness: 1)))
                }
            }
        }
    }
}

/// A view graph showing ``CanvasFieldView`` at 60 Hz: each ``frame()`` is one update, one
/// render to the display list, and its tessellation into a draw list.
public final class CanvasField {
    public let graph: ViewGraph
    public private(set) var drawList = DrawList()
    public private(set) var time = 0.0

    public init(count: Int = 1_000) {
        graph = ViewGraph(size: CGSize(width: 400, height: 400), content: CanvasFieldView(count: count))
        graph.update(at: 0)
        let first = graph.render(at: 0)
        precondition(first.items.count == count, "\(first.items.count) display items for \(count) shapes")
        precondition(graph.needsFrame, "the timeline does not ask for frames")
    }

    /// One frame, 1/60 s after the last: update, display list, draw list.
    @discardableResult
    public func frame() -> Int {
        time += 1.0 / 60
        graph.update(at: time)
        let list = graph.render(at: time)
        drawList.removeAll()
        drawList.append(list)
        return drawList.triangleCount
    }
}
