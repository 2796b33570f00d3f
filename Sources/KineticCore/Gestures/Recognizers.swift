import Foundation

// The runtime of gestures: a recognizer per gesture (and per part of a composed gesture) hears
// the pointer, the clock and the wheel, and decides when its gesture begins, changes, ends or
// fails. Becoming active or ending is a claim the press's session may refuse (another gesture
// won); a refused or failed recognizer resets the gesture states it set.

/// A pointer event as a recognizer hears it.
struct GestureSample {
    /// Where, in window points.
    var location: CGPoint
    /// When, on the graph's clock.
    var time: Double
    /// Whether the point is over the view the gesture is attached to.
    var inside: Bool
}

/// What a recognizer needs from the view it is attached to.
struct GestureContext {
    /// Window points to the view's own.
    var toLocal: CGAffineTransform
    /// The date at graph time 0.
    var startDate: Date
}

class AnyRecognizer {
    enum Phase { case idle, possible, active, ended, failed }
    private(set) var phase = Phase.idle
    /// Asks whether the gesture may become active; set by the attachment (or the composed
    /// gesture) it belongs to.
    var claim: () -> Bool = { true }
    /// Told when the recognizer ends or fails, for a composed gesture above it.
    var settled: (AnyRecognizer) -> Void = { _ in }
    var context = GestureContext(toLocal: .identity, startDate: Date(timeIntervalSinceReferenceDate: 0))

    var isFinished: Bool { phase == .ended || phase == .failed }
    var isActive: Bool { phase == .active }

    /// The pointer went down over the view: a new attempt starts.
    func begin(_ sample: GestureSample) { phase = .possible }
    func move(_ sample: GestureSample) {}
    func lift(_ sample: GestureSample) {}
    /// The clock moved on (a long press completes by it).
    func tick(_ time: Double) {}
    /// When the recognizer next wants `tick`, if it waits for the clock.
    var deadline: Double? { nil }
    /// A wheel turn with Control: `scale` for a pinch, `degrees` for a twist (Control and Shift).
    func wheel(scale: Double?, degrees: Double?, _ sample: GestureSample) {}
    /// Taken away: another gesture won, the view left, the press was cancelled.
    func cancel() { if !isFinished && phase != .idle { fail() } }

    /// Moves to active if the session allows it; fails otherwise.
    func tryActivate() -> Bool {
        if phase == .active { return true }
        guard phase == .possible else { return false }
        guard claim() else { fail(); return false }
        phase = .active
        return true
    }

    func fail() {
        guard !isFinished else { return }
        phase = .failed
        didReset()
        settled(self)
    }

    func markEnded() {
        phase = .ended
        didReset()
        settled(self)
    }

    /// The gesture's states go back to their initial values.
    func didReset() {}
}

/// A recognizer of a gesture with values of type `Value`, with the actions attached to it.
class Recognizer<Value>: AnyRecognizer {
    /// The latest value reported.
    private(set) var value: Value?
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var resets: [() -> Void] = []
    /// Whether changes run in a continuous transaction that tracks velocity (drags, pinches).
    var continuous = false
    private var reported = false

    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        value = nil
        reported = false
    }

    /// Reports a new value (the gesture is under way).
    func report(_ value: Value) {
        self.value = value
        reported = true
        guard !changed.isEmpty else { return }
        if continuous {
            var transaction = Transaction()
            transaction.isContinuous = true
            transaction.tracksVelocity = true
            withTransaction(transaction) { for action in changed { action(value) } }
        } else {
            for action in changed { action(value) }
        }
    }

    /// Becomes active (if allowed) and reports `value`.
    func activate(with value: Value) {
        guard tryActivate() else { return }
        report(value)
    }

    /// Ends with `value` (claiming first, if it was not active).
    func finish(with value: Value) {
        guard !isFinished else { return }
        // Kept even when the claim is refused: a composed gesture may let it win later.
        self.value = value
        guard tryActivate() else { return }
        for action in ended { action(value) }
        markEnded()
    }

    override func didReset() {
        guard reported else { return }
        reported = false
        for reset in resets { reset() }
    }
}

