// The display lists RenderBenchmarks measures, shared with the RenderProfile driver.

import Foundation
import KineticCore

/// `count` rounded rectangles (40 × 28 points, corner 8) in rows of 40, half with continuous and
/// half with circular corners, each turned a little and moved to its place.
public func roundedRectangles(count: Int = 1_000) -> DisplayList {
    var list = DisplayList()
    for index in 0..<count {
        let column = Double(index % 40), row = Double(index / 40)
        let style: RoundedCornerStyle = index % 2 == 0 ? .continuous : .circular
        let turn = CGAffineTransform(rotationAngle: Double(index % 7) * 0.05, anchor: CGPoint(x: 20, y: 14))
        let transform = turn.concatenating(CGAffineTransform(translationX: column * 32, y: row * 32))
        list.append(DisplayItem(.fill(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: style),
                                      color: RGBAColor(red: column / 40, green: row / 25, blue: 0.6)),
                                frame: CGRect(x: 0, y: 0, width: 40, height: 28), transform: transform))
    }
    return list
}

/// A closed outline of `points` points around (400, 400): by default a wavy blob (concave, dense,
/// well behaved, 300 ± 46 points out); with `zigzag`, a star whose teeth alternate between 300
/// and 260 points out, far narrower than a pixel (the worst case for filling).
public func denseOutline(points: Int = 100_000, zigzag: Bool = false) -> Path {
    var path = Path()
    for i in 0..<points {
        let angle = 2 * Double.pi * Double(i) / Double(points)
        let radius = zigzag ? (i % 2 == 0 ? 300.0 : 260.0) : 300 + 40 * sin(12 * angle) + 6 * sin(97 * angle)
        let point = CGPoint(x: 400 + radius * cos(angle), y: 400 + radius * sin(angle))
        if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
}
