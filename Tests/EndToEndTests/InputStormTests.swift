import Foundation
import Testing

/// scripts/input-storm with 80 random events per scene (make storm gives 10,000): no crash,
/// no warning, a complete recording. A click on the sidebar switches scenes, so each run
/// visits others too. (250 a scene took 200 s of the test run's four minutes on two cores.)
extension EndToEndSweeps {
    @Suite struct InputStormTests {
        @Test func eightyRandomEventsOnEveryScene() async throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = packageRoot.appendingPathComponent("scripts/input-storm").path
            // At the lowest priority, with its Xvfb and app (see EndToEndSweeps).
            let child = try Child("/usr/bin/nice", ["-n", "19", "/usr/bin/python3", script, "--events", "80", "--binary", try kineticBinary()], in: folder)
            let status = await child.exit(timeout: 600)
            let report = child.standardOutput
            #expect(status == 0, "\(report)\n\(child.standardError)")
            let lines = report.split(separator: "\n").filter { $0.hasPrefix("input-storm ") }
            #expect(lines.count >= 3, "\(report)")
            for line in lines { #expect(line.hasSuffix(": ok"), "\(line)") }
        }
    }
}
