import Foundation
import Kinetic
import Testing

// Swift 6 SwiftUI code, as developers write it with strict concurrency: views, functions and
// closures marked @MainActor, withAnimation from main-actor code, Sendable custom animations
// and transaction keys. That this file builds in the Swift 6 language mode, with no isolation
// error or warning, is most of the test; the tests below run a little of it.

/// A bouncing ease, Sendable as CustomAnimation requires.
struct OvershootAnimation: CustomAnimation {
    let duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration
        return value.scaled(by: p + sin(p * .pi) * 0.2)
    }
}

/// A transaction key whose value is Sendable.
struct SourceKey: TransactionKey {
    static let defaultValue: String = "code"
}

extension Transaction {
    var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

@MainActor
final class Counter {
    var taps = 0
    func tapped() { taps += 1 }
}

@MainActor
struct MainActorCard: View {
    @State private var expanded = false
    let counter: Counter

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: expanded ? 200 : 100, height: 80)
            .accessibilityIdentifier("card")
            .onTapGesture { @MainActor in
                counter.tapped()
                toggle()
            }
            .transaction { transaction in
                if transaction.source == "tap" { transaction.animation = .bouncy }
            }
    }

    @MainActor private func toggle() {
        var transaction = Transaction(animation: Animation(OvershootAnimation(duration: 0.4)))
        transaction.source = "tap"
        withTransaction(transaction) { expanded.toggle() }
    }
}

@MainActor
func animateFromMainActorCode(_ flag: Binding<Bool>) {
    withAnimation(.spring(duration: 0.3)) { flag.wrappedValue.toggle() }
    withAnimation(.easeInOut, completionCriteria: .removed) { flag.wrappedValue.toggle() } completion: { @MainActor in
        flag.wrappedValue = false
    }
}

@MainActor
struct Swift6CompileTests {
    @Test func mainActorCodeAnimatesOnTheHeadlessHost() throws {
        let counter = Counter()
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { MainActorCard(counter: counter) }
        #expect(host.frame(of: "card")?.width == 100)
        #expect(host.tap("card"))
        host.advance(by: 0.2)
        let width = try #require(host.frame(of: "card")?.width)
        #expect(width > 100, "the custom animation is under way: \(width)")
        host.advance(by: 2)
        #expect(host.frame(of: "card")?.width == 200)
        #expect(counter.taps == 1)
    }

    @Test func withAnimationFromMainActorCodeRunsItsCompletion() {
        var flag = false
        let binding = Binding(get: { flag }, set: { flag = $0 })
        animateFromMainActorCode(binding)
        #expect(flag == false, "toggled twice, then the completion (nothing animated) set it false")
    }
}
