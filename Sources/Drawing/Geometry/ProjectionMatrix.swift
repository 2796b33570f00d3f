import Foundation

/// A plane projection (a 3 × 3 homography), as a row vector times the matrix, like
/// `CGAffineTransform`: a point (x, y) goes to (X / W, Y / W) with
/// X = m11·x + m21·y + m31, Y = m12·x + m22·y + m32, W = m13·x + m23·y + m33.
/// Perspective is what an affine transform cannot do: W varies across the plane.
public struct ProjectionMatrix: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public static let identity = ProjectionMatrix(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform as a projection.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// `self` then `other`.
    public func concatenating(_ o: ProjectionMatrix) -> ProjectionMatrix {
        ProjectionMatrix(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32, m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32, m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32, m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Where `point` goes, and the W it has there (at or below 0: behind the viewer).
    public func project(_ point: CGPoint) -> (point: CGPoint, w: Double) {
        let x = Double(point.x), y = Double(point.y)
        let w = m13 * x + m23 * y + m33
        return (CGPoint(x: (m11 * x + m21 * y + m31) / w, y: (m12 * x + m22 * y + m32) / w), w)
    }

    /// Whether it is an affine transform: W is 1 everywhere, and straight lines keep their
    /// spacing (a grid of one cell draws it exactly).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// True when every entry is finite.
    public var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
