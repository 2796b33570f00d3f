import Foundation

/// A gesture: taps, long presses, drags, pinches and twists, and gestures made of others
/// (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`), attached with
/// `.gesture(_:)`, `.simultaneousGesture(_:)` or `.highPriorityGesture(_:)`.
///
/// On the desktop a pinch is Control with the wheel and a twist is Control and Shift with the
/// wheel (SDL reports no touchpad pinch under X11).
public protocol Gesture {
    associatedtype Value
    /// Makes the gesture's recognizer (Kinetic's own; a gesture made of others makes theirs).
    func _makeRecognizer() -> _GestureRecognizerBox<Value>
}

/// A gesture's recognizer, as the `Gesture` protocol hands it out.
public struct _GestureRecognizerBox<Value> {
    let recognizer: Recognizer<Value>
}

// MARK: Leaves

/// A tap, or `count` taps in quick succession, lifted over the view.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public func _makeRecognizer() -> _GestureRecognizerBox<Void> { _GestureRecognizerBox(recognizer: TapRecognizer(count: count)) }
}

/// A press held for `minimumDuration` without moving more than `maximumDistance`. Its value is
/// true while pressing (what `updating` sees from the press on) and when it ends.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: Double

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> _GestureRecognizerBox<Bool> {
        _GestureRecognizerBox(recognizer: LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance))
    }
}

extension DragGesture: Gesture {
    public func _makeRecognizer() -> _GestureRecognizerBox<DragGestureValue> {
        let recognizer = DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        if let changed { recognizer.changed.append(changed) }
        if let ended { recognizer.ended.append(ended) }
        for update in updates {
            recognizer.changed.insert(update.change, at: 0)
            recognizer.resets.append(update.reset)
        }
        return _GestureRecognizerBox(recognizer: recognizer)
    }
}

/// A pinch: Control with the wheel over the view (each notch scales by 1.1).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale since the pinch began (1 at its start).
        public var magnification: CGFloat
        /// Scale per second.
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        _GestureRecognizerBox(recognizer: WheelRecognizer<Value>(takesScale: true) { total, first, velocity, context in
            let local = context.toLocal.apply(to: first.location)
            return Value(time: context.startDate.addingTimeInterval(first.time), magnification: CGFloat(total), velocity: CGFloat(velocity),
                         startAnchor: .center, startLocation: local)
        })
    }
}

/// A twist: Control and Shift with the wheel over the view (each notch turns by 15°).
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The angle since the twist began.
        public var rotation: Angle
        /// Angle per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        _GestureRecognizerBox(recognizer: WheelRecognizer<Value>(takesScale: false) { total, first, velocity, context in
            let local = context.toLocal.apply(to: first.location)
            return Value(time: context.startDate.addingTimeInterval(first.time), rotation: .degrees(total), velocity: .degrees(velocity),
                         startAnchor: .center, startLocation: local)
        })
    }
}

/// The older name of `MagnifyGesture`, with the scale as its value.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public func _makeRecognizer() -> _GestureRecognizerBox<CGFloat> {
        _GestureRecognizerBox(recognizer: WheelRecognizer<CGFloat>(takesScale: true) { total, _, _, _ in CGFloat(total) })
    }
}

/// The older name of `RotateGesture`, with the angle as its value.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public func _makeRecognizer() -> _GestureRecognizerBox<Angle> {
        _GestureRecognizerBox(recognizer: WheelRecognizer<Angle>(takesScale: false) { total, _, _, _ in .degrees(total) })
    }
}

// MARK: Actions

/// A gesture with an action when its value changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void
    public typealias Value = Base.Value
    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        let box = base._makeRecognizer()
        box.recognizer.changed.append(action)
        return box
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void
    public typealias Value = Base.Value
    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        let box = base._makeRecognizer()
        box.recognizer.ended.append(action)
        return box
    }
}

/// A gesture that sets a gesture state while it lasts.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    let base: Base
    let state: KineticCore.GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    public typealias Value = Base.Value
    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        let box = base._makeRecognizer()
        let state = self.state, body = self.body
        // Before the gesture's own actions, as SwiftUI updates state first.
        box.recognizer.changed.insert({ value in state.update { current, transaction in body(value, &current, &transaction) } }, at: 0)
        box.recognizer.resets.append { state.reset() }
        return box
    }
}

/// A gesture whose value is mapped.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value
    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        let inner = base._makeRecognizer().recognizer
        let outer = MappedRecognizer(inner, transform)
        return _GestureRecognizerBox(recognizer: outer)
    }
}

/// Reports its inner recognizer's values, mapped.
final class MappedRecognizer<Inner, Value>: Recognizer<Value> {
    let inner: Recognizer<Inner>
    init(_ inner: Recognizer<Inner>, _ transform: @escaping (Inner) -> Value) {
        self.inner = inner
        super.init()
        inner.claim = { [unowned self] in self.tryActivate() }
        inner.changed.append { [unowned self] value in self.report(transform(value)) }
        inner.settled = { [unowned self] part in
            if part.phase == .ended, let value = self.inner.value { self.finish(with: transform(value)) } else { self.fail() }
        }
    }
    override var context: GestureContext { didSet { inner.context = context } }
    override func begin(_ sample: GestureSample) { super.begin(sample); inner.begin(sample) }
    override func move(_ sample: GestureSample) { inner.move(sample) }
    override func lift(_ sample: GestureSample) { inner.lift(sample) }
    override func tick(_ time: Double) { inner.tick(time) }
    override var deadline: Double? { inner.deadline }
    override func wheel(scale: Double?, degrees: Double?, _ sample: GestureSample) {
        if phase == .idle || isFinished { super.begin(sample) }
        inner.wheel(scale: scale, degrees: degrees, sample)
    }
    override func cancel() { inner.cancel(); super.cancel() }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture is under way.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: action) }

    /// Runs `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self, action: action) }

    /// Sets `state` from each value while the gesture is under way; `state` goes back to its
    /// initial value when the gesture ends or fails.
    public func updating<State>(_ state: KineticCore.GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its values made into others.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, transform: body) }

    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

// MARK: Composed

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    /// Each gesture's value, while it is under way.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        _GestureRecognizerBox(recognizer: SimultaneousRecognizer<First, Second>(first._makeRecognizer().recognizer, second._makeRecognizer().recognizer))
    }
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    /// The first gesture under way, or the second with the first's final value.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        _GestureRecognizerBox(recognizer: SequenceRecognizer<First, Second>(first._makeRecognizer().recognizer, second._makeRecognizer().recognizer))
    }
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

    /// The value of whichever gesture won.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public func _makeRecognizer() -> _GestureRecognizerBox<Value> {
        _GestureRecognizerBox(recognizer: ExclusiveRecognizer<First, Second>(first._makeRecognizer().recognizer, second._makeRecognizer().recognizer))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
