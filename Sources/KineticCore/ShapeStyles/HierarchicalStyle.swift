import Foundation

/// A level of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary` and
/// `.quinary`, as SwiftUI's `HierarchicalShapeStyle`.
///
/// The levels are the styles `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` set; a level
/// past those given is the last one given, fainter: the levels' opacities are 1, 0.6, 0.3,
/// 0.18 and 0.1, the label colours' of Apple's platforms. With no style set, the primary
/// level is the foreground colour.
///
/// ```swift
/// VStack {
///     Text("Title")
///     Text("Detail").foregroundStyle(.secondary)
/// }
/// .foregroundStyle(.orange)
/// Image(systemName: "cloud.sun.fill").foregroundStyle(.gray, .yellow)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary, 1 for secondary, and so on.
    let level: Int

    /// The opacity of each level relative to the primary.
    static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        let given = [environment.foregroundPaint] + environment.foregroundLevels
        if level < given.count { return given[level] }
        let last = given.count - 1
        return given[last].multiplyingOpacity(by: Self.opacities[level] / Self.opacities[last])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A paint already resolved, kept in the environment so that a style resolved against an outer
/// foreground (a hierarchical level) is not resolved again against itself.
struct ResolvedShapeStyle: ShapeStyle {
    let paint: _Paint
    func _paint(in environment: EnvironmentValues) -> _Paint { paint }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static var defaultValue: [_Paint] { [] }
}

extension EnvironmentValues {
    /// The secondary and tertiary levels `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`
    /// set, resolved.
    var foregroundLevels: [_Paint] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// Sets the foreground's levels to `styles`, each resolved against the environment as it
    /// was, the first the primary.
    mutating func setForeground(_ styles: [any ShapeStyle]) {
        let paints = styles.map { $0._paint(in: self) }
        guard let primary = paints.first else { return }
        foregroundColor = primary.representativeColor
        foregroundStyle = primary.color == nil ? AnyShapeStyle(ResolvedShapeStyle(paint: primary)) : nil
        foregroundLevels = Array(paints.dropFirst())
    }
}

extension _Paint {
    /// The paint with every colour's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> _Paint {
        func faded(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) })
        }
        switch kind {
        case .color(let color): return .color(color.opacity(factor))
        case .material: return self
        case .linear(let g, let start, let end): return _Paint(.linear(faded(g), start: start, end: end))
        case .radial(let g, let center, let r0, let r1): return _Paint(.radial(faded(g), center: center, startRadius: r0, endRadius: r1))
        case .elliptical(let g, let center, let f0, let f1): return _Paint(.elliptical(faded(g), center: center, startFraction: f0, endFraction: f1))
        case .angular(let g, let center, let a0, let a1): return _Paint(.angular(faded(g), center: center, startAngle: a0, endAngle: a1))
        }
    }
}

extension View {
    /// The primary and secondary levels of the foreground style inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentView(content: self) { $0.setForeground([primary, secondary]) }
    }

    /// The primary, secondary and tertiary levels of the foreground style inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        EnvironmentView(content: self) { $0.setForeground([primary, secondary, tertiary]) }
    }
}
