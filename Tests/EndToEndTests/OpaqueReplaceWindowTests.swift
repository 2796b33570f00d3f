import Foundation
import Testing
import KineticSDL

/// Opaque triangles drawn without blending in a window (OpenGL under Xvfb, through llvmpipe)
/// against the same frame with every triangle blended (`KINETIC_OPAQUE=blend`): the reference
/// scene, which holds still, draws exactly the same.
extension EndToEnd {
    @Suite struct OpaqueReplaceWindowTests {
        @Test func opaqueTrianglesReplacingWhatIsBelowDrawTheBlendedFrame() throws {
            let display = try VirtualDisplay()
            var shots: [String: (width: Int, height: Int, pixels: [UInt8])] = [:]
            for mode in ["replace", "blend"] {
                var environment = display.environment
                environment["KINETIC_OPAQUE"] = mode
                let shot = display.folder.appendingPathComponent("\(mode).png").path
                let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "1.5", "--screenshot", shot],
                                      environment: environment, in: display.folder)
                #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
                #expect(!child.standardError.contains("KINETIC_OPAQUE"), "\(child.standardError)")
                // Only an accelerated renderer draws opaque runs on their own.
                #expect(!child.standardError.contains("software renderer"), "\(child.standardError)")
                shots[mode] = try SDLPNGFile.rgbaPixels(at: shot)
            }
            // A setting it does not know is named in a note.
            var environment = display.environment
            environment["KINETIC_OPAQUE"] = "bogus"
            let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "0.5"], environment: environment, in: display.folder)
            #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
            #expect(child.standardError.contains("KINETIC_OPAQUE=bogus is not blend or replace"), "\(child.standardError)")
            let replaced = try #require(shots["replace"]), blended = try #require(shots["blend"])
            #expect(replaced.width == blended.width && replaced.height == blended.height)
            // The frame shows something (not one colour), and the two ways agree on every pixel.
            #expect(Set(stride(from: 0, to: replaced.pixels.count, by: 4 * 97).map { replaced.pixels[$0] }).count > 8)
            var differing = 0
            for i in replaced.pixels.indices where replaced.pixels[i] != blended.pixels[i] { differing += 1 }
            #expect(differing == 0, "\(differing) channels differ")
        }
    }
}
