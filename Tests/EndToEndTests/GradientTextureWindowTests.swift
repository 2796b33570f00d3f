import Foundation
import Testing
import KineticSDL

/// Gradients drawn through their textures in a window (OpenGL under Xvfb, through llvmpipe)
/// against the same frame with their triangles cut (`KINETIC_GRADIENTS=cut`, the software
/// renderer's way): the reference scene's linear, radial, elliptical and angular gradients, its
/// gradient stroke and mask draw the same within the cut's own approximation.
extension EndToEnd {
    @Suite struct GradientTextureWindowTests {
        @Test func gradientsThroughTexturesDrawAsCut() throws {
            let display = try VirtualDisplay()
            var shots: [String: (width: Int, height: Int, pixels: [UInt8])] = [:]
            for mode in ["texture", "cut"] {
                var environment = display.environment
                environment["KINETIC_GRADIENTS"] = mode
                let shot = display.folder.appendingPathComponent("\(mode).png").path
                let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "1.5", "--screenshot", shot],
                                      environment: environment, in: display.folder)
                #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
                #expect(!child.standardError.contains("KINETIC_GRADIENTS"), "\(child.standardError)")
                // Every texture was made (else gradients fall back to cutting).
                #expect(!child.standardError.contains("no texture for a gradient"), "\(child.standardError)")
                shots[mode] = try SDLPNGFile.rgbaPixels(at: shot)
            }
            // A setting it does not know is named in a note, and the window draws through textures.
            var environment = display.environment
            environment["KINETIC_GRADIENTS"] = "bogus"
            let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "0.5"], environment: environment, in: display.folder)
            #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
            #expect(child.standardError.contains("KINETIC_GRADIENTS=bogus is not cut or texture"), "\(child.standardError)")
            let texture = try #require(shots["texture"]), cut = try #require(shots["cut"])
            #expect(texture.width == cut.width && texture.height == cut.height)
            guard texture.pixels.count == cut.pixels.count else { return }
            var largest = 0, differing = 0
            for i in texture.pixels.indices where i % 4 != 3 {
                let difference = abs(Int(texture.pixels[i]) - Int(cut.pixels[i]))
                largest = max(largest, difference)
                if difference > 2 { differing += 1 }
            }
            // The cut colours a radial gradient's cells linearly and strays from its curve near
            // a small one's centre (the scene's glow: 30 levels at 12 pixels out); the texture
            // follows the curve (the unit tests hold it within 2.5 levels). Everything else is
            // drawn the same: a few hundred pixels differ, not whole shapes.
            #expect(largest <= 40, "largest channel difference \(largest)")
            // The scene holds still (it is the golden images' scene), so the difference is the mode's.
            #expect(differing > 0, "the two ways drew the same: is a mode ignored?")
            #expect(differing < 3_000, "\(differing) channels differ by more than 2")
        }
    }
}
