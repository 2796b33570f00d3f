import Foundation
@testable import Motion

/// A seeded fuzz of the ``Animator``: random sequences of changes (every kind of animation,
/// merges, additive stacking, changes with no animation, continuous input, hostile parameters)
/// at random times and frame rates, checked frame by frame against the promises the animator
/// makes. A failing sequence is shrunk to a minimal trace and printed with its seed, as code.
///
/// Promises checked:
/// - values are never NaN or infinite;
/// - an animated change never makes the value jump, and a fluid spring that takes over a fluid
///   spring keeps its velocity;
/// - at rest the presentation value is exactly the model value;
/// - every completion fires exactly once, and by the time the value comes to rest;
/// - valid parameters give no warning, hostile ones at least one;
/// - what can end does end (within two minutes after the last change).
enum AnimatorFuzz {
    /// The result of one sequence: nil when every promise held.
    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var promise: String
        var trace: Trace
        var description: String {
            "animator fuzz, seed \(seed): \(promise)\nminimal trace (replay with KINETIC_FUZZ_SEED=\(seed)):\n\(trace.code)"
        }
    }

    // MARK: Recipes

    /// An animation as data, so a trace prints as the code that made it.
    indirect enum Recipe: CustomStringConvertible, Sendable {
        case linear(Double), easeIn(Double), easeOut(Double), easeInOut(Double)
        case timingCurve(Double, Double, Double, Double, Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case springDuration(Double, bounce: Double)
        case smooth(Double, extraBounce: Double), snappy(Double, extraBounce: Double), bouncy(Double, extraBounce: Double)
        case interactiveSpring
        case interpolating(duration: Double, bounce: Double, initialVelocity: Double)
        case interpolatingPhysical(mass: Double, stiffness: Double, damping: Double)
        case elastic(Double)
        case notFinite
        case delay(Recipe, Double), speed(Recipe, Double), repeatCount(Recipe, Int, Bool), repeatForever(Recipe, Bool)
        case logicallyComplete(Recipe, Double)

        var animation: Animation {
            switch self {
            case .linear(let d): .linear(duration: d)
            case .easeIn(let d): .easeIn(duration: d)
            case .easeOut(let d): .easeOut(duration: d)
            case .easeInOut(let d): .easeInOut(duration: d)
            case .timingCurve(let a, let b, let c, let d, let duration): .timingCurve(a, b, c, d, duration: duration)
            case .spring(let r, let f, let b): .spring(response: r, dampingFraction: f, blendDuration: b)
            case .springDuration(let d, let b): .spring(duration: d, bounce: b)
            case .smooth(let d, let e): .smooth(duration: d, extraBounce: e)
            case .snappy(let d, let e): .snappy(duration: d, extraBounce: e)
            case .bouncy(let d, let e): .bouncy(duration: d, extraBounce: e)
            case .interactiveSpring: .interactiveSpring
            case .interpolating(let d, let b, let v): .interpolatingSpring(duration: d, bounce: b, initialVelocity: v)
            case .interpolatingPhysical(let m, let k, let c): .interpolatingSpring(mass: m, stiffness: k, damping: c)
            case .elastic(let d): Animation(ElasticEaseInOut(duration: d))
            case .notFinite: Animation(NotFiniteAfterAWhile())
            case .delay(let base, let d): base.animation.delay(d)
            case .speed(let base, let s): base.animation.speed(s)
            case .repeatCount(let base, let n, let r): base.animation.repeatCount(n, autoreverses: r)
            case .repeatForever(let base, let r): base.animation.repeatForever(autoreverses: r)
            case .logicallyComplete(let base, let d): base.animation.logicallyComplete(after: d)
            }
        }

        var description: String {
            switch self {
            case .linear(let d): ".linear(duration: \(d))"
            case .easeIn(let d): ".easeIn(duration: \(d))"
            case .easeOut(let d): ".easeOut(duration: \(d))"
            case .easeInOut(let d): ".easeInOut(duration: \(d))"
            case .timingCurve(let a, let b, let c, let d, let duration): ".timingCurve(\(a), \(b), \(c), \(d), duration: \(duration))"
            case .spring(let r, let f, let b): ".spring(response: \(r), dampingFraction: \(f), blendDuration: \(b))"
            case .springDuration(let d, let b): ".spring(duration: \(d), bounce: \(b))"
            case .smooth(let d, let e): ".smooth(duration: \(d), extraBounce: \(e))"
            case .snappy(let d, let e): ".snappy(duration: \(d), extraBounce: \(e))"
            case .bouncy(let d, let e): ".bouncy(duration: \(d), extraBounce: \(e))"
            case .interactiveSpring: ".interactiveSpring"
            case .interpolating(let d, let b, let v): ".interpolatingSpring(duration: \(d), bounce: \(b), initialVelocity: \(v))"
            case .interpolatingPhysical(let m, let k, let c): ".interpolatingSpring(mass: \(m), stiffness: \(k), damping: \(c))"
            case .elastic(let d): "Animation(ElasticEaseInOut(duration: \(d)))"
            case .notFinite: "Animation(NotFiniteAfterAWhile())"
            case .delay(let base, let d): "\(base).delay(\(d))"
            case .speed(let base, let s): "\(base).speed(\(s))"
            case .repeatCount(let base, let n, let r): "\(base).repeatCount(\(n), autoreverses: \(r))"
            case .repeatForever(let base, let r): "\(base).repeatForever(autoreverses: \(r))"
            case .logicallyComplete(let base, let d): "\(base).logicallyComplete(after: \(d))"
            }
        }

        /// True when every parameter lies in its documented domain (no warning expected).
        var isValid: Bool {
            func duration(_ d: Double) -> Bool { d.isFinite && d >= 0 }
            func springDuration(_ d: Double) -> Bool { d.isFinite && d >= Spring.minimumDuration }
            func bounce(_ b: Double) -> Bool { b >= -1 && b <= 1 }
            func response(_ r: Double) -> Bool { r.isFinite && r >= 0 && r <= FluidSpringAnimation.maximumResponse }
            switch self {
            case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d): return duration(d)
            case .elastic: return true  // a user's animation: nothing checks its numbers
            case .timingCurve(let a, let b, let c, let d, let t):
                return a.isFinite && c.isFinite && abs(b) <= 1000 && abs(d) <= 1000 && duration(t)
            case .spring(let r, let f, let b):
                return response(r) && f >= 0 && f <= Spring.maximumDampingRatio && b.isFinite && b >= 0
            case .springDuration(let d, let b): return response(d) && bounce(b)
            case .smooth(let d, let e): return response(d) && bounce(e)
            case .snappy(let d, let e): return response(d) && bounce(0.15 + e)
            case .bouncy(let d, let e): return response(d) && bounce(0.3 + e)
            case .interactiveSpring: return true
            case .interpolating(let d, let b, let v): return springDuration(d) && bounce(b) && abs(v) <= 1e6
            case .interpolatingPhysical(let m, let k, let c):
                guard m.isFinite && m >= 1e-100 && m <= 1e100, k.isFinite && k > 0 else { return false }
                return k <= m * pow(2 * Double.pi / Spring.minimumDuration, 2)
                    && c.isFinite && c >= 0 && c <= Spring.maximumDampingRatio * 2 * (k * m).squareRoot()
            case .notFinite: return false
            case .delay(let base, let d): return base.isValid && duration(d)
            case .speed(let base, let s): return base.isValid && s.isFinite && s >= 1e-9 && s <= 1e9
            case .repeatCount(let base, let n, _): return base.isValid && n >= 0
            case .repeatForever(let base, _): return base.isValid
            case .logicallyComplete(let base, let d): return base.isValid && duration(d)
            }
        }

        /// How far from 0 the animation may start, as a fraction of the change (the elastic
        /// curve starts a hair off its origin, as its formula does).
        var startTolerance: Double {
            switch self {
            case .elastic: 1e-3
            case .delay(let base, _), .speed(let base, _), .logicallyComplete(let base, _), .repeatForever(let base, _), .repeatCount(let base, _, _): base.startTolerance
            default: 1e-9
            }
        }

        /// True for a spring that merges with a running one, keeping its velocity.
        var isFluidSpring: Bool {
            switch self {
            case .spring, .springDuration, .smooth, .snappy, .bouncy, .interactiveSpring: true
            default: false
            }
        }
    }

    // MARK: Judging an animation as made

    /// True when `animation`, as made (its numbers checked), may run past the fuzz's patience:
    /// for ever (repeatForever, undamped springs) or for minutes (long durations, repeated
    /// slow springs, very light or very heavy damping).
    static func mayRunLong(_ animation: Animation) -> Bool {
        estimatedDuration(animation) > 100
    }

    /// A generous estimate of how long `animation` runs, in seconds (infinity: for ever, or no
    /// estimate).
    static func estimatedDuration(_ animation: Animation) -> Double {
        switch animation.base {
        case let a as TimingCurveAnimation: return a.duration
        case let a as FluidSpringAnimation:
            guard a.response > 0 else { return 0 }
            let z = a.dampingFraction, frequency = 2 * Double.pi / a.response
            guard z > 0.01 else { return .infinity }
            // The slowest decay of the motion; e^−30 takes any change we make to rest.
            let rate = z <= 1 ? z * frequency : frequency * (z - (z * z - 1).squareRoot())
            return 30 / rate
        case let a as InterpolatingSpringAnimation: return a.duration
        case let a as DelayAnimation: return a.delay + estimatedDuration(a.base)
        case let a as SpeedAnimation: return estimatedDuration(a.base) / a.speed
        case let a as RepeatAnimation: return a.count.map { Double($0) * estimatedDuration(a.base) } ?? (isInstant(a.base) ? 0 : .infinity)
        case let a as LogicallyCompleteAnimation: return estimatedDuration(a.base)
        case let a as ElasticEaseInOut: return a.duration
        case let a as Animation: return estimatedDuration(a)
        default: return 1
        }
    }

    /// How far from its target a fluid spring may be when it ends: where its force, the
    /// stiffness (2π / response)² times the offset, is 0.06 (force² ≤ 0.0036). 0 for others.
    static func endTolerance(_ animation: Animation) -> Double {
        switch animation.base {
        case let a as FluidSpringAnimation: return 0.06 * pow(a.response / (2 * Double.pi), 2)
        case let a as DelayAnimation: return endTolerance(a.base)
        case let a as SpeedAnimation: return endTolerance(a.base)
        case let a as RepeatAnimation: return endTolerance(a.base)
        case let a as LogicallyCompleteAnimation: return endTolerance(a.base)
        case let a as Animation: return endTolerance(a)
        default: return 0
        }
    }

    /// True when `animation`, as made, changes the value at once: no duration, an infinitely
    /// stiff spring, no repetitions.
    static func isInstant(_ animation: Animation) -> Bool {
        switch animation.base {
        case let a as TimingCurveAnimation: return a.duration <= 0
        case let a as FluidSpringAnimation: return a.response <= 0
        case let a as DelayAnimation: return isInstant(a.base)
        case let a as SpeedAnimation: return isInstant(a.base)
        case let a as RepeatAnimation: return a.count == 0 || isInstant(a.base)
        case let a as LogicallyCompleteAnimation: return isInstant(a.base)
        case let a as ElasticEaseInOut: return !(a.duration > 0)
        default: return false
        }
    }

    // MARK: Traces

    /// One change of the value.
    struct Change: Sendable {
        var time: Double
        var value: Double
        var animation: Recipe?
        var completions: [AnimationCompletionCriteria]
        /// Part of a drag: a continuous change that tracks velocity.
        var continuous: Bool
    }

    /// A whole sequence: where the value starts, the changes, and the frame rate it is sampled at.
    struct Trace: Sendable {
        var start: Double
        var changes: [Change]
        var frameRate: Double

        var code: String {
            var lines = ["let x = Animator(\(start))   // sampled at \(frameRate) Hz"]
            for (i, change) in changes.enumerated() {
                var transaction = change.animation.map { "Transaction(animation: \($0))" } ?? "Transaction()"
                if change.continuous { transaction += " + isContinuous, tracksVelocity" }
                let completions = change.completions.isEmpty ? "" : "   // completions: " + change.completions.map { ".\($0)" }.joined(separator: ", ")
                lines.append("x.setValue(\(change.value), transaction: \(transaction), at: \(change.time))   // change \(i)\(completions)")
            }
            return lines.joined(separator: "\n")
        }
    }

    // MARK: Generation

    /// Parameters a hostile caller might pass.
    static let hostileNumbers: [Double] = [.nan, .infinity, -.infinity, -5, -1, 0, -1e-9, 1e300, -1e300, 5, 1e-300, 2]

    static func trace(seed: UInt64) -> Trace {
        var random = SeededGenerator(seed: seed)
        let hostile = random.next() % 5 == 0
        let rates: [Double] = [30, 60, 60, 120, 144, 47.3]
        let frameRate = rates[Int(random.next() % UInt64(rates.count))]
        var time = 0.0
        var value = Double.random(in: -500...500, using: &random)
        let start = value
        var changes: [Change] = []
        let count = Int.random(in: 1...10, using: &random)
        while changes.count < count {
            time += [0, 1 / frameRate, Double.random(in: 0...0.15, using: &random), Double.random(in: 0...1.2, using: &random)][Int(random.next() % 4)]
            if random.next() % 7 == 0 {
                // A drag: continuous changes a frame apart with no animation, then a release.
                for _ in 0..<Int.random(in: 2...6, using: &random) {
                    value += Double.random(in: -40...40, using: &random)
                    changes.append(Change(time: time, value: value, animation: nil, completions: [], continuous: true))
                    time += 1 / frameRate
                }
            }
            switch random.next() % 10 {
            case 0: break  // the same value: a change that changes nothing
            case 1: value += 1e-9
            case 2: value = Double.random(in: -1e6...1e6, using: &random)
            default: value = Double.random(in: -1000...1000, using: &random)
            }
            let animated = random.next() % 6 != 0
            let recipe = animated ? makeRecipe(&random, hostile: hostile, depth: 0) : nil
            var completions: [AnimationCompletionCriteria] = []
            for _ in 0..<Int(random.next() % 3) { completions.append(random.next() % 2 == 0 ? .logicallyComplete : .removed) }
            changes.append(Change(time: time, value: value, animation: recipe, completions: completions, continuous: false))
        }
        return Trace(start: start, changes: changes, frameRate: frameRate)
    }

    private static func makeRecipe(_ random: inout SeededGenerator, hostile: Bool, depth: Int) -> Recipe {
        func number(_ range: ClosedRange<Double>) -> Double {
            if hostile && random.next() % 3 == 0 { return hostileNumbers[Int(random.next() % UInt64(hostileNumbers.count))] }
            return Double.random(in: range, using: &random)
        }
        if depth < 2 && random.next() % 4 == 0 {
            let base = makeRecipe(&random, hostile: hostile, depth: depth + 1)
            switch random.next() % 5 {
            case 0: return .delay(base, number(0...0.5))
            case 1: return .speed(base, number(0.25...4))
            case 2: return .repeatCount(base, hostile && random.next() % 3 == 0 ? -2 : Int.random(in: 0...4, using: &random), random.next() % 2 == 0)
            case 3: return .repeatForever(base, random.next() % 2 == 0)
            default: return .logicallyComplete(base, number(0...1))
            }
        }
        switch random.next() % 15 {
        case 0: return .linear(number(0...1.5))
        case 1: return .easeIn(number(0...1))
        case 2: return .easeOut(number(0...1))
        case 3: return .easeInOut(number(0...1))
        case 4: return .timingCurve(number(0...1), number(-1...2), number(0...1), number(-1...2), number(0...1))
        case 5: return .spring(response: number(0.05...1.2), dampingFraction: number(0.1...2), blendDuration: number(0...0.5))
        case 6: return .springDuration(number(0.1...1), bounce: number(-0.9...0.9))
        case 7: return .smooth(number(0.1...1), extraBounce: number(-0.5...0.5))
        case 8: return .snappy(number(0.1...1), extraBounce: number(-0.5...0.5))
        case 9: return .bouncy(number(0.1...1), extraBounce: number(-0.5...0.5))
        case 10: return .interactiveSpring
        case 11: return .interpolating(duration: number(0.1...1), bounce: number(-0.7...0.7), initialVelocity: number(-5...5))
        case 12: return .interpolatingPhysical(mass: number(0.5...2), stiffness: number(50...400), damping: number(5...40))
        case 13: return hostile && random.next() % 2 == 0 ? .notFinite : .elastic(number(0.2...1))
        default: return .bouncy(number(0.2...0.8), extraBounce: 0)
        }
    }

    // MARK: Running

    /// Runs the sequence of `seed`; a failure carries the minimal trace that still fails.
    static func check(seed: UInt64) -> Failure? {
        let full = trace(seed: seed)
        guard let promise = run(full) else { return nil }
        return Failure(seed: seed, promise: promise, trace: shrink(full, failing: promise))
    }

    /// Removes changes one at a time while the same promise still breaks.
    static func shrink(_ trace: Trace, failing promise: String) -> Trace {
        let kind = promise.prefix { $0 != ":" }
        var current = trace
        var removed = true
        while removed {
            removed = false
            for i in current.changes.indices.reversed() {
                var smaller = current
                smaller.changes.remove(at: i)
                if let other = run(smaller), other.prefix(while: { $0 != ":" }) == kind {
                    current = smaller
                    removed = true
                }
            }
        }
        return current
    }

    /// Runs one trace; returns the first broken promise, described, or nil.
    static func run(_ trace: Trace) -> String? {
        let log = FiringLog()
        var broken: String?
        let warnings = Diagnostics.collectingWarnings {
            broken = play(trace, log: log)
        }
        if let broken { return broken }
        let valid = trace.changes.allSatisfy { $0.animation?.isValid ?? true }
        if valid && !warnings.isEmpty { return "warning on valid input: \(warnings[0])" }
        return nil
    }

    private static func play(_ trace: Trace, log: FiringLog) -> String? {
        let x = Animator(trace.start)
        var frame = 0
        func frameTime(_ n: Int) -> Double { Double(n) / trace.frameRate }
        var registered: [Int] = []
        var hostileAnimations = 0

        /// Samples one instant and checks what holds at every frame.
        func sample(_ t: Double) -> String? {
            let value = x.presentationValue(at: t)
            guard value.isFinite else { return "not finite: the value is \(value) at \(t) s" }
            if !x.isAnimating {
                guard value == x.modelValue else { return "not home: at rest at \(t) s the value is \(value), the model value \(x.modelValue) (off by \(value - x.modelValue))" }
                if let missing = registered.first(where: { log.count(of: $0) == 0 }) {
                    return "completion never fired: completion #\(missing) had not fired when the value came to rest at \(t) s"
                }
            }
            if let twice = registered.first(where: { log.count(of: $0) > 1 }) {
                return "completion fired twice: completion #\(twice) fired \(log.count(of: twice)) times"
            }
            return nil
        }

        for (index, change) in trace.changes.enumerated() {
            while frameTime(frame) < change.time {
                if let broken = sample(frameTime(frame)) { return broken }
                frame += 1
            }
            let t = change.time
            let before = x.presentationValue(at: t)
            let wasAnimating = x.isAnimating
            let velocityBefore = x.velocity(at: t)
            // A plain fluid spring describes itself as spring(…); modifiers append .delay(…) etc.
            let lastWasFluid = wasAnimating && (x.runningAnimations.last.map { $0.hasPrefix("spring(") && !$0.contains(").") } ?? false)
            var transaction = Transaction(animation: nil)
            if let recipe = change.animation {
                let (animation, warnings) = Diagnostics.collectingWarnings { recipe.animation }
                if recipe.isValid && !warnings.isEmpty { return "warning on valid input: \(recipe) warned \(warnings[0])" }
                if !recipe.isValid {
                    hostileAnimations += 1
                    if warnings.isEmpty && !recipe.warnsOnlyWhileRunning { return "silent hostile parameters: \(recipe) gave no warning" }
                }
                transaction.animation = animation
            }
            if change.continuous {
                transaction.isContinuous = true
                transaction.tracksVelocity = true
            }
            for criteria in change.completions {
                let id = registered.count
                registered.append(id)
                transaction.addAnimationCompletion(criteria: criteria) { log.fire(id) }
            }
            x.setValue(change.value, transaction: transaction, at: t)
            if let recipe = change.animation, let animation = transaction.animation, !isInstant(animation) {
                let after = x.presentationValue(at: t)
                let scale = max(1, abs(before), abs(after), abs(change.value))
                // A spring may end the moment it takes over, within its end tolerance of the
                // target (force² ≤ 0.0036: a few thousandths for the springs of valid input,
                // far more for the hour-long response a hostile one is clamped to).
                let endedWithin = x.isAnimating ? 0 : max(0.01, endTolerance(animation))
                guard abs(after - before) <= max(recipe.startTolerance * scale, endedWithin) else {
                    return "jump: change \(index) moved the value from \(before) to \(after) at \(t) s"
                }
                if lastWasFluid && recipe.isFluidSpring && x.isAnimating {
                    let velocityAfter = x.velocity(at: t)
                    guard abs(velocityAfter - velocityBefore) <= 1e-9 * max(1, abs(velocityBefore)) else {
                        return "velocity lost: change \(index) retargeted a fluid spring, velocity \(velocityBefore) became \(velocityAfter) at \(t) s"
                    }
                }
            }
            if let broken = sample(t) { return broken }
        }

        // After the last change: frames at the trace's rate for two seconds, then ten a second,
        // until the value rests, or two minutes have passed for animations that should end by
        // then (a few seconds for those that may well not).
        let runsLong = trace.changes.contains { change in
            change.animation.map { recipe in mayRunLong(Diagnostics.collectingWarnings { recipe.animation }.result) } ?? false
        }
        let last = trace.changes.last?.time ?? 0
        let patience = runsLong ? 5.0 : 120
        var t = last
        var step = 1 / trace.frameRate
        while x.isAnimating && t < last + patience {
            t += step
            if t > last + 2 { step = 0.1 }
            if let broken = sample(t) { return broken }
        }
        if x.isAnimating && !runsLong {
            return "never rests: still animating 120 s after the last change (\(x.runningAnimations))"
        }
        // A view removed, a window closed: whatever still runs stops, and every completion fires.
        x.stopAnimations()
        guard x.presentationValue(at: t) == x.modelValue, !x.isAnimating else {
            return "not home: after stopAnimations() the value is \(x.presentationValue(at: t)), the model value \(x.modelValue)"
        }
        if let missing = registered.first(where: { log.count(of: $0) != 1 }) {
            return "completion never fired: completion #\(missing) fired \(log.count(of: missing)) times after stopAnimations()"
        }
        return nil
    }

    /// Counts how often each completion fired.
    final class FiringLog: @unchecked Sendable {
        private var counts: [Int: Int] = [:]
        func fire(_ id: Int) { counts[id, default: 0] += 1 }
        func count(of id: Int) -> Int { counts[id] ?? 0 }
    }
}

