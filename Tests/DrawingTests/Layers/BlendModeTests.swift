import Foundation
import Testing
@testable import Drawing

/// The blend modes' formulas (W3C Compositing and Blending, Porter–Duff, Core Graphics' plus
/// modes), pixel by pixel.
struct BlendModeTests {
    static func close(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ tolerance: Float = 1e-5) -> Bool {
        (0..<3).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
    }

    static let backdrop = SIMD3<Float>(0.5, 0.25, 0.8)
    static let source = SIMD3<Float>(1, 0.5, 0.2)

    /// Opaque on opaque, the result is the blend function itself.
    @Test(arguments: [
        (BlendMode.normal, SIMD3<Float>(1, 0.5, 0.2)),
        (.multiply, SIMD3<Float>(0.5, 0.125, 0.16)),
        (.screen, SIMD3<Float>(1, 0.625, 0.84)),
        (.overlay, SIMD3<Float>(1, 0.25, 0.68)),
        (.darken, SIMD3<Float>(0.5, 0.25, 0.2)),
        (.lighten, SIMD3<Float>(1, 0.5, 0.8)),
        (.difference, SIMD3<Float>(0.5, 0.25, 0.6)),
        (.exclusion, SIMD3<Float>(0.5, 0.5, 0.68)),
        (.hardLight, SIMD3<Float>(1, 0.25, 0.32)),
        (.colorDodge, SIMD3<Float>(1, 0.5, 1)),
        (.colorBurn, SIMD3<Float>(0.5, 0, 0)),
    ])
    func opaqueOnOpaqueIsTheBlendFunction(mode: BlendMode, expected: SIMD3<Float>) {
        let out = mode.composite(source: Self.source, alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(Self.close(out.color, expected), "\(mode): \(out.color)")
        #expect(out.alpha == 1)
    }

    @Test func softLightAtHalfLeavesTheBackdropAndDarkensBelow() {
        let half = BlendMode.softLight.composite(source: SIMD3(repeating: 0.5), alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(Self.close(half.color, Self.backdrop))
        let dark = BlendMode.softLight.composite(source: SIMD3(repeating: 0.2), alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect((0..<3).allSatisfy { dark.color[$0] < Self.backdrop[$0] })
    }

    static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    @Test func theNonSeparableModesKeepTheLuminosityTheySay() {
        for mode in [BlendMode.hue, .saturation, .color] {
            let out = mode.composite(source: Self.source, alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
            #expect(abs(Self.luminosity(out.color) - Self.luminosity(Self.backdrop)) < 1e-3, "\(mode)")
            #expect((0..<3).allSatisfy { out.color[$0] >= 0 && out.color[$0] <= 1 })
        }
        let luminosity = BlendMode.luminosity.composite(source: Self.source, alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(abs(Self.luminosity(luminosity.color) - Self.luminosity(Self.source)) < 1e-3)
        // Colour takes the source's hue and saturation: grey stays grey in hue mode's backdrop terms.
        let grey = BlendMode.color.composite(source: SIMD3(repeating: 0.3), alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(abs(grey.color.x - grey.color.y) < 1e-5 && abs(grey.color.y - grey.color.z) < 1e-5)
    }

    @Test func thePorterDuffAndPlusModes() {
        let dp = Self.backdrop * 0.5  // a half-covered backdrop, premultiplied
        let atop = BlendMode.sourceAtop.composite(source: Self.source, alpha: 1, destinationPremultiplied: dp, alpha: 0.5)
        #expect(Self.close(atop.color, Self.source * 0.5) && atop.alpha == 0.5)
        let over = BlendMode.destinationOver.composite(source: Self.source, alpha: 1, destinationPremultiplied: dp, alpha: 0.5)
        #expect(Self.close(over.color, Self.source * 0.5 + dp) && over.alpha == 1)
        let out = BlendMode.destinationOut.composite(source: Self.source, alpha: 0.75, destinationPremultiplied: dp, alpha: 0.5)
        #expect(Self.close(out.color, dp * 0.25) && out.alpha == 0.125)
        let lighter = BlendMode.plusLighter.composite(source: Self.source, alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(Self.close(lighter.color, SIMD3(1, 0.75, 1)))
        let darker = BlendMode.plusDarker.composite(source: Self.source, alpha: 1, destinationPremultiplied: Self.backdrop, alpha: 1)
        #expect(Self.close(darker.color, SIMD3(0.5, 0, 0)))
    }

    /// Over nothing, every blend mode draws the source as it is.
    @Test func overNothingABlendIsTheSource() {
        for mode in BlendMode.allCases where ![.sourceAtop, .destinationOut].contains(mode) {
            let out = mode.composite(source: Self.source, alpha: 0.8, destinationPremultiplied: .zero, alpha: 0)
            #expect(Self.close(out.color, Self.source * 0.8) && abs(out.alpha - 0.8) < 1e-6, "\(mode)")
        }
    }

    @Test func aTransparentSourcePixelLeavesTheDestination() {
        let source: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 255]
        var destination: [UInt8] = [10, 20, 30, 255, 128, 128, 128, 255]
        source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { BlendMode.multiply.composite(source: s, onto: $0, pixels: 2) }
        }
        #expect(destination == [10, 20, 30, 255, 128, 0, 0, 255])
    }
}
