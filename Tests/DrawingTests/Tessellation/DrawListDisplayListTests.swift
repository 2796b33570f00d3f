import Foundation
import Testing
@testable import Drawing

extension DrawList {
    /// The list after appending one display item to an empty list.
    static func drawing(_ item: DisplayItem, pixelsPerPoint: Double = 1, textMeasurer: (any TextMeasurer)? = nil) -> DrawList {
        var list = DrawList(pixelsPerPoint: pixelsPerPoint)
        list.append(DisplayList(items: [item]), textMeasurer: textMeasurer)
        return list
    }
}

/// The L-shaped hexagon used by the concave tests, 600 square points.
let lShape = Path { path in
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10),
                   CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 40), CGPoint(x: 0, y: 40)])
    path.closeSubpath()
}

struct DrawListDisplayListFillTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    /// (x, y, width, height, pixelsPerPoint)
    @Test(arguments: [(10.0, 10.0, 40.0, 20.0, 1.0), (0.5, 0.25, 33.3, 7.7, 1), (10, 10, 40, 20, 2), (-5, 3, 200, 1.5, 1.5)])
    func aRectangleCoversExactlyItsArea(x: Double, y: Double, width: Double, height: Double, scale: Double) {
        let list = DrawList.drawing(DisplayItem(.fill(.rectangle, color: Self.red), frame: CGRect(x: x, y: y, width: width, height: height)),
                                    pixelsPerPoint: scale)
        let w = width * scale, h = height * scale
        // The opaque core is inset half a pixel; the fringe's inner half makes up the rest,
        // plus a third of a pixel at the mitered corners.
        #expect(abs(list.coreArea(alpha: 255) - (w - 1) * (h - 1)) < 1e-3 * w * h)
        #expect(abs(list.coverage - w * h) < 0.5, "coverage \(list.coverage), expected \(w * h)")
        #expect(list.allVerticesFinite)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aConcaveLShapeCoversItsPolygonArea(scale: Double) {
        let list = DrawList.drawing(DisplayItem(.fill(.path(lShape), color: Self.red), frame: CGRect(x: 5, y: 5, width: 30, height: 40)),
                                    pixelsPerPoint: scale)
        #expect(abs(list.coverage - 600 * scale * scale) < 1, "coverage \(list.coverage)")
        // Ear clipping, not a fan: no core triangle reaches into the notch.
        for t in list.triangles where t.0.color.a == 255 && t.1.color.a == 255 && t.2.color.a == 255 {
            let cx = (Double(t.0.x + t.1.x + t.2.x) / 3) / scale - 5, cy = (Double(t.0.y + t.1.y + t.2.y) / 3) / scale - 5
            #expect(!(cx > 10.5 && cy > 10.5), "core triangle centred at (\(cx), \(cy)) is in the notch")
        }
    }

    /// (width, height, pixelsPerPoint). Flattening cuts inside the curve by up to
    /// maximumCurveError pixels, so a 20 × 14 pixel ellipse already loses 1.5 %.
    @Test(arguments: [(40.0, 40.0, 1.0), (200, 30, 1), (30, 24, 2), (100, 60, 2), (400, 300, 1)])
    func anEllipseIsWithinOnePercentOfPiAB(width: Double, height: Double, scale: Double) {
        let list = DrawList.drawing(DisplayItem(.fill(.ellipse, color: Self.red), frame: CGRect(x: 3, y: 4, width: width, height: height)),
                                    pixelsPerPoint: scale)
        let expected = Double.pi * width * height / 4 * scale * scale
        #expect(abs(list.coverage - expected) < 0.01 * expected, "coverage \(list.coverage), expected \(expected)")
    }

    @Test(arguments: [0.0, 0.3, Double.pi / 4, 2, -5])
    func rotationKeepsTheArea(angle: Double) {
        let frame = CGRect(x: 20, y: 30, width: 50, height: 20)
        for shape in [DisplayShape.rectangle, .ellipse, .roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous), .path(lShape)] {
            let upright = DrawList.drawing(DisplayItem(.fill(shape, color: Self.red), frame: frame))
            let turned = DrawList.drawing(DisplayItem(
                .fill(shape, color: Self.red), frame: frame,
                transform: CGAffineTransform(rotationAngle: angle, anchor: CGPoint(x: 45, y: 40))))
            #expect(abs(turned.coverage - upright.coverage) < 0.005 * upright.coverage, "\(shape) at \(angle)")
        }
    }

    @Test(arguments: [(1.0, 1.0, UInt8(255)), (0.5, 1, 128), (0.5, 0.8, 102), (2, 0.5, 128)])
    func opacityMultipliesVertexAlpha(itemOpacity: Double, colorOpacity: Double, alpha: UInt8) {
        let list = DrawList.drawing(DisplayItem(
            .fill(.capsule, color: RGBAColor(red: 0, green: 1, blue: 0, opacity: colorOpacity)),
            frame: CGRect(x: 0, y: 0, width: 60, height: 20), opacity: itemOpacity))
        #expect(list.maximumAlpha == alpha)
        #expect(list.vertices.allSatisfy { $0.color.a == alpha || $0.color.a == 0 })
    }

    static let badItems: [DisplayItem] = [
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
        DisplayItem(.fill(.ellipse, color: red), frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 0, height: 10)),
        DisplayItem(.stroke(.rectangle, color: red, lineWidth: 2), frame: CGRect(x: 0, y: 0, width: 10, height: 0)),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    transform: CGAffineTransform(scaleX: 0, y: 1)),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    transform: CGAffineTransform(scaleX: 1e300, y: 1e300)),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: .nan),
        DisplayItem(.fill(.rectangle, color: red), frame: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: 0),
        DisplayItem(.fill(.path(Path { $0.addLines([.zero, CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 5, y: 5)]) }), color: red),
                    frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        DisplayItem(.stroke(.ellipse, color: red, lineWidth: .nan), frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        DisplayItem(.text(TextLayout(lines: ["a"], size: .nan, lineHeight: 12, color: red)), frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        DisplayItem(.image(name: "checker"), frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)),
    ]

    @Test(arguments: badItems)
    func badNumbersDrawNothing(item: DisplayItem) {
        let list = DrawList.drawing(item)
        #expect(list.vertices.isEmpty && list.commands.isEmpty)
    }

    @Test func pixelsPerPointTwoDoublesTheCoordinates() {
        let item = DisplayItem(.fill(.rectangle, color: Self.red), frame: CGRect(x: 3, y: 4, width: 10, height: 6),
                               transform: CGAffineTransform(translationX: 1.5, y: -2))
        let single = DrawList.drawing(item), double = DrawList.drawing(item, pixelsPerPoint: 2)
        #expect(single.vertices.count == double.vertices.count)
        // Each outline point sits midway between its inner and outer ring vertex; the fringe
        // itself stays one pixel wide.
        for i in stride(from: 0, to: single.vertices.count, by: 2) {
            let one = single.vertices, two = double.vertices
            #expect(abs((two[i].x + two[i + 1].x) / 2 - (one[i].x + one[i + 1].x)) < 1e-4)
            #expect(abs((two[i].y + two[i + 1].y) / 2 - (one[i].y + one[i + 1].y)) < 1e-4)
            #expect(abs(hypot(two[i + 1].x - two[i].x, two[i + 1].y - two[i].y) - hypot(one[i + 1].x - one[i].x, one[i + 1].y - one[i].y)) < 1e-4)
        }
    }

    @Test func selfIntersectingOutlinesDrawFiniteTriangles() {
        let bowtie = Path { $0.addLines([.zero, CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)]); $0.closeSubpath() }
        let star = Path { path in
            path.addLines((0..<5).map { i in
                let angle = Double(i) * 4 * .pi / 5 - .pi / 2
                return CGPoint(x: 20 + 20 * cos(angle), y: 20 + 20 * sin(angle))
            })
            path.closeSubpath()
        }
        for shape in [bowtie, star] {
            let list = DrawList.drawing(DisplayItem(.fill(.path(shape), color: Self.red), frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
            #expect(list.allVerticesFinite)
            #expect(list.indices.allSatisfy { Int($0) < list.vertices.count })
        }
    }

    @Test func eachSubpathIsFilled() {
        let twoSquares = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        let list = DrawList.drawing(DisplayItem(.fill(.path(twoSquares), color: Self.red), frame: CGRect(x: 0, y: 0, width: 30, height: 10)))
        #expect(abs(list.coverage - 200) < 1)
    }

    /// A square with a square inside: a hole under even-odd, and under non-zero when the inner
    /// one winds the other way; filled under non-zero when both wind the same way.
    @Test(arguments: [(true, FillRule.nonZero, 6400.0), (true, .evenOdd, 4800), (false, .nonZero, 4800), (false, .evenOdd, 4800)])
    func fillRulesCutHoles(sameDirection: Bool, rule: FillRule, area: Double) {
        let path = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 80, height: 80))
            let inner = [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 60), CGPoint(x: 20, y: 60)]
            path.addLines(sameDirection ? inner : inner.reversed())
            path.closeSubpath()
        }
        var item = DisplayItem(.fill(.path(path), color: Self.red), frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        item.fillRule = rule
        let list = DrawList.drawing(item)
        #expect(abs(list.coverage - area) < area * 0.005, "\(list.coverage)")
        #expect(list.allVerticesFinite)
    }
}

