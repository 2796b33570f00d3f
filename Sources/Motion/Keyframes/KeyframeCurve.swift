import Foundation

/// The path one track's keyframes give its value: a chain of segments, each a pure function of
/// time, from the initial value through every keyframe.
///
/// - A linear keyframe moves in a straight line, paced by its curve.
/// - A cubic keyframe is a Hermite segment. Its start velocity is the velocity the previous
///   segment ended with (or the track's initial velocity); its end velocity comes from the
///   next keyframe: the Catmull-Rom slope through its neighbours when that is cubic too (or a
///   spring with no start velocity of its own), a linear keyframe's starting slope, or rest.
///   Explicit velocities win.
/// - A spring keyframe starts with the incoming velocity (or its own); cut short by its
///   duration it hands its value and velocity to the next segment. With no duration it runs
///   until it settles and ends exactly on its value.
/// - A move keyframe, or any keyframe of zero duration, jumps.
///
/// Durations that are negative, NaN or infinite are reported and taken as 0. Values are never
/// NaN for finite inputs.
@usableFromInline
struct KeyframeCurve<Value: Animatable> {
    @usableFromInline typealias Data = Value.AnimatableData

    @usableFromInline enum Shape {
        case hold
        case linear(UnitCurve)
        case hermite(startVelocity: Data, endVelocity: Data)
        case spring(Spring, startVelocity: Data)
    }

    @usableFromInline struct Segment {
        @usableFromInline var start: Double
        @usableFromInline var duration: Double
        @usableFromInline var from: Data
        @usableFromInline var to: Data
        @usableFromInline var shape: Shape
    }

    /// A spring keyframe with no duration that has not settled by then is cut here.
    static var longestSpring: TimeInterval { 10 }

    /// The same curve for a value whose animatable data is a `Double` (most are), read
    /// without generic arithmetic or type lookups.
    @usableFromInline private(set) var scalar: ScalarKeyframeCurve?

    @usableFromInline let template: Value
    @usableFromInline let initial: Data
    @usableFromInline private(set) var segments: [Segment] = []
    @usableFromInline private(set) var duration: TimeInterval = 0
    @usableFromInline private(set) var finalValue: Data

