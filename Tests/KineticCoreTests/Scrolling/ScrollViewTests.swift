import Foundation
import Testing
@testable import KineticCore

private final class Taps { var rows: [Int] = []; var header = 0 }

/// Twenty rows 50 points tall: 1,000 points of content.
private struct Rows: View {
    var count = 20
    var taps: Taps?
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Color.red.frame(height: 50).accessibilityIdentifier("row\(index)")
                    .onTapGesture { taps?.rows.append(index) }
            }
        }
    }
}

@MainActor private func top(_ host: HeadlessHost<some View>, _ row: Int = 0) -> Double {
    Double(host.frame(of: "row\(row)")?.minY ?? .nan)
}

@MainActor
@Suite(.serialized)
struct ScrollViewTests {
    @Test func theWheelScrollsWithAShortEaseAndStopsAtTheEnds() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        #expect(top(host) == 0)
        #expect(host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 100)))
        host.advance(by: 1.0 / 60)
        #expect(top(host) < 0 && top(host) > -100, "on its way: \(top(host))")
        host.advance(by: 0.5)
        #expect(top(host) == -100)
        // Far past the end: the last row's bottom meets the view's, and the wheel stops there.
        #expect(host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 10_000)))
        host.advance(by: 0.5)
        #expect(host.frame(of: "row19")?.maxY == 300)
        #expect(!host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 40)))
        // Back up past the start: the first row's top meets the view's.
        #expect(host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: -10_000)))
        host.advance(by: 0.5)
        #expect(top(host) == 0)
        #expect(!host.frame(of: "row0").map { $0.minY.isNaN }!)
    }

    @Test func notchesInQuickSuccessionAddUp() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        var previous = top(host)
        for _ in 0..<5 {
            host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 40))
            host.advance(by: 1.0 / 60)
            #expect(top(host) < previous, "moves on every frame")
            previous = top(host)
        }
        host.advance(by: 0.5)
        #expect(top(host) == -200)
    }

    @Test func contentThatFitsSitsAtTheTopAndDoesNotScroll() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows(count: 3) } }
        #expect(host.frame(of: "row0") == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(!host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 40)))
        host.advance(by: 0.5)
        #expect(top(host) == 0)
    }

    @Test func rowsScrolledOutOfSightAreNotHit() {
        let taps = Taps()
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100).onTapGesture { taps.header += 1 }
                ScrollView { Rows(taps: taps) }
            }
        }
        host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 100))
        host.advance(by: 0.5)
        // Rows 0 and 1 now lie under the header, cut away by the scroll view's edge.
        #expect(host.frame(of: "row1")?.minY == 50)
        host.tap(at: CGPoint(x: 100, y: 75))
        #expect(taps.header == 1 && taps.rows.isEmpty, "\(taps.rows)")
        host.tap(at: CGPoint(x: 100, y: 125))
        #expect(taps.rows == [2])
    }

    @Test func aDragMovesTheContentAndCoastsOnWithItsVelocity() {
        let taps = Taps()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows(taps: taps) } }
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.5)
        #expect(taps.rows.isEmpty, "a drag is no tap")
        #expect(abs(top(host) + 200) < 1e-6, "follows the pointer: \(top(host))")
        // Released at 400 points a second: the next frame moves on at about that speed.
        host.advance(by: 1.0 / 60)
        let step = -200 - top(host)
        #expect(step > 400.0 / 60 * 0.8 && step < 400.0 / 60 * 1.2, "\(step)")
        host.advance(by: 3)
        // Half a second's worth of the velocity further, and at rest.
        #expect(abs(top(host) + 400) < 1e-9, "\(top(host))")
        #expect(!host.frameNeeded)
    }

    @Test func aFlickStopsAtTheEnd() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        host.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 20), duration: 0.1)
        host.advance(by: 3)
        #expect(host.frame(of: "row19")?.maxY == 300)
    }

    @Test func draggingPastTheTopStretchesWithResistanceAndSpringsBack() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        host.press(at: CGPoint(x: 100, y: 50))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: 100, y: 50 + Double(step) * 10))
        }
        // 200 points of pull show as about 80: (1 − 1 / (200 · 0.55 / 300 + 1)) · 300.
        let pull = 200.0, length = 300.0
        let expected = (1 - 1 / (pull * 0.55 / length + 1)) * length
        #expect(abs(top(host) - expected) < 1e-6, "\(top(host))")
        host.release(at: CGPoint(x: 100, y: 250))
        host.advance(by: 2)
        #expect(top(host) == 0)
    }

    @Test func aTurnTheInnerViewCannotFollowGoesToTheOuterOne() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView { Rows(count: 4) }.frame(height: 100)
                    Color.green.frame(height: 600).accessibilityIdentifier("below")
                }
            }
        }
        // The inner view moves as far as it can (100 of its 200 points).
        #expect(host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 150)))
        host.advance(by: 0.5)
        #expect(top(host) == -100)
        #expect(host.frame(of: "below")?.minY == 100)
        // At its end, the next turn scrolls the page.
        #expect(host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 40)))
        host.advance(by: 0.5)
        #expect(host.frame(of: "below")?.minY == 60)
    }

    @Test func aHorizontalScrollViewTakesTheVerticalWheel() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in Color.red.frame(width: 50).accessibilityIdentifier("column\(index)") }
                }
            }
        }
        #expect(host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 100)))
        host.advance(by: 0.5)
        #expect(host.frame(of: "column0")?.minX == -100)
        #expect(host.frame(of: "column0")?.minY == 0)
    }

    @Test func aNaNOrInfiniteTurnIsIgnored() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        #expect(!host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: Double.nan)))
        #expect(!host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: Double.infinity, height: 0)))
        host.advance(by: 0.5)
        #expect(top(host) == 0)
    }

    @Test func theIndicatorShowsOnlyWhenTheContentOverflows() {
        func capsules(_ host: HeadlessHost<some View>) -> Int {
            host.displayList.items.filter { if case .fill(.capsule, _) = $0.content { return $0.frame.width > 0 && $0.frame.height > 0 }; return false }.count
        }
        let long = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows() } }
        #expect(capsules(long) == 1)
        let short = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView { Rows(count: 3) } }
        #expect(capsules(short) == 0)
        let hidden = HeadlessHost(size: CGSize(width: 200, height: 300)) { ScrollView(showsIndicators: false) { Rows() } }
        #expect(capsules(hidden) == 0)
    }
}
