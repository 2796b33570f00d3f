import Foundation

extension Spring {
    /// Creates a spring whose motion from rest settles to within `epsilon` of its target in
    /// about `settlingDuration` seconds, with the given damping ratio.
    ///
    /// As in SwiftUI, the damping ratio is clamped to 0.001…1 and the duration to 0.01…10 s;
    /// the response is solved from the envelope of the motion. Numbers with no meaning here are
    /// replaced with one warning: a NaN or infinite duration becomes 1 s and one that is not
    /// positive 0.01 s, a NaN or infinite ratio becomes 1 and a negative one 0.001, and an
    /// epsilon outside 0…1 (exclusive) becomes 0.001.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let check = ParameterCheck("Spring(settlingDuration:dampingRatio:epsilon:)")
        let duration = min(10, max(0.01, check.clamp(
            settlingDuration, "settlingDuration", to: Double.leastNonzeroMagnitude...Double.infinity, fallback: 1, below: 0.01)))
        let ratio = min(1, max(0.001, check.clamp(dampingRatio, "dampingRatio", to: 0...Double.infinity, fallback: 1, below: 0.001)))
        let epsilon = check.clamp(epsilon, "epsilon", to: Double.leastNonzeroMagnitude...(1.0).nextDown, fallback: 0.001, below: 0.001, above: 0.001)
        // Envelope of a spring released from rest towards 1: (λ + 1)·e^(−λt) = ε, decreasing in λ.
        func settling(decay: Double) -> Double { log((decay + 1) / epsilon) / decay }
        var low = 1e-6, high = 1e7
        for _ in 0..<200 {
            let middle = (low * high).squareRoot()
            if settling(decay: middle) > duration { low = middle } else { high = middle }
        }
        let decay = (low * high).squareRoot()
        self.init(validDuration: 2 * Double.pi * ratio / decay, dampingRatio: ratio)
    }

    /// The time a spring released from rest takes to come within 0.001 of its target.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The time the spring takes to come within `epsilon` of `target`, starting at zero with
    /// `initialVelocity`.
    ///
    /// For a bouncy spring this is the time its envelope decays to `epsilon` (an upper bound:
    /// the curve itself may enter the band a little earlier). Critically damped and overdamped
    /// springs are sampled every 0.1 s for the first time the distance stays below `epsilon`
    /// for more than a second, so they report multiples of 0.1 s. An undamped spring never
    /// settles: the result is infinity.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let λ = decayConstant
        guard λ > 0 else { return .infinity }
        if angularFrequency > 0 {
            let amplitude = (target.scaled(by: λ) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            guard amplitude > 0 else { return 0 }
            return max(0, -log(epsilon / amplitude) / λ)
        }
        let step = 0.1
        let samplesPerSecond = 10
        var firstInside: Int?
        for i in 0...1024 {
            let x = value(target: target, initialVelocity: initialVelocity, time: Double(i) * step)
            if (x - target).magnitudeSquared.squareRoot() < epsilon {
                if firstInside == nil { firstInside = i }
                if let first = firstInside, i - first > samplesPerSecond { return Double(first) * step }
            } else {
                firstInside = nil
            }
        }
        return Double(firstInside ?? 1024) * step
    }

    /// The settling duration of a motion from `fromValue` to `toValue`, of any animatable type
    /// (a `CGPoint`, an `Angle`) through its `animatableData`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
