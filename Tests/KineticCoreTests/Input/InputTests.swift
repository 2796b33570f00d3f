import Foundation
import Testing
@testable import KineticCore

/// A 100×20 bar turned a quarter turn about its centre: hit where it is drawn, not where it was laid out.
private struct TurnedBar: View {
    @State var taps = 0
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 20)
            .onTapGesture { taps += 1 }
            .rotationEffect(.degrees(90))
            .scaleEffect(1.5)
            .offset(x: 30)
            .accessibilityIdentifier("bar")
            .overlay(Text("\(taps)").accessibilityIdentifier("taps"))
    }
}

private final class Log {
    var entries: [String] = []
}

private struct Hoverable: View {
    let log: Log
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50).onHover { log.entries.append("a \($0)") }
            Rectangle().frame(width: 50, height: 50).onHover { log.entries.append("b \($0)") }
        }
    }
}

private struct Keys: View {
    let log: Log
    var body: some View {
        VStack {
            Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
            Color.clear.frame(width: 10, height: 10)
                .onKeyPress(.space) { log.entries.append("space"); return .handled }
                .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
                    log.entries.append(press.key == .leftArrow ? "left" : "right")
                    return .ignored
                }
        }
    }
}

private struct TapsAndDrags: View {
    let log: Log
    var body: some View {
        ZStack {
            Color.gray.frame(width: 300, height: 300)
                .onTapGesture(count: 2) { log.entries.append("double") }
            Rectangle().frame(width: 100, height: 100)
                .onTapGesture { location in log.entries.append("tap \(Int(location.x)),\(Int(location.y))") }
                .gesture(DragGesture().onEnded { _ in log.entries.append("drag") })
            Color.clear.frame(width: 40, height: 40)
                .onTapGesture { log.entries.append("never") }
                .allowsHitTesting(false)
        }
    }
}

private struct RoundButton: View {
    let log: Log
    var body: some View {
        Color.blue.frame(width: 100, height: 100)
            .contentShape(Circle())
            .onTapGesture { log.entries.append("round") }
    }
}

private struct Watcher: View {
    let log: Log
    @State private var value = 0
    var body: some View {
        Rectangle().frame(width: 50, height: 50)
            .onChange(of: value, initial: true) { old, new in log.entries.append("\(old)→\(new)") }
            .onTapGesture { value += 1 }
    }
}

@MainActor
struct InputTests {
    @Test func everyCellOfAGridSpanningManyIndexBlocksIsHitWhereItIsDrawn() throws {
        final class Log { var taps: [Int] = [] }
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) {
            VStack(spacing: 1) {
                ForEach(0..<12, id: \.self) { row in
                    HStack(spacing: 1) {
                        ForEach(0..<12, id: \.self) { column in
                            Color.blue.frame(width: 20, height: 20)
                                .onTapGesture { log.taps.append(row * 12 + column) }
                                .accessibilityIdentifier("c\(row * 12 + column)")
                        }
                    }
                }
            }
        }
        #expect(host.graph.hitRegions.count == 144)
        #expect(host.graph.hitIndex.blocks.count == (144 + HitIndex.blockSize - 1) / HitIndex.blockSize)
        for index in 0..<144 {
            let frame = try #require(host.frame(of: "c\(index)"))
            host.tap(at: CGPoint(x: frame.minX + 1, y: frame.maxY - 1))
        }
        #expect(log.taps == Array(0..<144))
        // The 1-point gaps between cells take no taps.
        let first = try #require(host.frame(of: "c0"))
        #expect(!host.tap(at: CGPoint(x: first.maxX + 0.5, y: first.midY)))
    }

    @Test func aContentShapeDecidesWhereTheViewIsHit() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { RoundButton(log: log) }
        #expect(!host.tap(at: CGPoint(x: 5, y: 5)), "the corner is outside the circle")
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        #expect(log.entries == ["round"])
    }

    @Test func onChangeSeesOldAndNewValuesAndRunsOnceInitially() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Watcher(log: log) }
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        #expect(log.entries == ["0→0", "0→1", "1→2"])
    }

    @Test func aRotatedScaledOffsetViewIsHitWhereItIsDrawn() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { TurnedBar() }
        let drawn = try #require(host.frame(of: "bar"))
        // Drawn 30×150 (20×100 turned and scaled 1.5), centred 30 points right of the window's centre.
        #expect(abs(drawn.width - 30) < 1e-6 && abs(drawn.height - 150) < 1e-6)
        #expect(abs(drawn.midX - 230) < 1e-6 && abs(drawn.midY - 200) < 1e-6)
        // Inside the laid-out bar (200±50, 200±10) but outside the drawn one: a miss.
        #expect(!host.tap(at: CGPoint(x: 180, y: 200)))
        // Near the drawn bar's top end, far outside the laid-out rectangle: a hit.
        #expect(host.tap(at: CGPoint(x: 230, y: 135)))
        #expect(host.displayList.items.contains { if case .text(let t) = $0.content { return t.lines == ["1"] } else { return false } })
    }

    @Test func hoverEntersAndLeaves() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 100, height: 50)) { Hoverable(log: log) }
        host.move(to: CGPoint(x: 10, y: 10))
        host.move(to: CGPoint(x: 20, y: 10))
        host.move(to: CGPoint(x: 70, y: 10))
        host.move(to: CGPoint(x: 70, y: 90))
        #expect(log.entries == ["a true", "a false", "b true", "b false"])
    }

    @Test func keysReachHandlersAndShortcutsNeedTheirModifiers() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Keys(log: log) }
        #expect(!host.key("s"), "a shortcut with Command needs Ctrl held")
        #expect(host.key("ctrl+s"))
        #expect(host.key("space"))
        #expect(!host.key("left"), "an ignored key is not handled")
        #expect(!host.key("nosuchkey"))
        #expect(log.entries == ["save", "space", "left"])
    }

    @Test func aDragIsNotATapAndTapsCountAndPassThrough() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { TapsAndDrags(log: log) }
        host.tap(at: CGPoint(x: 150, y: 150))
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.1)
        // Pressed on the square, released outside it: nothing.
        host.press(at: CGPoint(x: 120, y: 120))
        host.release(at: CGPoint(x: 20, y: 20))
        // Two quick taps on the background make a double tap; slow ones do not.
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 20, y: 20))
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.entries == ["tap 50,50", "drag", "double"])
    }

    @Test func keyNamesParseWithModifiers() throws {
        let press = try #require(KeyPress(hostName: "ctrl+shift+z"))
        #expect(press.key == KeyEquivalent("z") && press.modifiers == [.control, .shift])
        #expect(KeyPress(hostName: "return")?.key == .return)
        #expect(KeyPress(hostName: "ctrl++")?.key == KeyEquivalent("+"))
        #expect(KeyPress(hostName: "hyper+a") == nil)
    }
}

