import Foundation
import Testing
@testable import Kinetic
@testable import KineticCore

/// A box on a linear animation that is also nudged by a point every frame, with no animation:
/// where it is depends on how many frames there were.
private struct NudgedEveryFrame: View {
    @State private var target = 0.0
    @State private var nudge = 0.0
    var body: some View {
        TimelineView(.animation) { timeline in
            Rectangle().frame(width: 10, height: 10)
                .offset(x: target + nudge)
                .accessibilityIdentifier("box")
                .onChange(of: timeline.date) { withAnimation(nil) { nudge += 1 } }
        }
        .onAppear { withAnimation(.linear(duration: 5)) { target = 300 } }
    }
}

/// The same box on springs and curves only: a function of time.
private struct Timed: View {
    @State private var across = false
    var body: some View {
        Rectangle().frame(width: 10, height: 10)
            .offset(x: across ? 300 : 0)
            .scaleEffect(across ? 2 : 1)
            .accessibilityIdentifier("box")
            .onAppear {
                withAnimation(.bouncy(duration: 0.8)) { across = true }
            }
    }
}

@MainActor
struct RateCheckTests {
    /// A fresh view for each rate (a view value keeps its state's storage).
    private func check<V: View>(_ root: @escaping () -> V) -> RateCheck.Report {
        RateCheck.check(duration: 1, script: nil, size: CGSize(width: 400, height: 200), textMeasurer: ApproximateTextMeasurer()) { root() }
    }

    @Test func springsAndCurvesShowTheSameValuesAtEveryRate() throws {
        let report = check { Timed() }
        #expect(report.passed, "\(report.description)")
        #expect(report.instants == 12)
        #expect(Set(report.differences.map(\.property)) == ["box · offset", "box · scaleEffect"])
        #expect(report.differences.allSatisfy { $0.largest < 1e-12 })
    }

    @Test func aValueAdvancedEveryFrameFailsAndIsNamed() throws {
        let report = check { NudgedEveryFrame() }
        #expect(!report.passed)
        let worst = try #require(report.differences.first)
        #expect(worst.property == "box · offset" && worst.largest > 1e-3, "\(report.description)")
        #expect(report.description.contains("FAIL box · offset"))
        #expect(report.description.hasSuffix("frame-rate dependent: the values above differ between rates"))
    }

    /// One property at common instant `index` of a run.
    private func run(_ index: Int, _ reading: RateCheck.Reading?) -> RateCheck.Run {
        [index: reading.map { ["dot · offset": $0] } ?? [:]]
    }

    @Test func anAnimationBegunWithinAFrameOfTheOtherRatesIsLeftOutNotFailed() {
        // At 1 s the 60 Hz run began animating at that very frame; the others' frames for the
        // same real-clock event come after it (a Foundation Timer firing between frames).
        let began = RateCheck.Reading(value: [3], starts: [1.0, 1.0, nil])
        let report = RateCheck.compare([run(12, began), run(12, nil), run(12, nil)])
        #expect(report.passed, "\(report.description)")
        #expect(report.excused == 2)
        // Begun 1/144 s before at 144 Hz, the slower rates' frame has not come: left out too.
        let justBefore = RateCheck.Reading(value: [3], starts: [1.0 - 1.0 / 144, nil, nil])
        #expect(RateCheck.compare([run(12, nil), run(12, nil), run(12, justBefore)]).passed)
    }

    @Test func anAnimationAtOneRateOnlyBegunEarlierStillFails() {
        // Begun a tenth of a second before, at one rate only: the others had frames since.
        let early = RateCheck.Reading(value: [3], starts: [0.9, nil, nil])
        let report = RateCheck.compare([run(12, early), run(12, nil), run(12, nil)])
        #expect(!report.passed)
        #expect(report.description.contains("animating at 60 Hz only"), "\(report.description)")
        // Begun a 60 Hz frame before, at 144 Hz only: the 60 Hz run had its frame since.
        let aFrameBefore = RateCheck.Reading(value: [3], starts: [1.0 - 1.0 / 60 - 1e-6, nil, nil])
        #expect(!RateCheck.compare([run(12, nil), run(12, nil), run(12, aFrameBefore)]).passed)
    }
}
