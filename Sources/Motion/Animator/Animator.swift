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

    /// Backs ``isAnimating``: whether entries ran after the last call that updated the core.
    @usableFromInline @exclusivity(unchecked) var animating = false

    // All the state lives in one struct. Its accesses are not checked dynamically: an animator
    // never calls out while it holds its state (completions run after the update, see
    // `runDueCompletions`), and the checks cost more than the rest of a frame's work on a
    // settled spring.
    @exclusivity(unchecked) private var core: AnimatorCore<Value>

    /// Creates an animator resting at `value`.
    public init(_ value: Value) {
        core = AnimatorCore(value)
    }

    /// The value the app set last: where the presentation value is heading.
    public var modelValue: Value { core.modelValue }

    /// True while an animation runs (as of the last update). Stored first, at an offset that
    /// does not depend on the value's type, so another module reads it inline, with no generic
    /// metadata and no access check (a view graph asks every animating view's animators).
    @inlinable public var isAnimating: Bool { animating }

    /// A printable list of the running animations, for inspectors and logs.
    public var runningAnimations: [String] { core.runningAnimations }

    /// The running animations, the value shown at `time` and its velocity, for an inspector.
    /// Read it after the frame at `time` sampled the animator (the completions due then have
    /// run).
    public func inspection(at time: Double) -> AnimatorInspection {
        let inspection = core.inspection(at: time)
        animating = core.entryCount > 0
        runDueCompletions()
        return inspection
    }

    /// The environment of the view whose value this is: what a custom animation reads from
    /// `context.environment`, the running ones included, as it changes.
    public var environment: EnvironmentValues {
        get { core.environment }
        set { core.setEnvironment(newValue) }
    }

    /// Sets the model value at `time` inside `transaction`, animating the change if the
    /// transaction carries an animation.
    // Each public method's specialisations are declared twice. Exported, a caller in another
    // module that knows the value's type calls one directly, not the generic entry point, which
    // tests the type against each in turn. Not exported, that entry point (what a generic
    // caller such as a view graph's effect node reaches) still makes those tests and jumps to
    // one: with exported ones alone it runs the unspecialised body.
    @_specialize(exported: true, where Value == Double)
    @_specialize(where Value == Double)
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(where Value == CGFloat)
    @_specialize(exported: true, where Value == CGPoint)
    @_specialize(where Value == CGPoint)
    @_specialize(exported: true, where Value == CGSize)
    @_specialize(where Value == CGSize)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(where Value == CGRect)
    @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func setValue(_ newValue: Value, transaction: Transaction = Transaction(), at time: Double) {
        // The same value again at rest (a view updated with what it had) changes nothing.
        if core.keepsResting(at: newValue, transaction: transaction, time: time) { return }
        core.setValue(newValue, transaction: transaction, at: time)
        animating = core.entryCount > 0
        runDueCompletions()
    }

    /// The value to show at `time`.
    @_specialize(exported: true, where Value == Double)
    @_specialize(where Value == Double)
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(where Value == CGFloat)
    @_specialize(exported: true, where Value == CGPoint)
    @_specialize(where Value == CGPoint)
    @_specialize(exported: true, where Value == CGSize)
    @_specialize(where Value == CGSize)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(where Value == CGRect)
    @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func presentationValue(at time: Double) -> Value {
        let value = core.presentationValue(at: time)
        animating = core.entryCount > 0
        runDueCompletions()
        return value
    }

    /// The rate of change of the presentation value at `time`, per second.
    @_specialize(exported: true, where Value == Double)
    @_specialize(where Value == Double)
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(where Value == CGFloat)
    @_specialize(exported: true, where Value == CGPoint)
    @_specialize(where Value == CGPoint)
    @_specialize(exported: true, where Value == CGSize)
    @_specialize(where Value == CGSize)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(where Value == CGRect)
    @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func velocity(at time: Double) -> Data {
        let velocity = core.velocity(at: time)
        animating = core.entryCount > 0
        runDueCompletions()
        return velocity
    }

    /// Advances every running animation to `time`, fires the completions that are due, and
    /// returns the presentation value's animatable data.
    @discardableResult
    @_specialize(exported: true, where Value == Double)
    @_specialize(where Value == Double)
    @_specialize(exported: true, where Value == CGFloat)
    @_specialize(where Value == CGFloat)
    @_specialize(exported: true, where Value == CGPoint)
    @_specialize(where Value == CGPoint)
    @_specialize(exported: true, where Value == CGSize)
    @_specialize(where Value == CGSize)
    @_specialize(exported: true, where Value == CGRect)
    @_specialize(where Value == CGRect)
    @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func update(at time: Double) -> Data {
        let data = core.update(at: time)
        animating = core.entryCount > 0
        runDueCompletions()
        return data
    }

    /// Runs the completions the last call made due, after the animator's state is consistent
    /// again: a handler may set this animator's value (start the next animation of a chain).
    @inline(__always)
    private func runDueCompletions() {
        guard !core.due.isEmpty else { return }
        let due = core.due
        core.due = []
        for completion in due { completion.run() }
    }

    /// Ends every running animation now: the presentation value becomes the model value, and
    /// every completion still waiting on this animator fires, as it would had the animations
    /// run to their end. A view calls it when it leaves the hierarchy, a host when its window
    /// closes: a completion registered on a transaction always runs exactly once.
    public func stopAnimations() {
        var due: [AnimationCompletion] = []
        stopAnimations(deferringCompletionsTo: &due)
        for completion in due { completion.run() }
    }

    /// ``stopAnimations()``, with the completions it makes due handed to the caller to run once
    /// it is safe to (a view graph runs them after its update, not in the middle of it).
    package func stopAnimations(deferringCompletionsTo due: inout [AnimationCompletion]) {
        runDueCompletions()
        core.stop(into: &due)
        animating = false
    }

    deinit {
        // An animator dropped while it still owes completions (by code that did not stop it)
        // pays them now: every completion fires exactly once, whatever happens.
        guard core.hasPendingCompletions else { return }
        var due = core.due
        core.due = []
        core.stop(into: &due)
        for completion in due { completion.run() }
    }

    /// The velocity of the last continuous changes (see ``AnimatorCore``).
    var trackedVelocity: Data? { core.trackedVelocity }
}

