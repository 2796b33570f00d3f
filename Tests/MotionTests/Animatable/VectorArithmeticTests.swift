import Foundation
import Testing
@testable import Motion

struct VectorArithmeticTests {
    @Test func doubleScalesAndInterpolates() {
        #expect(3.0.scaled(by: 2) == 6)
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect((-4.0).magnitudeSquared == 16)
    }

    @Test func floatAndCGFloatScaleThroughDouble() {
        #expect(Float(1.5).scaled(by: 2) == 3)
        #expect(CGFloat(2).scaled(by: 0.5) == 1)
        #expect(CGFloat(3).magnitudeSquared == 9)
    }
}
