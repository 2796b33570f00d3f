import Foundation
import Testing
@testable import KineticCore

/// Counts onDisappear calls.
@MainActor
private final class Lifecycle {
    static var disappeared = 0
}

/// A 100×50 box at (150, 75)…(250, 125) that comes and goes with `transition` when "toggle"
/// is tapped, in `animation` (nil: no animation).
private struct Toggler<T: Transition>: View {
    let transition: T
    var animation: Animation? = .linear(duration: 1)
    @State var shown: Bool
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 400, height: 300)
            if shown {
                Rectangle().frame(width: 100, height: 50)
                    .accessibilityIdentifier("box")
                    .onTapGesture { Lifecycle.tappedBox += 1 }
                    .onDisappear { MainActor.assumeIsolated { Lifecycle.disappeared += 1 } }
                    .transition(transition)
                    .offset(x: 150, y: 75)
            }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("toggle")
                .onTapGesture { withAnimation(animation) { shown.toggle() } }
                .offset(x: 0, y: 280)
        }
    }
}

extension Lifecycle {
    nonisolated(unsafe) static var tappedBox = 0
}

/// The same box, written with an `AnyTransition`.
private struct AnyToggler: View {
    let transition: AnyTransition
    @State var shown: Bool
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 400, height: 300)
            if shown {
                Rectangle().frame(width: 100, height: 50)
                    .accessibilityIdentifier("box")
                    .transition(transition)
                    .offset(x: 150, y: 75)
            }
            Rectangle().frame(width: 20, height: 20)
                .accessibilityIdentifier("toggle")
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                .offset(x: 0, y: 280)
        }
    }
}

/// What the box looks like at a moment of its transition.
private struct Look: Equatable, CustomStringConvertible {
    var frame: CGRect?
    var opacity: Double?
    var description: String { "\(frame.map { "\($0)" } ?? "gone") @\(opacity.map { "\($0)" } ?? "-")" }
}

private let base = CGRect(x: 150, y: 75, width: 100, height: 50)

/// Taps "toggle" and samples the box at 0, ¼, ½ and 1 of the one-second animation.
@MainActor
private func looks(_ host: HeadlessHost<some View>) -> [Look] {
    #expect(host.tap("toggle"))
    var result: [Look] = []
    for step in [0, 0.25, 0.25, 0.5] {
        host.advance(by: step)
        result.append(Look(frame: host.frame(of: "box"), opacity: host.opacity(of: "box")))
    }
    return result
}

private func close(_ a: Look, _ b: Look) -> Bool {
    guard let fa = a.frame, let fb = b.frame, let oa = a.opacity, let ob = b.opacity else { return a.frame == b.frame }
    let tolerance = 1e-6
    return abs(fa.minX - fb.minX) < tolerance && abs(fa.minY - fb.minY) < tolerance && abs(fa.width - fb.width) < tolerance
        && abs(fa.height - fb.height) < tolerance && abs(oa - ob) < tolerance
}

/// The box `f` of the way through, moved by `dx`, `dy`, scaled by `scale` about its centre.
private func look(dx: Double = 0, dy: Double = 0, scale: Double = 1, opacity: Double = 1) -> Look {
    let width = 100 * scale, height = 50 * scale
    return Look(frame: CGRect(x: base.midX - width / 2 + dx, y: base.midY - height / 2 + dy, width: width, height: height), opacity: opacity)
}

