import Foundation

/// A gradient's colours as a texture, for a rasteriser that interpolates texture coordinates at
/// every pixel (an accelerated one). A fill or stroke coloured by a gradient is then drawn as
/// its plain triangles, each vertex given the texture coordinate of its place: no cutting at
/// stops or into cells, which a rasteriser that rounds vertices still needs (see
/// ``DrawList/shadesWithTextures``).
///
/// What the texture holds depends only on the stops and the gradient's proportions, not on its
/// place or size, so a gradient that moves or grows keeps its texture:
/// - linear: a row of ``rampWidth`` texels over the fractions −½…1½, the end colours continued
///   past 0 and 1, so that a shape up to twice the gradient's length needs no cutting.
/// - radial (and elliptical): a square of ``discWidth`` texels across ±``discReach`` times the
///   larger radius, around the centre.
/// - angular: a square across ±1 of the distance from the centre to the shape's farthest
///   vertex, so that every vertex lies inside, its start at angle 0: a turning gradient
///   turns its texture coordinates, not its texture.
///
/// Colours between texels are interpolated straight, not premultiplied; a texel where the
/// gradient is clear takes the colour of the nearest stop that is not, so that the
/// interpolation does not darken towards clear.
public struct GradientTexture: Hashable, Sendable {
    /// The gradient's shape, in the units the texture is laid out in.
    public enum Form: Hashable, Sendable {
        /// By the fraction along a line.
        case linear
        /// By the distance from the centre: `start` and `end` are the start and end radii as
        /// fractions of the larger of the two (one of them is 1).
        case radial(start: Double, end: Double)
        /// By the angle around the centre, clockwise from 0 radians (pointing right) over
        /// `span` (more than 0, at most a whole turn).
        case angular(span: Double)
    }

    /// The stops, sorted by location.
    public var stops: [GradientStop]
    public var form: Form

    /// Texels in a linear gradient's row: 1,024 from its start to its end.
    public static let rampWidth = 2048
    /// The fractions a linear gradient's row reaches before 0 and past 1.
    public static let rampMargin = 0.5
    /// Texels across a radial or angular gradient's square: odd, so that its centre (a radial
    /// gradient's peak, an angular one's meeting point) is a texel's centre.
    public static let discWidth = 255
    /// How far a radial gradient's square reaches, in units of its larger radius: the corners
    /// of a rectangle that the gradient's circle just fits in, and more.
    public static let discReach = 2.0

