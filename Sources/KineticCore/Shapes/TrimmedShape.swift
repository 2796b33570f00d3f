import Foundation

extension Shape {
    /// The part of the shape's outline between two fractions of its length: 0 is where its
    /// path starts (a circle's rightmost point, going clockwise), 1 where it ends. Both ends
    /// animate, so a ring can fill as progress grows:
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 6).rotationEffect(.degrees(-90))
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: Double(startFraction), endFraction: Double(endFraction))
    }
}

/// A shape cut to part of its outline's length (see ``Shape/trim(from:to:)``).
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var startFraction: Double
    var endFraction: Double

    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
