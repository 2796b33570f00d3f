// swift-tools-version: 6.1
// A SwiftUI-style app on the Linux desktop: one file, `import Kinetic`, `@main`.

import PackageDescription

let package = Package(
    name: "HelloKinetic",
    dependencies: [
        .package(name: "Kinetic", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloKinetic", dependencies: [.product(name: "Kinetic", package: "Kinetic")]),
    ],
    swiftLanguageModes: [.v6]
)
