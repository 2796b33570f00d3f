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
            var shots: [String: WindowPicture] = [:]
            for mode in ["texture", "cut"] {
                let run = try display.shoot(["--scene", "reference", "--duration", "1.5"], setting: ("KINETIC_GRADIENTS", mode), name: "gradients")
                #expect(!run.standardError.contains("KINETIC_GRADIENTS"), "\(run.standardError)")
                // Every texture was made (else gradients fall back to cutting).
                #expect(!run.standardError.contains("no texture for a gradient"), "\(run.standardError)")
                shots[mode] = run.picture
            }
            // A setting it does not know is named in a note, and the window draws through textures.
            try display.expectNoteForUnknown("KINETIC_GRADIENTS", saying: "KINETIC_GRADIENTS=bogus is not cut or texture")
            let texture = try #require(shots["texture"]), cut = try #require(shots["cut"])
            #expect(texture.width == cut.width && texture.height == cut.height)
            guard texture.pixels.count == cut.pixels.count else { return }
            let (largest, differing) = VirtualDisplay.difference(texture.pixels, cut.pixels, width: texture.width)
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
