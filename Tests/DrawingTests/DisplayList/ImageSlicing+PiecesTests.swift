import Foundation
import Testing
import Drawing

/// How a sliced image is cut: caps at their size, the middle stretched or tiled.
struct ImageSlicingPiecesTests {
    /// The destination rectangles of the pieces, as (x, y, width, height).
    static func destinations(_ pieces: [ImageSlicing.Piece]) -> [[Double]] {
        pieces.map { [$0.destination.minX, $0.destination.minY, $0.destination.width, $0.destination.height].map(Double.init) }
    }

    static func sources(_ pieces: [ImageSlicing.Piece]) -> [[Double]] {
        pieces.map { [$0.source.minX, $0.source.minY, $0.source.width, $0.source.height].map(Double.init) }
    }

    @Test func nineSlicesKeepTheCornersAndStretchTheRest() {
        // A 12 × 12 image with 4-pixel caps over 40 × 20 at one device pixel an image pixel.
        let pieces = ImageSlicing(top: 4, left: 4, bottom: 4, right: 4)
            .pieces(imageWidth: 12, imageHeight: 12, in: CGRect(x: 10, y: 5, width: 40, height: 20), scaleX: 1, scaleY: 1)
        #expect(Self.destinations(pieces) == [
            [10, 5, 4, 4], [14, 5, 32, 4], [46, 5, 4, 4],
            [10, 9, 4, 12], [14, 9, 32, 12], [46, 9, 4, 12],
            [10, 21, 4, 4], [14, 21, 32, 4], [46, 21, 4, 4],
        ])
        #expect(Self.sources(pieces) == [
            [0, 0, 4, 4], [4, 0, 4, 4], [8, 0, 4, 4],
            [0, 4, 4, 4], [4, 4, 4, 4], [8, 4, 4, 4],
            [0, 8, 4, 4], [4, 8, 4, 4], [8, 8, 4, 4],
        ])
    }

    /// Caps scale with the image (a 2× display, a scale effect): here 2 device pixels a pixel.
    @Test func capsScaleAsTheImageDoes() {
        let pieces = ImageSlicing(left: 3, right: 1)
            .pieces(imageWidth: 10, imageHeight: 10, in: CGRect(x: 0, y: 0, width: 60, height: 20), scaleX: 2, scaleY: 2)
        #expect(Self.destinations(pieces) == [[0, 0, 6, 20], [6, 0, 52, 20], [58, 0, 2, 20]])
        #expect(Self.sources(pieces) == [[0, 0, 3, 10], [3, 0, 6, 10], [9, 0, 1, 10]])
    }

    /// Tiled, the middle repeats at its size from the top left, the last tile cut; the caps do not.
    @Test func tilesRepeatFromTheTopLeftAndTheLastIsCut() {
        let pieces = ImageSlicing(left: 2, right: 2, tiles: true)
            .pieces(imageWidth: 10, imageHeight: 4, in: CGRect(x: 0, y: 0, width: 20, height: 4), scaleX: 1, scaleY: 1)
        #expect(Self.destinations(pieces) == [[0, 0, 2, 4], [2, 0, 6, 4], [8, 0, 6, 4], [14, 0, 4, 4], [18, 0, 2, 4]])
        #expect(Self.sources(pieces) == [[0, 0, 2, 4], [2, 0, 6, 4], [2, 0, 6, 4], [2, 0, 4, 4], [8, 0, 2, 4]])
        // Both ways: the middle rows and columns tile too (here 2 × 2 tiles, no caps).
        let grid = ImageSlicing(tiles: true).pieces(imageWidth: 4, imageHeight: 4, in: CGRect(x: 0, y: 0, width: 8, height: 8),
                                                    scaleX: 1, scaleY: 1)
        #expect(Self.destinations(grid) == [[0, 0, 4, 4], [4, 0, 4, 4], [0, 4, 4, 4], [4, 4, 4, 4]])
    }

    /// A frame smaller than two caps shrinks them together; caps beyond the image are cut to it.
    @Test func capsShrinkToFitAndStayWithinTheImage() {
        let small = ImageSlicing(left: 6, right: 2)
            .pieces(imageWidth: 10, imageHeight: 10, in: CGRect(x: 0, y: 0, width: 4, height: 10), scaleX: 1, scaleY: 1)
        #expect(Self.destinations(small) == [[0, 0, 3, 10], [3, 0, 1, 10]])
        let huge = ImageSlicing(left: 50, right: 50)
            .pieces(imageWidth: 10, imageHeight: 10, in: CGRect(x: 0, y: 0, width: 30, height: 10), scaleX: 1, scaleY: 1)
        // The left cap is the whole image; nothing is left for a middle or a right cap.
        #expect(Self.sources(huge) == [[0, 0, 10, 10]])
        #expect(Self.destinations(huge) == [[0, 0, 30, 10]])
    }

    @Test(arguments: [Double.nan, -4, .infinity])
    func badInsetsCountAsZero(_ inset: Double) {
        #expect(ImageSlicing(top: inset, left: inset, bottom: inset, right: inset).isWhole)
    }

    /// Tiles thinner than a device pixel, or too many of them, stretch; nothing draws for an
    /// empty image or destination or a bad scale.
    @Test func degenerateCasesStretchOrDrawNothing() {
        let tiny = ImageSlicing(tiles: true).pieces(imageWidth: 4, imageHeight: 4, in: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                    scaleX: 0.1, scaleY: 0.1)
        #expect(Self.destinations(tiny) == [[0, 0, 100, 100]])
        let many = ImageSlicing(tiles: true).pieces(imageWidth: 1, imageHeight: 1, in: CGRect(x: 0, y: 0, width: 100_000, height: 1),
                                                    scaleX: 1, scaleY: 1)
        #expect(many.count == 1)
        let slicing = ImageSlicing(left: 1, tiles: true)
        #expect(slicing.pieces(imageWidth: 0, imageHeight: 4, in: CGRect(x: 0, y: 0, width: 10, height: 10), scaleX: 1, scaleY: 1).isEmpty)
        #expect(slicing.pieces(imageWidth: 4, imageHeight: 4, in: .zero, scaleX: 1, scaleY: 1).isEmpty)
        #expect(slicing.pieces(imageWidth: 4, imageHeight: 4, in: CGRect(x: 0, y: 0, width: 10, height: 10), scaleX: .nan, scaleY: 1).isEmpty)
    }
}