// MARK: Leaves

final class TapRecognizer: Recognizer<Void> {
    let count: Int
    /// Taps so far in a run of quick taps, and when the last one lifted.
    private var run = (taps: 0, time: -Double.infinity)
    /// How long the next tap of a run may wait.
    static let interval = 0.3

    init(count: Int) { self.count = max(1, count) }

    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        if sample.time - run.time > Self.interval { run.taps = 0 }
    }

    override func lift(_ sample: GestureSample) {
        guard phase == .possible else { return }
        guard sample.inside else { run.taps = 0; return fail() }
        run = (run.taps + 1, sample.time)
        if run.taps >= count {
            run.taps = 0
            finish(with: ())
        }
    }

    override var deadline: Double? { phase == .possible && run.taps > 0 ? run.time + Self.interval : nil }

    override func tick(_ time: Double) {
        // A run of taps that stopped short of the count.
        if phase == .possible, run.taps > 0, time - run.time > Self.interval {
            run.taps = 0
            fail()
        }
    }
}

final class LongPressRecognizer: Recognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: Double
    private var start: (location: CGPoint, time: Double)?

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isFinite ? max(0, maximumDistance) : 10
    }

    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        start = (sample.location, sample.time)
        // Pressing: the state a gesture's `updating` sets while the press lasts.
        report(true)
        if minimumDuration == 0 { finish(with: true) }
    }

    override func move(_ sample: GestureSample) {
        guard phase == .possible, let start else { return }
        let dx = Double(sample.location.x - start.location.x), dy = Double(sample.location.y - start.location.y)
        if (dx * dx + dy * dy).squareRoot() > maximumDistance { fail() }
    }

    override func lift(_ sample: GestureSample) {
        // Lifted before the press was long enough.
        if phase == .possible { fail() }
    }

    override var deadline: Double? { phase == .possible ? start.map { $0.time + minimumDuration } : nil }

    override func tick(_ time: Double) {
        guard phase == .possible, let start, time >= start.time + minimumDuration else { return }
        finish(with: true)
    }
}

final class DragRecognizer: Recognizer<DragGestureValue> {
    let minimumDistance: Double
    let space: CoordinateSpace
    private var start: CGPoint?
    private var samples: [(time: Double, location: CGPoint)] = []

    init(minimumDistance: Double, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        space = coordinateSpace
        super.init()
        continuous = true
    }

    private func point(_ sample: GestureSample) -> CGPoint {
        space == .local ? context.toLocal.apply(to: sample.location) : sample.location
    }

    private func value(at location: CGPoint, time: Double) -> DragGestureValue {
        var velocity = CGSize.zero
        if let first = samples.first(where: { time - $0.time <= 0.1 }) ?? samples.first, time > first.time {
            velocity = CGSize(width: (location.x - first.location.x) / (time - first.time), height: (location.y - first.location.y) / (time - first.time))
        }
        return DragGestureValue(time: context.startDate.addingTimeInterval(time), location: location, startLocation: start ?? location, velocity: velocity)
    }

    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        let location = point(sample)
        start = location
        samples = [(sample.time, location)]
        if minimumDistance == 0 { activate(with: value(at: location, time: sample.time)) }
    }

    override func move(_ sample: GestureSample) {
        guard let start, phase == .possible || phase == .active else { return }
        let location = point(sample)
        samples.append((sample.time, location))
        while samples.count > 2 && sample.time - samples[0].time > 0.1 { samples.removeFirst() }
        if phase == .possible {
            let dx = Double(location.x - start.x), dy = Double(location.y - start.y)
            guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
            activate(with: value(at: location, time: sample.time))
        } else {
            report(value(at: location, time: sample.time))
        }
    }

    override func lift(_ sample: GestureSample) {
        if phase == .active { finish(with: value(at: point(sample), time: sample.time)) } else { fail() }
    }
}

