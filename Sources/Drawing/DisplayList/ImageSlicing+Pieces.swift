import Foundation

extension ImageSlicing {
    /// One piece of a sliced image: a rectangle of the image's pixels and where it is drawn.
    public struct Piece: Hashable, Sendable {
        /// In the image's pixels.
        public var source: CGRect
        /// In device pixels.
        public var destination: CGRect
    }

    /// The pieces that draw an image of `imageWidth` × `imageHeight` pixels over `destination`
    /// (device pixels), one image pixel covering `scaleX` × `scaleY` device pixels: the four
    /// corners at their size, the edges and middle stretched between them or, tiled, repeated
    /// at their size from the top left with the last tile cut. Caps larger than the image are
    /// cut to it; caps larger than the destination shrink together to fit, and caps that leave
    /// no middle stretch instead. Tiles smaller than a device pixel, or more than
    /// ``maximumTiles`` of them along an axis, are stretched instead.
    public func pieces(imageWidth: Double, imageHeight: Double, in destination: CGRect, scaleX: Double, scaleY: Double) -> [Piece] {
        guard imageWidth > 0, imageHeight > 0, destination.width > 0, destination.height > 0,
              scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0 else { return [] }
        let columns = Self.spans(first: left, last: right, image: imageWidth, origin: Double(destination.minX),
                                 length: Double(destination.width), scale: scaleX, tiles: tiles)
        let rows = Self.spans(first: top, last: bottom, image: imageHeight, origin: Double(destination.minY),
                              length: Double(destination.height), scale: scaleY, tiles: tiles)
        var pieces: [Piece] = []
        for row in rows {
            for column in columns {
                pieces.append(Piece(source: CGRect(x: column.source, y: row.source, width: column.sourceLength, height: row.sourceLength),
                                    destination: CGRect(x: column.origin, y: row.origin, width: column.length, height: row.length)))
            }
        }
        return pieces
    }

    /// The most tiles drawn along one axis.
    public static let maximumTiles = 4096

    /// A stretch of one axis: image pixels from `source` for `sourceLength`, drawn from
    /// `origin` for `length` device pixels.
    private struct Span {
        var source: Double
        var sourceLength: Double
        var origin: Double
        var length: Double
    }

    /// One axis cut into its first cap, its middle (stretched, or tiled) and its last cap.
    private static func spans(first: Double, last: Double, image: Double, origin: Double, length: Double, scale: Double,
                              tiles: Bool) -> [Span] {
        // Caps within the image, then within the destination.
        var first = min(first, image), last = min(last, image - first)
        var drawnFirst = first * scale, drawnLast = last * scale
        if drawnFirst + drawnLast > length {
            let shrink = length / (drawnFirst + drawnLast)
            drawnFirst *= shrink
            drawnLast *= shrink
        }
        let middle = image - first - last, drawnMiddle = length - drawnFirst - drawnLast
        if middle <= 0 {
            // No middle to stretch: the caps share the length.
            let total = first + last
            first = first / total * image
            last = image - first
            drawnFirst = length * first / image
            drawnLast = length - drawnFirst
        }
        var spans: [Span] = []
        if first > 0, drawnFirst > 0 { spans.append(Span(source: 0, sourceLength: first, origin: origin, length: drawnFirst)) }
        if middle > 0, drawnMiddle > 0 {
            let tile = middle * scale
            if tiles, tile >= 1, drawnMiddle / tile <= Double(maximumTiles) {
                var position = 0.0
                while position < drawnMiddle {
                    let drawn = min(tile, drawnMiddle - position)
                    spans.append(Span(source: first, sourceLength: middle * drawn / tile, origin: origin + drawnFirst + position, length: drawn))
                    position += tile
                }
            } else {
                spans.append(Span(source: first, sourceLength: middle, origin: origin + drawnFirst, length: drawnMiddle))
            }
        }
        if last > 0, drawnLast > 0 {
            spans.append(Span(source: image - last, sourceLength: last, origin: origin + length - drawnLast, length: drawnLast))
        }
        return spans
    }
}
