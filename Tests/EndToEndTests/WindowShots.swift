import Foundation
import Testing
import KineticSDL

/// A screenshot's pixels: RGBA8, rows of `width * 4` bytes.
typealias WindowPicture = (width: Int, height: Int, pixels: [UInt8])

extension VirtualDisplay {
    /// Runs the reference scene briefly with `setting` set to a value it does not know: the
    /// run succeeds, and a note says so in `words`.
    func expectNoteForUnknown(_ setting: String, saying words: String) throws {
        var environment = self.environment
        environment[setting] = "bogus"
        let child = try Child(try kineticBinary(), ["--scene", "reference", "--duration", "0.5"], environment: environment, in: folder)
        #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
        #expect(child.standardError.contains(words), "\(child.standardError)")
    }

    /// Runs the playground on this display with `arguments` and `--screenshot`, `setting` in
    /// its environment (a way of drawing, such as `KINETIC_LAYERS=cpu`); its standard error and
    /// its picture, named after `name` and the setting's value.
    func shoot(_ arguments: [String], setting: (name: String, value: String), name: String) throws
        -> (standardError: String, picture: WindowPicture) {
        var environment = self.environment
        environment[setting.name] = setting.value
        let shot = folder.appendingPathComponent("\(name)-\(setting.value).png").path
        let child = try Child(try kineticBinary(), arguments + ["--screenshot", shot], environment: environment, in: folder)
        #expect(child.wait(timeout: 90) == 0, "\(child.standardError)")
        return (child.standardError, try SDLPNGFile.rgbaPixels(at: shot))
    }

    /// The largest channel difference (alpha aside) between two pictures `width` wide, from row
    /// `from` down, and how many channels differ by more than 2.
    static func difference(_ a: [UInt8], _ b: [UInt8], width: Int, from row: Int = 0) -> (largest: Int, over2: Int) {
        var largest = 0, over2 = 0
        for i in (row * width * 4)..<min(a.count, b.count) where i % 4 != 3 {
            let d = abs(Int(a[i]) - Int(b[i]))
            largest = max(largest, d)
            if d > 2 { over2 += 1 }
        }
        return (largest, over2)
    }
}
