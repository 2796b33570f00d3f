import Foundation
import Testing
@testable import KineticCore

@MainActor
struct TransformedShapesTests {
    static let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func anOffsetShapeMovesItsPathInsideTheFrame() {
        let path = Rectangle().offset(x: 10, y: -5).path(in: Self.rect)
        #expect(path.boundingRect == CGRect(x: 10, y: -5, width: 100, height: 50))
        #expect(Rectangle().offset(CGSize(width: 3, height: 4)).path(in: Self.rect).boundingRect.origin == CGPoint(x: 3, y: 4))
    }

    @Test func aRotatedShapeTurnsAroundItsAnchor() {
        let turned = Rectangle().rotation(.degrees(90)).path(in: Self.rect).boundingRect
        #expect(abs(Double(turned.midX) - 50) < 1e-9 && abs(Double(turned.midY) - 25) < 1e-9)
        #expect(abs(Double(turned.width) - 50) < 1e-9 && abs(Double(turned.height) - 100) < 1e-9)
        let corner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: Self.rect).boundingRect
        #expect(abs(Double(corner.minX) + 50) < 1e-9 && abs(Double(corner.minY)) < 1e-9)
    }

    @Test func aScaledShapeScalesAroundItsAnchorAndATransformedOneTakesTheTransform() {
        let half = Rectangle().scale(0.5).path(in: Self.rect).boundingRect
        #expect(half == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        let wide = Rectangle().scale(x: 2, y: 1, anchor: .leading).path(in: Self.rect).boundingRect
        #expect(wide == CGRect(x: 0, y: 0, width: 200, height: 50))
        let moved = Rectangle().transform(CGAffineTransform(translationX: 7, y: 9)).path(in: Self.rect).boundingRect
        #expect(moved.origin == CGPoint(x: 7, y: 9))
    }

    @Test func theyAnimateTheirOwnValueWithTheShapes() {
        var shape = RoundedRectangle(cornerRadius: 4).rotation(.degrees(0))
        var data = shape.animatableData
        data.second.first = Angle.degrees(30).animatableData
        shape.animatableData = data
        #expect(abs(shape.angle.degrees - 30) < 1e-9)
        var offset = Circle().offset(x: 0)
        offset.animatableData.second = CGSize(width: 12, height: 0).animatableData
        #expect(offset.offset == CGSize(width: 12, height: 0))
    }

    @Test func aRotatedShapeFillsAsOneShape() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Rectangle().rotation(.degrees(45)).fill(Color.red).frame(width: 100, height: 100).accessibilityIdentifier("diamond")
        }
        let item = try #require(host.displayList.items.first { $0.identifier == "diamond" })
        guard case .fill(.path(let path), _) = item.content else { Issue.record("not a path fill: \(item.content)"); return }
        #expect(abs(Double(path.boundingRect.width) - 100 * 2.0.squareRoot()) < 1e-6)
    }
}