@MainActor
@Suite(.serialized)
struct TransitionTests {
    init() {
        Lifecycle.disappeared = 0
        Lifecycle.tappedBox = 0
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var transition: @Sendable () -> AnyTransition
        /// The box at f = 0, ¼, ½, 1 of an insertion and of a removal.
        var insertion: @Sendable (Double) -> (dx: Double, dy: Double, scale: Double, opacity: Double)
        /// nil: the view is gone at once (a transition that changes nothing animates nothing).
        var removal: @Sendable (Double) -> (dx: Double, dy: Double, scale: Double, opacity: Double)?
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "identity", transition: { .identity },
             insertion: { _ in (0, 0, 1, 1) }, removal: { _ in nil }),
        Case(name: "opacity", transition: { .opacity },
             insertion: { f in (0, 0, 1, f) }, removal: { f in (0, 0, 1, 1 - f) }),
        Case(name: "scale(0.5)", transition: { .scale(scale: 0.5) },
             insertion: { f in (0, 0, 0.5 + 0.5 * f, 1) }, removal: { f in (0, 0, 1 - 0.5 * f, 1) }),
        Case(name: "slide", transition: { .slide },
             insertion: { f in (-100 * (1 - f), 0, 1, 1) }, removal: { f in (100 * f, 0, 1, 1) }),
        Case(name: "move(edge: .top)", transition: { .move(edge: .top) },
             insertion: { f in (0, -50 * (1 - f), 1, 1) }, removal: { f in (0, -50 * f, 1, 1) }),
        Case(name: "move(edge: .trailing)", transition: { .move(edge: .trailing) },
             insertion: { f in (100 * (1 - f), 0, 1, 1) }, removal: { f in (100 * f, 0, 1, 1) }),
        Case(name: "offset(x: 30, y: -20)", transition: { .offset(x: 30, y: -20) },
             insertion: { f in (30 * (1 - f), -20 * (1 - f), 1, 1) }, removal: { f in (30 * f, -20 * f, 1, 1) }),
        Case(name: "push(from: .trailing)", transition: { .push(from: .trailing) },
             insertion: { f in (100 * (1 - f), 0, 1, f) }, removal: { f in (-100 * f, 0, 1, 1 - f) }),
        Case(name: "push(from: .bottom)", transition: { .push(from: .bottom) },
             insertion: { f in (0, 50 * (1 - f), 1, f) }, removal: { f in (0, -50 * f, 1, 1 - f) }),
        Case(name: "asymmetric(slide in, fade out)", transition: { .asymmetric(insertion: .slide, removal: .opacity) },
             insertion: { f in (-100 * (1 - f), 0, 1, 1) }, removal: { f in (0, 0, 1, 1 - f) }),
        Case(name: "opacity combined with scale(0.5)", transition: { .opacity.combined(with: .scale(scale: 0.5)) },
             insertion: { f in (0, 0, 0.5 + 0.5 * f, f) }, removal: { f in (0, 0, 1 - 0.5 * f, 1 - f) }),
        Case(name: "modifier(active:identity:)", transition: { .modifier(active: Faded(amount: 0.2), identity: Faded(amount: 1)) },
             insertion: { f in (0, 0, 1, 0.2 + 0.8 * f) }, removal: { f in (0, 0, 1, 1 - 0.8 * f) }),
        Case(name: "custom Transition", transition: { AnyTransition(Rise()) },
             insertion: { f in (0, 40 * (1 - f), 1, f) }, removal: { f in (0, -40 * f, 1, 1 - f) }),
    ]

    @Test(arguments: cases)
    func insertionAtEachQuarter(_ test: Case) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { AnyToggler(transition: test.transition(), shown: false) }
        #expect(host.frame(of: "box") == nil)
        let seen = looks(host)
        for (look, f) in zip(seen, [0, 0.25, 0.5, 1]) {
            let e = test.insertion(f)
            let expected = Kinetic_Tests_look(e)
            #expect(close(look, expected), "\(test) inserted at \(f): \(look), expected \(expected)")
        }
        host.advance(by: 1)
        #expect(!host.frameNeeded)
    }

    @Test(arguments: cases)
    func removalAtEachQuarter(_ test: Case) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { AnyToggler(transition: test.transition(), shown: true) }
        #expect(close(Look(frame: host.frame(of: "box"), opacity: host.opacity(of: "box")), look()))
        let seen = looks(host)
        for (look, f) in zip(seen, [0, 0.25, 0.5, 1]) {
            guard let e = test.removal(f) else {
                #expect(look.frame == nil, "\(test) removed at \(f): \(look)")
                continue
            }
            let expected = Kinetic_Tests_look(e)
            #expect(close(look, expected), "\(test) removed at \(f): \(look), expected \(expected)")
        }
        // The frame after the animation ends, the view is gone.
        host.advance(by: 1.0 / 60)
        #expect(host.frame(of: "box") == nil, "\(test)")
        host.advance(by: 1)
        #expect(host.frame(of: "box") == nil)
        #expect(!host.frameNeeded)
    }

    @Test func theTypedTransitionAPIMatchesAnyTransition() {
        let typed = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: .push(from: .leading), shown: false) }
        let erased = HeadlessHost(size: CGSize(width: 400, height: 300)) { AnyToggler(transition: .push(from: .leading), shown: false) }
        let a = looks(typed), b = looks(erased)
        #expect(zip(a, b).allSatisfy { close($0, $1) }, "\(a) vs \(b)")
        #expect(close(a[1], look(dx: -75, opacity: 0.25)))
    }

    @Test func withoutAnimationInsertionAndRemovalAreImmediate() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: .slide, animation: nil, shown: false) }
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        #expect(close(Look(frame: host.frame(of: "box"), opacity: host.opacity(of: "box")), look()))
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        #expect(host.frame(of: "box") == nil)
        #expect(Lifecycle.disappeared == 1)
    }

    @Test func aLeavingViewStaysUntilTheEndIsNotHitAndDisappearsOnce() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: .opacity, shown: true) }
        #expect(host.tap("box"))
        #expect(Lifecycle.tappedBox == 1)
        #expect(host.tap("toggle"))
        host.advance(by: 0.5)
        #expect(host.frame(of: "box") == base)
        // Drawn, but the pointer goes through it.
        #expect(!host.tap(at: CGPoint(x: 200, y: 100)))
        #expect(Lifecycle.tappedBox == 1)
        #expect(Lifecycle.disappeared == 0)
        host.advance(by: 0.45)
        #expect(Lifecycle.disappeared == 0)
        host.advance(by: 0.1)
        #expect(host.frame(of: "box") == nil)
        #expect(Lifecycle.disappeared == 1)
        host.advance(by: 1)
        #expect(Lifecycle.disappeared == 1)
    }

    @Test func reinsertedWhileLeavingItTurnsAroundFromWhereItIs() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: .slide, animation: .spring(duration: 1, bounce: 0), shown: true) }
        #expect(host.tap("toggle"))
        host.advance(by: 0.3)
        let before = host.frame(of: "box")!.minX
        host.advance(by: 1.0 / 60)
        let leaving = host.frame(of: "box")!.minX
        #expect(leaving > before, "it slides out to the right")
        // Toggled back: the spring takes over from where the box is, moving as it moved.
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        let turned = host.frame(of: "box")!.minX
        #expect(abs(turned - leaving) < 1e-9)
        host.advance(by: 1.0 / 60)
        let next = host.frame(of: "box")!.minX
        #expect(next > turned, "velocity is kept: still moving right for a moment")
        host.advance(by: 3)
        #expect(host.frame(of: "box") == base)
        #expect(Lifecycle.disappeared == 0)
        #expect(!host.frameNeeded)
    }

    @Test func removedWhileAppearingItLeavesFromWhereItIs() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: .opacity, shown: false) }
        #expect(host.tap("toggle"))
        host.advance(by: 0.4)
        let midway = host.opacity(of: "box")!
        #expect(abs(midway - 0.4) < 1e-9)
        #expect(host.tap("toggle"))
        host.advance(by: 0)
        #expect(abs(host.opacity(of: "box")! - midway) < 1e-9, "no jump")
        // Linear animations add up, as in SwiftUI: the fade-in's motion carries on a little.
        host.advance(by: 1.0 / 60)
        #expect(abs(host.opacity(of: "box")! - midway) < 0.02, "no jump")
        host.advance(by: 0.6)
        #expect(host.opacity(of: "box")! < midway)
        host.advance(by: 2)
        #expect(host.frame(of: "box") == nil)
    }

    @Test func aViewWithoutATransitionFades() {
        struct Plain: View {
            @State var shown = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 400, height: 300)
                    if shown { Rectangle().frame(width: 100, height: 50).accessibilityIdentifier("box").offset(x: 150, y: 75) }
                    Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("toggle")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }.offset(x: 0, y: 280)
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Plain() }
        let seen = looks(host)
        #expect(zip(seen, [0, 0.25, 0.5, 1]).allSatisfy { close($0, look(opacity: $1)) }, "\(seen)")
        let gone = looks(host)
        #expect(zip(gone, [1, 0.75, 0.5, 0]).allSatisfy { close($0, look(opacity: $1)) }, "\(gone)")
        host.advance(by: 1.0 / 60)
        #expect(host.frame(of: "box") == nil)
    }

    /// SwiftUI applies a transition at the outermost view that appears: one on a view inside
    /// an inserted stack is not used (the stack fades), one in an inserted view's body is.
    @Test func theTransitionOfTheOutermostViewThatAppearsApplies() {
        struct Card: View {
            var body: some View { Rectangle().frame(width: 100, height: 50).accessibilityIdentifier("box").transition(.slide) }
        }
        struct Scene: View {
            let wrapped: Bool
            @State var shown = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 400, height: 300)
                    if shown {
                        if wrapped {
                            VStack { Card() }.offset(x: 150, y: 75)
                        } else {
                            Card().offset(x: 150, y: 75)
                        }
                    }
                    Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("toggle")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }.offset(x: 0, y: 280)
                }
            }
        }
        let inStack = HeadlessHost(size: CGSize(width: 400, height: 300)) { Scene(wrapped: true) }
        let stacked = looks(inStack)
        #expect(close(stacked[1], look(opacity: 0.25)), "the stack fades; the slide inside it is not used: \(stacked[1])")
        let direct = HeadlessHost(size: CGSize(width: 400, height: 300)) { Scene(wrapped: false) }
        let slid = looks(direct)
        #expect(close(slid[1], look(dx: -75)), "a view's body carries its transition: \(slid[1])")
    }

    @Test func aTransitionsOwnAnimationAnimatesAChangeWithoutOne() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            Toggler(transition: .opacity.animation(.linear(duration: 2)), animation: nil, shown: false)
        }
        let seen = looks(host)
        #expect(close(seen[1], look(opacity: 0.125)), "\(seen[1])")
    }

    @Test func phasesHaveSwiftUIsValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(TransitionProperties().hasMotion)
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(SlideTransition.properties.hasMotion)
    }

    @Test func hugeOrNaNOffsetsInATransitionWarnAndStayFinite() {
        struct Wild: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.offset(x: phase.isIdentity ? 0 : .nan, y: phase.isIdentity ? 0 : 1e300)
            }
        }
        let (_, warnings) = Diagnostics.collectingWarnings {
            let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { Toggler(transition: Wild(), shown: false) }
            let seen = looks(host)
            for look in seen {
                let frame = look.frame ?? .zero
                #expect(frame.minX.isFinite && frame.minY.isFinite, "\(look)")
            }
            #expect(seen[3].frame == base)
        }
        #expect(warnings.contains { $0.contains("offset(x:y:): x nan") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("beyond a million points") }, "\(warnings)")
    }
}

