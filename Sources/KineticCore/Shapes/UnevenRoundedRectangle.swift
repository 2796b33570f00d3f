import Foundation

/// The radii of a rectangle's four corners, which animate together.
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners are rounded each by its own radius (a radius of 0 leaves it
/// square), each limited to half the shorter side.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape, InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public var animatableData: AnimatablePair<RectangleCornerRadii.AnimatableData, CGFloat> {
        get { AnimatablePair(cornerRadii.animatableData, insetAmount) }
        set {
            cornerRadii.animatableData = newValue.first
            insetAmount = newValue.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        // Inset, every radius shrinks by as much, so the outline stays parallel.
        let inset = Double(insetAmount)
        func radius(_ r: CGFloat) -> Double { max(0, Double(r) - inset) }
        var path = Path()
        path.addRoundedRect(in: rect.insetBy(dx: inset, dy: inset), topLeading: radius(cornerRadii.topLeading), topTrailing: radius(cornerRadii.topTrailing),
                            bottomTrailing: radius(cornerRadii.bottomTrailing), bottomLeading: radius(cornerRadii.bottomLeading), style: style)
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
