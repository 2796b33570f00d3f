import Foundation
import Kinetic
import Testing
@testable import Playground

struct SpringSettingTests {
    /// Duration and bounce move the other two groups to the same spring, to 1e-6.
    @Test(arguments: [(0.8, 0.25), (0.42, 0.18), (1.5, 0.0), (0.3, -0.4)])
    func durationAndBounceMoveTheOtherGroups(duration: Double, bounce: Double) {
        var setting = SpringSetting()
        setting.duration = duration
        setting.bounce = bounce
        #expect(abs(setting.duration - duration) < 1e-6)
        #expect(abs(setting.bounce - bounce) < 1e-6)
        // By hand: a bounce b ≥ 0 is a damping ratio 1 − b; below 0 it is 1 / (1 + b).
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        #expect(abs(setting.response - duration) < 1e-6)
        #expect(abs(setting.dampingRatio - ratio) < 1e-6)
        #expect(abs(setting.mass - 1) < 1e-6)
        #expect(abs(setting.stiffness - omega * omega) < 1e-6 * omega * omega)
        #expect(abs(setting.damping - 2 * ratio * omega) < 1e-6 * omega)
        #expect(setting.form == .durationBounce)
    }

    @Test func thePhysicalGroupMovesDurationAndBounce() {
        var setting = SpringSetting()
        setting.allowsOverDamping = true
        setting.mass = 2
        setting.stiffness = 200
        setting.damping = 20
        let omega = (200.0 / 2).squareRoot()
        #expect(abs(setting.duration - 2 * .pi / omega) < 1e-6)
        #expect(abs(setting.dampingRatio - 20 / (2 * (200.0 * 2).squareRoot())) < 1e-6)
        #expect(setting.form == .physical)
    }

    @Test func withoutOverdampingThePhysicalGroupStopsAtCriticalDamping() {
        var setting = SpringSetting()
        setting.damping = 100
        #expect(setting.dampingRatio <= 1 + 1e-9)
        setting.allowsOverDamping = true
        setting.damping = 100
        #expect(setting.dampingRatio > 1)
    }

    /// The code lines for duration 0.5 and bounce 0.3, worked by hand: ω = 2π/0.5 = 12.566,
    /// k = ω² = 157.91, ζ = 0.7, c = 2ζω = 17.59.
    @Test func theCodeLinesForAKnownSpring() {
        var setting = SpringSetting()
        setting.duration = 0.5
        setting.bounce = 0.3
        #expect(setting.swift == ".spring(duration: 0.5, bounce: 0.3)")
        #expect(setting.compose == "spring(dampingRatio = 0.7f, stiffness = 157.9f)")
        #expect(setting.flutter == "SpringDescription(mass: 1, stiffness: 157.9, damping: 17.59)")
        #expect(setting.motion == #"{ type: "spring", stiffness: 157.9, damping: 17.59, mass: 1 }"#)
    }

    /// Compose's stiffness is per unit of mass: mass 2, stiffness 300 is Compose's 150.
    @Test func composeDividesStiffnessByMass() {
        var setting = SpringSetting()
        setting.mass = 2
        setting.stiffness = 300
        setting.damping = 10
        #expect(setting.compose.contains("stiffness = 150f"))
        #expect(setting.swift == ".spring(Spring(mass: 2, stiffness: 300, damping: 10))")
        #expect(setting.flutter == "SpringDescription(mass: 2, stiffness: 300, damping: 10)")
    }

    @Test func presetsAreTheLibrarysSprings() {
        var setting = SpringSetting()
        for (name, swift, spring) in [("smooth", ".smooth", Spring.smooth), ("snappy", ".snappy", .snappy), ("bouncy", ".bouncy", .bouncy),
                                      ("interactive", ".interactiveSpring", Spring(response: 0.15, dampingRatio: 0.86)),
                                      ("default", ".default", Spring(response: 0.55, dampingRatio: 1))] {
            setting.choose(preset: name)
            #expect(setting.spring == spring)
            #expect(setting.swift == swift)
        }
        setting.response = 0.4
        #expect(setting.swift == ".spring(response: 0.4, dampingFraction: 1)")
    }

