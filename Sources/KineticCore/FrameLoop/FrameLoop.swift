import Foundation
import KineticRunLoop

/// The explicit loop of a Kinetic program: wait or poll for events, update, lay out, build the
/// draw list, submit, pace, present, and record the timing of each step.
///
/// Each frame takes one timestamp, the deadline it will be presented at, and samples every
/// animation for that instant through the ``AnimationClock``. When nothing animates and no
/// event arrives, the loop blocks on the platform's event queue and draws nothing.
///
/// The loop is the main run loop, as UIKit's is on iOS: before each frame it fires the timers
/// that are due and runs the main queue's work (dispatched blocks, main-actor tasks), and while
/// idle it sleeps in the run loop until an event, a timer, main-queue work or a timeline entry.
/// A state change any of them makes is drawn at the next frame, animated if it was made in
/// `withAnimation`.
///
/// In virtual-time mode (headless runs) frame *k* is presented at exactly *(k + 1)/fps*, so a
/// run is reproducible; its timing stamps put the real CPU time of each phase on that virtual
/// timeline, and a frame whose work overran the budget is presented at the next refresh, as a
/// vsync display would. `Task.sleep` and `DispatchQueue.main.asyncAfter` follow the virtual
/// clock there; Foundation's timers keep real time, so while one is scheduled the loop draws
/// no faster than real time.
///
/// ```swift
/// let loop = FrameLoop(host: window, content: scene, recorder: recorder, options: .init(frameLimit: 600))
/// let result = loop.run()
/// ```
@MainActor
public final class FrameLoop {
    /// How a run is paced and when it ends.
    public struct Options: Sendable {
        /// Pace to this rate instead of the display's (`--fps N`).
        public var requestedFPS: Double?
        /// End after this many frames.
        public var frameLimit: Int?
        /// End after this many seconds (host time; virtual time in virtual mode).
        public var durationLimit: Double?
        /// Present frame k at exactly (k + 1)/fps on a virtual clock, never waiting.
        public var virtualTime: Bool
        /// Animation time per second of host time: 0.25 shows every animation at a quarter of
        /// its speed (`--time-scale`). The frame rate is not changed.
        public var timeScale: Double
        /// Input replayed at given times of the run (`--script`), on top of the platform's.
        public var script: InputScript?

        public init(requestedFPS: Double? = nil, frameLimit: Int? = nil, durationLimit: Double? = nil, virtualTime: Bool = false,
                    timeScale: Double = 1, script: InputScript? = nil) {
            self.requestedFPS = requestedFPS
            self.frameLimit = frameLimit
            self.durationLimit = durationLimit
            self.virtualTime = virtualTime
            self.timeScale = timeScale
            self.script = script
        }
    }

    /// Why a run ended.
    public enum EndReason: String, Sendable {
        /// The host's quit event: the window was closed.
        case quit
        /// The content asked to quit: the quit key.
        case quitKey
        case frameLimit, durationLimit
        /// SIGINT or SIGTERM.
        case interrupted

        /// How the recording's summary names it.
        var summaryName: String {
            switch self {
            case .quit: "window closed"
            case .quitKey: "quit key"
            case .frameLimit: "frame limit"
            case .durationLimit: "duration limit"
            case .interrupted: InterruptSignal.raisedName ?? "interrupted"
            }
        }
    }

    public let host: any PlatformHost
    public let content: any FrameContent
    public let recorder: FrameTimingRecorder
    public let options: Options
    /// Converts host time into animation time.
    public var animationClock = AnimationClock()
    public private(set) var pacer: FramePacer
    private var waiter = DeadlineWaiter()
    /// The draw list of the last frame drawn, kept for screenshots.
    public private(set) var drawList = DrawList()
    /// What instruments lay over the last frame (the frame-timing HUD), when anything.
    public private(set) var overlayList = DrawList()

