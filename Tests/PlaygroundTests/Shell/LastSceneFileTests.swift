import Foundation
import Testing
@testable import Playground

struct LastSceneFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSavedSceneIsReadBack() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = LastSceneFile(path: base.appendingPathComponent("kinetic/state.json").path)
        #expect(file.read() == nil)
        file.save("merge-lab")
        #expect(file.read() == "merge-lab")
    }

    @Test(arguments: ["", "{", "[]", #"{"scene": 3}"#, #"{"scene": ""}"#, "\u{0}\u{1}"])
    func aCorruptFileIsIgnored(contents: String) throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let path = base.appendingPathComponent("state.json").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(LastSceneFile(path: path).read() == nil)
    }

    @Test func anUnwritablePlaceLosesNothingAndSaysNothing() {
        let file = LastSceneFile(path: "/proc/no-such-place/kinetic/state.json")
        file.save("smoke")
        #expect(file.read() == nil)
    }

    @Test func theConfigDirectoryFollowsXDGThenHome() {
        #expect(LastSceneFile.inConfigDirectory(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"])?.path == "/cfg/kinetic/state.json")
        #expect(LastSceneFile.inConfigDirectory(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"])?.path
                == "/home/a/.config/kinetic/state.json")
        #expect(LastSceneFile.inConfigDirectory(environment: [:]) == nil)
    }
}
