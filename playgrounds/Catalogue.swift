// The catalogue of playground scenes: one file each under Scenes/, listed here by name.

import Foundation
import Kinetic

enum Catalogue {
    struct Entry: Sendable {
        var name: String
        var summary: String
        var make: @MainActor @Sendable () -> AnyView
    }

    static let entries: [Entry] = [
        Entry(name: "smoke", summary: "twelve circles on springs in the view DSL, retargeted in flight") { AnyView(SmokeScene()) },
        Entry(name: "controls", summary: "sliders, stepper, picker, toggle and buttons driving a spring") { AnyView(ControlsScene()) },
        Entry(name: "transitions", summary: "every built-in transition, asymmetric, combined and custom ones, and a rolling counter") {
            AnyView(TransitionsScene())
        },
        Entry(name: "hero", summary: "a scrolling grid of cards that zoom into a detail screen and drag down to dismiss, and a matched-geometry card") {
            AnyView(HeroScene())
        },
        Entry(name: "hosted", summary: "a hand-drawn panel (HostedDrawing) and a DSL view moving as one; drag for interactive springs") {
            AnyView(HostedScene())
        },
        Entry(name: "reference", summary: "one of every shape, stroke, fill rule, text, image, group opacity, blur, shadow and clip") {
            AnyView(ReferenceScene())
        },
    ]

    /// The scene called `name`, in any case ("Hero" is "hero").
    static func entry(named name: String) -> Entry? { entries.first { $0.name.lowercased() == name.lowercased() } }
}

/// The playground as an app: one window showing the scene the command line chose.
struct PlaygroundApp: App {
    /// The scene to show, chosen by the command line before the app runs.
    static var scene = Catalogue.entries[0]

    var body: some Scene {
        WindowGroup("Kinetic — \(Self.scene.name)") { Self.scene.make() }
            .defaultSize(width: 1280, height: 800)
    }
}
