import Foundation
import Testing
@testable import KineticCore

/// A style that shows whether its button is pressed in the label's identifier.
private struct Probe: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .accessibilityIdentifier(configuration.isPressed ? "pressed" : "up")
    }
}

/// The fill colours drawn in `host`'s last frame.
@MainActor private func fills(_ host: HeadlessHost<some View>) -> [RGBAColor] {
    host.displayList.items.compactMap { if case .fill(_, let color) = $0.content { color } else { nil } }
}

@MainActor
struct ButtonStyleTests {
    @Test func aCustomStyleDrawsTheButtonAndSeesItPressed() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            Button("Go") { taps += 1 }.buttonStyle(Probe())
        }
        let frame = host.frame(of: "up")!
        host.press(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.frame(of: "pressed") != nil)
        host.release(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.frame(of: "up") != nil)
        #expect(taps == 1)
    }

    @Test func theBuiltInStylesFaceTheLabelAsTheirNamesSay() {
        let accent = Color.accentColor.resolved
        let prominent = HeadlessHost(size: CGSize(width: 300, height: 200)) { Button("Go") {}.buttonStyle(.borderedProminent) }
        #expect(fills(prominent).contains(accent), "an accent-coloured face")
        let bordered = HeadlessHost(size: CGSize(width: 300, height: 200)) { Button("Go") {}.buttonStyle(.bordered) }
        #expect(!fills(bordered).isEmpty && !fills(bordered).contains(accent))
        let plain = HeadlessHost(size: CGSize(width: 300, height: 200)) { Button("Go") {}.buttonStyle(.plain) }
        #expect(fills(plain).isEmpty, "no face at all")
        let borderless = HeadlessHost(size: CGSize(width: 300, height: 200)) { Button("Go") {}.buttonStyle(.borderless) }
        let colours = borderless.displayList.items.compactMap { if case .text(let t) = $0.content { t.color } else { nil } }
        #expect(colours == [accent], "the label in the accent colour")
    }

    /// The built-in faced style lights up while the pointer is over the button.
    @Test func theDefaultStyleLightsUpUnderThePointer() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Button("Go") {}.accessibilityIdentifier("go") }
        let frame = try #require(host.frame(of: "go"))
        let plain = host.displayList.items.map(\.description)
        _ = host.move(to: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.1)
        let hovered = host.displayList.items.map(\.description)
        #expect(hovered != plain, "nothing changed under the pointer")
        _ = host.move(to: CGPoint(x: 290, y: 190))
        host.advance(by: 0.1)
        #expect(host.displayList.items.map(\.description) == plain, "the hover look stayed")
    }
}
