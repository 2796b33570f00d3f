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
        guard case .shaded(.fill, .linear(_, let start, let end)) = drawn[0].content,
              case .shaded(.fill, .linear(_, let top, let bottom)) = drawn[1].content,
              case .shaded(.stroke, .angular(_, let centre, 0, let turn)) = drawn[2].content else {
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

