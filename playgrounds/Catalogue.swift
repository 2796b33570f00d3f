// The catalogue of playground scenes: one file each under Scenes/, listed here by name.

import Kinetic

enum Catalogue {
    struct Entry: Sendable {
        var name: String
        var summary: String
        var make: @MainActor @Sendable () -> any FrameContent
    }

    static let entries: [Entry] = [
        Entry(name: "smoke", summary: "anti-aliased circles on springs, retargeted in flight") { SmokeScene() },
    ]

    static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
