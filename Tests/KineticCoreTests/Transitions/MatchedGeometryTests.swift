import Foundation
import Testing
@testable import KineticCore

/// A 50×50 thumbnail at (20, 20) that becomes a 300×200 card at (50, 150) when "toggle" is
/// tapped: the two share an id, so the card seems to grow out of the thumbnail.
private struct Hero: View {
    var animation: Animation? = .linear(duration: 1)
    @Namespace private var cards
    @State private var expanded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 400, height: 400)
            if expanded {
                Rectangle()
                    .accessibilityIdentifier("card")
                    .matchedGeometryEffect(id: "hero", in: cards)
                    .frame(width: 300, height: 200)
                    .padding(EdgeInsets(top: 150, leading: 50))
            } else {
                Rectangle()
                    .accessibilityIdentifier("thumbnail")
                    .matchedGeometryEffect(id: "hero", in: cards)
                    .frame(width: 50, height: 50)
                    .padding(EdgeInsets(top: 20, leading: 20))
            }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("toggle")
                .onTapGesture { withAnimation(animation) { expanded.toggle() } }
                .padding(EdgeInsets(top: 380, leading: 0))
        }
    }
}

private let thumbnail = CGRect(x: 20, y: 20, width: 50, height: 50)
private let card = CGRect(x: 50, y: 150, width: 300, height: 200)

private func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
    CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
           width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
}

