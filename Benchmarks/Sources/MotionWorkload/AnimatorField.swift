// The workload of "Advance 10,000 animators one frame", shared by MotionBenchmarks and the
// MotionProfile driver (for callgrind / perf), so both run exactly the same frames.

import KineticCore

/// A field of `Animator<Double>`s, a third each fluid springs, interpolating springs and bezier
/// curves, advanced in 60 Hz frames. Every animator keeps running, moving between 0 and 100:
///
/// - Fluid springs (`.bouncy`, `.smooth`, `.spring(response: 3, dampingFraction: 0.2)`) are
///   retargeted every 60 frames (1 s), staggered so the same number retarget on every frame.
///   They merge, so each animator keeps one running animation (plus the ghosts of the ones it
///   took over, until they are logically complete).
/// - Interpolating springs (`.interpolatingSpring(duration: 0.6, bounce: 0.2)`, which runs at
///   least 1 s) and bezier curves (`.easeInOut(duration: 5)`,
///   `.timingCurve(0.2, 0.8, 0.2, 1, duration: 5)`) are restarted towards the other end on the
///   frame their animation finishes (any animator found finished is restarted the same way).
///
/// Additive animations are not retargeted while they run: an Animator keeps every entry of a
/// combined animation until the last one finishes, so retargeting them faster than they finish
/// grows the entries without bound (tens of thousands after a few seconds), which measures
/// that growth rather than a frame.
public final class AnimatorField {
    public static let frameInterval = 1.0 / 60

    enum Kind { case fluid, interpolating, bezier }

    struct Slot {
        // Owned by `animators`; called here without a retain and release per frame, as a
        // view engine that owns its animators in its graph would.
        let animator: Unmanaged<Animator<Double>>
        let transaction: Transaction
        let period: Int
        let phase: Int
    }

    private var animators: [Animator<Double>] = []
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
            case 1: (interpolating, 0)
            default: (bezier, 0)
            }
            let animation = animations[(i / 3) % animations.count]
            let animator = Animator(0.0)
            animators.append(animator)
            slots.append(Slot(
                animator: .passUnretained(animator), transaction: Transaction(animation: animation),
                period: period, phase: period > 0 ? (i / 3) % period : 0))
        }
        // Start every animator at t = 0, then run 6 s so the field is in its steady state
        // (staggered retargets and restarts, ghosts of merged springs).
        for slot in slots { slot.animator.takeUnretainedValue().setValue(100, transaction: slot.transaction, at: 0) }
        for _ in 0..<360 { _ = advance() }
    }

    /// Advances every animator to the next frame: retargets the fluid springs whose turn it is,
    /// reads every presentation value, and restarts the animators that have finished. Returns
    /// the sum of the values.
    @inline(never)
    public func advance() -> Double {
        frame += 1
        let t = time
        var sum = 0.0
        // A local copy of the array (one access, one retain); the transaction is only read
        // when an animator is set.
        let slots = self.slots
        for i in slots.indices {
            let period = slots[i].period
            let retarget = period > 0 && (frame + slots[i].phase) % period == 0
            sum += slots[i].animator._withUnsafeGuaranteedRef { animator in
                if retarget {
                    animator.setValue(animator.modelValue == 100 ? 0 : 100, transaction: slots[i].transaction, at: t)
                }
                let value = animator.presentationValue(at: t)
                if !animator.isAnimating {
                    animator.setValue(animator.modelValue == 100 ? 0 : 100, transaction: slots[i].transaction, at: t)
                }
                return value
            }
        }
        return sum
    }

    /// How many animators are animating (as of their last update).
    public var runningCount: Int { animators.reduce(0) { $0 + ($1.isAnimating ? 1 : 0) } }

    /// The running animations, summed over all animators.
    public var runningAnimationCount: Int { animators.reduce(0) { $0 + $1.runningAnimations.count } }
}
