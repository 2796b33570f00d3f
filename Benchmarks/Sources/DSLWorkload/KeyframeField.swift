// The workload of "100 keyframe animators, one frame": a grid of circles, each played by its own
// repeating KeyframeAnimator (scale, angle and lift tracks), shared by DSLBenchmarks.

import Foundation
import KineticCore

struct KeyframePose {
    var scale = 1.0
    var angle = Angle.zero
    var lift = 0.0
}

/// `count` circles in rows of ten, each animated by a repeating keyframe animator whose tracks
/// are offset by its index, so no two are in step.
struct KeyframeFieldView: View {
    let count: Int

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<(count + 9) / 10, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<min(10, count - row * 10), id: \.self) { column in
                        let index = row * 10 + column
                        KeyframeAnimator(initialValue: KeyframePose()) { pose in
                            Circle().fill(Color.orange)
                                .frame(width: 16, height: 16)
                                .scaleEffect(pose.scale)
                                .rotationEffect(pose.angle)
                                .offset(y: pose.lift)
                        } keyframes: { _ in
                            KeyframeTrack(\.scale) {
                                SpringKeyframe(1.3, duration: 0.2 + Double(index % 7) * 0.01)
                                SpringKeyframe(1.0, duration: 0.3)
                            }
                            KeyframeTrack(\.angle) {
                                LinearKeyframe(.degrees(15), duration: 0.15)
                                LinearKeyframe(.degrees(-15), duration: 0.3)
                                LinearKeyframe(.zero, duration: 0.15 + Double(index % 5) * 0.01)
                            }
                            KeyframeTrack(\.lift) {
                                CubicKeyframe(-8, duration: 0.3)
                                CubicKeyframe(0, duration: 0.3 + Double(index % 3) * 0.01)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A view graph showing ``KeyframeFieldView``, driven at 60 Hz: each ``frame()`` is one update
/// and one render, with every animator playing.
public final class KeyframeField {
    public let graph: ViewGraph
    public let count: Int
    public private(set) var time = 0.0

    public init(count: Int = 100) {
        self.count = count
        graph = ViewGraph(size: CGSize(width: 400, height: 400), content: KeyframeFieldView(count: count))
        graph.update(at: 0)
        let first = graph.render(at: 0)
        precondition(first.items.count == count, "\(first.items.count) display items for \(count) animators")
        precondition(graph.needsFrame, "the animators do not play")
    }

    /// One frame, 1/60 s after the last: update, then the display list.
    @discardableResult
    public func frame() -> DisplayList {
        time += 1.0 / 60
        graph.update(at: time)
        return graph.render(at: time)
    }
}
