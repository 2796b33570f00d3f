import Foundation
import Testing
@testable import Motion

/// Counts how often, and in what order, completions fire.
final class CompletionLog: @unchecked Sendable {
    var entries: [(String, Double)] = []
    var now = 0.0
    func record(_ name: String) { entries.append((name, now)) }
    var names: [String] { entries.map(\.0) }
}

/// A value with a part that does not animate.
private struct Labelled: Animatable {
    var x: Double
    var label: String
    var animatableData: Double {
        get { x }
        set { x = newValue }
    }
}

struct AnimatorTests {
    /// Set again to the value it rests at (a view updated with what it had), an animator starts
    /// nothing, yet takes the value's other parts and still pays a completion.
    @Test func theValueItRestsAtSetAgainStartsNothing() {
        let log = CompletionLog()
        let a = Animator(Labelled(x: 5, label: "a"))
        a.setValue(Labelled(x: 5, label: "b"), transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        #expect(a.modelValue.label == "b")
        #expect(!a.isAnimating)
        var paying = Transaction(animation: .linear(duration: 1))
        paying.addAnimationCompletion { log.record("done") }
        a.setValue(Labelled(x: 5, label: "c"), transaction: paying, at: 2)
        _ = a.presentationValue(at: 2.1)
        #expect(log.names == ["done"])
        // At rest after an animation, its end value set again starts nothing.
        a.setValue(Labelled(x: 10, label: "d"), transaction: Transaction(animation: .linear(duration: 1)), at: 3)
        #expect(a.presentationValue(at: 5).x == 10)
        a.setValue(Labelled(x: 10, label: "e"), transaction: Transaction(animation: .linear(duration: 1)), at: 6)
        #expect(!a.isAnimating)
        #expect(a.presentationValue(at: 6.5).x == 10)
        #expect(a.modelValue.label == "e")
    }

    /// A continuous change that holds still and then moves reads its velocity from the
    /// frames just before the move, the still ones included.
    @Test func aHeldValueInAContinuousChangeTracksZeroVelocityUntilItMoves() {
        let x = Animator(0.0)
        var drag = Transaction()
        drag.isContinuous = true
        drag.tracksVelocity = true
        for i in 0..<5 { x.setValue(0, transaction: drag, at: Double(i) / 60) }
        #expect(x.trackedVelocity == 0)
        x.setValue(10, transaction: drag, at: 5.0 / 60)
        // 0.25 × 600 pt/s (the last frame's slope) + 0.75 × 0 (the frame before).
        #expect(abs(x.trackedVelocity! - 150) < 1e-9)
    }

    @Test func linearGoesFromOldToNew() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(x.modelValue == 100)
        #expect(x.presentationValue(at: 0) == 0)
        #expect(x.presentationValue(at: 0.25) == 25)
        #expect(abs(x.velocity(at: 0.5) - 100) < 1e-6)
        #expect(x.presentationValue(at: 1) == 100)
        #expect(!x.isAnimating)
    }

    @Test func withoutAnAnimationTheValueJumps() {
        let x = Animator(0.0)
        x.setValue(10, at: 0)
        #expect(x.presentationValue(at: 0) == 10)
        #expect(!x.isAnimating)
    }

    @Test func linearInterruptedByLinearCombines() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        let before = x.presentationValue(at: 0.5)
        x.setValue(200, transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        // Continuous at the interruption, then heading for the new target, done when the second ends.
        #expect(abs(x.presentationValue(at: 0.5) - before) < 1e-9)
        let mid = x.presentationValue(at: 1.0)
        #expect(mid > before && mid < 200)
        #expect(x.isAnimating)
        #expect(x.presentationValue(at: 1.5) == 200)
        #expect(!x.isAnimating)
    }

