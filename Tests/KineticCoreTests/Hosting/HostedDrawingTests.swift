import Foundation
import Testing
@testable import KineticCore

/// A lid drawn by hand: a 10-point square `x` points from the left of its view.
private final class Lid: HostedDrawing {
    @Animated var x = 0.0
    override func draw(in canvas: inout DrawingCanvas) {
        canvas.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .orange)
    }
}

private final class Log {
    var completions = 0
    var lid: Lid?
}

/// Moves the lid with the update's animation, as seed 002's BeadBoxWrapper moves its UIKit lid.
private struct LidView: DrawingRepresentable {
    var position: Double
    let log: Log
    func makeDrawing(context: Context) -> Lid {
        let lid = Lid()
        log.lid = lid
        return lid
    }
    func updateDrawing(_ lid: Lid, context: Context) {
        context.animate {
            lid.x = position
        } completion: {
            log.completions += 1
        }
    }
}

/// The hosted lid and a DSL square side by side, moved by one state change.
private struct Stage: View {
    let log: Log
    var animation: Animation? = .spring(duration: 0.5, bounce: 0.3)
    @State private var position = 0.0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LidView(position: position, log: log).frame(width: 300, height: 10)
            Rectangle().frame(width: 10, height: 10).offset(x: position).accessibilityIdentifier("dsl")
            Color.gray.frame(width: 300, height: 50).accessibilityIdentifier("pad")
                .onTapGesture { withAnimation(animation) { position = position == 0 ? 200 : 0 } }
                .gesture(DragGesture(minimumDistance: 1)
                    .onChanged { drag in withAnimation(.interactiveSpring) { position = Double(drag.location.x) } }
                    .onEnded { drag in withAnimation(.spring) { position = Double(drag.location.x) } })
        }
        .frame(width: 300, height: 70, alignment: .topLeading)
    }
}

@MainActor
@Suite(.serialized)
struct HostedDrawingTests {
    /// Where the lid is drawn: the left edge of the orange square.
    private func lidX(_ host: HeadlessHost<Stage>) -> Double? {
        for item in host.displayList.items {
            if case .fill(.path(let path), _) = item.content { return Double(item.transform.apply(to: path.boundingRect).minX) }
        }
        return nil
    }

    @Test func theHostedDrawingAndADSLViewMoveInStepOnEveryFrame() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 70)) { Stage(log: log) }
        #expect(lidX(host) == 0)
        #expect(log.completions == 1, "the first update had no animation: its completion ran inline")
        #expect(host.tap("pad"))
        var compared = 0
        for _ in 0..<90 {
            host.advance(by: 1.0 / 60)
            let dsl = try #require(host.frame(of: "dsl")?.minX)
            let lid = try #require(lidX(host))
            #expect(abs(lid - Double(dsl)) < 1e-9, "frame \(compared): lid \(lid), view \(dsl)")
            if compared == 5 { #expect(log.completions == 1, "not complete yet") }
            compared += 1
        }
        #expect(lidX(host) == 200, "at rest on the target")
        #expect(log.completions == 2, "the animated update's completion ran once, when the spring was logically complete")
        #expect(!host.frameNeeded)
    }

    @Test func withNoAnimationTheChangeIsImmediateAndTheCompletionRunsInline() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 70)) { Stage(log: log, animation: nil) }
        let initialCompletions = log.completions
        #expect(host.tap("pad"))
        #expect(lidX(host) == 200)
        #expect(log.completions == initialCompletions + 1)
    }

    @Test func aDragRetargetsWithInteractiveSpringsAndTheReleaseSpringKeepsTheVelocity() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 70)) { Stage(log: log) }
        host.drag(from: CGPoint(x: 20, y: 45), to: CGPoint(x: 220, y: 45), duration: 0.4)
        // Released moving right at about 500 points a second: the drawing still moves right.
        let lid = try #require(log.lid)
        let speed = Double(lid.$x.velocity(at: host.time))
        #expect(speed > 100, "the release spring starts with the drag's velocity: \(speed)")
        let before = try #require(lidX(host))
        host.advance(by: 1.0 / 60)
        #expect(try #require(lidX(host)) > before)
        host.advance(by: 2)
        #expect(lidX(host) == 220)
    }

    @Test func aChangeMadeOutsideAnUpdateIsDrawn() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 70)) { Stage(log: log) }
        let lid = try #require(log.lid)
        withAnimation(.linear(duration: 1)) { lid.x = 100 }
        #expect(lid.x == 100, "code reads the value it set")
        host.advance(by: 0.5)
        #expect(abs(try #require(lidX(host)) - 50) < 1e-9)
        host.advance(by: 0.6)
        #expect(lidX(host) == 100)
    }
}
