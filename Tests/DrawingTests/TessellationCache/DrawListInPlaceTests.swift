import Foundation
import PropertyBased
import Testing
@testable import Drawing

/// Writing a frame over the frame before: kept fills that only moved or changed colour are
/// drawn over their own triangles, and the lists come out exactly as if drawn afresh.
struct DrawListInPlaceTests {
    static func circle(_ x: Double, _ y: Double, size: Double = 20, color: RGBAColor = .white) -> DisplayItem {
        DisplayItem(.fill(.ellipse, color: color), frame: CGRect(x: x, y: y, width: size, height: size))
    }

    /// Draws every frame into two lists, one writing in place and one not, and checks after
    /// each frame that they hold the same vertices, indices and commands. Returns the list
    /// that wrote in place.
    @discardableResult
    static func compare(_ frames: [[DisplayItem]], snaps: Bool = false, textures: Bool = false, entryLimit: Int? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) -> DrawList {
        var inPlace = DrawList(pixelsPerPoint: 2), afresh = DrawList(pixelsPerPoint: 2)
        afresh.writesInPlace = false
        if let entryLimit {
            inPlace.tessellationCache.entryLimit = entryLimit
            afresh.tessellationCache.entryLimit = entryLimit
        }
        for (number, items) in frames.enumerated() {
            for index in [0, 1] {
                if index == 0 {
                    inPlace.removeAll(vertexSampleOffset: snaps ? 0.5 : 0, snapsVerticesToPixels: snaps, shadesWithTextures: textures)
                    inPlace.append(DisplayList(items: items))
                } else {
                    afresh.removeAll(vertexSampleOffset: snaps ? 0.5 : 0, snapsVerticesToPixels: snaps, shadesWithTextures: textures)
                    afresh.append(DisplayList(items: items))
                }
            }
            #expect(inPlace.vertices == afresh.vertices, "frame \(number)", sourceLocation: sourceLocation)
            #expect(inPlace.indices == afresh.indices, "frame \(number)", sourceLocation: sourceLocation)
            #expect(inPlace.commands == afresh.commands, "frame \(number)", sourceLocation: sourceLocation)
            #expect(inPlace.skippedItems == afresh.skippedItems, "frame \(number)", sourceLocation: sourceLocation)
            #expect(inPlace.tessellationCacheStatistics.hits == afresh.tessellationCacheStatistics.hits, "frame \(number)",
                    sourceLocation: sourceLocation)
        }
        return inPlace
    }

    @Test(arguments: [false, true])
    func shapesThatOnlyMoveAreDrawnInPlace(snaps: Bool) {
        // Two circles of one size, a rounded rectangle and a third circle, moving and changing
        // colour; by whole device pixels when snapping, where a kept tessellation is kept for
        // the 32nd of a pixel its origin falls on.
        let step = snaps ? 0.5 : 0.65
        let frames = (0..<6).map { frame -> [DisplayItem] in
            let t = Double(frame)
            return [
                DrawListInPlaceTests.circle(10 + 2 * step * t, 10, color: RGBAColor(red: 1, green: t / 6, blue: 0)),
                DrawListInPlaceTests.circle(40, 10 + step * t),
                DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .continuous), color: .white),
                            frame: CGRect(x: 70 - 2 * step * t, y: 20, width: 30, height: 12)),
                DrawListInPlaceTests.circle(100, 10 + 3 * step * t),
            ]
        }
        let list = DrawListInPlaceTests.compare(frames, snaps: snaps)
        // The circles' tessellation is kept on its second sighting (the first frame's second
        // circle), the rounded rectangle's in the second frame. So the third frame draws the
        // first two circles in place and stops at the rectangle, drawn afresh in the frame
        // before; the last three frames draw all four in place.
        #expect(list.tessellationCacheStatistics.inPlace == 2 + 3 * 4)
    }

    /// A kept fill moved to another 32nd of a pixel when snapping is another kept
    /// tessellation: written in place, indices and all, when it has as many vertices and
    /// indices as the one before, and drawn the usual way when not.
    @Test func aSnappedShapeMovedWithinItsPixelDrawsAsAfresh() {
        // Swinging between three places within a device pixel, with a square that stays after it.
        let square = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 60, y: 10, width: 10, height: 10))
        let frames = (0..<12).map { [DrawListInPlaceTests.circle(10 + [0, 0.125, 0.3125][$0 % 3], 10, size: 40), square] }
        let list = DrawListInPlaceTests.compare(frames, snaps: true)
        #expect(list.tessellationCacheStatistics.hits > 0)
    }

    /// An item that is no longer the same kept fill stops the writing in place there; the
    /// items after it are drawn (from the cache) the usual way.
    @Test func aChangedItemEndsTheWritingInPlace() {
        let before = [DrawListInPlaceTests.circle(10, 10), DrawListInPlaceTests.circle(40, 10), DrawListInPlaceTests.circle(70, 10)]
        var after = before
        after[1] = DrawListInPlaceTests.circle(40, 10, size: 25)
        let list = DrawListInPlaceTests.compare([before, before, before, after])
        // Frame 3: all three in place; frame 4: only the first.
        #expect(list.tessellationCacheStatistics.inPlace == 3 + 1)
    }

    /// More items, fewer items, none, and items of every other kind in between.
    @Test func itemsAddedRemovedOrOfOtherKindsDrawAsAfresh() {
        let circles = (0..<4).map { DrawListInPlaceTests.circle(10 + 30 * Double($0), 10) }
        let text = DisplayItem(.text(TextLayout(lines: ["Hi"], size: 12, lineHeight: 14, color: .white)), frame: CGRect(x: 0, y: 40, width: 50, height: 14))
        var clipped = DrawListInPlaceTests.circle(5, 60)
        clipped.clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 50, width: 30, height: 30), transform: .identity)
        var shadowed = DrawListInPlaceTests.circle(50, 60)
        shadowed.shadow = DisplayItem.Shadow(color: .black, radius: 3, x: 1, y: 2)
        let layer = [
            DisplayItem(.beginLayer(LayerEffect(opacity: 0.5)), frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            DrawListInPlaceTests.circle(80, 60),
            DisplayItem(.endLayer, frame: .zero),
        ]
        let two = Array(circles.prefix(2))
        let withText: [DisplayItem] = circles + [text]
        let textFirst: [DisplayItem] = [text] + circles
        let withClip: [DisplayItem] = circles + [clipped]
        let withShadow: [DisplayItem] = withClip + [shadowed]
        let withLayer: [DisplayItem] = circles + layer + circles
        var frames: [[DisplayItem]] = [circles, circles, circles, two, two, circles, circles, []]
        frames += [withText, withText, textFirst, textFirst, withClip, withShadow, withShadow, withLayer, withLayer, circles]
        DrawListInPlaceTests.compare(frames)
        DrawListInPlaceTests.compare(frames, snaps: true)
    }

    /// An eviction moves kept tessellations to other slots: the next frame draws afresh.
    @Test func anEvictionBetweenFramesIsSafe() {
        // Ten sizes a frame, in a cache of eight entries: every frame evicts.
        var frames: [[DisplayItem]] = []
        for step in 0..<8 {
            var items: [DisplayItem] = []
            for index in 0..<10 {
                let size = 10 + Double((index + step / 3) % 12)
                items.append(DrawListInPlaceTests.circle(Double(index) * 25, 10, size: size))
            }
            frames.append(items)
        }
        DrawListInPlaceTests.compare(frames, entryLimit: 8)
    }

    /// An eviction while a frame is drawn moves the slots its earlier items were traced with:
    /// the next frame is drawn the usual way, and the one after that in place again.
    @Test func anEvictionWithinAFrameIsSafe() {
        let circle = { (size: Double) in DrawListInPlaceTests.circle(10, 10, size: size) }
        // W is kept and then left unused; A is kept; C, kept in the fifth frame, overflows the
        // budget of two and W, the least recently used, goes (A moves to W's slot).
        let a = [circle(12), circle(12)], ac = a + [circle(16), circle(16)]
        let frames = [[circle(10), circle(10)], a, a, a, ac, ac, ac]
        let sixth = DrawListInPlaceTests.compare(Array(frames.prefix(6)), entryLimit: 2)
        #expect(sixth.tessellationCacheStatistics.evictions == 1)
        // The fourth and fifth frames wrote A in place; the sixth wrote nothing in place.
        #expect(sixth.tessellationCacheStatistics.inPlace == 4)
        let seventh = DrawListInPlaceTests.compare(frames, entryLimit: 2)
        #expect(seventh.tessellationCacheStatistics.inPlace == 4 + 4)
    }

    /// An item that draws a kept fill and something more (an image over its hard shadow)
    /// is not a kept fill alone: a frame that replaces it is drawn without its image.
    @Test func anImageOverAKeptShadowIsNotTakenForAKeptFill() {
        let rectangle = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        var image = DisplayItem(.image(name: "a"), frame: CGRect(x: 50, y: 0, width: 40, height: 20))
        image.shadow = DisplayItem.Shadow(color: .black, radius: 0, x: 2, y: 2)
        let replaced = DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: 50, y: 0, width: 40, height: 20))
        for snaps in [false, true] {
            DrawListInPlaceTests.compare([[rectangle, image], [rectangle, image], [rectangle, replaced], [rectangle, replaced]], snaps: snaps)
        }
    }

    /// A shadow drawn from a kept slot, under a fill whose keeping evicts that slot, in one
    /// item: the item is not traced from the moved slot.
    @Test func anEvictionWithinAnItemIsSafe() {
        // At 2x, snapping: the shadow, a quarter point right, falls on another 32nd of a pixel
        // than its item, so it is another kept tessellation: the one P's keeps.
        let square = { (x: Double, size: Double) in
            DisplayItem(.fill(.rectangle, color: .white), frame: CGRect(x: x, y: 10, width: size, height: size))
        }
        var shadowed = square(10, 20)
        shadowed.shadow = DisplayItem.Shadow(color: .black, radius: 0, x: 0.25, y: 0)
        let keep = [square(0, 8), square(0, 8), square(0, 9), square(0, 9), square(0, 11), square(0, 11), square(10.25, 20), square(10.25, 20)]
        DrawListInPlaceTests.compare([keep, [shadowed], [shadowed], [shadowed], [shadowed]], snaps: true, entryLimit: 4)
    }

    /// Anything appended after the display list, or a second list, leaves the frame untraced:
    /// the next frame is drawn afresh, and the same.
    @Test func aFrameWithMoreThanOneDisplayListIsNotWrittenOver() {
        let items = [DrawListInPlaceTests.circle(10, 10), DrawListInPlaceTests.circle(40, 10)]
        var list = DrawList(pixelsPerPoint: 2)
        for _ in 0..<3 {
            list.removeAll()
            list.append(DisplayList(items: items))
            list.fillCircle(center: CGPoint(x: 5, y: 5), radius: 3, color: .white)
        }
        #expect(list.tessellationCacheStatistics.inPlace == 0)
        var fresh = DrawList(pixelsPerPoint: 2)
        fresh.writesInPlace = false
        for _ in 0..<3 {
            fresh.removeAll()
            fresh.append(DisplayList(items: items))
            fresh.fillCircle(center: CGPoint(x: 5, y: 5), radius: 3, color: .white)
        }
        #expect(list.vertices == fresh.vertices)
        #expect(list.indices == fresh.indices)
        #expect(list.commands == fresh.commands)
    }

    /// Random frames of kept fills that move, resize, recolour, appear and go, among other
    /// items (text, strokes, images, clips, shadows, blurs, layers): writing in place always
    /// gives the lists drawing afresh gives.
    @Test func randomFramesMatchDrawingAfresh() async {
        await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)), Gen.bool) { seed, snaps in
            var random = SplitMix(seed: UInt64(seed))
            var frames: [[DisplayItem]] = []
            var items: [DisplayItem] = []
            for _ in 0..<12 {
                // Mostly small changes to the frame before, as a running animation makes.
                if items.isEmpty || random.next() % 5 == 0 {
                    items = (0..<Int(random.next() % 8)).map { _ in DrawListInPlaceTests.randomItem(&random) }
                } else {
                    for index in items.indices where random.next() % 3 == 0 {
                        switch random.next() % 4 {
                        case 0: items[index].frame.origin.x += Double(random.next() % 100) / 16 - 3
                        case 1: items[index].transform.ty += Double(random.next() % 64) / 8
                        case 2: items[index].opacity = Double(random.next() % 5) / 4
                        default: items[index] = DrawListInPlaceTests.randomItem(&random)
                        }
                    }
                    if random.next() % 4 == 0, !items.isEmpty { items.removeLast() }
                    if random.next() % 4 == 0 { items.append(DrawListInPlaceTests.randomItem(&random)) }
                    if random.next() % 8 == 0 {
                        // A layer around a kept fill, sometimes hidden.
                        let opacity = [0, 0.5, 1][Int(random.next() % 3)]
                        items.insert(contentsOf: [
                            DisplayItem(.beginLayer(LayerEffect(opacity: opacity)), frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                            DrawListInPlaceTests.randomItem(&random),
                            DisplayItem(.endLayer, frame: .zero),
                        ], at: Int(random.next() % UInt64(items.count + 1)))
                    }
                }
                frames.append(items)
            }
            // Gradients through textures (as for a window) in half the runs.
            DrawListInPlaceTests.compare(frames, snaps: snaps, textures: seed % 2 == 0)
        }
    }

    /// A gradient fill drawn through its texture that moves, fades or changes its stops is
    /// written in place too: its vertices, texture coordinates and command.
    @Test func gradientFillsThroughTexturesAreDrawnInPlace() {
        let frames = (0..<6).map { frame -> [DisplayItem] in
            let t = Double(frame)
            let stops = [GradientStop(color: RGBAColor(red: 1, green: t / 6, blue: 0), location: 0), GradientStop(color: .white, location: 1)]
            // Their gradients move with their frames, as a SwiftUI gradient's unit points do.
            var glow = DisplayItem(.shaded(.fill(.ellipse, color: .white), .radial(stops: stops, center: CGPoint(x: 30 + 0.65 * t, y: 30), startRadius: 0,
                                                                                   endRadius: 20)),
                                   frame: CGRect(x: 10 + 0.65 * t, y: 10, width: 40, height: 40))
            glow.opacity = 1 - t / 10
            return [
                glow,
                DisplayItem(.shaded(.fill(.rectangle, color: .white), .linear(stops: stops, start: CGPoint(x: 60, y: 10 + 1.3 * t),
                                                                              end: CGPoint(x: 60, y: 40 + 1.3 * t))),
                            frame: CGRect(x: 60, y: 10 + 1.3 * t, width: 30, height: 30)),
                DrawListInPlaceTests.circle(100, 10 + t),
                // A spinning arc's angular gradient: its texture coordinates turn.
                DisplayItem(.shaded(.fill(.ellipse, color: .white), .angular(stops: stops, center: CGPoint(x: 138, y: 28), startAngle: t / 2,
                                                                             endAngle: t / 2 + 4)),
                            frame: CGRect(x: 120, y: 10, width: 36, height: 36)),
            ]
        }
        let list = DrawListInPlaceTests.compare(frames, textures: true)
        #expect(list.commands.filter { if case .gradient = $0 { true } else { false } }.count == 3)
        // Each tessellation is kept on its second sighting (the second frame), replayed in the
        // third, whose trace the fourth frame on draws over: all four in place.
        #expect(list.tessellationCacheStatistics.inPlace == 3 * 4)
    }

    /// A gradient card that moves, its gradient with it, by fractions of a point and by whole
    /// points, keeps its kept vertices' texture coordinates from frame to frame (its map from
    /// them is the same); one that turns, grows or whose gradient slides gets new ones. Both
    /// as drawn afresh.
    @Test func aMovingGradientKeepsItsTextureCoordinates() {
        let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: .white, location: 1)]
        func card(x: Double, y: Double, slide: Double = 0, turn: Double = 0) -> DisplayItem {
            var item = DisplayItem(.shaded(.fill(.roundedRectangle(cornerSize: CGSize(width: 6, height: 6), style: .continuous), color: .white),
                                           .linear(stops: stops, start: CGPoint(x: x + slide, y: y), end: CGPoint(x: x + 40, y: y + 30))),
                                   frame: CGRect(x: x, y: y, width: 40, height: 30))
            if turn != 0 { item.transform = CGAffineTransform(rotationAngle: turn) }
            return item
        }
        // Twelve frames moving (frames 3 to 11 in place: nine kept), then six sliding its start.
        var frames = (0..<12).map { [card(x: 10 + 0.37 * Double($0) + Double($0 % 3), y: 20 + 0.23 * Double($0))] }
        frames += (1...6).map { [card(x: 20, y: 20, slide: Double($0))] }
        let list = DrawListInPlaceTests.compare(frames, textures: true)
        #expect(list.tessellationCacheStatistics.inPlace == 9 + 6)
        #expect(list.tessellationCacheStatistics.keptTextureCoordinates == 9)
        // Turning a little more every frame: another kept tessellation each time, never in place.
        let turning = DrawListInPlaceTests.compare((0..<6).map { [card(x: 30, y: 30, turn: 0.01 * Double($0))] }, textures: true)
        #expect(turning.tessellationCacheStatistics.keptTextureCoordinates == 0)
    }

    /// A gradient whose line shrinks until the card reaches past its texture's ends (half its
    /// length either side) is written in place while it fits, then drawn afresh and cut at the
    /// texture's edges, as it would be drawn afresh.
    @Test func aGradientThatOutgrowsItsTextureIsCutAsAfresh() {
        let stops = [GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0), GradientStop(color: .white, location: 1)]
        let frames = (0..<8).map { frame -> [DisplayItem] in
            let length = 40 - 4 * Double(frame)
            return [DisplayItem(.shaded(.fill(.rectangle, color: .white), .linear(stops: stops, start: CGPoint(x: 30 - length / 2, y: 0),
                                                                                 end: CGPoint(x: 30 + length / 2, y: 0))),
                                frame: CGRect(x: 10, y: 10, width: 40, height: 20))]
        }
        let list = DrawListInPlaceTests.compare(frames, textures: true)
        // Kept in the second frame, replayed in the third, written in place in the fourth and
        // fifth (a line of 28 and 24 points). From 20 points on, the card (and its fringe)
        // reaches past the texture: cut there, its coordinates clamped to the edges.
        #expect(list.tessellationCacheStatistics.inPlace == 2)
        #expect(list.vertices.contains { $0.u == 0 } && list.vertices.contains { $0.u == 1 })
        #expect(list.commands.contains { if case .gradient = $0 { true } else { false } })
    }

    /// Two gradient fills side by side, the first taking the second's stops: drawn afresh, they
    /// share one run; so they do when written in place.
    @Test func aGradientFillThatJoinsItsNeighboursRunIsDrawnAsAfresh() {
        func stops(_ green: Double) -> [GradientStop] {
            [GradientStop(color: RGBAColor(red: 1, green: green, blue: 0), location: 0), GradientStop(color: .white, location: 1)]
        }
        let frames = (0..<6).map { frame -> [DisplayItem] in
            let first = frame < 4 ? stops(0) : stops(1)
            return [0.0, 30].enumerated().map { index, x in
                DisplayItem(.shaded(.fill(.rectangle, color: .white), .linear(stops: index == 0 ? first : stops(1), start: CGPoint(x: x, y: 0),
                                                                              end: CGPoint(x: x + 20, y: 0))),
                            frame: CGRect(x: x, y: 0, width: 20, height: 20))
            }
        }
        let list = DrawListInPlaceTests.compare(frames, textures: true)
        #expect(list.commands.count == 1)
    }

    static func randomItem(_ random: inout SplitMix) -> DisplayItem {
        let x = Double(random.next() % 400) / 4, y = Double(random.next() % 400) / 4
        let size = [8.0, 12, 20][Int(random.next() % 3)]
        let color = RGBAColor(red: Double(random.next() % 4) / 3, green: 0.5, blue: 1)
        var item: DisplayItem
        switch random.next() % 11 {
        case 10:
            let stops = [GradientStop(color: color, location: 0), GradientStop(color: .white, location: 1)]
            item = DisplayItem(.shaded(.fill(.ellipse, color: .white), .angular(stops: stops, center: CGPoint(x: x + size / 2, y: y + size / 2),
                                                                                startAngle: Double(random.next() % 8), endAngle: 7)),
                               frame: CGRect(x: x, y: y, width: size, height: size))
        case 8, 9:
            // A gradient fill, its stops from a few; a small radial one passes its texture's
            // edges and is cut.
            let stops = [GradientStop(color: color, location: 0), GradientStop(color: .white, location: Double(random.next() % 2) / 2 + 0.5)]
            let shading: Shading = random.next() % 2 == 0 ? .linear(stops: stops, start: .zero, end: CGPoint(x: size, y: size))
                                                          : .radial(stops: stops, center: CGPoint(x: size / 2, y: size / 2), startRadius: 0,
                                                                    endRadius: [size / 8, size][Int(random.next() % 2)])
            item = DisplayItem(.shaded(.fill([DisplayShape.rectangle, .ellipse][Int(random.next() % 2)], color: .white), shading),
                               frame: CGRect(x: x, y: y, width: size, height: size))
        case 0: item = DisplayItem(.fill(.rectangle, color: color), frame: CGRect(x: x, y: y, width: size, height: size / 2))
        case 1: item = DisplayItem(.fill(.capsule, color: color), frame: CGRect(x: x, y: y, width: size * 2, height: size))
        case 2: item = DisplayItem(.text(TextLayout(lines: ["a"], size: 10, lineHeight: 12, color: color)), frame: CGRect(x: x, y: y, width: 20, height: 12))
        case 3: item = DisplayItem(.stroke(.ellipse, color: color, lineWidth: 2), frame: CGRect(x: x, y: y, width: size, height: size))
        case 7: item = DisplayItem(.image(name: "a"), frame: CGRect(x: x, y: y, width: size, height: size))
        case 4:
            item = DrawListInPlaceTests.circle(x, y, size: size, color: color)
            item.clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 60, height: 60), transform: .identity)
        default: item = DrawListInPlaceTests.circle(x, y, size: size, color: color)
        }
        if random.next() % 6 == 0 { item.transform = CGAffineTransform(rotationAngle: 0.25) }
        // Hard and soft shadows, a quarter point off sometimes (another 32nd of a pixel).
        switch random.next() % 8 {
        case 0: item.shadow = DisplayItem.Shadow(color: .black, radius: 0, x: 0.25, y: 1)
        case 1: item.shadow = DisplayItem.Shadow(color: .black, radius: 3, x: 2, y: 2)
        case 2: item.blurRadius = 2
        default: break
        }
        return item
    }
}