    /// - Parameters:
    ///   - initial: Where the track starts.
    ///   - initialVelocity: The velocity it starts with (a retriggered animation's), or nil
    ///     for rest.
    ///   - keyframes: The track's keyframes, in order.
    ///   - owner: Names the track in warnings.
    @usableFromInline
    init(initial value: Value, initialVelocity: Data?, keyframes: [_Keyframe<Value>], owner: String) {
        template = value
        initial = value.animatableData
        finalValue = initial
        let count = keyframes.count
        guard count > 0 else { return }
        // Positions: the initial value, then each keyframe's.
        var positions = [initial]
        positions.reserveCapacity(count + 1)
        for keyframe in keyframes { positions.append(keyframe.value.animatableData) }
        // Durations, checked; a spring without one is given its settling time from the
        // nominal previous position (the only estimate available before velocities are).
        var durations: [Double] = []
        durations.reserveCapacity(count)
        for (index, keyframe) in keyframes.enumerated() {
            switch (keyframe.kind, keyframe.duration) {
            case (.move, _):
                durations.append(0)
            case (.spring(let spring, let startVelocity), nil):
                durations.append(Self.settlingTime(of: spring, by: positions[index + 1] - positions[index],
                                                   startVelocity: startVelocity ?? (index == 0 ? initialVelocity : nil) ?? .zero,
                                                   owner: owner, name: keyframe.name))
            case (_, nil):
                durations.append(0)  // only a spring may leave its duration out
            case (_, let duration?):
                if duration.isFinite && duration >= 0 {
                    durations.append(duration)
                } else {
                    Diagnostics.warningOnce("\(owner): \(keyframe.name) duration \(duration) is not a finite number of seconds ≥ 0; using 0")
                    durations.append(0)
                }
            }
        }
        var times = [0.0]
        times.reserveCapacity(count + 1)
        for duration in durations { times.append(times[times.count - 1] + duration) }

        /// The slope through the neighbours of keyframe `i` (1-based), for a Catmull-Rom join.
        func catmullRom(_ i: Int) -> Data {
            guard i + 1 < positions.count else { return .zero }
            let span = times[i + 1] - times[i - 1]
            guard span > 0 else { return .zero }
            return (positions[i + 1] - positions[i - 1]).scaled(by: 1 / span)
        }

        var start = initial
        var velocity = initialVelocity ?? .zero
        segments.reserveCapacity(count)
        for index in 0..<count {
            let i = index + 1, to = positions[i], d = durations[index]
            var segment = Segment(start: times[index], duration: d, from: start, to: to, shape: .hold)
            var endValue = to, endVelocity = Data.zero
            if d > 0 {
                switch keyframes[index].kind {
                case .move:
                    break
                case .linear(let curve):
                    segment.shape = .linear(curve)
                    endVelocity = (to - start).scaled(by: curve.velocity(at: 1) / d)
                case .spring(let spring, let startVelocity):
                    let v0 = startVelocity ?? velocity
                    segment.shape = .spring(spring, startVelocity: v0)
                    if keyframes[index].duration != nil {
                        // Cut short: the next segment starts where the spring is, at its speed.
                        endValue = start + spring.value(target: to - start, initialVelocity: v0, time: d)
                        endVelocity = spring.velocity(target: to - start, initialVelocity: v0, time: d)
                    }
                case .cubic(let startVelocity, let endVelocityGiven):
                    let m0 = startVelocity ?? velocity
                    var m1 = Data.zero
                    if let endVelocityGiven {
                        m1 = endVelocityGiven
                    } else if index + 1 < count {
                        let nextDuration = durations[index + 1]
                        switch keyframes[index + 1].kind {
                        case .cubic(let nextStart, _):
                            m1 = nextStart ?? catmullRom(i)
                        case .linear(let curve) where nextDuration > 0:
                            m1 = (positions[i + 1] - to).scaled(by: curve.velocity(at: 0) / nextDuration)
                        case .spring(_, let nextStart) where nextDuration > 0:
                            m1 = nextStart ?? catmullRom(i)
                        default:
                            m1 = .zero
                        }
                    }
                    segment.shape = .hermite(startVelocity: m0, endVelocity: m1)
                    endVelocity = m1
                }
            }
            segments.append(segment)
            start = endValue
            velocity = endVelocity
        }
        duration = times[count]
        finalValue = start
        if Data.self == Double.self {
            func scalar(_ data: Data) -> Double { unsafeBitCast(data, to: Double.self) }
            let segments = segments.map { segment in
                let shape: ScalarKeyframeCurve.Segment.Shape
                switch segment.shape {
                case .hold: shape = .hold
                case .linear(let curve): shape = .linear(curve)
                case .hermite(let m0, let m1): shape = .hermite(startVelocity: scalar(m0), endVelocity: scalar(m1))
                case .spring(let spring, let v0): shape = .spring(spring, startVelocity: scalar(v0))
                }
                return ScalarKeyframeCurve.Segment(start: segment.start, duration: segment.duration, from: scalar(segment.from),
                                                   to: scalar(segment.to), shape: shape)
            }
            self.scalar = ScalarKeyframeCurve(segments: segments, duration: duration, initial: scalar(initial), final: scalar(finalValue))
        }
    }

    /// The time a spring from rest plus `startVelocity` takes to come within a thousandth of
    /// the distance `delta`; capped, with a warning, for one that never settles.
    private static func settlingTime(of spring: Spring, by delta: Data, startVelocity: Data, owner: String, name: String) -> Double {
        let distance = delta.magnitudeSquared.squareRoot()
        let epsilon = max(distance * 1e-3, 1e-6)
        let time = spring.settlingDuration(target: delta, initialVelocity: startVelocity, epsilon: epsilon)
        guard time.isFinite, time <= longestSpring else {
            Diagnostics.warningOnce("\(owner): a \(name) with no duration never settles (its spring has no damping); it is cut at \(Int(longestSpring)) s")
            return longestSpring
        }
        return max(time, 0)
    }

