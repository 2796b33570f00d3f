import Drawing
import Testing
@testable import KineticSDL

/// How the GPU's compositor cuts a layer clipped to an upright rounded rectangle, and how the
/// canvas finds each layer's commands.
struct SDLLayerSplitTests {
    static func covers(_ pieces: [PixelRect], exactly bounds: PixelRect) -> Bool {
        var count = [Int](repeating: 0, count: bounds.width * bounds.height)
        for piece in pieces {
            for y in piece.y..<(piece.y + piece.height) {
                for x in piece.x..<(piece.x + piece.width) {
                    guard x >= bounds.x, x < bounds.x + bounds.width, y >= bounds.y, y < bounds.y + bounds.height else { return false }
                    count[(y - bounds.y) * bounds.width + (x - bounds.x)] += 1
                }
            }
        }
        return count.allSatisfy { $0 == 1 }
    }

    @Test func theLargerBandAndTheRingAroundItCoverTheBoundsOnce() throws {
        let bounds = PixelRect(x: 10, y: 20, width: 60, height: 40)
        let interior = MaskInterior(across: PixelRect(x: 11, y: 29, width: 58, height: 22), down: PixelRect(x: 19, y: 21, width: 42, height: 38))
        let split = try #require(SDLLayerCompositor.pieces(of: bounds, around: interior))
        // 58 × 22 = 1,276 against 42 × 38 = 1,596: the band down.
        #expect(split.interior == interior.down)
        #expect(split.ring.count == 4)
        #expect(Self.covers([split.interior] + split.ring, exactly: bounds))
    }

    @Test func aBandCutByTheOutputStaysWithinIt() throws {
        // The layer runs off the output's left edge: its bounds were cut there.
        let bounds = PixelRect(x: 0, y: 0, width: 50, height: 50)
        let interior = MaskInterior(across: PixelRect(x: -20, y: 5, width: 68, height: 40), down: PixelRect(x: -15, y: 1, width: 58, height: 48))
        let split = try #require(SDLLayerCompositor.pieces(of: bounds, around: interior))
        // Within the output the band down is the larger: 43 × 48 against 48 × 40.
        #expect(split.interior == PixelRect(x: 0, y: 1, width: 43, height: 48))
        #expect(Self.covers([split.interior] + split.ring, exactly: bounds))
    }

    @Test(arguments: [(PixelRect(x: 0, y: 0, width: 320, height: 400), true), (PixelRect(x: 0, y: 0, width: 319, height: 400), false),
                      (PixelRect(x: 100, y: 100, width: 270, height: 190), false), (PixelRect(x: 0, y: 0, width: 0, height: 0), false)])
    func onlyALayerOfAnEighthOfTheOutputIsSplit(bounds: PixelRect, splits: Bool) {
        #expect(SDLLayerCompositor.isLargeEnoughToSplit(bounds, output: (1280, 800)) == splits)
    }

    @Test func aBandUnderHalfTheLayerIsNotWorthIt() {
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let thin = MaskInterior(across: PixelRect(x: 1, y: 40, width: 98, height: 20), down: PixelRect(x: 40, y: 1, width: 20, height: 98))
        #expect(SDLLayerCompositor.pieces(of: bounds, around: thin) == nil)
    }

    @Test func eachLayerFindsItsEndAndWhatItHolds() {
        let run = LayerRun(bounds: PixelRect(x: 0, y: 0, width: 10, height: 10))
        let commands: [DrawCommand] = [
            .beginLayer(run), .triangles(firstIndex: 0, indexCount: 3),
            .beginLayer(run), .backdrop(BackdropRun(bounds: run.bounds, blurSigma: 2)), .endLayer,
            .layerMask, .triangles(firstIndex: 3, indexCount: 3), .endLayer,
            .beginLayer(run), .endLayer,
            .beginLayer(run),
        ]
        let spans = SDLCanvas.layerSpans(commands)
        #expect(spans[0] == SDLCanvas.LayerSpan(end: 7, masked: true, readsBelow: true, nested: true))
        #expect(spans[2] == SDLCanvas.LayerSpan(end: 4, masked: false, readsBelow: true))
        #expect(spans[8] == SDLCanvas.LayerSpan(end: 9))
        // Only a layer with nothing of those may be drawn in parts.
        #expect(spans.compactMap { $0 }.map(\.splits) == [false, false, true])
        // One never ended, and what is not a layer's beginning, have none.
        #expect(spans[10] == nil)
        #expect(spans[1] == nil && spans[4] == nil)
    }

    /// A layer's own mask command, not one of a layer inside it; none when its mask holds a
    /// layer (its masks are then drawn with the layer open, not with the others of its slot).
    @Test func aLayersOwnMaskIsFoundUnlessItsMaskHoldsALayer() {
        let run = LayerRun(bounds: PixelRect(x: 0, y: 0, width: 10, height: 10))
        let inner: [DrawCommand] = [
            .beginLayer(run), .triangles(firstIndex: 0, indexCount: 3),
            .beginLayer(run), .layerMask, .endLayer,
            .layerMask, .triangles(firstIndex: 3, indexCount: 3), .endLayer,
        ]
        #expect(SDLCanvas.ownMaskIndex(inner, begin: 0, end: 7) == 5)
        let layeredMask: [DrawCommand] = [.beginLayer(run), .layerMask, .beginLayer(run), .endLayer, .endLayer]
        #expect(SDLCanvas.ownMaskIndex(layeredMask, begin: 0, end: 4) == nil)
        let unmasked: [DrawCommand] = [.beginLayer(run), .beginLayer(run), .layerMask, .endLayer, .endLayer]
        #expect(SDLCanvas.ownMaskIndex(unmasked, begin: 0, end: 4) == nil)
    }

    @Test func aMaskTriangleRunningOffTheTextureIsCutAtItsEdge() {
        // A triangle from (0, 0) to (20, 0) to (0, 20), alpha 255 at the first corner and 0 at
        // the others, cut at x ≤ 10: the part left keeps its alphas where it is cut.
        let triangle: [(x: Float, y: Float, a: Float)] = [(0, 0, 255), (20, 0, 0), (0, 20, 0)]
        let cut = SDLCanvas.cut(triangle, axis: 0, at: 10, keepBelow: true)
        #expect(cut.count == 4)
        #expect(cut.allSatisfy { $0.x <= 10 })
        let onEdge = cut.filter { $0.x == 10 }
        #expect(onEdge.count == 2)
        #expect(onEdge.contains { $0.y == 0 && $0.a == 127.5 })
        #expect(onEdge.contains { $0.y == 10 && $0.a == 0 })
        // Wholly on the kept side it is unchanged; wholly past, nothing is left.
        #expect(SDLCanvas.cut(triangle, axis: 1, at: 30, keepBelow: true).count == 3)
        #expect(SDLCanvas.cut(triangle, axis: 1, at: 30, keepBelow: false).isEmpty)
    }
}
