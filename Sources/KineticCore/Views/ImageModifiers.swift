import Foundation

extension Image {
    /// How an image is drawn: in its own colours, or as a template in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How an image's pixels are sampled when it is drawn larger or smaller: `.none` takes the
    /// nearest pixel (hard-edged pixel art); the others blend neighbouring pixels.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// How a resizable image fills its frame. Kinetic stretches it either way.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The image drawn at the size it is offered, stretched, instead of its own size. Cap
    /// insets and tiling are accepted and not drawn: the whole image stretches.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image in its own colours (`.original`, nil) or as a template: every pixel the
    /// foreground colour at its own opacity.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How the image's pixels are sampled when it is scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Accepted: Kinetic draws images with their edges as they are.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
