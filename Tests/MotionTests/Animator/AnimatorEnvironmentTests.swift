import Foundation
import Testing
@testable import Motion

private struct HoldKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var holds: Bool {
        get { self[HoldKey.self] }
        set { self[HoldKey.self] = newValue }
    }
}

/// A linear animation over one second that stands still while the environment says so.
private struct HoldingAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var elapsed = context.state[ElapsedKey.self]
        if !context.environment.holds { elapsed.total += max(0, time - elapsed.last) }
        elapsed.last = time
        context.state[ElapsedKey.self] = elapsed
        guard elapsed.total < 1 else { return nil }
        return value.scaled(by: elapsed.total)
    }

    struct ElapsedKey: AnimationStateKey {
        struct Clock { var total = 0.0, last = 0.0 }
        static var defaultValue: Clock { Clock() }
    }
}

struct AnimatorEnvironmentTests {
    /// A custom animation reads the environment the animator was given, and a running one sees
    /// a new environment from its next frame.
    @Test func aRunningCustomAnimationSeesTheEnvironmentChange() {
        let animator = Animator(0.0)
        animator.setValue(100, transaction: Transaction(animation: Animation(HoldingAnimation())), at: 0)
        #expect(abs(animator.presentationValue(at: 0.25) - 25) < 1e-9)
        var held = EnvironmentValues()
        held.holds = true
        animator.environment = held
        #expect(abs(animator.presentationValue(at: 0.5) - 25) < 1e-9)
        #expect(abs(animator.presentationValue(at: 0.75) - 25) < 1e-9)
        animator.environment = EnvironmentValues()
        #expect(abs(animator.presentationValue(at: 1.0) - 50) < 1e-9)
        #expect(animator.isAnimating)
        #expect(animator.presentationValue(at: 1.6) == 100)
        #expect(!animator.isAnimating)
    }

    @Test func aNewAnimationStartsWithTheEnvironment() {
        let animator = Animator(0.0)
        var held = EnvironmentValues()
        held.holds = true
        animator.environment = held
        animator.setValue(100, transaction: Transaction(animation: Animation(HoldingAnimation())), at: 0)
        #expect(animator.presentationValue(at: 0.5) == 0)
        #expect(animator.environment.holds)
    }
}
