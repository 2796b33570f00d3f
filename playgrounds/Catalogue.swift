// The catalogue of playground scenes: one file each under Scenes/, listed here by name.

import Foundation
import Kinetic

enum Catalogue {
    struct Entry: Sendable {
        var name: String
        var summary: String
        var make: @MainActor @Sendable (SceneSetup) -> any FrameContent
    }

    /// What a scene is hosted with.
    struct SceneSetup {
        var textMeasurer: any TextMeasurer
        /// The date timelines show at time 0: fixed in headless runs, so they are reproducible.
        var startDate: Date
    }

    static let entries: [Entry] = [
        Entry(name: "smoke", summary: "twelve circles on springs in the view DSL, retargeted in flight") { setup in
            HostingContent(textMeasurer: setup.textMeasurer, startDate: setup.startDate) { SmokeScene() }
        },
        Entry(name: "controls", summary: "sliders, stepper, picker, toggle and buttons driving a spring") { setup in
            HostingContent(textMeasurer: setup.textMeasurer, startDate: setup.startDate) { ControlsScene() }
        },
        Entry(name: "transitions", summary: "every built-in transition, asymmetric, combined and custom ones, and a rolling counter") { setup in
            HostingContent(textMeasurer: setup.textMeasurer, startDate: setup.startDate) { TransitionsScene() }
        },
        Entry(name: "hero", summary: "cards that zoom into a detail screen and drag down to dismiss, and a matched-geometry card") { setup in
            HostingContent(textMeasurer: setup.textMeasurer, startDate: setup.startDate) { HeroScene() }
        },
        Entry(name: "reference", summary: "one of every shape, stroke, fill rule, text, image, group opacity, blur, shadow and clip") { setup in
            HostingContent(textMeasurer: setup.textMeasurer, startDate: setup.startDate) { ReferenceScene() }
        },
    ]

    static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
