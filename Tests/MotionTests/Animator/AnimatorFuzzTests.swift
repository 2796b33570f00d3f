import Foundation
import Testing
@testable import Motion

/// The animator fuzz (see AnimatorFuzz): 10,000 seeded sequences in every test run, in
/// parallel chunks; `make fuzz` runs 1,000,000 in a release build (KINETIC_FUZZ_SEQUENCES), and
/// KINETIC_FUZZ_SEED replays one sequence.
struct AnimatorFuzzTests {
    static let chunks = 8

    /// How many sequences to run, and from which seed.
    static var plan: (first: UInt64, count: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["KINETIC_FUZZ_SEED"].flatMap(UInt64.init) { return (seed, 1) }
        let count = environment["KINETIC_FUZZ_SEQUENCES"].flatMap(UInt64.init) ?? 10_000
        let first = environment["KINETIC_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1
        return (first, count)
    }

    @Test(arguments: 0..<chunks)
    func randomSequencesKeepEveryPromise(chunk: Int) {
        let (first, count) = Self.plan
        var failures: [AnimatorFuzz.Failure] = []
        var seed = first + UInt64(chunk)
        while seed < first + count {
            if let failure = AnimatorFuzz.check(seed: seed) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
            seed += UInt64(Self.chunks)
        }
        for failure in failures { Issue.record("\(failure)") }
    }

    // The examples the issue reported, kept as regressions of their own.

    @Test func aRetargetedSpringsLogicalCompletionFiresAfterAChangeWithNoAnimation() {
        var fired: [String] = []
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        var bouncy = Transaction(animation: .bouncy)
        bouncy.addAnimationCompletion { fired.append("bouncy") }
        x.setValue(50, transaction: bouncy, at: 0.5)
        var snappy = Transaction(animation: .snappy)
        snappy.addAnimationCompletion(criteria: .logicallyComplete) { fired.append("snappy logically complete") }
        snappy.addAnimationCompletion(criteria: .removed) { fired.append("snappy removed") }
        x.setValue(200, transaction: snappy, at: 0.9)
        var t = 0.9
        while t < 1.13 { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        x.setValue(149, transaction: Transaction(), at: 1.13)
        while x.isAnimating && t < 10 { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        #expect(fired.sorted() == ["bouncy", "snappy logically complete", "snappy removed"])
        // The retargeting spring is logically complete a response (0.5 s) after it took over,
        // not at once because the spring it took over already was.
        #expect(!x.isAnimating)
    }

    @Test func aMergedSpringCountsItsResponseFromTheTakeover() {
        var firedAt: Double?
        let x = Animator(0.0)
        var t = 0.0
        x.setValue(100, transaction: Transaction(animation: .smooth), at: 0)
        while t < 0.8 - 1e-9 { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        var snappy = Transaction(animation: .snappy)
        snappy.addAnimationCompletion { firedAt = t }
        x.setValue(300, transaction: snappy, at: t)
        while x.isAnimating { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        let fired = try! #require(firedAt)
        #expect(fired >= 1.3 - 1e-9 && fired < 1.3 + 1.0 / 60 + 1e-9, "fired at \(fired) s")
    }

    @Test func aGhostsCompletionFiresWhenTheValueRestsFirst() {
        // A slow spring with a completion, taken over at once by a quick one that rests before
        // the slow one would have been logically complete: the completion fires at rest.
        var fired = false
        let x = Animator(0.0)
        var slow = Transaction(animation: .spring(response: 3, dampingFraction: 1))
        slow.addAnimationCompletion { fired = true }
        x.setValue(100, transaction: slow, at: 0)
        x.setValue(100.5, transaction: Transaction(animation: .spring(response: 0.1, dampingFraction: 1)), at: 0.05)
        var t = 0.05
        while x.isAnimating { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        #expect(t < 3)
        #expect(fired)
    }

    @Test func aValueComesHomeExactlyAfterAChangeWithNoAnimation() {
        // Additive animations, then a change with no animation: at rest the value is the model
        // value to the last bit (it was 1.4e-13 off).
        let x = Animator(37.16)
        var t = 0.0
        x.setValue(100.3, transaction: Transaction(animation: .linear(duration: 0.2)), at: 0)
        while t < 0.22 - 1e-9 { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        x.setValue(-12.9, transaction: Transaction(animation: .linear(duration: 0.6).speed(3)), at: 0.22)
        while x.isAnimating { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        x.setValue(149.27892998978427, transaction: Transaction(), at: 0.80)
        #expect(x.presentationValue(at: 0.80) == 149.27892998978427)
        #expect(x.presentationValue(at: 2) == 149.27892998978427)
        #expect(x.velocity(at: 2) == 0)
    }

    @Test func stoppingFiresEveryWaitingCompletionOnce() {
        var fired: [String] = []
        let x = Animator(0.0)
        var forever = Transaction(animation: .linear(duration: 1).repeatForever())
        forever.addAnimationCompletion(criteria: .logicallyComplete) { fired.append("logical") }
        forever.addAnimationCompletion(criteria: .removed) { fired.append("removed") }
        x.setValue(10, transaction: forever, at: 0)
        _ = x.presentationValue(at: 5)
        #expect(fired.isEmpty)
        x.stopAnimations()
        #expect(fired.sorted() == ["logical", "removed"])
        #expect(x.presentationValue(at: 5) == 10 && !x.isAnimating)
        x.stopAnimations()
        #expect(fired.count == 2)
    }

    @Test func anAnimatorDroppedMidAnimationPaysItsCompletions() {
        var fired = 0
        do {
            let x = Animator(0.0)
            var transaction = Transaction(animation: .bouncy)
            transaction.addAnimationCompletion(criteria: .removed) { fired += 1 }
            x.setValue(10, transaction: transaction, at: 0)
            _ = x.presentationValue(at: 0.1)
        }
        #expect(fired == 1)
    }

    @Test func aCustomAnimationThatTurnsNaNIsStoppedWithAWarning() {
        let x = Animator(0.0)
        let warnings = Diagnostics.collectingWarnings {
            x.setValue(10, transaction: Transaction(animation: Animation(NotFiniteAfterAWhile())), at: 0)
            for frame in 1...30 { #expect(x.presentationValue(at: Double(frame) / 60).isFinite) }
        }
        #expect(!x.isAnimating)
        #expect(x.presentationValue(at: 1) == 10)
        #expect(warnings.count == 1 && warnings[0].contains("not finite"))
    }
}
