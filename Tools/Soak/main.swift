// kinetic-soak: an hour of virtual time on one scene, headless, through the whole frame path
// (view graph, layout, draw list, SDL's software renderer), to show that nothing grows and
// nothing drifts.
//
//   kinetic-soak repeat   [frames]   a repeatForever animation; its phase at the end is checked
//                                    against the closed form
//   kinetic-soak retarget [frames]   twelve springs retargeted every 5 frames, then left to
//                                    settle; at rest each must be exactly at its target
//
// Frames default to 216,000 (an hour at 60 Hz). Resident memory is read at one minute and at
// the end; the tool exits with status 1 when they differ by a MiB or more, or a value is off.

import Foundation
import Kinetic
import KineticSDL

/// A bar sliding 0 → 400 pt and back for ever (1 s each way), and a row of dots pulsing.
struct RepeatScene: View {
    static let travel = 400.0
    @State private var on = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(rgb: 0x14161C)
            Rectangle()
                .fill(Color(rgb: 0x4DABF7))
                .frame(width: 40, height: 40)
                .offset(x: on ? Self.travel : 0, y: 100)
                .animation(.linear(duration: 1).repeatForever(autoreverses: true), value: on)
                .accessibilityIdentifier("bar")
            ForEach(0..<12, id: \.self) { i in
                Circle()
                    .fill(Color(rgb: 0xFFA94D))
                    .frame(width: 30, height: 30)
                    .opacity(on ? 0.2 : 1)
                    .scaleEffect(on ? 0.5 : 1)
                    .animation(.easeInOut(duration: 0.5 + Double(i) * 0.1).repeatForever(), value: on)
                    .offset(x: 40 + Double(i) * 50, y: 300)
            }
        }
        .onAppear { on = true }
    }

    /// Where the bar's left edge is at `time` seconds after the animation began.
    static func closedForm(at time: Double) -> Double {
        let phase = time.truncatingRemainder(dividingBy: 2)
        return travel * (phase <= 1 ? phase : 2 - phase)
    }
}

/// The soak's handle on the retarget scene's state.
final class Driver {
    var targets: Binding<[CGPoint]>?
}

/// Twelve circles on springs of different bounce, sent somewhere new by the soak every 5 frames.
struct RetargetScene: View {
    let driver: Driver
    @State private var targets: [CGPoint] = (0..<12).map { CGPoint(x: 100 + Double($0) * 90, y: 400) }
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(rgb: 0x14161C)
            ForEach(0..<12, id: \.self) { i in
                Circle()
                    .fill(Color(rgb: 0x69DB7C))
                    .frame(width: 36, height: 36)
                    .position(targets[i])
                    .animation(.spring(duration: 0.6, bounce: 0.5 * Double(i) / 11), value: targets[i])
                    .accessibilityIdentifier("ball\(i)")
            }
        }
        .onAppear { driver.targets = $targets }
    }
}

/// Forwards to the scene and watches it: frames counted, memory sampled, the retargeting done.
@MainActor
final class Soak: FrameContent {
    let scene: any FrameContent
    let graph: ViewGraph
    let frames: Int
    var onFrame: (Int) -> Void = { _ in }
    private var frame = 0

    init<Root: View>(_ content: HostingContent<Root>, frames: Int) {
        scene = content
        graph = content.graph
        self.frames = frames
    }

    func handle(_ event: InputEvent, context: FrameContext) -> Bool { scene.handle(event, context: context) }
    func update(context: FrameContext) {
        onFrame(context.frameIndex)
        scene.update(context: context)
    }
    func layout(context: FrameContext) { scene.layout(context: context) }
    func draw(into list: inout DrawList, context: FrameContext) { scene.draw(into: &list, context: context) }
    var needsFrame: Bool { true }
    var requestsQuit: Bool { false }
    func runDidEnd() { scene.runDidEnd() }
}

/// Resident memory, in bytes, from /proc.
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("kinetic-soak: error: \(message)\n".utf8))
    exit(2)
}

