import Foundation
@testable import Drawing

/// Measurements of a draw list's triangles, for checking tessellations by their areas.
extension DrawList {
    /// The triangles, as their three vertices.
    var triangles: [(DrawVertex, DrawVertex, DrawVertex)] {
        stride(from: 0, to: indices.count, by: 3).map {
            (vertices[Int(indices[$0])], vertices[Int(indices[$0 + 1])], vertices[Int(indices[$0 + 2])])
        }
    }

    /// The area the triangles cover, each pixel counted by its alpha (0…1): alpha is
    /// interpolated linearly, so a triangle covers its area times its corners' mean alpha.
    /// A one-pixel fringe half inside, half outside an outline adds what its inner half takes.
    var coverage: Double {
        triangles.reduce(0) { sum, t in
            sum + DrawList.area(t.0, t.1, t.2) * (Double(t.0.color.a) + Double(t.1.color.a) + Double(t.2.color.a)) / (3 * 255)
        }
    }

    /// The summed area of the triangles whose three corners are all at `alpha`.
    func coreArea(alpha: UInt8) -> Double {
        triangles.filter { $0.0.color.a == alpha && $0.1.color.a == alpha && $0.2.color.a == alpha }
            .reduce(0) { $0 + DrawList.area($1.0, $1.1, $1.2) }
    }

    var allVerticesFinite: Bool { vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    var maximumAlpha: UInt8 { vertices.map(\.color.a).max() ?? 0 }

    static func area(_ a: DrawVertex, _ b: DrawVertex, _ c: DrawVertex) -> Double {
        abs(Double(b.x - a.x) * Double(c.y - a.y) - Double(c.x - a.x) * Double(b.y - a.y)) / 2
    }
}
