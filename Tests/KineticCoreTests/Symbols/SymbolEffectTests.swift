import Foundation
import Testing
@testable import KineticCore

private struct Effects: View {
    var pulsing: Bool
    @State private var taps = 0
    var body: some View {
        VStack {
            Image(systemName: "heart.fill").symbolEffect(.pulse, isActive: pulsing).accessibilityIdentifier("pulse")
            Image(systemName: "star.fill").symbolEffect(.bounce, value: taps).accessibilityIdentifier("bounce")
            Image(systemName: "bolt.fill").symbolEffect(.scale.up, isActive: true).accessibilityIdentifier("scale")
            Button("tap") { taps += 1 }.accessibilityIdentifier("tap")
        }
    }
}

@MainActor
struct SymbolEffectTests {
    /// The horizontal scale the item `identifier` is drawn with.
    func scale<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> Double? {
        host.displayList.items.first { $0.identifier == identifier }.map { hypot(Double($0.transform.a), Double($0.transform.b)) }
    }

    @Test func anActivePulseFadesAndReturnsRoundAfterRound() throws {
        let host = HeadlessHost { Effects(pulsing: true) }
        var opacities: [Double] = []
        for time in stride(from: 0.1, through: 2.05, by: 0.05) {
            host.advance(to: time)
            opacities.append(try #require(host.opacity(of: "pulse")))
        }
        #expect(opacities.min()! < 0.45)
        #expect(opacities.max()! > 0.95)
        // Faded in the middle of each of the first two rounds, back at the ends.
        #expect(opacities[8] < 0.5 && opacities[28] < 0.5, "\(opacities)")
        #expect(host.frameNeeded)
    }

    @Test func anInactivePulseDoesNothing() throws {
        let host = HeadlessHost { Effects(pulsing: false) }
        host.advance(to: 0.5)
        #expect(try #require(host.opacity(of: "pulse")) == 1)
    }

    @Test func aDiscreteBounceRunsOnceWhenItsValueChanges() throws {
        let host = HeadlessHost { Effects(pulsing: false) }
        host.advance(to: 0.5)
        #expect(abs((scale(host, "bounce") ?? 0) - 1) < 1e-9)
        #expect(host.tap("tap"))
        host.advance(by: 0.12)
        #expect((scale(host, "bounce") ?? 0) > 1.05)
        host.advance(by: 2)
        #expect(abs((scale(host, "bounce") ?? 0) - 1) < 1e-9)
    }

    @Test func anActiveScaleHoldsItsSize() {
        let host = HeadlessHost { Effects(pulsing: false) }
        host.advance(to: 1)
        #expect(abs((scale(host, "scale") ?? 0) - 1.2) < 1e-6)
    }

    @Test func optionsSetTheSpeedAndTheRounds() {
        #expect(SymbolEffectOptions.speed(2).speed == 2)
        #expect(SymbolEffectOptions.repeat(3).repeatCount == 3)
        #expect(SymbolEffectOptions.speed(.nan).speed == 1)
        #expect(SymbolEffectOptions.repeating.repeat(0).repeatCount == 1)
    }

    @Test func anIndefiniteEffectWithSetRoundsPlaysThemWhenItBecomesActiveThenRests() throws {
        struct Rounds: View {
            @State private var active = false
            var body: some View {
                Image(systemName: "heart").symbolEffect(.pulse, options: .repeat(2), isActive: active)
                    .accessibilityIdentifier("heart")
                    .onTapGesture { active = true }
            }
        }
        let host = HeadlessHost { Rounds() }
        host.advance(to: 0.3)
        #expect(try #require(host.opacity(of: "heart")) == 1)
        #expect(host.tap("heart"))
        host.advance(by: 0.5)
        #expect(try #require(host.opacity(of: "heart")) < 0.5)  // the middle of the first round
        host.advance(by: 1)
        #expect(try #require(host.opacity(of: "heart")) < 0.5)  // the middle of the second
        host.advance(by: 1)
        #expect(try #require(host.opacity(of: "heart")) == 1)
        #expect(!host.frameNeeded)
    }
}
