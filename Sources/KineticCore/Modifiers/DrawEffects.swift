import Foundation

/// How the drawing effects change what is drawn inside them, shared by the view modifiers and
/// the visual effects (`.visualEffect { content, proxy in … }`).
enum DrawEffects {
    static func offset(_ offset: CGSize, _ context: inout DrawContext) {
        context.transform = CGAffineTransform(translationX: Double(offset.width), y: Double(offset.height)).concatenating(context.transform)
    }

    static func opacity(_ opacity: Double, _ context: inout DrawContext) {
        context.opacity *= min(1, max(0, opacity))
    }

    static func scale(_ scale: CGSize, anchor: UnitPoint, size: CGSize, _ context: inout DrawContext) {
        let point = CGPoint(x: Double(size.width) * anchor.x, y: Double(size.height) * anchor.y)
        context.transform = CGAffineTransform(scaleX: Double(scale.width), y: Double(scale.height), anchor: point).concatenating(context.transform)
    }

    static func rotation(_ angle: Angle, anchor: UnitPoint, size: CGSize, _ context: inout DrawContext) {
        let point = CGPoint(x: Double(size.width) * anchor.x, y: Double(size.height) * anchor.y)
        context.transform = CGAffineTransform(rotationAngle: angle.radians, anchor: point).concatenating(context.transform)
    }

    /// The layer of a blur; a radius of 0 draws the content sharp, without one.
    static func blur(_ radius: Double) -> LayerEffect? {
        radius > 0 ? LayerEffect(blurRadius: radius) : nil
    }

    static func checkedBlurRadius(_ radius: Double) -> Double { radius.isFinite ? max(0, radius) : 0 }

    /// Offsets beyond a million points draw nothing anyone sees and overflow the geometry
    /// drawn from them; NaN and infinities are no place at all. Both are replaced, with a
    /// warning.
    static func checkedOffset(_ offset: CGSize) -> CGSize {
        let limit = 1e6
        func checked(_ value: Double, _ name: String) -> Double {
            if value.isNaN {
                Diagnostics.warningOnce("offset(x:y:): \(name) \(value) is not a number; using 0")
                return 0
            }
            if abs(value) > limit {
                let clamped = value < 0 ? -limit : limit
                Diagnostics.warningOnce("offset(x:y:): \(name) \(value) is beyond a million points; using \(clamped)")
                return clamped
            }
            return value
        }
        return CGSize(width: checked(Double(offset.width), "x"), height: checked(Double(offset.height), "y"))
    }
}
