import Foundation

/// A timing curve inside any number of delays, speed changes, repeats and logical-completion
/// marks (`.linear(duration: 0.5).delay(0.2).repeatForever()`): what it does to a change
/// depends on time alone. An animator runs it as one fraction per frame, on no particular
/// value type: no calls through the ``Animation`` existential, no generic metadata, no state
/// boxes.
///
/// It computes exactly what the wrappers compute when run one inside the other (the same
/// operations on the same numbers, in the same order). A repeat's run count and start, which
/// the wrapper keeps in its context's state slots, live in a ``Run`` array the animator keeps
/// beside the driver; ``state(_:)`` writes them back into slots for the code that reads a
/// context (velocity, inspection, merging).
struct TimedCurve {
    enum Step {
        /// `t′ = max(0, t − delay)`.
        case delay(TimeInterval)
        /// `t′ = t · speed`.
        case speed(Double)
        /// Logically complete once `t ≥ after`.
        case logicallyComplete(after: TimeInterval)
        /// Runs the rest again each time it finishes (see ``RepeatAnimation``).
        case repeating(count: Int?, autoreverses: Bool)
    }

    /// One repeat's progress: the run it is in and the time that run started.
    typealias Run = (iteration: Int, start: Double)

    /// The wrappers, outermost first.
    let steps: [Step]
    let curve: TimingCurveAnimation

    /// The wrappers around a timing curve, or nil when `animation` is anything else (or a bare
    /// curve, which needs no wrapping).
    init?(_ animation: Animation) {
        var steps: [Step] = []
        var current = animation
        while true {
            switch Self.layer(current.base) {
            case .wrapper(let step, let base):
                steps.append(step)
                current = base
            case .curve(let curve):
                guard !steps.isEmpty else { return nil }
                self.steps = steps
                self.curve = curve
                return
            case .other:
                return nil
            }
        }
    }

    private enum Layer {
        case wrapper(Step, base: Animation)
        case curve(TimingCurveAnimation)
        case other
    }

    /// What `base` is, by comparing its type (the existential is opened once, no dynamic casts).
    private static func layer<A: CustomAnimation>(_ base: A) -> Layer {
        if A.self == TimingCurveAnimation.self { return .curve(unsafeBitCast(base, to: TimingCurveAnimation.self)) }
        if A.self == DelayAnimation.self {
            let delay = unsafeBitCast(base, to: DelayAnimation.self)
            return .wrapper(.delay(delay.delay), base: delay.base)
        }
        if A.self == SpeedAnimation.self {
            let speed = unsafeBitCast(base, to: SpeedAnimation.self)
            return .wrapper(.speed(speed.speed), base: speed.base)
        }
        if A.self == LogicallyCompleteAnimation.self {
            let mark = unsafeBitCast(base, to: LogicallyCompleteAnimation.self)
            return .wrapper(.logicallyComplete(after: mark.after), base: mark.base)
        }
        if A.self == RepeatAnimation.self {
            let repeating = unsafeBitCast(base, to: RepeatAnimation.self)
            return .wrapper(.repeating(count: repeating.count, autoreverses: repeating.autoreverses), base: repeating.base)
        }
        return .other
    }

    /// The change done at `time`, or nil once finished; `runs` and `isLogicallyComplete` are
    /// updated as the wrappers update their context.
    @inline(__always)
    func animate<V: VectorArithmetic>(value: V, time: Double, runs: inout [Run], isLogicallyComplete: inout Bool) -> V? {
        guard let (fraction, reversals) = run(from: 0, repeat: 0, time: time, runs: &runs, isLogicallyComplete: &isLogicallyComplete) else {
            return nil
        }
        // A reversed run gives `value − done`, once per reversing repeat, innermost first.
        var result = value.scaled(by: fraction)
        for _ in 0..<reversals { result = value - result }
        return result
    }

    /// Runs the steps from `index` on (`repeatIndex` is the first repeat among them): the
    /// curve's fraction and how many repeats around it run backwards, or nil once finished.
    private func run(from index: Int, repeat repeatIndex: Int, time: Double, runs: inout [Run],
                     isLogicallyComplete: inout Bool) -> (fraction: Double, reversals: Int)? {
        guard index < steps.count else { return curve.fraction(at: time).map { ($0, 0) } }
        switch steps[index] {
        case .delay(let delay):
            return run(from: index + 1, repeat: repeatIndex, time: max(0, time - delay), runs: &runs, isLogicallyComplete: &isLogicallyComplete)
        case .speed(let speed):
            return run(from: index + 1, repeat: repeatIndex, time: time * speed, runs: &runs, isLogicallyComplete: &isLogicallyComplete)
        case .logicallyComplete(let after):
            let result = run(from: index + 1, repeat: repeatIndex, time: time, runs: &runs, isLogicallyComplete: &isLogicallyComplete)
            isLogicallyComplete = time >= after
            return result
        case .repeating(let count, let autoreverses):
            var progress = runs[repeatIndex]
            var iterations = 0
            while true {
                if let count, progress.iteration >= count { return nil }
                // The inner context starts with this one's flag.
                var innerComplete = isLogicallyComplete
                let reversed = autoreverses && progress.iteration % 2 == 1
                let result = run(from: index + 1, repeat: repeatIndex + 1, time: max(0, time - progress.start), runs: &runs,
                                 isLogicallyComplete: &innerComplete)
                if let done = result {
                    runs[repeatIndex] = progress
                    if count == nil || progress.iteration == count! - 1 {
                        isLogicallyComplete = innerComplete
                    }
                    return reversed ? (done.fraction, done.reversals + 1) : done
                }
                // This run is over: the next starts now, and the repeats inside start afresh.
                progress = (progress.iteration + 1, time)
                for inner in (repeatIndex + 1)..<runs.count { runs[inner] = (0, 0) }
                iterations += 1
                if iterations > 1 && time - progress.start <= 0 {
                    runs[repeatIndex] = progress
                    if count == nil { return nil }
                }
            }
        }
    }

    /// `runs` as the wrappers keep them in a context's state slots.
    func state<V: VectorArithmetic>(_ runs: [Run]) -> AnimationState<V> {
        var state = AnimationState<V>()
        write(runs, from: 0, repeat: 0, into: &state)
        return state
    }

    private func write<V: VectorArithmetic>(_ runs: [Run], from index: Int, repeat repeatIndex: Int, into state: inout AnimationState<V>) {
        guard let offset = steps[index...].firstIndex(where: { if case .repeating = $0 { true } else { false } }) else { return }
        state[RepeatAnimation.Progress.self] = runs[repeatIndex]
        var inner = AnimationState<V>()
        write(runs, from: offset + 1, repeat: repeatIndex + 1, into: &inner)
        state[RepeatAnimation.BaseState<V>.self] = inner
    }

    /// The runs kept in a context's state slots (the wrappers' defaults where none is kept).
    func runs<V: VectorArithmetic>(in state: AnimationState<V>) -> [Run] {
        var runs: [Run] = []
        var state = state
        for step in steps {
            guard case .repeating = step else { continue }
            runs.append(state[RepeatAnimation.Progress.self])
            state = state[RepeatAnimation.BaseState<V>.self]
        }
        return runs
    }
}
