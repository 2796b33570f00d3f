// A line through points given in the unit square (x from 0 at the left to 1 at the right, y
// from 0 at the bottom to 1 at the top), drawn to fill whatever frame it gets, less `inset` on
// every side: the labs' plots.

import Foundation
import Kinetic

struct PlotLine: Shape {
    var points: [CGPoint]
    var inset = 0.0

    func path(in rect: CGRect) -> Path {
        let area = rect.insetBy(dx: inset, dy: inset)
        return Path { path in
            for (index, point) in points.enumerated() {
                let mapped = CGPoint(x: area.minX + point.x * area.width, y: area.maxY - point.y * area.height)
                if index == 0 { path.move(to: mapped) } else { path.addLine(to: mapped) }
            }
        }
    }
}

/// A vertical line at `x` (0…1) across the frame, for marking an instant on a plot.
struct PlotMark: Shape {
    var x: Double

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + x * rect.width, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + x * rect.width, y: rect.maxY))
        }
    }
}
