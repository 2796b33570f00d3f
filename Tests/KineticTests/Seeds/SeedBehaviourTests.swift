import Foundation
import Testing
@testable import KineticCore
import Kinetic

// The seeds' view samples on the headless host, checked against what the seeds say they do.

/// Hosts an Avatar in a 40×40 frame with a "code" button that changes `selected` without any
/// animation of its own (a programmatic change). The seed's `Image(pet.type)` is not resizable,
/// so the avatar is the checker at its own 32×32, and `.scaleEffect(1.5)` takes it to 48.
private struct Stage<Avatar: View>: View {
    @State private var selected = false
    let avatar: (Binding<Bool>) -> Avatar
    var body: some View {
        VStack(spacing: 40) {
            avatar($selected).frame(width: 40, height: 40).accessibilityIdentifier("avatar")
            Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("code")
                .onTapGesture { selected.toggle() }
        }
    }
}

@MainActor
struct SeedBehaviourTests {
    private let pet = Seed003.Pet(type: "checker")

    /// The avatar's drawn widths over the first second after `action`, every frame.
    private func widths<A: View>(_ host: HeadlessHost<Stage<A>>, after action: () -> Void) throws -> [Double] {
        action()
        var widths: [Double] = [try #require(host.frame(of: "avatar")).width]
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            widths.append(try #require(host.frame(of: "avatar")).width)
        }
        return widths
    }

    @Test func withAnimationAnimatesTheTapAndBouncesPastTheTarget() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { _ in Seed003.S1_WithAnimation.Avatar(pet: Seed003.Pet(type: "checker")) }
        }
        let widths = try self.widths(host) { host.tap("avatar") }
        #expect(widths[0] == 32 && widths[3] > 32 && widths[3] < 48, "it animates")
        #expect(widths.max()! > 48, ".bouncy overshoots 1.5×")
    }

    @Test func theTransactionModifierAnimatesAProgrammaticChangeByAccident() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { Seed003.S2_TransactionModifier.Avatar(pet: Seed003.Pet(type: "checker"), selected: $0) }
        }
        let widths = try self.widths(host) { host.tap("code") }
        #expect(widths[3] > 32 && widths[3] < 48, "a change with no animation animates anyway: \(widths.prefix(5))")
    }

    @Test func animationWithAValueAnimatesChangesFromAnywhere() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { Seed003.S3_AnimationValue.Avatar(pet: Seed003.Pet(type: "checker"), selected: $0) }
        }
        let widths = try self.widths(host) { host.tap("code") }
        #expect(widths[3] > 32 && widths[3] < 48)
        #expect(abs(widths.last! - 48) < 0.5)
    }

    @Test func aCustomTransactionKeyMakesTapsBouncyAndCodeSmooth() throws {
        let tapped = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { Seed003.S6_TransactionKey.Avatar(pet: Seed003.Pet(type: "checker"), selected: $0) }
        }
        let bouncy = try widths(tapped) { tapped.tap("avatar") }
        let coded = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { Seed003.S6_TransactionKey.Avatar(pet: Seed003.Pet(type: "checker"), selected: $0) }
        }
        let smooth = try widths(coded) { coded.tap("code") }
        #expect(bouncy.max()! > 48.3, "tapped: .bouncy overshoots")
        #expect(smooth.max()! <= 48 + 1e-9, "in code: .smooth does not")
        #expect(smooth[3] > 32, "but it still animates")
    }

    @Test func theScopedTransactionAppliesOnlyInsideItsBody() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Stage { Seed003.S8_ScopedTransaction.Avatar(pet: Seed003.Pet(type: "checker"), selected: $0) }
        }
        let widths = try self.widths(host) { host.tap("avatar") }
        #expect(widths.max()! > 48.3, "the scale inside the body gets .bouncy from the tapped key")
    }

    @Test func animatableNumberViewCountsThroughTheNumbersBetween() throws {
        struct Counter: View {
            @State private var value = 0.0
            var body: some View {
                Seed004.S6_AnimatableNumberView.AnimatableNumberView(number: value)
                    .animation(.linear(duration: 1), value: value)
                    .onTapGesture { value = 100 }
                    .accessibilityIdentifier("number")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Counter() }
        func shown() -> [String] {
            host.displayList.items.compactMap { item in
                if case .text(let text) = item.content { return text.lines.joined() } else { return nil }
            }
        }
        #expect(shown() == ["0"])
        host.tap("number")
        host.advance(by: 0.5)
        #expect(shown() == ["50"])
        host.advance(by: 0.5)
        #expect(shown() == ["100"])
        #expect(!host.frameNeeded)
    }

    @Test func theRadialLayoutMovesItsChildrenAlongTheCircle() throws {
        struct Ring: View {
            @State private var angle = Angle.zero
            var body: some View {
                Seed004.S7_RadialLayout.RadialLayout(offsetAngle: angle) {
                    Circle().frame(width: 10, height: 10).accessibilityIdentifier("first")
                    Circle().frame(width: 10, height: 10)
                    Circle().frame(width: 10, height: 10)
                }
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { angle += .degrees(120) } }
                .accessibilityIdentifier("ring")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Ring() }
        host.tap(at: CGPoint(x: 100, y: 100))
        for step in 1...9 {
            host.advance(by: 0.1)
            let first = try #require(host.frame(of: "first"))
            let distance = ((first.midX - 100) * (first.midX - 100) + (first.midY - 100) * (first.midY - 100)).squareRoot()
            #expect(abs(distance - 100) < 1e-6, "at \(Double(step) / 10) s the child is \(distance) from the centre")
        }
        host.advance(by: 0.2)
        let end = try #require(host.frame(of: "first"))
        // 120° on from (200, 100): (100 + 100 cos 120°, 100 + 100 sin 120°).
        #expect(abs(end.midX - 50) < 1e-6 && abs(end.midY - (100 + 100 * sin(2 * Double.pi / 3))) < 1e-6)
        #expect(!host.frameNeeded)
    }
}

