import Foundation
import Testing
import KineticSDL

/// The playground's reference scene rendered headless through SDL's software renderer, by the
/// `kinetic` program itself, and compared pixel by pixel with the images committed in
/// `Goldens/` (its README says what each shows).
///
/// Set `KINETIC_RECORD_GOLDENS=1` to write new goldens (the test then fails, so a recording
/// never passes unseen); open them before committing them.
extension EndToEnd {
    @Suite struct ReferenceSceneTests {
        static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

        @Test(arguments: [("1", "reference-1x.png"), ("2", "reference-2x.png")])
        func theReferenceSceneMatchesItsGolden(scale: String, name: String) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let shot = folder.appendingPathComponent(name).path
            let child = try Child(try kineticBinary(), ["--scene", "reference", "--headless", "--frames", "2", "--scale", scale, "--screenshot", shot],
                                  in: folder)
            #expect(child.wait(timeout: 60) == 0, "\(child.standardError)")
            let golden = Self.goldens.appendingPathComponent(name).path
            if ProcessInfo.processInfo.environment["KINETIC_RECORD_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: golden) {
                try? FileManager.default.removeItem(atPath: golden)
                try FileManager.default.copyItem(atPath: shot, toPath: golden)
                Issue.record("recorded \(golden): look at it, then commit it")
                return
            }
            let actual = try SDLPNGFile.rgbaPixels(at: shot), expected = try SDLPNGFile.rgbaPixels(at: golden)
            #expect(actual.width == expected.width && actual.height == expected.height)
            guard actual.width == expected.width && actual.height == expected.height else { return }
            // Within a small tolerance per channel (rounding in blending and blur), and only a
            // handful of pixels beyond it.
            var different = 0, totalError = 0
            actual.pixels.withUnsafeBufferPointer { a in
                expected.pixels.withUnsafeBufferPointer { e in
                    var i = 0
                    while i < a.count {
                        let error = max(abs(Int(a[i]) - Int(e[i])), abs(Int(a[i + 1]) - Int(e[i + 1])), abs(Int(a[i + 2]) - Int(e[i + 2])))
                        totalError += error
                        if error > 16 { different += 1 }
                        i += 4
                    }
                }
            }
            let pixels = actual.width * actual.height
            if different > pixels / 1000 || Double(totalError) / Double(pixels) > 0.5 {
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name)").path
                try? FileManager.default.removeItem(atPath: kept)
                try? FileManager.default.copyItem(atPath: shot, toPath: kept)
                Issue.record("\(different) of \(pixels) pixels differ by more than 16, mean error \(Double(totalError) / Double(pixels)); this frame is at \(kept)")
            }
        }

        /// The goldens are not blank or uniform: a broken renderer recording them would be seen.
        @Test func theGoldensShowTheScene() throws {
            for name in ["reference-1x.png", "reference-2x.png"] {
                let image = try SDLPNGFile.rgbaPixels(at: Self.goldens.appendingPathComponent(name).path)
                var colours = Set<UInt32>()
                for i in stride(from: 0, to: image.pixels.count, by: 4 * 3) {
                    colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
                }
                #expect(colours.count > 500, "\(name): only \(colours.count) colours")
            }
        }
    }
}