/// A ball laid out at the centre and drawn 120 points to the left or right of it.
private struct OffsetBall: View {
    @State private var right = false
    var taps: (() -> Void)?
    var body: some View {
        Circle()
            .frame(width: 80, height: 80)
            .offset(x: right ? 120 : -120)
            .scaleEffect(right ? 1.5 : 1)
            .accessibilityIdentifier("ball")
            .onTapGesture { taps?(); withAnimation(.linear(duration: 1)) { right.toggle() } }
    }
}

@MainActor
struct HitWhereDrawnTests {
    @Test func aTapFindsAnOffsetScaledViewWhereItIsDrawnAndFollowsItWhileItMoves() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 480, height: 320)) { OffsetBall(taps: { taps += 1 }) }
        // Laid out at x 200…280, drawn at 80…160.
        #expect(host.frame(of: "ball") == CGRect(x: 80, y: 120, width: 80, height: 80))
        #expect(!host.tap(at: CGPoint(x: 240, y: 160)), "where it was laid out, nothing is drawn")
        #expect(host.tap(at: CGPoint(x: 120, y: 160)))
        #expect(taps == 1)
        // Halfway: offset 0, scale 1.25 — drawn at 190…290.
        host.advance(by: 0.5)
        let midway = host.frame(of: "ball")!
        #expect(abs(midway.minX - 190) < 1e-6 && abs(midway.width - 100) < 1e-6, "\(midway)")
        #expect(!host.tap(at: CGPoint(x: 120, y: 160)), "it has left the place it started from")
        #expect(host.tap(at: CGPoint(x: 285, y: 160)), "inside the scaled ball, outside its layout frame")
        #expect(taps == 2)
    }
}

@MainActor
struct DragTimeAndNestedIdentifierTests {
    final class Log { var dates: [Date] = [] }
    struct Dragged: View {
        let log: Log
        var body: some View {
            Rectangle().frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0).onChanged { log.dates.append($0.time) })
        }
    }

    /// A drag's time is a date on the clock timelines show, so the two can be compared.
    @Test func aDragsTimeIsADateOnTheTimelinesClock() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Dragged(log: log) }
        host.advance(by: 0.5)
        _ = host.press(at: CGPoint(x: 50, y: 50))
        let date = try #require(log.dates.first as Date?)
        #expect(abs(host.graph.time(of: date) - host.time) < 1e-9, "\(date) at \(host.time)")
    }

    struct Panel: View {
        @State var value = 0.5
        var body: some View {
            VStack {
                Slider(value: $value).accessibilityIdentifier("volume")
                Slider(value: $value).accessibilityIdentifier("balance")
            }
            .frame(width: 200)
        }
    }

    /// An identified view inside another is known as "outer/inner" too, so each slider's knob
    /// can be found.
    @Test func aNestedIdentifierIsAlsoKnownByItsPath() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { Panel() }
        let volume = try #require(host.frame(of: "volume/knob"))
        let balance = try #require(host.frame(of: "balance/knob"))
        #expect(volume.minY < balance.minY)
        #expect(abs(volume.width - 16) < 0.5)
        let slider = try #require(host.frame(of: "volume"))
        #expect(slider.contains(CGPoint(x: volume.midX, y: volume.midY)))
    }
}
