import Foundation
import Testing
import KineticSDL

/// Layers composited on the GPU (OpenGL under Xvfb, through llvmpipe) against the same frame
/// composited on the CPU (`KINETIC_LAYERS=cpu`): groups, clips and masks draw the same to a
/// level of rounding, blurs and shadows (the GPU's blur is reduced further) within 24 levels.
extension EndToEnd {
    @Suite struct LayerCompositingTests {
        @Test func layersOnTheGPUDrawAsOnTheCPU() throws {
            let display = try VirtualDisplay()
            var shots: [String: WindowPicture] = [:]
            for mode in ["gpu", "cpu"] {
                var environment = display.environment
                environment["KINETIC_LAYERS"] = mode
                let shot = display.folder.appendingPathComponent("\(mode).png").path
                let csv = display.folder.appendingPathComponent("\(mode).csv").path
                let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "1.5", "--screenshot", shot, "--record", csv],
                                      environment: environment, in: display.folder)
                #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
                // Each frame's row counts its layers, as the HUD shows them.
                let first = try #require(try readCSV(csv).first)
                #expect(Int(first["layers"] ?? "") == 5, "\(first)")
                #expect((Double(first["layer_ms"] ?? "") ?? 0) > 0, "\(first)")
                if mode == "cpu" { #expect(first["gpu_layers"] == "0", "\(first)") }
                // The summary says how many layers there were and where they were composited.
                let counts = try #require(child.standardError.firstMatch(of: /(\d+) layers composited, (\d+) on the GPU/),
                                          "no layer counts in: \(child.standardError)")
                let composited = try #require(Int(counts.1)), onGPU = try #require(Int(counts.2))
                #expect(composited > 0)
                if mode == "cpu" {
                    #expect(onGPU == 0)
                } else if child.standardError.contains("software renderer") {
                    // No OpenGL on this machine: the comparison below still holds.
                    #expect(onGPU == 0)
                } else {
                    // The rotated group, the round clip, the masked disc and the blur (the colour
                    // effects stay on the CPU).
                    #expect(onGPU >= 4, "\(child.standardError)")
                    #expect((Int(first["gpu_layers"] ?? "") ?? 0) >= 4, "\(first)")
                }
                shots[mode] = try SDLPNGFile.rgbaPixels(at: shot)
            }
            let gpu = try #require(shots["gpu"]), cpu = try #require(shots["cpu"])
            #expect(gpu.width == cpu.width && gpu.height == cpu.height)
            guard gpu.pixels.count == cpu.pixels.count else { return }
            let (largest, over2) = VirtualDisplay.difference(gpu.pixels, cpu.pixels, width: gpu.width, from: 0)
            // The blur within 24 levels; the rest (premultiplied blending on the GPU against
            // straight colour on the CPU) a level of rounding apart, so few channels differ by
            // more than 2, all of them in the blurred disc.
            #expect(largest <= 24, "largest channel difference \(largest)")
            #expect(over2 < 3_000, "\(over2) channels differ by more than 2")
        }

        /// The Layers scene's twelve cards held still with each effect, and its cases a GPU
        /// compositor gets wrong (overlapping masks, a clip inside a rounded card, a shadow
        /// inside one, a blur at the window's edge), on the GPU and on the CPU: every layer on
        /// the GPU, and the same picture below the statistics line. The cards' shadows need no
        /// layer (a card's is graded rings, its label's a blurred run of text).
        @Test(arguments: [("3", "clip", 2, 12), ("5", "mask", 2, 12), ("2", "shadow", 0, 0), ("4", "blur", 24, 12), ("6", "cases", 24, 6)])
        func eachEffectOfTheLayersScene(key: String, effect: String, tolerance: Int, layers: Int) throws {
            let display = try VirtualDisplay()
            let script = display.folder.appendingPathComponent("still.jsonl")
            try "{\"at\": 0.2, \"key\": \"\(key)\"}\n{\"at\": 0.3, \"key\": \"0\"}\n".write(to: script, atomically: true, encoding: .utf8)
            var shots: [String: WindowPicture] = [:]
            for mode in ["gpu", "cpu"] {
                let run = try display.shoot(["--scene", "layers", "--duration", "1.5", "--script", script.path], setting: ("KINETIC_LAYERS", mode), name: effect)
                // The summary counts the layers, when there were any.
                let counts = run.standardError.firstMatch(of: /(\d+) layers composited, (\d+) on the GPU/)
                let composited = counts.flatMap { Int($0.1) } ?? 0, onGPU = counts.flatMap { Int($0.2) } ?? 0
                #expect(layers == 0 ? composited == 0 : composited >= layers, "\(run.standardError)")
                if mode == "gpu", !run.standardError.contains("software renderer") {
                    #expect(onGPU == composited, "\(run.standardError)")
                }
                shots[mode] = run.picture
            }
            let gpu = try #require(shots["gpu"]), cpu = try #require(shots["cpu"])
            #expect(gpu.width == cpu.width && gpu.height == cpu.height)
            guard gpu.pixels.count == cpu.pixels.count else { return }
            // Below the line of live statistics, which differ from run to run.
            let (largest, _) = VirtualDisplay.difference(gpu.pixels, cpu.pixels, width: gpu.width, from: 140)
            #expect(largest <= tolerance, "\(effect): largest channel difference \(largest)")
        }

        /// The Layers scene's twelve blurred cards, drifting and turning: on the GPU each is drawn
        /// upright in a space of its own, and its blurred picture, the same every frame, is
        /// kept from one frame to the next and only turned and placed where it shows.
        @Test func driftingBlurredCardsAreKept() throws {
            let display = try VirtualDisplay()
            let script = display.folder.appendingPathComponent("blur.jsonl")
            try "{\"at\": 0.2, \"key\": \"4\"}\n".write(to: script, atomically: true, encoding: .utf8)
            let run = try display.shoot(["--scene", "layers", "--duration", "2", "--script", script.path], setting: ("KINETIC_LAYERS", "gpu"),
                                        name: "drifting-blur")
            guard !run.standardError.contains("software renderer") else { return }
            let counts = try #require(run.standardError.firstMatch(of: /(\d+) layers composited, (\d+) on the GPU \((\d+) kept from the frame before\)/),
                                      "no layer counts in: \(run.standardError)")
            let composited = try #require(Int(counts.1)), kept = try #require(Int(counts.3))
            // Nearly all of them: the first frame's and those redrawn when the picker changed.
            #expect(composited >= 12 * 40, "\(run.standardError)")
            #expect(Double(kept) >= 0.8 * Double(composited), "\(run.standardError)")
        }

        /// The Hero & Zoom scene at rest, zoomed in, and back: its cards' rounded corners are layers
        /// drawn ahead of the frame on the GPU, under the zoomed card too, and kept from frame
        /// to frame while they do not change; they draw as on the CPU. (A large rounded layer split around its middle is in the Layers scene's cases.)
        @Test(arguments: ["rest", "zoomed", "returned"])
        func theHeroScenesRoundedCardsDrawAsOnTheCPU(state: String) throws {
            let display = try VirtualDisplay()
            var arguments = ["--scene", "hero", "--duration", "1"]
            if state != "rest" {
                // Zoomed in; or in and out again, the cards coming back from under the screen
                // (kept in their target while the screen hid them).
                let script = display.folder.appendingPathComponent("zoom.jsonl")
                let back = state == "returned" ? "{\"at\": 1.4, \"key\": \"backspace\"}\n" : ""
                try ("{\"at\": 0.3, \"click\": [383, 165]}\n" + back).write(to: script, atomically: true, encoding: .utf8)
                arguments = ["--scene", "hero", "--duration", state == "returned" ? "3" : "2.5", "--script", script.path]
            }
            let gpuRun = try display.shoot(arguments, setting: ("KINETIC_LAYERS", "gpu"), name: "hero-\(state)")
            let gpu = gpuRun.picture
            let cpu = try display.shoot(arguments, setting: ("KINETIC_LAYERS", "cpu"), name: "hero-\(state)").picture
            if state != "rest", !gpuRun.standardError.contains("software renderer") {
                // While the screen zooms, the cards below it, unchanged, are composited from what
                // was drawn for them a frame before: the last frame shows them as drawn afresh.
                let kept = gpuRun.standardError.firstMatch(of: /\((\d+) kept from the frame before\)/).flatMap { Int($0.1) } ?? 0
                #expect(kept > 0, "\(gpuRun.standardError)")
            }
            guard gpu.pixels.count == cpu.pixels.count else {
                Issue.record("the pictures differ in size")
                return
            }
            let (largest, _) = VirtualDisplay.difference(gpu.pixels, cpu.pixels, width: gpu.width, from: 0)
            #expect(largest <= 2, "\(state): largest channel difference \(largest)")
        }
    }
}
