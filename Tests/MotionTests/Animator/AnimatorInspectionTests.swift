import Foundation
import Testing
@testable import Motion

struct AnimatorInspectionTests {
    @Test func componentsAreTheScalarsAndEachHalfOfAPairInOrder() {
        #expect(AnimatorInspection.components(of: 2.5) == [2.5])
        #expect(AnimatorInspection.components(of: CGPoint(x: 1, y: -2).animatableData) == [1, -2])
        #expect(AnimatorInspection.components(of: CGRect(x: 1, y: 2, width: 3, height: 4).animatableData) == [1, 2, 3, 4])
        #expect(AnimatorInspection.components(of: EmptyAnimatableData()) == [])
    }

    @Test func aRunningAnimationIsDescribedWithItsValueAndVelocity() throws {
        let animator = Animator(0.0)
        #expect(animator.inspection(at: 0).animations.isEmpty)
        animator.setValue(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        let inspection = animator.inspection(at: 0.25)
        #expect(inspection.animations.count == 1)
        #expect(inspection.elapsed == 0.25 && inspection.newestStart == 0)
        #expect(abs(inspection.value[0] - 25) < 1e-9 && abs(inspection.velocity[0] - 100) < 1e-9)
        #expect(inspection.lastChange == nil, "a start from rest is no retarget")
    }

    @Test func aRetargetRecordsTheVelocityEitherSideAndAnUnanimatedChangeItsSize() throws {
        let animator = Animator(0.0)
        animator.setValue(100, transaction: Transaction(animation: .spring(duration: 1)), at: 0)
        _ = animator.presentationValue(at: 0.3)
        // A spring over a spring keeps the velocity.
        animator.setValue(200, transaction: Transaction(animation: .spring(duration: 1)), at: 0.3)
        let merged = try #require(animator.inspection(at: 0.3).lastChange)
        #expect(merged.kind == .retarget && merged.time == 0.3)
        #expect(merged.jump < 1e-9 * merged.speed && merged.speed > 10)
        // A linear animation added mid-flight starts at its full speed: the velocity jumps.
        animator.setValue(300, transaction: Transaction(animation: .linear(duration: 0.5)), at: 0.4)
        let jumped = try #require(animator.inspection(at: 0.4).lastChange)
        #expect(jumped.kind == .retarget && jumped.jump > 0.3 * jumped.speed && jumped.jump > 100, "\(jumped.before) → \(jumped.after)")
        // A change with no animation while it moves: the value shown jumps by it.
        animator.setValue(350, transaction: Transaction(), at: 0.5)
        let snapped = try #require(animator.inspection(at: 0.5).lastChange)
        #expect(snapped.kind == .unanimated && snapped.after == [50])
    }
}
