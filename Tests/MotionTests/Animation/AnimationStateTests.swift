import Testing
@testable import Motion

/// The slots a custom animation keeps its state in.
struct AnimationStateTests {
    struct Count: AnimationStateKey { static var defaultValue: Int { 0 } }
    struct Inner: AnimationStateKey { static var defaultValue: AnimationState<Double> { AnimationState() } }

    @Test func swappingAValueOutAndBackKeepsItAndLeavesCopiesAlone() {
        var state = AnimationState<Double>()
        var value = 5
        state.swapValue(Count.self, with: &value)
        #expect(value == 0)  // the default came out
        #expect(state[Count.self] == 5)
        let copy = state
        var other = 9
        state.swapValue(Count.self, with: &other)
        #expect(other == 5 && state[Count.self] == 9)
        #expect(copy[Count.self] == 5)  // a copy sharing the slot is not changed
    }

    @Test func aNestedStateMovedOutAndBackKeepsItsWrites() {
        var outer = AnimationState<Double>()
        for step in 1...3 {
            var inner = AnimationState<Double>()
            outer.swapValue(Inner.self, with: &inner)
            inner[Count.self] += step
            outer.swapValue(Inner.self, with: &inner)
        }
        #expect(outer[Inner.self][Count.self] == 6)
    }
}
