import Foundation
import Testing
@testable import Motion

/// Every factory and spring initialiser, given numbers outside their domains: one warning that
/// names the call, the parameter and the number, and a motion that stays finite and never grows.
struct HostileParametersTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var code: String
        var make: @Sendable () -> Animation
        /// Words the warning must contain: the call's parameter and the number as printed.
        var names: [String]
        /// False for what is clamped to an end of a spring's range: undamped (bounce 1)
        /// oscillates for ever, a damping ratio of 1000 (bounce −1) crawls for an hour.
        var rests = true
        /// How far from the target the motion may go (a timing curve's control points may
        /// reach ±1000).
        var within = 200.0
        var testDescription: String { code }
    }

    static let rows: [Row] = [
        Row(code: ".spring(duration: 0.4, bounce: -5)", make: { .spring(duration: 0.4, bounce: -5) }, names: ["bounce", "-5.0"], rests: false),
        Row(code: ".spring(duration: 0.4, bounce: 5)", make: { .spring(duration: 0.4, bounce: 5) }, names: ["bounce", "5.0"], rests: false),
        Row(code: ".spring(duration: .nan, bounce: 0.2)", make: { .spring(duration: .nan, bounce: 0.2) }, names: ["duration", "nan"]),
        Row(code: ".spring(response: -1, dampingFraction: 0.5)", make: { .spring(response: -1, dampingFraction: 0.5) }, names: ["response", "-1.0"]),
        Row(code: ".spring(response: 0.5, dampingFraction: -0.5)", make: { .spring(response: 0.5, dampingFraction: -0.5) }, names: ["dampingFraction", "-0.5"], rests: false),
        Row(code: ".spring(response: .infinity, dampingFraction: .nan)", make: { .spring(response: .infinity, dampingFraction: .nan) }, names: ["response", "inf"]),
        Row(code: ".spring(blendDuration: -1)", make: { .spring(response: 0.3, dampingFraction: 0.8, blendDuration: -1) }, names: ["blendDuration", "-1.0"]),
        Row(code: ".spring(duration: 1e300)", make: { .spring(duration: 1e300).speed(1e9) }, names: ["duration", "1e+300"]),
        Row(code: ".bouncy(extraBounce: 9)", make: { .bouncy(extraBounce: 9) }, names: ["extraBounce", "9.3"], rests: false),
        Row(code: ".snappy(duration: -.infinity)", make: { .snappy(duration: -.infinity) }, names: ["duration", "-inf"]),
        Row(code: ".smooth(extraBounce: .nan)", make: { .smooth(extraBounce: .nan) }, names: ["extraBounce", "nan"]),
        Row(code: ".interactiveSpring(response: 0, dampingFraction: 1e9)", make: { .interactiveSpring(response: 0.2, dampingFraction: 1e9) }, names: ["dampingFraction", "1000000000.0"], rests: false),
        Row(code: ".interpolatingSpring(mass: 0, stiffness: -5, damping: .nan)", make: { .interpolatingSpring(mass: 0, stiffness: -5, damping: .nan) }, names: ["mass", "0.0"]),
        Row(code: ".interpolatingSpring(stiffness: 1e30, damping: 1)", make: { .interpolatingSpring(stiffness: 1e30, damping: 1) }, names: ["stiffness", "1e+30"]),
        Row(code: ".interpolatingSpring(duration: 0.3, bounce: 2, initialVelocity: .infinity)", make: { .interpolatingSpring(duration: 0.3, bounce: 2, initialVelocity: .infinity) }, names: ["bounce", "2.0"], rests: false),
        Row(code: ".interpolatingSpring(Spring(duration: -1), initialVelocity: 1e12)", make: { .interpolatingSpring(Spring(duration: -1), initialVelocity: 1e12) }, names: ["duration", "-1.0"]),
        Row(code: ".linear(duration: .nan)", make: { .linear(duration: .nan) }, names: ["duration", "nan"]),
        Row(code: ".easeInOut(duration: -3)", make: { .easeInOut(duration: -3) }, names: ["duration", "-3.0"]),
        Row(code: ".timingCurve(.nan, 1e9, 0.5, 1, duration: 0.3)", make: { .timingCurve(.nan, 1e9, 0.5, 1, duration: 0.3) }, names: ["nan"], within: 100 * 3000),
        Row(code: ".default.delay(-1)", make: { Animation.default.delay(-1) }, names: ["delay", "-1.0"]),
        Row(code: ".default.speed(0)", make: { Animation.default.speed(0) }, names: ["speed", "0.0"]),
        Row(code: ".interpolatingSpring(initialVelocity: 1e6).speed(1e300)", make: { Animation.interpolatingSpring(duration: 0.5, bounce: 0.9, initialVelocity: 1e6).speed(1e300) }, names: ["speed", "1e+300"], within: 1e6),
        Row(code: ".linear.repeatCount(-4)", make: { Animation.linear.repeatCount(-4) }, names: ["-4"]),
        Row(code: ".linear.logicallyComplete(after: .nan)", make: { Animation.linear.logicallyComplete(after: .nan) }, names: ["nan"]),
    ]

    @Test(arguments: rows)
    func clampedWithOneWarningAndAFiniteMotion(row: Row) {
        let (animation, warnings) = Diagnostics.collectingWarnings { row.make() }
        #expect(warnings.count >= 1)
        let first = warnings.first ?? ""
        for name in row.names { #expect(first.contains(name), "the warning \(first) names \(name)") }
        // Each distinct mistake is reported once per call, not once per parameter it touches.
        #expect(Set(warnings).count == warnings.count)

        let x = Animator(0.0)
        x.setValue(100, transaction: Transaction(animation: animation), at: 0)
        var largest = 0.0, lateLargest = 0.0
        var t = 0.0
        while t < 60 && x.isAnimating {
            t += 1.0 / 60
            let value = x.presentationValue(at: t)
            let velocity = x.velocity(at: t)
            #expect(value.isFinite && velocity.isFinite, "at \(t) s: value \(value), velocity \(velocity)")
            if !value.isFinite || !velocity.isFinite { return }
            largest = max(largest, abs(value - 100))
            if t > 50 { lateLargest = max(lateLargest, abs(value - 100)) }
        }
        #expect(largest <= row.within, "the motion stays within bounds")
        if row.rests {
            #expect(!x.isAnimating, "at rest within 60 s")
            #expect(x.presentationValue(at: t) == 100)
        } else {
            // Undamped, it keeps going and keeps its size; damped a thousandfold, it crawls.
            #expect(lateLargest <= largest + 1e-6)
        }
    }

    struct SpringRow: Sendable, CustomTestStringConvertible {
        var code: String
        var make: @Sendable () -> Spring
        var testDescription: String { code }
    }

    static let springRows: [SpringRow] = [
        SpringRow(code: "Spring(duration: 0.4, bounce: -5)", make: { Spring(duration: 0.4, bounce: -5) }),
        SpringRow(code: "Spring(duration: 0.4, bounce: 5)", make: { Spring(duration: 0.4, bounce: 5) }),
        SpringRow(code: "Spring(response: .nan, dampingRatio: 2)", make: { Spring(response: .nan, dampingRatio: 2) }),
        SpringRow(code: "Spring(response: 0.5, dampingRatio: -1)", make: { Spring(response: 0.5, dampingRatio: -1) }),
        SpringRow(code: "Spring(mass: -1, stiffness: 100, damping: 10)", make: { Spring(mass: -1, stiffness: 100, damping: 10) }),
        SpringRow(code: "Spring(mass: 1, stiffness: 0, damping: 10)", make: { Spring(mass: 1, stiffness: 0, damping: 10) }),
        SpringRow(code: "Spring(mass: 1, stiffness: 100, damping: -10)", make: { Spring(mass: 1, stiffness: 100, damping: -10) }),
        SpringRow(code: "Spring(settlingDuration: -1, dampingRatio: 0.5)", make: { Spring(settlingDuration: -1, dampingRatio: 0.5) }),
        SpringRow(code: "Spring.bouncy(duration: .infinity, extraBounce: 3)", make: { Spring.bouncy(duration: .infinity, extraBounce: 3) }),
    ]

    @Test(arguments: springRows)
    func springInitialisersClampWithAWarning(row: SpringRow) {
        let code = row.code
        let (spring, warnings) = Diagnostics.collectingWarnings { row.make() }
        #expect(!warnings.isEmpty, "\(code) warns")
        #expect(spring.dampingRatio >= 0 && spring.dampingRatio <= Spring.maximumDampingRatio)
        #expect(spring.duration.isFinite && spring.duration > 0)
        var peak = 0.0
        for i in 1...600 {
            let value = spring.value(target: 1.0, initialVelocity: 0, time: Double(i) / 60)
            #expect(value.isFinite)
            peak = max(peak, abs(value - 1))
        }
        #expect(peak <= 1 + 1e-9, "\(code) never grows past its start")
    }
}
