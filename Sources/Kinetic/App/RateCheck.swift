import Foundation
import KineticCore
import KineticRunLoop
import KineticSDL

/// Checks that a view's animations do not depend on the frame rate: runs it headless at 60,
/// 120 and 144 Hz with the same input and compares every animated property (as the animation
/// inspector sees it) at the instants the rates share, every 1/12 s.
///
/// Kinetic's animations are functions of time, so the same instant shows the same values at
/// any rate; code that advances a value per frame instead does not, and is reported with the
/// property and the instant where the rates differ most.
@MainActor
public enum RateCheck {
    /// The rates compared.
    nonisolated public static let rates: [Double] = [60, 120, 144]
    /// The rates' common instants are the multiples of this (1/12 s: 5, 10 and 12 frames).
    nonisolated public static let commonStep = 1.0 / 12
    /// The largest difference allowed, relative to the value's size (at least 1).
    nonisolated public static let tolerance = 1e-6

    /// The largest difference found for one property.
    public struct Difference: Sendable, Equatable {
        /// The view and property, "ball0 · frame" (with "#2" for the second of the same name).
        public var property: String
        public var largest: Double
        /// The instant (animation time) where it is largest.
        public var time: Double
        /// The two rates compared there.
        public var rates: [Double]
        /// What differed when the property is animating at one rate only.
        public var note: String?
    }

    /// What a check found.
    public struct Report: Sendable, Equatable {
        /// Every property compared, its largest difference: the worst first.
        public var differences: [Difference]
        /// Common instants compared.
        public var instants: Int
        /// Comparisons left out because the property's newest animation began at a different
        /// instant at each rate (at the frame after the previous one ended: a repeat or a new
        /// phase, as in SwiftUI).
        public var excused = 0
        /// True when every difference is within ``RateCheck/tolerance``.
        public var passed: Bool { differences.allSatisfy { $0.note == nil && $0.largest <= RateCheck.tolerance } }

