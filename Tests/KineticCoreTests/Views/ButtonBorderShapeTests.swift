import Foundation
import Testing
@testable import KineticCore

@MainActor
struct ButtonBorderShapeTests {
    private func face<V: View>(_ host: HeadlessHost<V>) -> DisplayShape? {
        host.displayList.items.lazy.compactMap { item -> DisplayShape? in
            if case .fill(let shape, let color) = item.content, color == Color(white: 0.22).resolved { return shape }
            return nil
        }.first
    }

    @Test func theDefaultFaceIsARoundedRectangleAndTheModifierChangesIt() throws {
        let plain = HeadlessHost(size: CGSize(width: 200, height: 100)) { Button("Go") {} }
        let capsule = HeadlessHost(size: CGSize(width: 200, height: 100)) { Button("Go") {}.buttonBorderShape(.capsule) }
        let rounded = HeadlessHost(size: CGSize(width: 200, height: 100)) { Button("Go") {}.buttonBorderShape(.roundedRectangle(radius: 12)) }
        let a = try #require(face(plain)), b = try #require(face(capsule)), c = try #require(face(rounded))
        #expect(a != b && a != c && b != c)
    }

    @Test(arguments: [ButtonBorderShape.capsule, .circle, .roundedRectangle, .roundedRectangle(radius: 20), .automatic])
    func eachShapeFillsItsRect(_ shape: ButtonBorderShape) {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        let bounds = shape.path(in: rect).boundingRect
        #expect(bounds.width <= 80.001 && bounds.height <= 40.001)
        #expect(shape.path(in: rect).contains(CGPoint(x: 40, y: 20)))
        #expect(!shape.path(in: rect).contains(CGPoint(x: 0.5, y: 0.5)) || shape == .roundedRectangle(radius: 0))
    }

    @Test func itsRadiusAnimates() {
        var shape = ButtonBorderShape.roundedRectangle(radius: 4)
        shape.animatableData = 10
        #expect(shape == .roundedRectangle(radius: 10))
        #expect(ButtonBorderShape.automatic == .roundedRectangle)
    }
}
