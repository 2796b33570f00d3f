import Foundation
import Testing
@testable import KineticCore

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(Double(a.x - b.x)) <= tolerance && abs(Double(a.y - b.y)) <= tolerance
}

/// The flip of the well-known SwiftUI sample: a perspective from the larger side, a turn about
/// an axis in the view's plane through its centre.
private struct FlipEffect: GeometryEffect {
    var angle: Double
    let axis: (x: CGFloat, y: CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affine)
    }
}

@MainActor
struct ProjectionTransformTests {
    @Test func anAffineTransformStaysAffineAndMapsAsIt() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let projection = ProjectionTransform(affine)
        #expect(projection.isAffine && !projection.isIdentity)
        let point = CGPoint(x: 3, y: 5)
        #expect(near(projection.matrix.project(point).point, affine.apply(to: point)))
        #expect(ProjectionTransform().isIdentity)
    }

    @Test func inversionUndoesAProjection() {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 200
        let projection = ProjectionTransform(CATransform3DRotate(transform, 0.7, 0, 1, 0))
        #expect(!projection.isAffine)
        let round = projection.concatenating(projection.inverted())
        #expect(near(round.matrix.project(CGPoint(x: 40, y: -25)).point, CGPoint(x: 40, y: -25), 1e-9))
        var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1))
        let inverted = singular.invert()
        #expect(!inverted)
    }

    @Test func turnsFollowCoreAnimationsSigns() {
        let angle = 0.4
        let z = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(abs(z.m11 - cos(angle)) < 1e-12 && abs(z.m12 - sin(angle)) < 1e-12 && abs(z.m21 + sin(angle)) < 1e-12)
        let y = CATransform3DMakeRotation(angle, 0, 1, 0)
        #expect(abs(y.m13 + sin(angle)) < 1e-12 && abs(y.m31 - sin(angle)) < 1e-12)
        let x = CATransform3DMakeRotation(angle, 1, 0, 0)
        #expect(abs(x.m23 - sin(angle)) < 1e-12 && abs(x.m32 + sin(angle)) < 1e-12)
        // Translate applies the translation first: a point moves, then turns.
        let moved = CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 10, 0, 0)
        let p = ProjectionTransform(moved).matrix.project(.zero).point
        #expect(abs(p.x) < 1e-9 && abs(p.y - 10) < 1e-9)
    }

    /// (angle in degrees, axis) for the sample's flip and rotation3DEffect about the same axis.
    nonisolated static let turns: [(Double, (x: CGFloat, y: CGFloat))] = [
        (0, (0, 1)), (30, (0, 1)), (60, (0, 1)), (-45, (1, 0)), (80, (1, 1)), (150, (0, 1)),
    ]

    @Test(arguments: turns.indices)
    func theSamplesFlipProjectsAsRotation3DEffect(_ index: Int) throws {
        let (degrees, axis) = Self.turns[index]
        let size = CGSize(width: 160, height: 100)
        let flip = FlipEffect(angle: degrees, axis: axis).effectValue(size: size).matrix
        let turn = try #require(Rotation3D(.degrees(degrees), axis: (axis.x, axis.y, 0), anchor: .center, anchorZ: 0, perspective: 1).matrix(size: size))
        for corner in [CGPoint.zero, CGPoint(x: 160, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 160, y: 100), CGPoint(x: 30, y: 70)] {
            #expect(near(flip.project(corner).point, turn.project(corner).point, 1e-6), "\(degrees)° \(corner): \(flip.project(corner).point) against \(turn.project(corner).point)")
        }
    }

    private struct Flipping: View {
        @State var angle = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Button("Flip") { withAnimation(.linear(duration: 1)) { angle = 60 } }.accessibilityIdentifier("flip")
                Color.red.frame(width: 160, height: 100).accessibilityIdentifier("card")
                    .modifier(FlipEffect(angle: angle, axis: (0, 1)))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aPerspectiveEffectDrawsAsALayerAndAnimates() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Flipping() }
        func projections() -> [ProjectionMatrix] {
            host.displayList.items.compactMap { if case .beginLayer(let effect) = $0.content { effect.projection } else { nil } }
        }
        // At 0° the effect is affine: no layer.
        #expect(projections().isEmpty)
        host.tap("flip")
        host.advance(by: 0.5)
        let halfway = try #require(projections().first)
        let expected = FlipEffect(angle: 30, axis: (0, 1)).effectValue(size: CGSize(width: 160, height: 100)).matrix
        #expect(abs(halfway.m11 - expected.m11) < 1e-9 && abs(halfway.m13 - expected.m13) < 1e-12, "\(halfway)")
        #expect(expected.m13 != 0)
    }
}
