// Layers scene — what a layer effect costs.
//
// What it shows: twelve 160 × 110 cards, each drifting and turning for ever, drawn plain or
// each with one effect that makes it a layer: a shadow, a round clip, a blur, or a mask of a
// fading gradient. The line above gives the live frame statistics of the last 120 frames (CPU
// time per frame, p50 and p99, and the frames that missed their refresh) and how many layers
// the last frame composited, and how many of them on the GPU (F1's HUD shows them too). `KINETIC_LAYERS=cpu` composites
// every layer on the CPU, for comparison.
//
// Use: the picker or the keys 1 to 6 choose the effect (6: the cases a GPU compositor gets
// wrong, held still) · 0 holds the cards still (and lets
// them move again), for a picture that does not depend on when it is taken · escape or q quits.

import Foundation
import Kinetic

struct LayersScene: View {
    enum Effect: String, CaseIterable, Hashable {
        case plain = "Plain", shadow = "Shadow", clip = "Clip", blur = "Blur", mask = "Mask", cases = "Cases"
    }

    @State private var effect = Effect.plain
    @State private var moving = false
    /// Held still: every card at rest, upright, with no animation.
    @State private var still = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Layers").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            Picker("Effect", selection: $effect) {
                ForEach(Effect.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .frame(maxWidth: 460)
            .accessibilityIdentifier("layers.effect")
            // Twice a second: a line that changed every frame would cost a new text every frame.
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { _ in
                Text(statistics).font(.system(size: 14)).foregroundColor(Color(rgb: 0xFFD43B))
            }
            if effect == .cases {
                LayerCases().padding(.top, 20)
            } else {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(180), spacing: 24), count: 4), spacing: 40) {
                    ForEach(0..<12, id: \.self) { index in card(index) }
                }
                .padding(.top, 20)
            }
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(rgb: 0x14161C))
        .background {
            // The keys 1 to 5 choose the effect.
            ForEach(Array(Effect.allCases.enumerated()), id: \.offset) { number, choice in
                Button("") { effect = choice }
                    .keyboardShortcut(KeyEquivalent(Character("\(number + 1)")), modifiers: [])
                    .opacity(0)
            }
            Button("") { still.toggle() }
                .keyboardShortcut(KeyEquivalent("0"), modifiers: [])
                .opacity(0)
        }
        .onAppear { moving = true }
    }

    private func card(_ index: Int) -> some View {
        let color = Color(hue: Double(index) / 12, saturation: 0.55, brightness: 0.9)
        return RoundedRectangle(cornerRadius: 14)
            .fill(color)
            .overlay(Text("\(index + 1)").font(.system(size: 28, weight: .bold)).foregroundColor(Color(white: 0.1)))
            .frame(width: 160, height: 110)
            .modifier(LayerEffect(effect: effect))
            .rotationEffect(.degrees(still ? 0 : moving ? 6 : -6))
            .offset(x: still ? 0 : moving ? 8 : -8, y: still ? 0 : moving ? -6 : 6)
            .animation(still ? nil : .easeInOut(duration: 1.1 + Double(index % 4) * 0.15).repeatForever(autoreverses: true), value: moving)
            // A new card when held still or let go: a change without animation would leave the
            // animation that repeats for ever running, as in SwiftUI.
            .id(still)
    }

    @MainActor private var statistics: String {
        let last = FrameTimingRecorder.current?.recentFrames.last?.stamps
        let layers = last.map { String(format: " · %d layers, %d on the GPU, %.1f ms", $0.layers.composited, $0.layers.onGPU, $0.layers.seconds * 1000) } ?? ""
        return "\(effect.rawValue) · \(recentFrameStatistics() ?? "measuring…")\(layers)"
    }
}

/// The effect under test on one card.
private struct LayerEffect: ViewModifier {
    var effect: LayersScene.Effect

    func body(content: Content) -> some View {
        switch effect {
        case .plain: content
        case .shadow: content.shadow(radius: 10)
        case .clip: content.clipShape(Circle())
        case .blur: content.blur(radius: 3)
        case .mask: content.mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
        case .cases: content
        }
    }
}

/// The cases a GPU compositor gets wrong, held still: masked cards that overlap, a rounded card
/// whose picture is clipped inside it, a rounded card holding a shadowed label, a blurred card
/// and a heart's shadow turned, a blurred and a large rounded card (split around its middle)
/// running off the window's right and bottom edges.
private struct LayerCases: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<3, id: \.self) { index in
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9))
                    .frame(width: 160, height: 110)
                    .mask { LinearGradient(colors: [.black, .black.opacity(0.2)], startPoint: .top, endPoint: .bottom) }
                    .offset(x: Double(index) * 70, y: Double(index) * 45)
            }
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(rgb: 0x3B5BDB))
                .overlay(alignment: .topLeading) {
                    Circle().fill(Color(rgb: 0xFFD43B)).frame(width: 120, height: 120).offset(x: 90, y: -30)
                        .frame(width: 150, height: 70).clipped()
                }
                .frame(width: 220, height: 150)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .offset(x: 400, y: 0)
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(rgb: 0x2B8A3E))
                .overlay(Text("Shadowed").font(.system(size: 26, weight: .bold)).foregroundColor(.white).shadow(radius: 6))
                .frame(width: 220, height: 150)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .offset(x: 660, y: 0)
            RoundedRectangle(cornerRadius: 14)
                .fill(Color(rgb: 0xE8590C))
                .overlay(Text("Blurred").font(.system(size: 26, weight: .bold)).foregroundColor(.white))
                .frame(width: 200, height: 120)
                .blur(radius: 4)
                .offset(x: 900, y: 220)
            // Blurred and turned: on the GPU drawn upright in a space of its own and turned as
            // it is composited.
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(rgb: 0x1098AD))
                .overlay(Circle().fill(.white).frame(width: 50, height: 50))
                .frame(width: 200, height: 120)
                .blur(radius: 5)
                .rotationEffect(.degrees(8))
                .offset(x: 60, y: 250)
            // A heart's shadow (not convex: a blurred layer), turned: on the GPU its silhouette
            // is drawn upright in a space of its own too.
            Heart()
                .fill(Color(rgb: 0xE64980))
                .frame(width: 100, height: 90)
                .shadow(color: .black.opacity(0.7), radius: 8, x: 6, y: 8)
                .rotationEffect(.degrees(-12))
                .offset(x: 110, y: 440)
            // Large enough (an eighth of the window) to be split around its middle on the GPU.
            RoundedRectangle(cornerRadius: 24)
                .fill(Color(rgb: 0x862E9C))
                .overlay(Circle().fill(.white.opacity(0.8)).frame(width: 90, height: 90))
                .frame(width: 560, height: 300)
                .clipShape(RoundedRectangle(cornerRadius: 24))
                .offset(x: 400, y: 400)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

#Preview("Layers") {
    LayersScene()
}
