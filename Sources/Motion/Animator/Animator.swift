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

    // All the state lives in one struct, so each call pays one exclusivity check, not one per
    // property: with ten thousand animators a frame, that is a millisecond.
    private var core: AnimatorCore<Value>

    /// Creates an animator resting at `value`.
    public init(_ value: Value) {
        core = AnimatorCore(value)
    }

    /// The value the app set last: where the presentation value is heading.
    public var modelValue: Value { core.modelValue }

    /// True while an animation runs (as of the last update). Stored, so reading it needs no
    /// generic metadata.
    public private(set) var isAnimating = false

    /// A printable list of the running animations, for inspectors and logs.
    public var runningAnimations: [String] { core.runningAnimations }

    /// Sets the model value at `time` inside `transaction`, animating the change if the
    /// transaction carries an animation.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    public func setValue(_ newValue: Value, transaction: Transaction = Transaction(), at time: Double) {
        core.setValue(newValue, transaction: transaction, at: time)
        isAnimating = core.entryCount > 0
    }

    /// The value to show at `time`.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    public func presentationValue(at time: Double) -> Value {
        defer { isAnimating = core.entryCount > 0 }
        return core.presentationValue(at: time)
    }

    /// The rate of change of the presentation value at `time`, per second.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    public func velocity(at time: Double) -> Data {
        defer { isAnimating = core.entryCount > 0 }
        return core.velocity(at: time)
    }

    /// Advances every running animation to `time`, fires the completions that are due, and
    /// returns the presentation value's animatable data.
    @discardableResult
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    public func update(at time: Double) -> Data {
        defer { isAnimating = core.entryCount > 0 }
        return core.update(at: time)
    }

    /// The velocity of the last continuous changes (see ``AnimatorCore``).
    var trackedVelocity: Data? { core.trackedVelocity }
}

/// The state and logic of an ``Animator``, as a value.
struct AnimatorCore<Value: Animatable> {
    typealias Data = Value.AnimatableData

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
    var modelValue: Value
    private var origin: Data
    /// Where the finished entries folded off the front of the list ended, relative to the origin.
    private var floor: Data = .zero
    private var entries: [Entry] = []
    /// `.removed` completions of entries folded off the front: they wait for the whole to end.
    private var foldedRemovedCompletions: [AnimationCompletion] = []
    private var ghosts: [Ghost] = []
    private var unjoinedCompletions: [AnimationCompletion] = []
    private var samples: [(time: Double, value: Data)] = []

    /// Creates an animator resting at `value`.
    init(_ value: Value) {
        modelValue = value
        origin = value.animatableData
    }

    var entryCount = 0

    /// A printable list of the running animations, for inspectors and logs.
    var runningAnimations: [String] { entries.map(\.animation.description) }

    /// Sets the model value at `time` inside `transaction`, animating the change if the
    /// transaction carries an animation.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    mutating func setValue(_ newValue: Value, transaction: Transaction = Transaction(), at time: Double) {
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
        if entries.isEmpty {
            origin = oldData
            floor = .zero
        }
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
                if !last.logicalCompletions.isEmpty {
                    ghosts.append(Ghost(animation: last.animation, input: last.lastInput, start: last.start, context: last.context, completions: last.logicalCompletions))
                }
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
        entryCount = entries.count
    }

    /// The value to show at `time`.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    mutating func presentationValue(at time: Double) -> Value {
        let data = update(at: time)
        var value = modelValue
        value.animatableData = data
        return value
    }

    /// The rate of change of the presentation value at `time`, per second.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    mutating func velocity(at time: Double) -> Data {
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
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    mutating func update(at time: Double) -> Data {
        if !unjoinedCompletions.isEmpty {
            for completion in unjoinedCompletions { completion.fireIfNothingJoined() }
            unjoinedCompletions.removeAll()
        }
        if !ghosts.isEmpty { advanceGhosts(to: time) }
        guard !entries.isEmpty else { return origin }

        // Work on a local list: no exclusivity checks per access, no copies of entries.
        var list: [Entry] = []
        swap(&list, &entries)
        defer {
            swap(&list, &entries)
            entryCount = entries.count
        }
        var current = floor
        var firstRunning = 0
        var lastFinished = false
        list.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                let input = buffer[i].target - current
                buffer[i].lastInput = input
                let wasComplete = buffer[i].context.isLogicallyComplete
                let animation = buffer[i].animation
                if let value = animation.animate(value: input, time: time - buffer[i].start, context: &buffer[i].context) {
                    current += value
                } else {
                    current = buffer[i].target
                    buffer[i].context.isLogicallyComplete = true
                    if i == firstRunning { firstRunning += 1 }
                    if i == buffer.count - 1 { lastFinished = true }
                }
                if !wasComplete && buffer[i].context.isLogicallyComplete && !buffer[i].logicalCompletions.isEmpty {
                    buffer[i].logicalCompletions.forEach { $0.leave() }
                    buffer[i].logicalCompletions = []
                }
            }
        }
        if lastFinished {
            for entry in list {
                entry.logicalCompletions.forEach { $0.leave() }
                entry.removedCompletions.forEach { $0.leave() }
            }
            foldedRemovedCompletions.forEach { $0.leave() }
            foldedRemovedCompletions = []
            list.removeAll()
            floor = .zero
            origin = modelValue.animatableData
            return origin
        }
        if firstRunning > 0 {
            // Finished entries at the front hold their targets for good: fold them into the floor.
            floor = list[firstRunning - 1].target
            for entry in list[..<firstRunning] { foldedRemovedCompletions += entry.removedCompletions }
            list.removeFirst(firstRunning)
        }
        return origin + current
    }

    /// The combined value of the entries before `index`, relative to the origin.
    private func chainValue(before index: Int, at time: Double) -> Data {
        var current = floor
        for i in 0..<index {
            var context = entries[i].context
            current += entries[i].animation.animate(value: entries[i].target - current, time: time - entries[i].start, context: &context)
                ?? (entries[i].target - current)
        }
        return current
    }

    private mutating func advanceGhosts(to time: Double) {
        for i in ghosts.indices {
            let animation = ghosts[i].animation
            let running = animation.animate(value: ghosts[i].input, time: time - ghosts[i].start, context: &ghosts[i].context)
            if running == nil || ghosts[i].context.isLogicallyComplete {
                ghosts[i].completions.forEach { $0.leave() }
                ghosts[i].completions = []
            }
        }
        ghosts.removeAll { $0.completions.isEmpty }
    }

    // MARK: Velocity of continuous changes

    private mutating func trackVelocity(_ value: Data, transaction: Transaction, at time: Double) {
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
