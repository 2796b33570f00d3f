import Foundation
import Testing
@testable import KineticSDL

/// How a run of triangles is cut for drawing: large runs of opaque triangles on their own (drawn
/// without blending), everything else blended, in the order given.
struct SDLOpaqueRunsTests {
    /// One triangle: its area in square pixels and whether its three vertices are opaque.
    typealias Triangle = (area: Float, opaque: Bool)

    static func runs(_ triangles: [Triangle], first: Int = 0) -> [(range: Range<Int>, opaque: Bool)] {
        // Each triangle its own three vertices: a right triangle of legs √(2·area), alpha 255 or 254.
        var positions: [(Float, Float)] = [], alphas: [UInt8] = []
        for triangle in triangles {
            let leg = (2 * triangle.area).squareRoot()
            positions += [(0, 0), (leg, 0), (0, leg)]
            alphas += Array(repeating: triangle.opaque ? 255 : 254, count: 3)
        }
        let indices = [UInt32](repeating: 0, count: first) + (0..<UInt32(positions.count)).map { $0 }
        var result: [(range: Range<Int>, opaque: Bool)] = []
        indices.withUnsafeBufferPointer { buffer in
            SDLCanvas.opaqueRuns(first: first, count: positions.count, indices: buffer.baseAddress!, into: &result,
                                 alpha: { alphas[$0] }, position: { positions[$0] })
        }
        return result
    }

    static let big: Triangle = (3_000, true), small: Triangle = (100, true), blended: Triangle = (5_000, false)

    @Test(arguments: [
        // name, triangles, runs as (first triangle, triangle count, opaque)
        ("all blended", [blended, blended], [(0, 2, false)]),
        ("one big opaque", [big], [(0, 1, true)]),
        ("a background, then a card's fringe", [big, big, blended], [(0, 2, true), (2, 1, false)]),
        ("small opaque pieces stay blended", [small, blended, small, small], [(0, 4, false)]),
        ("small pieces that add up to a large run", Array(repeating: small, count: 25) + [blended], [(0, 25, true), (25, 1, false)]),
        ("between fringes", [blended, big, blended, small, blended, big], [(0, 1, false), (1, 1, true), (2, 3, false), (5, 1, true)]),
    ] as [(String, [Triangle], [(Int, Int, Bool)])])
    func runsAreCutInOrder(_ name: String, _ triangles: [Triangle], _ expected: [(Int, Int, Bool)]) {
        let runs = Self.runs(triangles).map { [$0.range.lowerBound / 3, $0.range.count / 3, $0.opaque ? 1 : 0] }
        let wanted = expected.map { [$0.0, $0.1, $0.2 ? 1 : 0] }
        #expect(runs == wanted, "\(name)")
    }

    /// Whatever the triangles, the runs cover them once, in order, and an opaque run holds only
    /// opaque triangles of at least the area.
    @Test func runsCoverEveryTriangleOnceInOrder() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let triangles: [Triangle] = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                (Float.random(in: 0...2_500, using: &generator), Bool.random(using: &generator))
            }
            let first = 3 * Int.random(in: 0...4, using: &generator)
            let runs = Self.runs(triangles, first: first)
            var next = first
            for run in runs {
                #expect(run.range.lowerBound == next && !run.range.isEmpty)
                next = run.range.upperBound
                if run.opaque {
                    let covered = triangles[((run.range.lowerBound - first) / 3)..<((run.range.upperBound - first) / 3)]
                    #expect(covered.allSatisfy { $0.opaque })
                    let area = covered.reduce(0) { $0 + $1.area }
                    #expect(area >= SDLCanvas.opaqueRunArea * 0.999)
                }
            }
            #expect(next == first + 3 * triangles.count)
        }
    }
}
