import Foundation
import Testing
@testable import KineticCore

private struct Stepper_: View {
    @State private var step = 0
    var body: some View {
        Rectangle().frame(width: 10 + Double(step) * 10, height: 10).accessibilityIdentifier("stepper")
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.linear(duration: 0.25)) { step += 1 }
                }
            }
    }
}

private struct Restarting: View {
    @State var id = 0
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ",")).accessibilityIdentifier("log")
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("next").onTapGesture { id += 1 }
        }
        .task(id: id) {
            log.append("start \(id)")
            do { try await Task.sleep(for: .seconds(10)) } catch { log.append("cancel \(id)") }
        }
    }
}

private struct Removable: View {
    @State var shown = true
    let cancelled: CancelFlag
    var body: some View {
        VStack {
            if shown {
                Rectangle().frame(width: 20, height: 20).task {
                    do { try await Task.sleep(for: .seconds(100)) } catch { cancelled.set() }
                }
            }
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("remove").onTapGesture { shown = false }
        }
    }
}

private final class CancelFlag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}

@MainActor @Suite(.timeLimit(.minutes(10)))
struct TaskModifierTests {
    // A woken task reaches the main actor again through the global pool, which a parallel test
    // run keeps busy: these tests check what a task does on the host's clock, not the exact
    // frame it lands in (the end-to-end tests check that, in a headless app, where every task
    // runs on the main thread).

    /// The texts the host drew last.
    private func texts<Root: View>(_ host: HeadlessHost<Root>) -> [String] {
        host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.lines.joined(separator: " ") }
            return nil
        }
    }

    @Test func aTaskSleepsOnTheHostsClock() async throws {
        let host = HeadlessHost { Stepper_() }
        await host.advance(by: 0.4)
        #expect(try #require(host.frame(of: "stepper")).width == 10, "no step before its half second of virtual time")
        for _ in 0..<20 where try #require(host.frame(of: "stepper")).width < 40 { await host.advance(by: 0.5) }
        #expect(try #require(host.frame(of: "stepper")).width == 40)
        #expect(host.clock.scheduledCount == 0)
        #expect(host.time < 6, "three sleeps of half a second, not real seconds")
    }

    @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() async {
        let host = HeadlessHost { Restarting() }
        for _ in 0..<20 where !texts(host).contains("start 0") { await host.advance(by: 0.1) }
        #expect(texts(host).contains("start 0"))
        host.tap("next")
        for _ in 0..<20 where !texts(host).contains(where: { $0.contains("cancel") && $0.contains("start 1") }) {
            await host.advance(by: 0.1)
        }
        // The new task may start before the cancelled one hears of it, as in SwiftUI.
        #expect(texts(host).contains("start 0,cancel 1,start 1") || texts(host).contains("start 0,start 1,cancel 1"), "\(texts(host))")
    }

    @Test func aTaskIsCancelledWhenItsViewLeaves() async {
        let cancelled = CancelFlag()
        let host = HeadlessHost { Removable(cancelled: cancelled) }
        await host.advance(by: 0.1)
        #expect(!cancelled.isSet)
        host.tap("remove")
        for _ in 0..<20 where !cancelled.isSet { await host.advance(by: 0.1) }
        #expect(cancelled.isSet)
    }
}
