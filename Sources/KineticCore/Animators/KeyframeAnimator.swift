import Foundation

/// A trigger value of any equatable type, compared with its own `==`.
struct AnimatorTrigger: Equatable {
    let value: any Equatable

    static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool {
        func same<E: Equatable>(_ a: E, _ b: any Equatable) -> Bool { (b as? E).map { $0 == a } ?? false }
        return same(lhs.value, rhs.value)
    }
}

/// Plays keyframes over a value and rebuilds its content with the value every frame while it
/// plays: continuously (`repeating`), or once each time a trigger changes.
///
/// ```swift
/// KeyframeAnimator(initialValue: Pose(), trigger: taps) { pose in
///     Heart().scaleEffect(pose.scale).offset(y: pose.lift)
/// } keyframes: { _ in
///     KeyframeTrack(\.scale) { SpringKeyframe(1.4, duration: 0.2); SpringKeyframe(1, duration: 0.4) }
///     KeyframeTrack(\.lift) { CubicKeyframe(-20, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
/// }
/// ```
///
/// The `keyframes` closure gets the value the run starts from: `initialValue` the first time,
/// then where the previous run ended. A trigger that changes mid-run starts new keyframes from
/// the value shown then, and cubic and spring keyframes without velocities of their own carry
/// on at the velocity it had. The content is built only while the keyframes play, and when
/// the view's inputs change.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: PrimitiveView where KeyframePath.Value == Value {
    let initialValue: Value
    let mode: KeyframeAnimatorMode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes over and over while `repeating` is true; shows the value at the
    /// start of the keyframes while it is false.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .trigger(AnimatorTrigger(value: trigger))
        self.content = content
        self.keyframes = keyframes
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let initialValue = self.initialValue, mode = self.mode, content = self.content, keyframes = self.keyframes
        return builder.single(KeyframeAnimatorNode<Value>.self, make: { KeyframeAnimatorNode(graph: graph, initialValue: initialValue) }) { node in
            node.update(mode: mode, at: graph.time) { start, velocities in
                KeyframeTimeline(initialValue: start, keyframes: keyframes(start), velocities: velocities)
            }
            // Rebuilt every frame until the run's end (an entry of the outer timeline), then paused.
            let end = node.endTime.map { [graph.date(at: $0)] } ?? []
            let view = TimelineView(.explicit(end)) { [weak node] outer in
                TimelineView(.animation(paused: !(node?.isPlaying(at: graph.time(of: outer.date)) ?? false))) { [weak node] context in
                    if let node { content(node.value(at: graph.time(of: context.date))) }
                }
            }
            node.reconcileChildren(transaction: transaction, environment: environment) { builder in
                builder.nodes(for: view, key: .content)
            }
        }
    }
}

/// How a ``KeyframeAnimator`` starts its runs.
enum KeyframeAnimatorMode {
    case repeating(Bool)
    case trigger(AnimatorTrigger)
}

/// The node of a ``KeyframeAnimator``: the run in progress (its timeline and the graph time it
/// began), the value at rest between runs, and the trigger last seen.
final class KeyframeAnimatorNode<Value>: Node {
    private var resting: Value
    private var timeline: KeyframeTimeline<Value>?
    private var start = 0.0
    private var mode: KeyframeAnimatorMode?
    private var make: ((Value, [AnyKeyPath: Any]) -> KeyframeTimeline<Value>)?

    override var isTransparentInLayout: Bool { true }
    override var typeName: String { "KeyframeAnimator" }

    init(graph: ViewGraph, initialValue: Value) {
        resting = initialValue
        super.init(graph: graph)
    }

    private var isRepeating: Bool {
        if case .repeating(true) = mode { return true }
        return false
    }

    /// The graph time the run ends, when it ends (nil while repeating or at rest).
    var endTime: Double? {
        guard let timeline, !isRepeating else { return nil }
        return start + timeline.duration
    }

    func isPlaying(at time: Double) -> Bool {
        guard timeline != nil else { return false }
        return endTime.map { time < $0 } ?? true
    }

    /// Takes the view's inputs: starts a run when the view first repeats, when repeating is
    /// switched on, or when the trigger changes; stops when repeating is switched off.
    func update(mode newMode: KeyframeAnimatorMode, at time: Double, make: @escaping (Value, [AnyKeyPath: Any]) -> KeyframeTimeline<Value>) {
        self.make = make
        let old = mode
        mode = newMode
        switch (old, newMode) {
        case (nil, .repeating(true)), (.repeating(false), .repeating(true)), (.trigger, .repeating(true)):
            begin(from: resting, velocities: [:], at: time)
        case (_, .repeating(false)):
            // Shows the value the keyframes start from.
            timeline = nil
        case (.trigger(let before), .trigger(let after)) where before != after:
            // From the value shown now, at the velocity it has.
            let elapsed = time - start
            if let timeline, elapsed < timeline.duration {
                begin(from: timeline.value(time: elapsed), velocities: timeline.velocities(time: elapsed), at: time)
            } else {
                settle()
                begin(from: resting, velocities: [:], at: time)
            }
        case (.repeating(true), .trigger):
            settle()
            timeline = nil
        default:
            break
        }
    }

    private func begin(from value: Value, velocities: [AnyKeyPath: Any], at time: Double) {
        guard let make else { return }
        resting = value
        start = time
        let next = make(value, velocities)
        if !(next.duration > 0) {
            if isRepeating {
                graph.warn("\(path): the keyframes have no duration, so a repeating keyframe animator has nothing to play", key: "keyframes-empty:\(path)")
            }
            resting = next.value(time: 0)
            timeline = nil
            return
        }
        timeline = next
    }

    /// Ends the run: its last value becomes the value at rest.
    private func settle() {
        guard let timeline else { return }
        resting = timeline.value(time: timeline.duration)
        self.timeline = nil
    }

    /// The value at graph time `time`. A repeating run that has reached its end starts again
    /// from where it ended; a triggered one comes to rest there.
    func value(at time: Double) -> Value {
        guard var current = timeline else { return resting }
        var elapsed = time - start
        var loops = 0
        while elapsed >= current.duration {
            let end = current.value(time: current.duration)
            guard isRepeating, let make, loops < 10_000 else {
                resting = end
                timeline = nil
                return end
            }
            resting = end
            start += current.duration
            current = make(end, [:])
            guard current.duration > 0 else {
                timeline = nil
                return resting
            }
            timeline = current
            elapsed = time - start
            loops += 1
        }
        return current.value(time: max(elapsed, 0))
    }
}

extension View {
    /// Plays keyframes over a value continuously (while `repeating`), rebuilding `content`
    /// with this view and the value every frame.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(making: { [self] builder in builder.nodes(for: self, key: .content) })
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over a value once each time `trigger` changes, rebuilding `content` with
    /// this view and the value every frame while they play.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(making: { [self] builder in builder.nodes(for: self, key: .content) })
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
