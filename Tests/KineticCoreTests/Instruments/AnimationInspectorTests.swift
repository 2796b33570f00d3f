import Foundation
import Testing
@testable import KineticCore

/// A box sent across by "go" on a spring, faded by "fade", and changed mid-flight by the
/// other buttons: with a linear animation, with none, with another spring, with an ease.
private struct Moving: View {
    @State private var across = false
    @State private var faded = false
    @State private var nudge = 0.0

    var body: some View {
        VStack(spacing: 4) {
            Rectangle().frame(width: 20, height: 20)
                .offset(x: (across ? 300 : 0) + nudge)
                .opacity(faded ? 0.3 : 1)
                .accessibilityIdentifier("box")
            HStack(spacing: 4) {
                button("go") { withAnimation(.spring(duration: 1)) { across.toggle() } }
                button("fade") { withAnimation(.easeInOut(duration: 1)) { faded.toggle() } }
                button("linear") { withAnimation(.linear(duration: 0.5)) { nudge += 100 } }
                button("snap") { withAnimation(nil) { nudge += 100 } }
                button("spring") { withAnimation(.spring(duration: 0.6)) { nudge += 100 } }
                button("ease") { withAnimation(.easeInOut(duration: 0.6)) { nudge += 100 } }
            }
        }
        .frame(width: 500, height: 120)
    }

    private func button(_ name: String, _ action: @escaping () -> Void) -> some View {
        Rectangle().frame(width: 30, height: 20).accessibilityIdentifier(name).onTapGesture(perform: action)
    }
}

@MainActor
struct AnimationInspectorTests {
    private func host() -> HeadlessHost<Moving> { HeadlessHost(size: CGSize(width: 500, height: 120)) { Moving() } }

    /// Runs frames for `seconds`, recording each into `inspector`.
    private func run(_ host: HeadlessHost<Moving>, _ inspector: AnimationInspector, for seconds: Double, frame: inout Int) {
        let end = host.time + seconds
        while host.time < end - 1e-9 {
            host.advance(by: 1.0 / 60)
            frame += 1
            inspector.record(host.graph.animationSamples(at: host.time), frame: frame, time: host.time)
        }
    }

    @Test func everyRunningAnimationIsListedWithWhatRunsItsValueAndVelocity() throws {
        let host = host()
        #expect(host.graph.animationSamples(at: host.time).isEmpty)
        #expect(host.tap("go"))
        #expect(host.tap("fade"))
        host.advance(by: 0.25)
        let samples = host.graph.animationSamples(at: host.time)
        let offset = try #require(samples.first { $0.property == "offset" })
        #expect(offset.view == "box")
        #expect(offset.inspection.animations.count == 1 && offset.inspection.animations[0].contains("spring"), "\(offset.inspection.animations)")
        #expect(abs((offset.inspection.elapsed ?? 0) - 0.25) < 1e-9)
        #expect(!offset.inspection.isLogicallyComplete)
        #expect(offset.inspection.value.count == 2 && offset.inspection.value[0] > 0 && offset.inspection.value[0] < 300)
        #expect(offset.inspection.velocity[0] > 0)
        let opacity = try #require(samples.first { $0.property == "opacity" })
        #expect(opacity.view == "box" && opacity.inspection.value.count == 1)
        #expect(opacity.inspection.velocity[0] < 0)
        // Past its duration the spring is logically complete, still moving a little.
        host.advance(by: 0.9)
        let late = try #require(host.graph.animationSamples(at: host.time).first { $0.property == "offset" })
        #expect(late.inspection.isLogicallyComplete)
        host.advance(by: 5)
        #expect(host.graph.animationSamples(at: host.time).isEmpty)
    }

