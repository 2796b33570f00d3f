// Masks & colour scene — views masked by other views, and SwiftUI's colour effects, animated.
//
// What it shows: (a) a shimmer: a title masked by a gradient band that sweeps across it for
// ever. (b) A reveal: a striped card masked by a circle that springs open and shut on a click.
// (c) A fade-out edge: a list of rows masked by a linear gradient to clear. (d) Hue rotation
// turning a gradient's colours for ever, and colorInvert. (e) saturation and grayscale that
// animate to grey and back on a click; contrast and brightness; colorMultiply over the
// checker image (an image is mapped as a layer). (f) Blend modes: three discs in screen mode
// adding up to white where they overlap, turning slowly; multiply and difference bars.
// (g) Resizable images: a rounded bubble whose 12-point caps keep their size while its width
// springs, beside the same image stretched whole, and a strip of stripes tiled at their size.
//
// Use: click the reveal card, the swatches or the bubbles · escape or q quits.

import Foundation
import Kinetic

struct MasksScene: View {
    static let demo = CGSize(width: 300, height: 170)

    var body: some View {
        ScenePage(title: "Masks & colour") {
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "a · shimmer", note: "mask { gradient band }, offset animated", contentSize: Self.demo) { ShimmerDemo() }
                ScenePanel(title: "b · reveal", note: "mask(alignment:) { Circle }; click springs it", contentSize: Self.demo) { RevealDemo() }
                ScenePanel(title: "c · fading edge", note: "mask { LinearGradient to clear }", contentSize: Self.demo) { FadingEdgeDemo() }
            }
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "d · hueRotation", note: "an angle animated for ever; colorInvert", contentSize: Self.demo) { HueDemo() }
                ScenePanel(title: "e · saturation, contrast, multiply", note: "click: grayscale and saturation animate", contentSize: Self.demo) {
                    SaturationDemo()
                }
                ScenePanel(title: "f · blendMode", note: "screen adds light; multiply and difference", contentSize: Self.demo) { BlendDemo() }
            }
            ScenePanel(title: "g · resizable(capInsets:resizingMode:)", note: "caps kept, the middle stretched or tiled; click springs the width",
                       contentSize: CGSize(width: 632, height: 96)) { CapInsetsDemo() }
        }
    }
}

struct ShimmerDemo: View {
    @State private var sweep: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Loading…").font(.system(size: 40, weight: .bold)).foregroundColor(Color(white: 0.95))
                .mask(alignment: .leading) { ShimmerBand(sweep: sweep, dim: 0.35) }
            ForEach(0..<3) { row in
                RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.3))
                    .frame(width: 260 - Double(row) * 50, height: 14)
                    .mask(alignment: .leading) { ShimmerBand(sweep: sweep, dim: 0.5) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { sweep = 1 }
        }
    }
}

/// A bright band on a dim field, wide enough to cover its content wherever the band is: as
/// `sweep` goes from 0 to 1 the band's middle moves from 100 points before the content's
/// leading edge to 400 points past it, the same for every masked row.
struct ShimmerBand: View {
    var sweep: CGFloat
    var dim: Double

    var body: some View {
        let faint = Color(white: 1, opacity: dim)
        LinearGradient(stops: [.init(color: faint, location: 0), .init(color: faint, location: 0.42), .init(color: .white, location: 0.5),
                               .init(color: faint, location: 0.58), .init(color: faint, location: 1)],
                       startPoint: .leading, endPoint: .trailing)
            .frame(width: 1000)
            .offset(x: -600 + sweep * 500)
    }
}

struct RevealDemo: View {
    @State private var open = false

    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach(0..<6) { i in
                    Color(hue: Double(i) / 6, saturation: 0.6, brightness: 0.9)
                }
            }
            Text(open ? "Hello!" : "click").font(.system(size: 28, weight: .bold)).foregroundColor(.white)
        }
        .frame(width: 260, height: 150)
        .mask(alignment: .center) {
            Circle().frame(width: open ? 320 : 60, height: open ? 320 : 60)
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { open.toggle() } }
        .accessibilityIdentifier("reveal")
    }
}

