import Foundation

// TimelineView and its schedules. A timeline's dates come from the graph's clock (the graph's
// start date plus the frame's time), never from the wall clock, so a headless run is the same
// every time; an entry that falls between two frames is applied at its own instant, so state
// changes made for it (and the animations they start) do not depend on the frame rate.

/// How often a schedule may update: `.normal` while the window shows, `.lowFrequency` while it
/// is hidden or minimised (an animation schedule then updates once a second, and timeline
/// contexts report a cadence of `.seconds`).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// The dates a `TimelineView` updates at.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// How often the schedule is asked to update (SwiftUI's name for ``TimelineScheduleMode``).
    typealias Mode = TimelineScheduleMode
    /// The dates to update at, from `startDate` (when the timeline appeared or its schedule
    /// changed) on, ascending.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Entries every `interval` seconds, on the grid `startDate + k · interval`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    public var startDate: Date
    public var interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var start: Date
        var interval: TimeInterval
        var index: Double

        public mutating func next() -> Date? {
            if !interval.isFinite && index > 0 { return nil }
            defer { index += 1 }
            // Multiplied, not accumulated, so the grid does not drift.
            return start.addingTimeInterval(index * interval)
        }
    }

    /// From the latest grid date at or before `startDate` (the current period), or from the
    /// schedule's own start when that is later. A NaN or non-positive interval gives one entry.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite && interval > 0 else {
            return Entries(start: max(self.startDate, startDate), interval: .infinity, index: 0)
        }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(start: self.startDate, interval: interval, index: first)
    }
}

/// Updates as often as frames are drawn, or at most every `minimumInterval` seconds; nothing
/// while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    public var minimumInterval: Double?
    public var paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var start: Date
        var interval: Double?
        var index = 0.0
        var paused: Bool
        /// True in low-frequency mode: no entries at all.
        var isEmpty = false

        public mutating func next() -> Date? {
            if isEmpty || paused && index > 0 { return nil }
            defer { index += 1 }
            // Without a minimum interval the timeline updates every frame; these entries are
            // as dense as a 1 kHz display would need.
            return start.addingTimeInterval(index * (interval ?? 0.001))
        }
    }

    /// In ``TimelineScheduleMode/lowFrequency`` (a hidden window) none: SwiftUI pauses
    /// animation schedules there. A timeline view keeps the date it showed last and takes up
    /// its entries again when the window shows.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return Entries(start: startDate, interval: interval, paused: paused, isEmpty: mode == .lowFrequency)
    }

    /// True when the timeline should be re-evaluated on every frame.
    func isEveryFrame(in mode: TimelineScheduleMode) -> Bool {
        mode == .normal && !paused && !(minimumInterval.map { $0.isFinite && $0 > 0 } ?? false)
    }
}

/// An update at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60).entries(from: startDate, mode: mode)
    }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    public var dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// At most every `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline's content is built with: the entry's date.
public struct TimelineViewDefaultContext: Sendable {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the entry being shown.
    public let date: Date
    public let cadence: Cadence
}

/// A view rebuilt at the dates of a schedule: `TimelineView(.periodic(from: start, by: 1)) { context in … }`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        let schedule = self.schedule, content = self.content
        return builder.single(TimelineNode.self, make: { TimelineNode(graph: graph) }) { node in
            if !((node.schedule as? Schedule).map { ViewComparison.same($0, schedule) } ?? false) {
                node.restart(schedule)
            }
            node.build = { builder, context in builder.nodes(for: content(context), key: .content) }
            node.environment = environment
            node.rebuild(transaction: transaction)
            // It has no size of its own: a change in what it built invalidates through it.
            node.keepsLayout(if: true)
        }
    }
}

/// The node of a TimelineView: keeps the schedule's entries and rebuilds its content when the
/// clock passes one.
final class TimelineNode: Node {
    var schedule: Any?
    var build: ((inout NodeBuilder, TimelineViewDefaultContext) -> [Node])?
    var environment = EnvironmentValues()
    private(set) var date = Date(timeIntervalSinceReferenceDate: 0)
    private var entries: AnyIterator<Date>?
    /// The next entry after ``date``, if any.
    private(set) var upcoming: Date?
    /// Re-evaluated every frame (`.animation` without a minimum interval).
    private(set) var isEveryFrame = false

    override var isTransparentInLayout: Bool { true }
    override var typeName: String { "TimelineView" }

    /// Starts the current schedule again from now, in the graph's current mode.
    private var reschedule: (() -> Void)?
    private var mode = TimelineScheduleMode.normal

    /// Takes the graph's new schedule mode (the window hid or showed).
    func modeChanged() {
        guard mode != graph.scheduleMode else { return }
        reschedule?()
    }

    func restart<S: TimelineSchedule>(_ schedule: S) {
        self.schedule = schedule
        reschedule = { [unowned self] in restart(schedule) }
        mode = graph.scheduleMode
        if let periodic = schedule as? PeriodicTimelineSchedule, !(periodic.interval.isFinite && periodic.interval > 0) {
            graph.warn("\(path): a periodic timeline needs an interval > 0, not \(periodic.interval); it shows one entry and stops", key: "timeline-interval:\(path)")
        }
        isEveryFrame = (schedule as? AnimationTimelineSchedule)?.isEveryFrame(in: mode) ?? false
        let now = graph.date(at: graph.time)
        var iterator = schedule.entries(from: now, mode: mode).makeIterator()
        entries = AnyIterator { iterator.next() }
        date = now
        upcoming = entries?.next()
        advance(to: now)
        graph.registerTimeline(self)
    }

    /// Moves past every entry at or before `now`; the latest of them becomes the date shown.
    /// A schedule whose entries do not advance is stopped with a warning.
    func advance(to now: Date) {
        // An every-frame timeline shows the frame's own instant, not the last of its dense
        // entries (a millisecond grid) before it.
        defer { if isEveryFrame { date = now } }
        var steps = 0
        while let next = upcoming, next <= now {
            date = next
            upcoming = entries?.next()
            steps += 1
            if let following = upcoming, following <= next {
                graph.warn("\(path): the timeline schedule's entries do not advance (\(next) then \(following)); it stops updating", key: "timeline:\(path)")
                upcoming = nil
            }
            if steps > 100_000 {
                // Dense entries left far behind (a stalled host): jump to the present.
                date = now
                while let next = upcoming, next <= now, steps < 1_000_000 { upcoming = entries?.next(); steps += 1 }
                break
            }
        }
    }

    /// The graph time of the next entry, if it has one.
    var upcomingTime: Double? { upcoming.map { graph.time(of: $0) } }

    func rebuild(transaction: Transaction) {
        self.transaction = transaction
        updateStamp = graph.updateCount
        let context = TimelineViewDefaultContext(date: date, cadence: mode == .lowFrequency ? .seconds : .live)
        guard let build else { return }
        reconcileChildren(transaction: transaction, environment: environment) { builder in build(&builder, context) }
    }

    override func removedFromGraph() {
        graph.unregisterTimeline(self)
        super.removedFromGraph()
    }
}

extension TimelineNode: Evaluatable {
    func reevaluate(transaction: Transaction) {
        // Already rebuilt in this pass, at this instant, by a parent that changed.
        guard updateStamp != graph.updateCount else { return }
        rebuild(transaction: transaction)
    }
    func advanceAnimation(_ context: inout DrawContext) {}
}
