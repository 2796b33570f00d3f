import Foundation

// The typeface modifiers: a design for the system fonts inside a view, monospaced text, and
// monospaced digits.

private struct FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

extension EnvironmentValues {
    /// The design the system fonts inside are drawn in (`fontDesign(_:)`, `monospaced()`).
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension View {
    /// Draws the system fonts inside in `design` (nil: the default design). A font of the
    /// app's own, or one given a design, keeps its typeface.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// Draws the system fonts inside monospaced (or, with false, leaves them as they are).
    public func monospaced(_ isActive: Bool = true) -> some View {
        EnvironmentView(content: self) { if isActive { $0.fontDesign = .monospaced } }
    }

    /// Draws digits inside all as wide as each other: the system font's already are.
    public func monospacedDigit() -> some View { self }
}

extension Text {
    /// The text in `design` (nil: the default design), unless its font is the app's own.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.design = design
        return copy
    }

    /// The text monospaced (or, with false, as it is).
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// The text with digits all as wide as each other: the system font's already are.
    public func monospacedDigit() -> Text { self }
}

// Italic, underlined and struck-through text: SDL2_ttf slants the upright face and draws the
// lines in the text's colour.

private struct TextDecorationKey: EnvironmentKey {
    static var defaultValue: TextDecoration { [] }
}

extension EnvironmentValues {
    /// The decorations of the text inside (`italic()`, `underline()`, `strikethrough()` on a view).
    var textDecoration: TextDecoration {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
}

extension View {
    /// Slants the text inside (or, with false, leaves it as it is).
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentView(content: self) { if isActive { $0.textDecoration.insert(.italic) } }
    }

    /// Underlines the text inside, in its own colour (a different `color` is not drawn).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        EnvironmentView(content: self) { if isActive { $0.textDecoration.insert(.underline) } }
    }

    /// Strikes the text inside through, in its own colour (a different `color` is not drawn).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        EnvironmentView(content: self) { if isActive { $0.textDecoration.insert(.strikethrough) } }
    }
}

extension Text {
    /// The text slanted.
    public func italic(_ isActive: Bool = true) -> Text { decorated(.italic, isActive) }

    /// The text underlined, in its own colour (a different `color` is not drawn).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.underline, isActive) }

    /// The text struck through, in its own colour (a different `color` is not drawn).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.strikethrough, isActive) }

    private func decorated(_ decoration: TextDecoration, _ isActive: Bool) -> Text {
        var copy = self
        if isActive { copy.decoration.insert(decoration) } else { copy.decoration.remove(decoration) }
        return copy
    }
}