    /// Makes and submits the content's overlay for the frame just submitted, if it has one.
    private func drawOverlay(context: FrameContext) {
        // No shape masks: the host keeps one mask texture, for the frame's own atlas; the
        // overlay's would replace it twice a frame. (Its bars and text have no round fills
        // worth one.)
        overlayList.removeAll(pixelsPerPoint: host.pixelsPerPoint, vertexSampleOffset: host.vertexSampleOffset,
                              snapsVerticesToPixels: host.snapsVerticesToPixels, drawsShapeMasks: false,
                              shadesWithTextures: host.shadesWithTextures)
        content.drawOverlay(into: &overlayList, context: context)
        if !overlayList.vertices.isEmpty || !overlayList.commands.isEmpty { host.submitOverlay(overlayList) }
    }
    /// Frames drawn so far.
    public private(set) var frameIndex = 0
    /// The title last given to the host.
    private var shownTitle: String?
    /// Plays the options' script, if there is one.
    public let scriptPlayer: ScriptPlayer?
    /// Called after each frame with the number of frames drawn (progress on a terminal).
    public var frameObserver: ((Int) -> Void)?
    /// Called with each frame's stamps as the recorder gets them: a second recording started
    /// mid-run (R in a window) records them too.
    public var stampObserver: ((FrameStamps) -> Void)?

    public init(host: any PlatformHost, content: any FrameContent, recorder: FrameTimingRecorder = FrameTimingRecorder(), options: Options = Options()) {
        self.host = host
        self.content = content
        self.recorder = recorder
        self.options = options
        scriptPlayer = options.script.map { ScriptPlayer(script: $0) }
        pacer = FramePacer(
            presentsWithVSync: host.presentsWithVSync && !options.virtualTime,
            reportedRefreshInterval: host.reportedRefreshInterval,
            requestedFPS: options.virtualTime ? (options.requestedFPS ?? 60) : options.requestedFPS)
        recorder.pacing = options.virtualTime ? "headless" : pacer.mode.rawValue
    }

    /// Runs frames until the user quits, a limit is reached or the process is interrupted.
    public func run() -> EndReason {
        let outer = FrameTimingRecorder.current
        FrameTimingRecorder.current = recorder
        defer { FrameTimingRecorder.current = outer }
        let reason = options.virtualTime ? runVirtual() : runRealTime()
        content.runDidEnd()
        recorder.endSession(at: options.virtualTime ? Double(frameIndex) * pacer.refreshInterval : host.now, reason: reason.summaryName)
        return reason
    }

