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
    /// A circle whose position is a closed-form function of time since its last retarget, so
    /// it is in the same place at the same instant whatever the frame rate.
    struct Ball {
        /// Where and how fast the ball was when it was last retargeted, and when.
        var startX: Double
        var startY: Double
        var startVelocityX = 0.0
        var startVelocityY = 0.0
        var startTime = 0.0
        var targetX: Double
        var targetY: Double
        var spring: Spring
        var color: RGBAColor
        var radius: Double

        init(x: Double, y: Double, spring: Spring, color: RGBAColor, radius: Double) {
            (startX, startY, targetX, targetY) = (x, y, x, y)
            self.spring = spring
            self.color = color
            self.radius = radius
        }

        /// Position and velocity at `time`.
        func state(at time: Double) -> (x: Double, y: Double, velocityX: Double, velocityY: Double) {
            let elapsed = time - startTime
            return (
                startX + spring.value(target: targetX - startX, initialVelocity: startVelocityX, time: elapsed),
                startY + spring.value(target: targetY - startY, initialVelocity: startVelocityY, time: elapsed),
                spring.velocity(target: targetX - startX, initialVelocity: startVelocityX, time: elapsed),
                spring.velocity(target: targetY - startY, initialVelocity: startVelocityY, time: elapsed))
        }

        /// Sends the ball towards a new target from `time`, keeping its position and velocity.
        mutating func retarget(x: Double, y: Double, at time: Double) {
            let now = state(at: time)
            (startX, startY, startVelocityX, startVelocityY, startTime) = (now.x, now.y, now.velocityX, now.velocityY, time)
            (targetX, targetY) = (x, y)
        }

        /// True once the ball is within a hundredth of a point of its target and nearly still.
        func isSettled(at time: Double) -> Bool {
            let now = state(at: time)
            return abs(now.x - targetX) < 0.01 && abs(now.y - targetY) < 0.01
                && abs(now.velocityX) < 0.01 && abs(now.velocityY) < 0.01
        }
    }

    static let ballCount = 12
    static let autoplayPeriod = 1.6
    static let palette: [UInt32] = [0xFF6B6B, 0xFFA94D, 0xFFD43B, 0x69DB7C, 0x38D9A9, 0x4DABF7, 0x748FFC, 0xDA77F2]

    private(set) var balls: [Ball] = []
    private(set) var autoplay: Bool
    private var nextRetarget: Double?
    private var time = 0.0
    private var random: SplitMix64
    private var arena = CGSize(width: 1280, height: 800)
    private(set) var requestsQuit = false

    init(autoplay: Bool = true, seed: UInt64 = 42) {
        self.autoplay = autoplay
        // The schedule starts at animation time 0, not at the first frame, whose time depends
        // on the frame rate.
        nextRetarget = autoplay ? 0 : nil
        random = SplitMix64(seed: seed)
        for i in 0..<Self.ballCount {
            let bounce = 0.55 * Double(i) / Double(Self.ballCount - 1)
            let x = 120 + Double(i) * 90
            balls.append(Ball(
                x: x, y: 400,
                spring: Spring(duration: 0.9, bounce: bounce),
                color: RGBAColor(hex: Self.palette[i % Self.palette.count]),
                radius: 18 + Double(i % 4) * 6))
        }
    }

    var needsFrame: Bool { autoplay || balls.contains { !$0.isSettled(at: time) } }

    func handle(_ event: InputEvent, context: FrameContext) -> Bool {
        switch event {
        case .mouseDown(let location, _):
            retargetAround(x: Double(location.x), y: Double(location.y), at: context.time)
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
        // Retarget at the exact scheduled instant, not at the frame that notices it, so the
        // motion is the same at 60 Hz and at 144 Hz.
        while autoplay, let due = nextRetarget, due <= context.time {
            retargetScattered(at: due)
            nextRetarget = due + Self.autoplayPeriod
        }
        time = context.time
    }

    func layout(context: FrameContext) {}

    func draw(into list: inout DrawList, context: FrameContext) {
        list.clearColor = RGBAColor(hex: 0x14161C)
        for ball in balls {
            list.fillCircle(center: CGPoint(x: ball.targetX, y: ball.targetY), radius: 4, color: ball.color.multiplyingOpacity(by: 0.35))
        }
        for ball in balls {
            let now = ball.state(at: context.time)
            list.fillCircle(center: CGPoint(x: now.x, y: now.y), radius: ball.radius, color: ball.color.multiplyingOpacity(by: 0.9))
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

    private func retargetScattered(at time: Double) {
        let margin = 60.0
        let width = max(Double(arena.width) - 2 * margin, 1), height = max(Double(arena.height) - 2 * margin - 100, 1)
        for i in balls.indices {
            let x = margin + random.nextUnit() * width
            let y = margin + 100 + random.nextUnit() * height
            balls[i].retarget(x: x, y: y, at: time)
        }
    }

    private func retargetAround(x: Double, y: Double, at time: Double) {
        for i in balls.indices {
            let angle = 2 * Double.pi * Double(i) / Double(balls.count)
            balls[i].retarget(x: x + 110 * cos(angle), y: y + 110 * sin(angle), at: time)
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
