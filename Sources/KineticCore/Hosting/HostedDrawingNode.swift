import Foundation

/// The node of a ``DrawingRepresentable``: keeps its drawing, updates it in each transaction
/// that changes the view, and draws it, every frame while it animates.
final class HostedDrawingNode<R: DrawingRepresentable>: Node, HostedDrawingHost, Evaluatable {
    private(set) var drawing: R.Drawing?
    /// True while the representable updates its drawing: its changes are drawn with the update.
    private var isUpdating = false

    override var typeName: String { String(describing: R.self) }

    func update(_ representable: R, transaction: Transaction, environment: EnvironmentValues) {
        let context = DrawingRepresentableContext(transaction: transaction, environment: environment)
        isUpdating = true
        defer { isUpdating = false }
        // Main-actor requirements, run where the graph runs (see graphThreadFunction(_:)).
        let make = graphThreadFunction { (input: (R, DrawingRepresentableContext)) in input.0.makeDrawing(context: input.1) }
        let update = graphThreadFunction { (input: (R, R.Drawing, DrawingRepresentableContext)) in
            input.0.updateDrawing(input.1, context: input.2)
        }
        let drawing = self.drawing ?? make((representable, context))
        if self.drawing == nil {
            drawing.node = self
            self.drawing = drawing
        }
        // The update's own changes carry its transaction; animate(…) gives them its animation.
        withTransaction(transaction) {
            update((representable, drawing, context))
        }
        setNeedsDisplay()
    }

    var graphTime: Double { graph.time }

    func drawingChanged(in transaction: Transaction) {
        setNeedsDisplay()
        // A change made outside an update (a gesture, a timer) asks for a frame of its own.
        if !isUpdating { graph.markDirty(self, transaction: transaction) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        drawing?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        guard let drawing else { return }
        var canvas = DrawingCanvas(size: size, time: context.time)
        drawing.drawingTime = context.time
        drawing.draw(in: &canvas)
        drawing.drawingTime = nil
        for item in canvas.items { context.append(item.content, size: size, fillRule: item.rule) }
        if drawing.isAnimating { context.animating = true }
    }

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        drawing?.stopAnimations(into: &due)
    }

    func reevaluate(transaction: Transaction) { setNeedsDisplay() }
    func advanceAnimation(_ context: inout DrawContext) {}
}

extension NodeBuilder {
    /// The node of a hosted drawing.
    mutating func hostedDrawingNodes<R: DrawingRepresentable>(_ representable: R) -> [Node] {
        let graph = self.graph, transaction = self.transaction, environment = self.environment
        return single(HostedDrawingNode<R>.self, make: { HostedDrawingNode<R>(graph: graph) }) { node in
            node.update(representable, transaction: transaction, environment: environment)
        }
    }
}