/// A pinch or a twist from the wheel: each turn with Control is a step of it; it ends when the
/// wheel has rested for a quarter of a second.
final class WheelRecognizer<Value>: Recognizer<Value> {
    /// Makes the value from the total so far (a scale or degrees), the first sample and the
    /// velocity per second.
    let make: (Double, GestureSample, Double, GestureContext) -> Value
    let takesScale: Bool
    private var total = 0.0
    private var first: GestureSample?
    private var last = 0.0
    private var lastTotal = 0.0
    static var rest: Double { 0.25 }

    init(takesScale: Bool, make: @escaping (Double, GestureSample, Double, GestureContext) -> Value) {
        self.takesScale = takesScale
        self.make = make
        super.init()
        continuous = true
    }

    override func wheel(scale: Double?, degrees: Double?, _ sample: GestureSample) {
        guard let step = takesScale ? scale : degrees else { return }
        if phase != .possible && phase != .active {
            super.begin(sample)
            total = takesScale ? 1 : 0
            first = sample
            last = sample.time
            lastTotal = total
        }
        let before = total
        total = takesScale ? total * step : total + step
        let dt = sample.time - last
        let velocity = dt > 0 ? (total - before) / dt : 0
        last = sample.time
        lastTotal = total
        activate(with: make(total, first ?? sample, velocity, context))
    }

    override var deadline: Double? { phase == .active ? last + Self.rest : nil }

    override func tick(_ time: Double) {
        guard phase == .active, time >= last + Self.rest, let value else { return }
        finish(with: value)
    }

    override func begin(_ sample: GestureSample) {}
}

// MARK: Composed

/// Both gestures at once: its value holds each one's, while under way.
final class SimultaneousRecognizer<A, B>: Recognizer<SimultaneousGesture<A, B>.Value> where A: Gesture, B: Gesture {
    let first: Recognizer<A.Value>
    let second: Recognizer<B.Value>

    init(_ first: Recognizer<A.Value>, _ second: Recognizer<B.Value>) {
        self.first = first
        self.second = second
        super.init()
        for part in [first as AnyRecognizer, second] {
            part.claim = { [unowned self] in self.tryActivate() }
            part.settled = { [unowned self] _ in self.partSettled() }
        }
        first.changed.append { [unowned self] _ in self.reportBoth() }
        second.changed.append { [unowned self] _ in self.reportBoth() }
    }

    private var both: SimultaneousGesture<A, B>.Value { SimultaneousGesture<A, B>.Value(first: first.value, second: second.value) }
    private func reportBoth() { if phase == .active { report(both) } }

    private func partSettled() {
        guard first.isFinished && second.isFinished, !isFinished else { return }
        if first.phase == .ended || second.phase == .ended { finish(with: both) } else { fail() }
    }

    override var context: GestureContext {
        didSet { first.context = context; second.context = context }
    }
    override func begin(_ sample: GestureSample) { super.begin(sample); first.begin(sample); second.begin(sample) }
    override func move(_ sample: GestureSample) { first.move(sample); second.move(sample) }
    override func lift(_ sample: GestureSample) { first.lift(sample); second.lift(sample) }
    override func tick(_ time: Double) { first.tick(time); second.tick(time) }
    override var deadline: Double? { [first.deadline, second.deadline].compactMap { $0 }.min() }
    override func wheel(scale: Double?, degrees: Double?, _ sample: GestureSample) {
        if phase == .idle || isFinished { super.begin(sample) }
        first.wheel(scale: scale, degrees: degrees, sample)
        second.wheel(scale: scale, degrees: degrees, sample)
    }
    override func cancel() { first.cancel(); second.cancel(); super.cancel() }
}

/// The first gesture, then the second: the second starts when the first ends, where the
/// pointer is then.
final class SequenceRecognizer<A, B>: Recognizer<SequenceGesture<A, B>.Value> where A: Gesture, B: Gesture {
    let first: Recognizer<A.Value>
    let second: Recognizer<B.Value>
    private var lastSample: GestureSample?

