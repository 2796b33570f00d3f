import Foundation
import Testing
@testable import Drawing

struct ShapeMaskAtlasTests {
    /// The alpha of texel (`column`, `row`) of `slot`.
    static func alpha(_ atlas: ShapeMaskAtlas, _ slot: ShapeMaskSlot, _ column: Int, _ row: Int) -> UInt8 {
        atlas.texels[4 * ((slot.y + row) * atlas.side + slot.x + column) + 3]
    }

    /// A circle of radius 5 in a 10-pixel box: opaque at the centre, clear in the margin, and
    /// on the edge's ramp `0.5 − d` at each texel centre.
    @Test func aCirclesMaskIsItsCoverage() throws {
        var atlas = ShapeMaskAtlas()
        let found = atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: 10, height: 10))
        let slot = try #require(found)
        #expect(slot.width == 12 && slot.height == 12)
        #expect(Self.alpha(atlas, slot, 6, 6) == 255)
        for index in 0..<12 {
            #expect(Self.alpha(atlas, slot, index, 0) == 0 && Self.alpha(atlas, slot, 0, index) == 0)
            #expect(Self.alpha(atlas, slot, index, 11) == 0 && Self.alpha(atlas, slot, 11, index) == 0)
        }
        for row in 0..<12 {
            for column in 0..<12 {
                // The box starts one texel in; the centre is at (6, 6).
                let distance = hypot(Double(column) + 0.5 - 6, Double(row) + 0.5 - 6) - 5
                let expected = UInt8((min(max(0.5 - distance, 0), 1) * 255).rounded())
                #expect(Self.alpha(atlas, slot, column, row) == expected, "texel \(column), \(row)")
            }
        }
    }

    /// Distances to the edge, table: inside is negative, the edge is zero.
    @Test(arguments: [
        // (x, y, half width, half height, kind, distance)
        (0.0, 0.0, 5.0, 5.0, ShapeMaskKey.Kind.ellipse, -5.0),
        (8.0, 0.0, 5.0, 5.0, .ellipse, 3.0),
        (10.0, 0.0, 10.0, 4.0, .ellipse, 0.0),
        (0.0, 4.0, 10.0, 4.0, .ellipse, 0.0),
        (11.0, 0.0, 10.0, 4.0, .ellipse, 1.0),
        (0.0, 3.0, 10.0, 4.0, .ellipse, -1.0),
        (0.0, 0.0, 10.0, 4.0, .roundedRectangle(radius: 2), -4.0),
        (12.0, 0.0, 10.0, 4.0, .roundedRectangle(radius: 2), 2.0),
        (10.0, 4.0, 10.0, 4.0, .roundedRectangle(radius: 2), 2 * 2.0.squareRoot() - 2),
        (10.0, 4.0, 10.0, 4.0, .roundedRectangle(radius: 0), 0.0),
        (0.0, 5.0, 10.0, 4.0, .roundedRectangle(radius: 99), 1.0),
    ])
    func distancesToTheEdge(x: Double, y: Double, halfWidth: Double, halfHeight: Double, kind: ShapeMaskKey.Kind, expected: Double) {
        let distance = ShapeMaskAtlas.distance(x: x, y: y, halfWidth: halfWidth, halfHeight: halfHeight, kind: kind)
        #expect(abs(distance - expected) < 1e-9, "\(distance)")
    }

    @Test func theSameKeyFindsTheSameSlotAndOthersGetTheirOwn() {
        var atlas = ShapeMaskAtlas()
        let keys = (1...40).map { ShapeMaskKey(kind: $0.isMultiple(of: 2) ? .ellipse : .roundedRectangle(radius: 3), width: Double($0) * 1.5, height: 20) }
        let slots = keys.compactMap { atlas.slot(for: $0) }
        #expect(slots.count == keys.count)
        #expect(keys.compactMap { atlas.slot(for: $0) } == slots)
        #expect(atlas.slots.count == keys.count)
        // No two slots touch: a free texel lies between any two.
        for (i, a) in slots.enumerated() {
            #expect(a.x + a.width < atlas.side && a.y + a.height < atlas.side)
            for b in slots[(i + 1)...] {
                let apart = a.x + a.width < b.x || b.x + b.width < a.x || a.y + a.height < b.y || b.y + b.height < a.y
                #expect(apart, "\(a) and \(b)")
            }
        }
    }

    @Test(arguments: [65.0, .nan, .infinity, 0, -3])
    func aBoxTooLargeOrNotABoxHasNoMask(side: Double) {
        var atlas = ShapeMaskAtlas()
        #expect(atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: side, height: 10)) == nil)
        #expect(atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: 10, height: side)) == nil)
        #expect(atlas.texels.isEmpty)
    }

    /// Filled up, the atlas refuses masks for the rest of the frame; when the next frame starts
    /// it is emptied with a new identity, for the backend, and twice the side, up to the
    /// largest, and a new lineage; a frame that fitted keeps it.
    @Test func aFullAtlasIsEmptiedAndGrownBeforeTheNextFrame() {
        var atlas = ShapeMaskAtlas()
        let first = ShapeMaskKey(kind: .ellipse, width: 64, height: 64)
        #expect(atlas.slot(for: first) != nil)
        var identity = atlas.identity
        atlas.startFrame()
        var lineage = atlas.lineage
        #expect(atlas.identity == identity && atlas.slots.count == 1)
        for side in [256, 512, 1024, 1024] {
            #expect(atlas.side == side)
            var width = 40.0
            while atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: width, height: 64)) != nil { width += 0.001 }
            // About (side / 43) masks a shelf, (side / 67) shelves.
            #expect(atlas.slots.count >= (side / 44) * (side / 67), "side \(side)")
            #expect(atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: 60, height: 64)) == nil)
            // What it holds is still found.
            let held = atlas.slots[0]
            #expect(atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: atlas.side == 256 ? 64 : 40, height: 64)) == held)
            atlas.startFrame()
            #expect(atlas.identity != identity && atlas.slots.isEmpty && atlas.texels.isEmpty)
            #expect(atlas.lineage != lineage)
            identity = atlas.identity
            lineage = atlas.lineage
        }
        #expect(atlas.slot(for: first) != nil)
        #expect(atlas.texels.count == 4 * 1024 * 1024)
    }

    @Test func everyAtlasHasItsOwnIdentity() {
        #expect(ShapeMaskAtlas().identity != ShapeMaskAtlas().identity)
        #expect(ShapeMaskAtlas().lineage != ShapeMaskAtlas().lineage)
    }

    /// Copies share a lineage while each slot holds the same mask in all of them: a copy that
    /// gains a mask where another copy already put one takes a new lineage; the first to fill
    /// a slot, or one finding a mask it holds, keeps it.
    @Test func copiesShareALineageUntilTheyDiffer() {
        var atlas = ShapeMaskAtlas()
        _ = atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: 20, height: 20))
        let lineage = atlas.lineage
        var copy = atlas
        #expect(copy.lineage == lineage)
        // The original fills the next slot first: it keeps the lineage.
        _ = atlas.slot(for: ShapeMaskKey(kind: .ellipse, width: 30, height: 30))
        #expect(atlas.lineage == lineage)
        // The copy finds what it holds, and keeps it too; a mask of its own in that same next
        // slot is another lineage.
        _ = copy.slot(for: ShapeMaskKey(kind: .ellipse, width: 20, height: 20))
        #expect(copy.lineage == lineage)
        _ = copy.slot(for: ShapeMaskKey(kind: .roundedRectangle(radius: 4), width: 30, height: 30))
        #expect(copy.lineage != lineage && atlas.lineage == lineage)
    }
}