struct FadingEdgeDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<7) { i in
                HStack(spacing: 8) {
                    Circle().fill(Color(hue: Double(i) / 7, saturation: 0.5, brightness: 0.95)).frame(width: 14, height: 14)
                    Text("Row \(i + 1)").font(.system(size: 14)).foregroundColor(Color(white: 0.9))
                }
            }
        }
        .frame(width: 260, height: 170, alignment: .topLeading)
        .mask {
            LinearGradient(colors: [.white, .white, .clear], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct HueDemo: View {
    @State private var turn = Angle.zero

    var body: some View {
        HStack(spacing: 18) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [Color(red: 1, green: 0.3, blue: 0.3), Color(red: 0.3, green: 0.4, blue: 1)],
                                     startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 120, height: 120)
                .hueRotation(turn)
            VStack(spacing: 10) {
                Circle().fill(Color(red: 0.95, green: 0.75, blue: 0.2)).frame(width: 50, height: 50)
                Circle().fill(Color(red: 0.95, green: 0.75, blue: 0.2)).frame(width: 50, height: 50).colorInvert()
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { turn = .degrees(360) }
        }
    }
}

struct SaturationDemo: View {
    @State private var grey = false

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 10) {
                ForEach(0..<5) { i in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(hue: Double(i) / 5, saturation: 0.8, brightness: 0.9))
                        .frame(width: 44, height: 44)
                        .saturation(grey ? 0 : 1)
                }
            }
            .onTapGesture { withAnimation(.easeInOut(duration: 0.8)) { grey.toggle() } }
            .accessibilityIdentifier("swatches")
            HStack(spacing: 10) {
                Color(red: 0.3, green: 0.6, blue: 0.9).frame(width: 44, height: 44).contrast(grey ? 2 : 0.5)
                Color(red: 0.3, green: 0.6, blue: 0.9).frame(width: 44, height: 44).brightness(grey ? -0.2 : 0.2)
                Image("checker").resizable().frame(width: 44, height: 44).grayscale(grey ? 1 : 0)
                Image("checker").resizable().frame(width: 44, height: 44).colorMultiply(Color(red: 1, green: 0.6, blue: 0.2))
                Image("checker").resizable().frame(width: 44, height: 44).colorInvert()
            }
        }
    }
}

struct BlendDemo: View {
    @State private var turn = Angle.zero

    var body: some View {
        HStack(spacing: 24) {
            ZStack {
                ForEach(0..<3) { i in
                    let hue = [Color(red: 1, green: 0.1, blue: 0.1), Color(red: 0.1, green: 1, blue: 0.1), Color(red: 0.15, green: 0.3, blue: 1)][i]
                    Circle().fill(hue).frame(width: 70, height: 70)
                        .offset(x: 24 * cos(Double(i) * 2 * .pi / 3), y: 24 * sin(Double(i) * 2 * .pi / 3))
                        .blendMode(.screen)
                }
            }
            .rotationEffect(turn)
            .frame(width: 130, height: 130)
            VStack(spacing: 8) {
                ForEach([BlendMode.multiply, .difference, .plusLighter], id: \.self) { mode in
                    ZStack {
                        LinearGradient(colors: [Color(white: 0.2), Color(white: 0.9)], startPoint: .leading, endPoint: .trailing)
                        Capsule().fill(Color(red: 1, green: 0.55, blue: 0.1)).frame(width: 70, height: 18).blendMode(mode)
                    }
                    .frame(width: 110, height: 30)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                }
            }
        }
        .onAppear { withAnimation(.linear(duration: 8).repeatForever(autoreverses: false)) { turn = .degrees(360) } }
    }
}

struct CapInsetsDemo: View {
    @State private var wide = false

    var body: some View {
        let width: CGFloat = wide ? 280 : 120
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Text("caps kept").font(.system(size: 14, weight: .semibold)).foregroundColor(.white)
                    .frame(width: width, height: 44)
                    .background(Image("bubble").resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)))
                Text("stretched").font(.system(size: 14, weight: .semibold)).foregroundColor(.white)
                    .frame(width: width, height: 44)
                    .background(Image("bubble").resizable())
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.3)) { wide.toggle() } }
            .accessibilityIdentifier("bubbles")
            Image("stripes").resizable(resizingMode: .tile).interpolation(.none)
                .frame(width: 2 * width + 16, height: 24)
                .clipShape(RoundedRectangle(cornerRadius: 6))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