    /// The texture of `stops` in `form`. The form's numbers are rounded to a millionth: a
    /// gradient animated in other ways (a spinning arc's span, a radius and its ratio) keeps one
    /// texture, not one for every rounding of its numbers.
    public init(stops: [GradientStop], form: Form) {
        self.stops = stops
        func rounded(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
        switch form {
        case .linear: self.form = .linear
        case .radial(let start, let end): self.form = .radial(start: rounded(start), end: rounded(end))
        case .angular(let span): self.form = .angular(span: rounded(span))
        }
    }

    public var width: Int { form == .linear ? GradientTexture.rampWidth : GradientTexture.discWidth }
    public var height: Int { form == .linear ? 1 : GradientTexture.discWidth }

    /// The texture's texels: straight RGBA bytes, row by row.
    public func texels() -> [UInt8] {
        let ramp = GradientTexture.ramp(stops)
        let width = self.width, height = self.height
        var bytes = [UInt8](repeating: 0, count: 4 * width * height)
        func put(_ index: Int, fraction t: Double) {
            // The ramp holds fractions 0…1 at its entries; between them, linearly.
            let position = min(max(t.isFinite ? t : 0, 0), 1) * Double(ramp.count - 1)
            let i = min(Int(position), ramp.count - 2), f = position - Double(i)
            let a = ramp[i], b = ramp[i + 1]
            func byte(_ x: Double, _ y: Double) -> UInt8 { UInt8(min(max((x + (y - x) * f) * 255, 0), 255).rounded()) }
            bytes[4 * index] = byte(a.red, b.red)
            bytes[4 * index + 1] = byte(a.green, b.green)
            bytes[4 * index + 2] = byte(a.blue, b.blue)
            bytes[4 * index + 3] = byte(a.opacity, b.opacity)
        }
        switch form {
        case .linear:
            let margin = GradientTexture.rampMargin, span = 1 + 2 * margin
            for i in 0..<width { put(i, fraction: -margin + (Double(i) + 0.5) * span / Double(width)) }
        case .radial(let start, let end):
            let shading = Shading.radial(stops: stops, center: .zero, startRadius: start, endRadius: end)
            for j in 0..<height {
                let y = GradientTexture.discCoordinate(j, reach: GradientTexture.discReach)
                for i in 0..<width {
                    put(j * width + i, fraction: shading.fraction(at: CGPoint(x: GradientTexture.discCoordinate(i, reach: GradientTexture.discReach), y: y)))
                }
            }
        case .angular(let span):
            let shading = Shading.angular(stops: stops, center: .zero, startAngle: 0, endAngle: span)
            for j in 0..<height {
                let y = GradientTexture.discCoordinate(j, reach: 1)
                for i in 0..<width {
                    put(j * width + i, fraction: shading.fraction(at: CGPoint(x: GradientTexture.discCoordinate(i, reach: 1), y: y)))
                }
            }
        }
        return bytes
    }

    /// The centre of texel `index` across a square over −reach…reach.
    static func discCoordinate(_ index: Int, reach: Double) -> Double {
        -reach + (Double(index) + 0.5) * 2 * reach / Double(discWidth)
    }

    /// The straight colours at ``rampWidth`` fractions evenly from 0 to 1: interpolated with
    /// premultiplied alpha, and where that is clear, the colour of the nearest stop that is not.
    static func ramp(_ stops: [GradientStop]) -> [RGBAColor] {
        let visible = stops.filter { $0.color.opacity > 0 }
        return (0..<rampWidth).map { i in
            let t = Double(i) / Double(rampWidth - 1)
            let (r, g, b, a) = Shading.premultipliedColor(stops, at: t)
            if a > 0 { return RGBAColor(red: r / a, green: g / a, blue: b / a, opacity: a) }
            guard let nearest = visible.min(by: { abs($0.location - t) < abs($1.location - t) }) else { return RGBAColor(red: 0, green: 0, blue: 0, opacity: 0) }
            return RGBAColor(red: nearest.color.red, green: nearest.color.green, blue: nearest.color.blue, opacity: 0)
        }
    }
}

/// A gradient's texture and the affine map from a space (local coordinates, or device pixels)
/// to its texture coordinates. (A struct, not a tuple: an optional tuple went through the
/// runtime's generic copies in the hot path.)
struct GradientMapping: Sendable {
    var texture: GradientTexture
    var map: CGAffineTransform
}

extension Shading {
    /// This gradient's texture, and the affine map from local coordinates to its texture
    /// coordinates; nil when its numbers have no texture form (radii that are negative, not
    /// finite or all zero, angles that are not finite), which leaves it to cutting.
    /// `angularReach` gives, for an angular gradient, the distance from its centre to the
    /// farthest vertex to be drawn, in local coordinates.
    func texture(angularReach: () -> Double) -> GradientMapping? {
        let stops = self.stops
        switch self {
        case .linear(_, let start, let end):
            // u = (t + margin) / (1 + 2 margin), t the fraction along the line: affine in the point.
            let margin = GradientTexture.rampMargin, k = 1 / (1 + 2 * margin)
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y), length = dx * dx + dy * dy
            guard start.x.isFinite, start.y.isFinite else { return nil }
            guard length > 0, length.isFinite else {
                return GradientMapping(texture: GradientTexture(stops: stops, form: .linear), map: CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: margin * k, ty: 0.5))
            }
            let a = k * dx / length, c = k * dy / length
            return GradientMapping(texture: GradientTexture(stops: stops, form: .linear),
                                   map: CGAffineTransform(a: a, b: 0, c: c, d: 0, tx: margin * k - a * Double(start.x) - c * Double(start.y), ty: 0.5))
        case .radial(_, let center, let r0, let r1):
            let larger = max(r0, r1)
            guard r0 >= 0, r1 >= 0, larger > 0, larger.isFinite else { return nil }
            return Shading.disc(GradientTexture(stops: stops, form: .radial(start: r0 / larger, end: r1 / larger)), center: center,
                                scaleX: larger, scaleY: larger, reach: GradientTexture.discReach)
        case .elliptical(_, let center, let radii, let f0, let f1):
            let larger = max(f0, f1), rx = Double(radii.width), ry = Double(radii.height)
            guard f0 >= 0, f1 >= 0, larger > 0, larger.isFinite, rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
            return Shading.disc(GradientTexture(stops: stops, form: .radial(start: f0 / larger, end: f1 / larger)), center: center,
                                scaleX: rx * larger, scaleY: ry * larger, reach: GradientTexture.discReach)
        case .angular(_, let center, _, _):
            guard let (start, span) = angularSpan() else { return nil }
            // A hair past the farthest vertex, so that rounding leaves it inside the square.
            var reach = angularReach() * (1 + 1e-4)
            guard reach.isFinite else { return nil }
            if reach <= 0 { reach = 1 }
            // Turned back by the start angle, so that the texture starts at 0.
            guard var mapping = Shading.disc(GradientTexture(stops: stops, form: .angular(span: span)), center: .zero,
                                             scaleX: reach, scaleY: reach, reach: 1),
                  center.x.isFinite, center.y.isFinite else { return nil }
            mapping.map = CGAffineTransform(translationX: -Double(center.x), y: -Double(center.y))
                .concatenating(CGAffineTransform(a: cos(start), b: -sin(start), c: sin(start), d: cos(start), tx: 0, ty: 0))
                .concatenating(mapping.map)
            return mapping
        }
    }

    /// A square texture's map: a point `scale` from `center` (across, down) lies at ±1 of the
    /// square's units, whose edges are at ±`reach`.
    private static func disc(_ texture: GradientTexture, center: CGPoint, scaleX: Double, scaleY: Double, reach: Double) -> GradientMapping? {
        guard center.x.isFinite, center.y.isFinite else { return nil }
        // u = ((x − cx) / scaleX + reach) / (2 reach)
        let a = 1 / (2 * reach * scaleX), d = 1 / (2 * reach * scaleY)
        return GradientMapping(texture: texture, map: CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: 0.5 - a * Double(center.x), ty: 0.5 - d * Double(center.y)))
    }
}