    @Test(arguments: [("linear", "velocity jump"), ("snap", "snap")])
    func aDiscontinuityIsFlaggedOnceWithItsViewAndFrame(change: String, kind: String) throws {
        let host = host(), inspector = AnimationInspector()
        var frame = 0
        #expect(host.tap("go"))
        run(host, inspector, for: 0.3, frame: &frame)
        #expect(inspector.findings.isEmpty)
        #expect(host.tap(change))
        run(host, inspector, for: 0.5, frame: &frame)
        #expect(inspector.findings.count == 1, "\(inspector.findings)")
        let finding = try #require(inspector.findings.first)
        #expect(finding.kind == kind && finding.view == "box" && finding.property == "offset")
        #expect(finding.frame == 19, "the first frame after the change")
    }

    @Test func aRecordingWithoutThePanelKeepsNoHistoryButStillFlags() throws {
        let host = host(), inspector = AnimationInspector()
        inspector.keepsHistories = false
        var frame = 0
        #expect(host.tap("go"))
        run(host, inspector, for: 0.3, frame: &frame)
        inspector.select(0)
        #expect(inspector.selectedHistory == nil)
        #expect(host.tap("snap"))
        run(host, inspector, for: 0.2, frame: &frame)
        #expect(inspector.findings.map(\.kind) == ["snap"])
    }

    @Test(arguments: ["spring", "ease"])
    func aSmoothRetargetIsNotFlaggedButMarked(change: String) throws {
        let host = host(), inspector = AnimationInspector()
        var frame = 0
        #expect(host.tap("go"))
        run(host, inspector, for: 0.3, frame: &frame)
        inspector.select(inspector.latest.firstIndex { $0.property == "offset" })
        #expect(host.tap(change))
        run(host, inspector, for: 0.5, frame: &frame)
        #expect(inspector.findings.isEmpty, "\(inspector.findings)")
        // The plot's history marks the retarget; at its instant the velocity is the same
        // just before and just after.
        let history = try #require(inspector.selectedHistory)
        #expect(history.view == "box" && history.property == "offset")
        #expect(history.points.filter(\.marker).count == 1)
        let change = try #require(inspector.latest.first { $0.property == "offset" }?.inspection.lastChange)
        #expect(change.kind == .retarget && change.speed > 100)
        #expect(change.jump < 1e-6 * change.speed, "\(change.before) → \(change.after)")
    }

    @Test func f2ShowsThePanelAndAClickSelectsARow() throws {
        let content = HostingContent(size: CGSize(width: 800, height: 500)) { Moving() }
        func context(_ time: Double, _ frame: Int) -> FrameContext {
            FrameContext(time: time, size: CGSize(width: 800, height: 500), frameIndex: frame, refreshInterval: 1.0 / 60, pacing: "vsync")
        }
        var list = DrawList()
        content.draw(into: &list, context: context(0, 0))
        #expect(content.handle(.keyDown(key: "f2"), context: context(0, 0)))
        #expect(content.showsInspector)
        let go = try #require(content.frame(of: "go"))
        _ = content.handle(.mouseDown(location: CGPoint(x: go.midX, y: go.midY), button: 1), context: context(0.01, 1))
        _ = content.handle(.mouseUp(location: CGPoint(x: go.midX, y: go.midY), button: 1), context: context(0.01, 1))
        for frame in 1...12 {
            let time = Double(frame) / 60
            content.update(context: context(time, frame))
            list.removeAll()
            content.draw(into: &list, context: context(time, frame))
            content.drawOverlay(into: &list, context: context(time, frame))
        }
        #expect(content.inspector.latest.contains { $0.property == "offset" })
        #expect(!list.vertices.isEmpty)
        // The panel's first row, clicked, is selected and plotted.
        let panel = try #require(content.inspectorFrame(of: "inspector.row.0"))
        _ = content.handle(.mouseDown(location: CGPoint(x: panel.midX, y: panel.midY), button: 1), context: context(0.21, 13))
        _ = content.handle(.mouseUp(location: CGPoint(x: panel.midX, y: panel.midY), button: 1), context: context(0.21, 13))
        content.update(context: context(0.22, 13))
        content.drawOverlay(into: &list, context: context(0.22, 13))
        content.drawOverlay(into: &list, context: context(0.22, 13))
        #expect(content.inspector.selectedHistory != nil)
        #expect(content.inspectorFrame(of: "inspector.plot") != nil)
    }
}
