import Foundation
import PropertyBased
import Testing
@testable import Motion

struct CoreGraphicsAnimatableTests {
    @Test func pointAnimatesXThenY() {
        var point = CGPoint(x: 3, y: -4)
        #expect(point.animatableData == AnimatablePair(3, -4))
        #expect(point.animatableData.magnitudeSquared == 25)
        point.animatableData = AnimatablePair(7, 8)
        #expect(point == CGPoint(x: 7, y: 8))
    }

    @Test func sizeAnimatesWidthThenHeight() {
        var size = CGSize(width: 10, height: 20)
        #expect(size.animatableData == AnimatablePair(10, 20))
        size.animatableData = size.animatableData.interpolated(towards: AnimatablePair(30, 40), amount: 0.5)
        #expect(size == CGSize(width: 20, height: 30))
    }

    @Test func rectNestsOriginAndSize() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let data = rect.animatableData
        #expect(data.first == AnimatablePair(1, 2))
        #expect(data.second == AnimatablePair(3, 4))
        #expect(data.magnitudeSquared == 30)
    }

    @Test func rectRoundTripsThroughAnimatableData() {
        let source = CGRect(x: -5, y: 6.5, width: 100, height: 0.25)
        var target = CGRect.zero
        target.animatableData = source.animatableData
        #expect(target == source)
    }

    @Test func rectInterpolatesAllFourValues() {
        let from = CGRect(x: 0, y: 0, width: 10, height: 10)
        let to = CGRect(x: 100, y: -50, width: 30, height: 0)
        var rect = from
        rect.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.25)
        #expect(rect == CGRect(x: 25, y: -12.5, width: 15, height: 7.5))
    }

    @Test func rectDataObeysVectorLaws() async {
        await propertyCheck(
            input: Gen.double(in: -1000...1000), Gen.double(in: -1000...1000),
            Gen.double(in: 0...1000), Gen.double(in: 0...1000)
        ) { x, y, width, height in
            let a = CGRect(x: x, y: y, width: width, height: height).animatableData
            let b = CGRect(x: width, y: height, width: -x, height: y).animatableData
            let roundTrip = a + b - b
            #expect(isApproximately(Double(roundTrip.first.first), Double(a.first.first)))
            #expect(isApproximately(Double(roundTrip.first.second), Double(a.first.second)))
            #expect(isApproximately(Double(roundTrip.second.first), Double(a.second.first)))
            #expect(isApproximately(Double(roundTrip.second.second), Double(a.second.second)))
            #expect(a.scaled(by: 2) == a + a)
            #expect(a - a == .zero)
        }
    }
}
