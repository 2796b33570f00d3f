import Foundation

/// A 2-D affine transform, `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`, as Core Graphics
/// writes it. Used by the display list to place every item in window points.
///
/// ```swift
/// let spin = CGAffineTransform(rotationAngle: .pi / 4, anchor: CGPoint(x: 50, y: 50))
/// spin.apply(to: CGPoint(x: 100, y: 50))
/// ```
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by (sx, sy) around `anchor`.
    @inlinable
    public init(scaleX sx: Double, y sy: Double, anchor: CGPoint = .zero) {
        let ax = Double(anchor.x), ay = Double(anchor.y)
        self.init(a: sx, b: 0, c: 0, d: sy, tx: ax - sx * ax, ty: ay - sy * ay)
    }

    /// A rotation by `radians` (clockwise on screen, where y grows downwards) around `anchor`.
    public init(rotationAngle radians: Double, anchor: CGPoint = .zero) {
        let cosine = cos(radians), sine = sin(radians)
        let ax = Double(anchor.x), ay = Double(anchor.y)
        self.init(a: cosine, b: sine, c: -sine, d: cosine,
                  tx: ax - cosine * ax + sine * ay, ty: ay - sine * ax - cosine * ay)
    }

    /// `self` applied first, then `other`.
    ///
    /// Inlinable, with the initialisers and `apply(to:)`: every node's drawing concatenates, and
    /// called across modules the transform went through memory, where loading it back stalled
    /// on the stores that had just written it.
    @inlinable
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one, or nil when it squashes the plane to a line.
    public var inverted: CGAffineTransform? {
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var isIdentity: Bool { self == .identity }

    /// Where `point` goes.
    @inlinable
    public func apply(to point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// The smallest axis-aligned rectangle holding the transformed corners of `rect`.
    public func apply(to rect: CGRect) -> CGRect {
        // Corner by corner, without arrays: renderers call this for every item of every frame.
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            let px = a * x + c * y + tx, py = b * x + d * y + ty
            minX = min(minX, px); maxX = max(maxX, px)
            minY = min(minY, py); maxY = max(maxY, py)
        }
        add(x0, y0); add(x1, y0); add(x0, y1); add(x1, y1)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How much the transform stretches lengths at most: for choosing curve segment counts.
    public var maximumScale: Double {
        max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    public var description: String {
        if isIdentity { return "identity" }
        if a == 1 && b == 0 && c == 0 && d == 1 { return "translate(\(Fixed(tx)), \(Fixed(ty)))" }
        return "[\(Fixed(a)) \(Fixed(b)) \(Fixed(c)) \(Fixed(d)) \(Fixed(tx)) \(Fixed(ty))]"
    }
}

/// A number printed with at most three decimals and no trailing zeros, for readable dumps.
public struct Fixed: CustomStringConvertible {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public var description: String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return "\(Int(rounded))" }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
