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

    /// How a resizable image fills its frame between its caps: stretched, or tiled at its size.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The image drawn at the size it is offered instead of its own. Its caps (`capInsets`, in
    /// points: one pixel of the file is one point) keep their size, shrinking together only
    /// where the frame is smaller than two of them; what lies between them stretches, or, with
    /// `.tile`, repeats at its size from the top leading corner (the last tile cut). Negative or
    /// non-finite insets count as zero.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.slicing = ImageSlicing(top: Double(capInsets.top), left: Double(capInsets.leading), bottom: Double(capInsets.bottom),
                                    right: Double(capInsets.trailing), tiles: resizingMode == .tile)
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
