import Foundation

/// The state of a drag, as `onChanged` and `onEnded` see it.
public struct DragGestureValue: Equatable, Sendable {
    /// When this event happened, on the clock a `TimelineView`'s dates come from (virtual in
    /// headless runs), so the two can be compared.
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// Points per second, from the last moves.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now and coasted to a stop.
    public var predictedEndLocation: CGPoint {
        // A decelerating coast: distance = v · 0.25 s (UIKit's normal deceleration, roughly).
        CGPoint(x: Double(location.x) + Double(velocity.width) * 0.25, y: Double(location.y) + Double(velocity.height) * 0.25)
    }
    public var predictedEndTranslation: CGSize {
        CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
}

/// A drag: `onChanged` while the pointer moves (in a continuous transaction that tracks
/// velocity), `onEnded` when it lifts.
public struct DragGesture {
    public typealias Value = DragGestureValue
    public var minimumDistance: Double
    public var coordinateSpace: CoordinateSpace
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?
    /// The gesture states it sets (`updating(_:body:)`), in order.
    var updates: [GestureStateUpdate] = []

    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// A gesture attached to a node, with the drag in progress.
final class GestureHandler {
    var gesture: DragGesture
    private var start: CGPoint?
    /// Window points to the gesture's coordinates, fixed when the drag starts so a view that
    /// moves under the finger does not feed back into its own translation.
    private var toLocal = CGAffineTransform.identity
    private var samples: [(time: Double, location: CGPoint)] = []
    private(set) var isActive = false
    /// Where the named coordinate space the gesture reports in was last drawn (its
    /// coordinates to the window's); nil for the window's.
    var spaceTransform: CGAffineTransform?
    /// The date of graph time 0, for the values' dates.
    private var startDate = Date(timeIntervalSinceReferenceDate: 0)

    init(gesture: DragGesture) { self.gesture = gesture }

    func began(at location: CGPoint, time: Double, transform: CGAffineTransform = .identity, startDate: Date? = nil) {
        if let startDate { self.startDate = startDate }
        switch gesture.coordinateSpace {
        case .local: toLocal = transform.inverted ?? .identity
        case .global: toLocal = .identity
        case .named: toLocal = spaceTransform?.inverted ?? .identity
        }
        let location = toLocal.apply(to: location)
        start = location
        samples = [(time, location)]
        isActive = false
        // With no minimum distance the drag begins with the press (a slider jumps to it).
        if gesture.minimumDistance == 0 {
            isActive = true
            reportChange(value(at: location, time: time))
        }
    }

    /// Runs `onChanged` in a continuous transaction that tracks velocity, so a spring started
    /// on release inherits the finger's speed.
    private func reportChange(_ value: DragGestureValue) {
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        withTransaction(transaction) {
            for update in gesture.updates { update.change(value) }
            gesture.changed?(value)
        }
    }

    private func value(at location: CGPoint, time: Double) -> DragGestureValue {
        var velocity = CGSize.zero
        if let first = samples.first(where: { time - $0.time <= 0.1 }) ?? samples.first, time > first.time {
            velocity = CGSize(width: (location.x - first.location.x) / (time - first.time), height: (location.y - first.location.y) / (time - first.time))
        }
        return DragGestureValue(time: startDate.addingTimeInterval(time), location: location, startLocation: start ?? location, velocity: velocity)
    }

    func moved(to windowLocation: CGPoint, time: Double) {
        guard let start else { return }
        let location = toLocal.apply(to: windowLocation)
        samples.append((time, location))
        // Keep the last 0.1 s for the velocity, and at least two samples.
        while samples.count > 2 && time - samples[0].time > 0.1 { samples.removeFirst() }
        let distance = ((location.x - start.x) * (location.x - start.x) + (location.y - start.y) * (location.y - start.y)).squareRoot()
        if !isActive && Double(distance) < gesture.minimumDistance { return }
        isActive = true
        reportChange(value(at: location, time: time))
    }

    func ended(at windowLocation: CGPoint, time: Double) {
        defer { cancel() }
        guard isActive else { return }
        let value = value(at: toLocal.apply(to: windowLocation), time: time)
        gesture.ended?(value)
    }

    /// Forgets the drag without telling `onEnded` (it never got past its minimum distance, or
    /// it was taken away); the gesture states it set go back to their initial values.
    func cancel() {
        if isActive { for update in gesture.updates { update.reset() } }
        start = nil
        samples = []
        isActive = false
    }
}

struct GestureView<Content: View>: PrimitiveView {
    var content: Content
    var gesture: DragGesture

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(GestureNode.self, content: content, make: { GestureNode(graph: graph) }) { node in
            if let handler = node.handler { handler.gesture = gesture } else { node.handler = GestureHandler(gesture: gesture) }
        }
    }
}
final class GestureNode: ModifierNode {
    /// Its own input (a gesture) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var handler: GestureHandler?

    /// A view that goes away in the middle of its drag cancels it (its gesture states reset).
    override func removedFromGraph() {
        handler?.cancel()
        super.removedFromGraph()
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if let handler {
            if case .named(let name) = handler.gesture.coordinateSpace {
                handler.spaceTransform = coordinateSpace(named: name)?.drawnTransform
            }
            context.addHitRegion(HitRegion(node: self, size: size, transform: hitTransform(context, size: size), shape: hitShape(size: size), gesture: handler))
        }
        super.drawContent(size: size, &context)
    }
}

extension View {
    /// Attaches a drag gesture.
    public func gesture(_ gesture: DragGesture) -> some View { GestureView(content: self, gesture: gesture) }
}
