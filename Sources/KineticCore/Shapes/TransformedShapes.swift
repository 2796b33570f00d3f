import Foundation

// A shape moved, turned, scaled or transformed inside its frame: `Circle().offset(x: 20)`,
// `Rectangle().rotation(.degrees(45))`, `Capsule().scale(0.5)`. Each is a shape (it fills,
// strokes and trims as one) and animates its own value along with the shape's.

/// A shape moved by `offset`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) { (self.shape, self.offset) = (shape, offset) }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: Double(offset.width), dy: Double(offset.height))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

/// A shape turned by `angle` around `anchor` of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) { (self.shape, self.angle, self.anchor) = (shape, angle, anchor) }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).around(anchor, in: rect))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape scaled by `scale` around `anchor` of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { (self.shape, self.scale, self.anchor) = (shape, scale, anchor) }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: Double(scale.width), y: Double(scale.height)).around(anchor, in: rect))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape under an affine transform (which does not animate, as in SwiftUI).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) { (self.shape, self.transform) = (shape, transform) }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension CGAffineTransform {
    /// The transform made about `anchor` of `rect` instead of about the origin.
    func around(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = Double(rect.minX) + Double(anchor.x) * Double(rect.width), y = Double(rect.minY) + Double(anchor.y) * Double(rect.height)
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

extension Shape {
    /// The shape moved by `offset` inside its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset` inside its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// The shape moved by `x` and `y` inside its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape turned by `angle` around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    /// The shape scaled by `x` and `y` around `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled by `scale` around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape under `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}
