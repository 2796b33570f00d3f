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
