import Foundation
import Testing
@testable import Drawing

/// The colour effects' matrices: SwiftUI's (and the Filter Effects specification's) numbers.
struct ColorMatrixTests {
    static func close(_ a: RGBAColor, _ b: RGBAColor, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.opacity - b.opacity) <= tolerance
    }

    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let teal = RGBAColor(red: 0.2, green: 0.6, blue: 0.5, opacity: 0.8)

    @Test(arguments: [
        // (matrix, input, expected)
        (ColorMatrix.saturation(0), red, RGBAColor(red: 0.213, green: 0.213, blue: 0.213)),
        (.saturation(1), teal, teal),
        (.saturation(2), RGBAColor(red: 0.5, green: 0.5, blue: 0.5), RGBAColor(red: 0.5, green: 0.5, blue: 0.5)),
        (.grayscale(1), red, RGBAColor(red: 0.213, green: 0.213, blue: 0.213)),
        (.grayscale(0), teal, teal),
        (.contrast(0), teal, RGBAColor(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.8)),
        (.contrast(2), RGBAColor(red: 0.6, green: 0.4, blue: 0.5), RGBAColor(red: 0.7, green: 0.3, blue: 0.5)),
        (.contrast(-1), RGBAColor(red: 0.2, green: 0.6, blue: 1), RGBAColor(red: 0.8, green: 0.4, blue: 0)),
        (.brightness(0.25), RGBAColor(red: 0.2, green: 0.6, blue: 0.9), RGBAColor(red: 0.45, green: 0.85, blue: 1)),
        (.brightness(-1), teal, RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.8)),
        (.invert, teal, RGBAColor(red: 0.8, green: 0.4, blue: 0.5, opacity: 0.8)),
        (.multiply(RGBAColor(red: 0.5, green: 1, blue: 0, opacity: 0.5)), teal, RGBAColor(red: 0.1, green: 0.6, blue: 0, opacity: 0.4)),
        (.hueRotation(radians: 0), teal, teal),
        (.hueRotation(radians: 2 * .pi), teal, teal),
    ])
    func aMatrixMapsColoursAsSwiftUIs(matrix: ColorMatrix, input: RGBAColor, expected: RGBAColor) {
        let out = matrix.apply(to: input)
        #expect(Self.close(out, expected, 1e-6), "\(out) is not \(expected)")
    }

    @Test(arguments: [30.0, 90, 120, 180, 270])
    func aHueRotationKeepsGreyAndLuminance(degrees: Double) {
        let matrix = ColorMatrix.hueRotation(radians: degrees * .pi / 180)
        let grey = RGBAColor(red: 0.4, green: 0.4, blue: 0.4)
        #expect(Self.close(matrix.apply(to: grey), grey, 1e-3))
        // The matrix's rows keep the luminance weights' sum for an unclamped colour.
        let c = SIMD4<Double>(0.3, 0.5, 0.4, 1)
        let out = SIMD3((matrix.red * c).sum(), (matrix.green * c).sum(), (matrix.blue * c).sum())
        let weights = SIMD3<Double>(0.213, 0.715, 0.072)
        #expect(abs((out * weights).sum() - (SIMD3(0.3, 0.5, 0.4) * weights).sum()) < 1e-3)
    }

    @Test func aHalfTurnOfHueTurnsRedTowardCyan() {
        let out = ColorMatrix.hueRotation(radians: .pi).apply(to: Self.red)
        #expect(out.red < 0.01 && out.green > 0.4 && out.blue > 0.4)
    }

    @Test func badAmountsChangeNothing() {
        #expect(ColorMatrix.saturation(.nan) == .identity)
        #expect(ColorMatrix.contrast(.infinity) == .identity)
        #expect(ColorMatrix.brightness(.nan) == .identity)
        #expect(ColorMatrix.hueRotation(radians: .nan) == .identity)
        #expect(ColorMatrix.grayscale(.nan) == .identity)
    }

    /// Concatenating is applying one after the other (while nothing is clamped between).
    @Test func concatenatingAppliesTheInnerMatrixFirst() {
        let matrices: [ColorMatrix] = [.saturation(0.4), .hueRotation(radians: 1.1), .contrast(0.7), .brightness(0.1), .invert,
                                       .multiply(RGBAColor(red: 0.9, green: 0.5, blue: 0.7))]
        let colors = [Self.teal, RGBAColor(red: 0.45, green: 0.5, blue: 0.55), RGBAColor(red: 0.3, green: 0.35, blue: 0.3, opacity: 0.5)]
        for outer in matrices {
            for inner in matrices {
                for color in colors {
                    let twice = outer.apply(to: inner.apply(to: color))
                    let once = outer.concatenating(inner).apply(to: color)
                    let innerOut = inner.apply(to: color)
                    let unclamped = [innerOut.red, innerOut.green, innerOut.blue].allSatisfy { $0 > 0 && $0 < 1 }
                    if unclamped { #expect(Self.close(twice, once, 1e-9), "\(outer) after \(inner) on \(color)") }
                }
            }
        }
        #expect(ColorMatrix.identity.concatenating(.invert) == .invert)
        #expect(ColorMatrix.invert.concatenating(.invert) == .identity)
    }
}
