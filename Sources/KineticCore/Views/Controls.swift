import Foundation

// Controls with a default look, written in the DSL itself: Button, Toggle, Slider, Stepper and
// a segmented Picker. They read `isEnabled` (`.disabled(true)` greys them and makes them
// inert), and their own motion (a switch's knob, a pressed button) is scoped to them: the
// caller's views only animate when the caller asks.

/// The look controls share: a dark theme, the accent colour for what is on or selected.
enum ControlTheme {
    static let track = Color(light: Color(white: 0.84), dark: Color(white: 0.28))
    static let face = Color(light: Color(white: 0.98), dark: Color(white: 0.22))
    static let pressedFace = Color(light: Color(white: 0.86), dark: Color(white: 0.34))
    static let label = Color(light: Color(white: 0.1), dark: Color(white: 0.92))
    static let disabledLabel = Color(light: Color(white: 0.62), dark: Color(white: 0.45))
    static let knob = Color(light: Color(white: 1), dark: Color(white: 0.96))
    /// A button's outline, at an opacity of its own.
    static let edge = Color(light: Color(white: 0), dark: Color(white: 1))
    /// The well a stepper's or a picker's segments sit in.
    static let well = Color(light: Color(white: 0.9), dark: Color(white: 0.12))
    static let motion = Animation.snappy(duration: 0.18)
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The shortcut the buttons below answer to, set with `.keyboardShortcut`.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// True below `.labelsHidden()`: controls draw without their labels.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons inside run when `key` is pressed with `modifiers` (Ctrl stands in for
    /// Command on Linux).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Hides the labels of the controls inside.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

// MARK: Pressing

/// A tap target that also reports presses, for a pressed look.
struct PressView<Content: View>: PrimitiveView {
    var content: Content
    var onPress: (Bool) -> Void
    var action: () -> Void

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let enabled = builder.environment.isEnabled
        return builder.modifier(PressNode.self, content: content, make: { PressNode(graph: graph) }) { node in
            node.onPress = enabled ? onPress : nil
            node.action = enabled ? action : nil
        }
    }
}
final class PressNode: ModifierNode {
    /// Its own input (a press action) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var onPress: ((Bool) -> Void)?
    var action: (() -> Void)?
    /// Made once, not per frame.
    private lazy var onTap: (CGPoint) -> Void = { [unowned self] _ in action?() }
    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        if action != nil, let onPress {
            context.addHitRegion(HitRegion(node: self, size: size, transform: hitTransform(context, size: size), shape: hitShape(size: size),
                                                onTap: onTap, onPress: onPress))
        }
        super.drawContent(size: size, &context)
    }
}

// MARK: Button

/// What a button is for; a destructive one is drawn in red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when clicked (or when its keyboard shortcut is pressed).
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false
    @State private var isHovered = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.buttonStyle) private var style

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        var configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: isPressed, role: role)
        configuration.isHovered = isHovered
        let hovered = $isHovered
        return style.makeBody(configuration)
            .modifier(PressModifier(isPressed: $isPressed, action: action))
            .onHover { inside in if hovered.wrappedValue != inside { hovered.wrappedValue = inside } }
            .modifier(ShortcutModifier(shortcut: isEnabled ? shortcut : nil, action: action))
            .focusStop(activate: action)
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Press tracking as a ViewModifier: `isPressed` follows the press (written only when it
/// changes, so moving a held pointer re-runs nothing), `action` runs on release over the view.
struct PressModifier: ViewModifier {
    var isPressed: Binding<Bool>
    var action: () -> Void
    func body(content: Content) -> some View {
        let isPressed = self.isPressed
        return PressView(content: content, onPress: { if isPressed.wrappedValue != $0 { isPressed.wrappedValue = $0 } }, action: action)
    }
}

/// A keyboard shortcut that runs `action`.
struct ShortcutModifier: ViewModifier {
    var shortcut: KeyboardShortcut?
    var action: () -> Void
    func body(content: Content) -> some View {
        KeyPressView(content: content, handler: shortcut.map { shortcut in
            KeyHandler(keys: [shortcut.key], modifiers: shortcut.modifiers, phases: .down) { _ in
                action()
                return .handled
            }
        })
    }
}

// MARK: Toggle

/// A switch bound to a Boolean: the label on the left, the switch on the right.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let binding = $isOn
        return HStack(spacing: 12) {
            if !labelsHidden {
                // The label takes the width the switch leaves, as a toggle's label does.
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule()
                    .fill(isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlTheme.track))
                    .frame(width: 40, height: 22)
                Circle()
                    .fill(ControlTheme.knob)
                    .frame(width: 18, height: 18)
                    .padding(2)
            }
            .animation(ControlTheme.motion, value: isOn)
            .opacity(isEnabled ? 1 : 0.45)
        }
        .foregroundColor(isEnabled ? ControlTheme.label : ControlTheme.disabledLabel)
        .onTapGesture { binding.wrappedValue.toggle() }
        .focusStop(activate: { binding.wrappedValue.toggle() })
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

