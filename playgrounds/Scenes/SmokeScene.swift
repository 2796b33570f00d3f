// Smoke scene — twelve anti-aliased circles on springs, drawn straight into a DrawList.
//
// What it shows: springs from Motion driving positions at the display's refresh rate, each
// circle with its own bounce (0 to 0.55). Every 1.6 s (autoplay) the circles fly to new places;
// a click sends them around the pointer. A retarget mid-flight keeps each circle's velocity,
// so paths bend instead of snapping.
//
// Use: click anywhere to retarget · space toggles autoplay (when it is off and the circles
// settle, the loop stops drawing) · escape or q quits.
//
// It predates the view DSL and will be rewritten in it.

import Foundation
import Kinetic

@MainActor
final class SmokeScene: FrameContent {
    struct Ball {
        var x: Double
        var y: Double
        var velocityX = 0.0
        var velocityY = 0.0
        var targetX: Double
        var targetY: Double
        var spring: Spring
        var color: RGBAColor
        var radius: Double

        var isSettled: Bool {
            abs(x - targetX) < 0.01 && abs(y - targetY) < 0.01 && abs(velocityX) < 0.01 && abs(velocityY) < 0.01
        }

        mutating func advance(by seconds: Double) {
            guard seconds > 0 else { return }
            spring.update(value: &x, velocity: &velocityX, target: targetX, deltaTime: seconds)
            spring.update(value: &y, velocity: &velocityY, target: targetY, deltaTime: seconds)
            if isSettled { (x, y, velocityX, velocityY) = (targetX, targetY, 0, 0) }
        }
    }

    static let ballCount = 12
    static let autoplayPeriod = 1.6
    static let palette: [UInt32] = [0xFF6B6B, 0xFFA94D, 0xFFD43B, 0x69DB7C, 0x38D9A9, 0x4DABF7, 0x748FFC, 0xDA77F2]

    private(set) var balls: [Ball] = []
    private(set) var autoplay: Bool
    private var nextRetarget: Double?
    private var lastTime: Double?
    private var random: SplitMix64
    private var arena = CGSize(width: 1280, height: 800)
    private(set) var requestsQuit = false

    init(autoplay: Bool = true, seed: UInt64 = 42) {
        self.autoplay = autoplay
        random = SplitMix64(seed: seed)
        for i in 0..<Self.ballCount {
            let bounce = 0.55 * Double(i) / Double(Self.ballCount - 1)
            let x = 120 + Double(i) * 90
            balls.append(Ball(
                x: x, y: 400, targetX: x, targetY: 400,
                spring: Spring(duration: 0.9, bounce: bounce),
                color: RGBAColor(hex: Self.palette[i % Self.palette.count]),
                radius: 18 + Double(i % 4) * 6))
        }
    }

    var needsFrame: Bool { autoplay || balls.contains { !$0.isSettled } }

    func handle(_ event: InputEvent, context: FrameContext) -> Bool {
        switch event {
        case .mouseDown(let location, _):
            advance(to: context.time)
            retargetAround(x: Double(location.x), y: Double(location.y))
            return true
        case .keyDown(let key) where key == "space":
            autoplay.toggle()
            nextRetarget = autoplay ? context.time : nil
            return true
        case .keyDown(let key) where key == "escape" || key == "q":
            requestsQuit = true
            return true
        default:
            return false
        }
    }

    func update(context: FrameContext) {
        arena = context.size
        if autoplay && nextRetarget == nil { nextRetarget = context.time }
        // Retarget at the exact scheduled instant, not at the frame that notices it, so the
        // motion is the same at 60 Hz and at 144 Hz.
        while autoplay, let due = nextRetarget, due <= context.time {
            advance(to: due)
            retargetScattered()
            nextRetarget = due + Self.autoplayPeriod
        }
        advance(to: context.time)
    }

    func layout(context: FrameContext) {}

    func draw(into list: inout DrawList, context: FrameContext) {
        list.clearColor = RGBAColor(hex: 0x14161C)
        for ball in balls {
            list.fillCircle(center: CGPoint(x: ball.targetX, y: ball.targetY), radius: 4, color: ball.color.multiplyingOpacity(by: 0.35))
        }
        for ball in balls {
            list.fillCircle(center: CGPoint(x: ball.x, y: ball.y), radius: ball.radius, color: ball.color.multiplyingOpacity(by: 0.9))
        }
        let text = RGBAColor(hex: 0xE9ECEF)
        let dim = RGBAColor(hex: 0x868E96)
        list.addText("Kinetic — smoke scene", at: CGPoint(x: 24, y: 20), size: 22, color: text)
        list.addText(
            "Twelve circles on springs, bounce 0 to 0.55. Retargeted in flight, they keep their velocity.",
            at: CGPoint(x: 24, y: 52), size: 14, color: dim)
        list.addText(
            "click: send them to the pointer    space: autoplay \(autoplay ? "on" : "off")    esc: quit",
            at: CGPoint(x: 24, y: 74), size: 14, color: dim)
        list.addText(
            String(format: "refresh %.2f ms (%.1f Hz, %@)", context.refreshInterval * 1000, 1 / context.refreshInterval, context.pacing),
            at: CGPoint(x: 24, y: Double(context.size.height) - 34), size: 14, color: dim)
    }

    private func advance(to time: Double) {
        defer { lastTime = max(lastTime ?? time, time) }
        guard let last = lastTime, time > last else { return }
        for i in balls.indices { balls[i].advance(by: time - last) }
    }

    private func retargetScattered() {
        let margin = 60.0
        let width = max(Double(arena.width) - 2 * margin, 1), height = max(Double(arena.height) - 2 * margin - 100, 1)
        for i in balls.indices {
            balls[i].targetX = margin + random.nextUnit() * width
            balls[i].targetY = margin + 100 + random.nextUnit() * height
        }
    }

    private func retargetAround(x: Double, y: Double) {
        for i in balls.indices {
            let angle = 2 * Double.pi * Double(i) / Double(balls.count)
            balls[i].targetX = x + 110 * cos(angle)
            balls[i].targetY = y + 110 * sin(angle)
        }
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
