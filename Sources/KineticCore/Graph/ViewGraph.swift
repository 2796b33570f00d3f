import Foundation
import KineticRunLoop

/// The engine behind a window or a headless host: keeps the view graph, applies state changes
/// in their transactions, lays out, samples animations and produces each frame's DisplayList.
///
/// One frame: ``update(at:)`` re-evaluates the bodies of views whose state changed (only
/// those), lays out on model values and starts or merges animations of whatever changed, then
/// ``render(at:)`` samples every animator at the frame's time and flattens the tree into a
/// display list.
public final class ViewGraph {
    /// The time of the frame being made (seconds, from the host's clock).
    public private(set) var time: Double = 0
    /// The size of the window, in points.
    public var size: CGSize {
        didSet { if size != oldValue { root?.invalidate() } }
    }
    /// How text is measured for layout.
    public let textMeasurer: any TextMeasurer
    /// Where warnings go (by default, standard error once per distinct warning).
    public var warningHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("kinetic: warning: \(message)\n".utf8))
    }

    private(set) var root: RootNode!
    var updateCount = 0
    /// The title the newest `navigationTitle` set, or nil when no view has set one; the window
    /// shows it.
    public internal(set) var navigationTitle: String?
    /// The window's colour scheme, which the views are drawn in unless one prefers another
    /// (`preferredColorScheme`). Set it in `withAnimation` to animate the colours it changes.
    public var colorScheme: ColorScheme = .dark {
        didSet { if colorScheme != oldValue { colorSchemeInputsChanged(transaction: Transaction.current) } }
    }
    /// The `preferredColorScheme` modifiers in the graph.
    var preferredSchemes: [ObjectIdentifier: PreferredColorSchemeNode] = [:]
    /// The control or text field with the keyboard focus (Tab, a click in a field, a focus
    /// state set), if any.
    var focusedNode: Node? {
        didSet {
            guard focusedNode !== oldValue else { return }
            focusMoved = true
            // A field draws its caret only while it has the focus.
            (oldValue as? TextInputNode)?.focusChanged()
            (focusedNode as? TextInputNode)?.focusChanged()
        }
    }
    /// The focused control's identity.
    var focusedControl: ObjectIdentifier? { focusedNode.map(ObjectIdentifier.init) }
    /// Set when the focus moved since the focus states were last written.
    var focusMoved = false
    /// The `.focused` modifiers in the graph.
    var focusBindings: [ObjectIdentifier: FocusedNode] = [:]
    /// Focus states the program changed, with whether each asks for the focus or gives it up.
    var focusRequests: [(node: FocusedNode, wants: Bool)] = []
    /// How many bodies have run in all: tests read it to see what was re-evaluated.
    public internal(set) var bodyEvaluations = 0
    var needsLayout = true
    /// Set once any view uses `.zIndex`: drawing then orders siblings by it.
    var usesZIndex = false
    private var dirty: [ObjectIdentifier: (node: Node, transaction: Transaction)] = [:]
    private var pendingTransactions: [Transaction] = []
    private var warned: Set<String> = []
    /// The nodes whose bodies are being evaluated, innermost last.
    private var evaluatingNodes: [Node] = []
    /// What the last frame drew, kept and patched from frame to frame.
    private(set) var output = DrawOutput()
    /// Set when the last frame sampled an animation that is still running.
    private var lastFrameAnimated = false
    /// Nodes whose model frame changed in the layout pass under way.
    var changedFrames: [Node] = []
    /// The matched-geometry views, by namespace and id.
    let matched = MatchedGeometryRegistry()
    /// The zoom sources of navigation transitions, by namespace and id.
    let transitionSources = TransitionSourceRegistry()
    /// The GeometryReaders in the graph: their content depends on where they are in the window.
    private var geometryReaders: [ObjectIdentifier: GeometryReaderNode] = [:]
    /// Where pointer input can land, by block of hit regions.
    var hitIndex = HitIndex()
    /// When true, every layout and frame is checked against one made from scratch (the
    /// headless host turns it on in debug builds, so every behaviour test checks it).
    public var checksIncrementalWork = false
    /// How many frames were drawn again from scratch because the kept outputs did not match
    /// the tree (should stay 0; tests read it).
    public internal(set) var fullRedraws = 0
    /// What layout and drawing did so far, for tests of incremental work.
    var work = WorkCounts()
    private var animatedViews: [ObjectIdentifier: Node] = [:]
    var pointer = PointerState()
    /// The gestures hearing the press under way.
    var gestureSession: GestureSession?
    /// Gestures still waiting for the clock after their press (a double tap's first tap), with
    /// that press's session, which still decides their claims.
    var lingeringGestures: [(attachment: GestureAttachment, session: GestureSession)] = []
    /// Pinches and twists from the wheel under way.
    var wheelGestures: [GestureAttachment] = []
    private var timelines: [ObjectIdentifier: TimelineNode] = [:]

    /// Whether the graph is driven on the main queue (a window's frame loop, a `HeadlessHost`
    /// on the main actor), as it is unless a tool drives it on a thread of its own. Changes
    /// made on other threads (state set by a background task, an observed model changed
    /// there) are then carried to the main queue; a graph driven elsewhere takes them at once.
    public let isDrivenOnMainQueue: Bool

    /// True when a change made now must be carried to the main queue before it reaches the
    /// graph: the graph lives there and this is another thread.
    var changesMustHop: Bool { isDrivenOnMainQueue && !MainQueue.isCurrent }

    public init<Root: View>(size: CGSize, textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
                            startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
                            warningHandler: ((String) -> Void)? = nil, content: Root) {
        isDrivenOnMainQueue = MainQueue.isCurrent
        self.size = size
        if let warningHandler { self.warningHandler = warningHandler }
        self.startDate = startDate
        self.textMeasurer = textMeasurer
        root = RootNode(graph: self)
        root.updateStamp = 0
        root.build = { builder in builder.nodes(for: content, key: .content) }
        let scheme = ColorScheme.fromEnvironment(ProcessInfo.processInfo.environment) { message in self.warn(message, key: "color-scheme") }
        colorScheme = scheme
        root.environment.colorScheme = scheme
        root.reevaluate(transaction: Transaction())
        // A view that prefers a colour scheme changes the window's before the first frame.
        if root.environment.colorScheme != effectiveColorScheme {
            root.environment.colorScheme = effectiveColorScheme
            root.reevaluate(transaction: Transaction())
        }
        updateCount += 1
        layout()
    }

    // MARK: State changes

    /// Nodes whose state changed while a frame was being drawn (by animation completions).
    private var dirtiedWhileRendering: Set<ObjectIdentifier> = []
    private var isRendering = false

    private func applyChangesMadeWhileRendering() {
        let marked = dirtiedWhileRendering
        dirtiedWhileRendering.removeAll()
        // Changes made since (input events) wait for the update's own time.
        let later = dirty.filter { !marked.contains($0.key) }
        for key in later.keys { dirty[key] = nil }
        applyChanges()
        for (key, entry) in later where dirty[key] == nil { dirty[key] = entry }
    }

    func markDirty(_ node: Node, transaction: Transaction) {
        if isRendering { dirtiedWhileRendering.insert(ObjectIdentifier(node)) }
        if let evaluating = evaluatingNodes.last {
            let changed = node === evaluating ? "its state" : "state that \(node.path) reads"
            warn("\(evaluating.path) changed \(changed) while a body was being evaluated; the change is applied in the next update (modify state in actions and handlers, not in body)", key: "mutate:\(evaluating.path):\(node.path)")
        }
        (node as? any Evaluatable)?.markedDirty()
        dirty[ObjectIdentifier(node)] = (node, transaction)
        pendingTransactions.append(transaction)
        // A change made by a timer's block while the run loop sleeps: wake it to draw.
        MainRunLoop.wake()
    }

    func evaluating<T>(_ node: Node, _ body: () -> T) -> T {
        evaluatingNodes.append(node)
        defer { evaluatingNodes.removeLast() }
        return body()
    }

    func nodeRemoved(_ node: Node) {
        dirty[ObjectIdentifier(node)] = nil
        animatedViews[ObjectIdentifier(node)] = nil
        timelines[ObjectIdentifier(node)] = nil
        geometryReaders[ObjectIdentifier(node)] = nil
        lazyStacks[ObjectIdentifier(node)] = nil
        layoutReaders[ObjectIdentifier(node)] = nil
        if node === focusedNode { focusedNode = nil }
    }

    /// The nodes reading what layout made (preferences, geometry): asked after each layout
    /// whether it changed.
    private var layoutReaders: [ObjectIdentifier: any LayoutReader] = [:]

    func registerLayoutReader(_ node: some Node & LayoutReader) {
        layoutReaders[ObjectIdentifier(node)] = node
    }

    func registerGeometryReader(_ node: GeometryReaderNode) {
        geometryReaders[ObjectIdentifier(node)] = node
    }

    /// The lazy stacks and lists in the graph: the rows they build depend on where their
    /// scroll view shows them.
    private var lazyStacks: [ObjectIdentifier: LazyStackNode] = [:]

    func registerPlacementDependent(_ node: LazyStackNode) {
        lazyStacks[ObjectIdentifier(node)] = node
    }

    /// Called by a node whose model frame changed during layout.
    func frameChanged(_ node: Node) {
        changedFrames.append(node)
        node.setNeedsDisplay()
    }

    func registerAnimatedView(_ node: Node) {
        animatedViews[ObjectIdentifier(node)] = node
    }

    /// True when a state change waits for the next update.
    public var hasPendingChanges: Bool { !dirty.isEmpty || !endedDepartures.isEmpty }

    // MARK: One frame

    /// Applies the state changes made since the last update at `time`: re-evaluates the bodies
    /// that depend on them, lays out again and starts the animations the changes call for.
    /// Timeline entries that fell due since the last update are applied first, each at its own
    /// instant.
    public func update(at time: Double) {
        let time = time.isFinite ? max(self.time, time) : self.time
        // Changes made by completions while the last frame was drawn (an animation found
        // complete then) are applied at that frame's instant, so what they start begins
        // when the animation ended, not a frame later.
        if !dirtiedWhileRendering.isEmpty { applyChangesMadeWhileRendering() }
        if !timelines.isEmpty { runTimelines(upTo: time) }
        self.time = time
        // Long presses complete, and taps waiting for another give up, by the clock.
        if gestureSession != nil || !lingeringGestures.isEmpty || !wheelGestures.isEmpty { tickGestures(at: time) }
        // The timelines due at this instant (every per-frame one) rebuild in the same pass as
        // the state changes made since the last frame: one evaluation and one layout, not two.
        applyChanges()
    }

    private func applyChanges() {
        if !endedDepartures.isEmpty { removeDepartedNodes() }
        var rounds = 0
        while (!dirty.isEmpty || focusMoved || !focusRequests.isEmpty) && rounds < 8 {
            rounds += 1
            updateCount += 1
            // Parents first: a parent's body may rebuild (or remove) a dirty child.
            let work = dirty.values.sorted { $0.node.depth < $1.node.depth }
            dirty.removeAll()
            for (node, transaction) in work where node.isAttached {
                (node as? any Evaluatable)?.reevaluate(transaction: node.rewrittenByTransactionModifiers(transaction))
            }
            // Focus states set by the program move the focus; where the focus went is written
            // back to them (their views build again in the next round).
            if focusMoved || !focusRequests.isEmpty {
                focusMoved = false
                applyFocusRequests()
            }
            if !work.isEmpty { needsLayout = true }
        }
        if !dirty.isEmpty {
            // A loop of invalidations (bodies or onAppear actions that change what others
            // read, every time): stopped here, so the window stays responsive.
            let views = dirty.values.map(\.node.path).sorted().joined(separator: ", ")
            warn("state kept changing during updates (a body or onAppear that changes state every time?); stopped after 8 rounds, leaving \(views) as they were", key: "rounds")
            dirty.removeAll()
        }
        if needsLayout { layout() }
        if !afterUpdateActions.isEmpty {
            let actions = afterUpdateActions
            afterUpdateActions.removeAll()
            for action in actions { action() }
            if !dirty.isEmpty { applyChanges() }
        }
        // Completions of transactions whose changes animated nothing fire now, and so do those
        // of animations that stopped because their views left.
        // (Only once every change is applied: a completion run by a nested pass may have made
        // a change in a new transaction, whose animations join it at the next update.)
        var due: [AnimationCompletion] = []
        if dirty.isEmpty {
            for transaction in pendingTransactions {
                for completion in transaction.completions { completion.leaveIfNothingJoined(into: &due) }
            }
            pendingTransactions.removeAll()
        }
        due += completionsOfStoppedAnimations
        completionsOfStoppedAnimations.removeAll()
        for completion in due { completion.run() }
    }

    /// Nodes whose removal transition ended, each with the departure it ended.
    private var endedDepartures: [(node: Node, generation: Int)] = []

    /// Called when a leaving node's removal transition has ended (its completion ran): the
    /// node leaves the graph at the start of the next update.
    func leavingEnded(_ node: Node, generation: Int) {
        endedDepartures.append((node, generation))
    }

    /// Fires the completions of `transaction` at the end of the update if nothing joined them.
    func watchCompletions(of transaction: Transaction) {
        pendingTransactions.append(transaction)
    }

    /// Takes the nodes whose removal transition ended out of the graph (unless they came back
    /// in the meantime, or left with an ancestor).
    private func removeDepartedNodes() {
        let ended = endedDepartures
        endedDepartures.removeAll()
        for (node, generation) in ended where node.isLeaving && node.leaveGeneration == generation {
            guard let parent = node.parent, node.isAttached else { continue }
            parent.children.removeAll { $0 === node }
            parent.invalidate()
            node.isLeaving = false
            node.removedFromGraph()
            needsLayout = true
        }
    }

    /// Completions made due by animations that stopped during the update under way (their
    /// views left the graph): they run once the update is done.
    var completionsOfStoppedAnimations: [AnimationCompletion] = []

    /// Stops every running animation: each view shows its model value, and every completion
    /// still waiting on an animation fires now. A host calls it when its window closes, so a
    /// completion registered on a transaction always runs exactly once.
    public func stopAnimations() {
        var due = completionsOfStoppedAnimations
        completionsOfStoppedAnimations.removeAll()
        root.stopAnimationsInSubtree(into: &due)
        for completion in due { completion.run() }
        applyChanges()
    }

    // MARK: Timelines

    /// The date of graph time 0: timelines show `startDate + time`. A fixed date makes runs
    /// reproducible; a window host uses the moment it started.
    public let startDate: Date

    /// The date shown at graph time `time`.
    public func date(at time: Double) -> Date { startDate.addingTimeInterval(time) }

    /// The graph time of `date`.
    public func time(of date: Date) -> Double { date.timeIntervalSince(startDate) }

    func registerTimeline(_ node: TimelineNode) { timelines[ObjectIdentifier(node)] = node }

    /// How often timelines update: `.lowFrequency` while the window is hidden or minimised
    /// (the host says so), `.normal` otherwise. Changing it starts every timeline's schedule
    /// again in the new mode and rebuilds its content.
    public var scheduleMode: TimelineScheduleMode = .normal {
        didSet {
            guard scheduleMode != oldValue else { return }
            for node in Array(timelines.values) {
                node.modeChanged()
                markDirty(node, transaction: Transaction())
            }
        }
    }
    func unregisterTimeline(_ node: TimelineNode) { timelines[ObjectIdentifier(node)] = nil }

    /// Rebuilds the timelines with an entry due by `time`, in the order of their entries, each
    /// at the instant of its latest due entry.
    /// Applies the timeline entries due by `time`, each earlier instant in a pass of its own;
    /// those due at `time` itself are only marked, for the frame's own pass.
    private func runTimelines(upTo time: Double) {
        let now = date(at: time)
        var due: [(node: TimelineNode, time: Double)] = []
        for node in timelines.values {
            if node.isEveryFrame {
                node.advance(to: now)
                due.append((node, time))
            } else if let next = node.upcoming, next <= now {
                node.advance(to: now)
                due.append((node, min(time, max(self.time, self.time(of: node.date)))))
            }
        }
        // Timelines due at the same instant (every per-frame one) rebuild in one pass, with one
        // layout; earlier entries go first, each with its own pass.
        let ordered = due.sorted(by: { $0.time < $1.time })
        var index = 0
        while index < ordered.count {
            let entryTime = ordered[index].time
            self.time = max(self.time, entryTime)
            while index < ordered.count && ordered[index].time == entryTime {
                if ordered[index].node.isAttached { markDirty(ordered[index].node, transaction: Transaction()) }
                index += 1
            }
            if entryTime < time { applyChanges() }
        }
    }

    /// The graph time at which a timeline next wants a frame, when nothing else does.
    public var nextFrameTime: Double? {
        let timeline = timelines.values.compactMap(\.upcomingTime).min()
        guard let gesture = gestureDeadline else { return timeline }
        return min(timeline ?? gesture, gesture)
    }

    /// Lays out what changed: the root places its children again only when something below it
    /// was invalidated (or the window resized), and each node re-measures or re-places only
    /// what changed; the frames that moved start or merge their animations.
    private func layout() {
        // A custom layout animating its own values places its children by the clock: it is
        // measured and placed afresh in every pass while it animates.
        for node in animatedViews.values { (node as? any Evaluatable)?.prepareForLayout() }
        var stillMoving = false
        for _ in 0..<4 {
            needsLayout = false
            root.setFrame(CGRect(origin: .zero, size: size))
            // A reader whose place in the window changed (an ancestor moved) builds again.
            var moved = false
            for reader in geometryReaders.values where reader.movedSinceBuilt() {
                reader.invalidate()
                moved = true
            }
            // A lazy stack whose rows in sight are not all built (its scroll view moved)
            // builds them; one whose estimated length changed is measured again.
            for stack in lazyStacks.values where stack.needsAnotherPass() { moved = true }
            // Views built from a preference value that changed build again.
            for reader in layoutReaders.values where reader.rebuildIfChanged() { moved = true }
            stillMoving = moved
            if !moved { break }
        }
        needsLayout = stillMoving
        applyMatchedGeometry()
        if stillMoving {
            warn("GeometryReaders or lazy rows kept moving after 4 layout passes (content that moves its own reader?); the rest waits for the next update", key: "reader-passes")
        }
        let changed = changedFrames
        changedFrames.removeAll(keepingCapacity: true)
        for node in changed { node.commitFrame(at: time) }
        // The actions of preferences and geometry that changed run with the other
        // after-update actions.
        for reader in layoutReaders.values { reader.notifyIfChanged() }
        if checksIncrementalWork { checkLayout() }
    }

    private func applyMatchedGeometry() {
        if matched.isEmpty { return }
        matched.applyGeometry { message, key in warn(message, key: key) }
    }

    /// Samples every animation at `time` and returns the frame's display list.
    @discardableResult
    public func render(at time: Double) -> DisplayList {
        self.time = max(self.time, time.isFinite ? time : self.time)
        isRendering = true
        defer { isRendering = false }
        // Animatable views re-run their bodies with this frame's data first.
        var prepass = DrawContext(time: self.time)
        if !animatedViews.isEmpty {
            for node in animatedViews.values {
                (node as? any Evaluatable)?.advanceAnimation(&prepass)
            }
            if needsLayout {
                // A new epoch, so frames moved by per-frame layout follow at once instead of
                // animating in the last update's transaction.
                updateCount += 1
                layout()
            }
        }
        var context = DrawContext(time: self.time)
        swap(&context.output, &output)
        context.output.begin()
        root.draw(&context)
        if !context.output.end() {
            // The kept outputs did not match the tree: draw everything again.
            fullRedraws += 1
            context.output.begin()
            Node.drawReplacingAll(root, &context)
            _ = context.output.end()
        }
        swap(&context.output, &output)
        work.nodesDrawn += context.nodesDrawn
        work.redrawnInPlace += context.redrawnInPlace
        if let changes = output.hitRegions.takeChanges() {
            hitIndex.update(output.hitRegions.elements, changed: changes)
        }
        lastFrameAnimated = prepass.animating || root.drewAnythingAnimating
        if checksIncrementalWork { checkFrame() }
        return displayList
    }

    // MARK: Checks of incremental work

    /// Lays everything out again from scratch and compares: a frame that differs means an
    /// invalidation was missed.
    private func checkLayout() {
        let work = self.work
        defer { self.work = work }
        var before: [(Node, CGRect)] = []
        func collect(_ node: Node) {
            before.append((node, node.modelFrame))
            node.children.forEach(collect)
        }
        collect(root)
        root.invalidateAllLayout()
        root.setFrame(CGRect(origin: .zero, size: size))
        applyMatchedGeometry()
        let moved = changedFrames
        changedFrames.removeAll()
        for (node, frame) in before where node.modelFrame != frame {
            assertionFailure("incremental layout left \(node.path) at \(frame); laid out from scratch it is at \(node.modelFrame)")
        }
        for node in moved { node.commitFrame(at: time) }
    }

    /// Draws the whole tree from scratch and compares it with the patched outputs.
    private func checkFrame() {
        var check = DrawContext(time: time)
        check.isCheck = true
        check.rebuilding = 1
        root.draw(&check)
        let items = check.output.items.scratch, kept = output.items.elements
        if items != kept {
            let index = zip(items, kept).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(items.count, kept.count)
            assertionFailure("the patched display list differs from one drawn from scratch at item \(index) of \(items.count) (kept \(kept.count)): \(index < kept.count ? kept[index].description : "-") vs \(index < items.count ? items[index].description : "-")")
        }
        let regions = check.output.hitRegions.scratch, keptRegions = output.hitRegions.elements
        if regions.count != keptRegions.count || zip(regions, keptRegions).contains(where: {
            $0.node !== $1.node || $0.transform != $1.transform || $0.size != $1.size || $0.shape != $1.shape
                || ($0.onTap == nil) != ($1.onTap == nil) || ($0.onPress == nil) != ($1.onPress == nil)
                || ($0.onHover == nil) != ($1.onHover == nil) || $0.gesture !== $1.gesture
        }) {
            assertionFailure("the patched hit regions differ from those drawn from scratch (\(keptRegions.count) kept, \(regions.count) from scratch)")
        }
        let handlers = check.output.keyHandlers.scratch, keptHandlers = output.keyHandlers.elements
        if handlers.count != keptHandlers.count || zip(handlers, keptHandlers).contains(where: {
            $0.keys != $1.keys || $0.modifiers != $1.modifiers || $0.phases != $1.phases
        }) {
            assertionFailure("the patched key handlers differ from those drawn from scratch")
        }
        let identified = check.output.identified.scratch, keptIdentified = output.identified.elements
        if identified.count != keptIdentified.count || zip(identified, keptIdentified).contains(where: { $0.identifier != $1.identifier || $0.frame != $1.frame || $0.opacity != $1.opacity }) {
            assertionFailure("the patched identified views differ from those drawn from scratch")
        }
        if !hitIndex.isValid(for: output.hitRegions.elements) {
            assertionFailure("the hit index does not match the hit regions")
        }
    }

    /// True while something animates: the host should draw another frame.
    public var needsFrame: Bool { lastFrameAnimated || !dirty.isEmpty || !endedDepartures.isEmpty || timelines.values.contains { $0.isEveryFrame } }

    /// The last frame's display list.
    public var displayList: DisplayList {
        guard let ring = focusRing else { return DisplayList(items: output.items.elements) }
        return DisplayList(items: output.items.elements + [ring])
    }

    // MARK: Input

    /// Where the view marked with `identifier` was drawn in the last frame, in window points.
    public func frame(of identifier: String) -> CGRect? { identified(identifier)?.frame }

    /// Where the last drawn text reading exactly `text` (its lines joined by spaces) is, in
    /// window points, if it shows in the window: what a person aims at when told to press
    /// "Flip". Text drawn fully transparent or outside the window does not count.
    public func frame(ofText text: String) -> CGRect? {
        let window = CGRect(origin: .zero, size: size)
        for item in output.items.elements.reversed() {
            guard case .text(let layout) = item.content, item.opacity > 0.01,
                  layout.lines.joined(separator: " ") == text else { continue }
            let frame = item.transform.apply(to: item.frame)
            if let clip = item.clip, !clip.transform.apply(to: clip.frame).intersects(frame) { continue }
            if frame.intersects(window) { return frame.intersection(window) }
        }
        return nil
    }

    /// The opacity the view marked with `identifier` was drawn with in the last frame.
    public func opacity(of identifier: String) -> Double? { identified(identifier)?.opacity }

    /// The topmost view drawn with `identifier` (the last in paint order).
    private func identified(_ identifier: String) -> IdentifiedView? {
        output.identified.elements.last { $0.identifier == identifier }
    }

    private var afterUpdateActions: [() -> Void] = []

    /// Runs `action` once the current update is done (onAppear, onDisappear).
    func afterUpdate(_ action: @escaping () -> Void) {
        afterUpdateActions.append(action)
    }

    // MARK: Diagnostics

    private var explicitIDs: [String: (id: AnyHashable, content: Any, changes: Int)] = [:]

    /// Watches the `.id` given at `place`: one that changes at every update while the view it
    /// marks stays the same (`Counter().id(UUID())`) resets the view's state each time, which is
    /// almost never meant. An id that changes with what it marks (a screen chosen in a sidebar,
    /// clicked through quickly) is what ids are for, and is not counted.
    func noteExplicitID<V>(_ id: AnyHashable, content: V, at place: String) {
        let previous = explicitIDs[place]
        let otherView = (previous?.content as? V).map { ViewComparison.differs($0, content) } ?? true
        let changes = previous.map { $0.id == id ? 0 : otherView ? 0 : $0.changes + 1 } ?? 0
        explicitIDs[place] = (id, content, changes)
        if changes >= 3 {
            warn("\(place) (\(V.self)): its .id changed in \(changes) updates in a row, so its state and animations start over each time (an id made in body, like UUID() or Date()?)", key: "id-churn:\(place)")
        }
    }

    /// Reports a problem once per `key`.
    func warn(_ message: String, key: String) {
        guard warned.insert(key).inserted else { return }
        warningHandler(message)
    }

    /// How many times bodies of views of type `V` have run.
    public func bodyCount<V: View>(of type: V.Type) -> Int {
        var total = 0
        func visit(_ node: Node) {
            if let node = node as? CompositeNode<V> { total += node.bodyCount }
            node.children.forEach(visit)
        }
        visit(root)
        return total
    }
}

