import Foundation
import KineticSDL
import Testing

/// The `kinetic` executable run headless and with bad input: no display needed.
extension EndToEnd {
    @Suite struct HeadlessRunTests {
        @Test func recordingWritesACSVAndAJSONSummaryThatAgree() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let csv = folder.appendingPathComponent("t.csv").path
            let shot = folder.appendingPathComponent("last.png").path
            let run = try runKinetic(["--headless", "--frames", "120", "--record", csv, "--screenshot", shot], in: folder)
            #expect(run.status == 0, "\(run.err)")

            let rows = try readCSV(csv)
            let summary = try readSummary(csv + ".json")
            #expect(rows.count == 120)
            #expect(summary["frame_count"] as? Int == 120)
            #expect(summary["pacing"] as? String == "headless")
            let cpu = rows.compactMap { Double($0["cpu_frame_time_ms"] ?? "") }
            #expect(cpu.count == 120)
            #expect(abs((summary["worst_frame_time_ms"] as? Double ?? 0) - cpu.max()!) < 1e-3)
            #expect(abs((summary["average_frame_time_ms"] as? Double ?? 0) - cpu.reduce(0, +) / 120) < 1e-3)
            let p50 = summary["p50_frame_time_ms"] as? Double ?? 0
            // With 120 rows the median falls between the 60th and 61st values, which can be far
            // apart on a loaded machine; the histogram's p50 is one of them, to its precision.
            let sorted = cpu.sorted()
            let low = sorted[59] * 0.99 - 0.02, high = sorted[60] * 1.01 + 0.02
            #expect(p50 >= low && p50 <= high, "p50 \(p50) outside the CSV's middle values \(sorted[59])…\(sorted[60])")
            let missed = rows.filter { $0["missed"] == "1" }.count
            #expect(summary["missed_frame_count"] as? Int == missed)
            // The virtual clock presents frame k at exactly (k + 1)/60 s.
            for (k, row) in rows.enumerated() {
                let present = try #require(Double(row["present_ms"] ?? ""))
                let deadline = try #require(Double(row["deadline_ms"] ?? ""))
                #expect(abs(deadline - Double(k + 1) * 1000 / 60) < 1e-3)
                #expect(present >= deadline)
            }
            #expect(try imageStandardDeviation(shot) > 0.02)
        }

        @Test func aRecordingFolderHoldsTimingSummaryPlotAndFramesThatAgree() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let record = folder.appendingPathComponent("run").path + "/"
            let run = try runKinetic(["--scene", "smoke", "--headless", "--frames", "30", "--record", record, "--frames-png"], in: folder)
            #expect(run.status == 0, "\(run.err)")
            #expect(run.err.contains("recorded to the folder"), "\(run.err)")

            let rows = try readCSV(record + "timing.csv")
            let summary = try readSummary(record + "summary.json")
            #expect(rows.count == 30)
            #expect(summary["frame_count"] as? Int == 30)
            #expect((summary["recorded"] as? String)?.contains("timing.png") == true, "\(summary)")
            // One PNG per row, named by its frame column.
            let frames = try FileManager.default.contentsOfDirectory(atPath: record + "frames").sorted()
            #expect(frames.count == 30)
            #expect(frames.first == "frame-000000.png" && frames.last == "frame-000029.png")
            for row in rows {
                let index = try #require(Int(row["frame"] ?? ""))
                #expect(FileManager.default.fileExists(atPath: record + "frames/frame-" + String(format: "%06d", index) + ".png"))
            }
            #expect(try imageStandardDeviation(record + "frames/frame-000029.png") > 0.02)

            // values.csv: the smoke scene's circles, every frame, at the frames' instants.
            let values = try readCSV(record + "values.csv")
            #expect(values.count >= 30, "\(values.count) rows")
            let instants = Dictionary(uniqueKeysWithValues: rows.map { ($0["frame"] ?? "", Double($0["sample_time_ms"] ?? "") ?? -1) })
            for row in values {
                let instant = try #require(instants[row["frame"] ?? ""], "values.csv frame \(row["frame"] ?? "") is not in timing.csv")
                #expect(abs((Double(row["time_s"] ?? "") ?? -1) * 1000 - instant) < 1e-3)
                #expect(!(row["value"] ?? "").isEmpty && !(row["animations"] ?? "").isEmpty)
            }
            #expect(summary["discontinuities"] as? String == "0")

