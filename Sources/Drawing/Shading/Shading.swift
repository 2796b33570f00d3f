import Foundation

/// A colour at a place along a gradient, 0 at its start and 1 at its end.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBAColor
    public var location: Double

    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// How a display item's fill or stroke is coloured point by point: a gradient, placed in the
/// item's local coordinates (those of its frame, before its transform).
///
/// Colours between stops are interpolated with premultiplied alpha, so a colour fading to
/// clear keeps its hue; before the first stop and after the last the end colours continue.
/// Stops are sorted by location; locations that are not finite count as 0.
public enum Shading: Hashable, Sendable {
    /// Colour by the projection onto the line from `start` to `end`.
    case linear(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colour by the distance from `center`, from `startRadius` to `endRadius`.
    case radial(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double)
    /// As radial, with the distance measured in an ellipse whose radii at the end are `radii`:
    /// the fraction `startFraction` of them is the start, `endFraction` the end.
    case elliptical(stops: [GradientStop], center: CGPoint, radii: CGSize, startFraction: Double, endFraction: Double)
    /// Colour by the angle around `center`, clockwise on screen, from `startAngle` to
    /// `endAngle` radians (0 points right); equal angles make a whole turn. A gradient short
    /// of a turn shows its last colour halfway across the rest and its first colour after;
    /// one longer than a turn shows its last turn.
    case angular(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)

    public var stops: [GradientStop] {
        switch self {
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _, _), .angular(let stops, _, _, _): stops
        }
    }

    /// Whether the fraction along the gradient changes linearly across the plane (a linear
    /// gradient): then cutting triangles at the stops colours them exactly.
    var isLinearInPosition: Bool {
        if case .linear = self { return true }
        return false
    }