/// Nodes that re-run a body.
protocol Evaluatable {
    func reevaluate(transaction: Transaction)
    /// Hears that the node was marked for re-evaluation.
    func markedDirty()
    func advanceAnimation(_ context: inout DrawContext)
    /// Called before each layout pass while the node is registered as animating.
    func prepareForLayout()
}

extension Evaluatable {
    func prepareForLayout() {}
    func markedDirty() {}
}

extension CompositeNode: Evaluatable {
    func markedDirty() { isDirty = true }

    func reevaluate(transaction: Transaction) {
        // Its parent, updated first in the same round, may have evaluated it already.
        guard isDirty else { return }
        self.transaction = transaction
        updateStamp = graph.updateCount
        evaluate(transaction: transaction)
    }
}

extension Node {
    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }
    var isAttached: Bool {
        guard let parent else { return self is RootNode }
        return parent.children.contains { $0 === self } && parent.isAttached
    }
}

/// The top of the graph: its child is the app's root view, centred in the window.
final class RootNode: Node, Evaluatable {
    override var isTransparentInLayout: Bool { false }
    /// Builds the app's root view.
    var build: (inout NodeBuilder) -> [Node] = { _ in [] }
    /// The window's environment (its colour scheme).
    var environment = EnvironmentValues()

    /// Builds the root view again in the window's environment, which changed.
    func reevaluate(transaction: Transaction) {
        reconcileChildren(transaction: transaction, environment: environment, build)
    }

    func advanceAnimation(_ context: inout DrawContext) {}
}
