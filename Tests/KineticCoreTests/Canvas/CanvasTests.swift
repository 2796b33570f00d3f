import Foundation
import Testing
@testable import KineticCore

@MainActor
struct CanvasTests {
    func items(size: CGSize = CGSize(width: 200, height: 100), _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
        HeadlessHost(size: size) { Canvas(renderer: renderer) }.displayList.items
    }

    @Test func fillsAndStrokesArePlacedByTheContextsTransformAndOpacity() {
        let drawn = items { context, size in
            #expect(size == CGSize(width: 200, height: 100))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.translateBy(x: 50, y: 20)
            context.opacity = 0.5
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue), style: StrokeStyle(lineWidth: 3, dash: [4]))
        }
        #expect(drawn.count == 2)
        guard case .fill(.path, let red) = drawn[0].content, case .styledStroke(.path, let blue, let style) = drawn[1].content else {
            Issue.record("\(drawn)"); return
        }
        #expect(red == Color.red.resolved && blue == Color.blue.resolved && style.dash == [4])
        #expect(drawn[0].transform == .identity && drawn[1].transform == CGAffineTransform(translationX: 50, y: 20))
        #expect(drawn[1].opacity == 0.5)
    }

    @Test func aCopyOfTheContextLeavesTheOriginalAsItWas() {
        let drawn = items { context, _ in
            context.translateBy(x: 100, y: 50)
            for i in 0..<4 {
                var spoke = context
                spoke.rotate(by: .degrees(Double(i) * 90))
                spoke.fill(Path(CGRect(x: 30, y: -2, width: 10, height: 4)), with: .color(.orange))
            }
            context.fill(Path(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6)), with: .color(.white))
        }
        #expect(drawn.count == 5)
        // The fourth spoke points up: (30, 0) turned by 270° lands at (100, 20).
        let tip = drawn[3].transform.apply(to: CGPoint(x: 30, y: 0))
        #expect(abs(Double(tip.x) - 100) < 1e-9 && abs(Double(tip.y) - 20) < 1e-9)
        #expect(drawn[4].transform == CGAffineTransform(translationX: 100, y: 50))
    }

    @Test func gradientsAreInTheContextsCoordinatesAndStylesInThePathsBounds() {
        let drawn = items { context, _ in
            let gradient = Gradient(colors: [.red, .blue])
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            context.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 40)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .conicGradient(gradient, center: CGPoint(x: 25, y: 25)), lineWidth: 4)
        }
        guard case (.fill, .linear(_, let start, let end))? = drawn[0].content.shadedParts,
              case (.fill, .linear(_, let top, let bottom))? = drawn[1].content.shadedParts,
              case (.stroke, .angular(_, let centre, 0, let turn))? = drawn[2].content.shadedParts else {
            Issue.record("\(drawn)"); return
        }
        #expect(start == .zero && end == CGPoint(x: 100, y: 0))
        #expect(top == CGPoint(x: 40, y: 10) && bottom == CGPoint(x: 40, y: 50))
        #expect(centre == CGPoint(x: 25, y: 25) && abs(turn - 2 * .pi) < 1e-12)
    }

    @Test func clipsAndLayersNestAsTheContextsDo() {
        let drawn = items { context, _ in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.red))
            clipped.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.green))
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 100, y: 0, width: 30, height: 30)), with: .color(.blue))
                layer.fill(Path(CGRect(x: 110, y: 10, width: 30, height: 30)), with: .color(.blue))
            }
            context.fill(Path(CGRect(x: 0, y: 80, width: 10, height: 10)), with: .color(.white))
        }
        let kinds = drawn.map { item -> String in
            switch item.content {
            case .beginLayer(let effect): effect.mask != nil ? "clip" : "layer \(effect.opacity)"
            case .endLayer: "end"
            case .fill: "fill"
            default: "\(item)"
            }
        }
        #expect(kinds == ["clip", "fill", "fill", "end", "layer 0.5", "fill", "fill", "end", "fill"])
        // Inside the layer the fills are opaque; the layer carries the opacity.
        #expect(drawn[5].opacity == 1 && drawn[8].opacity == 0.5)
    }

    @Test func textIsDrawnAtItsAnchorInTheEnvironmentsColour() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Canvas { context, size in
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                let resolved = context.resolve(Text("Wide text").font(.system(size: 20)))
                #expect(resolved.measure(in: size).width > 50)
            }
            .foregroundColor(.yellow)
        }
        guard let item = host.displayList.items.first, case .text(let layout) = item.content else {
            Issue.record("\(host.displayList.dump)"); return
        }
        #expect(layout.lines == ["Hi"] && layout.color == Color.yellow.resolved)
        // Centred: two 10.2-point characters, a 21-point line, around (100, 50).
        let origin = item.transform.apply(to: CGPoint.zero)
        #expect(abs(Double(origin.x) - (100 - 10.2)) < 0.01 && abs(Double(origin.y) - (50 - 10.5)) < 0.01)
    }

    @Test func insideATimelineItDrawsAgainEveryFrame() {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            TimelineView(.animation) { timeline in
                Canvas { context, _ in
                    count.value += 1
                    context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                }
            }
        }
        let before = count.value
        host.advance(by: 0.5)
        #expect(count.value - before >= 25)
    }

    @Test func imagesAreDrawnInTheirRectUnderTheTransform() {
        let drawn = items { context, _ in
            context.scaleBy(x: 2, y: 2)
            context.draw(Image("checker"), in: CGRect(x: 10, y: 5, width: 30, height: 20))
        }
        guard drawn.count == 1, case .image("checker", _, _) = drawn[0].content else { Issue.record("\(drawn)"); return }
        #expect(drawn[0].windowFrame == CGRect(x: 20, y: 10, width: 60, height: 40))
    }

    @Test func aSymbolIsDrawnAsItsPathInTheForegroundColour() throws {
        let orange = Color(red: 1, green: 0.5, blue: 0)
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Canvas { context, _ in
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 20, width: 40, height: 40))
                context.draw(Image(systemName: "heart.fill"), at: CGPoint(x: 100, y: 100))
            }
            .foregroundColor(orange)
            .font(.system(size: 30))
        }
        let fills = host.displayList.items.filter { if case .fill(.path, orange.resolved) = $0.content { true } else { false } }
        #expect(fills.count == 2)
        #expect(fills.first?.windowFrame == CGRect(x: 10, y: 20, width: 40, height: 40))
        let heart = try #require(fills.last)
        #expect(heart.windowFrame.height == 30 && abs(heart.windowFrame.midX - 100) < 1e-9 && abs(heart.windowFrame.midY - 100) < 1e-9)
    }

    @Test func anUnknownSymbolWarnsAndIsNotDrawn() {
        let warnings = Diagnostics.collectingWarnings {
            let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
                Canvas { context, _ in context.draw(Image(systemName: "no.such.symbol"), in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
            }
            #expect(host.displayList.items.isEmpty)
        }
        #expect(warnings.contains { $0.contains("no.such.symbol") })
    }
}


