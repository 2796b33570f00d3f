import Foundation

// Attaching gestures to views, and deciding which wins a press.
//
// Every gesture under the pointer when it goes down hears the press. The first to claim it (a
// drag past its distance, a tap lifted, a long press held) wins, and the others that are not
// simultaneous fail; of two claiming on the same event, the one with precedence wins. A view's
// gesture has precedence over its ancestors' (`.gesture`), unless the ancestor's is a high-
// priority one (`.highPriorityGesture`); `.simultaneousGesture` never takes a press from
// another nor loses one. The older gesture paths (`onTapGesture`, `.gesture(DragGesture())`)
// take part: a gesture that wins takes the press from them, and their drag, once moving, from
// the gestures of lower precedence.

/// Which gestures a view's gesture modifier enables.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    /// The gesture attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view, with its recognizer.
final class GestureAttachment {
    enum Priority { case normal, high, simultaneous }
    let priority: Priority
    var recognizer: AnyRecognizer
    unowned(unsafe) let node: Node

    init(priority: Priority, recognizer: AnyRecognizer, node: Node) {
        self.priority = priority
        self.recognizer = recognizer
        self.node = node
    }
}

struct GestureModifierView<Content: View, G: Gesture>: PrimitiveView {
    var content: Content
    var gesture: G
    var priority: GestureAttachment.Priority
    var mask: GestureMask

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let enabled = builder.environment.isEnabled
        let gesture = self.gesture, priority = self.priority, mask = self.mask
        return builder.modifier(RecognizerNode.self, content: content, make: { RecognizerNode(graph: graph) }) { node in
            node.enabled = enabled && mask.contains(.gesture)
            node.subviewsEnabled = mask.contains(.subviews)
            // A new recognizer from the new gesture value (its actions may capture new state),
            // unless a press is under way with the old one.
            node.priority = priority
            if let attachment = node.attachment, attachment.priority == priority {
                if !attachment.recognizer.isFinished, attachment.recognizer.phase != .idle {
                    node.pendingRecognizer = { gesture._makeRecognizer().recognizer }
                } else {
                    attachment.recognizer = gesture._makeRecognizer().recognizer
                }
            } else {
                node.attachment?.recognizer.cancel()
                node.attachment = GestureAttachment(priority: priority, recognizer: gesture._makeRecognizer().recognizer, node: node)
            }
        }
    }
}

final class RecognizerNode: ModifierNode {
    override var inputsAffectLayout: Bool { false }
    var attachment: GestureAttachment?
    var priority = GestureAttachment.Priority.normal
    var enabled = true
    var subviewsEnabled = true
    /// The recognizer of the newest gesture value, taken once the press under way is over.
    var pendingRecognizer: (() -> AnyRecognizer)?

    /// Takes the newest gesture value's recognizer when no press uses the old one.
    func refreshRecognizer() {
        guard let make = pendingRecognizer, let attachment, attachment.recognizer.phase == .idle || attachment.recognizer.isFinished else { return }
        pendingRecognizer = nil
        attachment.recognizer = make()
    }

    override func removedFromGraph() {
        attachment?.recognizer.cancel()
        super.removedFromGraph()
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if enabled, let attachment {
            context.addHitRegion(HitRegion(node: self, size: size, transform: hitTransform(context, size: size), shape: hitShape(size: size),
                                           recognizer: attachment))
        }
        guard !subviewsEnabled else { return super.drawContent(size: size, &context) }
        let saved = context.state.hitTesting
        context.state.hitTesting = false
        super.drawContent(size: size, &context)
        context.state.hitTesting = saved
    }
}

/// The gestures hearing one press, in order of precedence, and the one that won it.
final class GestureSession {
    var candidates: [(attachment: GestureAttachment, region: HitRegion)] = []
    /// The gesture (not a simultaneous one) that claimed the press.
    var winner: GestureAttachment?

    var deadline: Double? { candidates.compactMap { $0.attachment.recognizer.deadline }.min() }
}