@MainActor
struct SeedTransitionBehaviourTests {
    /// 002-30: tapping the 100×100 card turns it into the 300×400 one, which grows out of it.
    @Test func theMatchedCardGrowsFromTheSmallOne() throws {
        let host = HeadlessHost(size: CGSize(width: 500, height: 500)) { Seed002.S30_MatchedGeometry() }
        let drawn = { host.displayList.items.filter { if case .fill = $0.content { true } else { false } } }
        let small = try #require(drawn().first).frame
        #expect(small.size == CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 250, y: 250)))
        host.advance(by: 0)
        // The new card starts exactly where the small one is.
        #expect(drawn().contains { $0.frame.size == small.size && $0.opacity == 0 })
        host.advance(by: 0.15)
        let growing = drawn().map(\.frame.size.width)
        #expect(growing.allSatisfy { $0 > 100 && $0 < 300 }, "\(growing)")
        host.advance(by: 2)
        let final = drawn()
        #expect(final.count == 1 && final[0].frame.size == CGSize(width: 300, height: 400))
    }

    /// 002-31: a formatted number whose change rolls its digit (counting down when it drops).
    @Test func theFormattedCounterRollsItsDigits() {
        struct Counter: View {
            @State var value = 1_203
            @State var previous = 1_203
            var body: some View {
                VStack {
                    Seed002.S31_ContentTransition(value: value, previous: previous)
                    Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("up")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { previous = value; value += 1 } }
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Counter() }
        let texts = { host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.lines.joined() } else { return nil }
        } }
        #expect(texts() == ["1,203"])
        #expect(host.tap("up"))
        host.advance(by: 0.5)
        // The unchanged characters stay whole; only the last digit rolls from 3 to 4.
        let rolling = texts()
        #expect(rolling.contains("3") && rolling.contains("4") && rolling.contains("1") && rolling.contains(","), "\(rolling)")
        host.advance(by: 1)
        #expect(texts() == ["1,204"])
    }

    /// 000 P5: RotatingFadeTransition turns and fades the view in, and out the other way.
    @Test func theRotatingFadeTransitionTurnsAndFades() {
        struct Host: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown {
                        Rectangle().frame(width: 80, height: 40).accessibilityIdentifier("r")
                            .transition(Seed000.RotatingFadeTransition())
                    }
                    Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("toggle")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                }
                .frame(width: 300, height: 300)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Host() }
        #expect(host.tap("toggle"))
        host.advance(by: 0.5)
        // Half faded in, and turned 15° (its bounding box grows past 80×40).
        #expect(abs((host.opacity(of: "r") ?? 0) - 0.5) < 1e-9)
        let turned = host.frame(of: "r")!
        #expect(turned.width > 80 && turned.height > 40, "\(turned)")
        host.advance(by: 1)
        #expect(host.frame(of: "r")?.size == CGSize(width: 80, height: 40))
    }
}

@MainActor
struct SeedZoomBehaviourTests {
    /// 002-35/36: tapping the styled preview presents the editor full-screen, zooming out of it.
    @Test func theBraceletPreviewZoomsIntoAFullScreenCover() {
        typealias Zoom = Seed002.S32to36_Zoom
        struct Stage: View {
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear
                    Zoom.Presentations(bracelet: Zoom.Bracelet(id: 1))
                        .frame(width: 100, height: 100)
                        .accessibilityIdentifier("preview")
                        .padding(EdgeInsets(top: 50, leading: 50))
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Stage() }
        #expect(host.frame(of: "preview") == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 0)
        // The cover starts as the preview and ends covering the window.
        let covers = { host.displayList.items.filter { if case .fill = $0.content { $0.transform.apply(to: $0.frame).width > 120 } else { false } } }
        host.advance(by: 2)
        let full = covers().map { $0.transform.apply(to: $0.frame) }
        #expect(full.contains { $0.size == CGSize(width: 400, height: 400) }, "\(full)")
    }
}

