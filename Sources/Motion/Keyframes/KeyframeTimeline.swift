import Foundation

/// How a value changes over time, given by keyframe tracks: a clip you can play, scrub and
/// sample at any time, with no view involved.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.scale) { CubicKeyframe(1.4, duration: 0.2); CubicKeyframe(1, duration: 0.4) }
///     KeyframeTrack(\.angle) { LinearKeyframe(.degrees(20), duration: 0.6) }
/// }
/// let middle = timeline.value(time: 0.3)
/// ```
///
/// Tracks run side by side from time 0; the timeline lasts as long as its longest track, and a
/// shorter one holds its last value. Tracks are laid over the initial value in the order they
/// are declared, so where two write the same property the last one wins (with a warning).
/// Before 0 the value is the initial value; from the end on, the last.
public struct KeyframeTimeline<Value> {
    @usableFromInline let initialValue: Value
    @usableFromInline let tracks: [_CompiledKeyframeTrack<Value>]

    /// The length of the longest track, in seconds.
    public let duration: TimeInterval

    /// A timeline starting at `initialValue`, shaped by the tracks in `content`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content(), velocities: [:])
    }

    /// A timeline whose tracks start with the given velocities (by the key path they write),
    /// for an animation that replaces one in flight.
    package init(initialValue: Value, keyframes: some Keyframes<Value>, velocities: [AnyKeyPath: Any]) {
        self.initialValue = initialValue
        var records: [_KeyframeTrackRecord<Value>] = []
        keyframes._appendTracks(to: &records)
        var written: Set<AnyKeyPath> = []
        for record in records {
            if let keyPath = record.keyPath, !written.insert(keyPath).inserted {
                Diagnostics.warningOnce("KeyframeTimeline<\(Value.self)>: two tracks write the same property (\(record.label)); the last one declared wins")
            }
        }
        tracks = records.map { record in record.compile(initialValue, record.keyPath.flatMap { velocities[$0] }) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds from the start.
    @inlinable
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` through the timeline, 0 at the start and 1 at the end (clamped;
    /// NaN is the start).
    public func value(progress: Double) -> Value {
        let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return value(time: progress * duration)
    }

    /// Each track's velocity at `time`, by the key path it writes: what a replacing timeline
    /// starts with.
    package func velocities(time: Double) -> [AnyKeyPath: Any] {
        var velocities: [AnyKeyPath: Any] = [:]
        for track in tracks {
            if let keyPath = track.keyPath { velocities[keyPath] = track.velocity(time) }
        }
        return velocities
    }
}

// A timeline never changes once made: its tracks are closures over immutable keyframes and key
// paths, so one can be shared across threads when its value can.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
