import Foundation
import Testing
@testable import KineticCore

private final class Log { var entries: [String] = [] }

private struct Panel: View {
    let log: Log
    @State private var on = false
    @State private var value = 5.0
    @State private var count = 2
    @State private var choice = "b"
    @State private var armed = false

    var body: some View {
        VStack(spacing: 10) {
            Button("Go") { log.entries.append("go") }.accessibilityIdentifier("go")
            Button("Off") { log.entries.append("off") }.disabled(true).accessibilityIdentifier("off")
            Toggle("Switch", isOn: $on).frame(width: 200).accessibilityIdentifier("toggle")
            Slider("Amount", value: $value, in: 0...10, step: 1).frame(width: 300).accessibilityIdentifier("slider")
            Stepper("Count", value: $count, in: 0...3).frame(width: 200)
            Picker("Pick", selection: $choice) {
                Text("A").tag("a")
                Text("B").tag("b")
                Text("C").tag("c")
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("picker")
            Text("on=\(on) value=\(Int(value)) count=\(count) choice=\(choice)").accessibilityIdentifier("state")
        }
    }
}

@MainActor
struct ControlsTests {
    private func state(_ host: HeadlessHost<Panel>) -> String {
        for item in host.displayList.items where item.identifier == "state" {
            if case .text(let text) = item.content { return text.lines.joined(separator: " ") }
        }
        return ""
    }

    @Test func aButtonRunsItsActionUnlessDisabledOrReleasedOutside() throws {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: log) }
        #expect(host.tap("go"))
        #expect(!host.tap("off"))
        let go = try #require(host.frame(of: "go"))
        host.press(at: CGPoint(x: go.midX, y: go.midY))
        host.release(at: CGPoint(x: go.midX, y: go.maxY + 40))
        #expect(log.entries == ["go"])
    }

    @Test func aPressedButtonLooksPressedUntilReleased() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: Log()) }
        let go = try #require(host.frame(of: "go"))
        let before = host.displayList
        host.press(at: CGPoint(x: go.midX, y: go.midY))
        #expect(host.displayList != before)
        host.release(at: CGPoint(x: go.midX, y: go.midY))
        #expect(host.displayList.dump == before.dump)
    }

    @Test func theToggleFlipsAndItsKnobSlides() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: Log()) }
        #expect(host.tap("toggle"))
        #expect(state(host).contains("on=true"))
        #expect(host.frameNeeded, "the knob slides")
        host.advance(by: 1)
        #expect(!host.frameNeeded)
    }

    @Test func theSliderFollowsADragOnItsStepsAndJumpsToAClick() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: Log()) }
        #expect(state(host).contains("value=5"))
        let slider = try #require(host.frame(of: "slider"))
        // The track is between the label and the value text; drag its knob to the far right.
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.maxX + 100, y: slider.midY))
        #expect(state(host).contains("value=10"))
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.minX - 100, y: slider.midY))
        #expect(state(host).contains("value=0"))
    }

    @Test func theStepperStaysInItsBounds() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: Log()) }
        let plus = try #require(host.frame(of: "stepper.increment"))
        let minus = try #require(host.frame(of: "stepper.decrement"))
        for _ in 0..<3 { host.tap(at: CGPoint(x: plus.midX, y: plus.midY)) }
        #expect(state(host).contains("count=3"))
        for _ in 0..<5 { host.tap(at: CGPoint(x: minus.midX, y: minus.midY)) }
        #expect(state(host).contains("count=0"))
    }

    @Test func thePickerSelectsTheTappedSegmentAndSlidesItsHighlight() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Panel(log: Log()) }
        let picker = try #require(host.frame(of: "picker"))
        #expect(state(host).contains("choice=b"))
        // Three equal segments at the right of the label.
        let segments = picker.width
        host.tap(at: CGPoint(x: picker.maxX - 5, y: picker.midY))
        #expect(state(host).contains("choice=c"), "\(segments)")
        #expect(host.frameNeeded)
        host.advance(by: 1)
        #expect(!host.frameNeeded)
    }
}
