import Foundation
import Testing
@testable import Motion

struct UnitPointTests {
    static let presets: [(name: String, point: UnitPoint, x: Double, y: Double)] = [
        ("zero", .zero, 0, 0),
        ("center", .center, 0.5, 0.5),
        ("leading", .leading, 0, 0.5),
        ("trailing", .trailing, 1, 0.5),
        ("top", .top, 0.5, 0),
        ("bottom", .bottom, 0.5, 1),
        ("topLeading", .topLeading, 0, 0),
        ("topTrailing", .topTrailing, 1, 0),
        ("bottomLeading", .bottomLeading, 0, 1),
        ("bottomTrailing", .bottomTrailing, 1, 1),
    ]

    @Test(arguments: presets)
    func presetsSitWhereSwiftUIPutsThem(_ preset: (name: String, point: UnitPoint, x: Double, y: Double)) {
        #expect(Double(preset.point.x) == preset.x, "\(preset.name).x")
        #expect(Double(preset.point.y) == preset.y, "\(preset.name).y")
    }

    @Test func defaultInitIsTheOrigin() {
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint() == .topLeading)
        #expect(UnitPoint(x: 0.25, y: 0.75).x == 0.25)
    }

    @Test func animatesXAndYTogether() {
        var point = UnitPoint.topLeading
        #expect(point.animatableData == AnimatablePair(0, 0))
        point.animatableData = UnitPoint.topLeading.animatableData
            .interpolated(towards: UnitPoint.bottomTrailing.animatableData, amount: 0.5)
        #expect(point == .center)

        point.animatableData = AnimatablePair(0.2, 0.9)
        #expect(point == UnitPoint(x: 0.2, y: 0.9))
    }

    @Test func distinctPresetsHashDistinctly() {
        let set = Set(Self.presets.map(\.point))
        #expect(set.count == 9)  // zero and topLeading are the same point
    }
}