@MainActor
struct SeedBraceletGridTests {
    typealias Zoom = Seed002.S32to36_Zoom

    private func near(_ a: CGRect?, _ b: CGRect?, _ tolerance: Double = 0.5) -> Bool {
        guard let a, let b else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// 002-34: twelve bracelets in adaptive columns of at least 150 points; a tapped one's
    /// editor zooms out of it, from wherever the grid is scrolled to, and shrinks back on pop.
    @Test func theBraceletGridScrollsAndEachBraceletZoomsIntoItsEditor() throws {
        let bracelets = (0..<12).map { Zoom.Bracelet(id: $0) }
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Zoom.BraceletListView(bracelets: bracelets) }
        // Two columns of (400 − 8) / 2 = 196 points; rows 150 tall, 8 apart.
        let first = try #require(host.frame(of: "preview0"))
        let second = try #require(host.frame(of: "preview1"))
        let third = try #require(host.frame(of: "preview2"))
        #expect(first.height == 150 && third.minY == first.minY + 158)
        #expect(abs(second.midX - first.midX - 204) < 1e-9, "\(first) \(second)")

        // Scroll down two rows and a bit, then open the bracelet now at the top left.
        #expect(host.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 330)))
        host.advance(by: 0.5)
        let source = try #require(host.frame(of: "preview4"))
        #expect(abs(source.minY - (first.minY + 316 - 330)) < 1e-9, "\(source)")
        #expect(host.tap(at: CGPoint(x: source.midX, y: source.midY)))
        host.advance(by: 0)
        #expect(near(host.frame(of: "editor4"), source), "starts as its scrolled bracelet: \(String(describing: host.frame(of: "editor4")))")
        host.advance(by: 1.5)
        #expect(host.frame(of: "editor4") == CGRect(x: 0, y: 0, width: 400, height: 400))
        // The editor covers the grid: a wheel turn over it does not scroll the grid below.
        #expect(!host.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 100)))
        // Back, and the editor shrinks into the same bracelet.
        #expect(host.key("\u{8}"))
        host.advance(by: 0.15)
        let shrinking = try #require(host.frame(of: "editor4"))
        #expect(shrinking.width < 400 && shrinking.width > source.width)
        host.advance(by: 1.5)
        #expect(host.frame(of: "editor4") == nil)
        #expect(near(host.frame(of: "preview4"), source))
    }
}

@MainActor
struct SeedAnimatableMacroTests {
    /// 002-9: the price display counts through the prices between, under the guide's spring.
    @Test func theAnimatedValueViewCountsThroughThePricesBetween() throws {
        typealias Display = Seed002.S9_AnimatedValueView.AnimatedValueView
        struct Stage: View {
            @State private var price = 100.0
            var body: some View {
                VStack {
                    Display(value: price, changePercent: 0.025, label: "Price")
                        .animation(.spring(duration: 0.8), value: price)
                    Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("change")
                        .onTapGesture { price = 200 }
                }
            }
        }
        func shown(_ host: HeadlessHost<Stage>) -> [String] {
            host.displayList.items.compactMap { if case .text(let layout) = $0.content { layout.lines.joined() } else { nil } }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Stage() }
        #expect(shown(host).first == "100.00")
        #expect(host.tap("change"))
        var seen: Set<String> = []
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            seen.insert(try #require(shown(host).first))
        }
        // Every frame shows a price between, as the spring carries it: dozens of them.
        #expect(seen.count > 30, "\(seen.count) prices shown")
        #expect(seen.contains { Double($0).map { $0 > 100 && $0 < 200 } == true })
        host.advance(by: 2)
        #expect(shown(host).first == "200.00")
        #expect(shown(host).last == "+2.5%" || shown(host).last == "+2.50%" || shown(host).last?.hasPrefix("+2.5") == true)
    }

    /// 002-7: the route shape's points and elevation move, its drawing direction does not.
    @Test func theHikingRouteShapeAnimatesItsPointsAndElevation() {
        typealias Route = Seed002.S7_HikingRouteAfter.HikingRouteShape
        var route = Route(startPoint: .zero, endPoint: CGPoint(x: 100, y: 0), elevation: 10, drawingDirection: true)
        let target = Route(startPoint: CGPoint(x: 50, y: 50), endPoint: CGPoint(x: 200, y: 0), elevation: 30, drawingDirection: false)
        var data = route.animatableData
        data.interpolate(towards: target.animatableData, amount: 0.5)
        route.animatableData = data
        #expect(route.startPoint == CGPoint(x: 25, y: 25) && route.endPoint == CGPoint(x: 150, y: 0) && route.elevation == 20)
        #expect(route.drawingDirection, "ignored: left as it was")
    }
}
