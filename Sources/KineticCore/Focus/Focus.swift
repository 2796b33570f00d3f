import Foundation

// Keyboard focus for controls: Tab moves through the buttons, toggles, sliders, steppers and
// pickers in the order they are drawn (Shift-Tab goes back); Space or Return acts on the focused
// one; the left and right arrows move a slider, stepper or picker. A ring shows what has the
// focus. A click anywhere puts the focus away, as a browser hides its focus ring for the mouse.

/// A control the keyboard can reach, as drawn this frame.
struct FocusStop {
    /// The control's node: the same control from frame to frame.
    var node: Node
    var id: ObjectIdentifier { ObjectIdentifier(node) }
    /// Where it is, in window points.
    var frame: CGRect
    var cornerRadius: Double
    /// Space or Return.
    var activate: (() -> Void)?
    /// The arrows: −1 for left, +1 for right.
    var adjust: ((Int) -> Void)?
    /// A text field: it takes the editing keys and typed text while it has the focus.
    var textInput: TextInputNode?
}

struct FocusStopView<Content: View>: PrimitiveView {
    var content: Content
    var cornerRadius: Double
    var activate: (() -> Void)?
    var adjust: ((Int) -> Void)?

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let enabled = builder.environment.isEnabled
        return builder.modifier(FocusStopNode.self, content: content, make: { FocusStopNode(graph: graph) }) { node in
            node.isEnabled = enabled
            node.cornerRadius = cornerRadius
            node.activate = activate
            node.adjust = adjust
        }
    }
}

final class FocusStopNode: ModifierNode, FocusableNode {
    /// Its own input (a focus stop) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var isEnabled = true
    var cornerRadius = 6.0
    var activate: (() -> Void)?
    var adjust: ((Int) -> Void)?
    var acceptsFocus: Bool { isEnabled }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if isEnabled && context.state.hitTesting {
            let stop = FocusStop(node: self, frame: context.transform.apply(to: CGRect(origin: .zero, size: size)),
                                 cornerRadius: cornerRadius, activate: activate, adjust: adjust)
            context.addFocusStop(stop)
        }
        super.drawContent(size: size, &context)
    }
}

extension View {
    /// Makes a control reachable with Tab: `activate` for Space and Return, `adjust` for the
    /// left and right arrows.
    func focusStop(cornerRadius: Double = 6, activate: (() -> Void)? = nil, adjust: ((Int) -> Void)? = nil) -> some View {
        FocusStopView(content: self, cornerRadius: cornerRadius, activate: activate, adjust: adjust)
    }
}

extension DrawContext {
    /// Records a control Tab can reach: a key handler that takes no key itself and carries the
    /// stop, in paint order.
    mutating func addFocusStop(_ stop: FocusStop) {
        addKeyHandler(KeyHandler(keys: [], modifiers: nil, phases: [], action: { _ in .ignored }, focus: stop))
    }
}

extension ViewGraph {
    /// The controls the keyboard can reach, in the order they were drawn.
    var focusStops: [FocusStop] { output.keyHandlers.elements.compactMap(\.focus) }

    /// The focused control, if it is still on screen.
    var focusedStop: FocusStop? {
        guard let focusedControl else { return nil }
        return output.keyHandlers.elements.first { $0.focus?.id == focusedControl }?.focus
    }

    /// Tab and Shift-Tab: the next (or previous) control, round to the first (or last).
    func moveFocus(backwards: Bool) -> Bool {
        let stops = focusStops
        guard !stops.isEmpty else { return false }
        let index = focusedControl.flatMap { id in stops.firstIndex { $0.id == id } }
        let next: Int
        if let index {
            next = (index + (backwards ? stops.count - 1 : 1)) % stops.count
        } else {
            next = backwards ? stops.count - 1 : 0
        }
        focusedNode = stops[next].node
        return true
    }

    /// Space, Return and the arrows for the focused control; false when it does not take the key.
    func focusedControlTakes(_ press: KeyPress) -> Bool {
        guard let stop = focusedStop else { return false }
        if let field = stop.textInput { return field.take(press) }
        switch press.key {
        case .space, .return:
            guard let activate = stop.activate else { return false }
            activate()
            return true
        case .leftArrow, .rightArrow:
            guard let adjust = stop.adjust else { return false }
            adjust(press.key == .leftArrow ? -1 : 1)
            return true
        default:
            return false
        }
    }

    /// The ring around the focused control, drawn over everything.
    var focusRing: DisplayItem? {
        guard let stop = focusedStop else { return nil }
        let frame = stop.frame.insetBy(dx: -3, dy: -3)
        let radius = stop.cornerRadius + 3
        return DisplayItem(.stroke(.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .continuous),
                                   color: Color.accentColor.resolved, lineWidth: 2),
                           frame: CGRect(origin: .zero, size: frame.size),
                           transform: CGAffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)))
    }
}
