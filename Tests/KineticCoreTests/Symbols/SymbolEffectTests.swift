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

    /// The angle, in degrees clockwise, the item `identifier` is turned.
    func turn<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> Double? {
        host.displayList.items.first { $0.identifier == identifier }.map { atan2(Double($0.transform.b), Double($0.transform.a)) * 180 / .pi }
    }

    func centre<V: View>(_ host: HeadlessHost<V>, _ identifier: String) -> CGPoint? {
        host.frame(of: identifier).map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    @Test func anActiveRotateTurnsOnceARound() throws {
        let host = HeadlessHost {
            HStack {
                Image(systemName: "star.fill").symbolEffect(.rotate, isActive: true).accessibilityIdentifier("cw")
                Image(systemName: "star.fill").symbolEffect(.rotate.counterClockwise, isActive: true).accessibilityIdentifier("ccw")
            }
        }
        host.advance(to: 0.5)
        // Halfway through the first turn (an eased curve: half a turn at its middle).
        #expect(abs(abs(try #require(turn(host, "cw"))) - 180) < 1)
        host.advance(to: 0.75)
        let cw = try #require(turn(host, "cw")), ccw = try #require(turn(host, "ccw"))
        #expect(cw < 0 && cw > -90, "three quarters of a clockwise turn reads as a quarter short: \(cw)")
        #expect(ccw > 0 && ccw < 90, "\(ccw)")
        #expect(host.frameNeeded)
    }

    @Test func aWiggleShakesAlongItsDirectionAndComesBack() throws {
        let host = HeadlessHost {
            VStack {
                Image(systemName: "bolt.fill").symbolEffect(.wiggle.left, isActive: true).accessibilityIdentifier("left")
                Image(systemName: "bolt.fill").symbolEffect(.wiggle.up, isActive: true).accessibilityIdentifier("up")
                Image(systemName: "bolt.fill").symbolEffect(.wiggle.clockwise, isActive: true).accessibilityIdentifier("rock")
            }
        }
        host.advance(to: 0)
        let left0 = try #require(centre(host, "left")), up0 = try #require(centre(host, "up"))
        host.advance(to: 0.1)
        let left = try #require(centre(host, "left")), up = try #require(centre(host, "up"))
        #expect(left.x < left0.x - 4 && abs(left.y - left0.y) < 0.01, "\(left0) → \(left)")
        #expect(up.y < up0.y - 4 && abs(up.x - up0.x) < 0.01, "\(up0) → \(up)")
        #expect(try #require(turn(host, "rock")) > 10)
        host.advance(to: 0.5)
        let rest = try #require(centre(host, "left"))
        #expect(abs(rest.x - left0.x) < 0.01)
        #expect(abs(try #require(turn(host, "rock"))) < 0.01)
    }

    @Test func aBreatheSwellsAndFadesSlowly() throws {
        let host = HeadlessHost { Image(systemName: "heart.fill").symbolEffect(.breathe, isActive: true).accessibilityIdentifier("breathe") }
        host.advance(to: 0.9)
        #expect(abs((scale(host, "breathe") ?? 0) - 1.1) < 0.01)
        #expect(abs(try #require(host.opacity(of: "breathe")) - 0.75) < 0.01)
        host.advance(to: 1.8)
        #expect(abs((scale(host, "breathe") ?? 0) - 1) < 0.01)
    }

    @Test func aDiscreteRotateTurnsOnceForAChange() throws {
        struct Turning: View {
            @State var taps = 0
            var body: some View {
                Image(systemName: "star.fill").symbolEffect(.rotate, value: taps).accessibilityIdentifier("star")
                    .onTapGesture { taps += 1 }
            }
        }
        let host = HeadlessHost { Turning() }
        host.advance(to: 0.5)
        #expect(abs(try #require(turn(host, "star"))) < 1e-9)
        #expect(host.tap("star"))
        host.advance(by: 0.5)
        #expect(abs(abs(try #require(turn(host, "star"))) - 180) < 2)
        host.advance(by: 1)
        #expect(abs(try #require(turn(host, "star"))) < 1e-9)
    }
}

