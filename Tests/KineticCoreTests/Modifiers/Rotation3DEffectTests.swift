import Foundation
import Testing
@testable import KineticCore

struct Rotation3DMatrixTests {
    func rotation(_ degrees: Double, axis: (Double, Double, Double), perspective: Double = 1) -> Rotation3D {
        Rotation3D(angle: degrees * .pi / 180, axis: axis, anchor: .center, anchorZ: 0, perspective: perspective)
    }

    @Test func aTurnAboutZIsAPlainRotationAboutTheAnchor() throws {
        let matrix = try #require(rotation(90, axis: (0, 0, 1)).matrix(size: CGSize(width: 100, height: 100)))
        let corner = matrix.project(CGPoint(x: 100, y: 50))
        #expect(abs(corner.w - 1) < 1e-12)
        #expect(abs(corner.point.x - 50) < 1e-9 && abs(corner.point.y - 100) < 1e-9)
    }

    @Test func aQuarterTurnAboutYIsEdgeOn() throws {
        let matrix = try #require(rotation(90, axis: (0, 1, 0)).matrix(size: CGSize(width: 100, height: 100)))
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 30), CGPoint(x: 20, y: 100)] {
            #expect(abs(matrix.project(point).point.x - 50) < 1e-9)
        }
    }

    @Test func perspectiveMakesTheNearerEdgeLarger() throws {
        let matrix = try #require(rotation(45, axis: (0, 1, 0)).matrix(size: CGSize(width: 100, height: 100)))
        let leftHeight = matrix.project(CGPoint(x: 0, y: 100)).point.y - matrix.project(CGPoint(x: 0, y: 0)).point.y
        let rightHeight = matrix.project(CGPoint(x: 100, y: 100)).point.y - matrix.project(CGPoint(x: 100, y: 0)).point.y
        #expect(abs(leftHeight - rightHeight) > 10, "\(leftHeight) \(rightHeight)")
        let flat = try #require(rotation(45, axis: (0, 1, 0), perspective: 0).matrix(size: CGSize(width: 100, height: 100)))
        let flatLeft = flat.project(CGPoint(x: 0, y: 100)).point.y - flat.project(CGPoint(x: 0, y: 0)).point.y
        #expect(abs(flatLeft - 100) < 1e-9)
        #expect(abs(flat.project(CGPoint(x: 100, y: 0)).point.x - (50 + 50 * cos(Double.pi / 4))) < 1e-9)
    }

    @Test func aZeroAxisOrBadNumbersGiveNoProjection() {
        #expect(rotation(30, axis: (0, 0, 0)).matrix(size: CGSize(width: 10, height: 10)) == nil)
        #expect(rotation(.nan, axis: (0, 1, 0)).matrix(size: CGSize(width: 10, height: 10)) == nil)
    }
}

@MainActor
struct Rotation3DEffectTests {
    @Test func theTurnIsALayerWithAProjectionAndItsAngleAnimates() throws {
        struct Card: View {
            @State var flipped = false
            var body: some View {
                Rectangle().frame(width: 100, height: 60)
                    .rotation3DEffect(.degrees(flipped ? 60 : 0), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { flipped = true } }
                    .accessibilityIdentifier("card")
            }
        }
        let host = HeadlessHost { Card() }
        func projections() -> [ProjectionMatrix] {
            host.displayList.items.compactMap { if case .beginLayer(let effect) = $0.content { effect.projection } else { nil } }
        }
        #expect(projections().isEmpty)  // no turn: no layer
        #expect(host.tap("card"))
        host.advance(by: 0.5)
        let halfway = try #require(projections().first)
        let expected = try #require(Rotation3D(angle: .pi / 6, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .matrix(size: CGSize(width: 100, height: 60)))
        #expect(abs(halfway.m11 - expected.m11) < 1e-9 && abs(halfway.m13 - expected.m13) < 1e-12)
    }
}
