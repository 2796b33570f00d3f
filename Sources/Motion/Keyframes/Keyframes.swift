import Foundation

/// Changes to a value over time, described by keyframe tracks that run side by side.
///
/// ``KeyframeTrack`` is the building block; ``KeyframesBuilder`` puts several together, and a
/// type of your own can name a set in its `body`.
public protocol Keyframes<Value> {
    /// The value the keyframes change.
    associatedtype Value = Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes where Body.Value == Value

    /// The keyframes this one is made of.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Appends this value's tracks, in the order they were declared. Kinetic's own types
    /// answer directly; others answer with their ``body``.
    func _appendTracks(to tracks: inout [_KeyframeTrackRecord<Value>])
}

extension Keyframes {
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<Value>]) {
        body._appendTracks(to: &tracks)
    }
}

/// One track of a set of keyframes, ready to be laid over a starting value. Made by
/// ``KeyframeTrack``; not for use on its own.
public struct _KeyframeTrackRecord<Root> {
    /// What the track writes (nil: the whole value), to tell two tracks that write the same.
    let keyPath: AnyKeyPath?
    /// Names the track in warnings.
    let label: String
    /// Lays the track's keyframes over a starting value, with a starting velocity (the track's
    /// `AnimatableData`) or none.
    let compile: (_ root: Root, _ velocity: Any?) -> _CompiledKeyframeTrack<Root>

    @usableFromInline
    init(keyPath: AnyKeyPath?, label: String, compile: @escaping (_ root: Root, _ velocity: Any?) -> _CompiledKeyframeTrack<Root>) {
        self.keyPath = keyPath
        self.label = label
        self.compile = compile
    }
}

/// A track laid over its starting value: a pure function of time.
public struct _CompiledKeyframeTrack<Root> {
    let keyPath: AnyKeyPath?
    let duration: TimeInterval
    /// Writes the track's value at a time into a root value.
    @usableFromInline let apply: (inout Root, Double) -> Void
    /// The track's velocity at a time, as its value's `AnimatableData`.
    let velocity: (Double) -> Any

    @usableFromInline
    init(keyPath: AnyKeyPath?, duration: TimeInterval, apply: @escaping (inout Root, Double) -> Void, velocity: @escaping (Double) -> Any) {
        self.keyPath = keyPath
        self.duration = duration
        self.apply = apply
        self.velocity = velocity
    }
}

/// A sequence of keyframes for the whole of a value, or for one property of it.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.5, duration: 0.3)
///     SpringKeyframe(1.0, duration: 0.3)
/// }
/// ```
///
/// SwiftUI spells the second generic parameter `Value`; here it is `TrackValue`, since a
/// parameter named `Value` would be taken as the `Keyframes` protocol's value, which for a track
/// is its `Root`. Nobody writes the parameters out, so code reads the same.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    public typealias Value = Root
    public typealias Body = Self

    @usableFromInline let keyPath: WritableKeyPath<Root, TrackValue>
    @usableFromInline let content: Content

    /// Keyframes for the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {
        keyPath = \Root.self
        self.content = content()
    }

    public var body: Self { self }

    // Inlinable, so the code that samples a track is specialised for its value's type where
    // the track is written: generic arithmetic through witness tables was most of its cost.
    @inlinable
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<Root>]) {
        var keyframes: [_Keyframe<TrackValue>] = []
        content._appendKeyframes(to: &keyframes)
        let keyPath = self.keyPath
        let label = keyPath == \Root.self ? "KeyframeTrack" : "KeyframeTrack(\(keyPath))"
        if keyframes.isEmpty {
            Diagnostics.warningOnce("\(label) has no keyframes; it keeps its starting value")
        }
        tracks.append(_KeyframeTrackRecord(keyPath: keyPath, label: label) { root, velocity in
            let curve = KeyframeCurve(initial: root[keyPath: keyPath], initialVelocity: velocity as? TrackValue.AnimatableData,
                                      keyframes: keyframes, owner: label)
            // Sampled every frame: a scalar track is read without generic arithmetic, and a
            // Double written straight through its key path.
            let apply: (inout Root, Double) -> Void
            if let scalar = curve.scalar, let doublePath = keyPath as? WritableKeyPath<Root, Double> {
                apply = { root, time in root[keyPath: doublePath] = scalar.value(at: time) }
            } else if let scalar = curve.scalar {
                let template = curve.template
                apply = { root, time in
                    var value = template
                    value.animatableData = unsafeBitCast(scalar.value(at: time), to: TrackValue.AnimatableData.self)
                    root[keyPath: keyPath] = value
                }
            } else {
                apply = { root, time in root[keyPath: keyPath] = curve.value(at: time) }
            }
            return _CompiledKeyframeTrack(keyPath: keyPath, duration: curve.duration, apply: apply,
                                          velocity: { time in curve.velocity(at: time) })
        })
    }
}