    @Test func springInterruptedBySpringKeepsValueAndVelocity() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .bouncy), at: 0)
        let t = 0.2
        let value = x.presentationValue(at: t), velocity = x.velocity(at: t)
        x.setValue(-50, transaction: Transaction(animation: .bouncy), at: t)
        #expect(abs(x.presentationValue(at: t) - value) < 1e-9)
        #expect(abs(x.velocity(at: t) - velocity) < 1e-6)
        // One step later (the spring advances in whole steps of 1/300 s) it is still moving the
        // old way at about the same speed: the new target's pull changes it by under a quarter.
        let h = 1.0 / 300
        #expect(abs((x.presentationValue(at: t + h) - value) / h - velocity) < 0.25 * abs(velocity))
        #expect(x.runningAnimations.count == 1)
        var end = t
        while x.isAnimating && end < 10 { end += 1.0 / 60; _ = x.presentationValue(at: end) }
        #expect(x.presentationValue(at: end) == -50)
    }

    @Test func springInterruptedByLinearIsContinuous() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .smooth), at: 0)
        let value = x.presentationValue(at: 0.15)
        x.setValue(0, transaction: Transaction(animation: .linear(duration: 0.5)), at: 0.15)
        #expect(abs(x.presentationValue(at: 0.15) - value) < 1e-9)
        #expect(x.runningAnimations.count == 2)
        #expect(x.presentationValue(at: 0.65) == 0)
    }

    @Test func interpolatingSpringsAdd() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .interpolatingSpring), at: 0)
        let value = x.presentationValue(at: 0.1)
        x.setValue(150, transaction: Transaction(animation: .interpolatingSpring), at: 0.1)
        #expect(abs(x.presentationValue(at: 0.1) - value) < 1e-9)
        #expect(x.runningAnimations.count == 2)
        #expect(x.presentationValue(at: 3) == 150)
    }

    @Test func aChangeWithoutAnimationShiftsARunningOne() {
        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        x.setValue(110, at: 0.5)
        #expect(x.presentationValue(at: 0.5) == 60)
        #expect(x.presentationValue(at: 1) == 110)
    }

    @Test func pointsAnimateAsPairs() {
        let p = Animator(CGPoint(x: 0, y: 0))
        p.setValue(CGPoint(x: 100, y: -40), transaction: Transaction(animation: .linear(duration: 2)), at: 0)
        #expect(p.presentationValue(at: 1) == CGPoint(x: 50, y: -20))
    }

    @Test func aSpringAfterADragStartsWithTheFingersVelocity() {
        let x = Animator(0.0)
        var drag = Transaction()
        drag.isContinuous = true
        drag.tracksVelocity = true
        for i in 1...5 { x.setValue(Double(i) * 10, transaction: drag, at: Double(i) / 60) }  // 600 pt/s
        x.setValue(100, transaction: Transaction(animation: .smooth), at: 5.0 / 60)
        #expect(abs(x.velocity(at: 5.0 / 60) - 600) < 1e-6)
        #expect(x.presentationValue(at: 5.0 / 60 + 1.0 / 60) > 55)
    }

    @Test func trackedVelocityWeighsTheLastTwoSlopes() {
        let x = Animator(0.0)
        var drag = Transaction()
        drag.tracksVelocity = true
        x.setValue(0, transaction: drag, at: 0)
        x.setValue(10, transaction: drag, at: 0.1)   // slope 100
        x.setValue(30, transaction: drag, at: 0.2)   // slope 200
        #expect(abs(x.trackedVelocity! - (0.25 * 200 + 0.75 * 100)) < 1e-9)
    }

    @Test func completionsFireOnceWithTheirCriteria() {
        let log = CompletionLog()
        let x = Animator(0.0)
        var transaction = Transaction(animation: .spring(response: 0.3, dampingFraction: 0.9))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { log.record("logical") }
        transaction.addAnimationCompletion(criteria: .removed) { log.record("removed") }
        x.setValue(1, transaction: transaction, at: 0)
        var t = 0.0
        while t < 5 {
            t += 1.0 / 60
            log.now = t
            _ = x.presentationValue(at: t)
        }
        #expect(log.names == ["logical", "removed"])
        #expect(abs(log.entries[0].1 - 0.3) < 1.0 / 60 + 1e-9)
        #expect(log.entries[1].1 > log.entries[0].1)
    }

    @Test func anInterruptedAnimationsLogicalCompletionKeepsItsTime() {
        let log = CompletionLog()
        let x = Animator(0.0)
        var first = Transaction(animation: .spring(response: 0.5, dampingFraction: 1))
        first.addAnimationCompletion { log.record("first") }
        x.setValue(100, transaction: first, at: 0)
        var second = Transaction(animation: .spring(response: 1.5, dampingFraction: 1))
        second.addAnimationCompletion(criteria: .removed) { log.record("second removed") }
        var t = 0.0
        var interrupted = false
        while t < 8 {
            t += 1.0 / 60
            log.now = t
            if !interrupted && t >= 0.2 {
                // A second spring takes over at 0.2 s, long before the first is done.
                x.setValue(0, transaction: second, at: t)
                interrupted = true
            }
            _ = x.presentationValue(at: t)
        }
        #expect(log.names == ["first", "second removed"])
        #expect(abs(log.entries[0].1 - 0.5) < 1.0 / 60 + 1e-9)
    }

    @Test func aCompletionWithNothingToAnimateFiresOnTheNextUpdate() {
        let log = CompletionLog()
        let x = Animator(5.0)
        var transaction = Transaction(animation: .bouncy)
        transaction.addAnimationCompletion { log.record("done") }
        x.setValue(5, transaction: transaction, at: 0)
        #expect(log.names.isEmpty)
        _ = x.presentationValue(at: 0)
        _ = x.presentationValue(at: 1)
        #expect(log.names == ["done"])
    }

    /// A completion that starts the next animation on the same animator (a chained animation,
    /// as `withAnimation(completion:)` code does) runs after the animator's update, not inside it.
    @Test func aCompletionMayAnimateTheSameAnimatorAgain() {
        let x = Animator(0.0)
        var transaction = Transaction(animation: .linear(duration: 1))
        var chained = false
        transaction.addAnimationCompletion(criteria: .removed) {
            chained = true
            x.setValue(0, transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        }
        x.setValue(100, transaction: transaction, at: 0)
        #expect(x.presentationValue(at: 1) == 100)
        #expect(chained)
        #expect(x.modelValue == 0)
        #expect(x.isAnimating)
        #expect(x.presentationValue(at: 1.5) == 50)
        #expect(x.presentationValue(at: 2) == 0)
        #expect(!x.isAnimating)
    }

    @Test func theSameAnimationGivesTheSameValuesAtAnyFrameRate() {
        for animation in [Animation.easeInOut(duration: 0.8), .interpolatingSpring(duration: 0.6, bounce: 0.3), .linear(duration: 0.4).delay(0.1)] {
            var results: [[Double]] = []
            for rate in [30.0, 60, 120, 144] {
                let x = Animator(0.0)
                x.setValue(100, transaction: Transaction(animation: animation), at: 0)
                var frame = 0.0
                var samples: [Double] = []
                while frame / rate < 1.2 {
                    frame += 1
                    let value = x.presentationValue(at: frame / rate)
                    if [0.2, 0.5, 1.0].contains(where: { abs($0 - frame / rate) < 1e-12 }) { samples.append(value) }
                }
                results.append(samples)
            }
            // 30, 60 and 120 Hz share the instants 0.2, 0.5 and 1.0 s exactly; 144 Hz shares 0.5 and 1.0.
            for samples in results.dropFirst() where samples.count == results[0].count {
                for (a, b) in zip(samples, results[0]) { #expect(abs(a - b) < 1e-9, "\(animation)") }
            }
        }
    }
}

struct AnimatorBoundsTests {
    /// Retargeting faster than animations finish must not pile up entries: finished ones at the
    /// front are folded away.
    @Test func runningAnimationsStayBoundedUnderRapidRetargets() {
        let x = Animator(0.0)
        var t = 0.0
        var most = 0
        for i in 0..<600 {
            t = Double(i) / 60
            if i % 6 == 0 { x.setValue(Double(i % 12 == 0 ? 100 : 0), transaction: Transaction(animation: .linear(duration: 1)), at: t) }
            _ = x.presentationValue(at: t)
            most = max(most, x.runningAnimations.count)
        }
        #expect(most <= 11, "\(most) animations running at once")
        while x.isAnimating { t += 1.0 / 60; _ = x.presentationValue(at: t) }
        #expect(x.presentationValue(at: t) == x.modelValue)
    }
}
