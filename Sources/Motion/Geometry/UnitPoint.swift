import Foundation

/// A point in a view's own unit coordinate space, where (0, 0) is the top-leading corner and (1, 1) the bottom-trailing one.
///
/// Unit points describe anchors that stay put as the view resizes: ``center`` is always the
/// middle, whatever the frame. The y axis grows downward, so ``top`` is `(0.5, 0)`.
///
/// ```swift
/// let anchor = UnitPoint.topLeading.interpolated(towards: .bottomTrailing, amount: 0.5)
/// // anchor == .center
/// ```
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, as a fraction of the width from the leading edge.
    public var x: CGFloat

    /// The vertical position, as a fraction of the height from the top edge.
    public var y: CGFloat

    /// Creates the unit point at the top-leading corner, (0, 0).
    @inlinable
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Creates a unit point from fractions of the width and height.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0): the same spot as ``topLeading``.
    public static let zero = UnitPoint(x: 0, y: 0)

    /// The middle of the view, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)

    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)

    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)

    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)

    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)

    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)

    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// The point's x and y, paired so an animation can move both at once.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
