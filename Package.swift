// swift-tools-version: 6.1
// Kinetic: SwiftUI's animation model on the Linux desktop, rendered through SDL2.

import CompilerPluginSupport
import PackageDescription

/// The macro plugin against the toolchain's own swift-syntax. The Swift toolchain ships swift-syntax
/// built (the modules and libraries in `lib/swift/host`, which its own macros use); `make` names
/// that folder in KINETIC_SWIFT_HOST and the plugin library it builds from it (the
/// `KineticMacros` library product, in debug; the compiler takes the module
/// name from the file name) in KINETIC_MACROS_PLUGIN. Then no swift-syntax is
/// compiled at all (it took a minute and a half in debug, nine in release, on two cores): every
/// target using `@Animatable` or `#Preview` loads the library (`-load-plugin-library`), release
/// builds included. Without the variables (an app depending on Kinetic, a plain `swift build`)
/// the plugin is the `KineticMacros` macro target, as SwiftPM builds any macro.
let swiftHost = Context.environment["KINETIC_SWIFT_HOST"].flatMap { $0.isEmpty ? nil : $0 }
let macrosPlugin = swiftHost == nil ? nil : Context.environment["KINETIC_MACROS_PLUGIN"].flatMap { $0.isEmpty ? nil : $0 }
let prebuiltSyntax = macrosPlugin != nil
/// `make run` builds the engine's two largest modules file by file in release instead of as one
/// whole-module job each (KINETIC_RELEASE_PER_FILE, unless `make run WHOLE_MODULE=1`): the two
/// cores then share KineticCore, which otherwise holds one of them for 80 to 130 s while the rest
/// waits, and the first window opens sooner. Code across its files is optimised less (the
/// Stress scene's display-list step 10 to 40 % slower at 2,000 views). Apps depending on Kinetic, the
/// benchmarks and plain `swift build -c release` keep whole-module builds.
let perFileRelease: [SwiftSetting] = Context.environment["KINETIC_RELEASE_PER_FILE"] == "1"
    ? [.unsafeFlags(["-no-whole-module-optimization"], .when(configuration: .release))] : []
/// What a target using the macros needs when the plugin is the library `make` builds.
let macroSettings: [SwiftSetting] = macrosPlugin.map { [.unsafeFlags(["-load-plugin-library", $0])] } ?? []

/// What the macros' implementation (and its tests) compile and link against: the toolchain's
/// swift-syntax, or the package.
func syntax(_ modules: [String]) -> (dependencies: [Target.Dependency], swift: [SwiftSetting], linker: [LinkerSetting]) {
    guard prebuiltSyntax, let host = swiftHost else {
        return (modules.map { .product(name: $0, package: "swift-syntax") }, [], [])
    }
    return ([], [.unsafeFlags(["-I", host])],
            [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])] + modules.map { .linkedLibrary($0) })
}
let macroSyntax = syntax(["SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics"]
                         + (prebuiltSyntax ? [] : ["SwiftCompilerPlugin"]))
let macroTestSyntax = syntax(["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics",
                              "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion"] + (prebuiltSyntax ? ["SwiftIfConfig", "SwiftBasicFormat", "SwiftOperators", "SwiftSyntaxBuilder"] : []))

/// Every first-party library module below Kinetic, for targets that use them through it.
let allFirstParty: [Target.Dependency] = ["Motion", "Drawing", "KineticRunLoop", "Combine", "KineticCore", "KineticSDL"]