extension ViewGraph {
    /// Starts the gestures under `point` hearing a press: returns true when there were any.
    func beginGestures(at point: CGPoint, time: Double) -> Bool {
        let regions = hitRegions
        var inner: [(GestureAttachment, HitRegion)] = [], high: [(GestureAttachment, HitRegion)] = []
        // Topmost first: a view's own gestures before its ancestors'.
        for index in hitIndex.candidates(at: point, in: regions).reversed() {
            let region = regions[index]
            guard let attachment = region.recognizer, region.contains(point) else { continue }
            if attachment.priority == .high { high.append((attachment, region)) } else { inner.append((attachment, region)) }
        }
        // High-priority gestures go first, outermost first.
        let ordered = high.reversed() + inner
        // Gestures that waited past the last press (a double tap's first tap) go on hearing.
        let stale = lingeringGestures.filter { lingering in !ordered.contains { $0.0 === lingering.attachment } }
        for entry in stale { entry.attachment.recognizer.cancel() }
        lingeringGestures = []
        guard !ordered.isEmpty else { gestureSession = nil; return false }
        let session = GestureSession()
        session.candidates = ordered.map { (attachment: $0.0, region: $0.1) }
        gestureSession = session
        for (attachment, region) in session.candidates {
            (attachment.node as? RecognizerNode)?.refreshRecognizer()
            let recognizer = attachment.recognizer
            recognizer.context = GestureContext(toLocal: region.transform.inverted ?? .identity, startDate: startDate)
            recognizer.claim = { [unowned self, unowned session, unowned attachment] in self.claim(attachment, in: session) }
            recognizer.settled = { _ in }
        }
        let sample = GestureSample(location: point, time: time, inside: true)
        for (attachment, _) in session.candidates { attachment.recognizer.begin(sample) }
        return true
    }

    /// Whether `attachment` may take the press; when it may, the gestures it beats fail.
    private func claim(_ attachment: GestureAttachment, in session: GestureSession) -> Bool {
        if attachment.priority == .simultaneous { return true }
        if let winner = session.winner, winner !== attachment {
            // Only a high-priority gesture takes a press another has won.
            guard attachment.priority == .high && winner.priority != .high else { return false }
            winner.recognizer.cancel()
        }
        // The older drag, once moving, keeps the press from ordinary gestures.
        if let drag = pointer.drag, drag.isActive {
            guard attachment.priority == .high else { return false }
            drag.cancel()
            pointer.drag = nil
        }
        // A tap of a view inside this one (`onTapGesture`) has precedence over an ordinary
        // gesture of this one.
        if attachment.priority == .normal, let tap = pointer.tap, tap.node !== attachment.node, tap.node.isDescendant(of: attachment.node) {
            return false
        }
        session.winner = attachment
        for (other, _) in session.candidates where other !== attachment && other.priority != .simultaneous {
            other.recognizer.cancel()
        }
        pointer.tap = nil
        if let drag = pointer.drag { drag.cancel(); pointer.drag = nil }
        return true
    }

    /// The pointer moved during a press: the high-priority gestures hear it (`high`), or the
    /// others (the older drag hears it in between, so it keeps precedence over its ancestors'
    /// ordinary gestures and yields to their high-priority ones).
    func moveGestures(to point: CGPoint, time: Double, high: Bool) {
        guard let session = gestureSession else { return }
        for (attachment, region) in session.candidates where (attachment.priority == .high) == high {
            attachment.recognizer.move(GestureSample(location: point, time: time, inside: region.contains(point)))
        }
    }

    /// The pointer lifted: returns true when a gesture won the press (the older tap does not
    /// then land).
    func endGestures(at point: CGPoint, time: Double) -> Bool {
        guard let session = gestureSession else { return false }
        for (attachment, region) in session.candidates {
            attachment.recognizer.lift(GestureSample(location: point, time: time, inside: region.contains(point)))
        }
        // Those still waiting for the clock (a double tap's first tap) go on hearing it.
        lingeringGestures = session.candidates.filter { $0.attachment.recognizer.phase == .possible && $0.attachment.recognizer.deadline != nil }
            .map { (attachment: $0.attachment, session: session) }
        for (attachment, _) in session.candidates where attachment.recognizer.phase == .possible && attachment.recognizer.deadline == nil {
            attachment.recognizer.cancel()
        }
        gestureSession = nil
        return session.winner != nil
    }

