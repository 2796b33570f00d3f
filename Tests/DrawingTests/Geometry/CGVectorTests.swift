import Foundation
import Testing
import Drawing

struct CGVectorTests {
    @Test func aVectorHoldsItsComponents() {
        let v = CGVector(dx: 3, dy: -4.5)
        #expect(v.dx == 3 && v.dy == -4.5)
        #expect(CGVector(dx: 2, dy: 5) == CGVector(dx: 2.0, dy: 5.0))
        #expect(CGVector.zero == CGVector() && CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect(Set([CGVector(dx: 1, dy: 1), CGVector(dx: 1, dy: 1)]).count == 1)
        #expect(CGVector(dx: 1.5, dy: -2).description == "(1.5, -2.0)")
    }
}
