import Foundation

/// A turn about an axis in space, seen in perspective: what `rotation3DEffect` draws with.
struct Rotation3D: Animatable, Equatable {
    var angle: Double
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double

    static func == (lhs: Rotation3D, rhs: Rotation3D) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    /// The angle, the depth of the anchor and the perspective animate; the axis and the anchor
    /// take their new values at once.
    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(angle, AnimatablePair(anchorZ, perspective)) }
        set {
            angle = newValue.first
            anchorZ = newValue.second.first
            perspective = newValue.second.second
        }
    }

    /// The projection of a view of `size`, in its own points: each point turned by `angle`
    /// about the axis through the anchor (right-handed, y down, z towards the viewer), then
    /// seen from a distance of the larger side over `perspective` in front of the anchor (0: no
    /// perspective). Nil for bad numbers or a zero axis.
    func matrix(size: CGSize) -> ProjectionMatrix? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite, anchorZ.isFinite, perspective.isFinite else { return nil }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Rodrigues' rotation matrix, applied to column vectors.
        let r = [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
                 [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
                 [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
        let a = (Double(size.width) * Double(anchor.x), Double(size.height) * Double(anchor.y), anchorZ)
        // q = R·(p − a) + a, for p = (x, y, 0): q = R·p + offset.
        let offset = (a.0 - (r[0][0] * a.0 + r[0][1] * a.1 + r[0][2] * a.2),
                      a.1 - (r[1][0] * a.0 + r[1][1] * a.1 + r[1][2] * a.2),
                      a.2 - (r[2][0] * a.0 + r[2][1] * a.1 + r[2][2] * a.2))
        let side = max(Double(size.width), Double(size.height), 1)
        let k = perspective / side
        // w = 1 − k·q.z; the image is a + (q − a) / w, in homogeneous form.
        let w = (x: -k * r[2][0], y: -k * r[2][1], one: 1 - k * offset.2)
        return ProjectionMatrix(
            m11: a.0 * w.x + r[0][0], m12: a.1 * w.x + r[1][0], m13: w.x,
            m21: a.0 * w.y + r[0][1], m22: a.1 * w.y + r[1][1], m23: w.y,
            m31: a.0 * w.one + offset.0 - a.0, m32: a.1 * w.one + offset.1 - a.1, m33: w.one)
    }
}

extension Rotation3D {
    /// The layer that draws the content turned, for a view of `size`; nil when there is no
    /// turn (the content is drawn as it is) or the numbers make none.
    func layer(size: CGSize) -> LayerEffect? {
        guard angle.truncatingRemainder(dividingBy: 2 * .pi) != 0, let matrix = matrix(size: size) else { return nil }
        return LayerEffect(projection: matrix)
    }

    init(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        self.init(angle: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                  anchorZ: Double(anchorZ), perspective: Double(perspective))
    }
}

extension View {
    /// Turns the drawing about `axis` (x to the right, y down, z towards the viewer) through
    /// the anchor by `angle`, in perspective: the content is drawn as one layer and projected.
    /// It changes drawing only, not layout; the angle animates.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let value = Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        return EffectView(layering: self, value: value, name: "rotation3DEffect") { value, size, _ in value.layer(size: size) }
    }
}
