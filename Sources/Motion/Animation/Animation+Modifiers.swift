import Foundation

/// Waits `delay` seconds, then runs the base animation: `t′ = max(0, t − delay)`.
struct DelayAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    var delay: TimeInterval

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(0, time - delay), context: &context)
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let old = previous.base as? DelayAnimation, old.delay == delay else { return false }
        return base.shouldMerge(previous: old.base, value: value, time: max(0, time - delay), context: &context)
    }

    var description: String { "\(base).delay(\(written(delay)))" }
}

/// Runs the base animation `speed` times as fast: `t′ = t · speed`.
struct SpeedAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    var speed: Double

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let old = previous.base as? SpeedAnimation, old.speed == speed else { return false }
        return base.shouldMerge(previous: old.base, value: value, time: time * speed, context: &context)
    }

    var description: String { "\(base).speed(\(written(speed)))" }
}

/// Marks the base animation logically complete at `after` seconds, whatever it says itself.
struct LogicallyCompleteAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    var after: TimeInterval

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= after
        return result
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let old = previous.base as? LogicallyCompleteAnimation, old.after == after else { return false }
        return base.shouldMerge(previous: old.base, value: value, time: time, context: &context)
    }

    var description: String { "\(base).logicallyComplete(after: \(written(after)))" }
}

/// Runs the base animation again each time it finishes, `count` times in all (nil: for ever),
/// reversing every other run when `autoreverses`.
///
/// A new run starts at the time of the frame that saw the previous one finish. After the last
/// run the animation finishes and the value shows its model value, even if the last run was a
/// reversed one.
struct RepeatAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    var count: Int?
    var autoreverses: Bool

    struct Progress: AnimationStateKey {
        static var defaultValue: (iteration: Int, start: Double) { (0, 0) }
    }

    struct BaseState<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: AnimationState<V> { AnimationState() }
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var progress = context.state[Progress.self]
        var iterations = 0
        while true {
            if let count, progress.iteration >= count { return nil }
            // The run's state is moved out for the base to update and moved back: reading and
            // writing a copy made both copies share storage, and every frame allocated.
            var inner = context.withState(AnimationState<V>())
            context.state.swapValue(BaseState<V>.self, with: &inner.state)
            let reversed = autoreverses && progress.iteration % 2 == 1
            let result = base.animate(value: value, time: max(0, time - progress.start), context: &inner)
            context.state.swapValue(BaseState<V>.self, with: &inner.state)
            if let done = result {
                context.state[Progress.self] = progress
                if count == nil || progress.iteration == count! - 1 {
                    context.isLogicallyComplete = inner.isLogicallyComplete
                }
                return reversed ? value - done : done
            }
            // This run is over: the next starts now, from fresh state.
            progress = (progress.iteration + 1, time)
            context.state[BaseState<V>.self] = AnimationState()
            iterations += 1
            // A base that finishes at once would loop for ever; treat it as finished.
            if iterations > 1 && time - progress.start <= 0 {
                context.state[Progress.self] = progress
                if count == nil { return nil }
            }
        }
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let progress = context.state[Progress.self]
        let inner = context.withState(context.state[BaseState<V>.self])
        guard let velocity = base.velocity(value: value, time: max(0, time - progress.start), context: inner) else { return nil }
        return autoreverses && progress.iteration % 2 == 1 ? .zero - velocity : velocity
    }

    var description: String {
        count.map { "\(base).repeatCount(\($0), autoreverses: \(autoreverses))" } ?? "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// This animation, started `delay` seconds later. A negative, NaN or infinite delay counts
    /// as 0, with a warning.
    public func delay(_ delay: TimeInterval) -> Animation {
        let delay = ParameterCheck("Animation.delay(_:)").clamp(delay, "delay", to: 0...Double.infinity, fallback: 0)
        return Animation(DelayAnimation(base: self, delay: delay))
    }

    /// This animation played `speed` times as fast. A speed that is not finite or under 10⁻⁹
    /// (0, negative, NaN) would never finish or run backwards; it is treated as 1, with a
    /// warning. One over 10⁹ (a second in a nanosecond) becomes 10⁹, with a warning: faster
    /// would only make the velocity overflow.
    public func speed(_ speed: Double) -> Animation {
        let speed = ParameterCheck("Animation.speed(_:)").clamp(speed, "speed", to: 1e-9...1e9, fallback: 1, below: 1)
        return Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// This animation played `repeatCount` times, every other time backwards when
    /// `autoreverses`. A count of 0 plays nothing: the value jumps to its end; a negative count
    /// is 0, with a warning.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        let count = ParameterCheck("Animation.repeatCount(_:autoreverses:)").nonNegativeInteger(repeatCount, "repeatCount")
        return Animation(RepeatAnimation(base: self, count: count, autoreverses: autoreverses))
    }

    /// This animation played for as long as the value's view lives.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// This animation, counted as logically complete `duration` seconds after it starts. A
    /// negative, NaN or infinite duration counts as 0, with a warning.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        let after = ParameterCheck("Animation.logicallyComplete(after:)").clamp(duration, "duration", to: 0...Double.infinity, fallback: 0)
        return Animation(LogicallyCompleteAnimation(base: self, after: after))
    }
}