/// The state and logic of an ``Animator``, as a value.
struct AnimatorCore<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private struct Entry {
        var animation: Animation
        /// How to run `animation` without going through its existential each frame.
        var driver: Driver
        /// The simulation of a fluid spring driver (unused by the others), kept outside the
        /// driver so a frame updates it in place.
        var fluid: FluidSpringAnimation.State<Data>
        /// The repeats' progress of a timed curve driver (empty for the others), kept outside
        /// the driver for the same reason.
        var runs: [TimedCurve.Run]
        /// Where this entry ends, relative to the origin.
        var target: Data
        var start: Double
        var context: AnimationContext<Data>
        var logicalCompletions: [AnimationCompletion]
        var removedCompletions: [AnimationCompletion]
        /// The change handed to `animate` last time, for velocity.
        var lastInput: Data
    }

    /// The built-in animations, run directly on their concrete types (specialised for `Data`,
    /// no witness calls, no metadata lookups); anything else goes through ``Animation``.
    ///
    /// A fluid spring's simulation state lives in the entry (`Entry.fluid`), not in the
    /// context's state slots: a frame updates it in place. ``context(of:)`` puts it back into
    /// a context whenever one leaves the animator's hands (merging, velocity, ghosts).
    private enum Driver {
        case fluid(FluidSpringAnimation)
        case curve(TimingCurveAnimation)
        case interpolating(InterpolatingSpringAnimation)
        /// A timing curve under delays, speeds, repeats or completion marks.
        case timed(TimedCurve)
        case custom

        init(_ animation: Animation) {
            let driver = Self.make(animation.base)
            if case .custom = driver, let timed = TimedCurve(animation) {
                self = .timed(timed)
            } else {
                self = driver
            }
        }

        /// The repeats' progress at the start of a run of this driver, read from `state`.
        func runs(in state: AnimationState<Data>) -> [TimedCurve.Run] {
            guard case .timed(let timed) = self else { return [] }
            return timed.runs(in: state)
        }

        /// Picks the driver by comparing types (the existential is opened once, no dynamic casts).
        private static func make<A: CustomAnimation>(_ base: A) -> Driver {
            if A.self == FluidSpringAnimation.self { return .fluid(unsafeBitCast(base, to: FluidSpringAnimation.self)) }
            if A.self == TimingCurveAnimation.self { return .curve(unsafeBitCast(base, to: TimingCurveAnimation.self)) }
            if A.self == InterpolatingSpringAnimation.self { return .interpolating(unsafeBitCast(base, to: InterpolatingSpringAnimation.self)) }
            return .custom
        }
    }

    /// The entry's context with its driver's state written back into the state slots.
    private static func context(of entry: Entry) -> AnimationContext<Data> {
        switch entry.driver {
        case .fluid:
            var context = entry.context
            context.state[FluidSpringAnimation.Key<Data>.self] = entry.fluid
            return context
        case .timed(let timed):
            var context = entry.context
            context.state = timed.state(entry.runs)
            return context
        case .curve, .interpolating, .custom:
            return entry.context
        }
    }

    /// A fluid spring's state as a context holds it, or a spring at rest.
    private static func fluidState(in context: AnimationContext<Data>) -> FluidSpringAnimation.State<Data> {
        context.state[FluidSpringAnimation.Key<Data>.self] ?? .init(position: .zero, velocity: .zero, time: 0)
    }

    /// Runs `entry`'s animation on `input` at `time` since it started: the part done, or nil
    /// once finished.
    @inline(__always)
    private static func animate(_ entry: inout Entry, input: Data, time: Double) -> Data? {
        switch entry.driver {
        case .fluid(let spring):
            return spring.run(&entry.fluid, towards: input, to: time, isLogicallyComplete: &entry.context.isLogicallyComplete)
        case .curve(let curve):
            return curve.animate(value: input, time: time, context: &entry.context)
        case .interpolating(let spring):
            return spring.animate(value: input, time: time, context: &entry.context)
        case .timed(let timed):
            return timed.animate(value: input, time: time, runs: &entry.runs, isLogicallyComplete: &entry.context.isLogicallyComplete)
        case .custom:
            guard let value = entry.animation.animate(value: input, time: time, context: &entry.context) else { return nil }
            // Code outside Kinetic's control must not put NaN on the screen: an animation that
            // produces a number that is not finite ends, at its target.
            guard value.magnitudeSquared.isFinite else {
                Diagnostics.warningOnce("the animation \(entry.animation) produced a value that is not finite; it was stopped at its end value")
                return nil
            }
            return value
        }
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
    /// Completions that became due during the last call, for the ``Animator`` to run.
    var due: [AnimationCompletion] = []
    /// The view's environment, handed to every animation's context.
    private(set) var environment = EnvironmentValues()

    /// A new environment for the view: the running animations see it from their next frame.
    mutating func setEnvironment(_ newValue: EnvironmentValues) {
        environment = newValue
        for i in entries.indices { entries[i].context.environment = newValue }
        for i in ghosts.indices { ghosts[i].context.environment = newValue }
    }

    /// Creates an animator resting at `value`.
    init(_ value: Value) {
        modelValue = value
        origin = value.animatableData
    }

    var entryCount = 0

    /// A printable list of the running animations, for inspectors and logs.
    var runningAnimations: [String] { entries.map(\.animation.description) }

    /// The last retarget of a moving value, or unanimated change to one, kept as data: only
    /// an inspector turns it into components (a cast and two arrays, per retarget otherwise).
    private var lastChange: (kind: AnimatorChange.Kind, time: Double, before: Data?, after: Data)?

    /// What an inspector shows of the running animations at `time` (after ``update(at:)``).
    mutating func inspection(at time: Double) -> AnimatorInspection {
        let value = presentationValue(at: time).animatableData
        let speed = velocity(at: time)
        let newest = entries.last
        // A repeating animation's current run began at the frame that saw the last one end.
        let progress = newest.map { Self.context(of: $0).state[RepeatAnimation.Progress.self] }
        return AnimatorInspection(
            animations: entries.map(\.animation.description),
            elapsed: newest.map { time - $0.start },
            newestStart: newest?.start,
            runStart: progress.flatMap { $0.iteration > 0 ? $0.start : nil },
            isLogicallyComplete: newest?.context.isLogicallyComplete ?? true,
            value: AnimatorInspection.components(of: value),
            velocity: AnimatorInspection.components(of: speed),
            lastChange: lastChange.map { change in
                AnimatorChange(kind: change.kind, time: change.time, before: change.before.map { AnimatorInspection.components(of: $0) } ?? [],
                               after: AnimatorInspection.components(of: change.after))
            })
    }

    /// Takes `newValue` and returns true when setting it would change nothing else: nothing
    /// runs or waits and its data is the data at rest (a continuous change still records its
    /// velocity sample). Otherwise leaves everything as it was and returns false.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    mutating func keepsResting(at newValue: Value, transaction: Transaction, time: Double) -> Bool {
        guard entries.isEmpty, ghosts.isEmpty, unjoinedCompletions.isEmpty, due.isEmpty,
              transaction.completions.isEmpty else { return false }
        let newData = newValue.animatableData
        // At rest the origin is the value shown; an animated change also needs the model's
        // data unchanged (its delta is what animates).
        guard newData == origin, transaction.animation == nil || newData == modelValue.animatableData else { return false }
        modelValue = newValue
        if !samples.isEmpty || transaction.tracksVelocity || transaction.isContinuous {
            trackVelocity(newData, transaction: transaction, at: time)
        }
        return true
    }

    /// Sets the model value at `time` inside `transaction`, animating the change if the
    /// transaction carries an animation.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
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
            // No animation: running offsets carry on around the new value; at rest the value
            // is the new one exactly (old + (new − old) need not be).
            if entries.isEmpty {
                origin = newData
            } else {
                origin += delta
                // The value shown jumps by the change while it moves: an inspector flags it.
                if delta != .zero {
                    lastChange = (.unanimated, time, nil, delta)
                }
            }
            unjoinedCompletions += transaction.completions
            return
        }
        // A change to a moving value: the velocity before and after it, for an inspector.
        let velocityBefore = entries.isEmpty ? nil : velocity(at: time)
        defer {
            if let velocityBefore {
                lastChange = (.retarget, time, velocityBefore, velocity(at: time))
            }
        }
        if entries.isEmpty {
            origin = oldData
            floor = .zero
        }
        let target = newData - origin
        let logical = transaction.completions.filter { $0.criteria == .logicallyComplete }
        let removed = transaction.completions.filter { $0.criteria == .removed }
        transaction.completions.forEach { $0.join() }

        let driver = Driver(animation)
        if !entries.isEmpty {
            let input = target - chainValue(before: entries.count - 1, at: time)
            if case .fluid = driver {
                // A fluid spring over a fluid spring: what its `shouldMerge` does, done in place
                // on the entry's own simulation state (no context to build, no entry to copy).
                var ghost: Ghost?
                let merged = entries.withUnsafeMutableBufferPointer { buffer -> Bool in
                    let last = buffer.count - 1
                    guard case .fluid(let old) = buffer[last].driver else { return false }
                    ghost = Self.ghost(of: buffer[last])
                    buffer[last].fluid.previous = (old.response, old.dampingFraction)
                    buffer[last].fluid.takeoverTime = time - buffer[last].start
                    Self.takeOver(&buffer[last], animation: animation, driver: driver, target: target, input: input, logical: logical, removed: removed)
                    return true
                }
                if merged {
                    if let ghost { ghosts.append(ghost) }
                    return
                }
            }
            var last = entries[entries.count - 1]
            var context = Self.context(of: last)
            if animation.shouldMerge(previous: last.animation, value: input, time: time - last.start, context: &context) {
                if let ghost = Self.ghost(of: last) { ghosts.append(ghost) }
                last.context = context
                last.fluid = Self.fluidState(in: context)
                Self.takeOver(&last, animation: animation, driver: driver, target: target, input: input, logical: logical, removed: removed)
                entries[entries.count - 1] = last
                return
            }
        }
        var context = AnimationContext<Data>(environment: environment)
        if let velocity = inheritedVelocity, velocity != .zero, animation.base is FluidSpringAnimation {
            // A spring after continuous input starts with the input's velocity.
            context.state[FluidSpringAnimation.Key<Data>.self] = .init(position: .zero, velocity: velocity, time: 0)
        }
        entries.append(Entry(
            animation: animation, driver: driver, fluid: Self.fluidState(in: context), runs: driver.runs(in: context.state), target: target, start: time, context: context,
            logicalCompletions: logical, removedCompletions: removed, lastInput: target))
        entryCount = entries.count
    }

    /// The value to show at `time`.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    mutating func presentationValue(at time: Double) -> Value {
        let data = update(at: time)
        // At rest the value shown is the model value itself, not a round trip through its
        // animatable data (which need not be exact, as for colours).
        if entries.isEmpty { return modelValue }
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
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    mutating func velocity(at time: Double) -> Data {
        update(at: time)
        var total = Data.zero
        // In the buffer: `for entry in entries` copies every entry whole.
        entries.withUnsafeBufferPointer { entries in
            for i in entries.indices {
                let velocity: Data?
                // The built-in drivers answer on their concrete types: through the existential,
                // a fluid spring's state was boxed into a context only to be read back (a
                // retarget asks twice, for an inspector's before and after).
                switch entries[i].driver {
                case .fluid: velocity = entries[i].fluid.velocity
                case .curve(let curve):
                    velocity = curve.velocity(value: entries[i].lastInput, time: time - entries[i].start, context: entries[i].context)
                case .interpolating(let spring):
                    velocity = spring.velocity(value: entries[i].lastInput, time: time - entries[i].start, context: entries[i].context)
                case .timed, .custom:
                    let entry = entries[i]
                    velocity = entry.animation.velocity(value: entry.lastInput, time: time - entry.start, context: Self.context(of: entry))
                }
                if let velocity { total += velocity }
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
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    mutating func update(at time: Double) -> Data {
        if !unjoinedCompletions.isEmpty {
            for completion in unjoinedCompletions { completion.leaveIfNothingJoined(into: &due) }
            unjoinedCompletions.removeAll()
        }
        if !ghosts.isEmpty { advanceGhosts(to: time) }
        guard !entries.isEmpty else { return origin }
        if entries.count == 1 { return updateOnlyEntry(at: time) }

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
                if let value = Self.animate(&buffer[i], input: input, time: time - buffer[i].start) {
                    current += value
                } else {
                    current = buffer[i].target
                    buffer[i].context.isLogicallyComplete = true
                    if i == firstRunning { firstRunning += 1 }
                    if i == buffer.count - 1 { lastFinished = true }
                }
                if !wasComplete && buffer[i].context.isLogicallyComplete && !buffer[i].logicalCompletions.isEmpty {
                    for completion in buffer[i].logicalCompletions { completion.leave(into: &due) }
                    buffer[i].logicalCompletions = []
                }
            }
        }
        if lastFinished {
            for entry in list {
                for completion in entry.logicalCompletions { completion.leave(into: &due) }
                for completion in entry.removedCompletions { completion.leave(into: &due) }
            }
            for completion in foldedRemovedCompletions { completion.leave(into: &due) }
            foldedRemovedCompletions = []
            // Animations taken over by a merge that would have been logically complete later
            // than the whole came to rest are complete now: nothing moves any more, and no
            // frame would come to fire them.
            Self.flush(&ghosts, into: &due)
            // Kept for the next animation of this value: most values animate again.
            list.removeAll(keepingCapacity: true)
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

    /// What stays of a running entry that a merge takes over: its animation, run privately
    /// until it would have been logically complete, when it has completions waiting for that.
    private static func ghost(of entry: Entry) -> Ghost? {
        guard !entry.logicalCompletions.isEmpty else { return nil }
        return Ghost(animation: entry.animation, input: entry.lastInput, start: entry.start, context: context(of: entry), completions: entry.logicalCompletions)
    }

    /// The new animation takes over a running entry, whose state (value and velocity) the
    /// merge has already handed to it.
    private static func takeOver(_ entry: inout Entry, animation: Animation, driver: Driver, target: Data, input: Data,
                                 logical: [AnimationCompletion], removed: [AnimationCompletion]) {
        entry.animation = animation
        entry.driver = driver
        entry.runs = driver.runs(in: entry.context.state)
        entry.target = target
        // The new animation is logically complete on its own terms, not the old one's (a
        // fluid spring counts its response from the takeover).
        entry.context.isLogicallyComplete = false
        entry.logicalCompletions = logical
        entry.removedCompletions += removed
        entry.lastInput = input
    }

    /// ``update(at:)`` when one animation runs, as it nearly always does (fluid springs merge;
    /// other animations rarely get a second change before the first ends): the same steps as
    /// the loop there, on the entry in place, without moving the list out and back.
    @inline(__always)
    private mutating func updateOnlyEntry(at time: Double) -> Data {
        // Inside the buffer: reading `entries[0]` field by field copies the whole entry.
        let floor = self.floor
        var becameComplete = false
        let value = entries.withUnsafeMutableBufferPointer { buffer -> Data? in
            let input = buffer[0].target - floor
            buffer[0].lastInput = input
            let wasComplete = buffer[0].context.isLogicallyComplete
            let value = Self.animate(&buffer[0], input: input, time: time - buffer[0].start)
            if value == nil { buffer[0].context.isLogicallyComplete = true }
            becameComplete = !wasComplete && buffer[0].context.isLogicallyComplete
            return value
        }
        if becameComplete || value == nil {
            // Rare: the completions this frame made due (no arrays to release every frame).
            var logical: [AnimationCompletion] = []
            var removed: [AnimationCompletion] = []
            entries.withUnsafeMutableBufferPointer { buffer in
                if becameComplete { swap(&logical, &buffer[0].logicalCompletions) }
                if value == nil { swap(&removed, &buffer[0].removedCompletions) }
            }
            for completion in logical { completion.leave(into: &due) }
            if value == nil { for completion in removed { completion.leave(into: &due) } }
        }
        if let value { return origin + (floor + value) }
        // Finished: the whole has ended.
        for completion in foldedRemovedCompletions { completion.leave(into: &due) }
        foldedRemovedCompletions = []
        Self.flush(&ghosts, into: &due)
        entries.removeAll(keepingCapacity: true)
        entryCount = 0
        self.floor = .zero
        origin = modelValue.animatableData
        return origin
    }

    /// The combined value of the entries before `index`, relative to the origin.
    private func chainValue(before index: Int, at time: Double) -> Data {
        var current = floor
        for i in 0..<index {
            var entry = entries[i]
            current += Self.animate(&entry, input: entry.target - current, time: time - entry.start)
                ?? (entry.target - current)
        }
        return current
    }

    /// True while some completion still waits on this value.
    var hasPendingCompletions: Bool {
        !entries.isEmpty || !ghosts.isEmpty || !unjoinedCompletions.isEmpty || !foldedRemovedCompletions.isEmpty
    }

    /// Ends every animation now, at the model value; every completion still waiting becomes due.
    mutating func stop(into due: inout [AnimationCompletion]) {
        for completion in unjoinedCompletions { completion.leaveIfNothingJoined(into: &due) }
        unjoinedCompletions.removeAll()
        for entry in entries {
            for completion in entry.logicalCompletions { completion.leave(into: &due) }
            for completion in entry.removedCompletions { completion.leave(into: &due) }
        }
        entries.removeAll()
        entryCount = 0
        for completion in foldedRemovedCompletions { completion.leave(into: &due) }
        foldedRemovedCompletions.removeAll()
        Self.flush(&ghosts, into: &due)
        floor = .zero
        origin = modelValue.animatableData
        samples.removeAll()
    }

    /// Every ghost's completions become due.
    private static func flush(_ ghosts: inout [Ghost], into due: inout [AnimationCompletion]) {
        for ghost in ghosts {
            for completion in ghost.completions { completion.leave(into: &due) }
        }
        ghosts.removeAll()
    }

    private mutating func advanceGhosts(to time: Double) {
        for i in ghosts.indices {
            let animation = ghosts[i].animation
            let running = animation.animate(value: ghosts[i].input, time: time - ghosts[i].start, context: &ghosts[i].context)
            if running == nil || ghosts[i].context.isLogicallyComplete {
                for completion in ghosts[i].completions { completion.leave(into: &due) }
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