    init(_ first: Recognizer<A.Value>, _ second: Recognizer<B.Value>) {
        self.first = first
        self.second = second
        super.init()
        // The sequence claims when its second part does: the first part is a wait (a long
        // press before a drag) that must not take the press from the others yet.
        first.claim = { true }
        second.claim = { [unowned self] in self.tryActivate() }
        first.changed.append { [unowned self] value in self.report(.first(value)) }
        first.settled = { [unowned self] part in
            guard part.phase == .ended, let value = self.first.value else { return self.fail() }
            self.report(.second(value, nil))
            // The second starts now, where the pointer is.
            if let sample = self.lastSample { self.second.begin(sample) }
        }
        second.changed.append { [unowned self] value in
            if let firstValue = self.first.value { self.report(.second(firstValue, value)) }
        }
        second.settled = { [unowned self] part in
            guard part.phase == .ended, let firstValue = self.first.value else { return self.fail() }
            self.finish(with: .second(firstValue, self.second.value))
        }
    }

    override var context: GestureContext {
        didSet { first.context = context; second.context = context }
    }
    private var current: AnyRecognizer { first.phase == .ended ? second : first }
    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        lastSample = sample
        first.begin(sample)
    }
    override func move(_ sample: GestureSample) { lastSample = sample; current.move(sample) }
    override func lift(_ sample: GestureSample) { lastSample = sample; current.lift(sample) }
    override func tick(_ time: Double) { current.tick(time) }
    override var deadline: Double? { current.deadline }
    override func cancel() { first.cancel(); second.cancel(); super.cancel() }
}

/// The first gesture, or else the second: the second may only win once the first has failed
/// (a single tap waits until a double tap can no longer come).
final class ExclusiveRecognizer<A, B>: Recognizer<ExclusiveGesture<A, B>.Value> where A: Gesture, B: Gesture {
    let first: Recognizer<A.Value>
    let second: Recognizer<B.Value>
    /// Set when the second wanted to win while the first still could: it wins if the first fails.
    private var pending = false

    init(_ first: Recognizer<A.Value>, _ second: Recognizer<B.Value>) {
        self.first = first
        self.second = second
        super.init()
        first.claim = { [unowned self] in
            guard self.tryActivate() else { return false }
            self.pending = false
            self.second.cancel()
            return true
        }
        second.claim = { [unowned self] in
            if self.first.phase == .failed { return self.tryActivate() }
            self.pending = true
            return false
        }
        first.changed.append { [unowned self] value in self.report(.first(value)) }
        second.changed.append { [unowned self] value in if self.first.phase == .failed { self.report(.second(value)) } }
        first.settled = { [unowned self] part in
            if part.phase == .ended, let value = self.first.value {
                self.finish(with: .first(value))
            } else if self.pending, let value = self.second.value {
                // The first lost: the second's ending counts now.
                self.pending = false
                guard self.tryActivate() else { return }
                for action in self.second.ended { action(value) }
                self.finish(with: .second(value))
            } else if self.second.isFinished {
                self.fail()
            }
        }
        second.settled = { [unowned self] part in
            if part.phase == .ended, let value = self.second.value {
                self.finish(with: .second(value))
            } else if !self.pending && self.first.isFinished {
                self.fail()
            }
        }
    }

    override var context: GestureContext {
        didSet { first.context = context; second.context = context }
    }
    override func begin(_ sample: GestureSample) {
        super.begin(sample)
        pending = false
        first.begin(sample)
        second.begin(sample)
    }
    override func move(_ sample: GestureSample) { first.move(sample); second.move(sample) }
    override func lift(_ sample: GestureSample) { first.lift(sample); second.lift(sample) }
    override func tick(_ time: Double) { first.tick(time); second.tick(time) }
    override var deadline: Double? { [first.deadline, second.deadline].compactMap { $0 }.min() }
    override func cancel() { pending = false; first.cancel(); second.cancel(); super.cancel() }
}
