import Foundation

/// The pixel work a layer needs between being drawn offscreen and being composited: its mask,
/// its blur, its opacity, and the change from the premultiplied colours that drawing onto a
/// transparent target leaves to the straight ones SDL's blending expects.
///
/// A blur of standard deviation σ is done at a reduced size: the layer is averaged down by a
/// factor f (a power of two, 1 to 8, so σ/f stays between 1.5 and 3 pixels), blurred there by a
/// separable gaussian, and scaled back up bilinearly by the backend. The gaussian's width takes
/// away what the averaging (variance f²/12) and the bilinear scale-up (f²/6) already spread,
/// so the blur's total spread is σ for every σ: a blur radius that animates does so smoothly,
/// with no step where f changes.
///
/// The filter keeps its working buffers, so a layer drawn every frame allocates nothing once
/// they have grown.
///
/// ```swift
/// var filter = LayerFilter()
/// let out = filter.process(pixels: layer, width: w, height: h, mask: nil, opacity: 0.5, blurSigma: 6)
/// // upload out.pixels (out.width × out.height), draw it stretched by out.factor over the layer
/// ```
public struct LayerFilter: Sendable {
    /// The filtered layer: straight-alpha RGBA8, `width` × `height` pixels, each standing for
    /// `factor` × `factor` pixels of the layer.
    public struct Output {
        public var width: Int
        public var height: Int
        public var factor: Int
    }

    /// The result's pixels (RGBA8, straight alpha, rows of `width * 4` bytes).
    public private(set) var pixels: [UInt8] = []
    /// Working planes, four floats (premultiplied red, green, blue, alpha) a pixel.
    private var planeA: [Float] = []
    private var planeB: [Float] = []
    private var kernel: [Float] = []

    public init() {}

    /// How much a blur of `sigma` device pixels reduces the layer: 1, 2, 4 or 8.
    public static func reduction(forSigma sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 3 else { return 1 }
        var factor = 1
        while factor < 8, sigma / Double(factor * 2) >= 1.5 { factor *= 2 }
        return factor
    }

    /// The gaussian's standard deviation in reduced pixels, so that with the averaging and the
    /// scale-up the total spread is `sigma` device pixels.
    public static func kernelSigma(forSigma sigma: Double, factor: Int) -> Double {
        guard factor > 1 else { return max(sigma, 0) }
        let f = Double(factor)
        return (max(sigma * sigma - f * f / 4, 0)).squareRoot() / f
    }

    /// Filters a layer's pixels.
    ///
    /// - Parameters:
    ///   - pixels: The layer as drawn: RGBA8 with premultiplied colour, rows of `width * 4` bytes.
    ///   - mask: The mask drawn the same way (its alpha is the coverage), or nil for none.
    ///   - opacity: Multiplies the layer's alpha, 0…1.
    ///   - blurSigma: The blur's standard deviation in device pixels (0: none).
    ///   - colorMatrix: Maps the straight colours last (a colour effect over an image).
    /// - Returns: The size of ``pixels`` and the factor to scale it up by.
    public mutating func process(pixels source: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                                 mask: UnsafeBufferPointer<UInt8>?, opacity: Double, blurSigma: Double,
                                 colorMatrix: ColorMatrix? = nil) -> Output {
        precondition(width >= 0 && height >= 0 && source.count >= width * height * 4, "the layer's pixels are short")
        precondition(mask.map { $0.count >= width * height * 4 } ?? true, "the mask's pixels are short")
        let sigma = blurSigma.isFinite ? max(blurSigma, 0) : 0
        let factor = LayerFilter.reduction(forSigma: sigma)
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        let planeCount = outWidth * outHeight
        // Average down (masked) into plane A; outside the layer counts as transparent. The
        // planes hold four floats a pixel, worked on one by one: SIMD types in a debug build are
        // generic calls, and this loop sees every pixel of every layer.
        LayerFilter.zeroFill(&planeA, count: planeCount * 4)
        planeA.withUnsafeMutableBufferPointer { plane in
            for y in 0..<height {
                let row = y * width * 4, outRow = (y / factor) * outWidth
                for x in 0..<width {
                    let i = row + x * 4
                    let alpha = source[i + 3]
                    if alpha == 0 { continue }  // premultiplied: nothing here at all
                    let coverage: Float = mask.map { Float($0[i + 3]) / 255 } ?? 1
                    let o = (outRow + x / factor) * 4
                    plane[o] += Float(source[i]) * coverage
                    plane[o + 1] += Float(source[i + 1]) * coverage
                    plane[o + 2] += Float(source[i + 2]) * coverage
                    plane[o + 3] += Float(alpha) * coverage
                }
            }
            if factor > 1 {
                let area = 1 / Float(factor * factor)
                for i in 0..<planeCount * 4 { plane[i] *= area }
            }
        }
        let kernelSigma = LayerFilter.kernelSigma(forSigma: sigma, factor: factor)
        if kernelSigma > 0.05 {
            makeKernel(sigma: kernelSigma)
            blur(width: outWidth, height: outHeight, horizontal: true)
            blur(width: outWidth, height: outHeight, horizontal: false)
        }
        // Fade, turn premultiplied colour into straight colour, and map it.
        let matrix = colorMatrix.flatMap { $0.isIdentity ? nil : $0 }
        let alphaScale = Float(opacity.isNaN ? 1 : min(max(opacity, 0), 1)) * Float(matrix.map { min(max($0.opacity, 0), 1) } ?? 1)
        // The matrix's rows as floats, the constants in bytes.
        func floats(_ row: SIMD4<Double>) -> (Float, Float, Float, Float) { (Float(row.x), Float(row.y), Float(row.z), Float(row.w) * 255) }
        let rows: [(Float, Float, Float, Float)]? = matrix.map { [floats($0.red), floats($0.green), floats($0.blue)] }
        LayerFilter.zeroFill(&self.pixels, count: planeCount * 4)
        self.pixels.withUnsafeMutableBufferPointer { out in
            planeA.withUnsafeBufferPointer { plane in
                for i in 0..<planeCount {
                    let o = i * 4
                    let alpha = plane[o + 3]
                    guard alpha > 0.5 else { continue }
                    let toStraight = 255 / alpha
                    var r = plane[o] * toStraight, g = plane[o + 1] * toStraight, b = plane[o + 2] * toStraight
                    if let rows {
                        let (r0, g0, b0) = (r, g, b)
                        r = rows[0].0 * r0 + rows[0].1 * g0 + rows[0].2 * b0 + rows[0].3
                        g = rows[1].0 * r0 + rows[1].1 * g0 + rows[1].2 * b0 + rows[1].3
                        b = rows[2].0 * r0 + rows[2].1 * g0 + rows[2].2 * b0 + rows[2].3
                    }
                    out[o] = LayerFilter.byte(r)
                    out[o + 1] = LayerFilter.byte(g)
                    out[o + 2] = LayerFilter.byte(b)
                    out[o + 3] = LayerFilter.byte(alpha * alphaScale)
                }
            }
        }
        return Output(width: outWidth, height: outHeight, factor: factor)
    }

