import Foundation
import KineticSDL
import Testing

/// The sample app in `examples/AnimationSamples`: SwiftUI tutorial code whose only change is
/// `import Kinetic`, built by `swift build` (make test). Each test runs it headless as a person
/// would use it: a tap on a row of the catalogue pushes a screen, taps on the screen's buttons
/// play its animations, and a screenshot is kept.
extension EndToEnd {
    @Suite struct SampleAppTests {
        static func binary() throws -> String {
            let path = packageRoot.appendingPathComponent(".build/debug/AnimationSamples").path
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw E2EError("the sample app is not built: swift build --product AnimationSamples (make test does)")
            }
            return path
        }

        /// Runs the app headless with `switches` (KINETIC_ variables, without the prefix) in
        /// `folder`; returns its exit status and the lines it printed besides its session line.
        static func runHeadless(_ switches: [String: String], in folder: URL, timeout: Double) throws -> (status: Int32, messages: [String], standardError: String) {
            var environment = environmentWithoutDisplay()
            environment["KINETIC_HEADLESS"] = "1"
            for (name, value) in switches { environment["KINETIC_\(name)"] = value }
            let child = try Child(try binary(), [], environment: environment, in: folder)
            let status = child.wait(timeout: timeout)
            let messages = child.standardError.split(separator: "\n").map(String.init).filter { !$0.contains("session:") }
            return (status, messages, child.standardError)
        }

        /// One screen of the catalogue: its row, whether the list must scroll to show it, and
        /// the buttons pressed on it.
        struct Screen: CustomStringConvertible, Sendable {
            var row: String
            var scroll = 0.0
            var buttons: [String]
            var description: String { row }
        }

        static let screens = [
            Screen(row: "Spring Button", buttons: ["Boing"]),
            Screen(row: "Card Flip", buttons: ["Flip", "Tilt"]),
            Screen(row: "Transitions", buttons: ["Banner", "Pivot", "Badge"]),
            Screen(row: "Matched Geometry", buttons: ["Expand", "Next Tab"]),
            Screen(row: "Phase Animator", buttons: ["Play"]),
            Screen(row: "Keyframes", buttons: ["Jump"]),
            Screen(row: "Loading Ring", scroll: 300, buttons: ["Load"]),
            Screen(row: "Animatable Shape", scroll: 300, buttons: ["Ripple"]),
            Screen(row: "Symbol Effects", scroll: 300, buttons: ["Like", "Favourite"]),
        ]

        /// Where the walk's screenshots are kept for a person to look at (the test's own
        /// folder is removed).
        static let shots = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-sample-walk")

        @Test(arguments: screens)
        func eachScreenOpensFromTheCatalogueAndItsButtonsPlay(_ screen: Screen) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: Self.shots, withIntermediateDirectories: true)
            // The row is tapped by its title, each button by its label, a second apart.
            var lines: [String] = []
            var time = 0.3
            if screen.scroll > 0 {
                lines.append(#"{"at": 0.2, "scroll": {"at": [400, 300], "by": [0, \#(screen.scroll)]}}"#)
                time = 0.8
            }
            lines.append(#"{"at": \#(time), "tap": "\#(screen.row)"}"#)
            time += 1.0
            for button in screen.buttons {
                lines.append(#"{"at": \#(time), "tap": "\#(button)"}"#)
                time += 0.6
            }
            let script = folder.appendingPathComponent("walk.jsonl")
            try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
            let shot = Self.shots.appendingPathComponent(screen.row.replacingOccurrences(of: " ", with: "-").lowercased() + ".png").path
            // Ten frames a second is enough to play the script and keeps a debug build quick.
            let run = try Self.runHeadless(["FPS": "10", "DURATION": String(time + 0.6), "SCRIPT": script.path, "SCREENSHOT": shot],
                                           in: folder, timeout: 300)
            #expect(run.status == 0, "\(run.standardError)")
            // Every tap found its target: the row in the catalogue, then the buttons, which are
            // only on the pushed screen. No warning of any kind is printed.
            #expect(run.messages.isEmpty, "\(run.messages.joined(separator: "\n"))")
            #expect(try imageStandardDeviation(shot) > 0.05, "the screenshot is not blank")
        }

        @Test func theCatalogueListsEverySampleInSections() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: Self.shots, withIntermediateDirectories: true)
            let shot = Self.shots.appendingPathComponent("catalogue.png").path
            let run = try Self.runHeadless(["FRAMES": "3", "SCREENSHOT": shot], in: folder, timeout: 120)
            #expect(run.status == 0, "\(run.standardError)")
            let image = try SDLPNGFile.rgbaPixels(at: shot)
            #expect(image.width == 800 && image.height == 600)
            // The Transitions section's rows are tinted (listRowBackground): a greenish band.
            let index = (208 * image.width + 400) * 4
            let pixel = Array(image.pixels[index..<index + 4])
            #expect(pixel[1] > pixel[0] && pixel[1] > pixel[2], "\(pixel)")
        }
    }
}

extension EndToEnd.SampleAppTests {
    /// `KINETIC_PREVIEWS=1` opens the browser on the app's previews, the first one on the canvas.
    @Test func thePreviewsOfTheAppOpenInTheBrowser() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: Self.shots, withIntermediateDirectories: true)
        let shot = Self.shots.appendingPathComponent("previews.png").path
        // A click on the catalogue's preview in the list, by its name.
        let script = folder.appendingPathComponent("pick.jsonl")
        try #"{"at": 0.2, "tap": "SampleCatalog"}"#.write(to: script, atomically: true, encoding: .utf8)
        let run = try Self.runHeadless(["PREVIEWS": "1", "DURATION": "0.6", "FPS": "10", "SCRIPT": script.path, "SCREENSHOT": shot],
                                       in: folder, timeout: 120)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.messages.isEmpty, "\(run.messages.joined(separator: "\n"))")
        // The browser's 1100 × 720 window: the list on the left, the catalogue on the canvas
        // with its tinted Transitions row (a greenish band across the canvas).
        let image = try SDLPNGFile.rgbaPixels(at: shot)
        #expect(image.width == 1100 && image.height == 720)
        let band = (0..<image.height).contains { y in
            let index = (y * image.width + 800) * 4
            let p = Array(image.pixels[index..<index + 4])
            return Int(p[1]) > Int(p[0]) + 6 && Int(p[1]) > Int(p[2]) + 6
        }
        #expect(band, "the catalogue is on the canvas")
    }
}
