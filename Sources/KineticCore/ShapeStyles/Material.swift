import Foundation

/// A translucent material: what is behind the view, blurred and made more vivid, under a tint —
/// SwiftUI's `Material`: a dark tint in the dark colour scheme, a light one in the light.
///
/// The five thicknesses blur more and tint more opaquely as they go: `ultraThin` lets most of
/// the backdrop through, `ultraThick` little. `.bar` is `regular`.
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Hashable {
    /// The backdrop blur's standard deviation, in points.
    let blurRadius: Double
    /// How much more saturated the blurred backdrop is drawn.
    let saturation: Double
    /// The tint drawn over the backdrop.
    let tint: Color

    public static let ultraThin = Material(blurRadius: 8, saturation: 1.8, tint: Self.tint(opacity: 0.3))
    public static let thin = Material(blurRadius: 12, saturation: 1.8, tint: Self.tint(opacity: 0.45))
    public static let regular = Material(blurRadius: 16, saturation: 1.8, tint: Self.tint(opacity: 0.6))
    public static let thick = Material(blurRadius: 20, saturation: 1.8, tint: Self.tint(opacity: 0.75))
    public static let ultraThick = Material(blurRadius: 24, saturation: 1.8, tint: Self.tint(opacity: 0.88))
    public static let bar = regular

    private static func tint(opacity: Double) -> Color {
        Color(light: Color(white: 0.97, opacity: opacity), dark: Color(white: 0.12, opacity: opacity))
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.material(Material(blurRadius: blurRadius, saturation: saturation, tint: tint.resolve(in: environment.colorScheme))))
    }

    /// The backdrop it draws: blurred, then made more vivid.
    var backdrop: BackdropEffect {
        BackdropEffect(blurRadius: blurRadius, colorMatrix: .saturation(saturation))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension DrawContext {
    /// `outline` in a frame of `size` filled with `material`: a layer masked by the outline
    /// holding the blurred backdrop and the tint, faded as one by the opacity in force.
    mutating func appendMaterial(_ material: Material, outline: DisplayShape, size: CGSize, fillRule: FillRule) {
        let opacity = self.opacity
        beginLayer(LayerEffect(opacity: opacity, mask: outline, maskFillRule: fillRule), size: size)
        self.opacity = 1
        append(.backdrop(material.backdrop), size: size)
        append(.fill(.rectangle, color: material.tint.resolved), size: size)
        self.opacity = opacity
        endLayer()
    }
}
