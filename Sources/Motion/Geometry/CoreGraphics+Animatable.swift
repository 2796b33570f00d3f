import Foundation

extension CGPoint: Animatable {
    /// The point's x and y, paired so an animation can move both at once.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(x, y) }
        @inlinable set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height, paired so an animation can resize both at once.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(width, height) }
        @inlinable set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size, nested as pairs so an animation moves all four values.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        @inlinable get { AnimatablePair(origin.animatableData, size.animatableData) }
        @inlinable set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
