import Foundation
import KineticSDL
import Testing

/// The example app in `examples/HelloKinetic`: a SwiftUI developer's ten lines, run as they would
/// run them. It is a package of its own (`swift build --package-path examples/HelloKinetic`
/// builds it as a user's app); make test builds its source with the package, as the
/// `HelloKinetic` product, so swift-syntax is not compiled a second time for it.
extension EndToEnd {
    @Suite struct ExampleAppTests {
        static func exampleBinary() throws -> String {
            let path = packageRoot.appendingPathComponent(".build/debug/HelloKinetic").path
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw E2EError("the example app is not built: swift build (make test does)")
            }
            return path
        }

        /// The RGBA colour at (`x`, `y`) of a PNG.
        static func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [UInt8] {
            let image = try SDLPNGFile.rgbaPixels(at: path)
            let index = (y * image.width + x) * 4
            return Array(image.pixels[index..<index + 4])
        }

        static func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 60 }
        static func isOrange(_ p: [UInt8]) -> Bool { p[0] > 200 && p[2] < 80 }

        @Test func itRunsHeadlessAndRecordsWithTheEnvironmentsSwitches() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let shot = folder.appendingPathComponent("hello.png").path, csv = folder.appendingPathComponent("hello.csv").path
            var environment = environmentWithoutDisplay()
            environment["KINETIC_HEADLESS"] = "1"
            environment["KINETIC_FRAMES"] = "10"
            environment["KINETIC_SCREENSHOT"] = shot
            environment["KINETIC_RECORD"] = csv
            let child = try Child(try Self.exampleBinary(), [], environment: environment, in: folder)
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            #expect(child.standardError.hasPrefix("HelloKinetic: "), "\(child.standardError)")
            // The window's default size, 480 × 320, with the ball 120 points left of the centre.
            let image = try SDLPNGFile.rgbaPixels(at: shot)
            #expect(image.width == 480 && image.height == 320)
            #expect(Self.isBlue(try Self.pixel(shot, 120, 160)))
            #expect(try readCSV(csv).count == 10)
            #expect(try readSummary(csv + ".json")["frame_count"] as? Int == 10)
        }

        @Test func aBadSwitchIsRefusedNamingTheVariable() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var environment = environmentWithoutDisplay()
            environment["KINETIC_FPS"] = "fast"
            let child = try Child(try Self.exampleBinary(), [], environment: environment, in: folder)
            #expect(child.wait(timeout: 30) == 64)
            #expect(child.standardError.contains("KINETIC_FPS=fast is not a number"), "\(child.standardError)")
        }

        @Test func itOpensAWindowWhereAClickSpringsTheBallAcross() throws {
            let display = try VirtualDisplay()
            let csv = display.folder.appendingPathComponent("window.csv").path
            var environment = display.environment
            environment["KINETIC_RECORD"] = csv
            let child = try Child(try Self.exampleBinary(), [], environment: environment, in: display.folder)
            defer { if child.process.isRunning { kill(child.pid, SIGKILL); child.wait(timeout: 10) } }
            let window = try display.waitForWindow(matching: "^Hello, Kinetic$")
            usleep(1_000_000)
            let geometry = try display.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window]).out
            func value(_ key: String) -> Int? {
                geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
            }
            let x = try #require(value("X")), y = try #require(value("Y"))
            #expect(value("WIDTH") == 480 && value("HEIGHT") == 320, "\(geometry)")
            let before = display.folder.appendingPathComponent("before.png").path
            #expect(try display.run("/usr/bin/import", ["-window", "root", before]).status == 0)
            #expect(Self.isBlue(try Self.pixel(before, x + 120, y + 160)), "the ball starts on the left")
            // A person clicks the ball; it springs to the right and turns orange.
            try display.run("/usr/bin/xdotool", ["mousemove", "\(x + 120)", "\(y + 160)", "click", "1"])
            usleep(2_000_000)
            let after = display.folder.appendingPathComponent("after.png").path
            #expect(try display.run("/usr/bin/import", ["-window", "root", after]).status == 0)
            #expect(Self.isOrange(try Self.pixel(after, x + 360, y + 160)), "the ball is on the right")
            let left = try Self.pixel(after, x + 120, y + 160)
            #expect(!Self.isBlue(left) && !Self.isOrange(left), "nothing is left where it was")
            kill(child.pid, SIGTERM)
            #expect(child.wait(timeout: 30) == 0, "\(child.standardError)")
            let summary = try readSummary(csv + ".json")
            #expect(summary["end_reason"] as? String == "SIGTERM")
            #expect((summary["frame_count"] as? Int ?? 0) > 10, "it drew the spring")
        }
    }
}
