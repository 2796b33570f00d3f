import Foundation
import Testing
@testable import KineticCore

/// A seeded fuzz of the view DSL on the headless host: a field of 100 views whose state
/// changes at random times in random transactions (every kind of animation, none, continuous
/// drags, completions), with views removed and inserted mid-animation (each with one of eight
/// transitions, so removals leave and re-insertions turn around), implicit animations
/// (some of them nil) on a few views, and hostile animation parameters in a fifth of the
/// sequences. Checked at every frame and at the end:
///
/// - no NaN or infinite number in any frame's display list;
/// - an animated change makes nothing on screen jump;
/// - at rest, the frame equals the one a fresh host draws for the final state, to the bit;
/// - every completion fires exactly once (by the time all is at rest, or when the host stops
///   the animations, as a closing window does);
/// - valid input gives no warning, from the graph or the animation model.
///
/// CI runs `KINETIC_DSL_FUZZ_SEQUENCES` (default 100: a minute of the main actor in a debug
/// build, which the other main-actor tests wait for); `make fuzz` runs 5,000 in release, and
/// `KINETIC_DSL_FUZZ_SEED` replays one sequence. A failure prints its seed and trace.
@MainActor
struct ViewGraphFuzzTests {
    static var plan: (first: UInt64, count: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["KINETIC_DSL_FUZZ_SEED"].flatMap(UInt64.init) { return (seed, 1) }
        return (environment["KINETIC_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1,
                environment["KINETIC_DSL_FUZZ_SEQUENCES"].flatMap(UInt64.init) ?? 100)
    }

    @Test func randomChangesAcrossAHundredViewsKeepEveryPromise() {
        let (first, count) = Self.plan
        var failures = 0
        for seed in first..<(first + count) {
            if let failure = ViewGraphFuzz.check(seed: seed) {
                Issue.record("\(failure)")
                failures += 1
                if failures >= 3 { break }
            }
        }
    }
}

/// The engine of ``ViewGraphFuzzTests``.
@MainActor
enum ViewGraphFuzz {
    nonisolated static let count = 100
    nonisolated static let palette: [Color] = [.red, .green, .blue, .orange, .purple, .white]

    /// One view's state.
    struct Item: Equatable {
        var id: Int
        var x = 0.0, y = 0.0, width = 20.0, height = 20.0
        var opacity = 1.0, angle = 0.0, scale = 1.0, corner = 4.0
        var color = 0
        var visible = true
    }

    /// The transitions the views come and go with, by id (the default fade among them).
    nonisolated static var transitions: [AnyTransition] {
        [.opacity, .slide, .scale, .move(edge: .top), .asymmetric(insertion: .push(from: .leading), removal: .opacity),
         .offset(x: 30, y: -10), AnyTransition(BlurReplaceTransition()), .opacity.combined(with: .scale(scale: 0.5))]
    }

    /// An animation by name, so a trace prints as code.
    struct Recipe: CustomStringConvertible, Sendable {
        var description: String
        var animation: Animation?
        /// Within the domain of every parameter: no warning expected.
        var isValid = true
        /// May run past the fuzz's patience (for ever, or minutes).
        var runsLong = false
        /// Changes the value at once, by design.
        var isInstant = false
    }

