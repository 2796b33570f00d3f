import Foundation

/// A coverage plane (one byte a pixel) blurred by a gaussian, exactly and once: what a text's
/// shadow is, drawn as a texture of its own rather than through a layer blurred every frame.
///
/// The result is larger than the source by `padding` pixels on every side, as far as the
/// gaussian reaches (3σ, rounded up, and a pixel), so nothing of the blur is cut off.
///
/// ```swift
/// let shadow = AlphaBlur(alpha: glyphs, width: w, height: h, sigma: 6)
/// // upload shadow.alpha (shadow.width × shadow.height) and draw it shadow.padding up and left
/// ```
public struct AlphaBlur: Equatable, Sendable {
    /// The blurred coverage, rows of `width` bytes.
    public let alpha: [UInt8]
    public let width: Int
    public let height: Int
    /// How many pixels the result reaches past the source on each side.
    public let padding: Int

    /// The padding a blur of `sigma` device pixels needs: how far its gaussian reaches.
    public static func padding(forSigma sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((3 * sigma).rounded(.up)) + 1
    }

    /// Blurs `alpha` (`width` × `height` bytes, rows of `width`) by a gaussian of standard
    /// deviation `sigma` pixels. A sigma of 0, negative or not finite leaves it as it is.
    public init(alpha source: [UInt8], width: Int, height: Int, sigma: Double) {
        precondition(width >= 0 && height >= 0 && source.count >= width * height, "the coverage plane is short")
        let pad = AlphaBlur.padding(forSigma: sigma)
        guard pad > 0 else {
            alpha = Array(source.prefix(width * height))
            self.width = width
            self.height = height
            padding = 0
            return
        }
        let (unscaled, total) = LayerFilter.gaussianWeights(sigma: sigma)
        let weights = unscaled.map { Float($0 / total) }
        let radius = weights.count / 2
        let outWidth = width + 2 * pad, outHeight = height + 2 * pad
        // Across, each source row into its padded row; then down, each column.
        var across = [Float](repeating: 0, count: outWidth * height)
        for y in 0..<height {
            for x in 0..<width {
                let value = Float(source[y * width + x])
                guard value > 0 else { continue }
                let row = y * outWidth + x + pad
                for k in 0..<weights.count { across[row + k - radius] += value * weights[k] }
            }
        }
        var down = [Float](repeating: 0, count: outWidth * outHeight)
        for y in 0..<height {
            for x in 0..<outWidth {
                let value = across[y * outWidth + x]
                guard value > 0 else { continue }
                let column = (y + pad) * outWidth + x
                for k in 0..<weights.count { down[column + (k - radius) * outWidth] += value * weights[k] }
            }
        }
        alpha = down.map { UInt8(min(max($0, 0), 255).rounded()) }
        self.width = outWidth
        self.height = outHeight
        padding = pad
    }
}
