// The view DSL's speed targets, through the public API only (a ViewGraph driven by hand):
//
// - "Update + layout + DisplayList for 1,000 simultaneously animating views: under 4 ms per
//   frame, release." A 25 × 40 grid of rectangles, each with a scale effect, an opacity and an
//   offset driven by one @State that a tap toggles in withAnimation, so 3,000 animations run
//   at once. One iteration is one 60 Hz frame: `graph.update(at: t)` then `graph.render(at: t)`.
//   Two rows: a linear 10 s animation, and a fluid spring(duration: 2) (the spring simulates
//   in 1/300 s steps, so it costs more per sample). Every measured frame samples animations in
//   flight: when a cycle's frames are used up, the clock jumps past the animations' end and
//   the grid is tapped again, outside the measured region (see DSLWorkload.AnimatingGrid).
//
// - "One state change in a 10,000-view tree: under 1 ms to the next DisplayList." 100 rows of
//   100 cells, each a custom View with its own @State toggled by onTapGesture. One iteration
//   taps one cell (graph.tap, going round 64 cells spread over the grid) then makes the next
//   frame (update + render); exactly one body re-runs (checked in setup). Three more rows split
//   the iteration into the tap alone (hit test and state change), the update alone (the
//   cell's body, then layout) and the render alone (the DisplayList).
//
// - "A grid of 100 cards with one zoom in flight: update + layout + display list under 2 ms per
//   frame." A NavigationStack of 100 zoom sources; a card is tapped and 20 frames are measured
//   while its screen zooms out of it, then the screen is popped and 20 more are measured while
//   it shrinks back (see DSLWorkload.ZoomGrid).
//
// - "100 keyframe animators running at once: under 2 ms per frame, update to display list."
//   Ten rows of ten circles, each with a repeating KeyframeAnimator of three tracks (spring,
//   linear and cubic keyframes), out of step with one another (see DSLWorkload.KeyframeField).
//
// - "A Canvas drawing 1,000 small shapes a frame: at most 2 ms." A Canvas in a
//   TimelineView(.animation) fills 1,000 six-point circles on a moving wave; one iteration is
//   the frame's update, display list and tessellation into a draw list (see
//   DSLWorkload.CanvasField).
//
// One iteration is one frame (scalingFactor .one): wall clock reads per frame, mallocs per
// frame. (Total CPU time is counted in 10 ms ticks on Linux; trust wall clock.)

import Benchmark
import Foundation
import DSLWorkload
import KineticCore

/// What one benchmark keeps between its setup, iterations and teardown.
final class GridState {
    var grid: AnimatingGrid?
}

final class ZoomState {
    var grid: ZoomGrid?
}

final class KeyframeState {
    var field: KeyframeField?
}

final class ListState {
    var list: ScrollingList?
}

final class HUDState {
    var hud: HUDOverlay?
}

final class TreeState {
    var tree: CellTree?
}

final class CanvasState {
    var field: CanvasField?
}

/// Views are main-actor code (their bodies and the handlers made in them), as in SwiftUI: the
/// graph is driven on the main thread, as a window drives it. The runner's tasks run elsewhere,
/// and the main queue is free, so each step hops there (outside the measured part).
func onMain<T>(_ work: () -> T) -> T {
    Thread.isMainThread ? work() : DispatchQueue.main.sync(execute: work)
}

