import Foundation

/// A stroke style animates its width, miter limit and dash phase, as SwiftUI's does: a dash
/// phase that grows steadily marches the dashes along the line. Its caps, joins and dash
/// lengths change at once.
///
/// ```swift
/// @State private var phase: CGFloat = 0
///
/// Rectangle()
///     .stroke(.white, style: StrokeStyle(lineWidth: 2, dash: [8, 6], dashPhase: phase))
///     .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase -= 14 } }
/// ```
extension StrokeStyle: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// A path is a shape that draws itself where it is, whatever its frame, as in SwiftUI:
/// `Path { p in … }.stroke(.red, lineWidth: 2)`.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// The shape's outline, `lineWidth` points wide, in `color` (the foreground style if nil).
    /// Kinetic always anti-aliases; `antialiased` is kept for SwiftUI's signature.
    @_disfavoredOverload
    public func stroke(_ color: Color? = nil, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: .stroke(color, style: StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked in `color` as `style` says: width, caps, joins and dashes.
    @_disfavoredOverload
    public func stroke(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: .stroke(color, style: style))
    }

    /// The shape's outline stroked in the foreground style as `style` says.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: .stroke(nil, style: style))
    }
}

/// A shape that can be drawn smaller by an amount on every side: what `strokeBorder` needs to
/// keep its line inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (outset for a negative amount).
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's outline stroked inside its frame: the line's outer edge lies on the shape's
    /// edge, as `inset(by: lineWidth / 2).stroke(…)`.
    @_disfavoredOverload
    public func strokeBorder(_ color: Color? = nil, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape> {
        ShapeView(shape: inset(by: style.lineWidth / 2), style: .stroke(color, style: style))
    }

    /// The shape's outline, `lineWidth` points wide, inside its frame.
    @_disfavoredOverload
    public func strokeBorder(_ color: Color? = nil, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<InsetShape> {
        strokeBorder(color, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked inside its frame in the foreground style, as `style` says.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape> {
        strokeBorder(nil, style: style)
    }
}

/// A shape drawn in its frame made smaller by `amount` on every side (larger for a negative
/// amount): the inset of a rectangle, circle, ellipse or capsule, whose outline in the smaller
/// frame is the inset outline. The amount animates.
public struct _InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    public var amount: CGFloat
    public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> Self { Self(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    public typealias _Inset = _InsetShape<Rectangle>
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public typealias _Inset = _InsetShape<Circle>
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public typealias _Inset = _InsetShape<Ellipse>
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public typealias _Inset = _InsetShape<Capsule>
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset from its frame, its corners' radii smaller by the same amount
    /// (so the inset outline stays parallel to the original).
    public struct _Inset: InsettableShape {
        var base: RoundedRectangle
        public var amount: CGFloat
        public var animatableData: AnimatablePair<RoundedRectangle.AnimatableData, CGFloat> {
            get { AnimatablePair(base.animatableData, amount) }
            set {
                base.animatableData = newValue.first
                amount = newValue.second
            }
        }
        public func path(in rect: CGRect) -> Path {
            let corner = CGSize(width: max(0, base.cornerSize.width - amount), height: max(0, base.cornerSize.height - amount))
            return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: base.style)
        }
        public func inset(by amount: CGFloat) -> Self { Self(base: base, amount: self.amount + amount) }
    }
}

extension DrawingCanvas {
    /// Strokes `path` in `color` as `style` says.
    public mutating func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        items.append((.stroke(.path(path), color: color.resolved, style: style), .nonZero))
    }
}
