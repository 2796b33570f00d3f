import Foundation
import Testing
@testable import Drawing

struct AffineTransformTests {
    @Test func aRectangleMapsToTheBoundingBoxOfItsCorners() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2, anchor: CGPoint(x: 5, y: 5))
        let box = turn.apply(to: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(abs(box.minX - 0) < 1e-9 && abs(box.minY - 0) < 1e-9)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
        let flip = CGAffineTransform(scaleX: -2, y: 1)
        #expect(flip.apply(to: CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: -8, y: 2, width: 6, height: 4))
    }
}
