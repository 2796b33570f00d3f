import Foundation
import Testing
@testable import Drawing

/// The CPU half of a layer: mask, opacity, blur and the change to straight alpha.
struct LayerFilterTests {
    /// A layer `width` × `height` of premultiplied pixels, each made by `pixel(x, y)`.
    static func layer(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                bytes += [p.0, p.1, p.2, p.3]
            }
        }
        return bytes
    }

    static func run(_ filter: inout LayerFilter, _ pixels: [UInt8], width: Int, height: Int, mask: [UInt8]? = nil,
                    opacity: Double = 1, sigma: Double = 0, matrix: ColorMatrix? = nil) -> LayerFilter.Output {
        pixels.withUnsafeBufferPointer { p in
            if let mask {
                return mask.withUnsafeBufferPointer { m in
                    filter.process(pixels: p, width: width, height: height, mask: m, opacity: opacity, blurSigma: sigma, colorMatrix: matrix)
                }
            }
            return filter.process(pixels: p, width: width, height: height, mask: nil, opacity: opacity, blurSigma: sigma,
                                  colorMatrix: matrix)
        }
    }

    @Test(arguments: [(0.0, 1), (2.9, 1), (3, 2), (5.9, 2), (6, 4), (11.9, 4), (12, 8), (100, 8), (.nan, 1), (-3, 1)])
    func theReductionKeepsTheKernelBetweenOneAndAHalfAndThreePixels(sigma: Double, factor: Int) {
        #expect(LayerFilter.reduction(forSigma: sigma) == factor)
    }

    @Test func theSpreadsAddUpToSigma() {
        for sigma in stride(from: 3.0, through: 60, by: 0.5) {
            let f = LayerFilter.reduction(forSigma: sigma)
            let k = LayerFilter.kernelSigma(forSigma: sigma, factor: f) * Double(f)
            // kernel² + averaging + bilinear = sigma²
            #expect(abs(k * k + Double(f * f) / 4 - sigma * sigma) < 1e-9)
        }
    }

    @Test func withNothingToDoPremultipliedColourBecomesStraight() {
        var filter = LayerFilter()
        let pixels = Self.layer(width: 2, height: 1) { x, _ in x == 0 ? (100, 50, 0, 200) : (0, 0, 0, 0) }
        let out = Self.run(&filter, pixels, width: 2, height: 1)
        #expect(out.width == 2 && out.height == 1 && out.factor == 1)
        #expect(Array(filter.pixels) == [128, 64, 0, 200, 0, 0, 0, 0])
    }

    @Test func opacityAndMaskMultiplyAlphaOnly() {
        var filter = LayerFilter()
        let pixels = Self.layer(width: 3, height: 1) { _, _ in (255, 0, 0, 255) }
        let mask = Self.layer(width: 3, height: 1) { x, _ in x == 0 ? (255, 255, 255, 255) : x == 1 ? (128, 128, 128, 128) : (0, 0, 0, 0) }
        _ = Self.run(&filter, pixels, width: 3, height: 1, mask: mask, opacity: 0.5)
        #expect(Array(filter.pixels) == [255, 0, 0, 128, 255, 0, 0, 64, 0, 0, 0, 0])
    }

    /// A sharp edge blurred: the alpha across it follows the gaussian's integral, and the total
    /// is kept.
    @Test(arguments: [1.0, 2.5])
    func anEdgeBlursIntoTheGaussiansIntegral(sigma: Double) {
        var filter = LayerFilter()
        // Tall enough that the middle row is far from the layer's transparent top and bottom.
        let width = 60, height = 41, row = 20 * width * 4
        let pixels = Self.layer(width: width, height: height) { x, _ in x >= 30 ? (255, 255, 255, 255) : (0, 0, 0, 0) }
        let out = Self.run(&filter, pixels, width: width, height: height, sigma: sigma)
        #expect(out.factor == 1)
        for x in 20..<40 {
            // The pixel's centre is at x + 0.5; the edge at 30.
            let expected = 255 * 0.5 * (1 + erf((Double(x) + 0.5 - 30) / (sigma * 2.squareRoot())))
            let alpha = Double(filter.pixels[row + x * 4 + 3])
            #expect(abs(alpha - expected) <= 6, "x \(x): \(alpha) against \(expected)")
            // Colour stays white where anything shows.
            if alpha > 8 { #expect(filter.pixels[row + x * 4] >= 250) }
        }
    }

    @Test func aReducedBlurIsSmallerAndKeepsTheTotal() {
        var filter = LayerFilter()
        let pixels = Self.layer(width: 64, height: 64) { x, y in (20..<44).contains(x) && (20..<44).contains(y) ? (0, 0, 255, 255) : (0, 0, 0, 0) }
        let out = Self.run(&filter, pixels, width: 64, height: 64, sigma: 4)
        #expect(out.factor == 2 && out.width == 32 && out.height == 32)
        var total = 0.0
        for i in stride(from: 3, to: filter.pixels.count, by: 4) { total += Double(filter.pixels[i]) }
        // Each reduced pixel stands for 4: 24 × 24 opaque pixels in all.
        #expect(abs(total * 4 / 255 - 576) < 576 * 0.02, "total \(total * 4 / 255)")
    }

    /// A colour effect over a layer maps its straight colours, after the mask and the opacity.
    @Test func aColourMatrixMapsTheStraightColours() {
        var filter = LayerFilter()
        // A half-covered red pixel (premultiplied 128, 0, 0, 128) and an opaque grey one.
        let pixels = Self.layer(width: 2, height: 1) { x, _ in x == 0 ? (128, 0, 0, 128) : (100, 100, 100, 255) }
        let inverted = Self.run(&filter, pixels, width: 2, height: 1, matrix: .invert)
        #expect(inverted.factor == 1)
        #expect(Array(filter.pixels[0..<8]) == [0, 255, 255, 128, 155, 155, 155, 255])
        _ = Self.run(&filter, pixels, width: 2, height: 1, opacity: 0.5, matrix: .multiply(RGBAColor(red: 1, green: 1, blue: 0.5, opacity: 0.5)))
        #expect(Array(filter.pixels[0..<8]) == [255, 0, 0, 32, 100, 100, 50, 64])
    }
}