extension AnimatorFuzz.Recipe {
    /// An animation whose bad parameters are not its own but the values it produces (the
    /// warning comes when it runs, not when it is made).
    var warnsOnlyWhileRunning: Bool {
        switch self {
        case .notFinite: true
        case .delay(let base, _), .speed(let base, _), .repeatCount(let base, _, _), .repeatForever(let base, _), .logicallyComplete(let base, _):
            base.warnsOnlyWhileRunning && isValidApartFromBase
        default: false
        }
    }

    /// True when a modifier's own parameter is valid (its base may not be).
    private var isValidApartFromBase: Bool {
        switch self {
        case .delay(_, let d), .logicallyComplete(_, let d): d.isFinite && d >= 0
        case .speed(_, let s): s.isFinite && s >= 1e-9 && s <= 1e9
        case .repeatCount(_, let n, _): n >= 0
        default: true
        }
    }
}

/// SplitMix64: a tiny, fast, seedable generator, so a seed replays its sequence anywhere.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The elastic ease-in-out of the CustomAnimation reference page: a user's own animation.
struct ElasticEaseInOut: CustomAnimation {
    var duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        let progress = p < 0.5 ? -(pow(2, 20 * p - 10) * s) / 2 : (pow(2, -20 * p + 10) * s) / 2 + 1
        return value.scaled(by: progress)
    }
}

/// A user's animation gone wrong: NaN after a tenth of a second.
struct NotFiniteAfterAWhile: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: time < 0.1 ? time : .nan)
    }
}
