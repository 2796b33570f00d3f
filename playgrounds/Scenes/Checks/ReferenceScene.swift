// Reference scene — issue 5's rendering check, one of everything the renderer draws.
//
// What it shows: every built-in shape filled; strokes of 1, 3 and 8 points, a star and a path of
// quadratic, cubic and arc curves; a concave star filled by the non-zero and the even-odd rule,
// an ellipse with a square hole; an image and two lines of text; a rotated group composited at
// 50 % opacity (its discs' overlap does not show) beside the same discs translucent one by one;
// a blur, a soft drop shadow, and an image clipped to a circle; dashes with round caps, round
// and bevel joins, square caps, linear (with a hard stop), radial and angular gradients, and an
// image resized with its caps kept; a disc masked by a view, colour effects (saturation, hue
// rotation, an inverted image), a ContainerRelativeShape concentric with its card, and the
// serif and monospaced designs. Nothing moves. A caption beside each row says what it shows.
//
// The end-to-end tests render it headless at 1x and 2x and compare the frames with the golden
// images in Tests/EndToEndTests/Goldens.
//
// Use: look · escape or q quits.

import Foundation
import Kinetic

struct ReferenceScene: View {
    static let size = CGSize(width: 480, height: 490)

    static let star = Path { path in
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let point = CGPoint(x: 30 + 28 * cos(angle), y: 31 + 28 * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
    }

    struct Star: Shape {
        func path(in rect: CGRect) -> Path { ReferenceScene.star }
    }

    /// Curves of every kind: a quadratic, a cubic and an arc.
    struct Curves: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: 4, y: 50))
                path.addQuadCurve(to: CGPoint(x: 30, y: 50), control: CGPoint(x: 17, y: 0))
                path.addCurve(to: CGPoint(x: 56, y: 40), control1: CGPoint(x: 40, y: 80), control2: CGPoint(x: 50, y: 0))
                path.addArc(center: CGPoint(x: 56, y: 22), radius: 18, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
            }
        }
    }

    /// Two sharp corners, to show joins and caps.
    struct Zigzag: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX + 4, y: rect.maxY - 4))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 4))
                path.addLine(to: CGPoint(x: rect.maxX - 4, y: rect.maxY - 4))
            }
        }
    }

    /// A square frame with a square hole (even-odd).
    struct Donut: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addEllipse(in: rect)
                path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            }
        }
    }

    /// What each row shows, beside it.
    static let captions = [
        "Fills: rectangle, rounded rectangles (circular and continuous corners), circle, ellipse, capsule",
        "Strokes of 1, 3 and 8 points, a star, quadratic, cubic and arc curves, a 1-point line at −30°",
        "A star filled by the non-zero and the even-odd rule, an ellipse with a square hole, an image scaled up sampled nearest, two lines of text",
        "A rotated group at 50 % (no overlap shows), the same discs translucent one by one, a blur, a drop shadow, a round clip",
        "Dashes with round caps, round and bevel joins, square caps; linear, radial and angular gradients (the last on a stroke); an image's caps kept",
        "A disc masked by a fading gradient, saturation 0, hue turned 120°, an inverted image, a container-relative shape, serif and monospaced text",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Reference").font(.system(size: 22)).foregroundColor(Color(white: 0.85))
            Text("One of everything the renderer draws. The tests compare its headless frames with golden images.")
                .font(.system(size: 14)).foregroundColor(Color(white: 0.55))
            HStack(alignment: .top, spacing: 20) {
                cluster
                VStack(alignment: .leading, spacing: 14) {
                    ForEach(Self.captions, id: \.self) { caption in
                        Text(caption).font(.system(size: 13)).foregroundColor(Color(white: 0.65))
                            .frame(width: 380, height: 60, alignment: .leading)
                    }
                }
                .padding(.top, 16)
            }
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(red: 0.16, green: 0.17, blue: 0.2))
    }

    private var cluster: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 14) {
                Rectangle().fill(Color(red: 0.95, green: 0.3, blue: 0.3)).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 14, style: .circular).fill(Color(red: 1, green: 0.6, blue: 0.2)).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 18, style: .continuous).fill(Color(red: 0.95, green: 0.85, blue: 0.25)).frame(width: 60, height: 60)
                Circle().fill(Color(red: 0.3, green: 0.8, blue: 0.4)).frame(width: 60, height: 60)
                Ellipse().fill(Color(red: 0.3, green: 0.6, blue: 1)).frame(width: 72, height: 46)
                Capsule().fill(Color(red: 0.6, green: 0.4, blue: 0.95)).frame(width: 70, height: 30)
            }
            HStack(spacing: 14) {
                Rectangle().stroke(Color.white, lineWidth: 1).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 12).stroke(Color(red: 1, green: 0.6, blue: 0.2), lineWidth: 3).frame(width: 60, height: 60)
                Circle().stroke(Color(red: 0.3, green: 0.8, blue: 0.4), lineWidth: 8).frame(width: 60, height: 60)
                Star().stroke(Color(red: 0.95, green: 0.85, blue: 0.25), lineWidth: 2).frame(width: 60, height: 60)
                Curves().stroke(Color(red: 0.3, green: 0.6, blue: 1), lineWidth: 4).frame(width: 76, height: 60)
                Rectangle().fill(Color.white).frame(width: 60, height: 1).rotationEffect(.degrees(-30))
            }
            HStack(spacing: 14) {
                Star().fill(Color(red: 0.95, green: 0.3, blue: 0.6)).frame(width: 60, height: 60)
                Star().fill(Color(red: 0.95, green: 0.3, blue: 0.6), style: FillStyle(eoFill: true)).frame(width: 60, height: 60)
                Donut().fill(Color(red: 0.3, green: 0.8, blue: 0.8), style: FillStyle(eoFill: true)).frame(width: 60, height: 60)
                Image("checker").resizable().interpolation(.none).frame(width: 60, height: 60)
                Text("Kinetic draws text\nin two lines").font(.system(size: 15)).foregroundColor(.white).frame(width: 150, alignment: .leading)
            }
            HStack(spacing: 22) {
                // A rotated group at half opacity: its two discs do not show their overlap.
                ZStack {
                    Circle().fill(Color(red: 0.95, green: 0.3, blue: 0.3)).frame(width: 50, height: 50).offset(x: -14)
                    Circle().fill(Color(red: 0.3, green: 0.6, blue: 1)).frame(width: 50, height: 50).offset(x: 14)
                    Rectangle().fill(Color.white).frame(width: 70, height: 8)
                }
                .frame(width: 80, height: 60)
                .compositingGroup()
                .rotationEffect(.degrees(25))
                .opacity(0.5)
                // The same without a group: each part is translucent on its own.
                ZStack {
                    Circle().fill(Color(red: 0.95, green: 0.3, blue: 0.3)).frame(width: 50, height: 50).offset(x: -14)
                    Circle().fill(Color(red: 0.3, green: 0.6, blue: 1)).frame(width: 50, height: 50).offset(x: 14)
                }
                .frame(width: 80, height: 60)
                .opacity(0.5)
                Circle().fill(Color(red: 1, green: 0.6, blue: 0.2)).frame(width: 50, height: 50).blur(radius: 4)
                RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.92)).frame(width: 60, height: 44)
                    .shadow(color: Color(white: 0, opacity: 0.8), radius: 6, x: 0, y: 6)
                Image("checker").resizable().frame(width: 60, height: 60).clipShape(Circle())
            }
            HStack(spacing: 14) {
                Capsule().stroke(Color.white, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 6])).frame(width: 60, height: 36)
                Zigzag().stroke(Color(red: 1, green: 0.6, blue: 0.2), style: StrokeStyle(lineWidth: 7, lineJoin: .round)).frame(width: 44, height: 36)
                Zigzag().stroke(Color(red: 0.95, green: 0.85, blue: 0.25), style: StrokeStyle(lineWidth: 7, lineCap: .square, lineJoin: .bevel))
                    .frame(width: 44, height: 36)
                Rectangle().fill(.linearGradient(stops: [.init(color: .red, location: 0), .init(color: .yellow, location: 0.5), .init(color: .blue, location: 0.5),
                                                         .init(color: .cyan, location: 1)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 70, height: 36)
                Circle().fill(RadialGradient(colors: [.white, Color(red: 0.3, green: 0.8, blue: 0.4), .clear], center: .center, startRadius: 2, endRadius: 20))
                    .frame(width: 40, height: 40)
                Circle().stroke(AngularGradient(colors: [.purple, .orange, .purple], center: .center), lineWidth: 6).frame(width: 36, height: 36)
                Image("bubble").resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)).frame(width: 56, height: 36)
            }
            HStack(spacing: 14) {
                Circle().fill(Color(red: 0.3, green: 0.6, blue: 1)).frame(width: 50, height: 50)
                    .mask { LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .bottom) }
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 1, green: 0.4, blue: 0.2)).frame(width: 44, height: 44).saturation(0)
                RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom))
                    .frame(width: 44, height: 44).hueRotation(.degrees(120))
                Image("checker").resizable().frame(width: 44, height: 44).colorInvert()
                // Concentric corners: the inner shape is the card's, inset by the padding.
                ContainerRelativeShape().fill(Color(red: 0.3, green: 0.8, blue: 0.4)).frame(width: 36, height: 32).padding(6)
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.35)))
                    .containerShape(RoundedRectangle(cornerRadius: 14))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Serif 0.65").font(.system(size: 14, design: .serif))
                    Text("Mono 0.65").font(.system(size: 14, design: .monospaced))
                }
                .foregroundColor(Color(white: 0.9))
            }
        }
        .padding(16)
        .frame(width: ReferenceScene.size.width, height: ReferenceScene.size.height, alignment: .topLeading)
    }
}

#Preview("Reference") {
    ReferenceScene()
}
