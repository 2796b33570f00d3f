// The seeds' non-view samples, verbatim but for the import (and one typo: the notes'
// `static let defaultValue: false` is written `= false`, which is what compiles in SwiftUI too).
import Foundation
import Testing
import Motion

struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
        if time > duration { return nil } // The animation has finished.

        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

extension Animation {
    static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}

// From the practitioners' guide.
struct LinearAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(
        value: V, // Delta vector: target - current
        time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> V? {
        if time >= duration { return nil }
        return value.scaled(by: time / duration)
    }
}

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

struct SeedSamplesTests {
    @Test func elasticAnimationRunsThroughAnimation() {
        var context = AnimationContext<Double>()
        let animation = Animation.elasticEaseInEaseOut(duration: 5)
        #expect(abs(animation.animate(value: 100.0, time: 2.5, context: &context)! - 50) < 1)
        #expect(animation.animate(value: 100.0, time: 5.1, context: &context) == nil)
        #expect(Animation.elasticEaseInEaseOut.description.contains("ElasticEaseInEaseOutAnimation"))
    }

    @Test func guideLinearAnimationMatchesTheBuiltIn() {
        let custom = Animator(0.0), builtIn = Animator(0.0)
        custom.setValue(10, transaction: Transaction(animation: Animation(LinearAnimation(duration: 2))), at: 0)
        builtIn.setValue(10, transaction: Transaction(animation: .linear(duration: 2)), at: 0)
        for t in [0.5, 1, 1.5, 2] { #expect(abs(custom.presentationValue(at: t) - builtIn.presentationValue(at: t)) < 1e-12) }
    }

    @Test func customTransactionKey() {
        var transaction = Transaction()
        #expect(!transaction.avatarTapped)
        transaction.avatarTapped = true
        #expect(transaction.avatarTapped)
        withTransaction(\.avatarTapped, true) { #expect(Transaction.current.avatarTapped) }
    }
}
