import Foundation

/// How the open ends of a stroked line, and of each dash, are drawn (Core Graphics' names).
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// Cut square at the end point.
    case butt = 0
    /// A half circle, the line's width across, centred on the end point.
    case round = 1
    /// Cut square half the line's width past the end point.
    case square = 2
}

/// How a stroked line turns a corner (Core Graphics' names).
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// The outer edges meet in a point, unless that point is farther than the miter limit allows
    /// (then as ``bevel``).
    case miter = 0
    /// An arc, the line's width across, centred on the corner.
    case round = 1
    /// The outer edges' ends joined by a straight line.
    case bevel = 2
}

/// The way a shape's outline is stroked: width, caps, joins and dashes, as SwiftUI's
/// `StrokeStyle` is.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [12, 8]))
/// ```
///
/// Bad values draw what can be drawn: a width that is not a positive number draws nothing; a
/// dash pattern with a negative or non-finite length, or whose lengths add up to nothing, is
/// ignored (the line is solid), as Core Graphics ignores it; a miter limit under 1 bevels every
/// corner.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, centred on the outline.
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// The longest a miter may be, as a multiple of the line's width, before the corner is
    /// bevelled instead.
    public var miterLimit: CGFloat
    /// Lengths of the dashes and of the gaps between them, alternating, starting with a dash;
    /// an odd count repeats once more to pair up. Empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts. Growing it moves the dashes backwards
    /// along the line; animating it makes marching ants.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether only the width differs from the default style: butt caps, miter joins limited at
    /// 10, no dashes. The renderer's plain stroke draws these.
    public var isPlain: Bool {
        lineCap == .butt && lineJoin == .miter && miterLimit == 10 && dash.isEmpty
    }

    /// The style as a display list's dump prints it: the width, then what is not the default.
    var dumpDescription: String {
        var parts = ["width \(Fixed(Double(lineWidth)))"]
        if lineCap != .butt { parts.append("cap \(lineCap)") }
        if lineJoin != .miter { parts.append("join \(lineJoin)") }
        if miterLimit != 10 { parts.append("miter \(Fixed(Double(miterLimit)))") }
        if !dash.isEmpty { parts.append("dash [\(dash.map { Fixed(Double($0)).description }.joined(separator: ", "))]") }
        if dashPhase != 0 { parts.append("phase \(Fixed(Double(dashPhase)))") }
        return parts.joined(separator: " ")
    }

    /// The dash pattern in units `scale` times the style's, or nil for a solid line (no dashes,
    /// or a pattern that is ignored).
    func dashPattern(scale: Double) -> DashPattern? {
        DashPattern(dash: dash.map(Double.init), phase: Double(dashPhase), scale: scale)
    }
}

/// A validated dash pattern: lengths alternating on and off, an even number of them, none
/// negative, adding up to more than nothing; and where in it a line starts.
struct DashPattern: Hashable, Sendable {
    private(set) var lengths: [Double]
    /// The sum of ``lengths``: one repeat of the pattern.
    private(set) var period: Double
    /// How far into the pattern the line starts, in 0..<period.
    private(set) var phase: Double

    /// Nil for an empty pattern, one with a negative or non-finite length, or one adding up to
    /// nothing (the line is solid), or for a scale that is not a positive number.
    init?(dash: [Double], phase: Double, scale: Double) {
        guard !dash.isEmpty, scale.isFinite, scale > 0, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        var lengths = dash.map { $0 * scale }
        if lengths.count % 2 == 1 { lengths += lengths }
        let period = lengths.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.lengths = lengths
        self.period = period
        let start = (phase.isFinite ? phase : 0) * scale
        let wrapped = start.truncatingRemainder(dividingBy: period)
        self.phase = wrapped < 0 ? wrapped + period : wrapped
        if self.phase >= period { self.phase = 0 }
    }

    /// The share of the pattern's length that is dashes.
    var onFraction: Double {
        stride(from: 0, to: lengths.count, by: 2).reduce(0) { $0 + lengths[$1] } / period
    }
}

/// One dash of a dashed polyline: its points in the dasher's output, and, for a dash of no
/// length (a single point), the direction of the line there, which its caps follow.
struct DashPiece: Hashable, Sendable {
    var range: Range<Int>
    var dx: Double
    var dy: Double
    var isDot: Bool { range.count == 1 }
}

extension DashPattern {
    /// The most dashes one polyline is cut into; past it the rest of the line is not drawn.
    static let pieceLimit = 100_000

    /// Cuts the polyline `points` (closed back to its first point when `isClosed`) into the
    /// dashes the pattern leaves on, appending their points to `output` and their ranges to
    /// `pieces`. A dash running through a corner keeps the corner; a dash of no length is one
    /// point, with the line's direction there. Repeated points are not repeated in a dash.
    ///
    /// A closed polyline is walked from its first point, and its first and last dashes stay
    /// apart even when they meet there, as Core Graphics draws them.
    /// - Complexity: O(n + d), for n points and d dashes.
    func dash(_ points: ArraySlice<CGPoint>, isClosed: Bool, into output: inout [CGPoint], pieces: inout [DashPiece]) {
        let count = points.count
        guard count >= 1 else { return }
        let start = points.startIndex
        var index = 0
        var remaining = lengths[0]
        // Skip the phase.
        var skip = phase
        while skip > 0 {
            if skip < remaining {
                remaining -= skip
                skip = 0
            } else {
                skip -= remaining
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
        }
        var isOn = index % 2 == 0
        var pieceStart: Int?
        var direction = (0.0, 0.0)
        func add(_ point: CGPoint) {
            if let last = output.last, let pieceStart, output.count > pieceStart,
               abs(Double(last.x - point.x)) < 1e-9, abs(Double(last.y - point.y)) < 1e-9 { return }
            output.append(point)
        }
        func open(at point: CGPoint) {
            guard pieceStart == nil, pieces.count < DashPattern.pieceLimit else { return }
            pieceStart = output.count
            add(point)
        }
        func close(at point: CGPoint) {
            guard let first = pieceStart else { return }
            add(point)
            pieces.append(DashPiece(range: first..<output.count, dx: direction.0, dy: direction.1))
            pieceStart = nil
        }
        if isOn { open(at: points[start]) }
        let segmentCount = isClosed && count >= 3 ? count : count - 1
        for s in 0..<segmentCount {
            let p = points[start + s], q = points[start + (s + 1) % count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            direction = (dx / length, dy / length)
            func at(_ t: Double) -> CGPoint {
                t >= length ? q : CGPoint(x: Double(p.x) + dx * t / length, y: Double(p.y) + dy * t / length)
            }
            var t = 0.0
            while remaining <= length - t {
                t += remaining
                let point = at(t)
                if isOn { close(at: point) }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                isOn = index % 2 == 0
                if isOn { open(at: point) }
                if pieces.count >= DashPattern.pieceLimit { return }
            }
            remaining -= length - t
            if isOn, pieceStart != nil { add(q) }
        }
        // A dash still open at the end is kept if it has length; one that began exactly at
        // the end (with length to come) is not a dot, and is dropped.
        if isOn, let first = pieceStart {
            if output.count - first >= 2 {
                pieces.append(DashPiece(range: first..<output.count, dx: direction.0, dy: direction.1))
            } else {
                output.removeSubrange(first...)
            }
        }
    }
}
