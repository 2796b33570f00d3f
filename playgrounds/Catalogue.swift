// The catalogue of playground scenes: one file each under Scenes/ (Motion/, Interaction/, Runtime/, Drawing/, Checks/), listed here in the order the
// sidebar shows them. A scene's name is what `--scene` takes; its title is what the sidebar and
// the window show; its keys are what `--help` lists.

import Foundation
import Kinetic

enum Catalogue {
    struct Entry: Sendable {
        var name: String
        var title: String
        var summary: String
        var keys: String
        var make: @MainActor @Sendable () -> AnyView
    }

    static let entries: [Entry] = [
        Entry(name: "spring-lab", title: "Spring Lab",
              summary: "tune a spring with three linked slider groups while it moves, see its response, copy it as code",
              keys: "click the stage, drag the sliders") { AnyView(SpringLabScene()) },
        Entry(name: "curve-editor", title: "Curve Editor",
              summary: "drag a cubic Bézier timing curve's handles, see its velocity, play it as .timingCurve, copy its Swift code",
              keys: "drag the handles, return plays") { AnyView(CurveEditorScene()) },
        Entry(name: "merge-lab", title: "Merge Lab",
              summary: "flip a timing curve and a spring quickly: curves add up, springs retarget with their velocity; plots of both",
              keys: "space or a click flips") { AnyView(MergeLabScene()) },
        Entry(name: "phases-keyframes", title: "Phases & Keyframes",
              summary: "the reference's heart on keyframe tracks, a badge stepping through phases, a keyframe timeline you scrub with its tracks plotted",
              keys: "Beat, Play, drag the scrub slider") { AnyView(PhasesKeyframesScene()) },
        Entry(name: "timeline", title: "Timeline",
              summary: "a clock ticking once a second with nothing drawn between, an every-frame wave you pause, and the frames drawn per second",
              keys: "space runs and pauses the wave") { AnyView(TimelineScene()) },
        Entry(name: "run-loop", title: "Run Loop",
              summary: "a Timer-stepped sequence, a task awaiting between steps, one @Observable model read by two views, a published counter on Timer.publish",
              keys: "click Hue and Spin") { AnyView(RunLoopScene()) },
        Entry(name: "gestures", title: "Gestures",
              summary: "drag and throw a card: an interactive spring while dragging, a spring home with the throw's velocity",
              keys: "drag the card") { AnyView(GesturesScene()) },
        Entry(name: "custom-animation", title: "Custom Animation",
              summary: "CustomAnimation from scratch: an elastic ease-in-out, and a pausable animation with its own clock in AnimationState",
              keys: "space pauses and resumes") { AnyView(CustomAnimationScene()) },
        Entry(name: "smoke", title: "Smoke", summary: "twelve circles on springs in the view DSL, retargeted in flight",
              keys: "click retargets, space toggles autoplay") { AnyView(SmokeScene()) },
        Entry(name: "controls", title: "Controls", summary: "sliders, stepper, picker, toggle and buttons driving a spring",
              keys: "return launches") { AnyView(ControlsScene()) },
        Entry(name: "transitions", title: "Transitions",
              summary: "every built-in transition, asymmetric, combined and custom ones, and a rolling counter",
              keys: "1…9, 0 toggle a card, space all, up/down count, s switches the animation") { AnyView(TransitionsScene()) },
        Entry(name: "list", title: "Long List",
              summary: "a List of 10,000 rows in sections that builds only the rows in sight; three list styles; click stars a row",
              keys: "wheel or drag scrolls, click stars a row") { AnyView(ListScene()) },
        Entry(name: "hero", title: "Hero & Zoom",
              summary: "a scrolling grid of cards that zoom into a detail screen and drag down to dismiss, and a matched-geometry card",
              keys: "wheel scrolls, click zooms, backspace dismisses") { AnyView(HeroScene()) },
        Entry(name: "hosted", title: "Hosted Drawing",
              summary: "a hand-drawn panel (HostedDrawing) and a DSL view moving as one; drag for interactive springs",
              keys: "click or drag in the panel") { AnyView(HostedScene()) },
        Entry(name: "strokes", title: "Strokes",
              summary: "marching ants, the three caps and joins, a miter limit, a progress ring with round caps, dots, strokeBorder",
              keys: "click the ring and the border box") { AnyView(StrokesScene()) },
        Entry(name: "gradients", title: "Gradients",
              summary: "linear, radial, angular and elliptical gradients, animated; hard stops; Color.gradient; a gradient foregroundStyle",
              keys: "click a swatch") { AnyView(GradientsScene()) },
        Entry(name: "masks", title: "Masks & colour",
              summary: "a shimmer, a reveal and a fading edge masked by views; hueRotation, saturation, contrast, colorMultiply",
              keys: "click the reveal card and the swatches") { AnyView(MasksScene()) },
        Entry(name: "materials", title: "Materials",
              summary: "the five materials over drifting colours: the backdrop blurred, more vivid and tinted; a bar",
              keys: "click springs the cards") { AnyView(MaterialsScene()) },
        Entry(name: "typography", title: "Typography",
              summary: "the system font's designs, Font.custom by family and file name, tabular digits counting",
              keys: "click the custom-font panel") { AnyView(TypographyScene()) },
        Entry(name: "reference", title: "Reference",
              summary: "one of every shape, stroke, fill rule, text, image, group opacity, blur, shadow and clip",
              keys: "none") { AnyView(ReferenceScene()) },
        Entry(name: "layers", title: "Layers",
              summary: "twelve moving cards, plain or each with a shadow, a round clip, a blur or a mask: what a layer costs a frame",
              keys: "1 to 5 choose the effect") { AnyView(LayersScene()) },
        Entry(name: "stress", title: "Stress",
              summary: "10 to 5,000 circles, each pulsing for ever or on a spring, with the frame interval a view can see",
              keys: "drag the slider") { AnyView(StressScene()) },
    ]

    /// The scene opened when neither the command line nor the last session names one.
    static let defaultName = "spring-lab"

    /// The scene called `name`, in any case ("Hero" is "hero").
    static func entry(named name: String) -> Entry? { entries.first { $0.name.lowercased() == name.lowercased() } }

    /// The index of the scene called `name`.
    static func index(named name: String) -> Int? { entries.firstIndex { $0.name.lowercased() == name.lowercased() } }
}

/// The playground as an app: one window, the catalogue in a sidebar and the chosen scene beside it.
struct PlaygroundApp: App {
    /// The scene shown first, chosen by the command line or the last session before the app runs.
    static var firstScene = Catalogue.defaultName
    /// Where the scene shown last is kept for the next launch; nil to keep nothing (headless runs).
    static var lastScene: LastSceneFile?

    var body: some Scene {
        WindowGroup("Kinetic") { PlaygroundShell(first: Self.firstScene, lastScene: Self.lastScene) }
            .defaultSize(width: 1280, height: 800)
    }
}