struct DrawListDisplayListStrokeTests {
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }

    /// (lineWidth, pixelsPerPoint)
    @Test(arguments: [(4.0, 1.0), (1, 1), (2.5, 2), (10, 1)])
    func anOpenLineCoversItsLengthTimesItsWidth(lineWidth: Double, scale: Double) {
        let list = DrawList.drawing(DisplayItem(.stroke(.path(Self.line), color: Self.blue, lineWidth: lineWidth),
                                                frame: CGRect(x: 10, y: 10, width: 100, height: 1)), pixelsPerPoint: scale)
        let expected = 100 * scale * lineWidth * scale
        #expect(abs(list.coverage - expected) < 1e-3 * expected, "coverage \(list.coverage), expected \(expected)")
        #expect(list.maximumAlpha == 255)
    }

    @Test(arguments: [2.0, 6])
    func aClosedRectangleWithMiterJoinsCoversItsPerimeterTimesItsWidth(lineWidth: Double) {
        let list = DrawList.drawing(DisplayItem(.stroke(.rectangle, color: Self.blue, lineWidth: lineWidth),
                                                frame: CGRect(x: 20, y: 20, width: 50, height: 30)))
        // (50 + w)(30 + w) − (50 − w)(30 − w) = 160·w: the miters fill the outer corners exactly.
        #expect(abs(list.coverage - 160 * lineWidth) < 1, "coverage \(list.coverage)")
    }

    /// (line width in points, pixelsPerPoint, alpha)
    @Test(arguments: [(0.5, 1.0, UInt8(128)), (0.25, 1, 64), (0.25, 2, 128)])
    func aStrokeThinnerThanAPixelIsOnePixelAtLowerAlpha(lineWidth: Double, scale: Double, alpha: UInt8) {
        let list = DrawList.drawing(DisplayItem(.stroke(.path(Self.line), color: Self.blue, lineWidth: lineWidth),
                                                frame: CGRect(x: 0, y: 5, width: 100, height: 1)), pixelsPerPoint: scale)
        #expect(list.maximumAlpha == alpha)
        let length = 100 * scale
        #expect(abs(list.coverage - length * lineWidth * scale) < 0.01 * length, "coverage \(list.coverage)")
    }

    @Test func aSharpCornerIsBevelledPastTheMiterLimit() {
        // Turning back at about 5.7°: a miter would reach 20 half-widths out.
        let spike = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 5))
            path.addLine(to: CGPoint(x: 0, y: 10))
        }
        let list = DrawList.drawing(DisplayItem(.stroke(.path(spike), color: Self.blue, lineWidth: 4),
                                                frame: CGRect(x: 0, y: 0, width: 100, height: 10)))
        let farthest = list.vertices.map { Double($0.x) }.max()!
        #expect(farthest < 100 + 2 + 1 + 0.01, "vertex at x = \(farthest)")
        // A gentle corner keeps its miter: one section of four vertices per point.
        let gentle = Path { $0.addLines([.zero, CGPoint(x: 50, y: 10), CGPoint(x: 100, y: 0)]) }
        let mitered = DrawList.drawing(DisplayItem(.stroke(.path(gentle), color: Self.blue, lineWidth: 4),
                                                   frame: CGRect(x: 0, y: 0, width: 100, height: 10)))
        #expect(mitered.vertices.count == 12)
    }

    @Test func aStrokedEllipseIsARingOfTheRightArea() {
        let list = DrawList.drawing(DisplayItem(.stroke(.ellipse, color: Self.blue, lineWidth: 3),
                                                frame: CGRect(x: 0, y: 0, width: 80, height: 80)))
        let expected = Double.pi * (41.5 * 41.5 - 38.5 * 38.5)
        #expect(abs(list.coverage - expected) < 0.01 * expected, "coverage \(list.coverage)")
    }
}

