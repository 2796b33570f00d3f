import Foundation
import Testing
@testable import KineticCore

/// Three 100×100 cells; tapping one pushes its number, shown full-screen, zooming out of the
/// cell when `zoom`.
private struct Gallery: View {
    var zoom = true
    var sourceIDs = [1, 2, 3]
    @Namespace private var cards
    var body: some View {
        NavigationStack {
            HStack(spacing: 20) {
                ForEach(1...3, id: \.self) { i in
                    NavigationLink(value: i) {
                        Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("cell\(i)")
                    }
                    .matchedTransitionSource(id: sourceIDs[i - 1], in: cards)
                }
            }
            .padding(EdgeInsets(top: 50, leading: 50))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationDestination(for: Int.self) { i in
                Color.blue.accessibilityIdentifier("detail\(i)")
                    .navigationTransition(zoom ? .zoom(sourceID: i, in: cards) : .automatic)
            }
        }
    }
}

private let screen = CGRect(x: 0, y: 0, width: 600, height: 400)
private let cell1 = CGRect(x: 50, y: 50, width: 100, height: 100)

private func near(_ a: CGRect?, _ b: CGRect, _ tolerance: Double = 0.5) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

@MainActor
@Suite(.serialized)
struct NavigationTests {
    private func host(_ gallery: Gallery = Gallery(), warnings: ((String) -> Void)? = nil) -> HeadlessHost<Gallery> {
        HeadlessHost(size: CGSize(width: 600, height: 400), warnings: warnings) { gallery }
    }

