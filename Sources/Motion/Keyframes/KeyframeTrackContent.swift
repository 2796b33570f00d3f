import Foundation

/// Keyframes for one animatable value, in order: the content of a ``KeyframeTrack``.
///
/// The four keyframe kinds (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe``,
/// ``MoveKeyframe``) are its building blocks; a type of your own can group some of them in its
/// `body`:
///
/// ```swift
/// struct Bounce: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         SpringKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order. Kinetic's own kinds answer directly; other
    /// content answers with its ``body``.
    func _appendKeyframes(to keyframes: inout [_Keyframe<Value>])
}

extension KeyframeTrackContent {
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// One keyframe as a track reads it: where it goes, how, and for how long. Made by the keyframe
/// kinds; not for use on its own.
public struct _Keyframe<Value: Animatable> {
    @usableFromInline enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }
    @usableFromInline var kind: Kind
    @usableFromInline var value: Value
    /// Seconds; nil only for a spring that runs until it settles.
    @usableFromInline var duration: TimeInterval?
    /// The kind's name, for warnings.
    @usableFromInline var name: String
}

/// A keyframe that moves in a straight line, at a pace set by a timing curve.
///
/// ```swift
/// LinearKeyframe(.degrees(15), duration: 0.15)
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let value: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Moves to `to` over `duration` seconds, paced by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        value = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    public var body: Self { self }

    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        keyframes.append(_Keyframe(kind: .linear(timingCurve), value: value, duration: duration, name: "LinearKeyframe"))
    }
}

/// A keyframe that moves along a cubic curve.
///
/// Between cubic keyframes the velocity at each keyframe is taken from its neighbours (a
/// Catmull-Rom spline), so the motion flows through them. Beside another kind, a cubic
/// keyframe takes that segment's velocity at the join. `startVelocity` and `endVelocity`, in
/// units per second, set the ends instead.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let value: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Moves to `to` over `duration` seconds along a cubic curve.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        value = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    public var body: Self { self }

    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        keyframes.append(_Keyframe(kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
                                   value: value, duration: duration, name: "CubicKeyframe"))
    }
}

/// A keyframe that springs to its value.
///
/// With a `duration`, the next keyframe starts then, from wherever the spring has got to and
/// at its speed; with none, the spring runs until it settles. The spring starts with the
/// velocity the previous keyframe ended with, or `startVelocity` when given.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let value: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Springs to `to`, by `spring`, for `duration` seconds (nil: until it settles).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        value = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    public var body: Self { self }

    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        keyframes.append(_Keyframe(kind: .spring(spring, startVelocity: startVelocity?.animatableData), value: value,
                                   duration: duration, name: "SpringKeyframe"))
    }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    let value: Value

    /// Jumps to `to`.
    public init(_ to: Value) { value = to }

    public var body: Self { self }

    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {
        keyframes.append(_Keyframe(kind: .move, value: value, duration: 0, name: "MoveKeyframe"))
    }
}
