// The workload of "the frame-timing HUD, one frame": the HUD's own graph updated with 240
// recorded frames and tessellated into a draw list, as a window lays it over each frame.

import Foundation
import KineticCore

public final class HUDOverlay {
    let hud = FrameTimingHUD(textMeasurer: ApproximateTextMeasurer(), size: CGSize(width: 1280, height: 800))
    let frames: [FrameTiming]
    var list = DrawList()
    var time = 0.0

    public init() {
        let recorder = FrameTimingRecorder()
        var t = 0.0
        for i in 0..<240 {
            t += 1.0 / 60
            let start = t - 1.0 / 60, cpu = 0.001 + Double(i % 9) * 0.0003
            recorder.record(FrameStamps(
                deadline: t, sampleTime: t, frameStart: start, updateEnd: start + cpu * 0.4, layoutEnd: start + cpu * 0.5,
                displayListEnd: start + cpu * 0.8, submitEnd: start + cpu, present: t, refreshInterval: 1.0 / 60,
                threadCPU: cpu, processCPU: cpu * 2))
        }
        frames = recorder.recentFrames
    }

    /// One frame of the HUD: its graph and its triangles. Returns the vertices made.
    @discardableResult
    public func frame() -> Int {
        time += 1.0 / 60
        list.removeAll()
        list.append(hud.draw(frames: frames, size: CGSize(width: 1280, height: 800), time: time), textMeasurer: ApproximateTextMeasurer())
        return list.vertices.count
    }
}