    @Test(arguments: [(0.5, 2, "0.5"), (157.9137, 1, "157.9"), (1.0, 2, "1"), (-0.0001, 2, "0"), (0.125, 2, "0.12")])
    func numbersDropTrailingZeros(value: Double, places: Int, text: String) {
        #expect(SpringSetting.number(value, places) == text)
    }
}

struct BallMotionTests {
    static let t0 = Date(timeIntervalSinceReferenceDate: 100)

    /// A click mid-flight or a new spring mid-flight: the ball is where it was and as fast.
    @Test(arguments: [Spring.bouncy, Spring(duration: 1.2, bounce: -0.3), Spring(response: 0.15, dampingRatio: 0.86)])
    func aRetargetKeepsPositionAndVelocity(newSpring: Spring) {
        var motion = BallMotion(at: CGPoint(x: 0, y: 0), date: Self.t0, spring: .bouncy)
        motion.retarget(to: CGPoint(x: 400, y: 100), spring: .bouncy, at: Self.t0, cause: .click)
        let at = Self.t0.addingTimeInterval(0.12)
        let before = (motion.position(at: at), motion.velocity(at: at))
        motion.change(spring: newSpring, at: at)
        #expect(motion.current.cause == .spring && motion.current.spring == newSpring)
        let after = (motion.position(at: at), motion.velocity(at: at))
        #expect(abs(Double(before.0.x - after.0.x)) < 1e-9 && abs(Double(before.0.y - after.0.y)) < 1e-9)
        #expect(abs(Double(before.1.x - after.1.x)) < 1e-6 && abs(Double(before.1.y - after.1.y)) < 1e-6)
        // A tenth of a millisecond on, the new spring has barely moved it from the old path.
        let next = at.addingTimeInterval(0.0001)
        let step = motion.position(at: next)
        #expect(abs(Double(step.x - before.0.x) - Double(before.1.x) * 0.0001) < 0.01)
        // It still heads for the same target and measures progress from the click's start.
        #expect(motion.current.to == CGPoint(x: 400, y: 100))
        #expect(motion.current.origin == CGPoint(x: 0, y: 0))
    }

    @Test func aNewSpringAtRestStartsNothing() {
        var motion = BallMotion(at: CGPoint(x: 10, y: 10), date: Self.t0, spring: .bouncy)
        motion.change(spring: .snappy, at: Self.t0.addingTimeInterval(5))
        #expect(motion.flights.count == 1)
        #expect(!motion.isMoving(at: Self.t0.addingTimeInterval(5)))
        #expect(motion.spring == .snappy, "the next click's spring")
    }

    @Test func theBallRestsExactlyOnItsTargetAndStops() {
        var motion = BallMotion(at: .zero, date: Self.t0, spring: .bouncy)
        motion.retarget(to: CGPoint(x: 300, y: 0), spring: .bouncy, at: Self.t0, cause: .click)
        let rest = motion.current.restDate
        #expect(rest > Self.t0 && rest < Self.t0.addingTimeInterval(3))
        #expect(motion.isMoving(at: rest.addingTimeInterval(-0.01)))
        #expect(!motion.isMoving(at: rest))
        #expect(abs(Double(motion.position(at: rest).x) - 300) < 0.05)
        #expect(abs(motion.current.progress(at: rest) - 1) < 1e-3)
    }

    @Test func oldLegsAreForgottenOutsideThePlotsWindow() {
        var motion = BallMotion(at: .zero, date: Self.t0, spring: .bouncy)
        for i in 0..<100 {
            motion.retarget(to: CGPoint(x: Double(i % 2) * 100, y: 0), spring: .bouncy, at: Self.t0.addingTimeInterval(Double(i) * 0.5), cause: .click)
        }
        #expect(motion.flights.count <= 10)
    }
}
