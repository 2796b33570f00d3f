import Foundation

/// Runs the animations of one animatable value: keeps its model value, starts an animation
/// when a change arrives in an animated transaction, merges or combines it with the one
/// running, and reports the presentation value and velocity at any time.
///
/// The model value changes at once; the presentation value moves from the old value to the new
/// one over the animation. While an animation runs, a new animated change either takes it over
/// (when the new animation's `shouldMerge` says so: fluid springs keep position and velocity
/// and retarget) or runs beside it: each running animation heads for its own target from where
/// the animations before it are now, and the last one decides when the whole is finished.
///
/// Completions registered on a transaction fire exactly once: `.logicallyComplete` ones when
/// the animation they joined is logically complete (an interrupted animation's at the time it
/// would have been), `.removed` ones when the combined animation has ended.
///
/// ```swift
/// let x = Animator(0.0)
/// x.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
/// x.presentationValue(at: 0.25)   // 25
/// ```
public final class Animator<Value: Animatable> {
    public typealias Data = Value.AnimatableData

    private struct Entry {
        var animation: Animation
        /// Where this entry ends, relative to the origin.
        var target: Data
        var start: Double
        var context: AnimationContext<Data>
        var logicalCompletions: [AnimationCompletion]
        var removedCompletions: [AnimationCompletion]
        /// The change handed to `animate` last time, for velocity.
        var lastInput: Data
    }

    /// An animation that was taken over by a merge: still run, privately, only to learn when
    /// it would have been logically complete.
    private struct Ghost {
        var animation: Animation
        var input: Data
        var start: Double
        var context: AnimationContext<Data>
        var completions: [AnimationCompletion]
    }

    /// The value the app set last: where the presentation value is heading.
    public private(set) var modelValue: Value
    private var origin: Data
    private var entries: [Entry] = []
    private var ghosts: [Ghost] = []
    private var unjoinedCompletions: [AnimationCompletion] = []
    private var samples: [(time: Double, value: Data)] = []
    private var lastTime = -Double.infinity

    /// Creates an animator resting at `value`.
    public init(_ value: Value) {
        modelValue = value
        origin = value.animatableData
    }

    /// True while an animation runs (as of the last update).
    public var isAnimating: Bool { !entries.isEmpty }

    /// A printable list of the running animations, for inspectors and logs.
    public var runningAnimations: [String] { entries.map(\.animation.description) }

    /// Sets the model value at `time` inside `transaction`, animating the change if the
    /// transaction carries an animation.
    public func setValue(_ newValue: Value, transaction: Transaction = Transaction(), at time: Double) {
        update(at: time)
        let oldData = modelValue.animatableData
        let newData = newValue.animatableData
        modelValue = newValue
        let delta = newData - oldData
        // The velocity of the continuous changes so far, before this change ends the series.
        let inheritedVelocity = trackedVelocity
        trackVelocity(newData, transaction: transaction, at: time)

        guard delta != .zero, let animation = transaction.animation else {
            // No animation: running offsets carry on around the new value.
            origin += delta
            unjoinedCompletions += transaction.completions
            return
        }
        if entries.isEmpty { origin = oldData }
        let target = newData - origin
        let logical = transaction.completions.filter { $0.criteria == .logicallyComplete }
        let removed = transaction.completions.filter { $0.criteria == .removed }
        transaction.completions.forEach { $0.join() }

        if var last = entries.last {
            let floor = chainValue(before: entries.count - 1, at: time)
            let input = target - floor
            var context = last.context
            if animation.shouldMerge(previous: last.animation, value: input, time: time - last.start, context: &context) {
                // The new animation takes over the running one's state: value and velocity.
                ghosts.append(Ghost(animation: last.animation, input: last.lastInput, start: last.start, context: last.context, completions: last.logicalCompletions))
                last.animation = animation
                last.target = target
                last.context = context
                last.logicalCompletions = logical
                last.removedCompletions += removed
                last.lastInput = input
                entries[entries.count - 1] = last
                return
            }
        }
        var context = AnimationContext<Data>()
        if let velocity = inheritedVelocity, velocity != .zero, animation.base is FluidSpringAnimation {
            // A spring after continuous input starts with the input's velocity.
            context.state[FluidSpringAnimation.Key<Data>.self] = .init(position: .zero, velocity: velocity, time: 0)
        }
        entries.append(Entry(
            animation: animation, target: target, start: time, context: context,
            logicalCompletions: logical, removedCompletions: removed, lastInput: target))
    }

