import Foundation

/// A view that is evaluated again only when its content is unequal to the content it had:
/// its `==` decides, whatever the content holds (closures, bindings) that the engine cannot
/// compare by itself.
///
/// ```swift
/// PresetButtons(names: names) { setting.choose(preset: $0) }.equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: some View { content }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
    /// This view, evaluated again only when it is unequal (by its `==`) to the one it replaces.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
