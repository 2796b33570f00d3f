// Smoke scene — twelve circles on springs, written in the view DSL.
//
// What it shows: each circle's position animates with `.animation(.spring(duration: 0.9,
// bounce: b), value:)`, bounce 0 to 0.55. Every 1.6 s (autoplay, a TimelineView) the circles
// fly to new places; a click sends them around the pointer. A retarget mid-flight merges into
// the running spring, which keeps its velocity, so paths bend instead of snapping.
//
// Use: click anywhere to retarget · space toggles autoplay (when it is off and the circles
// settle, the loop stops drawing) · escape or q quits.

import Foundation
import Kinetic

struct SmokeScene: View {
    static let ballCount = 12
    static let autoplayPeriod = 1.6
    static let palette: [UInt32] = [0xFF6B6B, 0xFFA94D, 0xFFD43B, 0x69DB7C, 0x38D9A9, 0x4DABF7, 0x748FFC, 0xDA77F2]

    @State private var targets: [CGPoint] = (0..<SmokeScene.ballCount).map { CGPoint(x: 120 + Double($0) * 90, y: 400) }
    @State private var autoplay = true
    @State private var random = SplitMix64(seed: 42)

    var body: some View {
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: Self.autoplayPeriod, paused: !autoplay)) { timeline in
                ZStack(alignment: .topLeading) {
                    Color(rgb: 0x14161C)
                        .onTapGesture { location in gather(around: location) }
                    ForEach(0..<Self.ballCount, id: \.self) { i in
                        Circle()
                            .fill(Self.color(i).opacity(0.35))
                            .frame(width: 8, height: 8)
                            .position(targets[i])
                    }
                    ForEach(0..<Self.ballCount, id: \.self) { i in
                        let radius = 18 + Double(i % 4) * 6
                        Circle()
                            .fill(Self.color(i).opacity(0.9))
                            .frame(width: 2 * radius, height: 2 * radius)
                            .position(targets[i])
                            .animation(.spring(duration: 0.9, bounce: Self.bounce(i)), value: targets[i])
                            .accessibilityIdentifier("ball\(i)")
                    }
                    hud
                }
                .onChange(of: timeline.date, initial: true) {
                    if autoplay { scatter(in: proxy.size) }
                }
            }
        }
        .onKeyPress(.space) {
            autoplay.toggle()
            return .handled
        }
    }

    private var hud: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Smoke")
                .font(.system(size: 22))
                .foregroundColor(Color(rgb: 0xE9ECEF))
            Text("Twelve circles on springs, bounce 0 to 0.55. Retargeted in flight, they keep their velocity.")
            Text("click: send them to the pointer    space: autoplay \(autoplay ? "on" : "off")    esc: quit")
        }
        .font(.system(size: 14))
        .foregroundColor(Color(rgb: 0x868E96))
        .padding(24)
        .allowsHitTesting(false)
    }

    static func color(_ i: Int) -> Color { Color(rgb: palette[i % palette.count]) }
    static func bounce(_ i: Int) -> Double { 0.55 * Double(i) / Double(ballCount - 1) }

    private func scatter(in size: CGSize) {
        let margin = 60.0
        let width = max(Double(size.width) - 2 * margin, 1), height = max(Double(size.height) - 2 * margin - 100, 1)
        var generator = random
        targets = targets.map { _ in
            CGPoint(x: margin + generator.nextUnit() * width, y: margin + 100 + generator.nextUnit() * height)
        }
        random = generator
    }

    private func gather(around center: CGPoint) {
        targets = (0..<Self.ballCount).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(Self.ballCount)
            return CGPoint(x: Double(center.x) + 110 * cos(angle), y: Double(center.y) + 110 * sin(angle))
        }
    }
}

extension Color {
    /// A colour from 0xRRGGBB.
    init(rgb: UInt32) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}

/// A small, fast, seedable random generator, so autoplay runs are reproducible.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

#Preview("Smoke") {
    SmokeScene()
}