    /// The value to show at `time`.
    public func presentationValue(at time: Double) -> Value {
        let data = update(at: time)
        var value = modelValue
        value.animatableData = data
        return value
    }

    /// The rate of change of the presentation value at `time`, per second.
    public func velocity(at time: Double) -> Data {
        update(at: time)
        var total = Data.zero
        for entry in entries {
            if let velocity = entry.animation.velocity(value: entry.lastInput, time: time - entry.start, context: entry.context) {
                total += velocity
            }
        }
        return total
    }

    /// Advances every running animation to `time`, fires the completions that are due, and
    /// returns the presentation value's animatable data.
    @discardableResult
    public func update(at time: Double) -> Data {
        lastTime = max(lastTime, time)
        for completion in unjoinedCompletions { completion.fireIfNothingJoined() }
        unjoinedCompletions.removeAll()
        advanceGhosts(to: time)
        guard !entries.isEmpty else { return origin }

        var current = Data.zero
        var finishedAll = false
        for i in entries.indices {
            let input = entries[i].target - current
            entries[i].lastInput = input
            let wasComplete = entries[i].context.isLogicallyComplete
            if let value = entries[i].animation.animate(value: input, time: time - entries[i].start, context: &entries[i].context) {
                current += value
            } else {
                current = entries[i].target
                entries[i].context.isLogicallyComplete = true
                if i == entries.count - 1 { finishedAll = true }
            }
            if !wasComplete && entries[i].context.isLogicallyComplete {
                entries[i].logicalCompletions.forEach { $0.leave() }
                entries[i].logicalCompletions = []
            }
        }
        if finishedAll {
            for entry in entries {
                entry.logicalCompletions.forEach { $0.leave() }
                entry.removedCompletions.forEach { $0.leave() }
            }
            entries.removeAll()
            origin = modelValue.animatableData
            return origin
        }
        return origin + current
    }

    /// The combined value of the entries before `index`, relative to the origin.
    private func chainValue(before index: Int, at time: Double) -> Data {
        var current = Data.zero
        for i in 0..<index {
            var context = entries[i].context
            current += entries[i].animation.animate(value: entries[i].target - current, time: time - entries[i].start, context: &context)
                ?? (entries[i].target - current)
        }
        return current
    }

    private func advanceGhosts(to time: Double) {
        ghosts.removeAll { ghost in
            var ghost = ghost
            let running = ghost.animation.animate(value: ghost.input, time: time - ghost.start, context: &ghost.context)
            guard running == nil || ghost.context.isLogicallyComplete else { return false }
            ghost.completions.forEach { $0.leave() }
            return true
        }
    }

    // MARK: Velocity of continuous changes

    private func trackVelocity(_ value: Data, transaction: Transaction, at time: Double) {
        guard transaction.tracksVelocity || transaction.isContinuous else {
            samples.removeAll()
            return
        }
        if let last = samples.last, time <= last.time { samples.removeLast() }
        samples.append((time, value))
        if samples.count > 3 { samples.removeFirst(samples.count - 3) }
    }

    /// The velocity of the last continuous changes: 0.25 × the newest slope + 0.75 × the one
    /// before it (one slope alone when only two samples exist).
    var trackedVelocity: Data? {
        guard samples.count >= 2 else { return nil }
        func slope(_ a: (time: Double, value: Data), _ b: (time: Double, value: Data)) -> Data {
            (b.value - a.value).scaled(by: 1 / (b.time - a.time))
        }
        let n = samples.count
        let newest = slope(samples[n - 2], samples[n - 1])
        guard n >= 3 else { return newest }
        return newest.scaled(by: 0.25) + slope(samples[n - 3], samples[n - 2]).scaled(by: 0.75)
    }
}