@MainActor
func main() {
    let arguments = CommandLine.arguments.dropFirst()
    guard let which = arguments.first, ["repeat", "retarget"].contains(which) else {
        fail("usage: kinetic-soak repeat|retarget [frames]")
    }
    let frames = arguments.dropFirst().first.map { Int($0) ?? -1 } ?? 216_000
    guard frames >= 3600 else { fail("frames must be a whole number of at least 3600 (one minute at 60 Hz)") }
    let fontPath: String
    do {
        fontPath = try AssetLocator().locate().appendingPathComponent(AssetLocator.markerFile).path
    } catch {
        fail("\(error)")
    }
    let host: SDLHeadlessHost
    do { host = try SDLHeadlessHost(fontPath: fontPath) } catch { fail("\(error)") }
    defer { host.shutdown() }

    let driver = Driver()
    let soak = which == "repeat"
        ? Soak(HostingContent { RepeatScene() }, frames: frames)
        : Soak(HostingContent { RetargetScene(driver: driver) }, frames: frames)
    var memoryAtOneMinute = 0
    var random = UInt64(42)
    func nextUnit() -> Double {
        random &+= 0x9E37_79B9_7F4A_7C15
        var z = random
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    // The last ten seconds have no retargets, so the springs come to rest.
    let lastRetarget = frames - 600
    soak.onFrame = { index in
        if index == 3600 { memoryAtOneMinute = residentBytes() }
        if which == "retarget", index % 5 == 0, index < lastRetarget, let targets = driver.targets {
            targets.wrappedValue = (0..<12).map { _ in CGPoint(x: 60 + nextUnit() * 1160, y: 60 + nextUnit() * 680) }
        }
    }
    let started = Date()
    let loop = FrameLoop(host: host, content: soak, options: FrameLoop.Options(frameLimit: frames, virtualTime: true))
    _ = loop.run()
    let wall = Date().timeIntervalSince(started)
    let memoryAtEnd = residentBytes()
    let growth = memoryAtEnd - memoryAtOneMinute
    let virtualSeconds = Double(frames) / 60

    var failures: [String] = []
    var report = String(format: "kinetic-soak %@: %d frames (%.0f s virtual) in %.0f s; resident memory %.2f MiB at 1 min, %.2f MiB at the end (%+.3f MiB)",
                        which, frames, virtualSeconds, wall, Double(memoryAtOneMinute) / 1_048_576, Double(memoryAtEnd) / 1_048_576, Double(growth) / 1_048_576)
    if abs(growth) >= 1_048_576 { failures.append("resident memory changed by \(growth) bytes between one minute and the end") }
    if which == "repeat" {
        // The last frame shows the instant frames / 60; the animation began at 0.
        let shown = soak.graph.frame(of: "bar")?.minX ?? .nan
        let expected = RepeatScene.closedForm(at: virtualSeconds)
        let error = abs(shown - expected)
        report += String(format: "; bar at %.9f pt, closed form %.9f pt (off by %.3g pt)", shown, expected, error)
        if !(error <= 1e-6) { failures.append("the repeating animation drifted: \(shown) pt, closed form \(expected) pt") }
    } else {
        var worst = 0.0
        let targets = driver.targets?.wrappedValue ?? []
        for (i, target) in targets.enumerated() {
            guard let frame = soak.graph.frame(of: "ball\(i)") else { worst = .infinity; continue }
            // `.position` puts the 36-pt circle's origin at the target less half its size.
            worst = max(worst, abs(frame.minX - (target.x - 18)), abs(frame.minY - (target.y - 18)))
        }
        report += String(format: "; at rest the balls are off their targets by at most %.3g pt", worst)
        if !(worst == 0) { failures.append("the springs did not come home exactly: off by \(worst) pt") }
        if soak.graph.needsFrame { failures.append("the springs were still moving ten seconds after the last retarget") }
    }
    print(report)
    for failure in failures { FileHandle.standardError.write(Data("kinetic-soak: FAILED: \(failure)\n".utf8)) }
    exit(failures.isEmpty ? 0 : 1)
}

MainActor.assumeIsolated { main() }

extension Color {
    /// A colour from 0xRRGGBB.
    init(rgb: UInt32) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}