let package = Package(
    name: "Kinetic",
    products: [
        // What an app depends on: `import Kinetic` gives everything, the App entry included.
        .library(name: "Kinetic", targets: ["Kinetic"]),
        // The engine without the App entry and the macros (no swift-syntax to build): for the
        // benchmarks and tools that measure it.
        .library(name: "KineticCore", targets: ["KineticCore"]),
        // The SDL hosts alone, for tools that drive a frame loop of their own.
        .library(name: "KineticSDL", targets: ["KineticSDL"]),
        // The playground and its command line.
        .executable(name: "kinetic", targets: ["Playground"]),
        .executable(name: "kinetic-soak", targets: ["Soak"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Combine's API on Linux, behind `import Combine` (the Combine target).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ] + (prebuiltSyntax ? [] : [
        // For the macros only, when the toolchain's is not used (603.0.1 built within 5 % of the
        // fastest of the three versions in the mirror, about 1.5 min from clean on two cores).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ]),
    targets: [
        // (Targets list every first-party module they use, not only the ones they import: SwiftPM
        // rebuilds a module when a module it lists changes, and a module rebuilt with the same
        // interface keeps its file, so a change to Drawing's structs would otherwise leave
        // KineticSDL and the tests built against their old layout.)
        // Pure animation model. Foundation at most.
        .target(name: "Motion"),
        // Geometry, colour, tessellation, draw lists. Foundation only: it compiles beside Motion.
        .target(name: "Drawing"),
        // The main run loop as the frame loop drives it, and the virtual clock that sleeps and
        // delayed main-queue work follow in headless runs. Foundation only.
        .target(name: "KineticRunLoop"),
        // What `import Combine` gives SwiftUI code: OpenCombine with its Foundation and Dispatch
        // parts (Timer.publish, the schedulers), which it declares under Combine's names on
        // Linux because no module called Combine exists when it is built (it is built before
        // this one, which depends on it).
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // The view DSL and its engine: frame loop, timing, assets. No SDL.
        .target(
            name: "KineticCore",
            dependencies: [
                "Motion", "Drawing", "KineticRunLoop", "Combine",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            swiftSettings: perFileRelease
        ),
        // C libraries with shims for the macros Swift cannot import. The shims include
        // <SDL2/…> from the system's include path and the module maps link the libraries, so no
        // pkg-config is asked: its -D_REENTRANT made SwiftPM print a warning for every target
        // (Debian's libsdl2-dev, libsdl2-ttf-dev and libsdl2-image-dev; make deps installs them).
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image"),
        // The only module that touches SDL.
        .target(name: "KineticSDL", dependencies: ["KineticCore", "Motion", "Drawing", "KineticRunLoop", "Combine", "CSDL2", "CSDL2TTF", "CSDL2Image"]),
        // What `import Kinetic` gives: Foundation, the DSL, the SDL hosts, and App, Scene and
        // WindowGroup, which open a window.
        .target(name: "Kinetic",
                dependencies: allFirstParty + (prebuiltSyntax ? [] : ["KineticMacros"]),
                swiftSettings: macroSettings + perFileRelease),
        // What @Animatable, @AnimatableIgnored and #Preview expand to: the compiler plugin, or,
        // against the toolchain's swift-syntax, a library (the KineticMacros library product below,
        // which the compiler loads).
        prebuiltSyntax
            ? .target(name: "KineticMacros", dependencies: macroSyntax.dependencies, exclude: ["Plugin.swift"],
                      swiftSettings: macroSyntax.swift, linkerSettings: macroSyntax.linker)
            : .macro(name: "KineticMacros", dependencies: macroSyntax.dependencies),
        // The `kinetic` executable: playground scenes and the CLI.
        // An hour of virtual time on one scene, headless: memory and drift (scripts/soak).
        .executableTarget(name: "Soak", dependencies: ["Kinetic"] + allFirstParty, path: "Tools/Soak", swiftSettings: macroSettings),
        // A sample app written as SwiftUI tutorials write them, whose only change is
        // `import Kinetic`: built by make test and walked through, screen by screen, by the
        // end-to-end tests (they run the executable, as a person would).
        .executableTarget(name: "AnimationSamples", dependencies: ["Kinetic"] + allFirstParty, path: "examples/AnimationSamples",
                         swiftSettings: macroSettings),
        // The README's first app, a package of its own as a user's would be (examples/HelloKinetic
        // builds alone too), built here by the package's own build: one build, one swift-syntax.
        .executableTarget(name: "HelloKinetic", dependencies: ["Kinetic"] + allFirstParty, path: "examples/HelloKinetic/Sources/HelloKinetic",
                          swiftSettings: macroSettings),
        // SwiftUI code that changes state as real apps do (a Timer, the main queue, a Task, an
        // @Observable, an ObservableObject with Timer.publish), in the Swift 5 language mode it
        // is written in: run in a window and headless by the end-to-end tests.
        .executableTarget(name: "RuntimeSamples", dependencies: ["Kinetic"] + allFirstParty, path: "examples/RuntimeSamples",
                          swiftSettings: [.swiftLanguageMode(.v5)] + macroSettings),
        .executableTarget(
            name: "Playground",
            dependencies: ["Kinetic"] + allFirstParty + [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "playgrounds",
            swiftSettings: macroSettings
        ),

        .testTarget(
            name: "MotionTests",
            dependencies: ["Motion", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(name: "KineticRunLoopTests", dependencies: ["KineticRunLoop"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "KineticCoreTests", dependencies: ["KineticCore", "Motion", "Drawing", "KineticRunLoop", "Combine"]),
        .testTarget(name: "KineticSDLTests", dependencies: allFirstParty),
        // What a SwiftUI developer writes with `import Kinetic`: the seeds' code, the App entry.
        .testTarget(name: "KineticTests", dependencies: ["Kinetic"] + allFirstParty, swiftSettings: macroSettings),
        // The macros' expansions and diagnostics, checked as source text.
        .testTarget(name: "KineticMacrosTests", dependencies: ["KineticMacros"] + macroTestSyntax.dependencies,
                    swiftSettings: macroTestSyntax.swift, linkerSettings: macroTestSyntax.linker),
        // The playground's own logic (the Spring Lab's model, the shell, every scene on the
        // headless host), imported from the executable.
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Kinetic"] + allFirstParty, swiftSettings: macroSettings),
        // Runs the built `kinetic` executable: headless runs, and a real window under Xvfb.
        // The goldens are read from the source tree by path, not bundled.
        .testTarget(name: "EndToEndTests", dependencies: ["Kinetic"] + allFirstParty, exclude: ["Goldens"], swiftSettings: macroSettings),
    ],
    swiftLanguageModes: [.v6]
)

// The plugin library the compiler loads, built by `make` before anything that uses the macros.
if prebuiltSyntax {
    package.products.append(.library(name: "KineticMacros", type: .dynamic, targets: ["KineticMacros"]))
}