    private func runRealTime() -> EndReason {
        let start = host.now
        recorder.beginSession(at: start)
        // Animation time starts with the run, so the first frame is one refresh in.
        if !animationClock.hasStarted {
            animationClock = AnimationClock(startingAtHostTime: start)
            if options.timeScale != 1 { animationClock.setTimeScale(options.timeScale, atHostTime: start) }
        }
        // The previous present, for intervals: forgotten after idle.
        var lastPresent: Double?
        // The latest present ever, for the display's phase: vblanks keep their rhythm while we
        // sleep, so the first frame after a short idle can still aim at the right one.
        var phase: Double?
        var redraw = true
        var followsIdle = false
        while true {
            if InterruptSignal.wasRaised { return .interrupted }
            if content.requestsQuit { return .quitKey }
            if let limit = options.frameLimit, frameIndex >= limit { return .frameLimit }
            let remaining = options.durationLimit.map { $0 - (host.now - start) }
            if let remaining, remaining <= 0 { return .durationLimit }

            var events: [InputEvent] = []
            // Timers due and the main queue's work (dispatched blocks, main-actor tasks).
            MainRunLoop.service()
            if content.hasPendingChanges { redraw = true }
            // Paused, running animations show no change: nothing to draw until an event.
            if !(redraw || content.needsFrame && !animationClock.isPaused || (scriptPlayer?.isPlaying ?? false)) {
                // Idle: block until something happens. Nothing is drawn meanwhile.
                recorder.flush()
                // A timeline's next entry wakes the loop as an event would.
                // So does the script's next event.
                let timelineWake = content.nextFrameTime.flatMap { animationClock.hostTime(atAnimationTime: $0) }
                let scriptWake = scriptPlayer?.nextEventTime.map { start + $0 }
                let wake = [timelineWake, scriptWake].compactMap { $0 }.min()
                let timeout = wake.map { min(remaining ?? .infinity, max(0, $0 - host.now)) } ?? remaining
                let waitStart = host.now
                events = host.waitForEvents(timeout: timeout)
                let waitEnd = host.now
                recorder.addIdleTime(waitEnd - waitStart, endingAt: waitEnd)
                followsIdle = true
                lastPresent = nil
                if events.isEmpty {
                    // Woken by the run loop (a timer, main-queue work): the loop's top serves it.
                    guard let wake, host.now >= wake - 0.002 else { continue }
                    redraw = true
                }
            }
            let frameStart = host.now
            let threadCPUStart = CPUClock.thread(), processCPUStart = CPUClock.process()
            events += host.pollEvents()
            if let scriptPlayer {
                let scripted = scriptPlayer.events(at: frameStart - start) { self.content.frame(of: $0) }
                if !scripted.isEmpty { redraw = true }
                events += scripted
            }
            let deadline = pacer.deadline(now: frameStart, lastPresent: lastPresent ?? phase)
            var context = makeContext(time: animationClock.time(atHostTime: deadline))
            for event in events {
                if event == .quit { return InterruptSignal.wasRaised ? .interrupted : .quit }
                if case .resized = event { redraw = true }
                if event == .exposed || event == .shown { redraw = true }
                if content.handle(event, context: context) { redraw = true }
            }
            if applyTimeControls(atHostTime: deadline) {
                redraw = true
                context = makeContext(time: animationClock.time(atHostTime: deadline))
            }
            if !(redraw || content.needsFrame && !animationClock.isPaused || (scriptPlayer?.isPlaying ?? false)) { continue }
            context.size = host.windowSize

            content.update(context: context)
            showTitle()
            let updateEnd = host.now
            content.layout(context: context)
            let layoutEnd = host.now
            drawList.removeAll(pixelsPerPoint: host.pixelsPerPoint, vertexSampleOffset: host.vertexSampleOffset,
                               snapsVerticesToPixels: host.snapsVerticesToPixels, drawsShapeMasks: host.drawsShapeMasks,
                               shadesWithTextures: host.shadesWithTextures, placesBlurredLayers: host.placesBlurredLayers)
            content.draw(into: &drawList, context: context)
            let displayListEnd = host.now
            let layersBefore = host.layerStatistics
            host.submit(drawList)
            let submitEnd = host.now
            let layersAfter = host.layerStatistics
            // Instruments over the frame, made and submitted after its phases are stamped:
            // they are not part of what they measure.
            drawOverlay(context: context)
            if pacer.mode == .selfPaced {
                let host = self.host
                _ = waiter.wait(until: deadline, now: { host.now }, sleep: { host.sleep(seconds: $0) })
            }
            host.present()
            let present = host.now
            let threadCPU = CPUClock.thread() - threadCPUStart, processCPU = CPUClock.process() - processCPUStart
            // The frame is judged by the interval believed in when it was made, before its own
            // present refines the estimate.
            let refreshInterval = pacer.refreshInterval
            pacer.didPresent(at: present, previous: lastPresent)
            recorder.pacing = pacer.mode.rawValue
            recorder.measuredRefreshInterval = pacer.refreshInterval
            var stamps = FrameStamps(
                deadline: deadline, sampleTime: deadline, frameStart: frameStart, updateEnd: updateEnd,
                layoutEnd: layoutEnd, displayListEnd: displayListEnd, submitEnd: submitEnd, present: present,
                refreshInterval: refreshInterval, followsIdle: followsIdle, threadCPU: threadCPU, processCPU: processCPU)
            stamps.layers = layersAfter.since(layersBefore)
            recorder.record(stamps)
            stampObserver?(stamps)
            lastPresent = present
            phase = present
            frameIndex += 1
            frameObserver?(frameIndex)
            redraw = false
            followsIdle = false
        }
    }

