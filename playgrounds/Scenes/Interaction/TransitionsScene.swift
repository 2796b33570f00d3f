// Transitions scene — every built-in transition, asymmetric and combined ones, a custom one,
// and a counter whose digits roll.
//
// What it shows: ten tiles, each with a card that comes and goes with one transition
// (opacity, scale, slide, move from the top, offset, push from trailing, blur-replace,
// asymmetric slide-in/fade-out, opacity combined with scale, and a custom "swing" written as a
// `Transition`). A card toggled again while it leaves turns around from where it is. The
// counter uses `contentTransition(.numericText(value:))`: only the digits that change roll.
//
// Use: click a tile (or press 1…9, 0) to toggle its card · space toggles every card · up and
// down arrows count · s switches between a spring and a slow two-second ease · escape or q
// quits.

import Foundation
import Kinetic

struct TransitionsScene: View {
    struct Tile {
        var name: String
        var transition: AnyTransition
        var color: UInt32
    }

    static var tiles: [Tile] { [
        Tile(name: "opacity", transition: .opacity, color: 0xFF6B6B),
        Tile(name: "scale", transition: .scale, color: 0xFFA94D),
        Tile(name: "slide", transition: .slide, color: 0xFFD43B),
        Tile(name: "move(edge: .top)", transition: .move(edge: .top), color: 0x69DB7C),
        Tile(name: "offset(y: 60)", transition: .offset(x: 0, y: 60), color: 0x38D9A9),
        Tile(name: "push(from: .trailing)", transition: .push(from: .trailing), color: 0x4DABF7),
        Tile(name: "blurReplace", transition: AnyTransition(BlurReplaceTransition()), color: 0x748FFC),
        Tile(name: "asymmetric", transition: .asymmetric(insertion: .slide, removal: .opacity), color: 0xDA77F2),
        Tile(name: "opacity + scale(0.6)", transition: .opacity.combined(with: .scale(scale: 0.6)), color: 0xF783AC),
        Tile(name: "custom: Swing", transition: AnyTransition(Swing()), color: 0xC0EB75),
    ] }

    @State private var shown = Array(repeating: true, count: 10)
    @State private var count = 98
    @State private var slow = false

    private var animation: Animation { slow ? .easeInOut(duration: 2) : .spring(duration: 0.6, bounce: 0.25) }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 24) {
                Text("Transitions").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
                Spacer()
                Text(slow ? "slow ease (s)" : "spring (s)").font(.system(size: 15)).foregroundColor(Color(white: 0.6))
            }
            VStack(spacing: 16) {
                HStack(spacing: 16) { ForEach(0..<5, id: \.self) { tile($0) } }
                HStack(spacing: 16) { ForEach(5..<10, id: \.self) { tile($0) } }
            }
            HStack(spacing: 20) {
                Button("−") { withAnimation(animation) { count -= 1 } }
                Text("\(count)")
                    .font(.system(size: 56, weight: .bold))
                    .foregroundColor(Color(rgb: 0x4DABF7))
                    .contentTransition(.numericText(value: Double(count)))
                    .frame(width: 160)
                Button("+") { withAnimation(animation) { count += 1 } }
                Text("numericText: only the changed digits roll").font(.system(size: 15)).foregroundColor(Color(white: 0.6))
            }
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
        .onKeyPress(phases: .down) { press in
            handle(press.key.character)
        }
    }

    private func tile(_ i: Int) -> some View {
        let tile = Self.tiles[i]
        return VStack(spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.12))
                if shown[i] {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color(rgb: tile.color))
                        .frame(width: 120, height: 90)
                        .transition(tile.transition)
                }
            }
            .frame(width: 182, height: 170)
            .clipShape(Rectangle())
            .onTapGesture { toggle(i) }
            Text("\((i + 1) % 10)  \(tile.name)").font(.system(size: 14)).foregroundColor(Color(white: 0.7))
        }
    }

    private func toggle(_ i: Int) {
        withAnimation(animation) { shown[i].toggle() }
    }

    private func handle(_ key: Character) -> KeyPress.Result {
        switch key {
        case " ":
            let anyShown = shown.contains(true)
            withAnimation(animation) { shown = Array(repeating: !anyShown, count: shown.count) }
        case "s", "S": slow.toggle()
        case KeyEquivalent.upArrow.character: withAnimation(animation) { count += 1 }
        case KeyEquivalent.downArrow.character: withAnimation(animation) { count -= 1 }
        default:
            guard let digit = key.wholeNumberValue else { return .ignored }
            toggle(digit == 0 ? 9 : digit - 1)
        }
        return .handled
    }
}

/// Swings in about its top-leading corner while fading in; swings out the other way.
struct Swing: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.value * 25), anchor: .topLeading)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

#Preview("Transitions") {
    TransitionsScene()
}
