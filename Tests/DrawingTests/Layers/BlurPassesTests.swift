import Foundation
import Testing
@testable import Drawing

/// The GPU's blur: the same reduction and gaussian as the CPU's, drawn as weighted copies.
struct BlurPassesTests {
    @Test("no blur for zero, negative or non-finite sigmas", arguments: [0, -3, Double.nan, .infinity])
    func noBlur(sigma: Double) {
        #expect(BlurPasses(sigma: sigma) == nil)
    }

    @Test("reduced until σ is under two pixels", arguments: [
        (0.5, 1), (1.99, 1), (2, 2), (3, 2), (3.99, 2), (4, 4), (7.99, 4), (8, 8), (15.9, 8), (16, 16), (24, 16), (100, 16),
    ])
    func reduction(sigma: Double, factor: Int) throws {
        let passes = try #require(BlurPasses(sigma: sigma))
        #expect(passes.factor == factor)
    }

    @Test("the copies' weights add up to 255 and make the gaussian left after the reduction",
          arguments: [0.5, 1, 1.5, 2.9, 3, 4, 6, 8.5, 12, 24, 48])
    func kernel(sigma: Double) throws {
        let passes = try #require(BlurPasses(sigma: sigma))
        let centre = Int(passes.taps.first?.weight ?? 0)
        let total = centre + 2 * passes.taps.dropFirst().reduce(0) { $0 + Int($1.weight) }
        #expect(total == 255)
        #expect(passes.taps.first?.offset == 0)
        let kernelSigma = LayerFilter.kernelSigma(forSigma: sigma, factor: passes.factor)
        // Between 0.86 and 1.94 reduced pixels, but where the reduction stops at 1 or 16.
        #expect(passes.factor == 1 || passes.factor == 16 || (0.86...1.95).contains(kernelSigma))
        let (weights, sum) = LayerFilter.gaussianWeights(sigma: kernelSigma)
        let realized = passes.realizedKernel
        let radius = weights.count / 2, realizedRadius = realized.count / 2
        #expect(realizedRadius <= radius)
        #expect(abs(realized.reduce(0, +) - 1) < 1e-9)
        for offset in -radius...radius {
            let got = abs(offset) <= realizedRadius ? realized[realizedRadius + offset] : 0
            #expect(abs(got - weights[radius + offset] / sum) < 0.006, "offset \(offset): \(got) against \(weights[radius + offset] / sum)")
        }
        // Each copy samples between two neighbouring texels, so it carries two weights at most.
        #expect(passes.taps.dropFirst().allSatisfy { $0.offset >= 1 })
        #expect(passes.taps.count <= 1 + (radius + 1) / 2)
    }

    @Test("a blur too small to reach a neighbouring pixel draws the layer once")
    func tinyBlur() throws {
        let tiny = try #require(BlurPasses(sigma: 0.01))
        #expect(tiny.factor == 1 && tiny.taps.isEmpty)
        // At σ = 4 the layer is reduced by 4, and a gaussian of √(16 − 4) / 4 reduced pixels
        // remains: a radius of 3, whose last weight is under half a 255th, so a centre copy and
        // one a side.
        let passes = try #require(BlurPasses(sigma: 4))
        #expect(passes.factor == 4 && passes.taps.count == 2)
    }
}
