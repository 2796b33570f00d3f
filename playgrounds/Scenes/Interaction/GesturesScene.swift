// Gestures scene — a card you throw, and the spring that brings it home with your velocity.
//
// What it shows: while you drag the card, every move retargets an `.interactiveSpring` (in the
// drag's continuous transaction), so the card trails the pointer a little and never jumps.
// When you let go, `withAnimation(.spring(duration: 0.6, bounce: 0.35)) { offset = .zero }`:
// the new spring merges into the running one and keeps the card's velocity, so a throw carries
// on past the pointer before it turns for home. The other mode does it by hand, as on older
// SwiftUI: `.interpolatingSpring(duration: 0.6, bounce: 0.35, initialVelocity: v)`, with `v` the
// release velocity along the way home in units of that distance per second (the part across it
// is lost). The arrow shows the release velocity where you let go. The tab in the corner is
// held by `@GestureState` alone: it stretches while you pull it and goes back by itself, in the
// spring of its reset transaction, when you let go. Control with the wheel pinches the card
// (`MagnifyGesture`), Control and Shift twist it (`RotateGesture`), both at once with
// `simultaneously(with:)`; a double click springs it back. The pill at the bottom is a
// `LongPressGesture`: it swells while held and changes colour once held for 0.8 s.
//
// Use: drag the card and let go, or throw it · ctrl+wheel pinches it, ctrl+shift+wheel twists
// it, a double click resets · hold the pill · pick how the spring gets the velocity · escape or
// q quits.

import Foundation
import Kinetic

struct GesturesScene: View {
    enum Mode: String, CaseIterable, Hashable {
        case merge = "spring (merges, keeps velocity)"
        case initialVelocity = "interpolatingSpring(initialVelocity:)"
    }

    enum Phase: Equatable {
        case resting, dragging, returning
    }

    @State private var offset = CGSize.zero
    @State private var phase = Phase.resting
    @State private var mode = Mode.merge
    /// Where and how fast the last drag ended, in the stage's coordinates.
    @State private var release: (point: CGPoint, velocity: CGSize)?
    @State private var relativeVelocity: Double?
    /// Counts the returns, so an old return's completion does not end a newer one.
    @State private var returns = 0
    @State private var scale = 1.0
    @State private var angle = Angle.zero

    static let card = CGSize(width: 180, height: 240)

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Gestures").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            HStack(spacing: 12) {
                // The picker's own label is squeezed to a letter's width beside wide segments.
                Text("On release:").font(.system(size: 15)).fixedSize()
                Picker("On release", selection: $mode) {
                    ForEach(Mode.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .frame(maxWidth: 640)
                Spacer(minLength: 0)
            }
            .foregroundColor(Color(white: 0.75))
            VStack(alignment: .leading, spacing: 6) {
                Text(status).font(.system(size: 15)).foregroundColor(Color(white: 0.8))
                Text(velocityText).font(.system(size: 15)).foregroundColor(Color(rgb: 0xFFD43B))
            }
            GeometryReader { proxy in
                let home = CGPoint(x: Double(proxy.size.width) / 2, y: Double(proxy.size.height) / 2)
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 12).fill(Color(rgb: 0x1B1F27))
                    // Where the card rests.
                    RoundedRectangle(cornerRadius: 18).stroke(Color(white: 0.3), lineWidth: 2)
                        .frame(width: Self.card.width, height: Self.card.height)
                        .position(home)
                    if let release {
                        VelocityArrow(from: release.point, velocity: release.velocity)
                            .stroke(Color(rgb: 0xFFD43B), lineWidth: 3)
                            .allowsHitTesting(false)
                    }
                    card
                        .scaleEffect(scale)
                        .rotationEffect(angle)
                        .offset(offset)
                        .gesture(drag(home: home))
                        .simultaneousGesture(MagnifyGesture().onChanged { scale = min(3, max(0.4, $0.magnification)) }
                            .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
                        .onTapGesture(count: 2) {
                            withAnimation(.spring(duration: 0.5, bounce: 0.3)) { scale = 1; angle = .zero }
                        }
                        .position(home)
                    PullTab()
                        .padding(16)
                    HoldPill()
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                        .padding(16)
                }
                .clipped()
            }
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
    }

    private var card: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 18).fill(Color(rgb: 0x748FFC))
                .shadow(radius: 10, y: 4)
            VStack(spacing: 8) {
                Text("drag me").font(.system(size: 20, weight: .bold)).foregroundColor(.white)
                Text("and throw").font(.system(size: 14)).foregroundColor(Color(white: 0.9))
            }
        }
        .frame(width: Self.card.width, height: Self.card.height)
    }

    private func drag(home: CGPoint) -> DragGesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in
                phase = .dragging
                withAnimation(.interactiveSpring()) { offset = drag.translation }
            }
            .onEnded { drag in
                // The arrow starts at the card's centre where it was let go.
                let point = CGPoint(x: Double(home.x) + Double(drag.translation.width), y: Double(home.y) + Double(drag.translation.height))
                release = (point, drag.velocity)
                returns += 1
                let thisReturn = returns
                let done = { if returns == thisReturn { phase = .resting } }
                phase = .returning
                switch mode {
                case .merge:
                    relativeVelocity = nil
                    withAnimation(.spring(duration: 0.6, bounce: 0.35)) { offset = .zero } completion: { done() }
                case .initialVelocity:
                    let v = Self.relativeVelocity(of: drag.velocity, from: drag.translation)
                    relativeVelocity = v
                    withAnimation(.interpolatingSpring(duration: 0.6, bounce: 0.35, initialVelocity: v)) { offset = .zero } completion: { done() }
                }
            }
    }

    /// The release velocity along the way home, in lengths of that way per second: the unit of
    /// a spring's `initialVelocity`.
    static func relativeVelocity(of velocity: CGSize, from translation: CGSize) -> Double {
        // The change is from `translation` to zero, so the way home is −translation.
        let dx = -Double(translation.width), dy = -Double(translation.height)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 1 else { return 0 }
        return (Double(velocity.width) * dx + Double(velocity.height) * dy) / lengthSquared
    }

    private var status: String {
        switch phase {
        case .resting: "At rest. Drag the card: each move retargets .interactiveSpring."
        case .dragging: "Dragging: each move retargets .interactiveSpring, which keeps the card just behind the pointer."
        case .returning:
            switch mode {
            case .merge: "Let go: .spring(duration: 0.6, bounce: 0.35) took over the running spring, velocity and all."
            case .initialVelocity: "Let go: .interpolatingSpring(duration: 0.6, bounce: 0.35, initialVelocity:) started with the throw's velocity."
            }
        }
    }

    private var velocityText: String {
        guard let release else { return "Release velocity: — (let go of the card)" }
        let vx = Double(release.velocity.width), vy = Double(release.velocity.height)
        var text = String(format: "Release velocity: (%.0f, %.0f) pt/s, speed %.0f pt/s", vx, vy, (vx * vx + vy * vy).squareRoot())
        if let relativeVelocity {
            text += String(format: " · initialVelocity: %.2f", relativeVelocity)
        }
        return text
    }
}

