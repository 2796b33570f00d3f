import Foundation

// SwiftUI's colour effects. Each maps every colour drawn inside it through a ``ColorMatrix``:
// the colours of fills, strokes, gradient stops, text and shadows directly, an image's pixels
// in a layer. Nested effects compose, the inner one first. Each animates its amount.

extension View {
    /// Adds `amount` to every colour component: positive brightens, negative darkens.
    public func brightness(_ amount: Double) -> some View {
        colorEffect(amount.isFinite ? amount : 0, name: "brightness", ColorMatrix.brightness)
    }

    /// Moves colours away from middle grey (above 1) or toward it (below 1; 0 is all grey); a
    /// negative amount also inverts them.
    public func contrast(_ amount: Double) -> some View {
        colorEffect(amount.isFinite ? amount : 1, name: "contrast", ColorMatrix.contrast)
    }

    /// Scales how colourful the content is around each colour's luminance: 0 grey, 1 unchanged,
    /// above 1 more intense.
    public func saturation(_ amount: Double) -> some View {
        colorEffect(amount.isFinite ? amount : 1, name: "saturation", ColorMatrix.saturation)
    }

    /// Takes colour away: 0 leaves the content as it is, 1 makes it grey.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect(amount.isFinite ? amount : 0, name: "grayscale", ColorMatrix.grayscale)
    }

    /// Turns every hue by `angle` around the colour wheel, keeping luminance.
    public func hueRotation(_ angle: Angle) -> some View {
        colorEffect(angle.radians.isFinite ? angle : .zero, name: "hueRotation") { ColorMatrix.hueRotation(radians: $0.radians) }
    }

    /// Inverts every colour (each component becomes one minus itself).
    public func colorInvert() -> some View {
        colorEffect(0.0, name: "colorInvert") { _ in ColorMatrix.invert }
    }

    /// Multiplies every colour by `color`, component by component; its opacity fades the
    /// content as one group.
    public func colorMultiply(_ color: Color) -> some View {
        let multiplied = EffectView(content: self, value: color, name: "colorMultiply") { value, _, context in
            let c = value.resolved
            context.applyColorEffect(ColorMatrix.multiply(RGBAColor(red: c.red, green: c.green, blue: c.blue)))
        }
        // Its opacity fades the composited group, so overlaps inside do not show through.
        return EffectView(layering: multiplied, value: color.resolved.opacity, name: "colorMultiplyOpacity") { value, _, _ in
            value < 1 ? LayerEffect(opacity: max(value, 0)) : nil
        }
    }

    private func colorEffect<Value: Animatable>(_ value: Value, name: String, _ matrix: @escaping (Value) -> ColorMatrix) -> some View {
        EffectView(content: self, value: value, name: name) { value, _, context in
            context.applyColorEffect(matrix(value))
        }
    }
}

extension View {
    /// Combines the view, drawn as one layer, with what is drawn below it by `mode` (inside the
    /// nearest group drawn as a layer, or the window). `.normal` draws it as it is.
    public func blendMode(_ mode: BlendMode) -> some View {
        EffectView(layering: self, value: 0.0, name: "blendMode") { _, _, _ in
            mode == .normal ? nil : LayerEffect(blendMode: mode)
        }
    }
}