/// A modifier that dims its content.
private struct Faded: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

/// Rises 40 points into place while fading in; leaves upwards, fading out.
private struct Rise: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: -40 * phase.value)
    }
}

private func Kinetic_Tests_look(_ e: (dx: Double, dy: Double, scale: Double, opacity: Double)) -> Look {
    look(dx: e.dx, dy: e.dy, scale: e.scale, opacity: e.opacity)
}

/// A 100 × 50 box alone in a centred ZStack in a 300 × 200 frame: the stack is empty (a point
/// at the centre) without it and grows to the box with it.
private struct LoneBox: View {
    let transition: AnyTransition
    @State var shown: Bool
    var body: some View {
        ZStack {
            if shown {
                Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 50).accessibilityIdentifier("box").transition(transition)
            }
        }
        .frame(width: 300, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        .accessibilityIdentifier("stage")
    }
}

/// Issue 39's second fix: a view that comes or goes is placed by its transition alone, not
/// carried along by its container's change of frame in the same transaction (the stack that
/// grows around it here), as in SwiftUI; what is drawn is where the frame is read.
@MainActor
struct TransitionPlacementTests {
    static let rest = CGRect(x: 100, y: 75, width: 100, height: 50)

    fileprivate static func drawnFrame(_ host: HeadlessHost<LoneBox>) -> CGRect? {
        host.displayList.items.first { $0.identifier == "box" }.map { $0.transform.apply(to: $0.frame) }
    }