    /// A drag of the older path began moving: ordinary gestures of lower precedence lose the
    /// press.
    func olderDragBegan() {
        guard let session = gestureSession else { return }
        for (attachment, _) in session.candidates where attachment.priority == .normal && !attachment.recognizer.isActive {
            attachment.recognizer.cancel()
        }
    }

    /// The clock moved on: long presses complete, taps that waited for a second tap give up.
    func tickGestures(at time: Double) {
        if let session = gestureSession {
            for (attachment, _) in session.candidates { attachment.recognizer.tick(time) }
        }
        if !lingeringGestures.isEmpty {
            for entry in lingeringGestures { entry.attachment.recognizer.tick(time) }
            lingeringGestures.removeAll { $0.attachment.recognizer.isFinished }
        }
        if !wheelGestures.isEmpty {
            for attachment in wheelGestures { attachment.recognizer.tick(time) }
            wheelGestures.removeAll { $0.recognizer.isFinished }
        }
    }

    /// When a gesture next waits for the clock.
    var gestureDeadline: Double? {
        let times = [gestureSession?.deadline] + lingeringGestures.map(\.attachment.recognizer.deadline) + wheelGestures.map(\.recognizer.deadline)
        return times.compactMap { $0 }.min()
    }

    /// A pinch (`scale`) or a twist (`degrees`) from the wheel over `point`: it goes to the
    /// topmost view with a gesture that takes it. Returns true when one did.
    @discardableResult
    public func wheelGesture(at point: CGPoint, scale: Double? = nil, degrees: Double? = nil, time: Double? = nil) -> Bool {
        let time = time.map { $0.isFinite ? max($0, self.time) : self.time } ?? self.time
        if let scale, !(scale.isFinite && scale > 0) { return false }
        if let degrees, !degrees.isFinite { return false }
        let regions = hitRegions
        for index in hitIndex.candidates(at: point, in: regions).reversed() {
            let region = regions[index]
            guard let attachment = region.recognizer, region.contains(point) else { continue }
            let recognizer = attachment.recognizer
            let wasFinished = recognizer.isFinished || recognizer.phase == .idle
            if wasFinished {
                (attachment.node as? RecognizerNode)?.refreshRecognizer()
                attachment.recognizer.context = GestureContext(toLocal: region.transform.inverted ?? .identity, startDate: startDate)
                attachment.recognizer.claim = { true }
                attachment.recognizer.settled = { _ in }
            }
            attachment.recognizer.wheel(scale: scale, degrees: degrees, GestureSample(location: point, time: time, inside: true))
            if attachment.recognizer.isActive || attachment.recognizer.phase == .ended {
                if !wheelGestures.contains(where: { $0 === attachment }) { wheelGestures.append(attachment) }
                return true
            }
        }
        return false
    }
}

extension Node {
    func isDescendant(of ancestor: Node) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension View {
    /// Attaches `gesture`: it has precedence over the gestures of the views around this one.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifierView(content: self, gesture: gesture, priority: .normal, mask: mask)
    }

    /// Attaches `gesture` with precedence over the gestures of the views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifierView(content: self, gesture: gesture, priority: .high, mask: mask)
    }

    /// Attaches `gesture` to be recognized along with any other.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifierView(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` without the pointer
    /// moving more than `maximumDistance`; `onPressingChanged` hears true when a press starts
    /// and false when it ends, long enough or not.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressPressing(minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance), action: action,
                                  pressing: onPressingChanged))
    }

    /// The older order of `onLongPressGesture`'s arguments.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// A long press that tells when pressing starts and stops.
struct LongPressPressing: Gesture {
    typealias Value = Bool
    let minimumDuration: Double
    let maximumDistance: Double
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func _makeRecognizer() -> _GestureRecognizerBox<Bool> {
        let recognizer = LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let pressing = self.pressing, action = self.action
        if let pressing {
            recognizer.changed.append { _ in pressing(true) }
            recognizer.resets.append { pressing(false) }
        }
        recognizer.ended.append { _ in action() }
        return _GestureRecognizerBox(recognizer: recognizer)
    }
}
