import Foundation
import Testing
@testable import Drawing

/// The tessellation cache: a fill that only moves is replayed, not tessellated again; one whose
/// shape, size or scale changes is tessellated afresh; the cache stays within its budget.
struct TessellationCacheTests {
    static func circle(at origin: CGPoint, size: Double = 20, color: RGBAColor = .white,
                       transform: CGAffineTransform = .identity) -> DisplayList {
        DisplayList(items: [DisplayItem(.fill(.ellipse, color: color), frame: CGRect(origin: origin, size: CGSize(width: size, height: size)),
                                        transform: transform)])
    }

    /// Draws each display list in turn into one list, as a frame loop does, and returns the
    /// last frame's list.
    static func frames(_ lists: [DisplayList], snaps: Bool = false, caching: Bool = true) -> DrawList {
        var drawList = DrawList(pixelsPerPoint: 2)
        drawList.cachesTessellation = caching
        for list in lists {
            drawList.removeAll(vertexSampleOffset: snaps ? 0.5 : 0, snapsVerticesToPixels: snaps)
            drawList.append(list)
        }
        return drawList
    }

    @Test(arguments: [false, true])
    func aMovingShapeIsTessellatedTwiceThenMoved(snaps: Bool) {
        // At 2x, on 32nds of a device pixel, where the snapping path's placement is exact;
        // moving it by whole device pixels when it snaps (the 32nd it falls on is its key).
        let step = snaps ? CGPoint(x: 3.5, y: -1.5) : CGPoint(x: 3.4375, y: -1.25)
        let positions = (0..<6).map { CGPoint(x: 10.0625 + Double(step.x) * Double($0), y: 20 + Double(step.y) * Double($0)) }
        let cached = TessellationCacheTests.frames(positions.map { TessellationCacheTests.circle(at: $0) }, snaps: snaps)
        let stats = cached.tessellationCacheStatistics
        // The first sighting waits, the second keeps, the rest only move.
        #expect(stats.misses == 2)
        #expect(stats.hits == 4)
        #expect(stats.entries == 1)
        #expect(abs(stats.hitRate - 4.0 / 6) < 1e-12)
        let fresh = TessellationCacheTests.frames([TessellationCacheTests.circle(at: positions.last!)], snaps: snaps, caching: false)
        #expect(cached.indices == fresh.indices)
        #expect(cached.commands == fresh.commands)
        #expect(cached.vertices.count == fresh.vertices.count)
        for (a, b) in zip(cached.vertices, fresh.vertices) {
            #expect(abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && a.color == b.color && a.u == b.u && a.v == b.v)
        }
    }

    @Test func aNewColourIsAHit() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let list = TessellationCacheTests.frames([
            TessellationCacheTests.circle(at: CGPoint(x: 5, y: 5), color: red),
            TessellationCacheTests.circle(at: CGPoint(x: 5, y: 5), color: red),
            TessellationCacheTests.circle(at: CGPoint(x: 9, y: 5), color: blue),
        ])
        #expect(list.tessellationCacheStatistics.hits == 1)
        #expect(list.vertices.allSatisfy { $0.color == blue.bytes || $0.color == blue.bytes.transparent })
        #expect(list.vertices.contains { $0.color == blue.bytes })
    }

    /// A change of size, of scale, of rotation or of shape is tessellated again.
    @Test func aChangedShapeSizeOrScaleIsTessellatedAgain() {
        let origin = CGPoint(x: 10, y: 10)
        let variants: [DisplayList] = [
            TessellationCacheTests.circle(at: origin, size: 21),
            TessellationCacheTests.circle(at: origin, transform: CGAffineTransform(scaleX: 1.5, y: 1.5)),
            TessellationCacheTests.circle(at: origin, transform: CGAffineTransform(rotationAngle: 0.3)),
            DisplayList(items: [DisplayItem(.fill(.capsule, color: .white), frame: CGRect(origin: origin, size: CGSize(width: 20, height: 20)))]),
        ]
        for variant in variants {
            let base = TessellationCacheTests.circle(at: origin)
            let list = TessellationCacheTests.frames([base, base, variant])
            #expect(list.tessellationCacheStatistics.hits == 0)
            #expect(list.tessellationCacheStatistics.misses == 3)
            let fresh = TessellationCacheTests.frames([variant], caching: false)
            #expect(list.vertices == fresh.vertices)
        }
    }

    /// Keys that are equal hash alike: a transform with −0 (a rotation by 0 gives one) finds
    /// the tessellation kept under +0.
    @Test func negativeZeroFindsPositiveZero() {
        var negative = CGAffineTransform.identity
        negative.b = -0.0
        negative.c = -0.0
        let list = TessellationCacheTests.frames([
            TessellationCacheTests.circle(at: CGPoint(x: 5, y: 5)),
            TessellationCacheTests.circle(at: CGPoint(x: 5, y: 5)),
            TessellationCacheTests.circle(at: CGPoint(x: 5, y: 5), transform: negative),
        ])
        #expect(list.tessellationCacheStatistics.hits == 1)
    }

    /// Custom paths are not cached (hashing a path would cost what it saves).
    @Test func pathsAreNotCached() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let item = DisplayItem(.fill(.path(path), color: .white), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let list = TessellationCacheTests.frames(Array(repeating: DisplayList(items: [item]), count: 3))
        #expect(list.tessellationCacheStatistics == TessellationCacheStatistics())
    }

    /// Past its budget the cache drops its least recently used half.
    @Test func evictionKeepsTheCacheBounded() {
        var drawList = DrawList()
        drawList.tessellationCache.entryLimit = 8
        let sizes = (1...40).map { Double($0) + 4 }
        for _ in 0..<2 {
            for size in sizes {
                drawList.removeAll()
                drawList.append(TessellationCacheTests.circle(at: .zero, size: size))
                #expect(drawList.tessellationCacheStatistics.entries <= 8)
            }
        }
        let stats = drawList.tessellationCacheStatistics
        #expect(stats.evictions > 0)
        #expect(stats.entries == drawList.tessellationCache.stored.count)
        #expect(stats.vertices == drawList.tessellationCache.stored.reduce(0) { $0 + $1.vertices.count })
        // The newest are kept: the last size drawn is a hit.
        drawList.removeAll()
        drawList.append(TessellationCacheTests.circle(at: CGPoint(x: 3, y: 3), size: sizes.last!))
        #expect(drawList.tessellationCacheStatistics.hits == 1)
    }

    /// A vertex budget is kept too.
    @Test func theVertexBudgetIsKept() {
        var drawList = DrawList(pixelsPerPoint: 2)
        drawList.tessellationCache.vertexLimit = 600
        for _ in 0..<2 {
            for size in stride(from: 20.0, through: 200, by: 10) {
                drawList.removeAll()
                drawList.append(TessellationCacheTests.circle(at: .zero, size: size))
                #expect(drawList.tessellationCacheStatistics.vertices <= 600)
            }
        }
        #expect(drawList.tessellationCacheStatistics.evictions > 0)
    }

    /// Bad numbers still draw nothing, cached or not, and leave the cache empty.
    @Test func badNumbersDrawNothing() {
        let items = [
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: Double.nan, y: 0, width: 10, height: 10)),
            DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 1e12, y: 0, width: 10, height: 10)),
        ]
        let list = TessellationCacheTests.frames(Array(repeating: DisplayList(items: items), count: 3))
        #expect(list.vertices.isEmpty)
        #expect(list.tessellationCacheStatistics.entries == 0)
    }
}
