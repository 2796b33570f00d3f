import Foundation
import Testing
@testable import Kinetic

// The @Animatable macro on real views and shapes, animated on the headless host.

/// A main-actor view whose Double animates and whose Int and String do not.
@MainActor
@Animatable
private struct Slide: View {
    var x: Double
    var lane: Int
    @AnimatableIgnored
    var label: String

    var body: some View {
        Rectangle().frame(width: 10, height: 10)
            .offset(x: x)
            .accessibilityIdentifier("slide \(label) lane \(lane)")
    }
}

/// The seeds' route shape: two points and an elevation animate, the direction does not.
@Animatable
private struct Route: Shape {
    var start: CGPoint
    var end: CGPoint
    var elevation: Double
    @AnimatableIgnored
    var reversed: Bool

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: reversed ? end : start)
            path.addLine(to: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 - elevation))
            path.addLine(to: reversed ? start : end)
        }
    }
}

private struct Stage: View {
    @State private var on = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Slide(x: on ? 200 : 0, lane: on ? 1 : 0, label: on ? "on" : "off")
            Route(start: CGPoint(x: 0, y: 300), end: on ? CGPoint(x: 400, y: 300) : CGPoint(x: 200, y: 300),
                  elevation: on ? 100 : 0, reversed: on)
                .stroke(Color.white, lineWidth: 2)
            Color.gray.frame(width: 10, height: 10).offset(x: 390, y: 390).accessibilityIdentifier("toggle")
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }
}

@MainActor
@Suite(.serialized)
struct AnimatableMacroBehaviourTests {
    /// The route's drawn path.
    private func route(_ host: HeadlessHost<Stage>) -> [CGPoint] {
        for item in host.displayList.items {
            if case .stroke(.path(let path), _, _) = item.content { return path.flattened().first ?? [] }
        }
        return []
    }

    @Test func theGeneratedDataAnimatesTheNumbersAndLeavesTheRestToJump() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Stage() }
        #expect(host.frame(of: "slide off lane 0")?.minX == 0)
        #expect(host.tap("toggle"))
        host.advance(by: 0.5)
        // Halfway: x is halfway, the lane (an Int) and the label (ignored) have already jumped.
        let frame = try #require(host.frame(of: "slide on lane 1"))
        #expect(abs(frame.minX - 100) < 1e-6, "\(frame)")
        // The route: its end and elevation are halfway, its direction (ignored) has flipped.
        let points = route(host)
        #expect(points.count == 3, "\(points)")
        #expect(abs(points[0].x - 300) < 1e-6, "drawn from the end, now at 300: \(points)")
        #expect(abs(points[1].y - (300 - 50)) < 1e-6, "the elevation halfway: \(points)")
        host.advance(by: 0.6)
        #expect(host.frame(of: "slide on lane 1")?.minX == 200)
        #expect(abs(route(host)[0].x - 400) < 1e-9)
    }

    @Test func theGeneratedDataReadsAndWritesThePropertiesInDeclarationOrder() {
        var slide = Slide(x: 3, lane: 7, label: "a")
        #expect(slide.animatableData == 3)
        slide.animatableData = 9
        #expect(slide.x == 9 && slide.lane == 7 && slide.label == "a")
        var route = Route(start: CGPoint(x: 1, y: 2), end: CGPoint(x: 3, y: 4), elevation: 5, reversed: true)
        #expect(route.animatableData.first == AnimatablePair(1, 2))
        #expect(route.animatableData.second.first == AnimatablePair(3, 4))
        #expect(route.animatableData.second.second == 5)
        route.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(AnimatablePair(30, 40), 50))
        #expect(route.start == CGPoint(x: 10, y: 20) && route.end == CGPoint(x: 30, y: 40) && route.elevation == 50 && route.reversed)
    }
}
