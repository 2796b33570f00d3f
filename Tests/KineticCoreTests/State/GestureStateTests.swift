import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Log {
    var ended: [CGSize] = []
    var transactions: [Bool] = []
}

/// A card dragged by gesture state: it follows the pointer and goes back on release.
private struct Card: View {
    let log: Log
    @GestureState private var drag = CGSize.zero
    @GestureState private var isPressed = false

    var body: some View {
        VStack {
            Color.red.frame(width: 100, height: 100)
                .offset(drag)
                .opacity(isPressed ? 0.5 : 1)
                .accessibilityIdentifier("card")
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($drag) { value, state, transaction in
                            log.transactions.append(transaction.isContinuous)
                            state = value.translation
                        }
                        .updating($isPressed) { _, state, _ in state = true }
                        .onEnded { log.ended.append($0.translation) }
                )
        }
        .frame(width: 400, height: 400, alignment: .top)
    }
}

/// A card that springs back in its reset transaction.
private struct SpringBack: View {
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag = CGSize.zero
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .offset(drag)
            .accessibilityIdentifier("card")
            .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
            .frame(width: 400, height: 400, alignment: .top)
    }
}

@MainActor
struct GestureStateTests {
    @Test func theStateFollowsTheDragAndGoesBackWhenItEnds() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Card(log: log) }
        let rest = try #require(host.frame(of: "card"))
        let start = CGPoint(x: rest.midX, y: rest.midY)
        #expect(host.press(at: start))
        host.advance(by: 1.0 / 60)
        #expect(host.move(to: CGPoint(x: start.x + 40, y: start.y + 30)))
        host.advance(by: 1.0 / 60)
        #expect(try #require(host.frame(of: "card")).origin == CGPoint(x: rest.minX + 40, y: rest.minY + 30))
        #expect(host.opacity(of: "card") == 0.5)
        // The body sees the drag's continuous transaction.
        #expect(log.transactions.allSatisfy { $0 } && !log.transactions.isEmpty)
        #expect(host.release(at: CGPoint(x: start.x + 40, y: start.y + 30)))
        host.advance(by: 1.0 / 60)
        // Back at once (no reset animation), and onEnded saw the whole drag.
        #expect(try #require(host.frame(of: "card")) == rest)
        #expect(host.opacity(of: "card") == 1)
        #expect(log.ended == [CGSize(width: 40, height: 30)])
    }

    @Test func theResetAnimatesInTheResetTransaction() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { SpringBack() }
        let rest = try #require(host.frame(of: "card"))
        let start = CGPoint(x: rest.midX, y: rest.midY)
        #expect(host.press(at: start))
        host.advance(by: 1.0 / 60)
        #expect(host.move(to: CGPoint(x: start.x + 100, y: start.y)))
        host.advance(by: 1.0 / 60)
        #expect(host.release(at: CGPoint(x: start.x + 100, y: start.y)))
        host.advance(by: 0.5)
        let midway = try #require(host.frame(of: "card")).minX - rest.minX
        #expect(abs(midway - 50) < 3)
        host.advance(by: 0.6)
        #expect(try #require(host.frame(of: "card")) == rest)
    }

    @Test func aDragThatIsTakenAwayResetsItsState() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Card(log: log) }
        let rest = try #require(host.frame(of: "card"))
        var resets = 0
        let state = GestureState(wrappedValue: 0, reset: { value, _ in resets += value })
        let handler = GestureHandler(gesture: DragGesture(minimumDistance: 0).updating(state) { _, s, _ in s = 7 })
        handler.began(at: CGPoint(x: rest.midX, y: rest.midY), time: 0)
        #expect(state.wrappedValue == 7)
        // The view leaves mid-drag (or the drag is otherwise cancelled): back to the initial
        // value, and the reset closure saw the value it reset.
        handler.cancel()
        #expect(state.wrappedValue == 0)
        #expect(resets == 7)
        #expect(log.ended.isEmpty)
    }
}
