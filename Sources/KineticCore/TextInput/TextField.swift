import Foundation

/// A one-line text field editing a string:
///
/// ```swift
/// @State private var name = ""
/// TextField("Name", text: $name)
///     .onSubmit { save() }
/// ```
///
/// Click in it (or reach it with Tab) and type: SDL's text input brings the characters, so an
/// input method's work and dead keys arrive whole. The arrows, Home and End move the caret
/// (with Control, a word at a time; with Shift, they select), Backspace and Delete remove,
/// Control-A selects the line, Control-C, -X and -V copy, cut and paste through the desktop's
/// clipboard, Return runs the `onSubmit` actions and Escape gives up the focus. Dragging selects;
/// a double click selects a word and a triple click the line. The title is the placeholder shown
/// while the field is empty, unless a prompt is given.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let label: Label
    let isSecure: Bool
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    @Environment(\.textFieldStyleKind) private var style

    init(text: Binding<String>, prompt: String, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    public var body: some View {
        let line = TextInputLine(text: text, prompt: prompt, isSecure: isSecure, style: style,
                                 onEditingChanged: onEditingChanged, onCommit: onCommit)
        if style == .plain {
            line
        } else {
            line.clipped()
                .padding(.horizontal, TextFieldTheme.facePadding.width)
                .padding(.vertical, TextFieldTheme.facePadding.height)
                .background(RoundedRectangle(cornerRadius: 6).fill(TextFieldTheme.face))
                .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(TextFieldTheme.border, lineWidth: 1))
        }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: titleKey.string, label: Text(titleKey), isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), label: Text(title), isSecure: false)
    }

    /// A field whose placeholder is `prompt` (the title labels it where a form shows labels).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? titleKey.string, label: Text(titleKey), isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.string ?? String(title), label: Text(title), isSecure: false)
    }

    /// The older form: `onEditingChanged` hears true when the field takes the focus and false
    /// when it loses it; `onCommit` runs on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: titleKey.string, label: Text(titleKey), isSecure: false)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField {
    /// A field labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(text: text, prompt: prompt?.string ?? (label as? Text)?.string ?? "", label: label, isSecure: false)
    }
}

/// A text field that shows a dot for each character, and keeps its text off the clipboard.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: titleKey.string, label: Text(titleKey), isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: String(title), label: Text(title), isSecure: true)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt?.string ?? titleKey.string, label: Text(titleKey), isSecure: true)
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = TextField(text: text, prompt: prompt?.string ?? (label as? Text)?.string ?? "", label: label, isSecure: true)
    }
}

enum TextFieldTheme {
    static let face = Color(light: Color(white: 1), dark: Color(white: 0.11))
    static let border = Color(light: Color(white: 0.76), dark: Color(white: 0.34))
    static let prompt = Color(light: Color(white: 0.56), dark: Color(white: 0.5))
    /// The face's margin round the line.
    static let facePadding = CGSize(width: 6, height: 4)
}

/// The field's editable line, reading the font, colours and submit actions around it.
struct TextInputLine: PrimitiveView {
    var text: Binding<String>
    var prompt: String
    var isSecure: Bool
    var style: TextFieldStyleKind
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    func makeNodes(_ builder: inout NodeBuilder) -> [Node] {
        let environment = builder.environment
        let graph = builder.graph
        let submit = (onCommit.map { [$0] } ?? []) + environment.submitActions.reversed()
        let configuration = TextInputConfiguration(
            text: text, prompt: prompt, isSecure: isSecure, font: environment.font, color: environment.foregroundColor,
            promptColor: TextFieldTheme.prompt.resolve(in: environment.colorScheme), accent: environment.tintPaint.representativeColor, isEnabled: environment.isEnabled,
            submit: submit, editingChanged: onEditingChanged, cornerRadius: style == .plain ? 3 : 6,
            facePadding: style == .plain ? .zero : TextFieldTheme.facePadding)
        return builder.single(TextInputNode.self, make: { TextInputNode(graph: graph) }) { node in node.update(configuration) }
    }
}

// MARK: Styles

/// How a text field looks: `.roundedBorder` (the desktop's default, also `.automatic`) draws a
/// face and a border around the line; `.plain` draws the line alone.
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
}

public enum TextFieldStyleKind: Hashable, Sendable { case automatic, roundedBorder, plain }

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .automatic }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .automatic }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The `onSubmit` actions around a field, outermost first.
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

// MARK: Submitting

/// Which fields' submissions an `onSubmit` hears: text fields (`.text`) and search fields
/// (`.search`; Kinetic has none, so it hears nothing).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key on a touch keyboard. A desktop's Return key has one label, so it
/// changes nothing here; accepted so that iOS code compiles.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// How the text fields inside look.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        EnvironmentView(content: self) { $0.textFieldStyleKind = style._kind }
    }

    /// Runs `action` when Return is pressed in a text field inside. The actions of every
    /// `onSubmit` around the field run, the nearest first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentView(content: self) { environment in
            if triggers.contains(.text) { environment.submitActions.append(action) }
        }
    }

    /// Accepted for iOS code: the desktop's Return key has no label to change.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