// MARK: Slider

/// A value picked along a track: drag the knob (continuously: a spring driven by the value
/// keeps the finger's velocity) or click the track. The label is on the left, the value on the
/// right.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    @State private var isEditing = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        self.bounds = lower.isFinite && upper.isFinite ? lower...upper : 0...1
        self.step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// Where `value` sits along the track, 0…1.
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        let v = value.wrappedValue
        guard span > 0, v.isFinite else { return 0 }
        return min(1, max(0, (v - bounds.lowerBound) / span))
    }

    /// The value at `fraction` of the track, on the step grid.
    private func value(at fraction: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        var v = bounds.lowerBound + min(1, max(0, fraction.isFinite ? fraction : 0)) * span
        if let step {
            v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            v = min(bounds.upperBound, max(bounds.lowerBound, v))
        }
        return v
    }

    private var valueText: String {
        let v = value.wrappedValue
        if let step, step >= 1, step.rounded() == step { return DecimalText.fixed(v, places: 0) }
        return DecimalText.fixed(v, places: 2)
    }

    public var body: some View {
        let binding = value, editing = $isEditing, ended = onEditingChanged
        let fraction = self.fraction
        return HStack(spacing: 10) {
            if !labelsHidden { label }
            if let minimumValueLabel { minimumValueLabel }
            GeometryReader { proxy in
                let width = max(Double(proxy.size.width) - 16, 1)
                ZStack(alignment: .leading) {
                    Capsule().fill(ControlTheme.track).frame(height: 4).padding(.horizontal, 8)
                    Capsule().fill(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlTheme.disabledLabel))
                        .frame(width: fraction * width, height: 4)
                        .offset(x: 8)
                    Circle().fill(ControlTheme.knob)
                        .frame(width: 16, height: 16)
                        .shadow(color: Color(white: 0, opacity: 0.35), radius: 2, y: 1)
                        .offset(x: fraction * width)
                        .accessibilityIdentifier("knob")
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        if !editing.wrappedValue { editing.wrappedValue = true; ended(true) }
                        binding.wrappedValue = value(at: (Double(drag.location.x) - 8) / width)
                    }
                    .onEnded { _ in
                        editing.wrappedValue = false
                        ended(false)
                    })
            }
            .frame(minWidth: 60, maxWidth: .infinity)
            .frame(height: 20)
            // The arrows move it a step (or a twentieth of the range).
            .focusStop(cornerRadius: 10, adjust: { direction in
                let span = bounds.upperBound - bounds.lowerBound
                let current = binding.wrappedValue.isFinite ? binding.wrappedValue : bounds.lowerBound
                binding.wrappedValue = value(at: (current + Double(direction) * (step ?? span / 20) - bounds.lowerBound) / max(span, .leastNonzeroMagnitude))
            })
            if let maximumValueLabel { maximumValueLabel }
            Text(valueText).font(.system(size: 13)).frame(minWidth: 44, alignment: .trailing)
        }
        .foregroundColor(isEnabled ? ControlTheme.label : ControlTheme.disabledLabel)
        .allowsHitTesting(isEnabled)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == Text, ValueLabel == EmptyView {
    /// A slider with a text label: `Slider("Bounce", value: $bounce, in: -1...1)`.
    public init<V: BinaryFloatingPoint>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: Text(title), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

// MARK: Stepper

/// Two buttons, − and +, beside a label.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let up: () -> Void = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, next))
        }
        let down: () -> Void = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, next))
        }
        onIncrement = value.wrappedValue < bounds.upperBound ? up : nil
        onDecrement = value.wrappedValue > bounds.lowerBound ? down : nil
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public var body: some View {
        HStack(spacing: 12) {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            HStack(spacing: 1) {
                StepperSegment(symbol: "−", action: onDecrement).accessibilityIdentifier("stepper.decrement")
                StepperSegment(symbol: "+", action: onIncrement).accessibilityIdentifier("stepper.increment")
            }
            .background(RoundedRectangle(cornerRadius: 6).fill(ControlTheme.well))
            .clipShape(RoundedRectangle(cornerRadius: 6))
            .focusStop(adjust: { [onIncrement, onDecrement] direction in (direction > 0 ? onIncrement : onDecrement)?() })
        }
        .foregroundColor(isEnabled ? ControlTheme.label : ControlTheme.disabledLabel)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// One half of a stepper: greyed and inert when there is nothing to do.
struct StepperSegment: View {
    var symbol: String
    var action: (() -> Void)?
    @State private var isPressed = false

    var body: some View {
        Text(symbol)
            .font(.system(size: 15, weight: .semibold))
            .frame(width: 30, height: 24)
            .background(isPressed ? ControlTheme.pressedFace : ControlTheme.face)
            .opacity(action == nil ? 0.45 : 1)
            .modifier(PressModifier(isPressed: $isPressed, action: action ?? {}))
            .disabled(action == nil)
    }
}

// MARK: Picker

/// Marks a view as the choice `tag` among a picker's options.
struct TagView<Content: View>: PrimitiveView {
    var content: Content
    var tag: AnyHashable

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        return builder.modifier(TagNode.self, content: content, make: { TagNode(graph: graph) }) { node in
            node.tag = tag
        }
    }
}
final class TagNode: ModifierNode {
    /// Its own input (a tag) never changes a size or a place.
    override var inputsAffectLayout: Bool { false }
    var tag: AnyHashable?
}

