import Foundation
import Testing
@testable import KineticCore

private struct Card: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        VStack {
            Text(scheme == .dark ? "dark" : "light").accessibilityIdentifier("label")
            Rectangle().fill(Color.primary).frame(width: 40, height: 40).accessibilityIdentifier("swatch")
            Rectangle().fill(Color.secondary.opacity(0.5)).frame(width: 40, height: 40).accessibilityIdentifier("faint")
        }
    }
}

@MainActor
struct ColorSchemeTests {
    private func fill<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> RGBAColor? {
        host.displayList.items.lazy.compactMap { item -> RGBAColor? in
            guard item.identifier == identifier, case .fill(_, let color) = item.content else { return nil }
            return color
        }.first
    }

    private func text<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> TextLayout? {
        host.displayList.items.lazy.compactMap { item -> TextLayout? in
            guard item.identifier == identifier, case .text(let layout) = item.content else { return nil }
            return layout
        }.first
    }

    @Test func theWindowStartsDarkAndTheSemanticColoursFollowAFlip() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Card() }
        #expect(host.graph.colorScheme == .dark)
        #expect(text(host, "label")?.lines == ["dark"])
        #expect(fill(host, "swatch") == Color(white: 0.95).resolved)
        #expect(text(host, "label")?.color == Color(white: 0.95).resolved)
        host.graph.colorScheme = .light
        host.advance(by: 1.0 / 60)
        #expect(text(host, "label")?.lines == ["light"])
        #expect(fill(host, "swatch") == Color(white: 0).resolved)
        #expect(text(host, "label")?.color == Color(white: 0).resolved)
        // An opacity applied to a semantic colour stays applied in either scheme.
        let faint = try #require(fill(host, "faint"))
        #expect(abs(faint.opacity - 0.3) < 1e-9)
        #expect(abs(faint.red - 0.235) < 1e-9)
    }

    @Test func aFlipInAnAnimationCrossFadesTheColours() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Card() }
        withAnimation(.linear(duration: 1)) { host.graph.colorScheme = .light }
        host.advance(by: 0.5)
        let midway = try #require(fill(host, "swatch"))
        #expect(abs(midway.red - 0.475) < 0.02)
        host.advance(by: 0.6)
        #expect(fill(host, "swatch") == Color(white: 0).resolved)
    }

    @Test func aViewsPreferenceSetsTheWindowsSchemeWhileItIsShown() throws {
        @MainActor struct Preferring: View {
            @State var prefers = true
            var body: some View {
                VStack {
                    Card().preferredColorScheme(prefers ? .light : nil)
                    Button("Drop") { prefers = false }.accessibilityIdentifier("drop")
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Preferring() }
        // From the first frame.
        #expect(text(host, "label")?.lines == ["light"])
        #expect(host.graph.effectiveColorScheme == .light)
        #expect(host.graph.colorScheme == .dark)
        host.tap("drop")
        host.advance(by: 1.0 / 60)
        #expect(text(host, "label")?.lines == ["dark"])
    }

    @Test(arguments: [
        (nil, ColorScheme.dark, false), ("light", .light, false), ("Dark", .dark, false), (" light ", .light, false),
        ("sepia", .dark, true), ("", .dark, true),
    ] as [(String?, ColorScheme, Bool)])
    func theEnvironmentVariableChoosesTheStartingScheme(_ value: String?, _ scheme: ColorScheme, _ warns: Bool) {
        var warnings: [String] = []
        let environment = value.map { ["KINETIC_COLOR_SCHEME": $0] } ?? [:]
        #expect(ColorScheme.fromEnvironment(environment) { warnings.append($0) } == scheme)
        #expect(warnings.isEmpty == !warns)
        if warns { #expect(warnings.first?.contains("light or dark") == true) }
    }

    @Test func controlsAndFieldsHaveALightLook() throws {
        @MainActor struct Controls: View {
            @State var on = true
            @State var text = ""
            var body: some View {
                VStack {
                    Button("Go") {}.accessibilityIdentifier("button")
                    TextField("Name", text: $text).frame(width: 120).accessibilityIdentifier("field")
                }
                .preferredColorScheme(.light)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Controls() }
        // The button's face and label are the light ones.
        let fills = host.displayList.items.compactMap { item -> RGBAColor? in
            if case .fill(_, let color) = item.content { return color }
            return nil
        }
        #expect(fills.contains(Color(white: 0.98).resolved))
        #expect(fills.contains(Color(white: 1).resolved))
        #expect(!fills.contains(Color(white: 0.22).resolved))
        let labels = host.displayList.items.compactMap { item -> TextLayout? in
            if case .text(let layout) = item.content { return layout }
            return nil
        }
        #expect(labels.first { $0.lines == ["Go"] }?.color == Color(white: 0.1).resolved)
    }

    @Test func aColourResolvesInAnEnvironment() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        #expect(Color.primary.resolve(in: environment) == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
        environment.colorScheme = .dark
        let resolved = Color.primary.opacity(0.5).resolve(in: environment)
        #expect(abs(resolved.red - 0.95) < 1e-6 && abs(resolved.opacity - 0.5) < 1e-6)
        // sRGB to linear: 0.5 is about 0.214.
        #expect(abs(Color.Resolved(red: 0.5, green: 0, blue: 1).linearRed - 0.2140) < 1e-3)
        #expect(Color(Color.Resolved(red: 1, green: 0.5, blue: 0)).resolved == Color(red: 1, green: 0.5, blue: 0).resolved)
    }

    @Test func aSemanticColourCostsAColourOnePointerMore() {
        // Colours are copied into every environment, paint and animator: the two values of a
        // semantic colour are kept by reference.
        #expect(MemoryLayout<Color>.size <= 4 * MemoryLayout<Double>.size + MemoryLayout<AnyObject?>.size)
        #expect(Color.primary == Color(light: Color(white: 0), dark: Color(white: 0.95)))
        #expect(Color.primary != Color(white: 0.95))
    }
}
