import Foundation
import Testing
@testable import KineticCore

/// `mask(alignment:_:)`: the content as one layer, then its mask, laid out as an overlay.
@MainActor
struct MaskModifierTests {
    static let size = CGSize(width: 200, height: 200)

    static func fill(_ list: DisplayList, _ color: RGBAColor) -> DisplayItem? {
        list.items.first { if case .fill(_, let c) = $0.content { c == color } else { false } }
    }
    static let red = RGBAColor(red: 1, green: 0, blue: 0)

    static func kinds(_ list: DisplayList) -> [String] {
        list.items.map { item in
            switch item.content {
            case .beginLayer(let effect): effect.masksWithContent ? "begin masked" : "begin"
            case .layerMask: "mask"
            case .endLayer: "end"
            case .fill(_, let color): "fill \(color.hexDescription)"
            case .text: "text"
            default: "other"
            }
        }
    }

    @Test func theContentIsMaskedByTheViewAlignedAsAnOverlay() throws {
        let host = HeadlessHost(size: Self.size) {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 60)
                .mask(alignment: .topLeading) { Color.white.frame(width: 40, height: 20) }
        }
        #expect(Self.kinds(host.displayList) == ["begin masked", "fill #ff0000", "mask", "fill #ffffff", "end"])
        let content = try #require(Self.fill(host.displayList, Self.red))
        let mask = try #require(Self.fill(host.displayList, .white))
        #expect(mask.windowFrame.origin == content.windowFrame.origin)
        #expect(mask.windowFrame.size == CGSize(width: 40, height: 20))
        let centred = HeadlessHost(size: Self.size) {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 60).mask { Color.white.frame(width: 40, height: 20) }
        }
        let centredMask = try #require(Self.fill(centred.displayList, .white))
        let centredContent = try #require(Self.fill(centred.displayList, Self.red))
        #expect(centredMask.windowFrame.midX == centredContent.windowFrame.midX)
        #expect(centredMask.windowFrame.midY == centredContent.windowFrame.midY)
    }

    @Test func theOlderSpellingMasksToo() {
        let host = HeadlessHost(size: Self.size) { Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).mask(Circle()) }
        let kinds = Self.kinds(host.displayList)
        #expect(kinds.count == 5 && kinds.prefix(3) == ["begin masked", "fill #ff0000", "mask"] && kinds.last == "end")
        #expect(kinds[3].hasPrefix("fill"))
    }

    @Test func theMaskTakesNoTapsAndTheContentDoes() {
        final class Taps { var content = 0, mask = 0 }
        let taps = Taps()
        let host = HeadlessHost(size: Self.size) {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                .onTapGesture { taps.content += 1 }
                .mask { Color.white.frame(width: 100, height: 100).onTapGesture { taps.mask += 1 } }
        }
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps.content == 1)
        #expect(taps.mask == 0)
    }

    @Test func anIdentifiedViewsFrameLeavesItsMaskOut() throws {
        let host = HeadlessHost(size: Self.size) {
            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                .mask { Color.white.frame(width: 120, height: 120) }
                .accessibilityIdentifier("masked")
        }
        let frame = try #require(host.frame(of: "masked"))
        #expect(frame.size == CGSize(width: 40, height: 40))
    }

    @Test func aMasksChangeAnimates() throws {
        struct Reveal: View {
            @State var wide = false
            var body: some View {
                Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 40)
                    .mask(alignment: .leading) { Color.white.frame(width: wide ? 100 : 0) }
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
                    .accessibilityIdentifier("reveal")
            }
        }
        let host = HeadlessHost(size: Self.size) { Reveal() }
        _ = host.tap("reveal")
        host.advance(by: 0.5)
        let mask = try #require(Self.fill(host.displayList, .white))
        #expect(abs(Double(mask.windowFrame.width) - 50) < 0.5)
    }
}