    /// The fraction along the gradient at `point` (local coordinates), before clamping; for an
    /// angular gradient, the turn nearest `near` (a fraction) where the angle wraps.
    func fraction(at point: CGPoint, near: Double? = nil) -> Double {
        let x = Double(point.x), y = Double(point.y)
        switch self {
        case .linear(_, let start, let end):
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y), length = dx * dx + dy * dy
            guard length > 0, length.isFinite else { return 0 }
            return ((x - Double(start.x)) * dx + (y - Double(start.y)) * dy) / length
        case .radial(_, let center, let startRadius, let endRadius):
            let distance = hypot(x - Double(center.x), y - Double(center.y))
            let span = endRadius - startRadius
            guard span != 0, span.isFinite else { return distance >= endRadius ? 1 : 0 }
            return (distance - startRadius) / span
        case .elliptical(_, let center, let radii, let startFraction, let endFraction):
            let rx = Double(radii.width), ry = Double(radii.height)
            guard rx > 0, ry > 0 else { return 1 }
            let distance = hypot((x - Double(center.x)) / rx, (y - Double(center.y)) / ry)
            let span = endFraction - startFraction
            guard span != 0, span.isFinite else { return distance >= endFraction ? 1 : 0 }
            return (distance - startFraction) / span
        case .angular:
            guard let (start, span) = angularSpan() else { return 0 }
            let center = angularCenter
            var angle = atan2(y - Double(center.y), x - Double(center.x)) - start
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            // The part of the turn the gradient does not reach shows its last colour up to
            // halfway across, and its first colour after (SwiftUI's rule).
            if angle > span + (2 * .pi - span) / 2 { angle -= 2 * .pi }
            var t = angle / span
            if let near {
                // The same angle a whole turn on either side, whichever is nearer.
                let turn = 2 * .pi / span
                while t - near > turn / 2 { t -= turn }
                while near - t > turn / 2 { t += turn }
            }
            return t
        }
    }

    /// The locations of hard stops: where two stops in a row share a location and differ in
    /// colour, so the colour jumps.
    var hardStopLocations: [Double] {
        let stops = self.stops
        guard stops.count > 1 else { return [] }
        return (1..<stops.count).compactMap { i in
            stops[i].location == stops[i - 1].location && stops[i].color != stops[i - 1].color ? stops[i].location : nil
        }
    }

    /// An angular gradient's start and span in radians: a span of nothing is a whole turn,
    /// and of more than a turn, its last whole turn. Nil for angles that are not finite.
    func angularSpan() -> (start: Double, span: Double)? {
        guard case .angular(_, _, let startAngle, let endAngle) = self, startAngle.isFinite, endAngle.isFinite else { return nil }
        var span = endAngle - startAngle
        if span == 0 { span = 2 * .pi }
        if span > 2 * .pi { return (endAngle - 2 * .pi, 2 * .pi) }
        if span < 0 { return nil }
        return (startAngle, span)
    }

    /// Where an angular gradient's colours change abruptly, as the angle of a ray from its
    /// centre: halfway across the part of the turn it does not reach, or its start for a whole turn.
    var angularSeam: Double? {
        guard let (start, span) = angularSpan() else { return nil }
        return start + span + (2 * .pi - span) / 2
    }

    var isAngular: Bool {
        if case .angular = self { return true }
        return false
    }

    var angularCenter: CGPoint {
        if case .angular(_, let center, _, _) = self { return center }
        return .zero
    }

    /// The colour at fraction `t` along the stops, premultiplied (red, green, blue times alpha,
    /// then alpha).
    static func premultipliedColor(_ stops: [GradientStop], at t: Double) -> (Double, Double, Double, Double) {
        func premultiplied(_ c: RGBAColor) -> (Double, Double, Double, Double) {
            let a = min(max(c.opacity, 0), 1)
            return (c.red * a, c.green * a, c.blue * a, a)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        let t = t.isFinite ? t : 0
        if t <= first.location { return premultiplied(first.color) }
        if t >= last.location { return premultiplied(last.color) }
        var i = 1
        while i < stops.count - 1 && stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        let p = premultiplied(a.color), q = premultiplied(b.color)
        return (p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f)
    }

    /// The colour at fraction `t` along `stops` (sorted by location), interpolated with
    /// premultiplied alpha.
    public static func interpolatedColor(_ stops: [GradientStop], at t: Double) -> RGBAColor {
        let (r, g, b, a) = premultipliedColor(stops, at: t)
        return a > 0 ? RGBAColor(red: r / a, green: g / a, blue: b / a, opacity: a) : RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
    }

    /// The colour at `point` (local coordinates), as vertex bytes with alpha times `coverage`
    /// (0…255, the vertex's own alpha).
    /// With `towards`, the fraction is nudged a hair towards it: the colour on that side of a
    /// hard stop (two stops at one location) for a point exactly on it.
    func bytes(at point: CGPoint, near: Double? = nil, towards: Double? = nil, coverage: UInt8) -> RGBA8 {
        let stops = self.stops
        var t = fraction(at: point, near: near)
        if let towards, towards.isFinite, t.isFinite { t += (towards - t) * 1e-6 }
        let (r, g, b, a) = Shading.premultipliedColor(stops, at: t)
        guard a > 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v * 255, 0), 255).rounded()) }
        return RGBA8(r: byte(r / a), g: byte(g / a), b: byte(b / a), a: byte(a * Double(coverage) / 255))
    }

    /// The same shading with its stops sorted and cleaned: locations not finite count as 0,
    /// and no stops at all are one clear stop.
    public var normalized: Shading {
        // Most are clean already: kept as they are, with nothing allocated.
        let clean = stops.withUnsafeBufferPointer { given -> Bool in
            guard let first = given.first, first.location.isFinite else { return false }
            var last = first.location
            for stop in given.dropFirst() {
                guard stop.location.isFinite, stop.location >= last else { return false }
                last = stop.location
            }
            return true
        }
        if clean { return self }
        var stops = self.stops.map { GradientStop(color: $0.color, location: $0.location.isFinite ? $0.location : 0) }
        // A stable sort: stops at one location keep their order (a hard edge).
        stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        if stops.isEmpty { stops = [GradientStop(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0), location: 0)] }
        return replacingStops(stops)
    }

    /// The same gradient moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Shading {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: Double(p.x) + dx, y: Double(p.y) + dy) }
        switch self {
        case .linear(let stops, let start, let end): return .linear(stops: stops, start: moved(start), end: moved(end))
        case .radial(let stops, let center, let r0, let r1): return .radial(stops: stops, center: moved(center), startRadius: r0, endRadius: r1)
        case .elliptical(let stops, let center, let radii, let f0, let f1):
            return .elliptical(stops: stops, center: moved(center), radii: radii, startFraction: f0, endFraction: f1)
        case .angular(let stops, let center, let a0, let a1): return .angular(stops: stops, center: moved(center), startAngle: a0, endAngle: a1)
        }
    }

    /// The same gradient with other stops.
    public func replacingStops(_ stops: [GradientStop]) -> Shading {
        switch self {
        case .linear(_, let start, let end): .linear(stops: stops, start: start, end: end)
        case .radial(_, let center, let r0, let r1): .radial(stops: stops, center: center, startRadius: r0, endRadius: r1)
        case .elliptical(_, let center, let radii, let f0, let f1): .elliptical(stops: stops, center: center, radii: radii, startFraction: f0, endFraction: f1)
        case .angular(_, let center, let a0, let a1): .angular(stops: stops, center: center, startAngle: a0, endAngle: a1)
        }
    }

    var name: String {
        switch self {
        case .linear: "linear gradient"
        case .radial: "radial gradient"
        case .elliptical: "elliptical gradient"
        case .angular: "angular gradient"
        }
    }
}