    /// Makes `array` `count` elements of zero bits, keeping its storage when the count is the
    /// same: one `memset`. (Appending a repeated element, in a debug build, went through the
    /// generic sequence copy element by element: 0.9 s a frame for a full-window layer.)
    private static func zeroFill<T: BitwiseCopyable>(_ array: inout [T], count: Int) {
        if array.count != count {
            array = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                if let base = buffer.baseAddress { memset(base, 0, count * MemoryLayout<T>.stride) }
                initialized = count
            }
        } else {
            array.withUnsafeMutableBytes { bytes in
                if let base = bytes.baseAddress { memset(base, 0, bytes.count) }
            }
        }
    }

    /// `value` rounded to a byte, clamped (NaN is 0); branches, not generic min and max, which
    /// a debug build calls as functions.
    private static func byte(_ value: Float) -> UInt8 {
        let rounded = value + 0.5
        guard rounded > 0 else { return 0 }
        return rounded >= 255 ? 255 : UInt8(rounded)
    }

    private mutating func makeKernel(sigma: Double) {
        let (weights, total) = LayerFilter.gaussianWeights(sigma: sigma)
        kernel.removeAll(keepingCapacity: true)
        for weight in weights { kernel.append(Float(weight) / Float(total)) }
    }

    /// The gaussian of standard deviation `sigma` pixels sampled at whole pixels out to ⌈3σ⌉
    /// either side, and the weights' total (divide by it for a kernel that adds up to 1).
    static func gaussianWeights(sigma: Double) -> (weights: [Double], total: Double) {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        return (weights, weights.reduce(0, +))
    }

    /// One pass of the separable gaussian, plane A into plane B, then swapped back.
    private mutating func blur(width: Int, height: Int, horizontal: Bool) {
        let count = width * height
        LayerFilter.zeroFill(&planeB, count: count * 4)
        let radius = kernel.count / 2
        let length = horizontal ? width : height, lines = horizontal ? height : width
        let step = (horizontal ? 1 : width) * 4, lineStep = (horizontal ? width : 1) * 4
        planeA.withUnsafeBufferPointer { source in
            planeB.withUnsafeMutableBufferPointer { target in
                kernel.withUnsafeBufferPointer { weights in
                    for line in 0..<lines {
                        let base = line * lineStep
                        for i in 0..<length {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            let lower = max(0, i - radius), upper = min(length - 1, i + radius)
                            var j = lower
                            while j <= upper {
                                let w = weights[j - i + radius], o = base + j * step
                                r += source[o] * w
                                g += source[o + 1] * w
                                b += source[o + 2] * w
                                a += source[o + 3] * w
                                j += 1
                            }
                            let o = base + i * step
                            target[o] = r
                            target[o + 1] = g
                            target[o + 2] = b
                            target[o + 3] = a
                        }
                    }
                }
            }
        }
        swap(&planeA, &planeB)
    }
}
