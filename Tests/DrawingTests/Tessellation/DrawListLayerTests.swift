import Foundation
import Testing
@testable import Drawing

/// Layers in a display list become begin/end commands with bounds, and masks.
struct DrawListLayerTests {
    static let square = CGRect(x: 10, y: 10, width: 20, height: 20)

    static func begin(_ effect: LayerEffect, frame: CGRect = .zero, transform: CGAffineTransform = .identity) -> DisplayItem {
        DisplayItem(.beginLayer(effect), frame: frame, transform: transform)
    }
    static let end = DisplayItem(.endLayer, frame: .zero)
    static let fill = DisplayItem(.fill(.rectangle, color: .white), frame: square)

    static func draw(_ items: [DisplayItem]) -> DrawList {
        var list = DrawList()
        list.append(DisplayList(items: items))
        return list
    }

    static func layers(_ list: DrawList) -> [LayerRun] {
        list.commands.compactMap { if case .beginLayer(let run) = $0 { run } else { nil } }
    }

    @Test func aTranslucentGroupIsOneLayerAroundItsContent() {
        let list = Self.draw([Self.begin(LayerEffect(opacity: 0.5)), Self.fill, Self.fill, Self.end])
        #expect(list.commands.count == 3)
        let run = Self.layers(list)
        #expect(run.count == 1)
        #expect(run.first?.opacity == 0.5)
        #expect(run.first?.bounds == PixelRect(x: 9, y: 9, width: 22, height: 22))  // the fringe's half pixel, rounded out
        #expect(list.commands.last == .endLayer)
    }

    @Test func anEmptyLayerLeavesNothing() {
        #expect(Self.draw([Self.begin(LayerEffect(opacity: 0.5)), Self.end]).commands.isEmpty)
        #expect(Self.draw([Self.begin(LayerEffect(opacity: 0.5)), Self.begin(LayerEffect(blurRadius: 2)), Self.end, Self.end]).commands.isEmpty)
    }

    @Test func aTransparentLayerSkipsItsContent() {
        let list = Self.draw([Self.begin(LayerEffect(opacity: 0)), Self.fill, Self.begin(LayerEffect()), Self.fill, Self.end, Self.end, Self.fill])
        #expect(list.commands.count == 1 && list.vertices.count == 8)
    }

    @Test func anOuterLayerCoversAnInnerLayersBlur() {
        let list = Self.draw([Self.begin(LayerEffect(opacity: 0.5)), Self.begin(LayerEffect(blurRadius: 2)), Self.fill, Self.end, Self.end])
        let runs = Self.layers(list)
        #expect(runs.count == 2)
        #expect(runs[1].blurSigma == 2)
        #expect(runs[1].bounds == PixelRect(x: 9 - 7, y: 9 - 7, width: 22 + 14, height: 22 + 14))
        #expect(runs[0].bounds == runs[1].bounds)
    }

    @Test func aBlurScalesWithTheTransformAndTheScreen() {
        var list = DrawList(pixelsPerPoint: 2)
        list.append(DisplayList(items: [Self.begin(LayerEffect(blurRadius: 3), transform: CGAffineTransform(scaleX: 1.5, y: 1.5)), Self.fill, Self.end]))
        #expect(Self.layers(list).first?.blurSigma == 9)
    }

