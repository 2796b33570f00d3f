import Drawing
import Foundation

/// A projective transform of the plane: what a ``GeometryEffect`` returns. A point (x, y) goes
/// to ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w), with w = x·m13 + y·m23 + m33
/// (points as rows, as `CGAffineTransform` has them). An affine one moves the drawing; one in
/// perspective draws the view as a layer, projected.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }

    /// The transform of the plane z = 0, seen along z: the 3-D transform without its z row and
    /// column.
    public init(_ transform: CATransform3D) {
        (m11, m12, m13) = (transform.m11, transform.m12, transform.m14)
        (m21, m22, m23) = (transform.m21, transform.m22, transform.m24)
        (m31, m32, m33) = (transform.m41, transform.m42, transform.m44)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when it has no perspective: an affine transform.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(matrix.concatenating(rhs.matrix))
    }

    /// Inverts the transform in place; false (and unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let (a, b, c) = (Double(m11), Double(m12), Double(m13))
        let (d, e, f) = (Double(m21), Double(m22), Double(m23))
        let (g, h, i) = (Double(m31), Double(m32), Double(m33))
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard determinant != 0, determinant.isFinite else { return false }
        let k = 1 / determinant
        self = ProjectionTransform(ProjectionMatrix(
            m11: (e * i - f * h) * k, m12: (c * h - b * i) * k, m13: (b * f - c * e) * k,
            m21: (f * g - d * i) * k, m22: (a * i - c * g) * k, m23: (c * d - a * f) * k,
            m31: (d * h - e * g) * k, m32: (b * g - a * h) * k, m33: (a * e - b * d) * k))
        return true
    }

    /// The inverse; the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The affine part, for an affine transform.
    var affineTransform: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    var matrix: ProjectionMatrix {
        ProjectionMatrix(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22), m23: Double(m23),
                         m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    init(_ matrix: ProjectionMatrix) {
        (m11, m12, m13) = (matrix.m11, matrix.m12, matrix.m13)
        (m21, m22, m23) = (matrix.m21, matrix.m22, matrix.m23)
        (m31, m32, m33) = (matrix.m31, matrix.m32, matrix.m33)
    }
}

/// A 4 × 4 transform of space, points as rows (Core Animation's): what SwiftUI code builds a
/// perspective ``ProjectionTransform`` from, with `CATransform3DIdentity`, `m34` for the
/// perspective and the `CATransform3D…` functions.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    fileprivate init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    fileprivate var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]].map { $0.map { Double($0) } }
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A turn by `angle` radians about the axis (x, y, z); the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (Double(x * x + y * y + z * z)).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3D() }
    let (x, y, z) = (Double(x) / length, Double(y) / length, Double(z) / length)
    let c = cos(Double(angle)), s = sin(Double(angle)), t = 1 - c
    return CATransform3D(rows: [
        [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
        [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
        [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
        [0, 0, 0, 1],
    ])
}

/// `t` after a translation: the translation applies first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale: the scale applies first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a turn: the turn applies first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}