private func near(_ a: CGRect?, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

@MainActor
@Suite(.serialized)
struct MatchedGeometryTests {
    @Test func theInsertedViewStartsAtTheRemovedOnesFrameAndBothFly() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Hero() }
        #expect(host.frame(of: "thumbnail") == thumbnail)
        #expect(host.frame(of: "card") == nil)
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        #expect(near(host.frame(of: "card"), thumbnail), "\(String(describing: host.frame(of: "card")))")
        #expect(host.opacity(of: "card") == 0)
        for f in [0.25, 0.5, 0.75] {
            host.advance(to: f)
            let expected = lerp(thumbnail, card, f)
            #expect(near(host.frame(of: "card"), expected), "card at \(f): \(String(describing: host.frame(of: "card"))), expected \(expected)")
            // The thumbnail flies along with it while it fades.
            #expect(near(host.frame(of: "thumbnail"), expected), "thumbnail at \(f): \(String(describing: host.frame(of: "thumbnail")))")
            #expect(abs((host.opacity(of: "card") ?? -1) - f) < 1e-9)
            #expect(abs((host.opacity(of: "thumbnail") ?? -1) - (1 - f)) < 1e-9)
        }
        host.advance(to: 1.1)
        #expect(host.frame(of: "card") == card)
        #expect(host.frame(of: "thumbnail") == nil)
        #expect(!host.frameNeeded)
        // And back.
        #expect(host.tap("toggle"))
        host.advance(by: 0.5)
        #expect(near(host.frame(of: "thumbnail"), lerp(card, thumbnail, 0.5)))
        host.advance(by: 1)
        #expect(host.frame(of: "thumbnail") == thumbnail)
        #expect(host.frame(of: "card") == nil)
    }

    @Test func withoutAnimationTheSwapIsImmediate() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Hero(animation: nil) }
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        #expect(host.frame(of: "card") == card)
        #expect(host.frame(of: "thumbnail") == nil)
    }

    /// Beyond SwiftUI: sent back before it lands, the hero leaves from where it is, moving as
    /// it moved: no jump, no restart from rest.
    @Test func aHeroRedirectedMidFlightKeepsItsPositionAndVelocity() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { Hero(animation: .spring(duration: 1, bounce: 0)) }
        #expect(host.tap("toggle"))
        host.advance(to: 0.3)
        let before = host.frame(of: "card")!
        host.advance(by: 1.0 / 60)
        let flying = host.frame(of: "card")!
        let velocity = (flying.minX - before.minX) * 60
        #expect(velocity > 10, "the card moves right on its way out: \(velocity) pt/s")
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        // The thumbnail comes back from where the pair is now, and so does the card's flight.
        let turnedCard = host.frame(of: "card")!
        let turnedThumbnail = host.frame(of: "thumbnail")!
        #expect(near(turnedCard, flying, 1e-9), "\(turnedCard) vs \(flying)")
        #expect(near(turnedThumbnail, flying, 1e-6), "\(turnedThumbnail) vs \(flying)")
        host.advance(by: 1.0 / 60)
        let next = host.frame(of: "thumbnail")!
        let after = (next.minX - turnedThumbnail.minX) * 60
        #expect(after > 0, "still moving right a frame after the redirect: \(after) pt/s")
        #expect(abs(after - velocity) < abs(velocity) * 0.5, "velocity carried: \(after) vs \(velocity) pt/s")
        host.advance(by: 4)
        #expect(host.frame(of: "thumbnail") == thumbnail)
        #expect(host.frame(of: "card") == nil)
        #expect(!host.frameNeeded)
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesGeometry() {
        struct Follow: View {
            let properties: MatchedGeometryProperties
            @Namespace private var space
            @State private var wide = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 400, height: 400)
                    Rectangle().accessibilityIdentifier("source")
                        .matchedGeometryEffect(id: 1, in: space)
                        .frame(width: wide ? 200 : 100, height: 40)
                        .padding(EdgeInsets(top: 10, leading: 10))
                    Rectangle().accessibilityIdentifier("follower")
                        .matchedGeometryEffect(id: 1, in: space, properties: properties, isSource: false)
                        .frame(width: 20, height: 20)
                        .padding(EdgeInsets(top: 300, leading: 300))
                    Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("toggle")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                        .padding(EdgeInsets(top: 380, leading: 0))
                }
            }
        }
        let frame = HeadlessHost(size: CGSize(width: 400, height: 400)) { Follow(properties: .frame) }
        #expect(frame.frame(of: "follower") == CGRect(x: 10, y: 10, width: 100, height: 40))
        #expect(frame.tap("toggle"))
        frame.advance(by: 0.5)
        #expect(near(frame.frame(of: "follower"), CGRect(x: 10, y: 10, width: 150, height: 40)))
        frame.advance(by: 1)
        #expect(frame.frame(of: "follower") == CGRect(x: 10, y: 10, width: 200, height: 40))

        let position = HeadlessHost(size: CGSize(width: 400, height: 400)) { Follow(properties: .position) }
        // Its own size, centred where the source's centre is.
        #expect(position.frame(of: "follower") == CGRect(x: 50, y: 20, width: 20, height: 20))
        let size = HeadlessHost(size: CGSize(width: 400, height: 400)) { Follow(properties: .size) }
        #expect(size.frame(of: "follower")?.size == CGSize(width: 100, height: 40))
    }

    @Test func twoSourcesForOneIDWarnOnceAndStaySane() {
        struct Twins: View {
            @Namespace private var space
            var body: some View {
                VStack {
                    Rectangle().matchedGeometryEffect(id: "twin", in: space).frame(width: 40, height: 40).accessibilityIdentifier("a")
                    Rectangle().matchedGeometryEffect(id: "twin", in: space).frame(width: 60, height: 60).accessibilityIdentifier("b")
                }
            }
        }
        var warnings: [String] = []
        let host = HeadlessHost(size: CGSize(width: 400, height: 400), warnings: { warnings.append($0) }) { Twins() }
        host.advance(by: 0.1)
        #expect(warnings.count == 1 && warnings[0].contains("id twin"), "\(warnings)")
        for id in ["a", "b"] {
            let frame = host.frame(of: id)
            #expect(frame.map { $0.minX.isFinite && $0.width >= 0 } == true, "\(id): \(String(describing: frame))")
        }
    }

    @Test func aNamespaceReadOutsideABodyWarns() {
        struct Holder: View {
            @Namespace var space
            var body: some View { EmptyView() }
        }
        let warnings = Diagnostics.collectingWarnings { _ = Holder().space }
        #expect(warnings.count == 1 && warnings[0].contains("Namespace"), "\(warnings)")
    }
}

@MainActor
@Suite struct GeometryGroupTests {
    /// A box that moves right while a badge appears inside it: the badge rides with the box
    /// from the first frame, at its place in the box, instead of flying in from elsewhere.
    @Test func contentInsertedInAMovingGroupMovesWithIt() {
        struct Moving: View {
            @State private var on = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 400, height: 200)
                    ZStack(alignment: .topLeading) {
                        Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("box")
                        if on { Circle().frame(width: 20, height: 20).accessibilityIdentifier("badge").offset(x: 70, y: 10) }
                    }
                    .geometryGroup()
                    .padding(EdgeInsets(leading: on ? 250 : 50))
                    Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("toggle")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                        .padding(EdgeInsets(top: 190))
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { Moving() }
        #expect(host.tap("toggle"))
        for f in [0.0, 0.5, 1.0] {
            host.advance(to: f)
            let box = host.frame(of: "box")!, badge = host.frame(of: "badge")!
            #expect(abs(box.minX - (50 + 200 * f)) < 1e-9, "box at \(f): \(box)")
            #expect(badge.minX - box.minX == 70, "badge at \(f): \(badge) in \(box)")
        }
    }
}
