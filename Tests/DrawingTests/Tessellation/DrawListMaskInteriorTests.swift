import Foundation
import PropertyBased
import Testing
@testable import Drawing

/// The whole pixels a layer's upright rounded-rectangle mask covers fully, which a backend may
/// draw straight into the layer's parent.
struct DrawListMaskInteriorTests {
    static func interior(_ shape: DisplayShape, _ frame: CGRect, _ transform: CGAffineTransform = .identity, scale: Double = 1) -> MaskInterior? {
        DrawList.interior(of: (shape, frame, transform, .nonZero), pixelsPerPoint: scale)
    }

    @Test func aRectangleIsOneBandAPixelInsideItsEdges() throws {
        let inside = try #require(Self.interior(.rectangle, CGRect(x: 10.5, y: 20, width: 100, height: 50)))
        #expect(inside.across == PixelRect(x: 12, y: 21, width: 97, height: 48))
        #expect(inside.down == inside.across)
    }

    @Test func aRoundedRectangleLeavesItsCornersOut() throws {
        let circular = try #require(Self.interior(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .circular),
                                                  CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(circular.across == PixelRect(x: 1, y: 11, width: 98, height: 38))
        #expect(circular.down == PixelRect(x: 11, y: 1, width: 78, height: 58))
        // A continuous corner reaches 1.528 radii along each side; at 2× everything doubles.
        let continuous = try #require(Self.interior(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous),
                                                    CGRect(x: 0, y: 0, width: 100, height: 60), scale: 2))
        #expect(continuous.across == PixelRect(x: 1, y: 32, width: 198, height: 56))
        #expect(continuous.down == PixelRect(x: 32, y: 1, width: 136, height: 118))
    }

    @Test func aScaledAndMovedMaskIsPlacedInDevicePixels() throws {
        let transform = CGAffineTransform(scaleX: 2, y: 0.5).concatenating(CGAffineTransform(translationX: 7, y: 3))
        let inside = try #require(Self.interior(.rectangle, CGRect(x: 0, y: 0, width: 50, height: 40), transform))
        #expect(inside.across == PixelRect(x: 8, y: 4, width: 98, height: 18))
    }

    @Test("nothing known for a mask that is not an upright rounded rectangle", arguments: [
        (DisplayShape.ellipse, CGAffineTransform.identity),
        (.rectangle, CGAffineTransform(rotationAngle: 0.1)),
        (.rectangle, CGAffineTransform(scaleX: -1, y: 1)),
        (.path(Path(CGRect(x: 0, y: 0, width: 10, height: 10))), .identity),
    ])
    func unknown(shape: DisplayShape, transform: CGAffineTransform) {
        #expect(Self.interior(shape, CGRect(x: 0, y: 0, width: 100, height: 100), transform) == nil)
    }

    @Test func aShapeTooSmallForABandHasNone() {
        #expect(Self.interior(.rectangle, CGRect(x: 0, y: 0, width: 1.5, height: 100)) == nil)
        #expect(Self.interior(.ellipse, CGRect(x: 0, y: 0, width: 100, height: 40)) == nil)
    }

    @Test func aCapsuleHasTheBandAlongItsLength() throws {
        // Its corners meet across its height: no band across, the band down between its ends.
        let inside = try #require(Self.interior(.capsule, CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(inside.across.isEmpty)
        #expect(inside.down == PixelRect(x: 21, y: 1, width: 58, height: 38))
    }

    @Test func aLayerClippedToARoundedRectangleCarriesItsInterior() throws {
        var begin = DisplayItem(.beginLayer(LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .circular))),
                                frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        begin.transform = .identity
        var list = DrawList()
        list.append(DisplayList(items: [begin, DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 80, height: 60)),
                                        DisplayItem(.endLayer, frame: .zero)]))
        let run = try #require(list.commands.compactMap { if case .beginLayer(let run) = $0 { run } else { nil } }.first)
        #expect(run.maskInterior?.across == PixelRect(x: 1, y: 9, width: 78, height: 42))
    }

    @Test func everyPixelOfABandLiesInsideTheShape() async {
        // Rounded rectangles of any size, radius, style, scale and position: each band pixel's
        // corners are inside the outline, half a pixel in at least (the edge's fringe).
        await propertyCheck(input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            func number(_ range: ClosedRange<Double>) -> Double {
                range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
            }
            let x = number(-50...50), width = number(2...200), height = number(2...120), radius = number(0...40)
            let continuous = random.next() % 2 == 0, scale = number(0.5...3)
            let frame = CGRect(x: x, y: x / 2, width: width, height: height)
            let shape = DisplayShape.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: continuous ? .continuous : .circular)
            guard let inside = Self.interior(shape, frame, .identity, scale: scale) else { return }
            // The outline in points; each pixel corner is taken back to points to test it.
            var outline = Path()
            shape.addOutline(in: frame, to: &outline)
            for band in [inside.across, inside.down] where !band.isEmpty {
                let xs = [band.x, band.x + band.width / 2, band.x + band.width], ys = [band.y, band.y + band.height / 2, band.y + band.height]
                for px in xs {
                    for py in ys {
                        for (dx, dy) in [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)] {
                            let point = CGPoint(x: (Double(px) + dx * (px == band.x ? 1 : -1)) / scale,
                                                y: (Double(py) + dy * (py == band.y ? 1 : -1)) / scale)
                            #expect(outline.contains(point), "\(band) of \(frame) r \(radius) at \(scale)×: \(point)")
                        }
                    }
                }
            }
        }
    }
}
