import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Log { var events: [String] = [] }

@MainActor
struct GestureTests {
    static let size = CGSize(width: 400, height: 400)

    private func centre<V: View>(_ host: HeadlessHost<V>, _ id: String) throws -> CGPoint {
        let frame = try #require(host.frame(of: id))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aLongPressSetsItsStateWhilePressedAndEndsOnceHeldLongEnough() throws {
        @MainActor struct Pressable: View {
            let log: Log
            @GestureState var pressing = false
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .opacity(pressing ? 0.5 : 1)
                    .accessibilityIdentifier("card")
                    .gesture(LongPressGesture(minimumDuration: 1)
                        .updating($pressing) { value, state, _ in state = value }
                        .onEnded { _ in log.events.append("long") })
            }
        }
        let log = Log()
        let host = HeadlessHost(size: Self.size) { Pressable(log: log) }
        let point = try centre(host, "card")
        host.press(at: point)
        #expect(host.opacity(of: "card") == 0.5)
        // The graph wants a frame when the press will have lasted long enough.
        #expect(abs((host.graph.nextFrameTime ?? 0) - (host.time + 1)) < 0.05)
        host.advance(by: 0.5)
        #expect(log.events.isEmpty)
        host.advance(by: 0.6)
        #expect(log.events == ["long"])
        #expect(host.opacity(of: "card") == 1)
        host.release(at: point)
        // Too short, then moved too far: no ending, and the state goes back.
        host.press(at: point)
        host.advance(by: 0.3)
        host.release(at: point)
        host.advance(by: 1)
        host.press(at: point)
        host.move(to: CGPoint(x: point.x + 30, y: point.y))
        #expect(host.opacity(of: "card") == 1)
        host.advance(by: 1.5)
        #expect(log.events == ["long"])
    }

    @Test func onLongPressGestureTellsPressingAndPerforms() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) {
            Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("b")
                .onLongPressGesture(minimumDuration: 0.5, perform: { log.events.append("perform") },
                                    onPressingChanged: { log.events.append("pressing \($0)") })
        }
        let point = try centre(host, "b")
        host.press(at: point)
        host.advance(by: 0.6)
        host.release(at: point)
        #expect(log.events == ["pressing true", "perform", "pressing false"])
    }

    @Test func aDoubleTapBeforeATapWaitsToTellThemApart() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) {
            Color.green.frame(width: 100, height: 100).accessibilityIdentifier("g")
                .gesture(TapGesture(count: 2).onEnded { log.events.append("double") }
                    .exclusively(before: TapGesture().onEnded { log.events.append("single") }))
        }
        let point = try centre(host, "g")
        host.tap(at: point)
        #expect(log.events.isEmpty)
        host.advance(by: 0.1)
        host.tap(at: point)
        #expect(log.events == ["double"])
        host.advance(by: 1)
        host.tap(at: point)
        host.advance(by: 0.2)
        #expect(log.events == ["double"])
        host.advance(by: 0.2)
        #expect(log.events == ["double", "single"])
    }

    @Test func precedenceSimultaneousAndHighPriority() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) {
            VStack(spacing: 20) {
                // A child's tap beats its parent's ordinary tap gesture.
                Color.red.frame(width: 80, height: 40).accessibilityIdentifier("child")
                    .onTapGesture { log.events.append("child") }
                    .padding(10)
                    .gesture(TapGesture().onEnded { log.events.append("parent") })
                // A simultaneous one hears the tap along with the child's.
                Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("both")
                    .onTapGesture { log.events.append("inner") }
                    .padding(10)
                    .simultaneousGesture(TapGesture().onEnded { log.events.append("simultaneous") })
                // A high-priority one takes it from the child.
                Color.green.frame(width: 80, height: 40).accessibilityIdentifier("high")
                    .onTapGesture { log.events.append("lost") }
                    .padding(10)
                    .highPriorityGesture(TapGesture().onEnded { log.events.append("high") })
            }
        }
        host.tap("child")
        #expect(log.events == ["child"])
        log.events = []
        host.tap("both")
        #expect(log.events.sorted() == ["inner", "simultaneous"])
        log.events = []
        host.tap("high")
        #expect(log.events == ["high"])
    }

    @Test func aHighPriorityDragTakesThePressFromAChildsDrag() throws {
        let log = Log()
        let host = HeadlessHost(size: Self.size) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("inner")
                .gesture(DragGesture().onChanged { _ in log.events.append("inner") })
                .padding(20)
                .highPriorityGesture(DragGesture().onEnded { value in log.events.append("outer \(Int(value.translation.width))") })
        }
        let point = try centre(host, "inner")
        host.drag(from: point, to: CGPoint(x: point.x + 60, y: point.y))
        #expect(log.events == ["outer 60"])
    }

    @Test func aLongPressThenADragMovesOnlyAfterTheHold() throws {
        @MainActor struct Card: View {
            @GestureState var state = SequenceGesture<LongPressGesture, DragGesture>.Value.first(false)
            @State var offset = CGSize.zero
            var dragOffset: CGSize {
                if case .second(true, let drag?) = state { return drag.translation }
                return .zero
            }
            var body: some View {
                Color.red.frame(width: 80, height: 80)
                    .offset(x: offset.width + dragOffset.width, y: offset.height + dragOffset.height)
                    .accessibilityIdentifier("card")
                    .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                        .updating($state) { value, state, _ in state = value }
                        .onEnded { value in
                            if case .second(true, let drag?) = value { offset.width += drag.translation.width; offset.height += drag.translation.height }
                        })
            }
        }
        let host = HeadlessHost(size: Self.size) { Card() }
        let start = try centre(host, "card")
        let rest = try #require(host.frame(of: "card"))
        // Dragged at once: nothing moves (the press is not yet long).
        host.press(at: start)
        host.move(to: CGPoint(x: start.x + 5, y: start.y))
        host.advance(by: 0.6)
        host.move(to: CGPoint(x: start.x + 45, y: start.y))
        host.move(to: CGPoint(x: start.x + 65, y: start.y + 20))
        #expect(try #require(host.frame(of: "card")).minX == rest.minX + 60)
        host.release(at: CGPoint(x: start.x + 65, y: start.y + 20))
        #expect(try #require(host.frame(of: "card")).minX == rest.minX + 60)
        #expect(try #require(host.frame(of: "card")).minY == rest.minY + 20)
    }

    @Test func pinchAndTwistComeFromTheWheel() throws {
        @MainActor struct Photo: View {
            let log: Log
            @State var scale = 1.0
            @State var angle = Angle.zero
            var body: some View {
                Color.orange.frame(width: 100, height: 100).accessibilityIdentifier("photo")
                    .scaleEffect(scale)
                    .rotationEffect(angle)
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in log.events.append("pinched") }
                        .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }.onEnded { _ in log.events.append("twisted") }))
            }
        }
        let log = Log()
        let host = HeadlessHost(size: Self.size) { Photo(log: log) }
        let point = try centre(host, "photo")
        #expect(host.pinch(at: point, scale: 1.1))
        #expect(host.pinch(at: point, scale: 1.1))
        #expect(abs(Double(try #require(host.frame(of: "photo")).width) - 121) < 0.01)
        host.advance(by: 0.5)
        #expect(log.events == ["pinched"])
        #expect(host.twist(at: point, degrees: 15))
        host.advance(by: 0.5)
        #expect(log.events == ["pinched", "twisted"])
        // Nothing takes a pinch where no gesture is, and bad numbers are refused.
        #expect(!host.pinch(at: CGPoint(x: 5, y: 5), scale: 2))
        #expect(!host.pinch(at: point, scale: .nan))
        #expect(!host.pinch(at: point, scale: -1))
    }

    @Test func aGestureOnAViewThatLeavesResetsItsState() throws {
        @MainActor struct Leaving: View {
            @State var shown = true
            @GestureState var pressing = false
            var body: some View {
                VStack {
                    if shown {
                        Color.red.frame(width: 80, height: 80).accessibilityIdentifier("card")
                            .gesture(LongPressGesture(minimumDuration: 5).updating($pressing) { v, s, _ in s = v })
                    }
                    Text(pressing ? "pressing" : "idle").accessibilityIdentifier("label")
                    Color.blue.frame(width: 20, height: 20).onKeyPress(keys: ["h"]) { _ in shown = false; return .handled }
                }
            }
        }
        let host = HeadlessHost(size: Self.size) { Leaving() }
        host.press(at: try centre(host, "card"))
        func label() -> [String]? {
            host.displayList.items.lazy.compactMap { item -> [String]? in
                guard item.identifier == "label", case .text(let layout) = item.content else { return nil }
                return layout.lines
            }.first
        }
        #expect(label() == ["pressing"])
        host.key("h")
        host.advance(by: 1.0 / 60)
        #expect(label() == ["idle"])
    }
}