    nonisolated static let valid: [Recipe] = [
        Recipe(description: "nil", animation: nil, isInstant: true),
        Recipe(description: ".default", animation: .default),
        Recipe(description: ".spring", animation: .spring),
        Recipe(description: ".bouncy", animation: .bouncy),
        Recipe(description: ".smooth(duration: 0.3)", animation: .smooth(duration: 0.3)),
        Recipe(description: ".snappy(extraBounce: 0.1)", animation: .snappy(extraBounce: 0.1)),
        Recipe(description: ".interactiveSpring", animation: .interactiveSpring),
        Recipe(description: ".spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.2)", animation: .spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.2)),
        Recipe(description: ".linear(duration: 0.4)", animation: .linear(duration: 0.4)),
        Recipe(description: ".easeInOut(duration: 0.6)", animation: .easeInOut(duration: 0.6)),
        Recipe(description: ".easeOut(duration: 0.2).delay(0.1)", animation: .easeOut(duration: 0.2).delay(0.1)),
        Recipe(description: ".spring(duration: 0.5, bounce: 0.3).speed(2)", animation: .spring(duration: 0.5, bounce: 0.3).speed(2)),
        Recipe(description: ".interpolatingSpring(duration: 0.4, bounce: 0.2)", animation: .interpolatingSpring(duration: 0.4, bounce: 0.2)),
        Recipe(description: ".timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)", animation: .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)),
        Recipe(description: ".linear(duration: 0.3).repeatCount(3)", animation: .linear(duration: 0.3).repeatCount(3)),
        Recipe(description: ".easeInOut(duration: 0.5).repeatForever()", animation: .easeInOut(duration: 0.5).repeatForever(), runsLong: true),
        Recipe(description: ".linear(duration: 0)", animation: .linear(duration: 0), isInstant: true),
        Recipe(description: ".spring(response: 0, dampingFraction: 1)", animation: .spring(response: 0, dampingFraction: 1), isInstant: true),
    ]

    /// Made on demand: making them warns, and the fuzz checks that it does.
    nonisolated static let hostile: [(description: String, make: @Sendable () -> Animation, runsLong: Bool, isInstant: Bool)] = [
        (".spring(duration: 0.4, bounce: -5)", { .spring(duration: 0.4, bounce: -5) }, true, false),
        (".spring(duration: 0.4, bounce: 5)", { .spring(duration: 0.4, bounce: 5) }, true, false),
        (".linear(duration: .nan)", { .linear(duration: .nan) }, false, true),
        (".easeIn(duration: -1)", { .easeIn(duration: -1) }, false, true),
        (".spring(response: .infinity, dampingFraction: .nan)", { .spring(response: .infinity, dampingFraction: .nan) }, false, false),
        (".bouncy.speed(0)", { .bouncy.speed(0) }, false, false),
        (".smooth.delay(-3)", { .smooth.delay(-3) }, false, false),
        (".linear(duration: 0.3).repeatCount(-2)", { .linear(duration: 0.3).repeatCount(-2) }, false, true),
        (".interpolatingSpring(mass: 0, stiffness: -5, damping: .nan)", { .interpolatingSpring(mass: 0, stiffness: -5, damping: .nan) }, false, false),
        (".snappy(duration: -.infinity, extraBounce: 9)", { .snappy(duration: -.infinity, extraBounce: 9) }, true, true),
        (".timingCurve(.nan, .infinity, 2, -1e9, duration: 0.3)", { .timingCurve(.nan, .infinity, 2, -1e9, duration: 0.3) }, false, false),
    ]

    /// What a step does.
    enum Step {
        /// Changes some views' state in one transaction.
        case change(recipe: Int, hostile: Bool, edits: [(index: Int, field: Int, value: Double)], completion: AnimationCompletionCriteria?)
        /// A drag: continuous changes of one view's position, one a frame, with no animation.
        case drag(index: Int, dx: Double, dy: Double)
        /// Lets time pass.
        case wait(Double)
    }

    struct Trace: CustomStringConvertible {
        var frameRate: Double
        var steps: [Step]
        /// Views whose `.animation(_:value:)` overrides the transaction, and with what.
        var implicit: [Int: Int]

        var description: String {
            var lines = ["frames at \(frameRate) Hz; implicit animations: " + implicit.sorted { $0.key < $1.key }.map { "view \($0.key): \(ViewGraphFuzz.valid[$0.value])" }.joined(separator: ", ")]
            for step in steps {
                switch step {
                case .change(let recipe, let hostile, let edits, let completion):
                    let name = hostile ? ViewGraphFuzz.hostile[recipe].description : ViewGraphFuzz.valid[recipe].description
                    let what = edits.map { "view \($0.index).\(ViewGraphFuzz.fieldNames[$0.field]) = \($0.value)" }.joined(separator: "; ")
                    lines.append("withAnimation(\(name)\(completion.map { ", completionCriteria: .\($0)" } ?? "")) { \(what) }")
                case .drag(let index, let dx, let dy): lines.append("drag view \(index) by (\(dx), \(dy))")
                case .wait(let seconds): lines.append("advance(by: \(seconds))")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    nonisolated static let fieldNames = ["x", "y", "width", "height", "opacity", "angle", "scale", "corner", "color", "visible"]

    struct Failure: CustomStringConvertible {
        var seed: UInt64
        var promise: String
        var trace: Trace
        var description: String {
            "view graph fuzz, seed \(seed): \(promise)\nminimal trace (replay with KINETIC_DSL_FUZZ_SEED=\(seed)):\n\(trace)"
        }
    }

    // MARK: Generation

    static func trace(seed: UInt64) -> Trace {
        var random = SplitMix(seed: seed)
        let hostile = random.next() % 5 == 0
        let frameRate = [30.0, 60, 144][Int(random.next() % 3)]
        var implicit: [Int: Int] = [:]
        for _ in 0..<Int(random.next() % 6) { implicit[Int(random.next() % UInt64(count))] = Int(random.next() % UInt64(valid.count)) }
        var steps: [Step] = []
        for _ in 0..<Int.random(in: 2...12, using: &random) {
            switch random.next() % 8 {
            case 0: steps.append(.drag(index: Int(random.next() % UInt64(count)), dx: .random(in: -80...80, using: &random), dy: .random(in: -80...80, using: &random)))
            case 1, 2: steps.append(.wait([0, 1 / frameRate, .random(in: 0...0.3, using: &random), .random(in: 0...1.5, using: &random)][Int(random.next() % 4)]))
            default:
                var edits: [(Int, Int, Double)] = []
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    let field = Int(random.next() % UInt64(fieldNames.count))
                    let value: Double = switch field {
                    case 0, 1: .random(in: -300...300, using: &random)
                    case 2, 3: .random(in: 0...60, using: &random)
                    case 4: .random(in: 0...1, using: &random)
                    case 5: .random(in: -720...720, using: &random)
                    case 6: .random(in: 0.1...3, using: &random)
                    case 7: .random(in: 0...20, using: &random)
                    case 8: Double(random.next() % UInt64(palette.count))
                    default: random.next() % 3 == 0 ? 0 : 1
                    }
                    edits.append((Int(random.next() % UInt64(count)), field, value))
                }
                let useHostile = hostile && random.next() % 2 == 0
                let recipe = Int(random.next() % UInt64(useHostile ? Self.hostile.count : valid.count))
                let completion: AnimationCompletionCriteria? = [nil, .logicallyComplete, .removed][Int(random.next() % 3)]
                steps.append(.change(recipe: recipe, hostile: useHostile, edits: edits, completion: completion))
            }
        }
        return Trace(frameRate: frameRate, steps: steps, implicit: implicit)
    }

    // MARK: Running

    static func check(seed: UInt64) -> Failure? {
        let full = trace(seed: seed)
        guard let promise = run(full) else { return nil }
        // Shrink: drop steps while the same promise still breaks.
        let kind = promise.prefix { $0 != ":" }
        var current = full
        var removed = true
        while removed {
            removed = false
            for i in current.steps.indices.reversed() {
                var smaller = current
                smaller.steps.remove(at: i)
                if let other = run(smaller), other.prefix(while: { $0 != ":" }) == kind {
                    current = smaller
                    removed = true
                }
            }
        }
        return Failure(seed: seed, promise: promise, trace: current)
    }

    /// The test's handle on the field's state.
    final class Driver {
        var items: Binding<[Item]>?
    }

    struct Field: View {
        let driver: Driver
        let implicit: [Int: Int]
        @State var items: [Item] = (0..<ViewGraphFuzz.count).map { i in
            Item(id: i, x: Double(i % 10) * 30, y: Double(i / 10) * 30)
        }

        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(items.filter(\.visible), id: \.id) { item in
                    Cell(item: item, implicit: implicit[item.id].map { ViewGraphFuzz.valid[$0] })
                }
            }
            .frame(width: 900, height: 600, alignment: .topLeading)
            .onAppear { driver.items = $items }
        }
    }

    struct Cell: View {
        let item: Item
        let implicit: Recipe?
        var body: some View {
            let shape = RoundedRectangle(cornerRadius: item.corner)
                .fill(ViewGraphFuzz.palette[item.color])
                .frame(width: item.width, height: item.height)
                .opacity(item.opacity)
                .rotationEffect(.degrees(item.angle))
                .scaleEffect(item.scale)
                .offset(x: item.x, y: item.y)
                .accessibilityIdentifier("cell\(item.id)")
            let transition = ViewGraphFuzz.transitions[item.id % ViewGraphFuzz.transitions.count]
            if let implicit {
                shape.animation(implicit.animation, value: item).transition(transition)
            } else {
                shape.transition(transition)
            }
        }
    }

    /// Counts how often each completion fired.
    final class FiringLog {
        var counts: [Int] = []
        func register() -> Int {
            counts.append(0)
            return counts.count - 1
        }
    }

    /// Runs one trace; returns the first broken promise, described, or nil.
    static func run(_ trace: Trace) -> String? {
        var graphWarnings: [String] = []
        let driver = Driver()
        let log = FiringLog()
        var broken: String?
        var valid = true
        var runsLong = false
        let motionWarnings = Diagnostics.collectingWarnings {
            let host = HeadlessHost(size: CGSize(width: 900, height: 600), warnings: { graphWarnings.append($0) }) {
                Field(driver: driver, implicit: trace.implicit)
            }
            host.graph.checksIncrementalWork = false
            host.frameRate = trace.frameRate
            for (_, recipe) in trace.implicit where Self.valid[recipe].runsLong { runsLong = true }
            broken = play(trace, host: host, driver: driver, log: log, valid: &valid, runsLong: &runsLong)
        }
        if let broken { return broken }
        let warnings = graphWarnings + motionWarnings
        if valid && !warnings.isEmpty { return "warning on valid input: \(warnings[0])" }
        return nil
    }

    private static func play(_ trace: Trace, host: HeadlessHost<Field>, driver: Driver, log: FiringLog,
                             valid: inout Bool, runsLong: inout Bool) -> String? {
        guard let items = driver.items else { return "setup: the field never appeared" }

        /// What every frame must satisfy.
        func checkFrame() -> String? {
            for item in host.displayList.items {
                let numbers = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height, item.opacity,
                               item.transform.a, item.transform.b, item.transform.c, item.transform.d, item.transform.tx, item.transform.ty]
                if numbers.contains(where: { !Double($0).isFinite }) {
                    return "not finite: at \(host.time) s an item shows \(item)"
                }
            }
            if let twice = log.counts.firstIndex(where: { $0 > 1 }) {
                return "completion fired twice: completion #\(twice) fired \(log.counts[twice]) times"
            }
            return nil
        }

        /// Advances in frames, checking each.
        func advance(by seconds: Double) -> String? {
            let end = host.time + seconds
            while host.time < end - 1e-9 {
                host.advance(by: min(1 / trace.frameRate, end - host.time))
                if let broken = checkFrame() { return broken }
            }
            return nil
        }

        /// The frames of the views, to compare across a change.
        func snapshot() -> [Int: (CGRect, Double)] {
            var result: [Int: (CGRect, Double)] = [:]
            for item in items.wrappedValue where item.visible {
                if let frame = host.frame(of: "cell\(item.id)"), let opacity = host.opacity(of: "cell\(item.id)") {
                    result[item.id] = (frame, opacity)
                }
            }
            return result
        }

        for step in trace.steps {
            switch step {
            case .wait(let seconds):
                if let broken = advance(by: seconds) { return broken }
            case .drag(let index, let dx, let dy):
                for _ in 0..<5 {
                    var transaction = Transaction()
                    transaction.isContinuous = true
                    withTransaction(transaction) {
                        items.wrappedValue[index].x += dx / 5
                        items.wrappedValue[index].y += dy / 5
                    }
                    if let broken = advance(by: 1 / trace.frameRate) { return broken }
                }
            case .change(let recipeIndex, let hostile, let edits, let criteria):
                var recipe: Recipe
                if hostile {
                    let entry = Self.hostile[recipeIndex]
                    let (animation, warnings) = Diagnostics.collectingWarnings { entry.make() }
                    if warnings.isEmpty { return "silent hostile parameters: \(entry.description) gave no warning" }
                    recipe = Recipe(description: entry.description, animation: animation, isValid: false, runsLong: entry.runsLong, isInstant: entry.isInstant)
                    valid = false
                } else {
                    recipe = Self.valid[recipeIndex]
                }
                if recipe.runsLong { runsLong = true }
                let before = snapshot()
                let apply = {
                    for edit in edits {
                        var item = items.wrappedValue[edit.index]
                        switch edit.field {
                        case 0: item.x = edit.value
                        case 1: item.y = edit.value
                        case 2: item.width = edit.value
                        case 3: item.height = edit.value
                        case 4: item.opacity = edit.value
                        case 5: item.angle = edit.value
                        case 6: item.scale = edit.value
                        case 7: item.corner = edit.value
                        case 8: item.color = Int(edit.value)
                        default: item.visible = edit.value != 0
                        }
                        items.wrappedValue[edit.index] = item
                    }
                }
                if let criteria {
                    let id = log.register()
                    withAnimation(recipe.animation, completionCriteria: criteria, apply) { log.counts[id] += 1 }
                } else {
                    withAnimation(recipe.animation, apply)
                }
                // The change, drawn at the same instant: nothing animated may have jumped.
                host.advance(by: 0)
                if let broken = checkFrame() { return broken }
                if !recipe.isInstant {
                    let after = snapshot()
                    let edited = Set(edits.filter { $0.field == 9 }.map(\.index))
                    for (id, old) in before where trace.implicit[id] == nil && !edited.contains(id) {
                        guard let new = after[id] else { continue }
                        let moved = max(abs(new.0.minX - old.0.minX), abs(new.0.minY - old.0.minY),
                                        abs(new.0.width - old.0.width), abs(new.0.height - old.0.height))
                        if moved > 1e-6 || abs(new.1 - old.1) > 1e-9 {
                            return "jump: \(recipe) moved view \(id) from \(old) to \(new) at \(host.time) s"
                        }
                    }
                }
            }
        }

        // After the last step: until all rests (two minutes at most, a few seconds for what
        // may well never end), then every view must show its final state exactly.
        var waited = 0.0
        let patience = runsLong ? 3.0 : 120
        while host.frameNeeded && waited < patience {
            host.advance(by: 0.1)
            waited += 0.1
            if let broken = checkFrame() { return broken }
        }
        if host.frameNeeded {
            if !runsLong { return "never rests: still animating 120 s after the last step" }
            host.graph.stopAnimations()
            host.advance(by: 0)
        }
        if let missing = log.counts.firstIndex(where: { $0 != 1 }) {
            return "completion never fired: completion #\(missing) fired \(log.counts[missing]) times once all was at rest"
        }
        let final = items.wrappedValue
        let reference = HeadlessHost(size: CGSize(width: 900, height: 600)) {
            Field(driver: Driver(), implicit: trace.implicit).settingItems(final)
        }
        if reference.displayList != host.displayList {
            let a = host.displayList.items, b = reference.displayList.items
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            let detail = first.map { "item \($0): shown \(a[$0]), expected \(b[$0])" } ?? "\(a.count) items shown, \(b.count) expected"
            return "not home: at rest the frame differs from the final state's (\(detail))"
        }
        return nil
    }
}

extension ViewGraphFuzz.Field {
    /// The field starting in `items`, for the reference frame.
    func settingItems(_ items: [ViewGraphFuzz.Item]) -> Self {
        var copy = self
        copy._items = State(wrappedValue: items)
        return copy
    }
}

/// SplitMix64, seedable, so a seed replays its sequence.
struct SplitMix: RandomNumberGenerator {
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
