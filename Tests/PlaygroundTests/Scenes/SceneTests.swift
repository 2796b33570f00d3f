import Foundation
import Kinetic
import Testing
@testable import Playground

/// Every scene on the headless host, as the shell shows it (beside the sidebar).
@MainActor
struct SceneTests {
    static let size = CGSize(width: 1280 - PlaygroundShell.sidebarWidth - 1, height: 800)

    /// Two seconds of each scene: no warning, and something drawn.
    @Test(arguments: Catalogue.entries.map(\.name))
    func everySceneRunsTwoSecondsWithoutAWarning(name: String) throws {
        let entry = try #require(Catalogue.entry(named: name))
        var warnings: [String] = []
        let host = HeadlessHost(size: Self.size, warnings: { warnings.append($0) }) { entry.make() }
        host.advance(by: 2)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(host.displayList.items.count > 5)
    }
}

@MainActor
struct SpringLabSceneTests {
    private func ballCentre(_ host: HeadlessHost<SpringLabScene>) throws -> CGPoint {
        let frame = try #require(host.frame(of: "spring.ball"))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Moving the bounce slider while the ball flies: the ball goes on from where it is at the
    /// speed it had; its frame-to-frame steps change smoothly, with no jump.
    @Test func aSliderMovedMidFlightKeepsTheBallsPositionAndVelocity() throws {
        let host = HeadlessHost(size: SceneTests.size) { SpringLabScene() }
        let stage = try #require(host.frame(of: "spring.stage"))
        let knob = try #require(host.frame(of: "spring.bounce/knob"))
        let start = try ballCentre(host)
        // Click the far side of the stage.
        let target = CGPoint(x: stage.maxX - 60, y: stage.midY)
        _ = host.press(at: target)
        _ = host.release(at: target)
        var path: [(time: Double, x: Double)] = []
        func sample() throws { path.append((host.time, Double(try ballCentre(host).x))) }
        for _ in 0..<8 {
            host.advance(by: 1.0 / 60)
            try sample()
        }
        #expect(path.last!.x > Double(start.x) + 20, "the ball did not set off")
        // Drag the bounce knob to the right over four frames, the ball still flying.
        host.drag(from: CGPoint(x: knob.midX, y: knob.midY), to: CGPoint(x: knob.midX + 60, y: knob.midY), duration: 4.0 / 60)
        try sample()
        for _ in 0..<8 {
            host.advance(by: 1.0 / 60)
            try sample()
        }
        // Speeds between samples, and how fast they change.
        let speeds = zip(path, path.dropFirst()).map { ($1.x - $0.x) / ($1.time - $0.time) }
        let changes = zip(path.dropFirst(), zip(speeds, speeds.dropFirst())).map { abs($1.1 - $1.0) / (1.0 / 60) }
        // A bouncy spring's speed changes by under 2,500 pt/s a frame here (acceleration below
        // 150,000 pt/s²); a restart or a jump would change it by far more.
        #expect(changes.max()! < 150_000, "speeds \(speeds)")
        // Across the drag the speed carries on: the last before, the first after.
        #expect(abs(speeds[7] - speeds[6]) < max(600, abs(speeds[6]) * 0.4), "speeds \(speeds)")
        let knobAfter = try #require(host.frame(of: "spring.bounce/knob"))
        #expect(knobAfter.midX > knob.midX + 40)
        // And the new spring did take over: without the slider move the ball is elsewhere.
        let plain = HeadlessHost(size: SceneTests.size) { SpringLabScene() }
        _ = plain.press(at: target)
        _ = plain.release(at: target)
        plain.advance(to: host.time)
        let frame = try #require(plain.frame(of: "spring.ball"))
        #expect(abs(Double(frame.midX) - path.last!.x) > 1, "the slider changed nothing")
    }

    /// Ten seconds of clicks and slider moves mid-flight: the plot forgets old legs (the
    /// oldest kept one may be a spring change) and nothing breaks.
    @Test func aLongSessionOfClicksAndSliderMovesKeepsGoing() throws {
        let host = HeadlessHost(size: SceneTests.size) { SpringLabScene() }
        let stage = try #require(host.frame(of: "spring.stage"))
        for i in 0..<14 {
            let point = CGPoint(x: stage.minX + 60 + Double(i % 4) * 150, y: stage.minY + 60 + Double(i % 3) * 80)
            _ = host.press(at: point)
            _ = host.release(at: point)
            host.advance(by: 0.2)
            let knob = try #require(host.frame(of: "spring.bounce/knob"))
            host.drag(from: CGPoint(x: knob.midX, y: knob.midY), to: CGPoint(x: knob.midX + (i % 2 == 0 ? 12 : -12), y: knob.midY),
                      duration: 0.2)
            host.advance(by: 0.3)
        }
        host.advance(by: 5)
        #expect(!host.frameNeeded, "the lab kept drawing after everything settled")
    }

    @Test func copyPutsTheLineOnTheClipboard() throws {
        let host = HeadlessHost(size: SceneTests.size) { SpringLabScene() }
        Clipboard.backend = nil
        #expect(host.tap("copy.Flutter"))
        let first = try #require(Clipboard.string)
        #expect(first.hasPrefix("SpringDescription(mass: 1, stiffness: "), "\(first)")
        // After a slider move, Copy copies the line as it is now.
        let knob = try #require(host.frame(of: "spring.bounce/knob"))
        host.drag(from: CGPoint(x: knob.midX, y: knob.midY), to: CGPoint(x: knob.midX + 40, y: knob.midY), duration: 0.1)
        #expect(host.tap("copy.Flutter"))
        let second = try #require(Clipboard.string)
        #expect(second != first && second.hasPrefix("SpringDescription(mass: 1, stiffness: "), "\(first) then \(second)")
    }
}

@MainActor
struct ListSceneTests {
    /// The rows among the first 400 that the list has built.
    private func rows(_ host: HeadlessHost<AnyView>) -> [Int] {
        (0..<400).filter { host.frame(of: "list.row\($0)") != nil }
    }