struct DrawListDisplayListTextAndImageTests {
    static let layout = TextLayout(lines: ["one", "three", ""], size: 10, lineHeight: 12, color: RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.5))

    func runs(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// (alignment, x of "one", x of "three") for a 100-point frame at x = 10; the approximate
    /// measurer makes characters 6 points wide at size 10.
    @Test(arguments: [(TextLayout.Alignment.leading, 10.0, 10.0), (.center, 51, 45), (.trailing, 92, 80)])
    func linesAreAlignedAndStacked(alignment: TextLayout.Alignment, first: Double, second: Double) {
        var layout = Self.layout
        layout.alignment = alignment
        let runs = runs(DrawList.drawing(DisplayItem(.text(layout), frame: CGRect(x: 10, y: 20, width: 100, height: 36), opacity: 0.5)))
        #expect(runs.map(\.string) == ["one", "three"])  // empty lines draw nothing
        #expect(runs.map(\.originX) == [first, second])
        #expect(runs.map(\.originY) == [20, 32])
        #expect(runs.allSatisfy { $0.pixelSize == 10 && $0.color.opacity == 0.25 })
    }

    @Test func scaleAndPixelsPerPointGrowTheTextButRotationIsIgnored() {
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        let runs = runs(DrawList.drawing(DisplayItem(.text(Self.layout), frame: CGRect(x: 10, y: 0, width: 100, height: 36),
                                                     transform: transform), pixelsPerPoint: 2))
        #expect(runs.count == 2)
        #expect(abs(runs[0].pixelSize - 40) < 1e-9)
        // (10, 0) scaled to (20, 0), turned to (0, 20), in pixels (0, 40).
        #expect(abs(runs[0].originX) < 1e-9 && abs(runs[0].originY - 40) < 1e-9)
    }

    @Test func aMeasurerGivenIsUsed() {
        struct Wide: TextMeasurer {
            func width(of string: String, size: Double, weight: FontWeight) -> Double { 50 }
            func lineHeight(size: Double, weight: FontWeight) -> Double { 99 }
        }
        var layout = Self.layout
        layout.alignment = .trailing
        layout.weight = .bold
        let runs = runs(DrawList.drawing(DisplayItem(.text(layout), frame: CGRect(x: 0, y: 0, width: 100, height: 36)), textMeasurer: Wide()))
        #expect(runs.map(\.originX) == [50, 50])
        #expect(runs.allSatisfy { $0.weight == .bold })
    }

    @Test(arguments: [1.0, 2.0])
    func anImageIsACommandOverItsFrameInPixels(scale: Double) {
        let list = DrawList.drawing(DisplayItem(.image(name: "checker"), frame: CGRect(x: 10, y: 20, width: 32, height: 16),
                                                transform: CGAffineTransform(translationX: 5, y: 0), opacity: 0.75),
                                    pixelsPerPoint: scale)
        #expect(list.commands == [.image(ImageRun(name: "checker", x: 15 * scale, y: 20 * scale, width: 32 * scale, height: 16 * scale, opacity: 0.75,
                                                   scaleX: scale, scaleY: scale))])
        #expect(list.vertices.isEmpty)
    }
}

