// Typography scene — the system font's designs, fonts found by name, and digits that hold still.
//
// What it shows: (a) one line in each design of the system font: default, monospaced, serif,
// and rounded (drawn in the default face: there is no rounded one); italic, underlined and
// struck-through text. (b) Font.custom finding installed fonts by family name ("DejaVu
// Serif") and by file name ("DejaVuSansMono-Bold"), at three sizes; a click springs the size.
// (c) A stopwatch counting in tenths: its digits are tabular, so the number does not shift as
// it counts; beside it the same time monospaced. (d) A title painted with a linear gradient
// (the glyphs mask it), its hue turning for ever.
//
// Use: click the custom-font panel · escape or q quits.

import Foundation
import Kinetic

struct TypographyScene: View {
    static let demo = CGSize(width: 300, height: 190)

    var body: some View {
        ScenePage(title: "Typography") {
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "a · designs", note: ".fontDesign, Font.system(design:), italic, lines", contentSize: Self.demo) { DesignsDemo() }
                ScenePanel(title: "b · Font.custom", note: "by family name and by file name; click", contentSize: Self.demo) { CustomFontDemo() }
                ScenePanel(title: "c · digits", note: "tabular figures: the number holds still", contentSize: Self.demo) { DigitsDemo() }
            }
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "d · gradient text", note: "foregroundStyle(LinearGradient) on text, its hue turning",
                           contentSize: CGSize(width: 472, height: 120)) { GradientTextDemo() }
            }
        }
    }
}

struct DesignsDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach([Font.Design.default, .monospaced, .serif, .rounded], id: \.self) { design in
                HStack(alignment: .firstTextBaseline, spacing: 10) {
                    Text("\(design)").font(.system(size: 12)).foregroundStyle(.secondary).frame(width: 80, alignment: .leading)
                    Text("Springs 0.65").font(.system(size: 20, design: design))
                }
            }
            HStack(spacing: 14) {
                Text("italic").italic()
                Text("underline").underline()
                Text("struck").strikethrough()
            }
            .font(.system(size: 17))
        }
        .foregroundStyle(Color(white: 0.92))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct CustomFontDemo: View {
    @State private var large = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("DejaVu Serif").font(.custom("DejaVu Serif", size: large ? 30 : 22))
            Text("Sans Mono Bold").font(.custom("DejaVuSansMono-Bold", size: large ? 24 : 18))
            Text("relativeTo: .caption").font(.custom("DejaVu Serif", size: 13, relativeTo: .caption)).foregroundStyle(.secondary)
        }
        .foregroundStyle(Color(red: 1, green: 0.85, blue: 0.6))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { large.toggle() } }
        .accessibilityIdentifier("custom-fonts")
    }
}

struct DigitsDemo: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { context in
            let tenths = Int(context.date.timeIntervalSinceReferenceDate * 10) % 100_000
            let text = String(format: "%d.%d", tenths / 10 % 1000, tenths % 10)
            VStack(alignment: .trailing, spacing: 12) {
                Text(text).font(.system(size: 44, weight: .regular).monospacedDigit())
                Text(text).font(.system(size: 30)).monospaced().foregroundStyle(.secondary)
            }
            .foregroundStyle(Color(white: 0.95))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
        }
    }
}

struct GradientTextDemo: View {
    @State private var turn = Angle.zero

    var body: some View {
        Text("Springs & Curves")
            .font(.system(size: 44, weight: .bold))
            .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0.4, blue: 0.3), Color(red: 1, green: 0.8, blue: 0.2),
                                                     Color(red: 0.3, green: 0.7, blue: 1)], startPoint: .leading, endPoint: .trailing))
            .hueRotation(turn)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) { turn = .degrees(360) } }
    }
}