    private func runVirtual() -> EndReason {
        let interval = pacer.refreshInterval
        let frameLimit = min(
            options.frameLimit ?? .max,
            options.durationLimit.map { Int(($0 / interval).rounded()) } ?? .max)
        recorder.measuredRefreshInterval = interval
        recorder.beginSession(at: 0)
        // Sleeps and delayed main-queue work follow virtual time. The launcher makes the clock
        // current before the content is made (its onAppear may already delay work).
        // Without one (a test's loop), a clock of the run's own, bound to it alone.
        guard let clock = VirtualClock.current else { return VirtualClock().bind { runVirtual() } }
        var pace = RealTimePace()
        // Virtual time and animation time coincide: frame k shows the instant (k + 1)/fps at
        // any rate, so runs at 60 and 144 Hz can be compared instant for instant.
        if !animationClock.hasStarted {
            animationClock = AnimationClock(startingAtHostTime: 0)
            if options.timeScale != 1 { animationClock.setTimeScale(options.timeScale, atHostTime: 0) }
        }
        while true {
            if InterruptSignal.wasRaised { return .interrupted }
            if content.requestsQuit { return .quitKey }
            if frameIndex >= frameLimit {
                return options.frameLimit == frameLimit ? .frameLimit : .durationLimit
            }
            let virtualStart = Double(frameIndex) * interval
            let deadline = virtualStart + interval
            // What fell due by the frame's instant, before the frame (as a window serves its
            // run loop between frames): the run loop's timers (in real time), sleeps and
            // delayed work, and the main queue's tasks.
            pace.keep(virtualTime: deadline)
            // Work the last frame queued (a task its onAppear started) runs at its instant,
            // as it would right after it in a window; then what falls due by this one.
            Self.runMainQueue(clock)
            clock.advance(to: deadline)
            Self.runMainQueue(clock)
            let realStart = host.now
            let threadCPUStart = CPUClock.thread(), processCPUStart = CPUClock.process()
            func stamp() -> Double { virtualStart + (host.now - realStart) }

            var context = makeContext(time: animationClock.time(atHostTime: deadline))
            let scripted = scriptPlayer?.events(at: deadline) { self.content.frame(of: $0) } ?? []
            for event in scripted + host.pollEvents() {
                if event == .quit { return InterruptSignal.wasRaised ? .interrupted : .quit }
                _ = content.handle(event, context: context)
            }
            if applyTimeControls(atHostTime: deadline) { context = makeContext(time: animationClock.time(atHostTime: deadline)) }
            content.update(context: context)
            showTitle()
            let updateEnd = stamp()
            content.layout(context: context)
            let layoutEnd = stamp()
            drawList.removeAll(pixelsPerPoint: host.pixelsPerPoint, vertexSampleOffset: host.vertexSampleOffset,
                               snapsVerticesToPixels: host.snapsVerticesToPixels, drawsShapeMasks: host.drawsShapeMasks,
                               shadesWithTextures: host.shadesWithTextures, placesBlurredLayers: host.placesBlurredLayers)
            content.draw(into: &drawList, context: context)
            let displayListEnd = stamp()
            let layersBefore = host.layerStatistics
            host.submit(drawList)
            let submitEnd = stamp()
            let layersAfter = host.layerStatistics
            drawOverlay(context: context)
            host.present()
            let threadCPU = CPUClock.thread() - threadCPUStart, processCPU = CPUClock.process() - processCPUStart
            // A simulated vsync display: on time, or at the first refresh after the work ended.
            let late = max(0, submitEnd - deadline)
            let present = deadline + (late / interval).rounded(.up) * interval
            var stamps = FrameStamps(
                deadline: deadline, sampleTime: deadline, frameStart: virtualStart, updateEnd: updateEnd,
                layoutEnd: layoutEnd, displayListEnd: displayListEnd, submitEnd: submitEnd, present: present,
                refreshInterval: interval, threadCPU: threadCPU, processCPU: processCPU)
            stamps.layers = layersAfter.since(layersBefore)
            recorder.record(stamps)
            stampObserver?(stamps)
            frameIndex += 1
            frameObserver?(frameIndex)
        }
    }