struct DrawListDisplayListClipTests {
    // Translucent, so that the last item hides nothing of the first.
    static let red = RGBAColor(red: 1, green: 0, blue: 0, opacity: 0.5)

    func item(clip: DisplayItem.Clip?) -> DisplayItem {
        DisplayItem(.fill(.rectangle, color: Self.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50), clip: clip)
    }

    @Test func consecutiveItemsShareOneClipPair() {
        let clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 10.2, y: 10.7, width: 20, height: 20),
                                    transform: CGAffineTransform(translationX: 5, y: 0))
        var list = DrawList(pixelsPerPoint: 2)
        list.append(DisplayList(items: [item(clip: nil), item(clip: clip), item(clip: clip), item(clip: nil)]))
        let rect = PixelRect(x: 30, y: 21, width: 40, height: 40)
        guard list.commands.count == 5 else { Issue.record("commands \(list.commands)"); return }
        #expect(list.commands[1] == .clip(rect))
        #expect(list.commands[3] == .unclip)
        if case .triangles(_, let count) = list.commands[2] { #expect(count == 2 * list.indices.count / 4) } else { Issue.record("no triangles") }
        // A clip open at the end of the list is closed.
        var open = DrawList()
        open.append(DisplayList(items: [item(clip: clip)]))
        #expect(open.commands.last == .unclip)
    }

    @Test func aRotatedOrCurvedClipUsesItsBoundingBox() {
        let turned = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                      transform: CGAffineTransform(rotationAngle: .pi / 4, anchor: CGPoint(x: 5, y: 5)))
        var list = DrawList()
        list.append(DisplayList(items: [item(clip: turned)]))
        // The diagonal is 14.14, centred on (5, 5): pixels −2…12 after rounding.
        #expect(list.commands.first == .clip(PixelRect(x: -2, y: -2, width: 14, height: 14)))
        let round = DisplayItem.Clip(shape: .ellipse, frame: CGRect(x: 1, y: 2, width: 30, height: 20), transform: .identity)
        list.removeAll()
        list.append(DisplayList(items: [item(clip: round)]))
        #expect(list.commands.first == .clip(PixelRect(x: 1, y: 2, width: 30, height: 20)))
    }

    @Test func anEmptyOrBadClipHidesTheItem() {
        let empty = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 0.2, height: 10), transform: .identity)
        let bad = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                   transform: CGAffineTransform(translationX: .infinity, y: 0))
        var list = DrawList()
        list.append(DisplayList(items: [item(clip: empty), item(clip: bad)]))
        #expect(list.commands.isEmpty && list.vertices.isEmpty)
    }
}

