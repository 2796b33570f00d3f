import Foundation

private struct TintKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.tint(_:)` set for controls inside, or nil for the accent colour.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint as a paint: the accent colour where none is set.
    var tintPaint: _Paint { tint?._paint(in: self) ?? .color(.accentColor) }
}

/// The environment's tint, as a shape style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> _Paint { environment.tintPaint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (the accent colour unless `.tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// The colour of the controls inside: a switched-on toggle, a slider's track, a prominent or
    /// borderless button, and `.tint` as a shape style. Nil restores the accent colour.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentView(content: self) { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// The controls inside painted with `tint`, a colour or a gradient.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentView(content: self) { $0.tint = tint.map(AnyShapeStyle.init) }
    }
}
