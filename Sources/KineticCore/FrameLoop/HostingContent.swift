import Foundation

/// A view hierarchy as a frame loop's content: what a window shows for `HostingContent { App() }`.
///
/// Pointer and key events go to the view graph (taps, drags, hover, key handlers); each frame
/// applies the state changes at the frame's time, lays out, samples the animations and turns the
/// display list into triangles with the host's text measurer, so text is laid out in the font
/// it is drawn with. When nothing animates and no timeline entry is near, it asks for no frame.
public final class HostingContent<Root: View>: FrameContent {
    public let graph: ViewGraph
    /// How text is measured for drawing (the same measurer the graph lays text out with).
    public let textMeasurer: any TextMeasurer
    /// The colour behind everything, in the dark colour scheme.
    public var background: RGBAColor
    /// The colour behind everything in the light colour scheme.
    public var lightBackground = RGBAColor(hex: 0xF2F2F7)
    public private(set) var requestsQuit = false
    /// Whether the frame-timing HUD is laid over the window (F1 toggles it).
    public var showsHUD = false {
        didSet {
            guard showsHUD && hud == nil else { return }
            let hud = FrameTimingHUD(textMeasurer: textMeasurer, size: graph.size)
            hud.onControl = { [weak self] control in
                if control == .togglePause { self?.scrubOffset = 0 }
                self?.timeControls.append(control)
            }
            self.hud = hud
        }
    }
    /// The HUD, once shown: a graph of its own, so it never disturbs the app's.
    public private(set) var hud: FrameTimingHUD?
    /// Whether the animation inspector is laid over the window (F2 toggles it).
    public var showsInspector = false {
        didSet { if showsInspector && inspectorPanel == nil { inspectorPanel = AnimationInspectorPanel(textMeasurer: textMeasurer, size: graph.size) } }
    }
    /// Whether every frame's animated values are sampled (for a recording's `values.csv`)
    /// even with the inspector hidden.
    public var recordsAnimations = false
    /// The running animations at the last frame, their histories and the discontinuities
    /// found: kept while the inspector shows or animations are recorded.
    public let inspector = AnimationInspector()
    private var inspectorPanel: AnimationInspectorPanel?
    private var inspectorOwnsPointer = false
    private var hudOwnsPointer = false
    /// Whether the frames shown are kept to scrub back through while paused (windows keep
    /// them; see ``FrameHistory`` for the bounds).
    public var keepsHistory = false
    /// The frames shown lately.
    public private(set) var history = FrameHistory()
    /// How many frames back from the newest the window shows while scrubbing; 0 is live.
    public private(set) var scrubOffset = 0
    /// The display list the last frame showed (live or from the history).
    public private(set) var shownDisplayList = DisplayList()
    /// Set by R; the host that records takes it with ``takeRecordingToggle()``.
    private var recordingToggled = false
    /// What the badge says of a recording under way ("Recording to run/ · R stops"), set by the
    /// host that records; nil when none is.
    public var recordingCaption: String?
    /// Time controls asked for from the keyboard, for the loop to take.
    private var timeControls: [TimeControl] = []
    /// The badge saying animation time runs slowed or paused, once shown.
    private var timeBadge: TimeControlsBadge?
    /// The frames the HUD shows: the running loop's recorder's recent ones.
    public var hudFrames: () -> [FrameTiming] = { FrameTimingRecorder.current?.recentFrames ?? [] }