        /// The report as lines for a terminal.
        public var description: String {
            var lines = ["compared \(differences.count) animated propert\(differences.count == 1 ? "y" : "ies") at \(instants) instants shared by 60, 120 and 144 Hz (every 1/12 s); tolerance \(RateCheck.tolerance) (relative)"]
            for difference in differences.prefix(20) {
                let verdict = difference.note == nil && difference.largest <= RateCheck.tolerance ? "ok  " : "FAIL"
                let what = difference.note ?? "largest difference \(difference.largest)"
                lines.append("  \(verdict) \(difference.property): \(what) at \(DecimalText.fixed(difference.time, places: 3)) s (\(difference.rates.map { "\(Int($0)) Hz" }.joined(separator: " vs ")))")
            }
            if differences.count > 20 { lines.append("  … and \(differences.count - 20) more") }
            if excused > 0 {
                lines.append("  \(excused) comparison\(excused == 1 ? "" : "s") left out: what moves the value began at a different instant at each rate: at the frame after something else ended (a repeat's next run, a new phase, a retarget), as in SwiftUI")
            }
            lines.append(passed ? "frame-rate independent" : "frame-rate dependent: the values above differ between rates")
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `root` at each rate for `duration` seconds with `script`, and compares. `root` is
    /// called once for each rate: make the view there, so each run has state of its own.
    ///
    /// The script's times are moved to the nearest common instant, so every rate gets each
    /// event at the same moment (drags and slider moves are still sampled once a frame, so a
    /// run with them compares only what they do not move).
    public static func check<Root: View>(duration: Double, script: InputScript?, size: CGSize, textMeasurer: any TextMeasurer,
                                         @ViewBuilder root: () -> Root) -> Report {
        let aligned = script.map { script in
            InputScript(events: script.events.map { event in
                var moved = event
                moved.time = (event.time / commonStep).rounded() * commonStep
                return moved
            })
        }
        let runs = rates.map { rate in samples(rate: rate, duration: duration, script: aligned, size: size, textMeasurer: textMeasurer, root: root) }
        return compare(runs)
    }

    /// Checks an app's window as it opens (its `WindowGroup`'s content at its default size),
    /// with text measured in the fonts it is drawn with.
    public static func check<A: App>(_ app: A.Type, duration: Double, script: InputScript?) throws -> Report {
        let fonts = try AssetLocator().locateFonts()
        let measurer = try SDLTextMeasurer(fontPath: fonts.text)
        let window = SceneResolver.window(in: A().body)
        let size = window.defaultSize ?? AppLauncher.fallbackSize
        // The app's tasks on the main thread, as in any headless run of it (this is a process
        // of the app's own, so the runtime's hook may be set for all of it).
        HeadlessConcurrency.runOnMainThread()
        return check(duration: duration, script: script, size: size, textMeasurer: measurer) { AppRootView(app: A()) }
    }

    /// One property at one instant of a run: its value, and the instants that began what
    /// moves it (its newest animation, its last retarget, a repeating animation's current run).
    struct Reading: Equatable {
        var value: [Double]
        var starts: [Double?]

        /// True when what moves the property began at the same instants in both readings.
        func startsLike(_ other: Reading) -> Bool {
            zip(starts, other.starts).allSatisfy { a, b in
                switch (a, b) {
                case (nil, nil): true
                case (let a?, let b?): abs(a - b) < 1e-9
                default: false
                }
            }
        }
    }

    /// One run's animated values at each common instant (by its index), by property.
    typealias Run = [Int: [String: Reading]]

    static func samples<Root: View>(rate: Double, duration: Double, script: InputScript?, size: CGSize, textMeasurer: any TextMeasurer,
                                    @ViewBuilder root: () -> Root) -> Run {
        // Each rate's run on a clock of its own from the first onAppear on (bound to this
        // call, so a test process's other tests keep theirs): what sleeps and delays do is
        // the same at every rate.
        VirtualClock().bind { run(rate: rate, duration: duration, script: script, size: size, textMeasurer: textMeasurer, root: root) }
    }

    private static func run<Root: View>(rate: Double, duration: Double, script: InputScript?, size: CGSize, textMeasurer: any TextMeasurer,
                                        @ViewBuilder root: () -> Root) -> Run {
        let content = HostingContent(size: size, textMeasurer: textMeasurer, startDate: Date(timeIntervalSinceReferenceDate: 0), content: root)
        content.recordsAnimations = true
        let loop = FrameLoop(host: MeasuringHost(size: size), content: content,
                             options: .init(requestedFPS: rate, durationLimit: duration, virtualTime: true, script: script))
        var run: Run = [:]
        loop.frameObserver = { _ in
            let time = content.inspector.latestTime
            let index = (time / commonStep).rounded()
            guard abs(time - index * commonStep) < 1e-9 else { return }
            var values: [String: Reading] = [:]
            var seen: [String: Int] = [:]
            for sample in content.inspector.latest {
                let name = "\(sample.view) · \(sample.property)"
                let count = seen[name, default: 0] + 1
                seen[name] = count
                values[count == 1 ? name : "\(name) #\(count)"] = Reading(value: sample.inspection.value,
                                                                             starts: [sample.inspection.newestStart, sample.inspection.lastChange?.time, sample.inspection.runStart])
            }
            run[Int(index)] = values
        }
        _ = loop.run()
        return run
    }

    /// The largest difference of each property between any two runs at the instants all saw.
    static func compare(_ runs: [Run]) -> Report {
        let instants = runs.map { Set($0.keys) }.reduce(into: runs.first.map { Set($0.keys) } ?? []) { $0.formIntersection($1) }
        var worst: [String: Difference] = [:]
        var excused = 0
        for index in instants.sorted() {
            let time = Double(index) * commonStep
            var names = Set<String>()
            for run in runs { names.formUnion(run[index].map { Array($0.keys) } ?? []) }
            for name in names {
                for a in runs.indices {
                    for b in runs.indices where b > a {
                        let left = runs[a][index]?[name], right = runs[b][index]?[name]
                        if left == nil && right == nil { continue }  // still at both rates
                        var difference = Difference(property: name, largest: 0, time: time, rates: [rates[a], rates[b]])
                        if let left, let right, !left.startsLike(right) {
                            // The newest animation began at a different instant at each rate:
                            // at the frame after the one before it ended (a repeat, a phase), as
                            // in SwiftUI. Not comparable; counted.
                            excused += 1
                            continue
                        }
                        let stillRate = left == nil ? a : right == nil ? b : nil
                        if let stillRate, let began = (left ?? right)?.starts.compactMap({ $0 }).max(),
                           time - began < 1 / rates[stillRate] + 1e-9 {
                            // Animating at one rate only, having begun within one frame of the
                            // other rate before this instant: that rate's frame for the same
                            // event comes at or after it. (An event at an instant of the
                            // virtual clock starts at every rate by any later common instant;
                            // one timed by the real clock, a Foundation Timer's, falls between
                            // frames differently at each rate.) Not comparable; counted.
                            excused += 1
                            continue
                        }
                        if let left, let right, left.value.count == right.value.count {
                            difference.largest = zip(left.value, right.value).map { abs($0 - $1) / max(1, abs($0), abs($1)) }.max() ?? 0
                        } else {
                            difference.largest = .infinity
                            difference.note = left == nil ? "animating at \(Int(rates[b])) Hz only" : "animating at \(Int(rates[a])) Hz only"
                        }
                        if worst[name].map({ difference.largest > $0.largest }) ?? true { worst[name] = difference }
                    }
                }
            }
        }
        let differences = worst.values.sorted { ($0.largest, $0.property) > ($1.largest, $1.property) }
        return Report(differences: differences, instants: instants.count, excused: excused)
    }
}

/// A host that draws nothing: a rate check needs the frames' values, not their pixels.
@MainActor
private final class MeasuringHost: PlatformHost {
    var now: Double { ProcessInfo.processInfo.systemUptime }
    let windowSize: CGSize
    var pixelsPerPoint: Double { 1 }
    var presentsWithVSync: Bool { false }
    var reportedRefreshInterval: Double? { nil }
    init(size: CGSize) { windowSize = size }
    func pollEvents() -> [InputEvent] { [] }
    func waitForEvents(timeout: Double?) -> [InputEvent] { [] }
    func sleep(seconds: Double) {}
    func submit(_ list: DrawList) {}
    func present() {}
}
