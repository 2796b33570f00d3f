import Foundation
import Testing
@testable import KineticCore

@MainActor
struct FocusTests {
    final class Log { var lines: [String] = [] }

    struct Panel: View {
        let log: Log
        @State var on = false
        @State var level = 0.5
        @State var count = 1
        @State var choice = "a"
        var body: some View {
            VStack {
                Button("Go") { log.lines.append("go") }
                Toggle("Lights", isOn: $on)
                Slider(value: $level, in: 0...1, step: 0.1)
                Stepper("Count \(count)", value: $count, in: 0...5)
                Picker("Choice", selection: $choice) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
                .pickerStyle(.segmented)
                Button("Off") { log.lines.append("off") }.disabled(true)
                Text("on \(on) level \(String(format: "%.1f", level)) count \(count) choice \(choice)")
                    .accessibilityIdentifier("state")
            }
            .frame(width: 300)
            .onChange(of: on) { log.lines.append("on \(on)") }
            .onChange(of: level) { log.lines.append(String(format: "level %.1f", level)) }
            .onChange(of: count) { log.lines.append("count \(count)") }
            .onChange(of: choice) { log.lines.append("choice \(choice)") }
        }
    }

    @Test func tabReachesEachEnabledControlInTurnAndTheKeysActOnIt() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Panel(log: log) }
        #expect(host.graph.focusedStop == nil)
        // Nothing focused: space reaches no control.
        _ = host.key("space")
        #expect(log.lines.isEmpty)

        #expect(host.key("tab"))  // the button
        #expect(host.key("space"))
        host.advance(by: 0.1)
        #expect(log.lines == ["go"])
        #expect(host.key("tab"))  // the toggle
        #expect(host.key("return"))
        host.advance(by: 0.1)
        #expect(host.key("tab"))  // the slider
        #expect(host.key("right"))
        host.advance(by: 0.1)
        #expect(host.key("tab"))  // the stepper
        #expect(host.key("right"))
        #expect(host.key("right"))
        host.advance(by: 0.1)
        #expect(host.key("tab"))  // the picker
        #expect(host.key("right"))
        host.advance(by: 0.1)
        #expect(log.lines == ["go", "on true", "level 0.6", "count 2", "count 3", "choice b"])
        // The disabled button is skipped: the next Tab wraps to the first button.
        #expect(host.key("tab"))
        #expect(host.key("space"))
        host.advance(by: 0.1)
        #expect(log.lines.last == "go")
        // Shift-Tab goes back round to the picker.
        #expect(host.key("shift+tab"))
        #expect(host.key("left"))
        host.advance(by: 0.1)
        #expect(log.lines.last == "choice a")
    }

    @Test func aRingIsDrawnAroundTheFocusedControlAndAClickPutsItAway() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Panel(log: Log()) }
        let plain = host.displayList.items.count
        #expect(host.key("tab"))
        host.advance(by: 0.1)
        let ring = try #require(host.displayList.items.last)
        #expect(host.displayList.items.count == plain + 1)
        let stop = try #require(host.graph.focusedStop)
        #expect(abs(Double(ring.frame.width) - Double(stop.frame.width) - 6) < 1e-9)
        guard case .stroke = ring.content else { Issue.record("the ring is not a stroke"); return }
        _ = host.press(at: CGPoint(x: 5, y: 395))
        _ = host.release(at: CGPoint(x: 5, y: 395))
        host.advance(by: 0.1)
        #expect(host.graph.focusedStop == nil)
        #expect(host.displayList.items.count == plain)
    }

    @Test func tabWithNoControlsIsNotTaken() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Text("nothing to reach") }
        #expect(!host.key("tab"))
    }
}