    /// The segment in force at `time` (≥ 0, < duration): the last one starting at or before it.
    @inlinable
    func segmentIndex(at time: Double) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The animatable data at `time` seconds: the initial value before 0 (and for NaN), the
    /// final value from the end on.
    @inlinable
    func data(at time: Double) -> Data {
        guard time >= 0, !segments.isEmpty else { return initial }
        guard time < duration else { return finalValue }
        if let scalar { return unsafeBitCast(scalar.value(at: time), to: Data.self) }
        let segment = segments[segmentIndex(at: time)]
        let elapsed = time - segment.start
        let d = segment.duration
        switch segment.shape {
        case .hold:
            return segment.to
        case .linear(let curve):
            return segment.from + (segment.to - segment.from).scaled(by: curve.value(at: elapsed / d))
        case .hermite(let m0, let m1):
            let u = elapsed / d, u2 = u * u, u3 = u2 * u
            return segment.from.scaled(by: 2 * u3 - 3 * u2 + 1) + m0.scaled(by: (u3 - 2 * u2 + u) * d)
                + segment.to.scaled(by: -2 * u3 + 3 * u2) + m1.scaled(by: (u3 - u2) * d)
        case .spring(let spring, let v0):
            return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: v0, time: elapsed)
        }
    }

    /// The velocity (units per second) at `time`: zero before the start and after the end.
    @inlinable
    func velocity(at time: Double) -> Data {
        guard time >= 0, time < duration, !segments.isEmpty else { return .zero }
        let segment = segments[segmentIndex(at: time)]
        let elapsed = time - segment.start
        let d = segment.duration
        switch segment.shape {
        case .hold:
            return .zero
        case .linear(let curve):
            return (segment.to - segment.from).scaled(by: curve.velocity(at: elapsed / d) / d)
        case .hermite(let m0, let m1):
            let u = elapsed / d, u2 = u * u
            return segment.from.scaled(by: (6 * u2 - 6 * u) / d) + m0.scaled(by: 3 * u2 - 4 * u + 1)
                + segment.to.scaled(by: (-6 * u2 + 6 * u) / d) + m1.scaled(by: 3 * u2 - 2 * u)
        case .spring(let spring, let v0):
            return spring.velocity(target: segment.to - segment.from, initialVelocity: v0, time: elapsed)
        }
    }

    /// The value at `time`.
    @inlinable
    func value(at time: Double) -> Value {
        var value = template
        value.animatableData = data(at: time)
        return value
    }
}

/// A ``KeyframeCurve`` of scalar data: the same segments, evaluated without generics.
@usableFromInline
struct ScalarKeyframeCurve {
    @usableFromInline struct Segment {
        @usableFromInline enum Shape {
            case hold
            case linear(UnitCurve)
            case hermite(startVelocity: Double, endVelocity: Double)
            case spring(Spring, startVelocity: Double)
        }
        @usableFromInline var start: Double
        @usableFromInline var duration: Double
        @usableFromInline var from: Double
        @usableFromInline var to: Double
        @usableFromInline var shape: Shape
    }
    @usableFromInline let segments: [Segment]
    @usableFromInline let duration: Double
    @usableFromInline let initial: Double
    @usableFromInline let final: Double

    /// The value at `time`: the initial value before 0 (and for NaN), the final one from the end.
    @usableFromInline
    func value(at time: Double) -> Double {
        guard time >= 0, !segments.isEmpty else { return initial }
        guard time < duration else { return final }
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        let elapsed = time - segment.start, d = segment.duration
        switch segment.shape {
        case .hold:
            return segment.to
        case .linear(let curve):
            return segment.from + (segment.to - segment.from) * curve.value(at: elapsed / d)
        case .hermite(let m0, let m1):
            let u = elapsed / d, u2 = u * u, u3 = u2 * u
            return segment.from * (2 * u3 - 3 * u2 + 1) + m0 * ((u3 - 2 * u2 + u) * d)
                + segment.to * (-2 * u3 + 3 * u2) + m1 * ((u3 - u2) * d)
        case .spring(let spring, let v0):
            return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: v0, time: elapsed)
        }
    }
}
