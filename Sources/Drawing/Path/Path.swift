import Foundation

/// The corner shape of a rounded rectangle: quarter circles, or the smoother "squircle" corners
/// whose curvature grows gradually.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// An outline made of lines and curves, in points: what a custom `Shape` returns from
/// `path(in:)`, and what the renderer fills or strokes.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// ```
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of the given size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    // MARK: Building

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point) } else { elements.append(.line(to: point)) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        // Element by element rather than through addLines, so no array is made per rectangle.
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Removes every element but keeps the storage, for a path rebuilt every frame.
    mutating func removeAllKeepingCapacity() {
        elements.removeAll(keepingCapacity: true)
    }

    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let cx = Double(r.midX), cy = Double(r.midY)
        // Four cubic quarter arcs; the control distance 0.5523 makes them within 0.03 % of a circle.
        let k = 0.5522847498
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rounded rectangle. Corner sizes are limited to half the rectangle's sides. Continuous
    /// corners start their curve earlier (1.528 × the radius) and ease into the straight sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let w = Double(r.width), h = Double(r.height)
        var rx = max(0, Double(cornerSize.width).isFinite ? Double(cornerSize.width) : 0)
        var ry = max(0, Double(cornerSize.height).isFinite ? Double(cornerSize.height) : 0)
        rx = min(rx, w / 2)
        ry = min(ry, h / 2)
        guard rx > 0, ry > 0 else { addRect(r); return }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        // How far along each side the corner begins, and where its two controls sit (as a
        // fraction of that distance from the corner point).
        let (ex, ey, k): (Double, Double, Double) = switch style {
        case .circular: (rx, ry, 0.5522847498)
        case .continuous: (min(rx * 1.528, w / 2), min(ry * 1.528, h / 2), 0.36)
        }
        move(to: CGPoint(x: x0 + ex, y: y0))
        addLine(to: CGPoint(x: x1 - ex, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + ey), control1: CGPoint(x: x1 - ex * (1 - k) * kFactor(style), y: y0), control2: CGPoint(x: x1, y: y0 + ey * (1 - k) * kFactor(style)))
        addLine(to: CGPoint(x: x1, y: y1 - ey))
        addCurve(to: CGPoint(x: x1 - ex, y: y1), control1: CGPoint(x: x1, y: y1 - ey * (1 - k) * kFactor(style)), control2: CGPoint(x: x1 - ex * (1 - k) * kFactor(style), y: y1))
        addLine(to: CGPoint(x: x0 + ex, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - ey), control1: CGPoint(x: x0 + ex * (1 - k) * kFactor(style), y: y1), control2: CGPoint(x: x0, y: y1 - ey * (1 - k) * kFactor(style)))
        addLine(to: CGPoint(x: x0, y: y0 + ey))
        addCurve(to: CGPoint(x: x0 + ex, y: y0), control1: CGPoint(x: x0, y: y0 + ey * (1 - k) * kFactor(style)), control2: CGPoint(x: x0 + ex * (1 - k) * kFactor(style), y: y0))
        closeSubpath()
    }

    /// A rectangle whose corners have radii of their own, clockwise from the top-left: each
    /// limited to half the rectangle's shorter side; a radius of 0 is a square corner.
    public mutating func addRoundedRect(in rect: CGRect, topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double,
                                        style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let w = Double(r.width), h = Double(r.height)
        func clamp(_ radius: Double) -> Double { min(max(radius.isFinite ? radius : 0, 0), min(w, h) / 2) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        let k = style == .circular ? 0.5522847498 : 0.36
        let factor = kFactor(style)
        // How far along each side a corner of `radius` begins.
        func extent(_ radius: Double) -> Double { style == .circular ? radius : min(radius * 1.528, min(w, h) / 2) }
        let tl = clamp(topLeading), tr = clamp(topTrailing), br = clamp(bottomTrailing), bl = clamp(bottomLeading)
        let etl = extent(tl), etr = extent(tr), ebr = extent(br), ebl = extent(bl)
        func control(_ e: Double) -> Double { e * (1 - k) * factor }
        move(to: CGPoint(x: x0 + etl, y: y0))
        addLine(to: CGPoint(x: x1 - etr, y: y0))
        if tr > 0 { addCurve(to: CGPoint(x: x1, y: y0 + etr), control1: CGPoint(x: x1 - control(etr), y: y0), control2: CGPoint(x: x1, y: y0 + control(etr))) }
        addLine(to: CGPoint(x: x1, y: y1 - ebr))
        if br > 0 { addCurve(to: CGPoint(x: x1 - ebr, y: y1), control1: CGPoint(x: x1, y: y1 - control(ebr)), control2: CGPoint(x: x1 - control(ebr), y: y1)) }
        addLine(to: CGPoint(x: x0 + ebl, y: y1))
        if bl > 0 { addCurve(to: CGPoint(x: x0, y: y1 - ebl), control1: CGPoint(x: x0 + control(ebl), y: y1), control2: CGPoint(x: x0, y: y1 - control(ebl))) }
        addLine(to: CGPoint(x: x0, y: y0 + etl))
        if tl > 0 { addCurve(to: CGPoint(x: x0 + etl, y: y0), control1: CGPoint(x: x0, y: y0 + control(etl)), control2: CGPoint(x: x0 + control(etl), y: y0)) }
        closeSubpath()
    }

    private func kFactor(_ style: RoundedCornerStyle) -> Double {
        // Circular: controls at (1 − 0.5523) of the radius from the corner point. Continuous:
        // controls closer to the corner point, which flattens the curvature at both ends.
        switch style {
        case .circular: 1
        case .continuous: 0.55
        }
    }

    /// A circular arc around `center` from `startRadians` to `endRadians`, drawn in the
    /// direction that `clockwise` names in a y-up coordinate system (so counter-clockwise on
    /// screen), as SwiftUI does. A line joins the current point to the arc's start. What
    /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)` does (KineticCore gives
    /// that form: `Angle` is Motion's, which Drawing does not import).
    public mutating func addArc(center: CGPoint, radius: Double, startRadians: Double, endRadians: Double, clockwise: Bool) {
        guard radius.isFinite, radius >= 0 else { return }
        var start = startRadians, end = endRadians
        guard start.isFinite, end.isFinite else { return }
        // In y-down screen coordinates, SwiftUI's "clockwise" runs towards decreasing angles.
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let sweep = end - start
        let cx = Double(center.x), cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle)) }
        if elements.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3 * tan(step / 4)
        for _ in 0..<pieces {
            let a0 = start, a1 = start + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: Double(p0.x) - k * radius * sin(a0), y: Double(p0.y) + k * radius * cos(a0))
            let c2 = CGPoint(x: Double(p1.x) + k * radius * sin(a1), y: Double(p1.y) - k * radius * cos(a1))
            elements.append(.curve(to: p1, control1: c1, control2: c2))
            start = a1
        }
    }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    // MARK: Reading

    /// This path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        let t = transform.apply(to:) as (CGPoint) -> CGPoint
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: t(p))
            case .line(let p): .line(to: t(p))
            case .quadCurve(let p, let c): .quadCurve(to: t(p), control: t(c))
            case .curve(let p, let c1, let c2): .curve(to: t(p), control1: t(c1), control2: t(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path as polygons (one per subpath), curves cut into lines that stray at most
    /// `tolerance` from them.
    public func flattened(tolerance: Double = 0.25) -> [[CGPoint]] {
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                // A quadratic as the cubic with the same shape.
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Path.flattenCubic(p0, c1, c2, p, tolerance: tolerance, into: &current)
            case .curve(let p, let c1, let c2):
                Path.flattenCubic(current.last ?? p, c1, c2, p, tolerance: tolerance, into: &current)
            case .closeSubpath:
                if let first = current.first {
                    if current.count > 1, current.last != first { current.append(first) }
                    finish()
                    current = [first]
                }
            }
        }
        finish()
        // Drop the closing duplicate point of closed polygons.
        return polygons.map { polygon in
            polygon.count > 2 && polygon.first == polygon.last ? Array(polygon.dropLast()) : polygon
        }
    }

    /// Appends points along a cubic, the number of segments chosen from its control polygon so
    /// that no segment strays more than `tolerance` from the curve.
    static func flattenCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, tolerance: Double, into points: inout [CGPoint]) {
        let ddx = max(abs(Double(p0.x - 2 * c1.x + c2.x)), abs(Double(c1.x - 2 * c2.x + p3.x)))
        let ddy = max(abs(Double(p0.y - 2 * c1.y + c2.y)), abs(Double(c1.y - 2 * c2.y + p3.y)))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        // Error of a segment of parameter length 1/n is at most (3/4)·dd/n² (Wang's formula).
        // Clamped as a Double first: huge or infinite coordinates must not trap in Int().
        let segments = (0.75 * dd / tolerance).squareRoot().rounded(.up)
        let n = segments >= 1 ? Int(min(segments, 4096)) : 1
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let x = u * u * u * Double(p0.x) + 3 * u * u * t * Double(c1.x) + 3 * u * t * t * Double(c2.x) + t * t * t * Double(p3.x)
            let y = u * u * u * Double(p0.y) + 3 * u * u * t * Double(c1.y) + 3 * u * t * t * Double(c2.y) + t * t * t * Double(p3.y)
            points.append(CGPoint(x: x, y: y))
        }
    }

    /// Whether `point` is inside the filled path (non-zero winding, or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        let px = Double(point.x), py = Double(point.y)
        for polygon in flattened(tolerance: 0.5) where polygon.count > 2 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let ay = Double(a.y), by = Double(b.y)
                if (ay <= py) != (by <= py) {
                    let x = Double(a.x) + (py - ay) / (by - ay) * Double(b.x - a.x)
                    if x > px { winding += by > ay ? 1 : -1 }
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    public var description: String {
        elements.map { element -> String in
            func p(_ point: CGPoint) -> String { "\(Fixed(Double(point.x))) \(Fixed(Double(point.y)))" }
            switch element {
            case .move(let to): return "M \(p(to))"
            case .line(let to): return "L \(p(to))"
            case .quadCurve(let to, let c): return "Q \(p(c)) \(p(to))"
            case .curve(let to, let c1, let c2): return "C \(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}