    @Test func aMaskIsTessellatedOutsideTheDrawnTrianglesAndCutsTheBounds() throws {
        let mask = Self.begin(LayerEffect(mask: .ellipse), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let list = Self.draw([mask, Self.fill, Self.end])
        let run = try #require(Self.layers(list).first)
        #expect(run.hasMask)
        // The mask's indices come after every drawn run.
        var drawn = 0
        for case .triangles(let first, let count) in list.commands {
            #expect(first + count <= run.maskFirstIndex)
            drawn += count
        }
        #expect(drawn > 0 && run.maskFirstIndex + run.maskIndexCount == list.indices.count)
        // Content 9.5…30.5, mask −0.5…20.5: the overlap, rounded out.
        #expect(run.bounds == PixelRect(x: 9, y: 9, width: 12, height: 12))
    }

    /// Triangles after a masked layer start a run of their own: the mask's triangles (kept out
    /// of the commands) are not extended into, and neither is a command that replaced them.
    @Test func trianglesAfterAMaskedLayerStartTheirOwnRun() throws {
        let text = DisplayItem(.text(TextLayout(lines: ["a"], size: 10, lineHeight: 12, color: .white)), frame: Self.square)
        for between in [[], [text]] {
            let list = Self.draw([Self.begin(LayerEffect(mask: .ellipse), frame: Self.square), Self.fill, Self.end] + between + [Self.fill])
            let mask = try #require(Self.layers(list).first)
            let runs = list.commands.compactMap { if case .triangles(let first, let count) = $0 { (first, count) } else { nil } }
            #expect(runs.count == 2)
            for run in runs {
                #expect(run.0 + run.1 <= mask.maskFirstIndex || run.0 >= mask.maskFirstIndex + mask.maskIndexCount)
            }
            #expect(list.commands.contains { if case .text = $0 { true } else { false } } == !between.isEmpty)
            #expect(runs.map(\.1).reduce(0, +) + mask.maskIndexCount == list.indices.count)
        }
    }

    @Test func aMaskWithNoAreaHidesTheLayer() throws {
        let mask = Self.begin(LayerEffect(mask: .ellipse), frame: CGRect(x: 0, y: 0, width: 0, height: Double.nan))
        let run = try #require(Self.layers(Self.draw([mask, Self.fill, Self.end])).first)
        #expect(run.bounds.isEmpty)
    }

    @Test func unbalancedLayersAreClosedAndStrayEndsIgnored() {
        let open = Self.draw([Self.begin(LayerEffect(opacity: 0.5)), Self.fill])
        #expect(open.commands.last == .endLayer)
        let stray = Self.draw([Self.end, Self.fill, Self.end])
        #expect(stray.commands.count == 1)
    }

    @Test func nestingStopsAtTheDeepestLayer() {
        let depth = DrawList.maximumLayerDepth + 3
        let items = Array(repeating: Self.begin(LayerEffect(opacity: 0.9)), count: depth) + [Self.fill] + Array(repeating: Self.end, count: depth)
        let list = Self.draw(items)
        #expect(Self.layers(list).count == DrawList.maximumLayerDepth)
        #expect(list.commands.filter { $0 == .endLayer }.count == DrawList.maximumLayerDepth)
    }
}

/// Items with NaN or no size draw nothing, and are counted for the host to report.
struct DrawListSkippedItemTests {
    @Test func badNumbersAndEmptyFramesAreCountedNotDrawn() {
        let nan = Double.nan
        var list = DrawList()
        list.append(DisplayList(items: [
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: nan, y: 0, width: 10, height: 10)),
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: .infinity, y: 0)),
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: nan),
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 5, y: 5, width: 0, height: 10)),
            DisplayItem(.stroke(.rectangle, color: .white, lineWidth: 2), frame: CGRect(x: 5, y: 5, width: 10, height: 0)),
            // A scale of 0 (a transition's start) or no opacity is no mistake: skipped, not counted.
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 0, y: 0)),
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10), opacity: 0),
        ]))
        #expect(list.vertices.isEmpty && list.commands.isEmpty)
        #expect(list.skippedItems.notFinite == 3)
        #expect(list.skippedItems.empty == 2)
        list.removeAll()
        #expect(list.skippedItems == DrawList.SkippedItems())
    }
}

/// Continuous-corner rectangles are flattened once per size and scale, then only moved.
struct DrawListOutlineCacheTests {
    static func fill(at origin: CGPoint, transform: CGAffineTransform = .identity) -> DisplayItem {
        DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous), color: .white),
                    frame: CGRect(origin: origin, size: CGSize(width: 60, height: 40)), transform: transform)
    }

    @Test func aMovedCopyIsTheSameOutlineMoved() {
        var list = DrawList()
        list.append(DisplayList(items: [Self.fill(at: .zero), Self.fill(at: CGPoint(x: 100, y: 50))]))
        #expect(list.vertices.count % 2 == 0)
        let half = list.vertices.count / 2
        for i in 0..<half {
            #expect(abs(list.vertices[half + i].x - list.vertices[i].x - 100) < 1e-3)
            #expect(abs(list.vertices[half + i].y - list.vertices[i].y - 50) < 1e-3)
        }
        #expect(list.outlineCache.count == 1)
    }

    @Test func theCachedOutlineKeepsTheShapesArea() {
        // A cache hit (the second item) covers what a fresh flattening covers.
        var list = DrawList(pixelsPerPoint: 2)
        list.append(DisplayList(items: [Self.fill(at: .zero)]))
        let first = list.coverage
        list.removeAll()
        list.append(DisplayList(items: [Self.fill(at: .zero)]))
        #expect(abs(list.coverage - first) < 1e-6)
        // The exact area, from the path flattened a thousand times finer, at 2x.
        var outline = Path(), points: [CGPoint] = [], subpaths: [OutlineSubpath] = []
        DisplayShape.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .continuous)
            .addOutline(in: CGRect(x: 0, y: 0, width: 60, height: 40), to: &outline)
        _ = DrawList.flatten(outline.elements, transform: .identity, tolerance: 0.0002, into: &points, subpaths: &subpaths)
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += Double(p.x * q.y - q.x * p.y) / 2
        }
        #expect(abs(list.coverage - 4 * abs(area)) < 4 * abs(area) * 0.003, "\(list.coverage) against \(4 * abs(area))")
    }

    @Test func aLargerScaleIsCutAgainFinely() {
        var list = DrawList()
        list.append(DisplayList(items: [Self.fill(at: .zero), Self.fill(at: .zero, transform: CGAffineTransform(scaleX: 4, y: 4))]))
        #expect(list.outlineCache.count == 2)
        #expect(list.outlineCache[1].points.count > list.outlineCache[0].points.count)
    }

    @Test func theCacheHoldsAFewOutlines() {
        var list = DrawList()
        let items = (1...20).map { DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .continuous), color: .white),
                                               frame: CGRect(x: 0, y: 0, width: Double(10 + $0), height: 20)) }
        list.append(DisplayList(items: items))
        #expect(list.outlineCache.count == DrawList.outlineCacheSize)
        #expect(list.triangleCount > 20 * 10)
    }
}

