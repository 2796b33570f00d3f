import Foundation
import Testing
@testable import KineticCore

fileprivate struct Glow: View {
    @State private var warm = false
    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(LinearGradient(colors: warm ? [.orange, .pink] : [.blue, .mint], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 50)
            .onTapGesture { withAnimation(.linear(duration: 1)) { warm.toggle() } }
            .accessibilityIdentifier("glow")
    }
}

@MainActor
struct GradientsTests {
    func shadingOf(_ item: DisplayItem?) -> Shading? {
        if let shading = item?.content.shadedParts?.shading { return shading }
        return nil
    }

    @Test func aLinearGradientFillIsPlacedInTheFrame() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Rectangle().fill(.linearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 200, height: 100)
        }
        let shading = try #require(shadingOf(host.displayList.items.first))
        guard case .linear(let stops, let start, let end) = shading else { Issue.record("\(shading)"); return }
        #expect(start == CGPoint(x: 0, y: 50) && end == CGPoint(x: 200, y: 50))
        #expect(stops.map(\.location) == [0, 0.5, 1] && stops[1].color == Color.green.resolved)
        guard case (.fill(.rectangle, _), _)? = host.displayList.items.first?.content.shadedParts else { Issue.record("not a fill"); return }
    }

    @Test func gradientsAnimateStopByStop() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 50)) { Glow() }
        #expect(host.tap("glow"))
        host.advance(by: 0.5)
        let stops = try #require(shadingOf(host.displayList.items.first { $0.identifier == "glow" })?.stops)
        let blue = Color.blue.resolved, orange = Color.orange.resolved
        #expect(abs(stops[0].color.red - (blue.red + orange.red) / 2) < 0.01 && abs(stops[0].color.blue - (blue.blue + orange.blue) / 2) < 0.01)
        host.advance(by: 1)
        #expect(shadingOf(host.displayList.items.first { $0.identifier == "glow" })?.stops.first?.color == orange)
    }

    @Test func theOtherGradientsResolveInTheFrame() throws {
        func resolved<S: ShapeStyle>(_ style: S) throws -> Shading {
            let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { Ellipse().fill(style).frame(width: 200, height: 100) }
            return try #require(shadingOf(host.displayList.items.first))
        }
        guard case .radial(_, let center, 10, 60) = try resolved(RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 10, endRadius: 60)) else {
            Issue.record("radial"); return
        }
        #expect(center == .zero)
        guard case .elliptical(_, _, let radii, 0, 1) = try resolved(EllipticalGradient(colors: [.red, .blue])) else { Issue.record("elliptical"); return }
        #expect(radii == CGSize(width: 100, height: 50))
        guard case .angular(_, let middle, let start, let end) = try resolved(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))) else {
            Issue.record("angular"); return
        }
        #expect(middle == CGPoint(x: 100, y: 50) && abs(start - .pi / 2) < 1e-12 && abs(end - 2.5 * .pi) < 1e-12)
    }

    @Test func foregroundStyleAndColorGradients() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack {
                Circle().frame(width: 40, height: 40)
                Circle().fill(.blue.gradient).frame(width: 40, height: 40)
                Circle().foregroundStyle(Color.red).frame(width: 10, height: 10)
            }
            .foregroundStyle(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
        }
        let items = host.displayList.items
        try #require(items.count == 3)
        #expect(shadingOf(items[0])?.stops.map(\.color) == [Color.white.resolved, Color.black.resolved])
        #expect(shadingOf(items[1])?.stops.count == 2)
        guard case .fill(_, let red) = items[2].content else { Issue.record("an inner colour did not replace the gradient"); return }
        #expect(red == Color.red.resolved)
    }

    @Test func aStrokeAndABorderTakeAnyStyle() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Circle().stroke(AngularGradient(colors: [.red, .blue], center: .center), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                Capsule().strokeBorder(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 3)
            }
            .background(.red.gradient, in: .rect(cornerRadius: 4))
        }
        let kinds = host.displayList.items.map { item -> String in
            switch item.content.shadedParts {
            case (.styledStroke, .angular)?: "angular stroke"
            case (.stroke, .linear)?: "linear border"
            case (.fill, .linear)?: "background"
            default: "\(item)"
            }
        }
        #expect(kinds == ["background", "angular stroke", "linear border"])
    }

    @Test func aGradientIsAViewThatFillsItsFrame() {
        let host = HeadlessHost(size: CGSize(width: 80, height: 60)) {
            LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        }
        let item = host.displayList.items.first
        #expect(item?.frame.size == CGSize(width: 80, height: 60) && shadingOf(item) != nil)
    }

    @Test func aGradientsRepresentativeColourIsItsMiddle() {
        let paint = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)._paint(in: EnvironmentValues())
        #expect(abs(paint.representativeColor.red - 0.5) < 1e-9)
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test func backgroundsAndTheForegroundStyleAsAStyle() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 20).background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                Color.clear.frame(width: 40, height: 20).background(in: .capsule).foregroundStyle(Color.green)
                Circle().fill(.foreground).frame(width: 20, height: 20).foregroundStyle(Color.orange)
            }
        }
        // Color.clear draws a clear rectangle: left out.
        let items = host.displayList.items.filter { if case .fill(_, let color) = $0.content { color.opacity > 0 } else { true } }
        guard items.count == 3, case (.fill(.rectangle, _), .linear)? = items[0].content.shadedParts,
              case .fill(.capsule, let green) = items[1].content, case .fill(_, let orange) = items[2].content else {
            Issue.record("\(host.displayList.dump)"); return
        }
        #expect(green == Color.green.resolved && orange == Color.orange.resolved)
    }

    /// A gradient text is the gradient over the text's frame, masked by the glyphs drawn white;
    /// the text's own colour is the gradient's middle (what a backend without masks shows).
    @Test func aTextsGradientPaintsItsGlyphs() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        for host in [HeadlessHost(size: CGSize(width: 100, height: 40)) { AnyView(Text("Hi").foregroundStyle(gradient).opacity(0.5)) },
                     HeadlessHost(size: CGSize(width: 100, height: 40)) { AnyView(VStack { Text("Hi") }.foregroundStyle(gradient).opacity(0.5)) }] {
            let items = host.displayList.items
            guard items.count == 5, case .beginLayer(let effect) = items[0].content, case (.fill(.rectangle, _), .linear)? = items[1].content.shadedParts,
                  case .layerMask = items[2].content, case .text(let layout) = items[3].content, case .endLayer = items[4].content else {
                Issue.record("\(host.displayList.dump)"); continue
            }
            #expect(effect.masksWithContent && effect.opacity == 0.5)
            #expect(layout.color == .white && items[1].opacity == 1 && items[3].opacity == 1)
            #expect(items[1].frame == items[3].frame)
        }
        // A colour of its own wins over the foreground's gradient.
        let own = HeadlessHost(size: CGSize(width: 100, height: 40)) { VStack { Text("Hi").foregroundColor(.red) }.foregroundStyle(gradient) }
        #expect(own.displayList.items.count == 1)
    }
}