struct DrawListDisplayListShadowTests {
    @Test func aConvexFillsShadowIsGradedRingsUnderTheItemWithNoLayer() throws {
        let shadowColor = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.5)
        let item = DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 20, y: 20, width: 40, height: 40), opacity: 0.5,
                               shadow: DisplayItem.Shadow(color: shadowColor, radius: 6, x: 3, y: 4))
        let list = DrawList.drawing(item)
        #expect(list.commands.allSatisfy { if case .triangles = $0 { true } else { false } })
        let body = DrawList.drawing(DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 20, y: 20, width: 40, height: 40), opacity: 0.5))
        let rings = DrawList.softShadowRings
        let shadow = list.vertices.dropLast(body.vertices.count)
        #expect(shadow.count % rings.count == 0)
        let perRing = shadow.count / rings.count
        #expect(list.vertices.suffix(body.vertices.count).elementsEqual(body.vertices))
        // Ring by ring, the shadow's alpha (0.5 × 0.5 of 255) follows the blurred edge's
        // profile, and each ring lies its distance (in sigmas) from the circle moved by the
        // offset (within the flattening's quarter pixel and the corners' mitre).
        for (index, distance) in rings.enumerated() {
            let ring = shadow.dropFirst(index * perRing).prefix(perRing)
            let expected = index == rings.count - 1 ? 0 : (64 * DrawList.blurredEdgeCoverage(distance: distance * 6, sigma: 6)).rounded()
            #expect(ring.allSatisfy { Double($0.color.a) == expected && $0.color.r == 0 }, "ring \(index)")
            for vertex in ring {
                let fromCentre = hypot(Double(vertex.x) - 43, Double(vertex.y) - 44)
                #expect(abs(fromCentre - (20 + 6 * distance)) < 0.5, "ring \(index) at \(fromCentre)")
            }
        }
    }

    @Test func aRectanglesShadowIsFainterAtItsCornersAsABlurredWedgeIs() throws {
        let item = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                               shadow: DisplayItem.Shadow(color: .black, radius: 4, x: 0, y: 0))
        let list = DrawList.drawing(item)
        #expect(list.commands.allSatisfy { if case .triangles = $0 { true } else { false } })
        // On the outline: half covered along an edge, a quarter at a corner.
        let onOutline = list.vertices.filter { $0.color.r == 0 && $0.x >= -1e-4 && $0.y >= -1e-4 && $0.x <= 100.0001 && $0.y <= 100.0001
                                               && ($0.x < 1e-4 || $0.y < 1e-4 || $0.x > 99.9999 || $0.y > 99.9999) }
        let corner = try #require(onOutline.first { $0.x < 1e-4 && $0.y < 1e-4 })
        #expect(corner.color.a == 64)
        // A sigma along the edge the corner still takes a sixth off; three sigmas along, nothing.
        let oneSigmaAlong = try #require(onOutline.first { $0.x < 1e-4 && abs($0.y - 4) < 1e-4 })
        let threeSigmasAlong = try #require(onOutline.first { $0.x < 1e-4 && abs($0.y - 12) < 1e-4 })
        #expect(oneSigmaAlong.color.a == 107)  // 255 × Φ(0) × Φ(1)
        #expect(threeSigmasAlong.color.a == 128)
        // The outermost ring goes round each corner, three sigmas out.
        let outermost = list.vertices.filter { $0.color.r == 0 && $0.color.a == 0 }
        for vertex in outermost {
            let dx = max(0, -Double(vertex.x), Double(vertex.x) - 100), dy = max(0, -Double(vertex.y), Double(vertex.y) - 100)
            #expect(abs(hypot(dx, dy) - 12) < 1e-3)
        }
    }

    @Test func aShapeNarrowForItsBlurCastsAFainterShadow() {
        let shadow = DisplayItem.Shadow(color: .black, radius: 8, x: 0, y: 0)
        let narrow = DrawList.drawing(DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 40, y: 40, width: 8, height: 8), shadow: shadow))
        // Translucent, so that the shadow's core is drawn (an opaque fill would hide it).
        let wide = DrawList.drawing(DisplayItem(.fill(.ellipse, color: RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.5)),
                                                frame: CGRect(x: 0, y: 0, width: 100, height: 100), shadow: shadow))
        // A disc of radius 4 blurred by sigma 8 is 1 − exp(−1/8) ≈ 12 % dark at its centre.
        #expect((28...30).contains(narrow.vertices.first?.color.a ?? 0))  // 255 × 0.1175, the polygon a little inside the circle
        #expect(wide.vertices.first?.color.a == 255)
        #expect(narrow.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    /// The shadow's vertices of a list drawing one item (white) with a black shadow.
    static func shadowVertices(_ list: DrawList) -> [DrawVertex] { list.vertices.filter { $0.color.r == 0 } }

    @Test func anOpaqueFillHidesItsShadowsMiddleWhichIsNotDrawn() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shadow = DisplayItem.Shadow(color: .black, radius: 6, x: 0, y: 0)
        let opaque = DrawList.drawing(DisplayItem(.fill(.rectangle, color: .white), frame: frame, shadow: shadow))
        let seeThrough = DrawList.drawing(DisplayItem(.fill(.rectangle, color: RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.99)),
                                                      frame: frame, shadow: shadow))
        let hidden = Self.shadowVertices(opaque), whole = Self.shadowVertices(seeThrough)
        // One ring fewer (the first just inside the edge instead of two at 1 and 2 sigmas in),
        // the rings from the outline out unchanged, and no core.
        let rings = DrawList.softShadowRings.count
        #expect(whole.count % rings == 0)
        let perRing = whole.count / rings
        #expect(hidden.count == perRing * (rings - 1))
        #expect(hidden.suffix(perRing * (rings - 2)).elementsEqual(whole.suffix(perRing * (rings - 2))))
        #expect(opaque.indices.count < seeThrough.indices.count * 3 / 4)
        for vertex in hidden {
            let depth = min(Double(vertex.x), Double(vertex.y), 100 - Double(vertex.x), 60 - Double(vertex.y))
            #expect(depth <= DrawList.opaqueFillMargin + 1e-3, "a vertex \(depth) px inside")
        }
        // The innermost ring is the margin inside, as covered as the blurred edge is there.
        let innermost = hidden.prefix(perRing)
        let expected = (255 * DrawList.blurredEdgeCoverage(distance: -DrawList.opaqueFillMargin, sigma: 6)).rounded()
        #expect(innermost.contains { abs(Double($0.color.a) - expected) <= 1 })
        #expect(innermost.allSatisfy { min(Double($0.x), Double($0.y), 100 - Double($0.x), 60 - Double($0.y)) > 1.4 })
    }

    @Test func anOffsetShadowIsHiddenOnlyAsDeepAsItsOffsetAndTheMargin() {
        // Offset (3, 4) points, scaled by 2: 10 device pixels; the rings start 11.5 px inside
        // the moved outline.
        let item = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 100, height: 60),
                               transform: CGAffineTransform(scaleX: 2, y: 2),
                               shadow: DisplayItem.Shadow(color: .black, radius: 6, x: 3, y: 4))
        let shadow = Self.shadowVertices(DrawList.drawing(item))
        let depths = shadow.map { min(Double($0.x) - 6, Double($0.y) - 8, 206 - Double($0.x), 128 - Double($0.y)) }
        let deepest = depths.max() ?? 0
        #expect(abs(deepest - (10 + DrawList.opaqueFillMargin)) < 1e-3)
    }

    @Test func aShadowUnderAFillThatShowsWhatIsBelowKeepsItsMiddle() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shadow = DisplayItem.Shadow(color: .black, radius: 6, x: 0, y: 0)
        let whole = Self.shadowVertices(DrawList.drawing(DisplayItem(.fill(.rectangle, color: RGBAColor.white.multiplyingOpacity(by: 0.5)), frame: frame, shadow: shadow)))
        // Faded by the item, or blurred itself (its edge then lets the shadow through).
        for item in [DisplayItem(.fill(.rectangle, color: .white), frame: frame, opacity: 0.9, shadow: shadow),
                     DisplayItem(.fill(.rectangle, color: .white), frame: frame, blurRadius: 2, shadow: shadow)] {
            let vertices = DrawList.drawing(item).vertices.filter { $0.color.r == 0 }
            #expect(vertices.count >= whole.count)
            #expect(vertices.contains { min(Double($0.x), Double($0.y), 100 - Double($0.x), 60 - Double($0.y)) > 10 })
        }
    }

    @Test func oneLineOfTextsShadowIsItsRunBlurredUnderItWithNoLayer() throws {
        let layout = TextLayout(lines: ["Shadowed"], size: 20, lineHeight: 24, color: .white, alignment: .leading)
        let shadow = DisplayItem.Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 6, x: 2, y: 3)
        let list = DrawList.drawing(DisplayItem(.text(layout), frame: CGRect(x: 10, y: 10, width: 120, height: 24),
                                                transform: CGAffineTransform(scaleX: 2, y: 2), shadow: shadow))
        guard list.commands.count == 2, case .text(let blurred) = list.commands[0], case .text(let sharp) = list.commands[1] else {
            Issue.record("not two runs: \(list.commands)")
            return
        }
        #expect(blurred.blurSigma == 12 && sharp.blurSigma == 0)  // 6 points at twice the size
        #expect(blurred.color == RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.5) && sharp.color == .white)
        #expect(blurred.originX == sharp.originX + 4 && blurred.originY == sharp.originY + 6)
        // Inside a layer, the layer reaches as far as the blur does.
        var layered = DrawList()
        layered.append(DisplayList(items: [
            DisplayItem(.beginLayer(LayerEffect(opacity: 0.5)), frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
            DisplayItem(.text(layout), frame: CGRect(x: 40, y: 40, width: 120, height: 24), shadow: DisplayItem.Shadow(color: .black, radius: 6, x: 0, y: 0)),
            DisplayItem(.endLayer, frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
        ]))
        guard case .beginLayer(let run) = layered.commands.first else {
            Issue.record("no layer: \(layered.commands)")
            return
        }
        #expect(run.bounds.x <= 40 - 19 && run.bounds.y <= 40 - 19)  // 3σ and a pixel past the text
    }

    @Test func severalLinesOrTrackedTextCastAShadowThroughALayer() {
        let shadow = DisplayItem.Shadow(color: .black, radius: 6, x: 0, y: 0)
        // So does one line whose blur is wider than a run's.
        let wide = DrawList.drawing(DisplayItem(.text(TextLayout(lines: ["Wide"], size: 20, lineHeight: 24, color: .white)),
                                                frame: CGRect(x: 10, y: 10, width: 120, height: 24),
                                                shadow: DisplayItem.Shadow(color: .black, radius: DrawList.largestTextBlur + 1, x: 0, y: 0)))
        #expect(wide.commands.contains { if case .beginLayer = $0 { true } else { false } })
        for layout in [TextLayout(lines: ["Two", "lines"], size: 20, lineHeight: 24, color: .white, alignment: .leading),
                       TextLayout(lines: ["Tracked"], size: 20, lineHeight: 24, color: .white, alignment: .leading, tracking: 2)] {
            let list = DrawList.drawing(DisplayItem(.text(layout), frame: CGRect(x: 10, y: 10, width: 120, height: 48), shadow: shadow))
            #expect(list.commands.contains { if case .beginLayer = $0 { true } else { false } })
            #expect(list.commands.allSatisfy { if case .text(let run) = $0 { run.blurSigma == 0 } else { true } })
        }
    }

    @Test func shadowsOfOtherContentStillUseABlurredLayer() throws {
        let shadow = DisplayItem.Shadow(color: .black, radius: 6, x: 3, y: 4)
        let stroke = DrawList.drawing(DisplayItem(.stroke(.ellipse, color: .white, lineWidth: 2), frame: CGRect(x: 0, y: 0, width: 40, height: 40),
                                                  shadow: shadow))
        guard case .beginLayer(let run) = stroke.commands.first else {
            Issue.record("no layer first: \(stroke.commands)")
            return
        }
        #expect(run.blurSigma == 6 && run.opacity == 1 && !run.hasMask)
        #expect(stroke.commands.count == 4 && stroke.commands[2] == .endLayer)
        let star = Path { path in
            path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 40, y: 0)); path.addLine(to: CGPoint(x: 20, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 40)); path.closeSubpath()
        }
        let concave = DrawList.drawing(DisplayItem(.fill(.path(star), color: .white), frame: CGRect(x: 0, y: 0, width: 40, height: 40), shadow: shadow))
        #expect(concave.commands.contains { if case .beginLayer = $0 { true } else { false } })
    }

    @Test func aShadowWithNoRadiusNeedsNoLayer() {
        let item = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 20, y: 20, width: 40, height: 40),
                               shadow: DisplayItem.Shadow(color: .black, radius: 0, x: 3, y: 4))
        let list = DrawList.drawing(item)
        #expect(list.commands.allSatisfy { if case .triangles = $0 { true } else { false } })
        #expect(list.vertices.count == 16)
    }

    @Test func anItemsOwnBlurIsALayerAroundIt() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let sharp = DrawList.drawing(DisplayItem(.fill(.ellipse, color: .white), frame: frame))
        let blurred = DrawList.drawing(DisplayItem(.fill(.ellipse, color: .white), frame: frame,
                                                   transform: CGAffineTransform(scaleX: 2, y: 2), blurRadius: 4))
        #expect(sharp.commands.count == 1)
        guard case .beginLayer(let run) = blurred.commands.first else {
            Issue.record("no layer: \(blurred.commands)")
            return
        }
        #expect(run.blurSigma == 8)  // 4 points scaled by 2
        #expect(blurred.commands.last == .endLayer)
    }
}