extension Node {
    /// The `.tag(_:)` on this view: found on it or going down through views and modifiers with
    /// one child (a picker's option, a canvas's symbol).
    var taggedValue: AnyHashable? {
        var current: Node? = self
        while let candidate = current {
            if let tagged = candidate as? TagNode { return tagged.tag }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return nil
    }
}

extension View {
    /// The value a picker selects when this option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View { TagView(content: self, tag: AnyHashable(tag)) }

    /// The look of the pickers inside. Kinetic draws every picker segmented for now.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}

/// How a picker looks.
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }

/// One of several options, chosen by clicking its segment; the options are the content's
/// views, each marked with `.tag(value)`. The selection highlight slides to the new segment.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 12) {
            if !labelsHidden { label }
            SegmentedControl(selection: AnyHashable(selection.wrappedValue), select: { [selection] tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }, content: content)
        }
        .foregroundColor(isEnabled ? ControlTheme.label : ControlTheme.disabledLabel)
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The segments of a picker: lays out its tagged children side by side in equal segments.
struct SegmentedControl<Content: View>: PrimitiveView {
    var selection: AnyHashable
    var select: (AnyHashable) -> Void
    var content: Content

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let graph = builder.graph
        let transaction = builder.transaction, environment = builder.environment
        return builder.single(SegmentedControlNode.self, make: { SegmentedControlNode(graph: graph) }) { node in
            node.transaction = transaction
            node.updateStamp = graph.updateCount
            node.selection = selection
            node.select = environment.isEnabled ? select : nil
            node.colorScheme = environment.colorScheme
            node.reconcileChildren(transaction: transaction, environment: environment) { inner in
                inner.nodes(for: content, key: .content)
            }
        }
    }
}

final class SegmentedControlNode: Node, FocusableNode {
    var selection: AnyHashable?
    var select: ((AnyHashable) -> Void)?
    var acceptsFocus: Bool { select != nil }
    var colorScheme = ColorScheme.dark
    private var highlight: Animator<CGRect>?
    static let padding = (horizontal: 14.0, vertical: 5.0)