    @Test func aLinkPushesItsValuesDestinationWhichSlidesInAndTheBackButtonPops() {
        let host = host(Gallery(zoom: false))
        #expect(host.frame(of: "cell1") == cell1)
        #expect(host.tap("cell1"))
        host.advance(by: 0)
        #expect(near(host.frame(of: "detail1"), screen.offsetBy(dx: 600, dy: 0)), "starts off the trailing edge: \(String(describing: host.frame(of: "detail1")))")
        host.advance(by: 0.15)
        let midway = host.frame(of: "detail1")!.minX
        #expect(midway > 0 && midway < 600)
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail1") == screen)
        #expect(!host.frameNeeded)
        // The page takes taps: the cell below does not.
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.1)
        #expect(host.frame(of: "detail2") == nil)
        // Back.
        #expect(host.key("\u{8}"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.tap("cell2"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail2") == screen)
    }

    @Test func aZoomGrowsOutOfTheSourceHidesItAndShrinksBackIntoIt() {
        let host = host()
        #expect(host.tap("cell1"))
        host.advance(by: 0)
        #expect(near(host.frame(of: "detail1"), cell1), "starts as the cell: \(String(describing: host.frame(of: "detail1")))")
        #expect(host.opacity(of: "cell1") == 0, "the source hides while its screen is up")
        host.advance(by: 0.15)
        let growing = host.frame(of: "detail1")!
        #expect(growing.width > 100 && growing.width < 600, "\(growing)")
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail1") == screen)
        // Pop: it shrinks back into the cell, which shows again when it is gone.
        #expect(host.key("\u{8}"))
        host.advance(by: 0.15)
        let shrinking = host.frame(of: "detail1")!
        #expect(shrinking.width < 600 && shrinking.width > 100, "\(shrinking)")
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.opacity(of: "cell1") == 1)
        #expect(!host.frameNeeded)
    }

    @Test func draggingAZoomedScreenDownDismissesPastTheThresholdAndSpringsBackBelowIt() {
        let host = host()
        #expect(host.tap("cell1"))
        host.advance(by: 1.5)
        // A short, slow drag: it follows the finger, then springs back.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 160), duration: 1)
        #expect(host.frame(of: "detail1").map { $0.minY > 10 } == true, "follows the finger down")
        host.advance(by: 2)
        #expect(host.frame(of: "detail1") == screen)
        // A long drag: dismissed, into the cell.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 300), duration: 1)
        host.advance(by: 2)
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.frame(of: "cell1") == cell1)
        // A short flick: dismissed by its speed.
        #expect(host.tap("cell2"))
        host.advance(by: 1.5)
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 170), duration: 0.05)
        host.advance(by: 2)
        #expect(host.frame(of: "detail2") == nil)
    }

    @Test func aDragGrabsAZoomStillInFlight() {
        let host = host()
        #expect(host.tap("cell1"))
        host.advance(by: 0.1)
        let growing = host.frame(of: "detail1")!
        #expect(growing.width < 600, "still zooming in: \(growing)")
        // Grabbed mid-flight and pulled down: it follows the finger, and the release dismisses it.
        host.drag(from: CGPoint(x: growing.midX, y: growing.midY), to: CGPoint(x: growing.midX, y: growing.midY + 200), duration: 0.5)
        host.advance(by: 2)
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.opacity(of: "cell1") == 1)
    }

    @Test func aPushInterruptedByAPopTurnsAroundFromWhereItIs() {
        let host = host()
        #expect(host.tap("cell1"))
        host.advance(by: 0.12)
        let before = host.frame(of: "detail1")!
        #expect(host.key("\u{8}"))
        host.advance(by: 0)
        let turned = host.frame(of: "detail1")!
        #expect(near(turned, before, 1e-6), "no jump: \(turned) vs \(before)")
        host.advance(by: 2)
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.opacity(of: "cell1") == 1)
    }

    @Test func aZoomWithoutASourceSlidesAndWarnsOnce() {
        let (_, warnings) = Diagnostics.collectingWarnings {
            let host = host(Gallery(sourceIDs: [7, 8, 9]))
            #expect(host.tap("cell1"))
            host.advance(by: 0)
            #expect(near(host.frame(of: "detail1"), screen.offsetBy(dx: 600, dy: 0)))
            host.advance(by: 1.5)
            #expect(host.frame(of: "detail1") == screen)
        }
        // One distinct warning (printed once; a collector sees each time it applies).
        #expect(Set(warnings).count == 1 && warnings[0].contains("no view is marked matchedTransitionSource"), "\(warnings)")
    }

    /// The source leaves while its screen is up: the pop slides out instead, with a warning,
    /// and nothing is NaN.
    @Test func aZoomWhoseSourceIsGoneSlidesOutOnPop() {
        struct Vanishing: View {
            @Namespace private var space
            @State private var path: [Int] = []
            @State private var sourceShown = true
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        if sourceShown {
                            Color.gray.frame(width: 60, height: 60).accessibilityIdentifier("cell")
                                .matchedTransitionSource(id: 1, in: space)
                                .onTapGesture { path = [1] }
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationDestination(for: Int.self) { _ in
                        Color.blue.accessibilityIdentifier("detail")
                            .onTapGesture { sourceShown = false }
                            .navigationTransition(.zoom(sourceID: 1, in: space))
                    }
                }
            }
        }
        let (_, warnings) = Diagnostics.collectingWarnings {
            let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Vanishing() }
            #expect(host.tap("cell"))
            host.advance(by: 1.5)
            #expect(host.frame(of: "detail") == CGRect(x: 0, y: 0, width: 400, height: 300))
            #expect(host.tap(at: CGPoint(x: 200, y: 200)))
            host.advance(by: 0.1)
            #expect(host.key("\u{8}"))
            host.advance(by: 0.1)
            let leaving = host.frame(of: "detail")
            #expect(leaving.map { $0.minX > 0 && abs($0.width - 400) < 1e-9 && $0.minX.isFinite } == true, "slides out to the trailing edge: \(String(describing: leaving))")
            host.advance(by: 2)
            #expect(host.frame(of: "detail") == nil)
        }
        #expect(warnings.contains { $0.contains("no view is marked matchedTransitionSource") }, "\(warnings)")
    }

    @Test func aPathBindingPushesAndPopsProgrammatically() {
        struct Programmatic: View {
            @State private var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("push")
                            .onTapGesture { path.append("a"); path.append("b") }
                        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("root")
                            .onTapGesture { path.removeAll() }
                    }
                    .navigationDestination(for: String.self) { name in
                        VStack {
                            Color.green.frame(width: 40, height: 40).accessibilityIdentifier("page-\(name)")
                            Text("depth \(path.count)")
                        }
                    }
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Programmatic() }
        #expect(host.tap("push"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "page-b") != nil)
        #expect(host.frame(of: "page-a") != nil, "the screen below stays, covered")
        #expect(host.key("\u{8}"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "page-b") == nil)
        #expect(host.frame(of: "page-a") != nil)
    }

    @Test func aDestinationLinkAndASheetPresent() {
        struct Both: View {
            @State private var sheet = false
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink { Color.orange.accessibilityIdentifier("pushed") } label: {
                            Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("link")
                        }
                        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("open").onTapGesture { sheet = true }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .sheet(isPresented: $sheet) { Color.purple.accessibilityIdentifier("sheet") }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Both() }
        #expect(host.tap("open"))
        host.advance(by: 0)
        #expect(host.frame(of: "sheet").map { $0.minY >= 300 } == true, "rises from below: \(String(describing: host.frame(of: "sheet")))")
        host.advance(by: 1.5)
        #expect(host.frame(of: "sheet") == CGRect(x: 0, y: 40, width: 400, height: 260))
        #expect(host.key("\u{8}"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "sheet") == nil)
        #expect(host.tap("link"))
        host.advance(by: 1.5)
        #expect(host.frame(of: "pushed") == CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}

/// One 100×100 card with 20-point corners at (50, 50) that zooms into a full-window screen.
private struct RoundedGallery: View {
    @Namespace private var cards
    var body: some View {
        NavigationStack {
            NavigationLink(value: 1) {
                Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("cell")
            }
            .matchedTransitionSource(id: 1, in: cards) { $0.cornerRadius(20) }
            .padding(EdgeInsets(top: 50, leading: 50))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationDestination(for: Int.self) { i in
                Color.blue.accessibilityIdentifier("detail").navigationTransition(.zoom(sourceID: i, in: cards))
            }
        }
    }
}

@MainActor
@Suite(.serialized)
struct ZoomCornerTests {
    /// The on-screen radius of the zooming screen's rounded mask, when it has one.
    private func screenCornerRadius(_ host: HeadlessHost<RoundedGallery>) -> Double? {
        let screen = host.frame(of: "detail")
        for item in host.displayList.items {
            guard case .beginLayer(let effect) = item.content, case .roundedRectangle(let corner, _)? = effect.mask else { continue }
            // The screen's mask, not the card's: its layer is as large as the screen drawn.
            let drawn = item.transform.apply(to: item.frame)
            guard let screen, abs(drawn.width - screen.width) < 0.5 else { continue }
            return Double(corner.width) * Double(item.transform.a)
        }
        return nil
    }

    @Test func aZoomingScreenRoundsItsCornersToTheSourcesAndSquaresThemWhenUp() {
        let host = HeadlessHost(size: CGSize(width: 600, height: 400)) { RoundedGallery() }
        #expect(host.tap("cell"))
        host.advance(by: 0)
        let start = screenCornerRadius(host)
        #expect(start.map { abs($0 - 20) < 1e-6 } == true, "starts with the card's corners: \(String(describing: start))")
        host.advance(by: 0.1)
        let midway = screenCornerRadius(host)
        #expect(midway.map { $0 > 0.5 && $0 < 19.5 } == true, "\(String(describing: midway))")
        host.advance(by: 1.5)
        #expect(host.frame(of: "detail") == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(screenCornerRadius(host) == nil, "square, and no layer, once up")
        // On the way back the corners round again.
        #expect(host.key("\u{8}"))
        host.advance(by: 0.1)
        let shrinking = screenCornerRadius(host)
        #expect(shrinking.map { $0 > 0.5 && $0 < 20 } == true, "\(String(describing: shrinking))")
    }
}
