import Foundation

/// A layer's blur as a GPU without shaders can draw it: the layer averaged down by halves with
/// linear filtering, a separable gaussian drawn as a few shifted copies added together, and the
/// result scaled back up with linear filtering.
///
/// It is ``LayerFilter``'s blur, reduced a step further where it can be: the layer is reduced
/// by the largest power of two (up to 16) that is no more than σ (the CPU stops at σ / 1.5),
/// and the gaussian's width takes away what the averaging and the scale-up spread, so the total
/// spread is the same σ. A GPU without shaders pays for every texel each copy draws, and that
/// reduction draws a quarter of the texels the CPU's would. Reducing further (to σ / 0.75) drew
/// a tenth, but a blurred line of text then differed from the CPU's by 32 levels of 255; at σ it
/// differs by 3.
///
/// Each copy of a pass samples between two texels, so one copy carries two of the kernel's
/// weights (linear filtering splits it between them), and a kernel of radius r takes
/// 1 + 2⌈r/2⌉ copies. The copies' weights are whole 255ths, the step of a vertex colour, and add
/// up to exactly 255 so a flat area keeps its value.
///
/// ```swift
/// let passes = BlurPasses(sigma: 6)
/// // passes.factor: 4 → halve twice; draw each tap at ±offset with colour tap.weight, added
/// ```
public struct BlurPasses: Equatable, Sendable {
    /// One shifted copy of a pass: drawn `offset` texels along the pass (and as far the other
    /// way when `offset` is not 0), its colour and alpha multiplied by `weight` / 255.
    public struct Tap: Equatable, Sendable {
        public var offset: Double
        public var weight: UInt8
    }

    /// How much the layer is reduced before the gaussian: 1, 2, 4, 8 or 16.
    public let factor: Int
    /// The copies of one pass, the centre first. Empty when the reduction alone is the blur.
    public let taps: [Tap]
    /// How many transparent texels the reduced layer needs around it, so that no copy samples
    /// past its texture.
    public let padding: Int

    /// The passes for a blur of standard deviation `sigma` device pixels; nil for no blur (0, a
    /// negative or a non-finite sigma).
    public init?(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return nil }
        factor = BlurPasses.reduction(forSigma: sigma)
        let kernelSigma = LayerFilter.kernelSigma(forSigma: sigma, factor: factor)
        guard kernelSigma > 0.05 else {
            taps = []
            padding = 1
            return
        }
        let (unscaled, total) = LayerFilter.gaussianWeights(sigma: kernelSigma)
        let weights = unscaled.map { $0 / total }
        let radius = weights.count / 2
        // Pairs of weights (1, 2), (3, 4), … each become one copy between their texels.
        var sides: [(offset: Double, weight: Double)] = []
        var i = 1
        while i <= radius {
            let first = weights[radius + i], second = i + 1 <= radius ? weights[radius + i + 1] : 0
            let total = first + second
            sides.append((Double(i) + (total > 0 ? second / total : 0), total))
            i += 2
        }
        var quantized = sides.map { Tap(offset: $0.offset, weight: UInt8(($0.weight * 255).rounded())) }
        quantized.removeAll { $0.weight == 0 }
        let sideTotal = quantized.reduce(0) { $0 + Int($1.weight) }
        taps = [Tap(offset: 0, weight: UInt8(255 - 2 * sideTotal))] + quantized
        padding = radius + 2
    }

    /// How much a blur of `sigma` device pixels reduces the layer on the GPU: the largest power
    /// of two up to 16 that leaves σ at least a reduced pixel.
    public static func reduction(forSigma sigma: Double) -> Int {
        guard sigma.isFinite else { return 1 }
        var factor = 1
        while factor < 16, sigma / Double(factor * 2) >= 1 { factor *= 2 }
        return factor
    }

    /// The kernel the taps make once linear filtering splits each between its two texels:
    /// weights for offsets −r…r, which add up to 1.
    public var realizedKernel: [Double] {
        let radius = taps.map { Int($0.offset.rounded(.up)) }.max() ?? 0
        var kernel = [Double](repeating: 0, count: 2 * radius + 1)
        for tap in taps {
            let weight = Double(tap.weight) / 255
            for side in tap.offset == 0 ? [1.0] : [1.0, -1.0] {
                let at = tap.offset * side, low = at.rounded(.down), fraction = at - low
                kernel[radius + Int(low)] += weight * (1 - fraction)
                if fraction > 0 { kernel[radius + Int(low) + 1] += weight * fraction }
            }
        }
        return kernel
    }
}