struct DrawListDisplayListSteadyStateTests {
    static let scene: DisplayList = {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let clip = DisplayItem.Clip(shape: .roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .continuous),
                                    frame: CGRect(x: 0, y: 0, width: 100, height: 100), transform: .identity)
        return DisplayList(items: [
            DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous), color: red),
                        frame: CGRect(x: 10, y: 10, width: 200, height: 80),
                        shadow: DisplayItem.Shadow(color: .black, radius: 8, x: 0, y: 2)),
            DisplayItem(.fill(.path(lShape), color: red), frame: CGRect(x: 0, y: 0, width: 30, height: 40),
                        transform: CGAffineTransform(rotationAngle: 0.3), clip: clip),
            DisplayItem(.stroke(.ellipse, color: .white, lineWidth: 2), frame: CGRect(x: 50, y: 50, width: 300, height: 200), clip: clip),
            DisplayItem(.stroke(.rectangle, color: .white, lineWidth: 0.5), frame: CGRect(x: 5, y: 5, width: 30, height: 30)),
            DisplayItem(.text(TextLayout(lines: ["Kinetic", "moves"], size: 14, lineHeight: 17, color: .white, alignment: .center)),
                        frame: CGRect(x: 0, y: 100, width: 200, height: 34)),
            DisplayItem(.image(name: "checker"), frame: CGRect(x: 0, y: 0, width: 32, height: 32)),
            DisplayItem(.fill(.capsule, color: .white), frame: CGRect(x: 0, y: 200, width: 80, height: 20), opacity: 0.5),
            // A group with opacity and a round mask, a blur, and paths filled by rule.
            DisplayItem(.beginLayer(LayerEffect(opacity: 0.5, mask: .ellipse)), frame: CGRect(x: 0, y: 0, width: 60, height: 60)),
            DisplayItem(.fill(.path(Self.twoRings), color: red), frame: CGRect(x: 0, y: 0, width: 60, height: 60)),
            DisplayItem(.beginLayer(LayerEffect(blurRadius: 3)), frame: .zero),
            DisplayItem(.fill(.path(Self.pentagram), color: red), frame: CGRect(x: 0, y: 0, width: 60, height: 60)),
            DisplayItem(.endLayer, frame: .zero),
            DisplayItem(.endLayer, frame: .zero),
        ])
    }()

    static let twoRings = Path { path in
        path.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
        path.addRect(CGRect(x: 15, y: 15, width: 30, height: 30))
    }
    static let pentagram = Path { path in
        for i in 0..<5 {
            let angle = Double(i) * 4 * .pi / 5 - .pi / 2
            let point = CGPoint(x: 30 + 28 * cos(angle), y: 30 + 28 * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
    }

    @Test func aSecondFrameGrowsNoBuffer() {
        func capacities(_ list: DrawList) -> [Int] {
            [list.vertices.capacity, list.indices.capacity, list.commands.capacity, list.scratchPoints.capacity,
             list.scratchNormals.capacity, list.scratchSubpaths.capacity, list.scratchOutline.elements.capacity,
             list.scratchPrevious.capacity, list.scratchNext.capacity, list.scratchRings.capacity, list.scratchSigns.capacity,
             list.scratchInner.capacity, list.scratchEdges.capacity, list.scratchCuts.capacity, list.scratchBandEdges.capacity,
             list.openLayers.capacity]
        }
        var list = DrawList(pixelsPerPoint: 2)
        list.append(Self.scene)
        let first = capacities(list)
        #expect(first.allSatisfy { $0 > 0 })
        list.removeAll()
        list.append(Self.scene)
        #expect(capacities(list) == first)
        // And the second frame is the same as the first.
        var fresh = DrawList(pixelsPerPoint: 2)
        fresh.append(Self.scene)
        #expect(list.vertices == fresh.vertices && list.indices == fresh.indices && list.commands == fresh.commands)
    }
}

/// Tracked text is drawn a character at a time, each the tracking past the last one's width.
struct TrackedTextDrawingTests {
    @Test func eachCharacterIsARunOfItsOwn() {
        let layout = TextLayout(lines: ["Ab c"], size: 10, lineHeight: 12, color: .white, tracking: 3)
        let list = DrawList.drawing(DisplayItem(.text(layout), frame: CGRect(x: 10, y: 20, width: 100, height: 12)),
                                    textMeasurer: ApproximateTextMeasurer())
        let runs = list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        // Six points a character, plus three: A at 10, b at 19, (the space skipped), c at 37.
        #expect(runs.map(\.string) == ["A", "b", "c"])
        #expect(runs.map(\.originX) == [10, 19, 37])
        #expect(TrackedTextMeasurer(base: ApproximateTextMeasurer(), tracking: 3).width(of: "Ab c", size: 10, weight: .regular) == 36)
        #expect(ApproximateTextMeasurer().tracked(.nan) is ApproximateTextMeasurer)
    }
}

struct DrawListDisplayListBackgroundTests {
    static let window = CGSize(width: 200, height: 120)
    static let blue = RGBAColor(red: 0.1, green: 0.2, blue: 0.7)
    static func background(_ color: RGBAColor = blue, frame: CGRect = CGRect(origin: .zero, size: window),
                           transform: CGAffineTransform = .identity, opacity: Double = 1) -> DisplayItem {
        DisplayItem(.fill(.rectangle, color: color), frame: frame, transform: transform, opacity: opacity)
    }
    static let content = [
        DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous), color: .white),
                    frame: CGRect(x: 20, y: 20, width: 80, height: 40)),
        DisplayItem(.fill(.ellipse, color: RGBAColor(red: 1, green: 0, blue: 0, opacity: 0.5)), frame: CGRect(x: 60, y: 30, width: 50, height: 50)),
    ]

    /// The list after drawing `items` over a cleared window (or, with no window, over a frame).
    static func drawn(_ items: [DisplayItem], window: CGSize? = window, pixelsPerPoint: Double = 1) -> DrawList {
        var list = DrawList(pixelsPerPoint: pixelsPerPoint)
        list.clearedOutputSize = window
        list.append(DisplayList(items: items))
        return list
    }

    @Test func aWindowFillingOpaqueBackgroundIsClearedToAndNotDrawn() {
        let folded = Self.drawn([Self.background()] + Self.content)
        let plain = Self.drawn(Self.content)
        #expect(folded.clearColor == Self.blue)
        #expect(folded.vertices == plain.vertices && folded.indices == plain.indices && folded.commands == plain.commands)
        // Scaled into device pixels, and past the window's edges, too; the last of several wins.
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let several = Self.drawn([Self.background(frame: CGRect(x: -10, y: -10, width: 100, height: 60), transform: CGAffineTransform(scaleX: 3, y: 3)),
                                  Self.background(red)] + Self.content, pixelsPerPoint: 2)
        #expect(several.clearColor == red)
        #expect(several.vertices == Self.drawn(Self.content, pixelsPerPoint: 2).vertices)
        // An item that draws nothing (a hidden button) hides nothing either.
        let hidden = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 20, height: 20), opacity: 0)
        #expect(Self.drawn([hidden, Self.background()] + Self.content).clearColor == Self.blue)
    }

    @Test(arguments: [
        ("translucent colour", background(RGBAColor(red: 0, green: 0, blue: 1, opacity: 0.99))),
        ("faded item", background(opacity: 0.99)),
        ("a pixel short", background(frame: CGRect(x: 0, y: 0, width: 200, height: 119))),
        ("moved off the corner", background(frame: CGRect(x: 0.5, y: 0, width: 300, height: 300))),
        ("turned", background(frame: CGRect(x: -100, y: -100, width: 400, height: 400), transform: CGAffineTransform(rotationAngle: 0.1))),
        ("clipped", DisplayItem(.fill(.rectangle, color: blue), frame: CGRect(origin: .zero, size: window),
                                clip: DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 50), transform: .identity))),
        ("shadowed", DisplayItem(.fill(.rectangle, color: blue), frame: CGRect(origin: .zero, size: window),
                                 shadow: DisplayItem.Shadow(color: .black, radius: 4, x: 0, y: 0))),
        ("round", DisplayItem(.fill(.ellipse, color: blue), frame: CGRect(x: -200, y: -200, width: 600, height: 600))),
    ])
    func anythingElseIsDrawn(_ name: String, _ item: DisplayItem) {
        let list = Self.drawn([item] + Self.content)
        #expect(list.clearColor == .black, "\(name)")
        #expect(list.vertices.count > Self.drawn(Self.content).vertices.count, "\(name)")
    }

    @Test func onlyFirstItemsAndOnlyOverAClearedWindowAreCleared() {
        // After an item that draws (and shows, past the window's edge), and in an overlay, a
        // covering background is drawn.
        let showing = DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: -20, y: 90, width: 60, height: 60))
        let after = Self.drawn([showing, Self.background()])
        #expect(after.clearColor == .black && after.vertices.count > Self.drawn([showing]).vertices.count)
        let overlay = Self.drawn([Self.background()] + Self.content, window: nil)
        #expect(overlay.clearColor == .black && overlay.vertices.count > Self.drawn(Self.content).vertices.count)
        // Appended to a list that holds a frame already (an overlay), likewise.
        var list = Self.drawn(Self.content)
        list.append(DisplayList(items: [Self.background()]))
        #expect(list.clearColor == .black && list.vertices.count > Self.drawn(Self.content).vertices.count)
    }

    /// Frame after frame in one list (written over in place where it can be), a background
    /// that comes, changes and goes: each frame is the one a new list draws.
    @Test func framesWrittenOverInPlaceMatchFreshLists() {
        let frames: [[DisplayItem]] = [
            [Self.background()] + Self.content,
            [Self.background()] + Self.content,
            [Self.background(RGBAColor(red: 0, green: 0, blue: 1, opacity: 0.5))] + Self.content,
            [Self.background(), Self.background(.white)] + Self.content,
            Self.content,
            [Self.background()] + Self.content,
            [Self.background()] + Self.content,
        ]
        var list = DrawList()
        for (number, items) in frames.enumerated() {
            list.removeAll()
            list.clearColor = .black
            list.clearedOutputSize = Self.window
            list.append(DisplayList(items: items))
            let fresh = Self.drawn(items)
            #expect(list.clearColor == fresh.clearColor, "frame \(number)")
            #expect(list.vertices == fresh.vertices && list.indices == fresh.indices && list.commands == fresh.commands, "frame \(number)")
        }
    }
}
