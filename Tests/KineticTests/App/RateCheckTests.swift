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
}