    /// A 740-point list shows 17 rows of 44 points, and builds a quarter of its height past
    /// each end: about 26 rows, and a section header or two.
    private static let mostBuilt = 32

    /// The scene as the catalogue makes it.
    private func scene() -> HeadlessHost<AnyView> {
        HeadlessHost(size: SceneTests.size) { Catalogue.entry(named: "list")!.make() }
    }

    @Test func onlyTheRowsInSightAreBuiltAndTheWheelBringsMore() {
        let host = scene()
        let first = rows(host)
        #expect(!first.isEmpty && first.count < Self.mostBuilt, "\(first.count) rows built of 10,000")
        #expect(first.first == 0)
        host.scroll(at: CGPoint(x: 400, y: 400), by: CGSize(width: 0, height: 3_000))
        host.advance(by: 0.5)
        let later = rows(host)
        #expect(!later.contains(0) && later.count < Self.mostBuilt, "\(later)")
        #expect((later.first ?? 0) > 40)
    }

    @Test func aClickStarsARowWithASpring() throws {
        let host = scene()
        let row = try #require(host.frame(of: "list.row2"))
        let before = host.displayList.items.count
        _ = host.tap(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 1.0 / 60)
        #expect(host.frameNeeded, "the star springs in")
        host.advance(by: 1)
        #expect(host.displayList.items.count >= before)
    }

    @Test func theStylePickerRestylesTheList() throws {
        let host = scene()
        let plain = try #require(host.frame(of: "list.row0"))
        let segment = try #require(host.graph.frame(ofText: "Grouped"))
        _ = host.tap(at: CGPoint(x: segment.midX, y: segment.midY))
        host.advance(by: 0.5)
        let grouped = try #require(host.frame(of: "list.row0"))
        #expect(grouped.minX > plain.minX, "the inset grouped style insets the rows: \(plain) → \(grouped)")
    }
}
