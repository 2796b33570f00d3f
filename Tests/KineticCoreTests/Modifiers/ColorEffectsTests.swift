import Foundation
import Testing
@testable import KineticCore

/// The colour effects map every colour drawn inside them, animate their amounts and compose.
@MainActor
struct ColorEffectsTests {
    static let size = CGSize(width: 200, height: 200)

    static func fillColors(_ list: DisplayList) -> [RGBAColor] {
        list.items.compactMap { if case .fill(_, let color) = $0.content { color } else { nil } }
    }

    static func close(_ a: RGBAColor?, _ b: RGBAColor, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.opacity - b.opacity) <= tolerance
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func eachEffectMapsAFillsColour() {
        let cases: [(AnyView, RGBAColor)] = [
            (AnyView(Self.red.frame(width: 10, height: 10).saturation(0)), RGBAColor(red: 0.213, green: 0.213, blue: 0.213)),
            (AnyView(Self.red.frame(width: 10, height: 10).grayscale(1)), RGBAColor(red: 0.213, green: 0.213, blue: 0.213)),
            (AnyView(Self.red.frame(width: 10, height: 10).contrast(0)), RGBAColor(red: 0.5, green: 0.5, blue: 0.5)),
            (AnyView(Self.red.frame(width: 10, height: 10).colorInvert()), RGBAColor(red: 0, green: 1, blue: 1)),
            (AnyView(Color(white: 0.2).frame(width: 10, height: 10).brightness(0.5)), RGBAColor(red: 0.7, green: 0.7, blue: 0.7)),
            (AnyView(Color(white: 0.8).frame(width: 10, height: 10).colorMultiply(Color(red: 1, green: 0.5, blue: 0))),
             RGBAColor(red: 0.8, green: 0.4, blue: 0)),
            (AnyView(Self.red.frame(width: 10, height: 10).hueRotation(.degrees(360))), RGBAColor(red: 1, green: 0, blue: 0)),
        ]
        for (view, expected) in cases {
            let host = HeadlessHost(size: Self.size) { view }
            let color = Self.fillColors(host.displayList).first
            #expect(Self.close(color, expected), "\(String(describing: color)) is not \(expected)")
        }
    }

    @Test func nestedEffectsApplyTheInnerOneFirst() {
        // Brightened to 0.7, then contrast 2 around 0.5: 0.9. The other order: 0.3 + 0.5 = 0.8.
        let inner = HeadlessHost(size: Self.size) { Color(white: 0.6).frame(width: 10, height: 10).brightness(0.1).contrast(2) }
        #expect(Self.close(Self.fillColors(inner.displayList).first, RGBAColor(red: 0.9, green: 0.9, blue: 0.9)))
        let outer = HeadlessHost(size: Self.size) { Color(white: 0.6).frame(width: 10, height: 10).contrast(2).brightness(0.1) }
        #expect(Self.close(Self.fillColors(outer.displayList).first, RGBAColor(red: 0.8, green: 0.8, blue: 0.8)))
    }

    @Test func textGradientsAndShadowsAreMappedAndAnImageIsALayer() throws {
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Text("Hi").foregroundColor(Self.red)
                Rectangle().fill(LinearGradient(colors: [Self.red, Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 20, height: 20)
                Self.red.frame(width: 10, height: 10).shadow(color: Self.red, radius: 2)
                Image("checker").frame(width: 16, height: 16)
            }
            .colorInvert()
        }
        var sawText = false, sawGradient = false, sawShadow = false, sawImageLayer = false
        let items = host.displayList.items
        for (index, item) in items.enumerated() {
            switch item.content {
            case .text(let layout):
                sawText = true
                #expect(Self.close(layout.color, RGBAColor(red: 0, green: 1, blue: 1)))
            case .shaded(let shaded):
                let shading = shaded.shading
                sawGradient = true
                #expect(Self.close(shading.stops.first?.color, RGBAColor(red: 0, green: 1, blue: 1)))
                #expect(Self.close(shading.stops.last?.color, RGBAColor(red: 1, green: 1, blue: 0)))
            case .fill:
                if let shadow = item.shadow {
                    sawShadow = true
                    #expect(Self.close(shadow.color, RGBAColor(red: 0, green: 1, blue: 1, opacity: shadow.color.opacity)))
                }
            case .image:
                guard index > 0, case .beginLayer(let effect) = items[index - 1].content, index + 1 < items.count,
                      case .endLayer = items[index + 1].content else { continue }
                sawImageLayer = effect.colorMatrix == .invert
            default: break
            }
        }
        #expect(sawText && sawGradient && sawShadow && sawImageLayer)
    }

    @Test func aHueRotationAnimatesItsAngle() throws {
        struct Turning: View {
            @State var angle = Angle.zero
            var body: some View {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).hueRotation(angle)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { angle = .degrees(180) } }
                    .accessibilityIdentifier("swatch")
            }
        }
        let host = HeadlessHost(size: Self.size) { Turning() }
        _ = host.tap("swatch")
        host.advance(by: 0.5)
        let middle = try #require(Self.fillColors(host.displayList).first)
        #expect(Self.close(middle, ColorMatrix.hueRotation(radians: .pi / 2).apply(to: RGBAColor(red: 1, green: 0, blue: 0)), 1e-3))
        host.advance(to: 1)
        let end = try #require(Self.fillColors(host.displayList).first)
        #expect(Self.close(end, ColorMatrix.hueRotation(radians: .pi).apply(to: RGBAColor(red: 1, green: 0, blue: 0)), 1e-6))
    }

    @Test func aTranslucentMultiplyFadesTheGroupAsOne() {
        let host = HeadlessHost(size: Self.size) {
            ZStack { Color.white.frame(width: 20, height: 20); Color.white.frame(width: 10, height: 10) }
                .colorMultiply(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        }
        let kinds = host.displayList.items.map { item -> String in
            switch item.content {
            case .beginLayer(let effect): "begin \(effect.opacity)"
            case .endLayer: "end"
            case .fill(_, let color): "fill \(color.hexDescription)"
            default: "other"
            }
        }
        #expect(kinds == ["begin 0.5", "fill #ff0000", "fill #ff0000", "end"])
    }

    @Test func badAmountsDrawTheColoursUnchanged() {
        let host = HeadlessHost(size: Self.size) {
            Self.red.frame(width: 10, height: 10).saturation(.nan).contrast(.infinity).brightness(.nan).hueRotation(.radians(.nan))
        }
        #expect(Self.fillColors(host.displayList) == [RGBAColor(red: 1, green: 0, blue: 0)])
    }

    @Test func aBlendModeDrawsTheViewAsABlendedLayer() {
        let host = HeadlessHost(size: Self.size) {
            HStack {
                Self.red.frame(width: 10, height: 10).blendMode(.multiply)
                Self.red.frame(width: 10, height: 10).blendMode(.normal)
            }
        }
        let layers = host.displayList.items.compactMap { if case .beginLayer(let effect) = $0.content { effect.blendMode } else { nil } }
        #expect(layers == [.multiply])
        #expect(Self.fillColors(host.displayList).count == 2)
    }
}