    /// Runs the main queue's work until it settles, with the run loop's due timers: what was
    /// queued before this call, what that queues in turn, and the tasks the clock woke, up to
    /// their next suspension (in a headless app every task runs on the main thread: see
    /// ``HeadlessConcurrency``). So the work lands before the frame, in the same order every
    /// run, whatever the machine's speed. Bounded by `patience` seconds of real time (a task
    /// that never suspends) and by 64 rounds (work that queues more work for ever).
    private static func runMainQueue(_ clock: VirtualClock, patience: Double = 2) {
        // Off the main thread (a loop driven by a test on the main actor) the run loop cannot
        // run the main queue, whose work waits for the caller to let it: timers only.
        guard Thread.isMainThread else {
            MainRunLoop.service()
            return
        }
        let giveUp = Date().addingTimeInterval(patience)
        for _ in 0..<64 {
            let redirected = HeadlessConcurrency.jobsRedirected
            let done = MainQueueMark()
            DispatchQueue.main.async { done.set() }
            MainRunLoop.service()
            while !done.isSet || clock.wokenSleepers > 0, Date() < giveUp {
                // Sleeps until main-queue work arrives (a task on the global pool, the mark).
                MainRunLoop.wait(until: Date().addingTimeInterval(0.001))
                MainRunLoop.service()
            }
            // Settled: a round that queued nothing new.
            if HeadlessConcurrency.jobsRedirected == redirected || Date() >= giveUp { return }
        }
    }

    /// Passes a changed `navigationTitle` on to the window.
    private func showTitle() {
        guard let title = content.windowTitle, title != shownTitle else { return }
        shownTitle = title
        host.setTitle(title)
    }

    private func makeContext(time: Double) -> FrameContext {
        FrameContext(
            time: time, size: host.windowSize, frameIndex: frameIndex,
            refreshInterval: pacer.refreshInterval, pacing: recorder.pacing,
            timeScale: animationClock.timeScale, isPaused: animationClock.isPaused)
    }

    /// Applies the time controls the content was asked for (slow motion, pause, a step) at the
    /// frame's instant; true when there were any.
    private func applyTimeControls(atHostTime hostTime: Double) -> Bool {
        let controls = content.takeTimeControls()
        for control in controls {
            control.apply(to: &animationClock, atHostTime: hostTime, baseScale: options.timeScale, frameInterval: pacer.refreshInterval)
        }
        return !controls.isEmpty
    }
}

/// Set by a block on the main queue once the work queued before it has run.
private final class MainQueueMark: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}

/// Keeps a headless run no faster than real time while Foundation's run loop has a timer
/// (timers fire in real time, and a virtual clock cannot move them): virtual and real time then
/// pass together from the moment a timer was seen, and timers fire as they fall due. Only on
/// the main thread, where an app's own loop runs: a loop a test drives off it does not wait.
struct RealTimePace {
    /// The virtual and real times that go together, while the run loop has a timer.
    private var anchor: (virtual: Double, real: Double)?

    /// Waits, running the run loop, until as much real time as virtual time has passed since
    /// the anchor; does nothing while no timer is scheduled.
    mutating func keep(virtualTime: Double) {
        guard MainRunLoop.service() != nil, Thread.isMainThread else {
            anchor = nil
            return
        }
        let now = { ProcessInfo.processInfo.systemUptime }
        let anchor = self.anchor ?? (virtualTime, now())
        self.anchor = anchor
        let due = anchor.real + (virtualTime - anchor.virtual)
        while case let wait = due - now(), wait > 0 {
            MainRunLoop.wait(until: Date().addingTimeInterval(wait))
            MainRunLoop.service()
        }
    }
}
