import Foundation
import Testing
@testable import KineticCore

@MainActor private final class Log {
    var frames: [CGRect] = []
    var points: [CGPoint] = []
    var sizes: [(old: CGSize, new: CGSize)] = []
    var widths: [Double] = []
}

/// A board 40 points in from the window's corner (padding), with a reader 30 points further in.
private struct Board: View {
    let log: Log
    let space: CoordinateSpace
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 200, height: 30)
            GeometryReader { proxy in
                Color.blue.onAppear { log.frames.append(proxy.frame(in: space)) }
            }
            .frame(width: 200, height: 100)
            Color.gray.frame(width: 200, height: 100)
                .accessibilityIdentifier("pad")
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { log.points.append($0.location) })
            Color.green.frame(width: 200, height: 50)
                .accessibilityIdentifier("button")
                .onTapGesture(coordinateSpace: space) { log.points.append($0) }
        }
        .padding(40)
        .coordinateSpace(name: "board")
    }
}

private struct Growing: View {
    let log: Log
    @State private var wide = false
    var body: some View {
        Color.red.frame(width: wide ? 200 : 100, height: 50)
            .accessibilityIdentifier("bar")
            .onTapGesture { wide.toggle() }
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in log.sizes.append((old, new)) }
            .onGeometryChange(for: Double.self, of: { $0.frame(in: .named("root")).minX }) { log.widths.append($0) }
            .padding(10)
            .coordinateSpace(.named("root"))
    }
}

@MainActor
struct CoordinateSpaceTests {
    @Test func aReaderSeesItsFrameInANamedSpaceAbove() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { Board(log: log, space: .named("board")) }
        let global = try #require(host.frame(of: "pad"))
        // 40 of padding, 30 of spacer: the reader's origin in the board's coordinates.
        #expect(log.frames == [CGRect(x: 40, y: 70, width: 200, height: 100)])
        // The same reader in the window's coordinates is moved by where the board is.
        let board = CGPoint(x: global.minX - 40, y: global.minY - 170)
        let windowLog = Log()
        _ = HeadlessHost(size: CGSize(width: 400, height: 500)) { Board(log: windowLog, space: .global) }
        #expect(windowLog.frames == [CGRect(x: board.x + 40, y: board.y + 70, width: 200, height: 100)])
    }

    @Test func aNameNoViewAboveHasIsTheWindow() {
        let named = Log(), global = Log()
        _ = HeadlessHost(size: CGSize(width: 400, height: 500)) { Board(log: named, space: .named("elsewhere")) }
        _ = HeadlessHost(size: CGSize(width: 400, height: 500)) { Board(log: global, space: .global) }
        #expect(named.frames == global.frames)
        #expect(!named.frames.isEmpty)
    }

    @Test func dragsAndTapsReportInTheNamedSpace() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { Board(log: log, space: .named("board")) }
        let pad = try #require(host.frame(of: "pad"))
        let board = CGPoint(x: pad.minX - 40, y: pad.minY - 170)
        host.drag(from: CGPoint(x: pad.minX + 10, y: pad.minY + 20), to: CGPoint(x: pad.minX + 60, y: pad.minY + 20))
        let first = try #require(log.points.first)
        #expect(first == CGPoint(x: 40 + 10, y: 170 + 20))
        #expect(try #require(log.points.last).x == 40 + 60)
        log.points.removeAll()
        let button = try #require(host.frame(of: "button"))
        #expect(host.tap(at: CGPoint(x: button.minX + 5, y: button.minY + 5)))
        #expect(log.points == [CGPoint(x: button.minX + 5 - board.x, y: button.minY + 5 - board.y)])
    }

    @Test func geometryChangesAreReportedOnceLaidOutAndWhenTheyChange() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Growing(log: log) }
        #expect(log.sizes.map(\.new) == [CGSize(width: 100, height: 50)])
        #expect(log.sizes.map(\.old) == [CGSize(width: 100, height: 50)])
        #expect(log.widths == [10])
        #expect(host.tap("bar"))
        host.advance(by: 0.05)
        #expect(log.sizes.count == 2)
        #expect(log.sizes.last?.old == CGSize(width: 100, height: 50))
        #expect(log.sizes.last?.new == CGSize(width: 200, height: 50))
        // Padded 10 inside the named space, whatever its width: unchanged, not reported again.
        #expect(log.widths == [10])
        host.advance(by: 0.5)
        #expect(log.sizes.count == 2)
    }
}
