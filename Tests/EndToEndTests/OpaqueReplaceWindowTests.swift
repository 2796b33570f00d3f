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
            var shots: [String: WindowPicture] = [:]
            for mode in ["replace", "blend"] {
                let run = try display.shoot(["--scene", "reference", "--duration", "1.5"], setting: ("KINETIC_OPAQUE", mode), name: "opaque")
                #expect(!run.standardError.contains("KINETIC_OPAQUE"), "\(run.standardError)")
                // Only an accelerated renderer draws opaque runs on their own.
                #expect(!run.standardError.contains("software renderer"), "\(run.standardError)")
                shots[mode] = run.picture
            }
            // A setting it does not know is named in a note.
            try display.expectNoteForUnknown("KINETIC_OPAQUE", saying: "KINETIC_OPAQUE=bogus is not blend or replace")
            let replaced = try #require(shots["replace"]), blended = try #require(shots["blend"])
            #expect(replaced.width == blended.width && replaced.height == blended.height)
            // The frame shows something (not one colour), and the two ways agree on every pixel.
            #expect(Set(stride(from: 0, to: replaced.pixels.count, by: 4 * 97).map { replaced.pixels[$0] }).count > 8)
            let (largest, _) = VirtualDisplay.difference(replaced.pixels, blended.pixels, width: replaced.width)
            #expect(largest == 0, "largest channel difference \(largest)")
        }
    }
}
