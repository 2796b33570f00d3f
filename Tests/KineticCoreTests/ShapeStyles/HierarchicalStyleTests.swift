import Foundation
import Testing
@testable import KineticCore

/// `.primary` … `.quinary` and `foregroundStyle` with one to three styles.
@MainActor
struct HierarchicalStyleTests {
    static let size = CGSize(width: 300, height: 300)

    static func colors(_ list: DisplayList) -> [RGBAColor] {
        list.items.compactMap { item in
            switch item.content {
            case .fill(_, let color): color
            case .text(let layout): layout.color
            default: nil
            }
        }
    }

    static let orange = Color(red: 1, green: 0.5, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    static func levels() -> some View {
        VStack {
            Rectangle().fill(.primary).frame(width: 10, height: 10)
            Rectangle().fill(.secondary).frame(width: 10, height: 10)
            Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            Rectangle().fill(.quaternary).frame(width: 10, height: 10)
            Rectangle().fill(.quinary).frame(width: 10, height: 10)
        }
    }

    @Test func oneStyleGivesEveryLevelFainter() {
        let host = HeadlessHost(size: Self.size) { Self.levels().foregroundStyle(Self.orange) }
        let opacities = Self.colors(host.displayList).map(\.opacity)
        #expect(opacities.count == 5)
        for (opacity, expected) in zip(opacities, [1, 0.6, 0.3, 0.18, 0.1]) { #expect(abs(opacity - expected) < 1e-9) }
        #expect(Self.colors(host.displayList).allSatisfy { $0.red == 1 && $0.green == 0.5 && $0.blue == 0 })
    }

    @Test func twoOrThreeStylesSetTheirLevelsAndTheRestFollowTheLast() {
        let two = HeadlessHost(size: Self.size) { Self.levels().foregroundStyle(Self.orange, Self.blue) }
        let twoColors = Self.colors(two.displayList)
        #expect(twoColors[0] == Self.orange.resolved)
        #expect(twoColors[1] == Self.blue.resolved)
        #expect(twoColors[2] == RGBAColor(red: 0, green: 0, blue: 1, opacity: 0.5))  // 0.3 / 0.6 of the secondary
        let three = HeadlessHost(size: Self.size) { Self.levels().foregroundStyle(Self.orange, Self.blue, Self.green) }
        let threeColors = Self.colors(three.displayList)
        #expect(threeColors[2] == Self.green.resolved)
        #expect(abs(threeColors[3].opacity - 0.6) < 1e-9 && threeColors[3].green == 1)  // 0.18 / 0.3
    }

    @Test func withNoStyleThePrimaryIsTheForegroundColour() {
        let host = HeadlessHost(size: Self.size) { Self.levels() }
        let colors = Self.colors(host.displayList)
        #expect(colors[0] == Color.primary.resolved)
        #expect(colors[1] == Color.primary.resolved.multiplyingOpacity(by: 0.6))
    }

    @Test func textTakesItsLevelWhereItIsDrawn() {
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Text("Title")
                Text("Detail").foregroundStyle(.secondary)
                Text("Note").foregroundStyle(.tertiary).foregroundColor(Self.green)  // a colour after it wins
            }
            .foregroundStyle(Self.orange, Self.blue)
        }
        let colors = Self.colors(host.displayList)
        #expect(colors == [Self.orange.resolved, Self.blue.resolved, Self.green.resolved])
    }

    @Test func aLevelSetAsTheForegroundIsResolvedAgainstTheOuterOne() {
        // The inner views' primary is the outer secondary: red at 0.6, and their secondary is that, fainter.
        let red = Color(red: 1, green: 0, blue: 0)
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Rectangle().fill(.primary).frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
            }
            .foregroundStyle(.secondary)
            .foregroundStyle(red)
        }
        let colors = Self.colors(host.displayList)
        #expect(abs(colors[0].opacity - 0.6) < 1e-9 && colors[0].red == 1)
        #expect(abs(colors[1].opacity - 0.36) < 1e-9)
    }

    @Test func aGradientLevelIsFadedStopByStop() {
        let host = HeadlessHost(size: Self.size) {
            Rectangle().fill(.secondary).frame(width: 20, height: 20)
                .foregroundStyle(LinearGradient(colors: [Self.orange, Self.blue], startPoint: .leading, endPoint: .trailing))
        }
        let shading = host.displayList.items.compactMap { $0.content.shadedParts?.shading }.first
        #expect(shading?.stops.map(\.color.opacity) == [0.6, 0.6])
    }
}
