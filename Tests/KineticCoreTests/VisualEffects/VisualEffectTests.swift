import Foundation
import Testing
@testable import KineticCore

private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

@MainActor
struct VisualEffectTests {
    /// A 40 × 20 box at (x, y) in the window, with an effect.
    private func placed<E: VisualEffect>(x: Double, y: Double, _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> HeadlessHost<some View> {
        HeadlessHost(size: CGSize(width: 400, height: 300)) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
                .visualEffect(effect)
                .offset(x: x, y: y)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func theEffectIsComputedFromWhereTheViewIsDrawn() {
        let host = placed(x: 30, y: 100) { content, proxy in
            content.offset(x: proxy.frame(in: .global).minY, y: proxy.size.height)
        }
        // Drawn at (30, 100), moved by (100, 20).
        #expect(host.frame(of: "box") == CGRect(x: 130, y: 120, width: 40, height: 20))
    }

    /// (name, effect, drawn frame of the 40 × 20 box at the origin, drawn opacity)
    nonisolated static let effects: [(String, @Sendable (EmptyVisualEffect) -> any VisualEffect, CGRect, Double)] = [
        ("offset", { $0.offset(x: 5, y: 6) }, CGRect(x: 5, y: 6, width: 40, height: 20), 1),
        ("scale about the centre", { $0.scaleEffect(2) }, CGRect(x: -20, y: -10, width: 80, height: 40), 1),
        ("scale about the top leading corner", { $0.scaleEffect(x: 2, y: 3, anchor: .topLeading) }, CGRect(x: 0, y: 0, width: 80, height: 60), 1),
        ("a quarter turn", { $0.rotationEffect(.degrees(90)) }, CGRect(x: 10, y: -10, width: 20, height: 40), 1),
        ("opacity", { $0.opacity(0.25) }, CGRect(x: 0, y: 0, width: 40, height: 20), 0.25),
        ("a transform", { $0.transformEffect(CGAffineTransform(translationX: 7, y: 0)) }, CGRect(x: 7, y: 0, width: 40, height: 20), 1),
        ("the outer effect applies first", { $0.offset(x: 10).scaleEffect(2, anchor: .topLeading) }, CGRect(x: 20, y: 0, width: 80, height: 40), 1),
    ]

    @Test(arguments: effects.indices)
    func eachEffectDrawsAsItsViewModifierDoes(_ index: Int) {
        let (name, make, expected, opacity) = Self.effects[index]
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
                .visualEffect { content, _ in AnyVisualEffectForTests(make(content)) }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let frame = host.frame(of: "box")
        #expect(frame.map { near($0.minX, expected.minX) && near($0.minY, expected.minY) && near($0.width, expected.width) && near($0.height, expected.height) } == true,
                "\(name): \(String(describing: frame))")
        #expect(near(host.opacity(of: "box"), opacity), "\(name)")
    }

    private struct Mover: View {
        @State var moved = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }.accessibilityIdentifier("move")
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
                    .visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minX) }
                    .offset(x: moved ? 100 : 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func anAncestorsAnimationMovesTheGeometryEachFrame() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Mover() }
        let start = try #require(host.frame(of: "box"))
        host.tap("move")
        host.advance(by: 0.5)
        let mid = try #require(host.frame(of: "box"))
        // Half way: 50 to the right, so 50 down as well.
        #expect(near(Double(mid.minX - start.minX), 50, 1) && near(Double(mid.minY - start.minY), 50, 1), "\(mid)")
        host.advance(by: 1)
        #expect(host.frame(of: "box")?.origin == CGPoint(x: start.minX + 100, y: start.minY + 100))
    }

    private struct Toggler: View {
        @State var on = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Flip") { withAnimation(.linear(duration: 1)) { on.toggle() } }.accessibilityIdentifier("flip")
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
                    .visualEffect { content, _ in content.offset(x: on ? 100 : 0).opacity(on ? 0.5 : 1) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aStateChangeAnimatesTheEffectInItsTransaction() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler() }
        let start = try #require(host.frame(of: "box"))
        host.tap("flip")
        host.advance(by: 0.25)
        #expect(near(host.frame(of: "box").map { Double($0.minX - start.minX) }, 25, 0.5))
        #expect(near(host.opacity(of: "box"), 0.875, 0.01))
        host.advance(by: 1)
        #expect(host.frame(of: "box")?.minX == start.minX + 100)
        #expect(host.opacity(of: "box") == 0.5)
        // And back, half way after half the time.
        host.tap("flip")
        host.advance(by: 0.5)
        #expect(near(host.frame(of: "box").map { Double($0.minX - start.minX) }, 50, 0.5))
        host.advance(by: 0.6)
        #expect(host.frame(of: "box")?.minX == start.minX)
    }

    private struct Parallax: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in
                        Color.blue.frame(height: 100)
                            .overlay {
                                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot\(index)")
                                    .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .scrollView).minY / 2) }
                            }
                    }
                }
            }
            .padding(.top, 30)
        }
    }

    @Test func aScrollMovesTheEffect() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Parallax() }
        let before = try #require(host.frame(of: "dot2"))
        // Row 2's dot is 240 down the scroll view (which is 30 down the window): moved 120 to
        // the right.
        #expect(before.minX == 310)
        host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100))
        host.advance(by: 1)
        let after = try #require(host.frame(of: "dot2"))
        #expect(after.minY == before.minY - 100)
        #expect(before.minY == 270)
        #expect(after.minX == before.minX - 50)
    }

    private struct Tappable: View {
        @State var taps = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(taps)").accessibilityIdentifier("count")
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("target")
                    .onTapGesture { taps += 1 }
                    .visualEffect { content, _ in content.offset(x: 200) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func inputFindsTheViewWhereTheEffectDrawsIt() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Tappable() }
        let target = try #require(host.frame(of: "target"))
        #expect(target.minX == 200)
        #expect(host.tap(at: CGPoint(x: target.midX, y: target.midY)))
        #expect(host.graph.frame(ofText: "1") != nil)
        #expect(!host.tap(at: CGPoint(x: 20, y: target.midY)))
    }

    private struct Foreign: VisualEffect {}

    @Test func anEffectKineticCannotDrawWarnsAndDrawsTheView() {
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), warnings: { warnings.append($0) }) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box").visualEffect { _, _ in Foreign() }
        }
        #expect(host.frame(of: "box")?.size == CGSize(width: 40, height: 20))
        #expect(warnings.contains { $0.contains("Foreign") && $0.contains("not one of Kinetic's effects") })
    }
}

/// Wraps an effect of any type for the table test, drawing it as it draws.
private struct AnyVisualEffectForTests: VisualEffect, DrawnVisualEffect {
    let base: any VisualEffect
    init(_ base: any VisualEffect) { self.base = base }
    func draw(size: CGSize, _ context: inout DrawContext, _ content: (inout DrawContext) -> Void) {
        (base as? DrawnVisualEffect)?.draw(size: size, &context, content)
    }
    func applyTransforms(size: CGSize, _ context: inout DrawContext) {
        (base as? DrawnVisualEffect)?.applyTransforms(size: size, &context)
    }
}
