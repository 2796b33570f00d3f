import Foundation
import KineticSDL
import Testing

/// The playground as a person meets it: every scene, scripted replays, and the Spring Lab in a
/// window driven with xdotool.
extension EndToEnd {
    @Suite struct PlaygroundProductTests {
        static let springLabScript = """
            # Spring Lab: send the ball off, move the bounce slider while it flies, then a preset.
            {"at": 0.3, "click": [1000, 200]}
            {"at": 0.5, "slider": "spring.bounce", "by": 50, "duration": 0.2}
            {"at": 1.0, "click": [700, 300]}
            {"at": 1.2, "tap": "preset.snappy"}
            {"at": 1.4, "tap": "copy.SwiftUI"}
            """

        /// The same script twice: the same frames at the same instants and the same last picture.
        @Test func aScriptedReplayIsTheSameTwice() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("lab.jsonl").path
            try Self.springLabScript.write(toFile: script, atomically: true, encoding: .utf8)
            var shots: [Data] = [], deadlines: [[String]] = []
            for run in ["a", "b"] {
                let shot = folder.appendingPathComponent("\(run).png").path, csv = folder.appendingPathComponent("\(run).csv").path
                let result = try runKinetic(["--scene", "spring-lab", "--headless", "--duration", "2", "--script", script,
                                             "--record", csv, "--screenshot", shot], in: folder, timeout: 120)
                #expect(result.status == 0, "\(result.err)")
                #expect(!result.err.contains("warning"), "\(result.err)")
                shots.append(try Data(contentsOf: URL(fileURLWithPath: shot)))
                deadlines.append(try readCSV(csv).map { $0["deadline_ms"] ?? "" })
            }
            #expect(shots[0] == shots[1], "the two replays ended on different pictures")
            #expect(deadlines[0] == deadlines[1])
            #expect(deadlines[0].count == 120)
            // The script did something: without it the last picture differs.
            let plain = folder.appendingPathComponent("plain.png").path
            _ = try runKinetic(["--scene", "spring-lab", "--headless", "--duration", "2", "--screenshot", plain], in: folder, timeout: 120)
            #expect(try Data(contentsOf: URL(fileURLWithPath: plain)) != shots[0])
        }

