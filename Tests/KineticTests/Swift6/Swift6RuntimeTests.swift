import Foundation
import Kinetic
import Testing

// Swift 6 SwiftUI code that changes state from timers, tasks and models, as developers write it
// with strict concurrency: main-actor views and models, `.task`, `Timer.publish` with
// `.onReceive`, a Foundation timer whose `@Sendable` block goes back to the main actor. That it
// builds in the Swift 6 language mode, with no isolation error or warning, is most of the test.

@MainActor @Observable
final class Stopwatch {
    var laps: [Double] = []
    var elapsed = 0.0
    @ObservationIgnored private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.elapsed += 0.1 }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}

@MainActor
final class Feed: ObservableObject {
    @Published var items: [String] = []
}

@MainActor
struct StopwatchView: View {
    @State private var stopwatch = Stopwatch()
    @StateObject private var feed = Feed()
    @State private var loaded = false
    private let ticks = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text(String(format: "%.1f", stopwatch.elapsed))
            Text("\(feed.items.count) items").accessibilityIdentifier("items")
            Circle().frame(width: loaded ? 40 : 10, height: 10).accessibilityIdentifier("loaded")
        }
        .onAppear { stopwatch.start() }
        .onDisappear { stopwatch.stop() }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.bouncy) { loaded = true }
        }
        .onReceive(ticks) { _ in feed.items.append("tick") }
    }
}

@MainActor
struct Swift6RuntimeTests {
    @Test func aTaskSleepsOnTheHostsClockInSwift6Code() async throws {
        let host = HeadlessHost { StopwatchView() }
        await host.advance(by: 0.3)
        #expect(try #require(host.frame(of: "loaded")).width == 10)
        for _ in 0..<20 where try #require(host.frame(of: "loaded")).width == 10 { await host.advance(by: 0.1) }
        #expect(host.time < 1, "the half-second sleep ends on the host's clock")
        // The bouncy spring overshoots on its way; a second and a half later it has settled.
        await host.advance(by: 1.5)
        #expect(try #require(host.frame(of: "loaded")).width == 40)
    }
}
