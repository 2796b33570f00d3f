import Foundation
import Testing
@testable import Motion

/// The one-call sine and cosine the spring's closed form uses give `sin` and `cos` exactly.
struct SineAndCosineTests {
    @Test func matchesSinAndCosBitForBit() {
        var generator = SystemRandomNumberGenerator()
        var arguments: [Double] = [0, -0.0, 1e-300, .pi, -.pi / 2, 1e6, -12_345.678, 2e22, .infinity, .nan]
        for _ in 0..<100_000 { arguments.append(Double.random(in: -1_000...1_000, using: &generator)) }
        for x in arguments {
            let (s, c) = sineAndCosine(x)
            #expect(s.bitPattern == sin(x).bitPattern || (s.isNaN && sin(x).isNaN), "sin(\(x))")
            #expect(c.bitPattern == cos(x).bitPattern || (c.isNaN && cos(x).isNaN), "cos(\(x))")
        }
    }
}