        @Test func aMalformedScriptIsRefusedBeforeAnythingOpens() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("bad.jsonl").path
            try "{\"at\": 0.5, \"click\": [1, 2]}\n{\"at\": 1, \"slider\": \"spring.bounce\", \"by\": \"far\"}\n"
                .write(toFile: script, atomically: true, encoding: .utf8)
            let shot = folder.appendingPathComponent("never.png").path
            let run = try runKinetic(["--headless", "--frames", "5", "--script", script, "--screenshot", shot], in: folder)
            #expect(run.status == 64)
            #expect(run.err.contains("line 2, \"by\": must be a number of points"), "\(run.err)")
            #expect(!FileManager.default.fileExists(atPath: shot))
        }

        /// Headless with nothing to end it: the run says how to stop it.
        @Test func anEndlessHeadlessRunSaysHowToStopIt() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let child = try Child(try kineticBinary(), ["--scene", "smoke", "--headless"], in: folder)
            usleep(1_500_000)
            kill(child.pid, SIGINT)
            #expect(child.wait(timeout: 60) == 0)
            #expect(child.standardError.contains("it runs until Ctrl-C"), "\(child.standardError)")
            #expect(child.standardError.contains("(interrupted by SIGINT)"), "\(child.standardError)")
        }

        @Test func anUnknownSceneListsTheValidOnes() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--scene", "spring lab", "--headless", "--frames", "1"], in: folder)
            #expect(run.status == 64)
            #expect(run.err.contains("no scene named 'spring lab'") && run.err.contains("spring-lab, curve-editor"), "\(run.err)")
        }

        @Test func previewsOpensTheBrowserOnTheScenesPreviewsAndAnUnknownCommandIsRefused() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let shot = folder.appendingPathComponent("previews.png").path
            let run = try runKinetic(["previews", "--headless", "--frames", "3", "--screenshot", shot], in: folder, timeout: 120)
            #expect(run.status == 0, "\(run.err)")
            #expect(!run.err.contains("warning"), "\(run.err)")
            let image = try SDLPNGFile.rgbaPixels(at: shot)
            #expect(image.width == 1100 && image.height == 720, "the browser's window")
            #expect(try imageStandardDeviation(shot) > 0.05)
            let bad = try runKinetic(["preview", "--headless", "--frames", "1"], in: folder)
            #expect(bad.status == 64)
            #expect(bad.err.contains("unknown command 'preview'"), "\(bad.err)")
        }

        /// A person in a window: drag the bounce slider, click the stage, quit. The recording
        /// holds the frames and the screenshots show the slider and the ball moved.
        @Test func theSpringLabInAWindowTakesASliderAndAClick() throws {
            let display = try VirtualDisplay()
            let csv = display.folder.appendingPathComponent("lab.csv").path
            let child = try Child(try kineticBinary(), ["--scene", "spring-lab", "--record", csv], environment: display.environment, in: display.folder)
            defer { if child.process.isRunning { kill(child.pid, SIGKILL); child.wait(timeout: 10) } }
            let window = try display.waitForWindow(matching: "^Kinetic .* Spring Lab$")
            usleep(800_000)
            // The name a window manager shows (_NET_WM_NAME, UTF-8), dash and all.
            #expect(try display.run("/usr/bin/xdotool", ["getwindowname", window]).out.trimmingCharacters(in: .whitespacesAndNewlines)
                    == "Kinetic — Spring Lab")
            let before = display.folder.appendingPathComponent("before.png").path
            let after = display.folder.appendingPathComponent("after.png").path
            try display.run("/usr/bin/import", ["-window", "root", before])
            // The bounce slider's track is at y 121, from x 377 to 523; the stage is on the right.
            try display.run("/usr/bin/xdotool", ["mousemove", "--sync", "400", "121", "mousedown", "1"])
            for x in stride(from: 410, through: 500, by: 15) { try display.run("/usr/bin/xdotool", ["mousemove", "--sync", "\(x)", "121"]) }
            try display.run("/usr/bin/xdotool", ["mouseup", "1"])
            try display.run("/usr/bin/xdotool", ["mousemove", "--sync", "1050", "200", "click", "1"])
            usleep(300_000)
            try display.run("/usr/bin/import", ["-window", "root", after])
            // Once the ball has settled nothing more is drawn: the plots' timeline pauses.
            usleep(3_000_000)
            let settled = try readCSV(csv).count
            usleep(1_500_000)
            #expect(try readCSV(csv).count == settled, "frames were drawn after everything settled")
            try display.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
            try display.run("/usr/bin/xdotool", ["key", "--window", window, "Escape"])
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            #expect(!child.standardError.contains("warning"), "\(child.standardError)")
            let rows = try readCSV(csv)
            #expect(rows.count > 10, "\(rows.count) frames recorded")
            #expect(try readSummary(csv + ".json")["frame_count"] as? Int == rows.count)
            // The slider row and the stage changed between the pictures.
            for (name, region) in [("bounce slider", "[350x20+240+111]"), ("stage", "[640x290+612+66]")] {
                let compare = try Child("/usr/bin/compare", ["-metric", "AE", before + region, after + region, "null:"], in: display.folder)
                compare.wait(timeout: 30)
                let differing = Double(compare.standardError.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                #expect(differing > 50, "the \(name) did not change (\(compare.standardError))")
            }
        }
    
        /// The Timeline scene in a window: idle it draws about once a second (the clock's
        /// tick); with the wave running, every frame; hidden (unmapped, as a minimised window
        /// is), its timelines drop to low frequency and it draws about once a second again;
        /// shown, every frame once more.
        @Test func theTimelineSceneDrawsOnlyWhatItsSchedulesAsk() throws {
            let display = try VirtualDisplay()
            let csv = display.folder.appendingPathComponent("timeline.csv").path
            let launched = Date()
            let child = try Child(try kineticBinary(), ["--scene", "timeline", "--record", csv], environment: display.environment, in: display.folder)
            defer { if child.process.isRunning { kill(child.pid, SIGKILL); child.wait(timeout: 10) } }
            let window = try display.waitForWindow(matching: "^Kinetic .* Timeline$")
            usleep(4_000_000)
            let running = Date().timeIntervalSince(launched)
            try display.run("/usr/bin/xdotool", ["key", "--window", window, "space"])
            usleep(3_000_000)
            let hidden = Date().timeIntervalSince(launched)
            try display.run("/usr/bin/xdotool", ["windowunmap", "--sync", window])
            usleep(5_000_000)
            let shown = Date().timeIntervalSince(launched)
            try display.run("/usr/bin/xdotool", ["windowmap", "--sync", window])
            usleep(3_000_000)
            let end = Date().timeIntervalSince(launched)
            try display.run("/usr/bin/xdotool", ["key", "--window", window, "Escape"])
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            #expect(!child.standardError.contains("warning"), "\(child.standardError)")
            // Frame times count from the loop's start, a little after the launch (more than a
            // second on a loaded machine): each stretch is judged well inside its bounds, and
            // the idle one, the shortest, as the quietest 1.5 s of the 3.5 s before the key.
            let starts = try readCSV(csv).compactMap { $0["frame_start_ms"].flatMap(Double.init) }.map { $0 / 1000 }
            func framesPerSecond(_ from: Double, _ to: Double) -> Double {
                Double(starts.filter { $0 >= from && $0 < to }.count) / (to - from)
            }
            let idleRate = stride(from: running - 3.5, through: running - 2, by: 0.25)
                .map { framesPerSecond($0, $0 + 1.5) }.min() ?? .infinity
            let waveRate = framesPerSecond(running + 0.5, hidden - 0.5)
            let hiddenRate = framesPerSecond(hidden + 1, shown - 1)
            let shownRate = framesPerSecond(shown + 0.7, end - 0.7)
            let rates = "idle \(idleRate), wave \(waveRate), hidden \(hiddenRate), shown \(shownRate) frames a second"
            #expect(idleRate <= 2, "\(rates)")
            #expect(waveRate >= 30, "\(rates)")
            #expect(hiddenRate <= 2, "\(rates)")
            #expect(shownRate >= 30, "\(rates)")
        }
}
}
