import Foundation
import Testing
@testable import Drawing

struct AlphaBlurTests {
    @Test(arguments: [0.6, 1.5, 4, 10])
    func onePixelSpreadsAsTheGaussianAndKeepsItsWeight(sigma: Double) throws {
        let blur = AlphaBlur(alpha: [255], width: 1, height: 1, sigma: sigma)
        let pad = AlphaBlur.padding(forSigma: sigma)
        #expect(blur.padding == pad && pad == Int((3 * sigma).rounded(.up)) + 1)
        #expect(blur.width == 1 + 2 * pad && blur.height == 1 + 2 * pad)
        // Each pixel is the pixel's 255 times the kernel's weights across and down (rounded).
        let (weights, total) = LayerFilter.gaussianWeights(sigma: sigma)
        let radius = weights.count / 2
        func weight(_ offset: Int) -> Double { abs(offset) <= radius ? weights[radius + offset] / total : 0 }
        for y in 0..<blur.height {
            for x in 0..<blur.width {
                let expected = 255 * weight(x - pad) * weight(y - pad)
                #expect(abs(Double(blur.alpha[y * blur.width + x]) - expected) <= 0.5 + 1e-3, "at \(x), \(y)")
            }
        }
        // Symmetric, falling away from the centre, and nothing at the border.
        for y in 0..<blur.height {
            for x in 0..<blur.width {
                let value = blur.alpha[y * blur.width + x]
                #expect(value == blur.alpha[(blur.height - 1 - y) * blur.width + (blur.width - 1 - x)])
                #expect(value == blur.alpha[x * blur.width + y])
                if x == 0 || y == 0 { #expect(value == 0) }
                if x > 0, x <= pad { #expect(value >= blur.alpha[y * blur.width + x - 1]) }
            }
        }
    }

    @Test func aWideAreaKeepsItsValueInsideAndIsHalfOnItsEdge() {
        let side = 60
        let blur = AlphaBlur(alpha: [UInt8](repeating: 200, count: side * side), width: side, height: side, sigma: 3)
        let pad = blur.padding
        #expect(blur.alpha[(pad + 30) * blur.width + pad + 30] == 200)
        // Half a pixel inside the edge's middle: Φ(0.5 / 3) of it, about 57 %.
        let edge = Double(blur.alpha[(pad + 30) * blur.width + pad])
        #expect(abs(edge - 200 * 0.566) <= 2)
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity])
    func noBlurLeavesThePlaneAsItIs(sigma: Double) {
        let plane: [UInt8] = [0, 10, 200, 255, 7, 9]
        let blur = AlphaBlur(alpha: plane, width: 3, height: 2, sigma: sigma)
        #expect(blur == AlphaBlur(alpha: plane, width: 3, height: 2, sigma: 0))
        #expect(blur.alpha == plane && blur.width == 3 && blur.height == 2 && blur.padding == 0)
    }
}
