// The scene shown last, kept for the next launch in a small file in the user's config directory
// ($XDG_CONFIG_HOME/kinetic/state.json, or ~/.config/kinetic/state.json). A missing, unreadable
// or corrupt file is ignored, and so is a failure to write it: it is a convenience, never a
// reason to stop.

import Foundation

struct LastSceneFile: Sendable, Equatable {
    let path: String

    private struct State: Codable { var scene: String }

    init(path: String) { self.path = path }

    /// The file in the user's config directory, or nil when there is no home to put it in.
    static func inConfigDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> LastSceneFile? {
        let base: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = config
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.config"
        } else {
            return nil
        }
        return LastSceneFile(path: base + "/kinetic/state.json")
    }

    /// The scene saved last, or nil when there is none that can be read.
    func read() -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let state = try? JSONDecoder().decode(State.self, from: data),
              !state.scene.isEmpty
        else { return nil }
        return state.scene
    }

    /// Saves `scene`; a failure is ignored.
    func save(_ scene: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(State(scene: scene)) else { return }
        try? data.write(to: url, options: .atomic)
    }
}
