import Testing
@testable import KineticCore

/// A buffer holding `elements` from a previous frame, walked from the start.
private func buffer(_ elements: [Int]) -> RetainedBuffer<Int> {
    var buffer = RetainedBuffer<Int>()
    buffer.begin()
    for element in elements { buffer.emit(element, rebuilding: true) }
    _ = buffer.replace(oldCount: 0, withScratchFrom: 0)
    buffer.end()
    _ = buffer.takeChanges()
    buffer.begin()
    return buffer
}

@Suite struct RetainedBufferTests {
    @Test func aFirstFrameTakesTheScratchArrayWhole() {
        var b = RetainedBuffer<Int>()
        b.begin()
        for i in 0..<5 { b.emit(i, rebuilding: true) }
        #expect(b.replace(oldCount: 0, withScratchFrom: 0) == 5)
        b.end()
        #expect(b.elements == [0, 1, 2, 3, 4])
        #expect(!b.isInconsistent)
        #expect(b.scratch.isEmpty)
    }

    @Test func skippingLeavesElementsAlone() {
        var b = buffer([1, 2, 3, 4])
        b.skip(4)
        b.end()
        #expect(b.elements == [1, 2, 3, 4])
        #expect(!b.isInconsistent)
        #expect(b.takeChanges() == nil)
    }

    @Test func aRunOfTheSameLengthIsReplacedInPlace() {
        var b = buffer([1, 2, 3, 4, 5])
        b.skip(1)
        let mark = b.position(rebuilding: true)
        b.emit(20, rebuilding: true)
        b.emit(30, rebuilding: true)
        #expect(b.replace(oldCount: 2, withScratchFrom: mark) == 2)
        b.skip(2)
        b.end()
        #expect(b.elements == [1, 20, 30, 4, 5])
        #expect(!b.isInconsistent)
        let changes = b.takeChanges()
        #expect(changes?.lower == 1 && changes?.upper == 3)
    }

    @Test(arguments: [0, 1, 3])
    func aRunOfAnotherLengthMovesWhatFollows(newLength: Int) {
        var b = buffer([1, 2, 3, 4, 5])
        b.skip(1)
        let mark = b.position(rebuilding: true)
        for i in 0..<newLength { b.emit(100 + i, rebuilding: true) }
        #expect(b.replace(oldCount: 2, withScratchFrom: mark) == newLength)
        b.skip(2)
        b.end()
        #expect(b.elements == [1] + (0..<newLength).map { 100 + $0 } + [4, 5])
        #expect(!b.isInconsistent)
        #expect(b.takeChanges()?.upper == Int.max)
    }

    @Test func walkingInOverwritesOwnElementsAtTheCursor() {
        var b = buffer([1, 2, 3])
        b.emit(10, rebuilding: false)
        b.skip(1)
        b.emit(30, rebuilding: false)
        b.end()
        #expect(b.elements == [10, 2, 30])
        #expect(!b.isInconsistent)
    }

    @Test func whatWasEmittedSinceAMarkIsVisibleInBothModes() {
        var b = buffer([1, 2, 3])
        let mark = b.position(rebuilding: false)
        b.emit(7, rebuilding: false)
        b.skip(1)
        #expect(Array(b.emitted(since: mark, rebuilding: false)) == [7, 2])
        let scratchMark = b.position(rebuilding: true)
        b.emit(9, rebuilding: true)
        #expect(Array(b.emitted(since: scratchMark, rebuilding: true)) == [9])
    }

    @Test func aWalkThatDoesNotMatchIsReported() {
        var short = buffer([1, 2])
        short.skip(1)
        short.end()
        #expect(short.isInconsistent, "elements left over")

        var long = buffer([1, 2])
        long.skip(3)
        long.end()
        #expect(long.isInconsistent, "skipped past the end")

        var overrun = buffer([1])
        overrun.skip(1)
        overrun.emit(5, rebuilding: false)
        overrun.end()
        #expect(overrun.isInconsistent, "emitted past the end")

        var replaced = buffer([1, 2])
        replaced.skip(1)
        let mark = replaced.position(rebuilding: true)
        replaced.emit(3, rebuilding: true)
        _ = replaced.replace(oldCount: 4, withScratchFrom: mark)
        #expect(replaced.isInconsistent, "replaced more than there was")
    }

    @Test func aNewWalkStartsConsistent() {
        var b = buffer([1])
        b.skip(2)
        b.end()
        #expect(b.isInconsistent)
        b.begin()
        b.skip(1)
        b.end()
        #expect(!b.isInconsistent)
    }
}
