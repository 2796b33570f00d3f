import Foundation
import Testing
@testable import KineticCore

private struct TapToMove: View {
    @State private var x = 0.0
    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(x: x)
            .accessibilityIdentifier("ball")
            .onTapGesture { withAnimation(.linear(duration: 1)) { x = 100 } }
    }
}

private struct ScopedAnimation: View {
    @State var a = 0.0
    @State var b = 0.0
    var body: some View {
        VStack {
            Rectangle().frame(width: 20, height: 20).offset(x: a).accessibilityIdentifier("a")
                .animation(.linear(duration: 1), value: a)
            Rectangle().frame(width: 20, height: 20).offset(x: b).accessibilityIdentifier("b")
        }
        .onTapGesture { a = 100; b = 100 }
    }
}

private struct Leaf: View {
    let index: Int
    @State private var on = false
    var body: some View {
        Rectangle().fill(on ? .red : .blue).frame(width: 2, height: 2)
            .accessibilityIdentifier("leaf\(index)")
            .onTapGesture { on.toggle() }
    }
}

private struct Grid: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<1000) { i in Leaf(index: i) }
        }
    }
}

@MainActor
struct HeadlessHostTests {
    @Test func aTappedLinearAnimationIsAQuarterDoneAfterAQuarterSecond() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { TapToMove() }
        let start = try #require(host.frame(of: "ball"))
        #expect(host.tap(at: CGPoint(x: start.midX, y: start.midY)))
        #expect(host.frameNeeded)
        host.advance(by: 0.25)
        let quarter = try #require(host.frame(of: "ball"))
        #expect(abs((quarter.minX - start.minX) - 25) < 1e-9)
        host.advance(to: 1)
        let end = try #require(host.frame(of: "ball"))
        #expect(abs((end.minX - start.minX) - 100) < 1e-9)
        #expect(!host.frameNeeded)
    }

    @Test func animationWithValueAnimatesOnlyThatValue() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { ScopedAnimation() }
        let a0 = try #require(host.frame(of: "a")), b0 = try #require(host.frame(of: "b"))
        host.tap(at: CGPoint(x: a0.midX, y: a0.midY))
        host.advance(by: 0.5)
        let a = try #require(host.frame(of: "a")), b = try #require(host.frame(of: "b"))
        #expect(abs((a.minX - a0.minX) - 50) < 1e-9, "a animates with its linear animation")
        #expect(abs((b.minX - b0.minX) - 100) < 1e-9, "b snaps: no animation for it")
    }

    @Test func changingOneLeafReevaluatesOneBody() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 2400)) { Grid() }
        let before = host.graph.bodyEvaluations
        let leaf = try #require(host.frame(of: "leaf500"))
        host.tap(at: CGPoint(x: leaf.midX, y: leaf.midY))
        #expect(host.graph.bodyEvaluations - before == 1)
    }

    @Test func badAdvanceIsRefusedWithAWarning() {
        let host = HeadlessHost { TapToMove() }
        var warnings: [String] = []
        host.graph.warningHandler = { warnings.append($0) }
        host.advance(by: .nan)
        host.advance(by: -1)
        #expect(host.time == 0)
        #expect(warnings.count == 2)
    }
}

private struct SpringToggle: View {
    @State private var right = false
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(x: right ? 200 : 0)
            .accessibilityIdentifier("ball")
            .onTapGesture { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { right.toggle() } }
    }
}

@MainActor
struct SpringRetargetTests {
    /// A second tap mid-flight retargets the spring: position and velocity stay continuous.
    @Test func aRetargetedSpringKeepsPositionAndVelocity() throws {
        let host = HeadlessHost(size: CGSize(width: 600, height: 200)) { SpringToggle() }
        let start = try #require(host.frame(of: "ball"))
        host.tap(at: CGPoint(x: start.midX, y: start.midY))
        var xs: [Double] = []
        for _ in 0..<12 { host.advance(by: 1.0 / 60); xs.append(Double(host.frame(of: "ball")!.minX)) }
        let here = try #require(host.frame(of: "ball"))
        host.tap(at: CGPoint(x: here.midX, y: here.midY))
        #expect(abs(Double(host.frame(of: "ball")!.minX) - xs.last!) < 1e-9, "no jump at the retarget")
        for _ in 0..<3 { host.advance(by: 1.0 / 60); xs.append(Double(host.frame(of: "ball")!.minX)) }
        let before = xs[11] - xs[10], after = xs[12] - xs[11]
        // Still moving right just after the retarget (velocity kept), and slowing smoothly.
        #expect(after > 0)
        #expect(abs(after - before) < abs(before) * 0.5)
    }
}

/// The seeds' AnimatableNumberView pattern: the body runs each frame with interpolated data.
private struct NumberView: View, Animatable {
    var number: Double
    var animatableData: Double {
        get { number }
        set { number = newValue }
    }
    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: number).accessibilityIdentifier("number")
    }
}

private struct NumberHost: View {
    @State private var value = 0.0
    var body: some View {
        NumberView(number: value)
            .onTapGesture { withAnimation(.linear(duration: 1)) { value = 100 } }
    }
}

@MainActor
struct AnimatableViewTests {
    @Test func anAnimatableViewsBodySeesInterpolatedData() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 100)) { NumberHost() }
        let start = try #require(host.frame(of: "number"))
        host.tap(at: CGPoint(x: start.midX, y: start.midY))
        host.advance(by: 0.5)
        #expect(abs(Double(host.frame(of: "number")!.minX - start.minX) - 50) < 1e-6)
        host.advance(to: 1)
        #expect(abs(Double(host.frame(of: "number")!.minX - start.minX) - 100) < 1e-6)
        #expect(!host.frameNeeded)
    }
}

@MainActor
struct EffectDrawingTests {
    @Test func brightnessLightensWhatIsDrawn() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color(white: 0.2).frame(width: 10, height: 10).brightness(0.5)
        }
        let item = try #require(host.displayList.items.first)
        guard case .fill(_, let color) = item.content else { Issue.record("expected a fill"); return }
        #expect(abs(color.red - 0.7) < 1e-9)
    }
}
