// The workload of "Advance 10,000 animators one frame", shared by MotionBenchmarks and the
// MotionProfile driver (for callgrind / perf), so both run exactly the same frames.

import Kinetic

/// A field of `Animator<Double>`s, a third each fluid springs, interpolating springs and bezier
/// curves, advanced in 60 Hz frames. Every animator keeps running: each is retargeted (between
/// 0 and 100) every `period` frames of its kind, staggered so that the same number retarget on
/// every frame, with periods shorter than the time its animations take to settle.
///
/// - Fluid springs (`.bouncy`, `.smooth`, `.spring(response: 3, dampingFraction: 0.2)`):
///   every 60 frames (1 s). They merge, so each animator keeps one running animation.
/// - Interpolating springs (`.interpolatingSpring(duration: 0.6, bounce: 0.2)`, which runs at
///   least 1 s): every 36 frames (0.6 s). They add, so 1–2 run beside each other.
/// - Bezier curves (`.easeInOut(duration: 5)`, `.timingCurve(0.2, 0.8, 0.2, 1, duration: 5)`):
///   every 240 frames (4 s). They add, so 1–2 run beside each other.
public final class AnimatorField {
    public static let frameInterval = 1.0 / 60

    enum Kind { case fluid, interpolating, bezier }

    struct Slot {
        let animator: Animator<Double>
        let transaction: Transaction
        let period: Int
        let phase: Int
    }

    private var slots: [Slot] = []
    public private(set) var frame = 0
    public var time: Double { Double(frame) * AnimatorField.frameInterval }
    public let count: Int

    public init(count: Int = 10_000) {
        self.count = count
        let fluid: [Animation] = [.bouncy, .smooth, .spring(response: 3, dampingFraction: 0.2)]
        let interpolating: [Animation] = [.interpolatingSpring(duration: 0.6, bounce: 0.2)]
        let bezier: [Animation] = [.easeInOut(duration: 5), .timingCurve(0.2, 0.8, 0.2, 1, duration: 5)]
        slots.reserveCapacity(count)
        for i in 0..<count {
            let (animations, period): ([Animation], Int) = switch i % 3 {
            case 0: (fluid, 60)
            case 1: (interpolating, 36)
            default: (bezier, 240)
            }
            let animation = animations[(i / 3) % animations.count]
            slots.append(Slot(
                animator: Animator(0.0), transaction: Transaction(animation: animation),
                period: period, phase: (i / 3) % period))
        }
        // Start every animator at t = 0, then run one longest period so the field is in its
        // steady state (staggered retargets, overlapping interpolating and bezier entries).
        for slot in slots { slot.animator.setValue(100, transaction: slot.transaction, at: 0) }
        for _ in 0..<240 { _ = advance() }
    }

    /// Advances every animator to the next frame: retargets the animators whose turn it is,
    /// then reads every presentation value. Returns the sum of the values.
    @inline(never)
    public func advance() -> Double {
        frame += 1
        let t = time
        var sum = 0.0
        for slot in slots {
            if (frame + slot.phase) % slot.period == 0 {
                let target = slot.animator.modelValue == 100 ? 0.0 : 100.0
                slot.animator.setValue(target, transaction: slot.transaction, at: t)
            }
            sum += slot.animator.presentationValue(at: t)
        }
        return sum
    }

    /// How many animators are animating (as of their last update).
    public var runningCount: Int { slots.reduce(0) { $0 + ($1.animator.isAnimating ? 1 : 0) } }

    /// The running animations, summed over all animators.
    public var runningAnimationCount: Int { slots.reduce(0) { $0 + $1.animator.runningAnimations.count } }
}