/// Views given to a canvas as symbols, resolved by tag and drawn where the renderer says.
@MainActor
struct CanvasSymbolTests {
    static let size = CGSize(width: 200, height: 100)
    static let dotColor = Color(red: 0.2, green: 0.6, blue: 1)

    static func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> HeadlessHost<some View> {
        HeadlessHost(size: size) {
            Canvas(renderer: renderer) {
                Circle().fill(Self.dotColor).frame(width: 20, height: 10).tag("dot")
                Text("hi").tag(7)
            }
        }
    }

    /// Resolved at its ideal size and drawn twice, centred on each point: two ellipses there.
    @Test func aSymbolIsDrawnWhereverTheRendererPutsIt() throws {
        var resolvedSize: CGSize?
        let host = Self.host { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            resolvedSize = dot.size
            context.draw(dot, at: CGPoint(x: 50, y: 50))
            context.translateBy(x: 100, y: 0)
            context.draw(dot, at: CGPoint(x: 50, y: 20), anchor: .topLeading)
        }
        #expect(resolvedSize == CGSize(width: 20, height: 10))
        let fills = host.displayList.items.filter { if case .fill(_, Self.dotColor.resolved) = $0.content { true } else { false } }
        #expect(fills.map(\.windowFrame) == [CGRect(x: 40, y: 45, width: 20, height: 10), CGRect(x: 150, y: 20, width: 20, height: 10)])
    }

    /// Drawn in a rectangle, it is scaled to fill it; an unknown tag resolves to nothing.
    @Test func aSymbolFillsARectangleAndAnUnknownTagIsNil() throws {
        var resolvedUnknown = true
        let host = Self.host { context, _ in
            resolvedUnknown = context.resolveSymbol(id: "no such symbol") != nil
            if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, in: CGRect(x: 0, y: 0, width: 60, height: 60)) }
        }
        #expect(!resolvedUnknown)
        let frames = host.displayList.items.compactMap { item -> CGRect? in
            if case .fill = item.content { item.windowFrame } else { nil }
        }
        #expect(frames == [CGRect(x: 0, y: 0, width: 60, height: 60)])
    }

    /// Symbols the renderer does not draw are not drawn at all; a text symbol draws its text.
    @Test func symbolsAreDrawnOnlyWhereTheRendererDrawsThem() throws {
        let none = Self.host { _, _ in }
        #expect(none.displayList.items.isEmpty)
        let text = Self.host { context, _ in
            if let hi = context.resolveSymbol(id: 7) { context.draw(hi, at: CGPoint(x: 100, y: 50)) }
        }
        let texts = text.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { layout.lines.joined() } else { nil }
        }
        #expect(texts == ["hi"])
    }

    /// A symbol that animates keeps the canvas drawing, and its frames change.
    @Test func anAnimatingSymbolKeepsTheCanvasDrawing() throws {
        let host = HeadlessHost(size: Self.size) {
            Canvas { context, _ in
                if let spinner = context.resolveSymbol(id: 0) { context.draw(spinner, at: CGPoint(x: 100, y: 50)) }
            } symbols: {
                Spinner().tag(0)
            }
        }
        host.advance(by: 0.1)
        let first = host.displayList.items.first?.transform
        #expect(host.frameNeeded)
        host.advance(by: 0.2)
        #expect(host.displayList.items.first?.transform != first)
    }
}

private struct Spinner: View {
    @State private var angle = 0.0

    var body: some View {
        Rectangle().fill(Color(red: 1, green: 0.5, blue: 0)).frame(width: 20, height: 4)
            .rotationEffect(.degrees(angle))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
    }
}
