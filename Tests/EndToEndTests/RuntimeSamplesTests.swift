import Foundation
import KineticSDL
import Testing

/// `examples/RuntimeSamples`, SwiftUI code changing state the ways real apps do (a Timer, the
/// main queue, a Task, an @Observable, an ObservableObject on Timer.publish), run as a person
/// runs it: in a window, and headless.
extension EndToEnd {
    @Suite struct RuntimeSamplesTests {
        static func binary() throws -> String {
            let path = try kineticBinary().replacingOccurrences(of: "/kinetic", with: "/RuntimeSamples")
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw E2EError("RuntimeSamples is not built at \(path): swift build (make test does)")
            }
            return path
        }

        /// The events the app printed ("timer 3 at 0.62"), by name, with their times.
        static func events(_ output: String) -> [(name: String, time: Double)] {
            output.split(separator: "\n").compactMap { line in
                guard let range = line.range(of: " at ", options: .backwards), let time = Double(line[range.upperBound...]) else { return nil }
                return (String(line[..<range.lowerBound]), time)
            }
        }

        /// The RGBA colour at (`x`, `y`) of a PNG.
        static func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [UInt8] {
            let image = try SDLPNGFile.rgbaPixels(at: path)
            let index = (y * image.width + x) * 4
            return Array(image.pixels[index..<index + 4])
        }

        static func isGreen(_ p: [UInt8]) -> Bool { p[1] > 150 && p[0] < 120 && p[2] < 150 }

        /// Where each row's status dot is drawn in the 520 × 360 window: timer, asyncAfter,
        /// Task, @Observable, Timer.publish.
        static let dots = [95, 163, 197, 231, 265].map { (x: 72, y: $0) }

        @Test func inAWindowEveryMechanismChangesStateAndIsDrawn() throws {
            let display = try VirtualDisplay()
            let shot = display.folder.appendingPathComponent("runtime.png").path
            var environment = display.environment
            environment["KINETIC_DURATION"] = "3.5"
            environment["KINETIC_SCREENSHOT"] = shot
            let child = try Child(try Self.binary(), [], environment: environment, in: display.folder)
            #expect(child.wait(timeout: 120) == 0, "\(child.standardError)")
            let events = Self.events(child.standardOutput)
            let names = events.map(\.name)
            for name in ["observable", "asyncAfter", "task", "timer 1", "timer 10", "publish 1"] {
                #expect(names.contains(name), "\(name) never ran: \(child.standardOutput)")
            }
            // Never early; late only by what a loaded machine adds.
            let time = Dictionary(events.map { ($0.name, $0.time) }, uniquingKeysWith: { a, _ in a })
            #expect((time["asyncAfter"] ?? 0) >= 0.45)
            #expect((time["task"] ?? 0) >= 0.65)
            #expect((time["timer 1"] ?? 0) >= 0.15)
            for dot in Self.dots {
                #expect(Self.isGreen(try Self.pixel(shot, dot.x, dot.y)), "the dot at y \(dot.y) is not green")
            }
        }

        /// Headless, delayed main-queue work and `Task.sleep` follow the virtual clock: the
        /// asyncAfter of 0.5 s lands in frame 30 (the instant 0.5 at 60 Hz) and the task's sleep
        /// of 0.7 s in frame 42, in every run.
        @Test(arguments: [(frames: 29, has: [String](), lacks: ["asyncAfter", "task"]),
                          (frames: 30, has: ["asyncAfter"], lacks: ["task"]),
                          (frames: 41, has: ["asyncAfter"], lacks: ["task"]),
                          (frames: 42, has: ["asyncAfter", "task"], lacks: [])])
        func headlessDelaysAndSleepsLandOnTheirFrame(frames: Int, has: [String], lacks: [String]) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var environment = environmentWithoutDisplay()
            environment["KINETIC_HEADLESS"] = "1"
            environment["KINETIC_FRAMES"] = String(frames)
            for run in 1...2 {
                let child = try Child(try Self.binary(), [], environment: environment, in: folder)
                #expect(child.wait(timeout: 120) == 0, "\(child.standardError)")
                let names = Self.events(child.standardOutput).map(\.name)
                for name in has { #expect(names.contains(name), "run \(run) of \(frames) frames: no \(name)") }
                for name in lacks { #expect(!names.contains(name), "run \(run) of \(frames) frames: \(name) already") }
            }
        }

        /// A window whose only change is a one-second Timer sleeps between ticks: it draws a
        /// frame for each tick and none between.
        @Test func anIdleWindowWithAOneSecondTimerDrawsOncePerTick() throws {
            let display = try VirtualDisplay()
            let csv = display.folder.appendingPathComponent("idle.csv").path
            var environment = display.environment
            environment["KINETIC_DURATION"] = "5.5"
            environment["KINETIC_RECORD"] = csv
            let child = try Child(try Self.binary(), ["idle"], environment: environment, in: display.folder)
            #expect(child.wait(timeout: 120) == 0, "\(child.standardError)")
            let ticks = Self.events(child.standardOutput).filter { $0.name.hasPrefix("second ") }.count
            #expect(ticks >= 3, "\(child.standardOutput)")
            let summary = try readSummary(csv + ".json")
            let frames = summary["frame_count"] as? Int ?? 0
            // The first frames (the window appearing, exposed), then one per tick.
            #expect(frames <= ticks + 4, "\(frames) frames for \(ticks) ticks")
            #expect(frames >= ticks, "every tick was drawn")
        }
    }
}
