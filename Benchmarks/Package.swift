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
        .package(name: "Kinetic", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The cost per frame of FrameTimingRecorder.record(_:), in memory and streaming CSV.
        .executableTarget(
            name: "RecorderBenchmarks",
            dependencies: [
                .product(name: "Kinetic", package: "Kinetic"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RecorderBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
