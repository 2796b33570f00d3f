import Foundation
import Testing
@testable import Motion

struct AngleTests {
    static let table: [(degrees: Double, radians: Double)] = [
        (0, 0),
        (90, .pi / 2),
        (180, .pi),
        (-45, -.pi / 4),
        (360, 2 * .pi),
    ]

    @Test(arguments: table)
    func degreesConvertToRadians(_ row: (degrees: Double, radians: Double)) {
        #expect(isApproximately(Angle(degrees: row.degrees).radians, row.radians))
        #expect(isApproximately(Angle.degrees(row.degrees).radians, row.radians))
        #expect(isApproximately(Angle(radians: row.radians).degrees, row.degrees))
        #expect(isApproximately(Angle.radians(row.radians).degrees, row.degrees))
    }

    @Test func settingDegreesUpdatesRadians() {
        var angle = Angle()
        #expect(angle == .zero)
        angle.degrees = 270
        #expect(isApproximately(angle.radians, 3 * .pi / 2))
    }

    @Test func comparesBySignedSize() {
        #expect(Angle.degrees(-10) < .zero)
        #expect(Angle.degrees(10) > .degrees(5))
        #expect([Angle.degrees(30), .radians(0.1), .degrees(-1)].sorted() == [.degrees(-1), .radians(0.1), .degrees(30)])
    }

    @Test func animatesThroughRadians() {
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2)
        angle.animatableData = .pi
        #expect(isApproximately(angle.degrees, 180))

        let halfway = Angle.zero.animatableData.interpolated(towards: Angle.degrees(720).animatableData, amount: 0.5)
        #expect(isApproximately(Angle(radians: halfway).degrees, 360))
    }

    @Test func arithmeticWorksOnRadians() {
        let a = Angle.degrees(30)
        let b = Angle.degrees(60)
        #expect(isApproximately((a + b).degrees, 90))
        #expect(isApproximately((b - a).degrees, 30))
        #expect(isApproximately((-a).degrees, -30))
        #expect(isApproximately((a * 3).degrees, 90))
        #expect(isApproximately((3 * a).degrees, 90))
        #expect(isApproximately((b / 2).degrees, 30))

        var c = a
        c += b
        c -= a
        c *= 2
        c /= 4
        #expect(isApproximately(c.degrees, 30))
    }

    @Test func equalAnglesHashEqually() {
        let set: Set<Angle> = [.radians(1), .radians(1), .zero, Angle()]
        #expect(set.count == 2)
    }
}