/// A layer masked by content: the commands after its mask marker draw the mask.
struct DrawListContentMaskTests {
    typealias T = DrawListLayerTests
    static let mask = DisplayItem(.layerMask, frame: .zero)

    @Test func theMaskFollowsTheContentAndCutsTheBounds() throws {
        let maskFill = DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 20, y: 0, width: 40, height: 40))
        let list = T.draw([T.begin(LayerEffect(masksWithContent: true)), T.fill, Self.mask, maskFill, T.end])
        #expect(list.commands.count == 5)
        #expect(list.commands[2] == .layerMask)
        guard case .triangles = list.commands[1], case .triangles = list.commands[3] else {
            Issue.record("content and mask are not each a run of triangles: \(list.commands)")
            return
        }
        // The content covers 9…31 and the mask 19…61 across: the layer is where both are.
        let run = try #require(T.layers(list).first)
        #expect(run.bounds == PixelRect(x: 19, y: 9, width: 12, height: 22))
    }

    @Test func anEmptyMaskHidesTheLayer() throws {
        let list = T.draw([T.begin(LayerEffect(masksWithContent: true)), T.fill, Self.mask, T.end])
        let run = try #require(T.layers(list).first)
        #expect(run.bounds.isEmpty)
    }

    @Test func theMaskOfALayerPastTheDeepestIsNotDrawn() {
        let depth = DrawList.maximumLayerDepth
        let outer = Array(repeating: T.begin(LayerEffect(opacity: 0.9)), count: depth)
        let maskFill = DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        let items = outer + [T.begin(LayerEffect(masksWithContent: true)), T.fill, Self.mask, maskFill, T.end, T.fill]
            + Array(repeating: T.end, count: depth)
        let list = T.draw(items)
        // Two fills of the square, none of the mask's circle (which reaches past x = 49).
        #expect(!list.vertices.contains { $0.x > 45 })
        #expect(list.commands.filter { $0 == .endLayer }.count == depth)
    }

    @Test func aColourMatrixReachesTheLayerAndTheIdentityIsDropped() throws {
        let mapped = T.draw([T.begin(LayerEffect(colorMatrix: .invert)), T.fill, T.end])
        #expect(T.layers(mapped).first?.colorMatrix == .invert)
        let same = T.draw([T.begin(LayerEffect(colorMatrix: .identity)), T.fill, T.end])
        #expect(T.layers(same).first?.colorMatrix == nil)
    }
}

/// A material's backdrop: a command over its frame's pixels, its blur scaled to device pixels.
struct DrawListBackdropTests {
    typealias T = DrawListLayerTests

    @Test func aBackdropIsACommandOverItsFramesPixels() throws {
        var list = DrawList(pixelsPerPoint: 2)
        let backdrop = DisplayItem(.backdrop(BackdropEffect(blurRadius: 5, colorMatrix: .saturation(2))), frame: CGRect(x: 10.25, y: 10, width: 20, height: 30),
                                   transform: CGAffineTransform(scaleX: 1.5, y: 1.5))
        list.append(DisplayList(items: [T.begin(LayerEffect(opacity: 0.5)), backdrop, T.end]))
        let run = try #require(list.commands.compactMap { if case .backdrop(let run) = $0 { run } else { nil } }.first)
        // (10.25…30.25) × 1.5 × 2 = 30.75…90.75 across, 30…120 down; the blur 5 × 1.5 × 2.
        #expect(run.bounds == PixelRect(x: 30, y: 30, width: 61, height: 90))
        #expect(run.blurSigma == 15)
        #expect(run.colorMatrix == .saturation(2))
        // The layer around it covers it.
        #expect(T.layers(list).first?.bounds == run.bounds)
    }

    @Test func aBackdropWithBadNumbersDrawsNothing() {
        let items = [DisplayItem(.backdrop(BackdropEffect(blurRadius: .nan)), frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
                     DisplayItem(.backdrop(BackdropEffect(blurRadius: 4)), frame: CGRect(x: 0, y: 0, width: 0, height: 10))]
        #expect(T.draw(items).commands.isEmpty)
        #expect(BackdropEffect(blurRadius: -3).blurRadius == 0)
    }
}