    override func stopAnimations(into due: inout [AnimationCompletion]) {
        super.stopAnimations(into: &due)
        stop(highlight, into: &due)
    }

    override var typeName: String { "Picker" }

    private var segments: [Node] { layoutChildren }

    private func tag(of node: Node) -> AnyHashable? { node.taggedValue }

    private func segmentSize() -> CGSize {
        var width = 0.0, height = 0.0
        for segment in segments {
            let size = segment.measure(ProposedViewSize(width: nil, height: nil))
            width = max(width, Double(size.width))
            height = max(height, Double(size.height))
        }
        return CGSize(width: width + 2 * Self.padding.horizontal, height: height + 2 * Self.padding.vertical)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let segment = segmentSize()
        return CGSize(width: Double(segment.width) * Double(segments.count), height: segment.height)
    }

    override func placeChildren(in size: CGSize) {
        let all = segments
        guard !all.isEmpty else { return }
        let width = Double(size.width) / Double(all.count)
        for (index, segment) in all.enumerated() {
            let rect = CGRect(x: Double(index) * width, y: 0, width: width, height: Double(size.height))
            segment.place(in: rect, proposal: ProposedViewSize(width: width - 2 * Self.padding.horizontal, height: nil))
        }
        let selected = all.firstIndex { tag(of: $0) == selection }
        if selected == nil && all.contains(where: { tag(of: $0) == nil }) {
            graph.warn("\(path): a picker option has no .tag(_:), so it can never be selected", key: "picker-tag:\(path)")
        }
        let target = selected.map { CGRect(x: Double($0) * width + 2, y: 2, width: width - 4, height: Double(size.height) - 4) } ?? .zero
        if let highlight {
            if highlight.modelValue != target {
                // The highlight slides in the control's own motion unless the change asked for none.
                var transaction = Transaction(animation: ControlTheme.motion)
                transaction.disablesAnimations = self.transaction.disablesAnimations
                highlight.setValue(target, transaction: transaction, at: graph.time)
            }
        } else {
            highlight = Animator(target)
        }
    }

    override func drawContent(size: CGSize, _ context: inout DrawContext) {
        let saved = context.transform
        context.append(.fill(.roundedRectangle(cornerSize: CGSize(width: 7, height: 7), style: .continuous), color: ControlTheme.well.resolve(in: colorScheme).resolved), size: size)
        if let highlight, selection != nil {
            let rect = highlight.isAnimating ? highlight.presentationValue(at: context.time) : highlight.modelValue
            if highlight.isAnimating { context.animating = true }
            if rect.width > 0 {
                context.transform = CGAffineTransform(translationX: Double(rect.minX), y: Double(rect.minY)).concatenating(saved)
                context.append(.fill(.roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .continuous), color: ControlTheme.pressedFace.resolve(in: colorScheme).resolved), size: rect.size)
                context.transform = saved
            }
        }
        let all = segments
        let width = all.isEmpty ? 0 : Double(size.width) / Double(all.count)
        // Tab reaches the picker; the arrows choose the option beside the selected one.
        let tags = all.compactMap { tag(of: $0) }
        if let select, !tags.isEmpty, context.state.hitTesting {
            let current = tags.firstIndex { $0 == selection }
            let stop = FocusStop(node: self, frame: context.transform.apply(to: CGRect(origin: .zero, size: size)),
                                 cornerRadius: 7, activate: nil, adjust: { direction in
                                     let next = current.map { min(tags.count - 1, max(0, $0 + direction)) } ?? 0
                                     select(tags[next])
                                 })
            context.addFocusStop(stop)
        }
        for (index, segment) in all.enumerated() {
            if let select, let tag = tag(of: segment) {
                context.transform = CGAffineTransform(translationX: Double(index) * width, y: 0).concatenating(saved)
                context.addHitRegion(HitRegion(node: segment, size: CGSize(width: width, height: Double(size.height)),
                                                    transform: context.transform, onTap: { _ in select(tag) }))
                context.transform = saved
            }
        }
        super.drawContent(size: size, &context)
    }
}
