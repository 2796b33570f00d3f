import Foundation

/// Drawing code of your own, hosted in the view DSL by a ``DrawingRepresentable``: subclass it,
/// mark the properties that animate ``Animated``, and draw them in ``draw(in:)``.
///
/// Like a layer of Core Animation, an ``Animated`` property set inside an animation (in
/// ``DrawingRepresentableContext/animate(changes:completion:)``, `withAnimation`, or a gesture's
/// handler) animates from what is shown to the new value; springs retarget and keep their
/// velocity. Code reads the value set last; ``draw(in:)`` reads the value shown at the frame's
/// time.
open class HostedDrawing {
    /// The node showing the drawing, once hosted.
    weak var node: HostedDrawingHost?
    /// The animated values touched so far.
    private var values: [ObjectIdentifier: any AnimatedStorage] = [:]
    /// The frame being drawn, while ``draw(in:)`` runs.
    var drawingTime: Double?

    public init() {}

    /// Draws into `canvas`, whose origin is the view's top-left corner and whose size is the
    /// view's. Called for every frame in which something changed or animates.
    open func draw(in canvas: inout DrawingCanvas) {}

    /// The size the drawing wants for `proposal`: by default all it is offered (10 × 10 points
    /// where nothing is offered).
    open func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// True while one of its animated properties animates.
    public var isAnimating: Bool { values.values.contains { $0.isAnimating } }

    func register(_ storage: some AnimatedStorage) {
        values[ObjectIdentifier(storage)] = storage
    }

    /// The graph's time for a change made now.
    var now: Double { node?.graphTime ?? 0 }

    /// Something changed: draw again.
    func changed(in transaction: Transaction) { node?.drawingChanged(in: transaction) }

    /// Ends every animation: each property shows its last value, and completions waiting on
    /// them run (into `due` when given, else at once).
    func stopAnimations(into due: inout [AnimationCompletion]) {
        for value in values.values { value.stop(into: &due) }
    }
}

/// What a hosted drawing needs of the node that shows it.
protocol HostedDrawingHost: AnyObject {
    var graphTime: Double { get }
    func drawingChanged(in transaction: Transaction)
}

protocol AnimatedStorage: AnyObject {
    var isAnimating: Bool { get }
    func stop(into due: inout [AnimationCompletion])
}

/// The animator behind one ``Animated`` property.
public final class AnimatedValue<Value: Animatable>: AnimatedStorage {
    let animator: Animator<Value>

    init(_ value: Value) { animator = Animator(value) }

    var isAnimating: Bool { animator.isAnimating }

    func stop(into due: inout [AnimationCompletion]) {
        animator.stopAnimations(deferringCompletionsTo: &due)
    }

    /// The value set last.
    public var modelValue: Value { animator.modelValue }

    /// The value shown at `time` (the graph's clock).
    public func presentationValue(at time: Double) -> Value { animator.presentationValue(at: time) }

    /// The rate of change shown at `time`, per second.
    public func velocity(at time: Double) -> Value.AnimatableData { animator.velocity(at: time) }

    func set(_ value: Value, in drawing: HostedDrawing) {
        drawing.register(self)
        let transaction = Transaction.current
        animator.setValue(value, transaction: transaction, at: drawing.now)
        drawing.changed(in: transaction)
    }

    func read(in drawing: HostedDrawing) -> Value {
        drawing.register(self)
        if let time = drawing.drawingTime { return animator.presentationValue(at: time) }
        return animator.modelValue
    }
}

/// A property of a ``HostedDrawing`` that animates when set in an animated transaction.
///
/// ```swift
/// final class Bead: HostedDrawing {
///     @Animated var position = CGPoint.zero
/// }
/// ```
@propertyWrapper
public struct Animated<Value: Animatable> {
    let storage: AnimatedValue<Value>

    public init(wrappedValue: Value) {
        storage = AnimatedValue(wrappedValue)
    }

    /// The animator, for its presentation value and velocity at a time.
    public var projectedValue: AnimatedValue<Value> { storage }

    @available(*, unavailable, message: "@Animated is for properties of a HostedDrawing subclass")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<Drawing: HostedDrawing>(
        _enclosingInstance drawing: Drawing,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Drawing, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Drawing, Self>
    ) -> Value {
        get { drawing[keyPath: storageKeyPath].storage.read(in: drawing) }
        set { drawing[keyPath: storageKeyPath].storage.set(newValue, in: drawing) }
    }
}

/// Where a ``HostedDrawing`` draws: fills and strokes of paths in the view's own coordinates.
public struct DrawingCanvas {
    /// The view's size in points.
    public let size: CGSize
    /// The frame's time on the graph's clock.
    public let time: Double
    var items: [(content: DisplayContent, rule: FillRule)] = []

    init(size: CGSize, time: Double) {
        self.size = size
        self.time = time
    }

    /// Fills `path` with `color`, its inside found by `style`.
    public mutating func fill(_ path: Path, with color: Color, style: FillStyle = FillStyle()) {
        items.append((.fill(.path(path), color: color.resolved), style.rule))
    }

    /// Strokes `path` with a `lineWidth` points wide line of `color`.
    public mutating func stroke(_ path: Path, with color: Color, lineWidth: Double = 1) {
        items.append((.stroke(.path(path), color: color.resolved, lineWidth: lineWidth), .nonZero))
    }

    /// Fills `shape` laid in `rect` with `color`.
    public mutating func fill<S: Shape>(_ shape: S, in rect: CGRect, with color: Color) {
        fill(shape.path(in: rect), with: color)
    }
}