/// No tracks.
public struct _EmptyKeyframes<Value>: Keyframes {
    public typealias Body = Self
    public var body: Self { self }
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<Value>]) {}
}

/// Two sets of tracks, declared one after the other.
public struct _KeyframesPair<A: Keyframes, B: Keyframes>: Keyframes where A.Value == B.Value {
    public typealias Value = A.Value
    public typealias Body = Self
    let first: A
    let second: B
    public var body: Self { self }
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<A.Value>]) {
        first._appendTracks(to: &tracks)
        second._appendTracks(to: &tracks)
    }
}

/// The tracks of one branch of an `if`/`else`.
public struct _ConditionalKeyframes<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    public typealias Value = First.Value
    public typealias Body = Self
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    public var body: Self { self }
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<First.Value>]) {
        switch storage {
        case .first(let keyframes): keyframes._appendTracks(to: &tracks)
        case .second(let keyframes): keyframes._appendTracks(to: &tracks)
        }
    }
}

/// Tracks under an `if` without `else`.
public struct _OptionalKeyframes<K: Keyframes>: Keyframes {
    public typealias Value = K.Value
    public typealias Body = Self
    let keyframes: K?
    public var body: Self { self }
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<K.Value>]) {
        keyframes?._appendTracks(to: &tracks)
    }
}

/// The tracks of each pass of a `for` loop.
public struct _KeyframesArray<K: Keyframes>: Keyframes {
    public typealias Value = K.Value
    public typealias Body = Self
    let elements: [K]
    public var body: Self { self }
    public func _appendTracks(to tracks: inout [_KeyframeTrackRecord<K.Value>]) {
        for element in elements { element._appendTracks(to: &tracks) }
    }
}

/// Builds a set of keyframe tracks from the tracks written in a closure. Keyframes written
/// directly, with no track around them, make one track for the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }

    public static func buildBlock() -> some Keyframes<Value> { _EmptyKeyframes() }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock<A: Keyframes, B: Keyframes>(accumulated: A, next: B) -> _KeyframesPair<A, B>
    where A.Value == Value, B.Value == Value {
        _KeyframesPair(first: accumulated, second: next)
    }

    public static func buildEither<First: Keyframes, Second: Keyframes>(first: First) -> _ConditionalKeyframes<First, Second>
    where First.Value == Value, Second.Value == Value {
        _ConditionalKeyframes(storage: .first(first))
    }

    public static func buildEither<First: Keyframes, Second: Keyframes>(second: Second) -> _ConditionalKeyframes<First, Second>
    where First.Value == Value, Second.Value == Value {
        _ConditionalKeyframes(storage: .second(second))
    }

    public static func buildOptional<K: Keyframes>(_ keyframes: K?) -> _OptionalKeyframes<K> where K.Value == Value {
        _OptionalKeyframes(keyframes: keyframes)
    }

    public static func buildArray<K: Keyframes>(_ keyframes: [K]) -> _KeyframesArray<K> where K.Value == Value {
        _KeyframesArray(elements: keyframes)
    }

    public static func buildLimitedAvailability<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }

    public static func buildFinalResult<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
}

extension KeyframesBuilder where Value: Animatable {
    // Keyframes written directly, with no track: built as a track's content is.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock<A: KeyframeTrackContent, B: KeyframeTrackContent>(accumulated: A, next: B)
        -> _KeyframeTrackContentPair<A, B> where A.Value == Value, B.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: first)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: second)
    }

    public static func buildOptional<K: KeyframeTrackContent>(_ keyframes: K?) -> _OptionalKeyframeTrackContent<K> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildOptional(keyframes)
    }

    public static func buildArray<K: KeyframeTrackContent>(_ keyframes: [K]) -> _KeyframeTrackContentArray<K> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildArray(keyframes)
    }

    /// Keyframes written with no track around them: one track for the whole value.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ keyframes: K) -> KeyframeTrack<Value, Value, K> where K.Value == Value {
        KeyframeTrack { keyframes }
    }
}
