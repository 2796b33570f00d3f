import Foundation
import PropertyBased
import Testing
@testable import Motion

struct AnimatablePairTests {
    typealias Pair = AnimatablePair<Double, Double>
    typealias Nested = AnimatablePair<Double, AnimatablePair<CGFloat, Float>>

    @Test func zeroHasZeroHalves() {
        #expect(Pair.zero == Pair(0, 0))
        #expect(Pair.zero.magnitudeSquared == 0)
        #expect(Nested.zero == Nested(0, AnimatablePair(0, 0)))
    }

    @Test func addsAndSubtractsEachHalf() {
        let a = Pair(1, 2)
        let b = Pair(10, -20)
        #expect(a + b == Pair(11, -18))
        #expect(a - b == Pair(-9, 22))

        var c = a
        c += b
        #expect(c == Pair(11, -18))
        c -= b
        #expect(c == a)
    }

    @Test func scalesBothHalves() {
        var pair = Pair(3, -4)
        pair.scale(by: 0.5)
        #expect(pair == Pair(1.5, -2))
        #expect(Pair(3, -4).scaled(by: -2) == Pair(-6, 8))
    }

    @Test func magnitudeSquaredSumsBothHalves() {
        #expect(Pair(3, 4).magnitudeSquared == 25)
        #expect(Nested(1, AnimatablePair(2, 2)).magnitudeSquared == 9)
    }

    @Test func interpolatesHalvesIndependently() {
        let start = Pair(0, 100)
        let end = Pair(10, 50)
        #expect(start.interpolated(towards: end, amount: 0) == start)
        #expect(start.interpolated(towards: end, amount: 1) == end)
        #expect(start.interpolated(towards: end, amount: 0.5) == Pair(5, 75))

        var moving = start
        moving.interpolate(towards: end, amount: 0.25)
        #expect(moving == Pair(2.5, 87.5))
    }

    @Test func nestedPairsCombineRecursively() {
        let a = Nested(1, AnimatablePair(2, 3))
        let b = Nested(4, AnimatablePair(5, 6))
        #expect(a + b == Nested(5, AnimatablePair(7, 9)))
        #expect(b - a == Nested(3, AnimatablePair(3, 3)))
        #expect(a.scaled(by: 2) == Nested(2, AnimatablePair(4, 6)))
        #expect(a.interpolated(towards: b, amount: 0.5) == Nested(2.5, AnimatablePair(3.5, 4.5)))
    }

    @Test func equalPairsHashEqually() {
        let set: Set<Pair> = [Pair(1, 2), Pair(1, 2), Pair(2, 1)]
        #expect(set.count == 2)
        #expect(Pair(1, 2) != Pair(2, 1))
    }

    @Test func pairOfSendableHalvesIsSendable() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        #expect(requireSendable(Pair(1, 2)) == Pair(1, 2))
    }

    @Test func additionUndoesSubtractionAndScalingByTwoDoubles() async {
        await propertyCheck(
            input: Gen.double(in: -1000...1000), Gen.double(in: -1000...1000),
            Gen.double(in: -1000...1000), Gen.double(in: -1000...1000)
        ) { a1, a2, b1, b2 in
            let a = Pair(a1, a2)
            let b = Pair(b1, b2)
            let roundTrip = a + b - b
            #expect(isApproximately(roundTrip.first, a.first))
            #expect(isApproximately(roundTrip.second, a.second))
            #expect(a.scaled(by: 2) == a + a)
            #expect(isApproximately(a.magnitudeSquared, a1 * a1 + a2 * a2))
        }
    }
}

struct EmptyAnimatableDataTests {
    @Test func everyOperationIsANoOp() {
        let empty = EmptyAnimatableData()
        #expect(empty == .zero)
        #expect(empty + empty == empty)
        #expect(empty - empty == empty)
        #expect(empty.scaled(by: 42) == empty)
        #expect(empty.interpolated(towards: .zero, amount: 0.5) == empty)
        #expect(empty.magnitudeSquared == 0)

        var mutable = empty
        mutable += empty
        mutable -= empty
        mutable.scale(by: -3)
        #expect(mutable == empty)
    }

    @Test func isZeroSized() {
        #expect(MemoryLayout<EmptyAnimatableData>.size == 0)
    }

    @Test func defaultAnimatableDataIgnoresWrites() {
        struct Still: Animatable, Equatable {
            typealias AnimatableData = EmptyAnimatableData
            var label = "still"
        }
        var still = Still()
        #expect(still.animatableData == EmptyAnimatableData())
        still.animatableData = EmptyAnimatableData()
        #expect(still == Still())
    }

    @Test func vectorTypesAnimateThemselves() {
        struct Meters: Animatable, VectorArithmetic {
            var value: Double
            static var zero: Meters { Meters(value: 0) }
            static func + (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value + rhs.value) }
            static func - (lhs: Meters, rhs: Meters) -> Meters { Meters(value: lhs.value - rhs.value) }
            mutating func scale(by rhs: Double) { value *= rhs }
            var magnitudeSquared: Double { value * value }
        }
        var distance = Meters(value: 3)
        #expect(distance.animatableData == Meters(value: 3))
        distance.animatableData = Meters(value: 7)
        #expect(distance.value == 7)
    }
}
