import Foundation
import Testing

/// Every playground scene, one after another: headless without a warning, and frame-rate
/// independent, the two sweeps side by side. (The input storm visits them all too, in
/// InputStormTests.)
extension EndToEndSweeps {
    @Suite struct SceneSweepTests {
        /// A second of each scene headless: it runs, warns of nothing, and draws.
        @Test func everySceneRendersHeadlessWithoutAWarning() async throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let list = try await runKinetic(["--list-scenes"], in: folder)
            #expect(list.status == 0)
            let scenes = list.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
            #expect(scenes.count >= 12, "\(scenes)")
            #expect(scenes.first == "spring-lab")
            for scene in scenes {
                let shot = folder.appendingPathComponent("\(scene).png").path
                let record = folder.appendingPathComponent(scene).path + "/"
                let run = try await runKinetic(["--scene", scene, "--headless", "--duration", "1", "--screenshot", shot, "--record", record],
                                         in: folder, timeout: 240, niced: true)
                #expect(run.status == 0, "\(scene): \(run.err)")
                #expect(!run.err.contains("warning"), "\(scene): \(run.err)")
                #expect(try imageStandardDeviation(shot) > 0.02, "\(scene) drew a blank screen")
                // The discontinuity detector watched every animated value and found nothing.
                let summary = try readSummary(record + "summary.json")
                #expect(summary["discontinuities"] as? String == "0", "\(scene): \(summary["discontinuities"] ?? "none")")
                let flagged = try readCSV(record + "values.csv").filter { !($0["flags"] ?? "").isEmpty }
                #expect(flagged.isEmpty, "\(scene): \(flagged.prefix(3))")
            }
        }

        /// Every scene's animations are functions of time: the same values at 60, 120 and 144 Hz.
        @Test func everySceneIsFrameRateIndependent() async throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let scenes = try await runKinetic(["--list-scenes"], in: folder).out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
            #expect(scenes.count >= 12)
            // Not the Run Loop scene: Foundation's timers there keep real time, not the virtual
            // clock (see RealTimePace), so where they fire in a headless run depends on whether
            // the machine keeps up with the frames, and a loaded one does not.
            #expect(scenes.contains("run-loop"))
            for scene in scenes where scene != "run-loop" {
                let run = try await runKinetic(["check-rates", "--scene", scene, "--duration", "1"], in: folder, timeout: 240, niced: true)
                #expect(run.status == 0, "\(scene): \(run.out) \(run.err)")
                #expect(run.out.contains("shared by 60, 120 and 144 Hz") && run.out.contains("frame-rate independent"), "\(scene): \(run.out)")
            }
            // The smoke scene's springs are compared, and agree.
            let smoke = try await runKinetic(["check-rates", "--scene", "smoke", "--duration", "1"], in: folder, timeout: 120, niced: true)
            #expect(smoke.out.contains("compared 12 animated properties at 12 instants"), "\(smoke.out)")
        }
    }
}