    @Test func anInsertedViewStartsAtItsRestingFrameMovedByTheOffset() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { LoneBox(transition: .offset(x: 100, y: 40), shown: false) }
        _ = host.tap("stage")
        host.advance(by: 0)
        #expect(host.frame(of: "box") == Self.rest.offsetBy(dx: 100, dy: 40))
        #expect(Self.drawnFrame(host) == Self.rest.offsetBy(dx: 100, dy: 40))
        host.advance(by: 0.5)
        let mid = try #require(host.frame(of: "box"))
        #expect(abs(mid.minX - (Self.rest.minX + 50)) < 2 && abs(mid.minY - (Self.rest.minY + 20)) < 1, "\(mid)")
        host.advance(by: 1)
        #expect(host.frame(of: "box") == Self.rest)
    }

    @Test func aRemovedViewEndsAtItsRestingFrameMovedToTheEdge() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { LoneBox(transition: .move(edge: .leading), shown: true) }
        #expect(host.frame(of: "box") == Self.rest)
        _ = host.tap("stage")
        host.advance(by: 0.95)
        let late = try #require(host.frame(of: "box"))
        // Moving by its own width to the left, with no drift down or right.
        #expect(abs(late.minX - (Self.rest.minX - 95)) < 2 && abs(late.minY - Self.rest.minY) < 1e-9, "\(late)")
        #expect(Self.drawnFrame(host).map { abs($0.minY - Self.rest.minY) < 1e-9 } == true)
    }
}
