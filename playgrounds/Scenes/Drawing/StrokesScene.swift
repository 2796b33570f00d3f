// Strokes scene — the stroke styles of real SwiftUI code: caps, joins, miter limits and dashes.
//
// What it shows: (a) marching ants, a dash phase animated for ever with a linear repeat, on a
// rounded rectangle and on a circle going the other way. (b) The three caps on lines ending at
// the same guide: butt stops at it, round and square reach half the width past it. (c) The
// three joins on one zig-zag, and a miter limit low enough to bevel the sharpest corner.
// (d) A progress ring — a track and a trimmed arc with round caps — that springs to a new
// fraction on a click, beside a dotted line of zero-length dashes. (e) strokeBorder, whose line
// stays inside the frame as its width springs.
//
// Use: click the ring or the border box · escape or q quits.

import Foundation
import Kinetic

struct StrokesScene: View {
    /// The size of each panel's demonstration.
    static let demo = CGSize(width: 300, height: 170)

    var body: some View {
        ScenePage(title: "Strokes") {
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "a · marching ants", note: "dashPhase, linear, repeated for ever", contentSize: Self.demo) { MarchingAntsDemo() }
                ScenePanel(title: "b · caps", note: "butt, round, square; the guide is the line's end", contentSize: Self.demo) { CapsDemo() }
                ScenePanel(title: "c · joins", note: "miter, round, bevel; miter limit 2", contentSize: Self.demo) { JoinsDemo() }
            }
            HStack(alignment: .top, spacing: 16) {
                ScenePanel(title: "d · progress ring", note: "trim + round caps; click springs it", contentSize: Self.demo) { ProgressRingDemo() }
                ScenePanel(title: "e · strokeBorder", note: "the line stays inside; click springs its width", contentSize: Self.demo) { BorderDemo() }
            }
        }
    }
}

struct MarchingAntsDemo: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        HStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 14)
                .stroke(Color(white: 0.92), style: StrokeStyle(lineWidth: 2, dash: [8, 6], dashPhase: phase))
                .frame(width: 150, height: 110)
            Circle()
                .stroke(Color(red: 1, green: 0.75, blue: 0.3), style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 8], dashPhase: -phase))
                .frame(width: 100, height: 100)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase -= 14 }
        }
    }
}

struct CapsDemo: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach([CGLineCap.butt, .round, .square], id: \.self) { cap in
                let y = 30 + Double(cap.rawValue) * 50
                Path { path in
                    path.move(to: CGPoint(x: 40, y: y))
                    path.addLine(to: CGPoint(x: 240, y: y))
                }
                .stroke(Color(red: 0.35, green: 0.7, blue: 1), style: StrokeStyle(lineWidth: 22, lineCap: cap))
                Text("\(cap)").font(.system(size: 12)).foregroundColor(Color(white: 0.85)).offset(x: 256, y: y - 8)
            }
            Path { path in
                for x in [40.0, 240] {
                    path.move(to: CGPoint(x: x, y: 6))
                    path.addLine(to: CGPoint(x: x, y: 154))
                }
            }
            .stroke(Color(red: 1, green: 0.4, blue: 0.4), lineWidth: 1)
        }
        .frame(width: 300, height: 170, alignment: .topLeading)
    }
}

struct JoinsDemo: View {
    /// A zig-zag whose corners sharpen from left to right.
    static func zigzag(top: Double) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 14, y: top + 34))
            path.addLine(to: CGPoint(x: 64, y: top))
            path.addLine(to: CGPoint(x: 104, y: top + 34))
            path.addLine(to: CGPoint(x: 128, y: top))
            path.addLine(to: CGPoint(x: 142, y: top + 34))
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                join(.miter, limit: 10)
                join(.round, limit: 10)
            }
            HStack(spacing: 6) {
                join(.bevel, limit: 10)
                join(.miter, limit: 2)
            }
        }
    }

    func join(_ join: CGLineJoin, limit: CGFloat) -> some View {
        ZStack(alignment: .topLeading) {
            Self.zigzag(top: 18).stroke(Color(red: 0.55, green: 0.85, blue: 0.5), style: StrokeStyle(lineWidth: 12, lineJoin: join, miterLimit: limit))
            Self.zigzag(top: 18).stroke(Color(white: 0.1), lineWidth: 1)
            Text(limit == 10 ? "\(join)" : "\(join), limit \(Int(limit))").font(.system(size: 11)).foregroundColor(Color(white: 0.8)).offset(x: 4, y: 62)
        }
        .frame(width: 147, height: 80, alignment: .topLeading)
    }
}

struct ProgressRingDemo: View {
    @State private var progress: CGFloat = 0.3

    var body: some View {
        HStack(spacing: 28) {
            ZStack {
                Circle().stroke(Color(white: 1, opacity: 0.12), lineWidth: 14)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color(red: 0.45, green: 0.8, blue: 0.55), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int((progress * 100).rounded())) %").font(.system(size: 18, weight: .semibold)).foregroundColor(Color(white: 0.9))
            }
            .frame(width: 120, height: 120)
            .contentShape(.rect)
            .onTapGesture {
                withAnimation(.spring(duration: 0.8, bounce: 0.3)) { progress = progress < 0.5 ? 0.85 : 0.3 }
            }
            .accessibilityIdentifier("strokes.ring")
            Path { path in
                path.move(to: CGPoint(x: 0, y: 10))
                path.addLine(to: CGPoint(x: 0, y: 150))
            }
            .stroke(Color(white: 0.85), style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [0, 16]))
            .frame(width: 10, height: 160)
        }
    }
}

struct BorderDemo: View {
    @State private var thick = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 18)
                .fill(Color(white: 0.16))
            RoundedRectangle(cornerRadius: 18)
                .strokeBorder(Color(red: 0.75, green: 0.55, blue: 1), style: StrokeStyle(lineWidth: thick ? 18 : 3, dash: thick ? [] : [12, 5]))
            Rectangle().stroke(Color(red: 1, green: 0.4, blue: 0.4), lineWidth: 1)
        }
        .frame(width: 220, height: 130)
        .contentShape(.rect)
        .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.4)) { thick.toggle() } }
        .accessibilityIdentifier("strokes.border")
    }
}
