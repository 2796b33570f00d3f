import Foundation

/// Drawing of your own inside the view DSL, the way `UIViewRepresentable` hosts a UIKit view in
/// SwiftUI: make a ``HostedDrawing`` once, update it when the view's inputs change, and animate
/// its ``Animated`` properties with the transaction's animation through
/// ``DrawingRepresentableContext/animate(changes:completion:)``.
///
/// ```swift
/// final class Lid: HostedDrawing {
///     @Animated var height = 0.0
///     override func draw(in canvas: inout DrawingCanvas) {
///         canvas.fill(Path(CGRect(x: 0, y: 0, width: canvas.size.width, height: height)), with: .orange)
///     }
/// }
///
/// struct LidView: DrawingRepresentable {
///     var isOpen: Bool
///     func makeDrawing(context: Context) -> Lid { Lid() }
///     func updateDrawing(_ lid: Lid, context: Context) {
///         context.animate { lid.height = isOpen ? 100 : 0 } completion: { print("done") }
///     }
/// }
///
/// LidView(isOpen: open).animation(.spring, value: open)   // the drawing springs with the views
/// ```
public protocol DrawingRepresentable: View where Body == Never {
    /// The drawing this view hosts.
    associatedtype Drawing: HostedDrawing
    typealias Context = DrawingRepresentableContext

    /// Makes the drawing, once, when the view first appears.
    @MainActor func makeDrawing(context: Context) -> Drawing
    /// Brings the drawing up to date with the view's inputs; runs whenever they change.
    @MainActor func updateDrawing(_ drawing: Drawing, context: Context)
}

extension DrawingRepresentable {
    public var body: Never { fatalError("\(Self.self) is drawn by its HostedDrawing and has no body") }
}

/// What a ``DrawingRepresentable`` makes and updates its drawing in.
public struct DrawingRepresentableContext {
    /// The transaction of the update: its animation is what ``animate(changes:completion:)`` uses.
    public let transaction: Transaction
    /// The environment the view is in.
    public let environment: EnvironmentValues

    /// Runs `changes` with the update's animation, so every ``Animated`` property they set
    /// animates as the views changed in the same transaction do, frame for frame; `completion`
    /// runs once they are logically complete. With no animation in the transaction, the
    /// changes are made at once and `completion` runs straight after them.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        guard let animation = transaction.animation, !transaction.disablesAnimations else {
            withTransaction(Transaction()) { changes() }
            completion?()
            return
        }
        var animated = transaction
        animated.animation = animation
        if let completion { animated.addAnimationCompletion(completion) }
        withTransaction(animated) { changes() }
    }
}