/// An arrow for a velocity: a tenth of a second's travel long.
private struct VelocityArrow: Shape {
    var from: CGPoint
    var velocity: CGSize

    func path(in rect: CGRect) -> Path {
        let dx = Double(velocity.width) * 0.1, dy = Double(velocity.height) * 0.1
        let length = (dx * dx + dy * dy).squareRoot()
        let tip = CGPoint(x: Double(from.x) + dx, y: Double(from.y) + dy)
        return Path { path in
            path.addEllipse(in: CGRect(x: Double(from.x) - 4, y: Double(from.y) - 4, width: 8, height: 8))
            guard length > 2 else { return }
            path.move(to: from)
            path.addLine(to: tip)
            // Two barbs, 12 pt long, 25° either side of the shaft.
            let angle = atan2(dy, dx)
            for side in [-1.0, 1.0] {
                let a = angle + Double.pi - side * 25 * Double.pi / 180
                path.move(to: tip)
                path.addLine(to: CGPoint(x: Double(tip.x) + 12 * cos(a), y: Double(tip.y) + 12 * sin(a)))
            }
        }
    }
}

#Preview("Gestures") {
    GesturesScene()
}

/// A tab pulled with `@GestureState`: it follows the drag while it lasts and springs home
/// when the drag ends (the state resets in its reset transaction); nothing else is kept.
private struct PullTab: View {
    @GestureState(resetTransaction: Transaction(animation: .spring(duration: 0.5, bounce: 0.45)))
    private var pull = CGSize.zero

    var body: some View {
        Text(pull == .zero ? "pull me" : "let go")
            .font(.system(size: 14, weight: .semibold))
            .foregroundColor(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color(rgb: 0x51CF66)))
            .offset(pull)
            .gesture(
                DragGesture(minimumDistance: 2)
                    .updating($pull) { drag, pull, _ in pull = drag.translation }
            )
            .accessibilityIdentifier("pull-tab")
    }
}

/// A pill held with `LongPressGesture`: it swells while pressed (gesture state, animated) and
/// changes colour each time it is held for long enough.
private struct HoldPill: View {
    @GestureState private var pressing = false
    @State private var held = 0

    var body: some View {
        Text(pressing ? "holding…" : "hold me (\(held))")
            .font(.system(size: 14, weight: .semibold))
            .foregroundColor(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(held % 2 == 0 ? Color(rgb: 0xF783AC) : Color(rgb: 0x4DABF7)))
            .scaleEffect(pressing ? 1.15 : 1)
            .animation(.spring(duration: 0.8, bounce: 0.2), value: pressing)
            .gesture(LongPressGesture(minimumDuration: 0.8)
                .updating($pressing) { value, state, _ in state = value }
                .onEnded { _ in held += 1 })
            .accessibilityIdentifier("hold-pill")
    }
}
