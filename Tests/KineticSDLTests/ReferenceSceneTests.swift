import Foundation
import Testing
import Kinetic
@testable import KineticSDL

/// Issue 5's reference scene: every built-in shape filled, strokes of several widths, custom
/// paths under both fill rules, text, an image, a rotated translucent group, a blur, a shadow
/// and a round clip.
struct ReferenceScene: View {
    static let size = CGSize(width: 480, height: 360)

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

    /// A square frame with a square hole (even-odd).
    struct Donut: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addEllipse(in: rect)
                path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            }
        }
    }

    var body: some View {
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
                Image("checker").frame(width: 60, height: 60)
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
                Image("checker").frame(width: 60, height: 60).clipShape(Circle())
            }
        }
        .padding(16)
        .frame(width: ReferenceScene.size.width, height: ReferenceScene.size.height, alignment: .topLeading)
        .background(Color(red: 0.16, green: 0.17, blue: 0.2))
    }
}

/// The reference scene rendered headless through SDL's software renderer and compared, pixel by
/// pixel, with the images committed in `Goldens/` (see its README for what each shows).
///
/// Set `KINETIC_RECORD_GOLDENS=1` to write new goldens (the test then fails, so a recording
/// never passes unseen); look at them before committing them.
@MainActor
struct ReferenceSceneTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    func render(scale: Double) throws -> (host: SDLHeadlessHost, width: Int, height: Int) {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        let scene = HeadlessHost(size: ReferenceScene.size, textMeasurer: measurer) { ReferenceScene() }
        let host = try SDLHeadlessHost(size: ReferenceScene.size, pixelsPerPoint: scale, fontPath: repositoryFont, imageFolder: repositoryImages)
        var list = DrawList(pixelsPerPoint: scale, clearColor: .black)
        list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
        list.append(scene.displayList, textMeasurer: measurer)
        host.submit(list)
        return (host, Int(Double(ReferenceScene.size.width) * scale), Int(Double(ReferenceScene.size.height) * scale))
    }

    @Test(arguments: [(1.0, "reference-1x.png"), (2.0, "reference-2x.png")])
    func theReferenceSceneMatchesItsGolden(scale: Double, name: String) throws {
        let (host, width, height) = try render(scale: scale)
        defer { host.shutdown() }
        let golden = Self.goldens.appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["KINETIC_RECORD_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: golden) {
            try host.saveScreenshot(to: golden)
            Issue.record("recorded \(golden): look at it, then commit it")
            return
        }
        let expected = try SDLPNGFile.rgbaPixels(at: golden)
        #expect(expected.width == width && expected.height == height)
        guard expected.width == width && expected.height == height else { return }
        // Within a small tolerance per channel (rounding in blending and blur), and only a
        // handful of pixels beyond it.
        var different = 0, totalError = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let actual = host.pixel(x: x, y: y) else { continue }
                let i = (y * width + x) * 4
                let error = max(abs(Int(actual.r) - Int(expected.pixels[i])), abs(Int(actual.g) - Int(expected.pixels[i + 1])),
                                abs(Int(actual.b) - Int(expected.pixels[i + 2])))
                totalError += error
                if error > 16 { different += 1 }
            }
        }
        let pixels = width * height
        let failed = different > pixels / 1000 || Double(totalError) / Double(pixels) > 0.5
        if failed {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name)").path
            try? host.saveScreenshot(to: actualPath)
            Issue.record("\(different) of \(pixels) pixels differ by more than 16, mean error \(Double(totalError) / Double(pixels)); this frame is at \(actualPath)")
        }
    }

    /// The goldens are not blank or uniform: a broken renderer recording them would be seen.
    @Test func theGoldensShowTheScene() throws {
        for name in ["reference-1x.png", "reference-2x.png"] {
            let image = try SDLPNGFile.rgbaPixels(at: Self.goldens.appendingPathComponent(name).path)
            var colours = Set<UInt32>()
            for i in stride(from: 0, to: image.pixels.count, by: 4 * 7) {
                colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
            }
            #expect(colours.count > 500, "\(name): only \(colours.count) colours")
        }
    }
}
