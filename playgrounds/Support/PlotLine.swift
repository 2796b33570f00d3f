// A line through points given in the unit square (x from 0 at the left to 1 at the right, y
// from 0 at the bottom to 1 at the top), drawn to fill whatever frame it gets: the labs' plots.

import Foundation
import Kinetic

struct PlotLine: Shape {
    var points: [CGPoint]

    func path(in rect: CGRect) -> Path {
        Path { path in
            for (index, point) in points.enumerated() {
                let mapped = CGPoint(x: rect.minX + point.x * rect.width, y: rect.maxY - point.y * rect.height)
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
