import Foundation
import Testing

/// Every way a run can end leaves a complete recording: a CSV row for every frame drawn and a
/// JSON summary saying how the session went and how it ended.
extension EndToEnd {
    @Suite struct WaysOutTests {
        /// The recording's rows and summary agree, and the summary names the way out.
        static func expectComplete(_ csv: String, endedBy reason: String, _ child: Child, virtualTime: Bool = false) throws {
            let rows = try readCSV(csv)
            let summary = try readSummary(csv + ".json")
            #expect(rows.count > 10, "only \(rows.count) frames: \(child.standardError)")
            #expect(summary["frame_count"] as? Int == rows.count)
            #expect(summary["end_reason"] as? String == reason)
            #expect(summary["recording_error"] == nil)
            let session = try #require(summary["session_duration_s"] as? Double)
            let drawing = try #require(summary["drawing_time_s"] as? Double)
            if virtualTime {
                // A headless run's session is its frames' virtual time, however slowly a loaded
                // machine made them: within a few frames (a signal lands between a frame's tick
                // and its row; one run under load came 3 frames apart), where real time would be
                // seconds off.
                #expect(abs(session - Double(rows.count) / 60) < 0.075, "session \(session) s for \(rows.count) frames")
            } else {
                #expect(session >= 1, "session \(session) s")
            }
            #expect(drawing > 0)
            // In virtual time a late frame is presented at a later refresh while the next one
            // starts on time, so drawing can add up past the session; in a window it cannot.
            if !virtualTime { #expect(drawing <= session + 0.1, "drawing \(drawing) s in a session of \(session) s") }
            #expect(!child.standardError.contains("warning"), "\(child.standardError)")
        }

        @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
        func aSignalToAHeadlessRunWritesEverything(signal: Int32, name: String) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let csv = folder.appendingPathComponent("signal.csv").path
            let child = try Child(try kineticBinary(), ["--scene", "smoke", "--headless", "--duration", "3600", "--record", csv], in: folder)
            usleep(2_500_000)
            kill(child.pid, signal)
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            #expect(child.standardError.contains("interrupted by \(name)"))
            try Self.expectComplete(csv, endedBy: name, child, virtualTime: true)
        }

        enum WayOut: String, CaseIterable, Sendable {
            case sigint, sigterm, closeButton, quitKey
        }

        @Test(arguments: WayOut.allCases)
        func everyWayOutOfAWindowWritesEverything(way: WayOut) throws {
            let display = try VirtualDisplay()
            let csv = display.folder.appendingPathComponent("window.csv").path
            let child = try Child(try kineticBinary(), ["--scene", "smoke", "--record", csv], environment: display.environment, in: display.folder)
            defer { if child.process.isRunning { kill(child.pid, SIGKILL); child.wait(timeout: 10) } }
            let window = try display.waitForWindow(matching: "^Kinetic .* Smoke$")
            usleep(1_500_000)
            let reason: String
            switch way {
            case .sigint:
                kill(child.pid, SIGINT)
                reason = "SIGINT"
            case .sigterm:
                kill(child.pid, SIGTERM)
                reason = "SIGTERM"
            case .closeButton:
                let closed = try display.run(packageRoot.appendingPathComponent("scripts/close-window.py").path, [window])
                #expect(closed.status == 0)
                reason = "window closed"
            case .quitKey:
                try display.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
                try display.run("/usr/bin/xdotool", ["key", "--window", window, "Escape"])
                reason = "quit key"
            }
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            try Self.expectComplete(csv, endedBy: reason, child)
        }
    }
}

extension VirtualDisplay {
    /// The id of the first window whose name (as a window manager shows it, _NET_WM_NAME)
    /// matches the regular expression `pattern`, waiting up to 20 s for it. Windows are listed
    /// by class: xdotool's --name matching misses a WM_NAME that is not Latin-1 text.
    func waitForWindow(matching pattern: String) throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            for window in try run("/usr/bin/xdotool", ["search", "--class", "."]).out.split(separator: "\n") {
                let name = try run("/usr/bin/xdotool", ["getwindowname", String(window)]).out.trimmingCharacters(in: .whitespacesAndNewlines)
                if name.range(of: pattern, options: .regularExpression) != nil { return String(window) }
            }
            usleep(100_000)
        }
        throw E2EError("no window matching \(pattern) appeared in 20 s")
    }
}
