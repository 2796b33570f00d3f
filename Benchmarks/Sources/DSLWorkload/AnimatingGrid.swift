// The workload of "1,000 animating views, one frame": a grid of leaves that all animate at once,
// shared by DSLBenchmarks and the DSLProfile driver so both run exactly the same frames.

import Foundation
import KineticCore

/// The grid's view: `rows` × `columns` small rectangles, each with an offset, an opacity and a
/// scale effect driven by one `@State`. A tap anywhere on the grid toggles the state in
/// `withAnimation(animation)`, so every leaf starts three animations (offset, opacity, scale)
/// in the same transaction.
struct AnimatingGridView: View {
    let rows: Int
    let columns: Int
    let animation: Animation
    @State private var phase = false

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns) { column in
                        Rectangle()
                            .fill((row + column) % 2 == 0 ? Color.blue : Color.orange)
                            .frame(width: 10, height: 10)
                            .scaleEffect(phase ? 0.5 : 1)
                            .opacity(phase ? 0.25 : 1)
                            .offset(x: phase ? 3 : -3, y: phase ? -2 : 2)
                    }
                }
            }
        }
        .onTapGesture {
            withAnimation(animation) { phase.toggle() }
        }
    }
}

/// A view graph showing ``AnimatingGridView``, driven frame by frame at 60 Hz with every leaf
/// always animating.
///
/// Each animation runs in cycles: a tap starts (or reverses) all of them at the cycle's start,
/// then ``frame()`` draws `framesPerCycle` frames, all inside the animation's duration. Once
/// the cycle is used up, ``restartIfDue()`` (to be called outside a measured region) jumps the
/// clock past the end of the animations, checks that nothing animates any more, and taps again,
/// so every measured frame samples exactly one fresh animation per animated value: no frame
/// measures finished animations, and no retarget piles up merged or additive entries.
public final class AnimatingGrid {
    public static let frameInterval = 1.0 / 60

    public let graph: ViewGraph
    public let leafCount: Int
    /// The time of the last frame.
    public private(set) var time = 0.0
    /// Frames drawn with ``frame()`` in the current cycle.
    public private(set) var framesInCycle = 0
    /// Cycles started (taps).
    public private(set) var cycles = 0
    private let framesPerCycle: Int
    private let settleTime: Double
    private let tapPoint: CGPoint

    /// - Parameters:
    ///   - animation: what the tap animates with.
    ///   - framesPerCycle: frames drawn per start; they must end before the animation does.
    ///   - settleTime: how far past a cycle's start the clock jumps to be sure every animation
    ///     has finished.
    public init(rows: Int = 25, columns: Int = 40, animation: Animation, framesPerCycle: Int, settleTime: Double) {
        precondition(framesPerCycle > 0 && Double(framesPerCycle) * AnimatingGrid.frameInterval < settleTime)
        leafCount = rows * columns
        self.framesPerCycle = framesPerCycle
        self.settleTime = settleTime
        let size = CGSize(width: 1000, height: 400)
        tapPoint = CGPoint(x: size.width / 2, y: size.height / 2)
        graph = ViewGraph(size: size, content: AnimatingGridView(rows: rows, columns: columns, animation: animation))
        graph.update(at: 0)
        let first = graph.render(at: 0)
        precondition(first.items.count == leafCount, "\(first.items.count) display items for \(leafCount) leaves")
        precondition(!graph.needsFrame, "something animates before the first tap")
        start()
    }

    /// Taps the grid at the current time: every leaf starts animating (outside measurement).
    private func start() {
        let handled = graph.tap(at: tapPoint, time: time)
        precondition(handled, "the tap at \(tapPoint) found no tap handler")
        graph.update(at: time)
        graph.render(at: time)
        precondition(graph.needsFrame, "nothing animates after the tap")
        framesInCycle = 0
        cycles += 1
    }

    /// When the cycle is used up: finishes every animation by jumping the clock past them,
    /// then starts the next cycle. Call it outside the measured region.
    public func restartIfDue() {
        guard framesInCycle >= framesPerCycle else { return }
        let cycleStart = time - Double(framesInCycle) * AnimatingGrid.frameInterval
        time = max(time, cycleStart + settleTime)
        graph.update(at: time)
        graph.render(at: time)
        precondition(!graph.needsFrame, "still animating \(settleTime) s after the tap")
        start()
    }

    /// One 60 Hz frame: update (nothing changed, so no bodies and no layout), then sample every
    /// animation and build the display list. Returns the number of display items.
    @inline(never)
    public func frame() -> Int {
        time += AnimatingGrid.frameInterval
        framesInCycle += 1
        graph.update(at: time)
        return graph.render(at: time).items.count
    }

    /// True when the last frame drew at least one item per leaf and still animates.
    public var lastFrameWasAnimatingEveryLeaf: Bool {
        graph.needsFrame && graph.displayList.items.count >= leafCount
    }

    /// How many display items differ between the frames at the start and in the middle of a
    /// cycle: a check that the leaves really move, fade and scale.
    public func movingItemCount(after frames: Int) -> Int {
        let before = graph.displayList.items
        for _ in 0..<frames { _ = frame() }
        let after = graph.displayList.items
        return zip(before, after).filter { $0.transform != $1.transform && $0.opacity != $1.opacity }.count
    }
}
