// The workload of "a grid of 100 cards with one zoom in flight": shared by DSLBenchmarks.

import Foundation
import KineticCore

/// 100 cards (10 × 10) in a NavigationStack, each a zoom source; a card's screen zooms out of
/// it.
struct ZoomGridView: View {
    @Namespace private var cards

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                ForEach(0..<10, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<10, id: \.self) { column in
                            let id = row * 10 + column
                            NavigationLink(value: id) {
                                ZStack(alignment: .bottomLeading) {
                                    Rectangle().fill(Color(hue: Double(id) / 100, saturation: 0.5, brightness: 0.9))
                                    Text("\(id)").font(.system(size: 11))
                                }
                                .frame(width: 90, height: 60)
                            }
                            .matchedTransitionSource(id: id, in: cards)
                        }
                    }
                }
            }
            .navigationDestination(for: Int.self) { id in
                VStack(spacing: 12) {
                    Rectangle().fill(Color(hue: Double(id) / 100, saturation: 0.5, brightness: 0.9)).frame(height: 300)
                    Text("Card \(id)").font(.system(size: 24))
                    Spacer()
                }
                .navigationTransition(.zoom(sourceID: id, in: cards))
            }
        }
    }
}

/// A view graph of ``ZoomGridView`` driven at 60 Hz so that every measured frame has a zoom in
/// flight: a card is tapped (its screen zooms in), frames are drawn while it grows, then the
/// screen is popped and frames are drawn while it shrinks back; the next card follows.
public final class ZoomGrid {
    public static let frameInterval = 1.0 / 60
    /// Frames drawn per push or pop: all inside the zoom's spring (0.45 s).
    public static let framesPerLeg = 20

    public let graph: ViewGraph
    public private(set) var time = 0.0
    private var framesInLeg = 0
    private var pushed = false
    private var card = 0

    public init() {
        graph = ViewGraph(size: CGSize(width: 1000, height: 700), content: ZoomGridView())
        graph.update(at: 0)
        graph.render(at: 0)
        precondition(!graph.needsFrame, "something animates before the first tap")
        startLeg()
    }

    /// Taps the next card, or pops the screen, after letting the last leg finish (unmeasured).
    public func restartIfDue() {
        guard framesInLeg >= Self.framesPerLeg else { return }
        time += 2
        // A popped screen leaves the graph in the frame after its animation ends.
        for _ in 0..<3 where graph.needsFrame || framesInLeg > 0 {
            framesInLeg = 0
            graph.update(at: time)
            graph.render(at: time)
            time += Self.frameInterval
        }
        precondition(!graph.needsFrame, "a zoom still runs 2 s after it started")
        startLeg()
    }

    private func startLeg() {
        if pushed {
            _ = graph.keyPressed("\u{8}")
        } else {
            card = (card + 37) % 100
            let row = card / 10, column = card % 10
            // Cards are 90 × 60 with 8 pt gaps, the grid centred in the window.
            let x = 500 - (10 * 90 + 9 * 8) / 2.0 + Double(column) * 98 + 45
            let y = 350 - (10 * 60 + 9 * 8) / 2.0 + Double(row) * 68 + 30
            precondition(graph.tap(at: CGPoint(x: x, y: y), time: time), "no card at (\(x), \(y))")
        }
        pushed.toggle()
        framesInLeg = 0
    }

    /// One frame: update + layout + display list.
    @discardableResult
    public func frame() -> Int {
        time += Self.frameInterval
        framesInLeg += 1
        graph.update(at: time)
        return graph.render(at: time).items.count
    }

    /// True when the last frame was still zooming.
    public var isZooming: Bool { graph.needsFrame }
}
