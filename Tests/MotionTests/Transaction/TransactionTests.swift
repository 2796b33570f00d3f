import Foundation
import Testing
@testable import Motion

private struct SourceKey: TransactionKey { static let defaultValue = "unknown" }

extension Transaction {
    fileprivate var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

struct TransactionTests {
    @Test func defaults() {
        let transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations && !transaction.isContinuous && !transaction.tracksVelocity)
        #expect(transaction.source == "unknown")
        #expect(Transaction(animation: .bouncy).animation == .bouncy)
    }

    @Test func withAnimationSetsTheCurrentAnimation() {
        #expect(Transaction.current.animation == nil)
        withAnimation(.snappy) {
            #expect(Transaction.current.animation == .snappy)
        }
        withAnimation {
            #expect(Transaction.current.animation == .default)
        }
        #expect(Transaction.current.animation == nil)
    }

    @Test func nestedCallsInheritOuterKeys() {
        withTransaction(\.source, "tap") {
            withAnimation(.bouncy) {
                #expect(Transaction.current.source == "tap")
                #expect(Transaction.current.animation == .bouncy)
                var inner = Transaction()
                inner.isContinuous = true
                withTransaction(inner) {
                    #expect(Transaction.current.isContinuous)
                    #expect(Transaction.current.source == "tap")
                    #expect(Transaction.current.animation == .bouncy)
                }
            }
        }
    }

    @Test func withAnimationReturnsTheBodysResult() throws {
        let value = withAnimation(.linear) { 42 }
        #expect(value == 42)
        #expect(throws: CancellationError.self) { try withAnimation { throw CancellationError() } }
    }

    @Test func withAnimationCompletionReachesTheAnimator() {
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        let x = Animator(0.0)
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            x.setValue(1, transaction: Transaction.current, at: 0)
        } completion: {
            flag.fired += 1
        }
        _ = x.presentationValue(at: 0.5)
        #expect(flag.fired == 0)
        _ = x.presentationValue(at: 1)
        _ = x.presentationValue(at: 2)
        #expect(flag.fired == 1)
    }

    /// Merging writes what the inner transaction set, including a flag set back to false, and
    /// leaves what it did not set.
    @Test func mergingWritesOnlyWhatWasSet() {
        var outer = Transaction(animation: .easeIn)
        outer.isContinuous = true
        outer.tracksVelocity = true
        var inner = Transaction()
        inner.isContinuous = false
        inner.disablesAnimations = true
        let merged = outer.merging(inner)
        #expect(merged.animation == .easeIn)
        #expect(!merged.isContinuous)
        #expect(merged.tracksVelocity)
        #expect(merged.disablesAnimations)
        var clearing = Transaction()
        clearing.animation = nil
        #expect(outer.merging(clearing).animation == nil)
    }
}
