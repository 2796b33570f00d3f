import Foundation
import Testing
@testable import KineticCore

private struct PausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var isPaused: Bool {
        get { self[PausedKey.self] }
        set { self[PausedKey.self] = newValue }
    }
}

/// Linear over a second, on a clock that stops while the view's environment says paused (the
/// guide's PausableAnimation, in short).
private struct Pausable: CustomAnimation {
    struct Clock: AnimationStateKey {
        struct Value { var elapsed = 0.0, last = 0.0 }
        static var defaultValue: Value { Value() }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var clock = context.state[Clock.self]
        if !context.environment.isPaused { clock.elapsed += max(0, time - clock.last) }
        clock.last = time
        context.state[Clock.self] = clock
        return clock.elapsed < 1 ? value.scaled(by: clock.elapsed) : nil
    }
}

@MainActor
struct CustomAnimationEnvironmentTests {
    struct Lane: View {
        @State var across = false
        @State var paused = false
        var body: some View {
            VStack {
                Rectangle().frame(width: 20, height: 20)
                    .offset(x: across ? 100 : 0)
                    .accessibilityIdentifier("bar")
                Rectangle().frame(width: 40, height: 20).onTapGesture {
                    withAnimation(Animation(Pausable())) { across.toggle() }
                }
                .accessibilityIdentifier("play")
                Rectangle().frame(width: 40, height: 20).onTapGesture { paused.toggle() }
                    .accessibilityIdentifier("pause")
            }
            .environment(\.isPaused, paused)
            .frame(width: 300, height: 200)
        }
    }

    /// The view's environment reaches a custom animation's context, and a change reaches the
    /// running animation: a pause holds the offset still until resumed.
    @Test func aPauseInTheEnvironmentHoldsARunningCustomAnimation() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Lane() }
        let start = try #require(host.frame(of: "bar")).minX
        #expect(host.tap("play"))
        host.advance(by: 0.3)
        #expect(host.tap("pause"))
        host.advance(by: 0.05)
        let held = try #require(host.frame(of: "bar")).minX
        #expect(held > start + 20 && held < start + 50, "\(held - start)")
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(of: "bar")).minX - held) < 1e-9, "the paused bar moved")
        #expect(host.tap("pause"))
        host.advance(by: 0.3)
        #expect(try #require(host.frame(of: "bar")).minX > held + 20, "the resumed bar did not go on")
        host.advance(by: 1)
        #expect(abs(try #require(host.frame(of: "bar")).minX - start - 100) < 1e-9)
    }
}
