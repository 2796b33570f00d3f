// swift-tools-version: 6.1
// Benchmarks for Kinetic, kept in their own package so the library itself never depends on
// package-benchmark. Run from this folder:
//
//     swift package --disable-sandbox benchmark
//
// (--disable-sandbox: on Linux the plugin needs to read its own process statistics.)

import PackageDescription

let package = Package(
    name: "KineticBenchmarks",
    dependencies: [
        // The engine's product, not the umbrella: the benchmarks build no swift-syntax.
        .package(name: "Kinetic", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The cost per frame of FrameTimingRecorder.record(_:), in memory and streaming CSV.
        .executableTarget(
            name: "RecorderBenchmarks",
            dependencies: [
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RecorderBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        // Motion's hot paths: Spring.value per call against a C baseline, and one 60 Hz frame of
        // 10,000 running animators.
        .executableTarget(
            name: "MotionBenchmarks",
            dependencies: [
                "CSpringBaseline",
                "MotionWorkload",
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/MotionBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        // The view DSL's speed targets: one frame of 1,000 views animating at once, and one state
        // change in a 10,000-view tree to the next DisplayList.
        .executableTarget(
            name: "DSLBenchmarks",
            dependencies: [
                "DSLWorkload",
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DSLBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        // The main run loop's cost in a frame: serving it empty, firing a due timer, and a frame
        // whose change a timer made against one a tap made.
        .executableTarget(
            name: "RunLoopBenchmarks",
            dependencies: [
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RunLoopBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        // Rendering: tessellating 1,000 rounded rectangles, and what the steady state allocates.
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "RenderWorkload",
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        // The raw-SDL baseline and Kinetic's pipeline drawing the same N moving circles; run both
        // with ./render-throughput.sh (frames per second and their ratio, headless and windowed).
        .systemLibrary(name: "CSDL2Raw", path: "Sources/CSDL2Raw"),
        .executableTarget(
            name: "RawSDLCircles",
            dependencies: ["CSDL2Raw"],
            path: "Sources/RawSDLCircles"
        ),
        .executableTarget(
            name: "PipelineCircles",
            dependencies: [
                .product(name: "KineticCore", package: "Kinetic"),
                .product(name: "KineticSDL", package: "Kinetic"),
            ],
            path: "Sources/PipelineCircles"
        ),
        // Tessellates 1,000 rounded rectangles N times, for perf.
        .executableTarget(
            name: "RenderProfile",
            dependencies: ["RenderWorkload"],
            path: "Sources/RenderProfile"
        ),
        // The display lists of RenderBenchmarks, shared with RenderProfile.
        .target(
            name: "RenderWorkload",
            dependencies: [.product(name: "KineticCore", package: "Kinetic")],
            path: "Sources/RenderWorkload"
        ),
        // The 1,000-view animating grid and the 10,000-cell tree, shared by DSLBenchmarks and
        // the profiling driver.
        .target(
            name: "DSLWorkload",
            dependencies: [.product(name: "KineticCore", package: "Kinetic")],
            path: "Sources/DSLWorkload"
        ),
        // Runs the DSL workloads for N frames, for perf or callgrind.
        .executableTarget(
            name: "DSLProfile",
            dependencies: ["DSLWorkload"],
            path: "Sources/DSLProfile"
        ),
        // The closed-form spring of Spring(duration: 0.5, bounce: 0.3) in plain C, at -O2.
        .target(
            name: "CSpringBaseline",
            path: "Sources/CSpringBaseline",
            cSettings: [.unsafeFlags(["-O2"])]
        ),
        // The 10,000-animator field, shared by MotionBenchmarks and the profiling driver.
        .target(
            name: "MotionWorkload",
            dependencies: [.product(name: "KineticCore", package: "Kinetic")],
            path: "Sources/MotionWorkload"
        ),
        // Runs the field for N frames, for callgrind or perf.
        .executableTarget(
            name: "MotionProfile",
            dependencies: ["MotionWorkload"],
            path: "Sources/MotionProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)
