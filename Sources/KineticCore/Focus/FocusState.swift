import Foundation

/// Which view has the keyboard focus, as state a view reads and writes:
///
/// ```swift
/// @FocusState private var nameFocused: Bool
/// TextField("Name", text: $name).focused($nameFocused)
/// Button("Edit") { nameFocused = true }
/// ```
///
/// or, for several fields, an optional value that names the focused one:
/// `@FocusState private var field: Field?` with `.focused($field, equals: .email)`.
///
/// It follows the focus as the user moves it (a click in a field, Tab), and setting it moves the
/// focus to the first control inside the view marked with the value (nil or false takes the
/// focus away).
@propertyWrapper
public struct FocusState<Value: Hashable>: StateProperty {
    let storage: StateBox<Value>
    /// What the state holds when none of its views has the focus.
    let unfocused: Value

    public init() where Value == Bool {
        storage = StateBox(false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        storage = StateBox(nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { storage.read() }
        nonmutating set { storage.write(newValue) }
    }

    public var projectedValue: Binding { Binding(storage: storage, unfocused: unfocused) }

    var box: AnyStateBox { storage }

    func redirect(to box: AnyStateBox) {
        guard let box = box as? StateBox<Value>, box !== storage else { return }
        storage.target = box
    }

    /// The focus state, handed to `focused(_:)` or `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let storage: StateBox<Value>
        let unfocused: Value

        public var wrappedValue: Value {
            get { storage.read() }
            nonmutating set { storage.write(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

/// A `.focused` modifier: the view below has the focus when its binding holds `value`.
struct FocusedView<Content: View, Value: Hashable>: PrimitiveView {
    var content: Content
    var binding: FocusState<Value>.Binding
    var value: Value

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let binding = self.binding, value = self.value
        return builder.modifier(FocusedNode.self, content: content, make: { FocusedNode(graph: graph) }) { node in
            node.update(wants: binding.wrappedValue == value,
                        matches: { binding.wrappedValue == value },
                        set: { focused in
                            if focused {
                                if binding.wrappedValue != value { binding.wrappedValue = value }
                            } else if binding.wrappedValue == value {
                                binding.wrappedValue = binding.unfocused
                            }
                        })
        }
    }
}

/// The node of a `.focused` modifier: it writes its binding when the focus comes into its
/// content or leaves it, and moves the focus when the program changes the binding.
final class FocusedNode: ModifierNode {
    override var inputsAffectLayout: Bool { false }
    /// Whether the binding held this view's value when it was last built.
    private var wanted: Bool?
    private(set) var matches: () -> Bool = { false }
    private(set) var set: (Bool) -> Void = { _ in }

    func update(wants: Bool, matches: @escaping () -> Bool, set: @escaping (Bool) -> Void) {
        self.matches = matches
        self.set = set
        graph.focusBindings[ObjectIdentifier(self)] = self
        // A change of the binding made by the program (not one the focus wrote) asks the
        // graph to move the focus; a view built with its value already set asks too.
        if wants != wanted, wants || wanted != nil {
            if wants != containsFocus { graph.focusRequests.append((self, wants)) }
        }
        wanted = wants
    }

    /// Records what the focus wrote, so the rebuild it causes asks for nothing.
    func noteWritten(_ focused: Bool) { wanted = focused }

    /// True when the focused control is this view's content.
    var containsFocus: Bool {
        var node = graph.focusedNode
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// The first control inside that the keyboard can reach, in view order.
    var firstFocusable: Node? {
        var stack: [Node] = children.reversed()
        while let node = stack.popLast() {
            if !node.isLeaving, let control = node as? any FocusableNode, control.acceptsFocus { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    override func removedFromGraph() {
        // A view that leaves takes its focus with it: its state lets go of its value.
        set(false)
        graph.focusBindings[ObjectIdentifier(self)] = nil
        super.removedFromGraph()
    }
}

/// A node that can take the keyboard focus: a control's focus stop or a text field.
protocol FocusableNode: Node {
    var acceptsFocus: Bool { get }
}

extension ViewGraph {
    /// Moves the focus the program asked for (a focus state set), then writes every focus
    /// state from where the focus is. Returns true when that changed some state.
    func applyFocusRequests() {
        let requests = focusRequests
        focusRequests.removeAll()
        for (node, wants) in requests where node.isAttached {
            if wants {
                if !node.containsFocus, let target = node.firstFocusable { focusedNode = target }
            } else if node.containsFocus {
                focusedNode = nil
            }
        }
        syncFocusBindings()
    }

    /// Writes each `.focused` binding from where the focus is now: its value where the focus is
    /// inside its view, the unfocused value where it held the view's value and the focus left.
    func syncFocusBindings() {
        guard !focusBindings.isEmpty else { return }
        // Those losing the focus first: one state shared by several fields ends with the
        // value of the field that has it.
        let nodes = focusBindings.values.filter(\.isAttached)
        let holding = nodes.map { ($0, $0.containsFocus) }
        for (node, inside) in holding where !inside && node.matches() {
            node.noteWritten(false)
            node.set(false)
        }
        for (node, inside) in holding where inside && !node.matches() {
            node.noteWritten(true)
            node.set(true)
        }
    }
}

extension View {
    /// Binds the focus to `condition`: true while the control inside has the focus; setting it
    /// true moves the focus there, false takes it away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, binding: condition, value: true)
    }

    /// Binds the focus to `binding`: it holds `value` while the control inside has the focus;
    /// setting it to `value` moves the focus there.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, binding: binding, value: value)
    }
}
