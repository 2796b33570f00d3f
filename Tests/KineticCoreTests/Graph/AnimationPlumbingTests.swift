import Foundation
import Testing
@testable import KineticCore

/// Opacity inside the scoped `.animation(_:body:)` animates; the offset outside it snaps.
private struct Scoped: View {
    @State private var on = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 0 : 1)
            }
            .offset(x: on ? 100 : 0)
            .accessibilityIdentifier("box")
            .onTapGesture { on = true }
    }
}

private struct QuickKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var quick: Bool {
        get { self[QuickKey.self] }
        set { self[QuickKey.self] = newValue }
    }
}

/// `.transaction { }` reads a custom key set by `withTransaction(\.quick, …)` to pick the animation.
private struct KeyPicked: View {
    let quick: Bool
    @State private var x = 0.0
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: x)
            .transaction { t in t.animation = t.quick ? .linear(duration: 0.5) : .linear(duration: 1) }
            .accessibilityIdentifier("box")
            .onTapGesture { withTransaction(\.quick, quick) { x = 100 } }
    }
}

/// Follows the finger, and springs home on release.
private struct Flick: View {
    @State private var x = 0.0
    var body: some View {
        Rectangle().frame(width: 40, height: 40)
            .offset(x: x)
            .accessibilityIdentifier("box")
            .gesture(DragGesture()
                .onChanged { drag in x = Double(drag.translation.width) }
                .onEnded { _ in withAnimation(.spring(duration: 0.5)) { x = 0 } })
    }
}

/// A spring, a curve and a retarget, to sample at different frame rates.
private struct Mixed: View {
    @State private var x = 0.0
    @State private var fade = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: x)
            .opacity(fade ? 0.2 : 1)
            .rotationEffect(.degrees(fade ? 90 : 0))
            .accessibilityIdentifier("box")
            .onTapGesture {
                withAnimation(.bouncy) { x += 150 }
                withAnimation(.easeInOut(duration: 0.8)) { fade.toggle() }
            }
    }
}

@MainActor
struct AnimationPlumbingTests {
    @Test func theScopedAnimationAnimatesOnlyTheModifiersInItsBody() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 100)) { Scoped() }
        let start = try #require(host.frame(of: "box"))
        host.tap("box")
        host.advance(by: 0.25)
        #expect(abs(try #require(host.opacity(of: "box")) - 0.75) < 1e-9)
        #expect(try #require(host.frame(of: "box")).minX - start.minX == 100, "the offset outside the body snaps")
    }

    @Test(arguments: [(true, 50.0), (false, 25.0)])
    func aCustomTransactionKeyPicksTheAnimation(quick: Bool, expected: Double) throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 100)) { KeyPicked(quick: quick) }
        let start = try #require(host.frame(of: "box")).minX
        host.tap("box")
        host.advance(by: 0.25)
        #expect(abs(try #require(host.frame(of: "box")).minX - start - expected) < 1e-9)
    }

    @Test func aReleasedDragContinuesWithItsVelocityIntoTheSpring() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 100)) { Flick() }
        let start = try #require(host.frame(of: "box"))
        // 200 points in 0.25 s: 800 points per second to the right.
        host.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX + 200, y: start.midY), duration: 0.25)
        let released = try #require(host.frame(of: "box")).minX - start.minX
        #expect(abs(released - 200) < 1e-9)
        host.advance(by: 1.0 / 60)
        let next = try #require(host.frame(of: "box")).minX - start.minX
        let spring = Spring(duration: 0.5)
        let withVelocity = 200 + spring.value(target: -200.0, initialVelocity: 800.0, time: 1.0 / 60)
        let fromRest = 200 + spring.value(target: -200.0, initialVelocity: 0.0, time: 1.0 / 60)
        #expect(next > released, "it keeps going the finger's way at first")
        #expect(abs(next - withVelocity) < 0.5, "\(next) vs \(withVelocity) (from rest: \(fromRest))")
        host.advance(by: 3)
        #expect(abs(try #require(host.frame(of: "box")).minX - start.minX) < 1e-3)
    }

    @Test func theSameSceneAt60And144HzShowsTheSameValuesAtTheSameInstants() throws {
        func samples(at rate: Double) throws -> [Double] {
            let host = HeadlessHost(size: CGSize(width: 600, height: 200)) { Mixed() }
            host.frameRate = rate
            host.tap("box")
            var values: [Double] = []
            for instant in [0.1, 0.25, 0.5] {
                host.advance(to: instant)
                let frame = try #require(host.frame(of: "box"))
                values += [frame.minX, frame.width, try #require(host.opacity(of: "box"))]
            }
            host.tap("box")  // retarget everything mid-flight
            for instant in [0.6, 0.9, 1.4, 3.0] {
                host.advance(to: instant)
                let frame = try #require(host.frame(of: "box"))
                values += [frame.minX, frame.width, try #require(host.opacity(of: "box"))]
            }
            return values
        }
        let slow = try samples(at: 60), fast = try samples(at: 144)
        for (a, b) in zip(slow, fast) { #expect(abs(a - b) < 1e-6, "\(a) at 60 Hz, \(b) at 144 Hz") }
    }
}
