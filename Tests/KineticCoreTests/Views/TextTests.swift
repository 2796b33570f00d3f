import Foundation
import Testing
@testable import KineticCore

/// The texts drawn in `host`'s last frame.
@MainActor private func texts(_ host: HeadlessHost<some View>) -> [TextLayout] {
    host.displayList.items.compactMap { if case .text(let layout) = $0.content { layout } else { nil } }
}

@MainActor
struct TextTests {
    @Test func interpolationsFormatTheirValuesAsSwiftUIs() {
        let price = 142.5, change = 0.025, count = 7
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("$\(price, format: .number.precision(.fractionLength(2)))")
                Text("\(change > 0 ? "+" : "")\(change, format: .percent.precision(.fractionLength(1)))")
                Text("\(count) items")
                Text("plain")
            }
        }
        #expect(texts(host).map { $0.lines.joined() } == ["$142.50", "+2.5%", "7 items", "plain"])
    }

    @Test func textStylesWeightsAndDesigns() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            VStack {
                Text("a").font(.system(.largeTitle, design: .monospaced))
                Text("b").font(.title).fontWeight(.semibold)
                Text("c").font(.system(.caption2, weight: .bold))
                Text("d").fontWeight(nil)
            }
        }
        let layouts = texts(host)
        #expect(layouts.map(\.size) == [34, 28, 11, 17])
        #expect(layouts.map(\.weight) == [.regular, .semibold, .bold, .regular])
    }
}
