import Foundation
import Testing
@testable import KineticCore

/// The modifiers that draw their content as one layer, and what they put in the display list.
@MainActor
struct LayerModifierTests {
    static func kinds(_ list: DisplayList) -> [String] {
        list.items.map { item in
            switch item.content {
            case .beginLayer(let effect):
                "begin(opacity \(effect.opacity), blur \(effect.blurRadius)\(effect.mask.map { ", mask \($0)" } ?? ""))"
            case .endLayer: "end"
            case .fill: "fill@\(item.opacity)"
            default: "other"
            }
        }
    }

    @Test func opacityReachesEachViewUnlessTheGroupIsComposited() {
        let plain = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ZStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10) }.opacity(0.5)
        }
        #expect(Self.kinds(plain.displayList) == ["fill@0.5", "fill@0.5"])
        let grouped = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ZStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10) }.compositingGroup().opacity(0.5)
        }
        #expect(Self.kinds(grouped.displayList) == ["begin(opacity 0.5, blur 0.0)", "fill@1.0", "fill@1.0", "end"])
        let drawing = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 20).drawingGroup().opacity(0.25)
        }
        #expect(Self.kinds(drawing.displayList) == ["begin(opacity 0.25, blur 0.0)", "fill@1.0", "end"])
    }

    @Test func aBlurIsALayerThatAnimatesItsRadius() throws {
        struct Blurred: View {
            @State var radius = 0.0
            var body: some View {
                Color.red.frame(width: 20, height: 20).blur(radius: radius)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { radius = 8 } }
                    .accessibilityIdentifier("blurred")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Blurred() }
        #expect(Self.kinds(host.displayList) == ["fill@1.0"])  // no blur, no layer
        _ = host.tap("blurred")
        host.advance(by: 0.25)
        #expect(Self.kinds(host.displayList) == ["begin(opacity 1.0, blur 2.0)", "fill@1.0", "end"])
        host.advance(to: 1)
        #expect(Self.kinds(host.displayList) == ["begin(opacity 1.0, blur 8.0)", "fill@1.0", "end"])
    }

    @Test func aBadBlurRadiusDrawsSharp() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack { Color.red.frame(width: 20, height: 20).blur(radius: .nan); Color.red.frame(width: 20, height: 20).blur(radius: -4) }
        }
        #expect(Self.kinds(host.displayList) == ["fill@1.0", "fill@1.0"])
    }

    @Test func aRectangleClipStaysARectangleAndOtherShapesMask() throws {
        let rect = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 20).clipShape(Rectangle())
        }
        #expect(Self.kinds(rect.displayList) == ["fill@1.0"])
        #expect(rect.displayList.items.first?.clip != nil)
        let round = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 20).clipShape(Circle())
        }
        #expect(Self.kinds(round.displayList) == ["begin(opacity 1.0, blur 0.0, mask ellipse)", "fill@1.0", "end"])
        #expect(round.displayList.items.first?.frame.size == CGSize(width: 20, height: 20))
        let turned = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 20).clipShape(Rectangle()).rotationEffect(.degrees(30))
        }
        #expect(Self.kinds(turned.displayList) == ["begin(opacity 1.0, blur 0.0, mask rectangle)", "fill@1.0", "end"])
    }

    @Test func nestedRectangleClipsIntersect() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 40, height: 40).offset(x: 10).clipShape(Rectangle()).frame(width: 30, height: 40).clipShape(Rectangle())
        }
        let clip = try #require(host.displayList.items.first?.clip)
        let window = clip.transform.apply(to: clip.frame)
        #expect(window.width == 30, "\(window)")
    }
}