    /// - Parameters:
    ///   - startDate: the date a `TimelineView` shows at animation time 0. A fixed date makes
    ///     headless runs reproducible; a window uses the moment it opens.
    public init(size: CGSize = CGSize(width: 1280, height: 800), textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
                startDate: Date = Date(), background: RGBAColor = RGBAColor(hex: 0x14161C),
                warningHandler: ((String) -> Void)? = nil, @ViewBuilder content: () -> Root) {
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, startDate: startDate, warningHandler: warningHandler, content: content())
        self.textMeasurer = textMeasurer
        self.background = background
        // onAppear and initial onChange actions run at time 0, whatever the first frame's time.
        graph.update(at: 0)
    }

    public func handle(_ event: InputEvent, context: FrameContext) -> Bool {
        var handled = false
        // Clicks on the HUD are the HUD's (its buttons).
        if showsHUD, let hud {
            switch event {
            case .mouseDown(let location, 1) where hud.pointerDown(at: location, time: context.time):
                hudOwnsPointer = true
                return true
            case .mouseUp(let location, 1) where hudOwnsPointer:
                hud.pointerUp(at: location, time: context.time)
                hudOwnsPointer = false
                return true
            default: break
            }
        }
        // Clicks on the inspector are the inspector's.
        if showsInspector, let panel = inspectorPanel {
            switch event {
            case .mouseDown(let location, 1) where panel.contains(location):
                _ = panel.graph.pointerDown(at: location, time: context.time)
                inspectorOwnsPointer = true
                return true
            case .mouseUp(let location, 1) where inspectorOwnsPointer:
                _ = panel.graph.pointerUp(at: location, time: context.time)
                inspectorOwnsPointer = false
                return true
            default: break
            }
        }
        switch event {
        case .mouseDown(let location, let button) where button == 1:
            handled = graph.pointerDown(at: location, time: context.time)
        case .mouseMoved(let location):
            handled = graph.pointerMoved(to: location, time: context.time)
            if showsHUD, let hud, hud.pointerMoved(to: location, time: context.time) { handled = true }
        case .mouseUp(let location, let button) where button == 1:
            handled = graph.pointerUp(at: location, time: context.time)
        case .scrolled(let location, let delta):
            handled = graph.scroll(at: location, by: delta)
        case .pinched(let location, let scale):
            handled = graph.wheelGesture(at: location, scale: scale, time: context.time)
        case .twisted(let location, let degrees):
            handled = graph.wheelGesture(at: location, degrees: degrees, time: context.time)
        case .keyDown("f1"):
            showsHUD.toggle()
            return true
        case .keyDown("f2"):
            showsInspector.toggle()
            return true
        case .keyDown("f3"):
            // The window's colour scheme flips, its colours cross-fading.
            withAnimation(.easeInOut(duration: 0.35)) { graph.colorScheme = graph.colorScheme == .dark ? .light : .dark }
            return true
        case .keyDown(let key):
            handled = graph.keyPressed(key)
            // Escape, q and ctrl+q quit unless a view took the key.
            if !handled && ["escape", "q", "ctrl+q"].contains(key) {
                requestsQuit = true
                return true
            }
            // While paused, "," and "." move back and forth through the frames shown lately
            // (shift: ten at a time).
            if !handled, keepsHistory, context.isPaused, let step = Self.scrubStep(key), scrubOffset > 0 || step > 0 {
                scrubOffset = min(max(0, scrubOffset + step), max(0, history.frames.count - 1))
                return true
            }
            // R starts or stops a recording folder, unless a view took the key.
            if !handled && key == "r" {
                recordingToggled = true
                return true
            }
            // S, Space and . control animation time unless a view took the key.
            if !handled, let control = TimeControl(key: key) {
                // Resuming shows the live frame again.
                if control == .togglePause { scrubOffset = 0 }
                timeControls.append(control)
                return true
            }
        case .textInput(let text):
            handled = graph.typeText(text)
        case .resized(let size):
            graph.size = size
            handled = true
        case .hidden:
            graph.scheduleMode = .lowFrequency
        case .shown:
            graph.scheduleMode = .normal
        default:
            break
        }
        return handled || graph.hasPendingChanges
    }

    public func update(context: FrameContext) {
        graph.size = context.size
        graph.update(at: context.time)
    }

    public func layout(context: FrameContext) {
        // The graph lays out as part of its update.
    }

    /// Frames back (positive) or forward a scrubbing key moves.
    private static func scrubStep(_ key: String) -> Int? {
        switch key {
        case ",": 1
        case "shift+,", "<": 10
        case ".": -1
        case "shift+.", ">": -10
        default: nil
        }
    }

    public func draw(into list: inout DrawList, context: FrameContext) {
        list.clearColor = graph.effectiveColorScheme == .light ? lightBackground : background
        // The frame is drawn over a cleared window: a window-filling background is cleared to.
        list.clearedOutputSize = context.size
        if scrubOffset > 0, let frame = history.frame(back: scrubOffset) {
            // Scrubbing: the frame as it was shown then.
            shownDisplayList = frame.displayList
            list.append(frame.displayList, textMeasurer: textMeasurer)
            return
        }
        let display = graph.render(at: context.time)
        shownDisplayList = display
        list.append(display, textMeasurer: textMeasurer)
        // Shapes with bad numbers are skipped; say so once, not every frame. A shape of no width
        // or height draws nothing and is no mistake (a slider's fill at its minimum), as in
        // SwiftUI: it is counted, not reported.
        let skipped = list.skippedItems
        if skipped.notFinite > 0 {
            graph.warn("\(skipped.notFinite) shape(s) with a NaN or infinite frame, transform or opacity drew nothing (reported once)",
                       key: "draw-not-finite")
        }
    }

    /// The HUD, when shown, over the frame: drawn after the frame's display list is stamped, so
    /// its own cost is not in the phases it shows.
    public func drawOverlay(into list: inout DrawList, context: FrameContext) {
        // Sampled after the frame's phases are stamped: the inspector is not part of what
        // the recording measures.
        let scrubbed = scrubOffset > 0 ? history.frame(back: scrubOffset) : nil
        if scrubbed == nil && (showsInspector || recordsAnimations) {
            // The plot's histories only while the panel shows (a recording writes the values).
            inspector.keepsHistories = showsInspector
            inspector.record(graph.animationSamples(at: context.time), frame: context.frameIndex, time: context.time)
        }
        if keepsHistory && scrubbed == nil {
            history.append(FrameHistory.Frame(index: context.frameIndex, time: context.time, displayList: shownDisplayList,
                                              samples: showsInspector ? inspector.latest : []))
        }
        if showsInspector, let inspectorPanel {
            list.append(inspectorPanel.draw(inspector, showing: scrubbed?.samples, at: scrubbed?.time, size: graph.size, time: context.time), textMeasurer: textMeasurer)
        }
        if context.isPaused || context.timeScale != 1 || recordingCaption != nil {
            let badge = timeBadge ?? TimeControlsBadge(textMeasurer: textMeasurer, size: graph.size)
            timeBadge = badge
            let scrub = scrubbed.map { frame in
                "frame \(frame.index), \(DecimalText.fixed(context.time - frame.time, places: 2)) s back · , and . move · Space resumes"
            }
            list.append(badge.draw(timeScale: context.timeScale, isPaused: context.isPaused, scrub: scrub, scrubbable: keepsHistory,
                                   recording: recordingCaption,
                                   size: graph.size, time: context.time),
                        textMeasurer: textMeasurer)
        }
        guard showsHUD, let hud else { return }
        list.append(hud.draw(frames: hudFrames(), isPaused: context.isPaused, timeScale: context.timeScale, size: graph.size, time: context.time),
                    textMeasurer: textMeasurer)
    }

    /// True once after R was pressed.
    public func takeRecordingToggle() -> Bool {
        defer { recordingToggled = false }
        return recordingToggled
    }

    public func takeTimeControls() -> [TimeControl] {
        defer { timeControls.removeAll() }
        return timeControls
    }

    /// Where the HUD drew the view marked `identifier` (for tests).
    func hudFrame(of identifier: String) -> CGRect? { hud?.graph.frame(of: identifier) }

    /// The samples the inspector panel showed last, and the instant it marked (for tests).
    var inspectorPanelSamples: [AnimationSample]? { inspectorPanel?.model.samples }
    var inspectorPanelCursor: Double? { inspectorPanel?.model.cursorTime }

    /// Where the inspector panel drew the view marked `identifier` (for tests).
    func inspectorFrame(of identifier: String) -> CGRect? { inspectorPanel?.graph.frame(of: identifier) }

    /// The caption of the time-controls badge last drawn, if any (for tests).
    var timeControlsCaption: String? { timeBadge?.caption }

    public var needsFrame: Bool { graph.needsFrame }

    public var hasPendingChanges: Bool { graph.hasPendingChanges }

    /// The window is closing: animations stop and every completion still waiting fires.
    public func runDidEnd() {
        graph.stopAnimations()
    }

    public var nextFrameTime: Double? { graph.nextFrameTime }

    public var windowTitle: String? { graph.navigationTitle }

    /// The view marked with `identifier`, or else the text that reads exactly that.
    public func frame(of identifier: String) -> CGRect? { graph.frame(of: identifier) ?? graph.frame(ofText: identifier) }
}
