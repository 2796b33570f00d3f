import Foundation
import Testing
@testable import Motion

struct SpringSettlingTests {
    // Underdamped: −ln(ε / (|λT − v0| + |T|)) / λ with T = 1, v0 = 0, ε = 0.001.
    @Test(arguments: [(0.5, 0.3), (1.0, 0.5), (0.3, 0.1), (2.0, 0.8)])
    func underdampedUsesTheEnvelope(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let λ = 2 * Double.pi * (1 - bounce) / duration
        let expected = -log(0.001 / (λ + 1)) / λ
        #expect(isApproximately(spring.settlingDuration, expected, tolerance: 1e-12))
        // An upper bound: from then on the motion stays within ε.
        for t in stride(from: expected, to: expected + 2, by: 0.01) {
            #expect(abs(spring.value(target: 1.0, initialVelocity: 0, time: t) - 1) < 0.001)
        }
    }

    @Test(arguments: [0.0, -0.5])
    func criticalAndOverdampedAreMultiplesOfATenth(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let settling = spring.settlingDuration
        #expect(isApproximately((settling * 10).rounded() / 10, settling, tolerance: 1e-12))
        #expect(abs(spring.value(target: 1.0, initialVelocity: 0, time: settling) - 1) < 0.001)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 0, time: settling - 0.1) - 1) >= 0.001)
    }

    @Test func undampedNeverSettles() {
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
    }

    @Test func fromValueToValueUsesTheDistance() {
        let spring = Spring.snappy
        #expect(spring.settlingDuration(fromValue: 10.0, toValue: 11.0, initialVelocity: 0, epsilon: 0.001) == spring.settlingDuration)
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func initFromSettlingDurationRoundTrips(duration: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: 0.6)
        #expect(isApproximately(spring.dampingRatio, 0.6, tolerance: 1e-9))
        #expect(isApproximately(spring.settlingDuration, duration, tolerance: 1e-6))
    }

    @Test(arguments: [Double.nan, -1, 0, 100])
    func badSettlingInputsAreClamped(duration: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: .nan)
        #expect(spring.settlingDuration.isFinite)
        #expect(spring.response.isFinite && spring.response > 0)
    }
}
