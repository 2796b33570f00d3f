import Foundation

/// How buttons look: `makeBody(configuration:)` draws a button from its label and whether it is
/// pressed. Set one for every button inside a view with `.buttonStyle(_:)`.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
///     }
/// }
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button, drawn from its label and state.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws from.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: PrimitiveView {
        let content: AnyView
        func makeNodes(_ builder: inout NodeBuilder) -> [Node] { content.makeNodes(&builder) }
    }

    /// The button's label.
    public let label: Label
    /// True while the pointer holds the button down.
    public let isPressed: Bool
    /// The button's role (destructive, cancel), if any.
    public let role: ButtonRole?
    /// True while the pointer is over the button (Kinetic's built-in styles light up; SwiftUI's
    /// configuration has no such property, so it is not public).
    var isHovered = false
}

/// A button style as a value the environment can carry.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        // Main-actor code run where the graph runs bodies (see graphThreadFunction(_:)).
        let make = graphThreadFunction { (input: (S, ButtonStyleConfiguration)) in AnyView(input.0.makeBody(configuration: input.1)) }
        makeBody = { make((style, $0)) }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(BorderedButtonStyle()) }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// A face of its own around the label: Kinetic's grey button, red when destructive.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        FacedButton(configuration: configuration, prominent: false)
    }
}

/// The style of the platform: the bordered one.
public typealias DefaultButtonStyle = BorderedButtonStyle

/// A face in the accent colour with a white label: the button to press.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        FacedButton(configuration: configuration, prominent: true)
    }
}

/// The label alone, in the accent colour, dimmed while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledLabel(configuration: configuration, color: nil, tinted: true)
    }
}

/// The label alone, in the current foreground colour, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledLabel(configuration: configuration, color: nil)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    public static var automatic: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A label on a rounded face.
private struct FacedButton: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var border

    var body: some View {
        let destructive = configuration.role == .destructive
        let accent = tint?._paint(in: EnvironmentValues()).representativeColor ?? .accentColor
        let face = destructive ? Color(red: 0.62, green: 0.16, blue: 0.16) : prominent ? accent : ControlTheme.face
        let pressedFace = prominent || destructive ? face : ControlTheme.pressedFace
        let label = destructive ? Color(red: 1, green: 0.85, blue: 0.85) : prominent ? Color.white : ControlTheme.label
        return configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundColor(isEnabled ? label : ControlTheme.disabledLabel)
            .background(border.fill(configuration.isPressed ? pressedFace : face))
            .overlay(border.stroke(ControlTheme.edge.opacity(configuration.isHovered && isEnabled ? 0.3 : 0.12), lineWidth: 1))
            .brightness(configuration.isPressed ? 0.06 : configuration.isHovered && isEnabled ? 0.04 : 0)
            .opacity(isEnabled || !prominent ? 1 : 0.5)
    }
}

/// A label with no face.
private struct StyledLabel: View {
    let configuration: ButtonStyleConfiguration
    let color: Color?
    /// In the tint (the accent colour unless `.tint(_:)` set one) rather than `color`.
    var tinted = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.foregroundColor) private var foreground
    @Environment(\.tint) private var tint

    var body: some View {
        let tintColor = tint?._paint(in: EnvironmentValues()).representativeColor ?? .accentColor
        return configuration.label
            .foregroundColor(isEnabled ? (tinted ? tintColor : color ?? foreground) : ControlTheme.disabledLabel)
            .opacity(configuration.isPressed ? 0.55 : configuration.isHovered && isEnabled ? 0.8 : 1)
            .contentShape(Rectangle())
    }
}