            // The plot is a real picture, with its budget line: a row of light pixels across
            // the chart (the headless budget, 16.7 ms, sits at the chart's middle or above).
            let plot = try SDLPNGFile.rgbaPixels(at: record + "timing.png")
            #expect(plot.width == 1200 && plot.height == 440)
            #expect(try imageStandardDeviation(record + "timing.png") > 0.02)
            let budgetRows = (0..<plot.height).filter { y in
                (200..<1100).allSatisfy { x in
                    let i = (y * plot.width + x) * 4
                    return plot.pixels[i] > 180 && plot.pixels[i + 1] > 180 && plot.pixels[i + 2] > 180
                        || plot.pixels[i + 2] > 200 && plot.pixels[i] < 120  // crossed by the frame-time line
                }
            }
            #expect(!budgetRows.isEmpty, "no budget line across timing.png")
        }

        @Test func framesAsPNGNeedARecordingFolder() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--headless", "--frames", "3", "--record", "t.csv", "--frames-png"], in: folder)
            #expect(run.status == 64)
            #expect(run.err.contains("--record run/"), "\(run.err)")
            // A folder that cannot be made is refused before anything runs.
            let blocked = try runKinetic(["--headless", "--frames", "3", "--record", "/proc/kinetic-run/"], in: folder)
            #expect(blocked.status == 2)
            #expect(blocked.err.contains("/proc/kinetic-run"), "\(blocked.err)")
        }

        @Test func headlessRunsAreReproducible() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var images: [Data] = []
            for name in ["a.png", "b.png"] {
                let path = folder.appendingPathComponent(name).path
                let run = try runKinetic(["--headless", "--duration", "1.5", "--screenshot", path], in: folder)
                #expect(run.status == 0, "\(run.err)")
                images.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            #expect(images[0] == images[1])
        }

        @Test(arguments: ["120", "144"])
        func theFrameRateDoesNotChangeWhereThingsAre(fps: String) throws {
            // The same instant (1.5 s) at 60 Hz and at a higher rate draws the same picture.
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let a = folder.appendingPathComponent("60.png").path, b = folder.appendingPathComponent("\(fps).png").path
            for (rate, path) in [("60", a), (fps, b)] {
                let run = try runKinetic(["--scene", "smoke", "--headless", "--fps", rate, "--duration", "1.5", "--screenshot", path], in: folder)
                #expect(run.status == 0, "\(run.err)")
            }
            // Leave out the HUD's last line, which names the rate.
            let region = "[1280x640+0+100]"
            // Headless edges are drawn from vertices rounded to whole pixels, so a last-bit
            // difference in a position can move a pixel at a polygon's corner by a few levels;
            // 5 % (13 levels) is what a 1/20-pixel move of an edge changes.
            let child = try Child("/usr/bin/compare", ["-metric", "AE", "-fuzz", "5%", a + region, b + region, "null:"], in: folder)
            child.wait(timeout: 30)
            let differing = Double(child.standardError.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            #expect(differing == 0, "\(differing) pixels differ between 60 and \(fps) Hz: \(child.standardError)")
        }

        @Test func ctrlCFlushesEverythingRecorded() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let csv = folder.appendingPathComponent("long.csv").path
            let child = try Child(try kineticBinary(), ["--scene", "smoke", "--headless", "--duration", "3600", "--record", csv], in: folder)
            usleep(1_500_000)
            kill(child.pid, SIGINT)
            let status = child.wait(timeout: 30)
            #expect(status == 0, "\(child.standardError)")
            #expect(child.standardError.contains("interrupted"))
            let rows = try readCSV(csv)
            let summary = try readSummary(csv + ".json")
            #expect(rows.count > 10)
            #expect(summary["frame_count"] as? Int == rows.count)
        }

        @Test func anUnwritableRecordingPathFailsBeforeAnyWindowOpens() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // No display either: the path must be checked first, so the error is about the path.
            let run = try runKinetic(["--record", "/no/such/folder/t.csv"], environment: environmentWithoutDisplay(), in: folder)
            #expect(run.status == 2)
            #expect(run.err.contains("/no/such/folder/t.csv"))
            #expect(run.err.contains("No such file or directory"))
        }

        @Test func anUnwritableScreenshotPathFailsFirstToo() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--headless", "--frames", "5", "--screenshot", "/no/such/folder/s.png"], in: folder)
            #expect(run.status == 2)
            #expect(run.err.contains("/no/such/folder/s.png"))
        }

        @Test func anUnknownOptionListsTheValidOnes() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--bogus"], in: folder)
            #expect(run.status != 0)
            #expect(run.err.contains("Unknown option '--bogus'"))
            for option in ["--headless", "--fps", "--frames", "--duration", "--screenshot", "--record"] {
                #expect(run.err.contains(option), "usage does not list \(option)")
            }
        }

        @Test(arguments: [
            // A negative number is read as the option's value, so every bad number says the range.
            (["--fps", "nan"], "--fps must be a number of frames per second between 0 and 1000"),
            (["--fps", "0"], "--fps must be a number of frames per second between 0 and 1000, not 0"),
            (["--fps", "-5"], "--fps must be a number of frames per second between 0 and 1000, not -5"),
            (["--duration", "-1"], "--duration must be a positive number of seconds, not -1"), (["--frames", "-3"], "--frames must be at least 1"),
            (["--count", "3"], "--count must be between 10 and 5000, not 3"), (["--count", "-20"], "--count must be between 10 and 5000"),
            (["--duration", "nan"], "--duration"), (["--frames", "0"], "--frames"), (["--scene", "nope"], "no scene named"),
            (["--time-scale", "0"], "--time-scale must be between 0.1 and 2"), (["--time-scale", "5"], "--time-scale must be between 0.1 and 2"),
        ])
        func badNumbersAreRefusedClearly(arguments: [String], mentions: String) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--headless"] + arguments, in: folder)
            #expect(run.status == 64)
            #expect(run.err.contains(mentions), "\(run.err)")
        }

        @Test func noDisplayIsExplainedWithWhatToDo() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try runKinetic(["--frames", "5"], environment: environmentWithoutDisplay(), in: folder, timeout: 20)
            #expect(run.status == 1)
            #expect(run.err.contains("cannot open a window"))
            #expect(run.err.contains("--headless"))
            #expect(run.err.contains("xvfb-run"))
        }

        @Test func sceneNamesMatchInAnyCaseAndAScaleInAWindowIsSaidToBeIgnored() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let headless = try runKinetic(["--scene", "HERO", "--headless", "--frames", "1"], in: folder)
            #expect(headless.status == 0, "\(headless.err)")
            // No display here: the window fails to open, after the note about --scale.
            let window = try runKinetic(["--scale", "2", "--frames", "1"], environment: environmentWithoutDisplay(), in: folder)
            #expect(window.err.contains("is for headless runs and is ignored"), "\(window.err)")
        }

        @Test func farFromItsAssetsItDrawsWithTheSystemsFont() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // A copy of the executable far from the repository finds no assets folder, and
            // draws its text with Debian's DejaVu Sans (the missing-font error is a unit test).
            let copy = folder.appendingPathComponent("kinetic").path
            try FileManager.default.copyItem(atPath: try kineticBinary(), toPath: copy)
            var environment = ProcessInfo.processInfo.environment
            environment["KINETIC_ASSETS"] = "/no/such/assets"
            let shot = folder.appendingPathComponent("shot.png").path
            let child = try Child(copy, ["--headless", "--frames", "1", "--scene", "controls", "--screenshot", shot],
                                  environment: environment, in: folder)
            #expect(child.wait(timeout: 30) == 0, "\(child.standardError)")
            #expect(FileManager.default.fileExists(atPath: shot))
            #expect(!child.standardError.contains("error"))
        }
    }
}
