import Foundation

/// Builds the content of a ``KeyframeTrack`` from the keyframes written in its closure, with
/// `if`/`else`, optional `if` and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { _EmptyKeyframeTrackContent() }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock<A: KeyframeTrackContent, B: KeyframeTrackContent>(accumulated: A, next: B)
        -> _KeyframeTrackContentPair<A, B> where A.Value == Value, B.Value == Value {
        _KeyframeTrackContentPair(first: accumulated, second: next)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(first))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(second))
    }

    public static func buildOptional<K: KeyframeTrackContent>(_ keyframes: K?) -> _OptionalKeyframeTrackContent<K> where K.Value == Value {
        _OptionalKeyframeTrackContent(content: keyframes)
    }

    public static func buildArray<K: KeyframeTrackContent>(_ keyframes: [K]) -> _KeyframeTrackContentArray<K> where K.Value == Value {
        _KeyframeTrackContentArray(elements: keyframes)
    }

    public static func buildLimitedAvailability<K: KeyframeTrackContent>(_ keyframes: K) -> K where K.Value == Value { keyframes }

    /// One branch of an `if`/`else` in a keyframe track.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue
        public typealias Body = Self
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        public var body: Self { self }

        public func _appendKeyframes(to keyframes: inout [_Keyframe<ConditionalValue>]) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

/// No keyframes: an empty track.
public struct _EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = Self
    public var body: Self { self }
    public func _appendKeyframes(to keyframes: inout [_Keyframe<Value>]) {}
}

/// Two runs of keyframes, one after the other.
public struct _KeyframeTrackContentPair<A: KeyframeTrackContent, B: KeyframeTrackContent>: KeyframeTrackContent where A.Value == B.Value {
    public typealias Value = A.Value
    public typealias Body = Self
    let first: A
    let second: B
    public var body: Self { self }
    public func _appendKeyframes(to keyframes: inout [_Keyframe<A.Value>]) {
        first._appendKeyframes(to: &keyframes)
        second._appendKeyframes(to: &keyframes)
    }
}

/// Keyframes under an `if` without `else`: none when its condition is false.
public struct _OptionalKeyframeTrackContent<K: KeyframeTrackContent>: KeyframeTrackContent {
    public typealias Value = K.Value
    public typealias Body = Self
    let content: K?
    public var body: Self { self }
    public func _appendKeyframes(to keyframes: inout [_Keyframe<K.Value>]) {
        content?._appendKeyframes(to: &keyframes)
    }
}

/// The keyframes of each pass of a `for` loop, in order.
public struct _KeyframeTrackContentArray<K: KeyframeTrackContent>: KeyframeTrackContent {
    public typealias Value = K.Value
    public typealias Body = Self
    let elements: [K]
    public var body: Self { self }
    public func _appendKeyframes(to keyframes: inout [_Keyframe<K.Value>]) {
        for element in elements { element._appendKeyframes(to: &keyframes) }
    }
}