let benchmarks: @Sendable () -> Void = {
    // One frame an iteration: ~3 s of iterations.
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    // MARK: A Canvas of 1,000 shapes

    let canvasState = CanvasState()
    Benchmark(
        "Canvas of 1,000 circles in a TimelineView, update + display list + tessellation",
        configuration: perFrame,
        closure: { benchmark in onMain {
            guard let field = canvasState.field else { return }
            benchmark.startMeasurement()
            blackHole(field.frame())
            benchmark.stopMeasurement()
        } },
        setup: { onMain {
            let field = CanvasField()
            precondition(field.frame() > 1_000 * 10)
            canvasState.field = field
        } },
        teardown: { onMain { canvasState.field = nil } }
    )

    // MARK: 1,000 animating views

    func animatingGrid(_ name: String, animation: Animation, framesPerCycle: Int, settleTime: Double) {
        let state = GridState()
        Benchmark(
            "1,000 animating views, update + render one frame (\(name))",
            configuration: perFrame,
            closure: { benchmark in onMain {
                guard let grid = state.grid else { return }
                grid.restartIfDue()  // unmeasured: finish the cycle and tap again
                benchmark.startMeasurement()
                blackHole(grid.frame())
                benchmark.stopMeasurement()
                precondition(grid.lastFrameWasAnimatingEveryLeaf, "frame \(grid.framesInCycle) of cycle \(grid.cycles) no longer animates every leaf")
            } },
            setup: { onMain {
                let grid = AnimatingGrid(animation: animation, framesPerCycle: framesPerCycle, settleTime: settleTime)
                // The benchmark measures frames that really animate 1,000 leaves: every leaf
                // drawn, still animating, and moving, fading and scaling from frame to frame.
                precondition(grid.leafCount == 1_000)
                _ = grid.frame()
                precondition(grid.lastFrameWasAnimatingEveryLeaf, "\(grid.graph.displayList.items.count) items, needsFrame \(grid.graph.needsFrame)")
                let moving = grid.movingItemCount(after: 3)
                precondition(moving == grid.leafCount, "\(moving) of \(grid.leafCount) leaves move and fade between frames")
                state.grid = grid
            } },
            teardown: { onMain {
                if let grid = state.grid {
                    precondition(grid.lastFrameWasAnimatingEveryLeaf, "the last frame did not animate every leaf")
                }
                state.grid = nil
            } }
        )
    }
    // 540 frames (9 s) of a 10 s animation per cycle.
    animatingGrid("linear 10 s", animation: .linear(duration: 10), framesPerCycle: 540, settleTime: 11)
    // 100 frames (1.67 s) of a spring whose response is 2 s (logically complete at 2 s), then a
    // jump far enough for it to settle.
    animatingGrid("spring duration 2", animation: .spring(duration: 2), framesPerCycle: 100, settleTime: 60)

    // MARK: One state change in 10,000 views

    enum Part { case whole, tap, update, render }

    func cellTree(_ name: String, measuring part: Part) {
        let state = TreeState()
        Benchmark(
            name,
            configuration: perFrame,
            closure: { benchmark in onMain {
                guard let tree = state.tree else { return }
                switch part {
                case .whole:
                    blackHole(tree.change())
                case .tap:
                    tree.tap()
                    benchmark.stopMeasurement()
                    blackHole(tree.frameAfterTap())
                case .update:
                    tree.tap()
                    benchmark.startMeasurement()
                    tree.update()
                    benchmark.stopMeasurement()
                    blackHole(tree.render())
                case .render:
                    tree.tap()
                    tree.update()
                    benchmark.startMeasurement()
                    blackHole(tree.render())
                }
            } },
            setup: { onMain {
                let tree = CellTree()
                precondition(tree.cellCount == 10_000)
                // Each change re-runs exactly one body (the tapped cell's) and changes exactly
                // one display item; checked on the first 8 changes.
                for _ in 0..<8 {
                    let check = tree.verifyOneChange()
                    precondition(check.bodies == 1, "a change to cell \(check.cell) re-ran \(check.bodies) bodies")
                }
                state.tree = tree
            } },
            teardown: { onMain {
                if let tree = state.tree {
                    let check = tree.verifyOneChange()
                    precondition(check.bodies == 1, "a change to cell \(check.cell) re-ran \(check.bodies) bodies")
                }
                state.tree = nil
            } }
        )
    }
    // MARK: 100 keyframe animators

    let keyframes = KeyframeState()
    Benchmark(
        "100 keyframe animators, update + render one frame",
        configuration: perFrame,
        closure: { benchmark in onMain {
            guard let field = keyframes.field else { return }
            benchmark.startMeasurement()
            blackHole(field.frame())
            benchmark.stopMeasurement()
        } },
        setup: { onMain { keyframes.field = KeyframeField(count: 100) } },
        teardown: { onMain {
            if let field = keyframes.field { precondition(field.graph.needsFrame, "the animators stopped") }
            keyframes.field = nil
        } }
    )

    // MARK: A List of 10,000 rows, scrolling

    let listState = ListState()
    Benchmark(
        "List of 10,000 rows scrolling by the wheel, update + render one frame",
        configuration: perFrame,
        closure: { benchmark in onMain {
            guard let list = listState.list else { return }
            benchmark.startMeasurement()
            blackHole(list.frame())
            benchmark.stopMeasurement()
        } },
        setup: { onMain { listState.list = ScrollingList(count: 10_000) } },
        teardown: { onMain {
            if let list = listState.list { precondition(list.itemsDrawn < 200, "\(list.itemsDrawn) items drawn: rows out of sight are built") }
            listState.list = nil
        } }
    )

    // MARK: The frame-timing HUD

    let hudState = HUDState()
    Benchmark(
        "Frame-timing HUD overlay (240 frames), update + tessellate one frame",
        configuration: perFrame,
        closure: { benchmark in onMain {
            guard let hud = hudState.hud else { return }
            benchmark.startMeasurement()
            blackHole(hud.frame())
            benchmark.stopMeasurement()
        } },
        setup: { onMain { hudState.hud = HUDOverlay() } },
        teardown: { onMain { hudState.hud = nil } }
    )

    // MARK: 100 cards, one zoom in flight

    let zoomState = ZoomState()
    Benchmark(
        "100 cards with one zoom in flight, update + render one frame",
        configuration: perFrame,
        closure: { benchmark in onMain {
            guard let grid = zoomState.grid else { return }
            grid.restartIfDue()  // unmeasured: let the last zoom finish, start the next
            benchmark.startMeasurement()
            blackHole(grid.frame())
            benchmark.stopMeasurement()
            precondition(grid.isZooming, "a measured frame had no zoom in flight")
        } },
        setup: { onMain { zoomState.grid = ZoomGrid() } },
        teardown: { onMain { zoomState.grid = nil } }
    )

    cellTree("10,000 views, one state change to the next DisplayList (tap + update + render)", measuring: .whole)
    cellTree("10,000 views, one state change: the tap alone", measuring: .tap)
    cellTree("10,000 views, one state change: the update alone (body + layout)", measuring: .update)
    cellTree("10,000 views, one state change: the render alone (DisplayList)", measuring: .render)
}
