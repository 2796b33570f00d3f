// Gradients scene — shape styles: every gradient kind, animated, as fills and strokes.
//
// What it shows: (a) a linear gradient whose colours and direction animate back and forth for
// ever (stops and points interpolate). (b) A radial glow whose end radius breathes. (c) A
// loader: a trimmed ring stroked with an angular gradient and round caps, spinning, beside a
// conic colour wheel. (d) Hard stops (two stops at one location) making stripes, and an
// elliptical gradient stretched to a wide frame. (e) `Color.blue.gradient`, and one
// `.foregroundStyle` gradient over several shapes; click a swatch to switch the palette with
// a spring. (f) A Canvas in a TimelineView(.animation): 24 dots orbiting on copies of one
// rotated context, each with its own opacity, around a ring stroked with a turning conic
// gradient, and at the centre a label given to the canvas as a symbol view (`symbols:`).
//
// Use: click a swatch in panel e · escape or q quits.

import Foundation
import Kinetic

struct GradientsScene: View {
    /// The size of each panel's demonstration.
    static let demo = CGSize(width: 300, height: 170)

    var body: some View {
        ScenePage(title: "Gradients") {
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "a · linear, animated", note: "colours and points interpolate", contentSize: Self.demo) { SweepingGradient() }
                ScenePanel(title: "b · radial glow", note: "the end radius breathes", contentSize: Self.demo) { RadialGlow() }
                ScenePanel(title: "c · angular", note: "a spinning loader; a conic wheel", contentSize: Self.demo) { ConicDemo() }
            }
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "d · hard stops, elliptical", note: "stripes; an ellipse fitted to its frame", contentSize: Self.demo) { StopsDemo() }
                ScenePanel(title: "e · Color.gradient, foregroundStyle", note: "click a swatch: the palette springs", contentSize: Self.demo) { PaletteDemo() }
                ScenePanel(title: "f · Canvas", note: "redrawn every frame; the label is a symbol view", contentSize: Self.demo) { CanvasDemo() }
            }
        }
    }
}

struct SweepingGradient: View {
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(colors: flipped ? [Color(red: 1, green: 0.45, blue: 0.3), Color(red: 0.55, green: 0.2, blue: 0.85)]
                                                 : [Color(red: 0.2, green: 0.6, blue: 1), Color(red: 0.3, green: 0.95, blue: 0.7)],
                                 startPoint: flipped ? .bottomLeading : .topLeading, endPoint: flipped ? .topTrailing : .bottomTrailing))
            .frame(width: 260, height: 140)
            .onAppear {
                withAnimation(.easeInOut(duration: 2.5).repeatForever(autoreverses: true)) { flipped = true }
            }
    }
}

struct RadialGlow: View {
    @State private var bright = false

    var body: some View {
        Circle()
            .fill(RadialGradient(colors: [Color(red: 1, green: 0.95, blue: 0.6), Color(red: 1, green: 0.55, blue: 0.1), Color(red: 1, green: 0.3, blue: 0, opacity: 0)],
                                 center: .center, startRadius: 0, endRadius: bright ? 80 : 45))
            .frame(width: 160, height: 160)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.6).repeatForever(autoreverses: true)) { bright = true }
            }
    }
}

struct ConicDemo: View {
    @State private var turn = 0.0

    var body: some View {
        HStack(spacing: 30) {
            Circle()
                .trim(from: 0, to: 0.8)
                .stroke(AngularGradient(colors: [Color(red: 0.3, green: 0.9, blue: 1, opacity: 0), Color(red: 0.3, green: 0.9, blue: 1)],
                                        center: .center, startAngle: .zero, endAngle: .degrees(288)),
                        style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .frame(width: 100, height: 100)
                .rotationEffect(.degrees(turn))
            Circle()
                .fill(.conicGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                .frame(width: 100, height: 100)
        }
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { turn = 360 }
        }
    }
}

struct StopsDemo: View {
    var body: some View {
        HStack(spacing: 16) {
            Rectangle()
                .fill(LinearGradient(stops: [
                    .init(color: .orange, location: 0), .init(color: .orange, location: 0.25),
                    .init(color: .black, location: 0.25), .init(color: .black, location: 0.5),
                    .init(color: .orange, location: 0.5), .init(color: .orange, location: 0.75),
                    .init(color: .black, location: 0.75), .init(color: .black, location: 1),
                ], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 110, height: 110)
                .clipShape(.rect(cornerRadius: 10))
            Rectangle()
                .fill(EllipticalGradient(colors: [.white, .pink, Color(white: 0.1)], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
                .frame(width: 160, height: 90)
        }
    }
}

struct PaletteDemo: View {
    @State private var warm = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 10) {
                swatch(.blue, warm: false)
                swatch(.pink, warm: true)
            }
            HStack(spacing: 10) {
                Circle().frame(width: 44, height: 44)
                RoundedRectangle(cornerRadius: 8).frame(width: 90, height: 44)
                Capsule().stroke(lineWidth: 6).frame(width: 90, height: 44)
            }
            .foregroundStyle(LinearGradient(colors: warm ? [.orange, .pink] : [.mint, .blue], startPoint: .leading, endPoint: .trailing))
        }
    }

    func swatch(_ color: Color, warm: Bool) -> some View {
        Capsule()
            .fill(color.gradient)
            .frame(width: 110, height: 40)
            .overlay(Capsule().strokeBorder(Color.white.opacity(self.warm == warm ? 0.9 : 0), lineWidth: 2))
            .onTapGesture { withAnimation(.spring(duration: 0.7, bounce: 0.2)) { self.warm = warm } }
            .accessibilityIdentifier(warm ? "gradients.warm" : "gradients.cool")
    }
}

struct CanvasDemo: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 3600)
                context.translateBy(x: size.width / 2, y: size.height / 2)
                for i in 0..<24 {
                    var dot = context
                    let phase = Double(i) / 24
                    dot.rotate(by: .radians(phase * 2 * .pi + t * 0.8))
                    let radius = 52 + 12 * sin(t * 2 + phase * 6 * .pi)
                    dot.opacity = 0.3 + 0.7 * phase
                    dot.fill(Path(ellipseIn: CGRect(x: radius - 5, y: -5, width: 10, height: 10)),
                             with: .color(Color(hue: phase, saturation: 0.65, brightness: 1)))
                }
                context.stroke(Path(ellipseIn: CGRect(x: -32, y: -32, width: 64, height: 64)),
                               with: .conicGradient(Gradient(colors: [.cyan, .purple, .cyan]), center: .zero, angle: .radians(t)), lineWidth: 4)
                // The label is a view given as a symbol, drawn where the renderer says.
                if let label = context.resolveSymbol(id: "label") { context.draw(label, at: .zero) }
            } symbols: {
                Text("CANVAS").font(.system(size: 11, weight: .semibold)).tracking(2).foregroundColor(.white)
                    .padding(.horizontal, 7).padding(.vertical, 3)
                    .background(Capsule().fill(Color(white: 1, opacity: 0.14)))
                    .tag("label")
            }
        }
    }
}
