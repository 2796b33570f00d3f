import Foundation
import Testing
@testable import KineticCore

@MainActor
struct SymbolImageTests {
    @Test func aSymbolIsFilledInTheForegroundColourAndSizedByTheFont() throws {
        let host = HeadlessHost {
            Image(systemName: "heart.fill").font(.system(size: 20)).foregroundStyle(.red).accessibilityIdentifier("heart")
        }
        let frame = try #require(host.frame(of: "heart"))
        #expect(frame.height == 24)
        #expect(frame.width == 27)  // 24 × 1.1, rounded up
        let fills = host.displayList.items.compactMap { item -> RGBAColor? in
            if case .fill(.path, let color) = item.content { return color } else { return nil }
        }
        #expect(fills == [Color.red.resolved])
    }

    @Test func anOutlinedSymbolIsStroked() {
        let host = HeadlessHost { Image(systemName: "checkmark") }
        let strokes = host.displayList.items.filter { if case .stroke(.path, _, _) = $0.content { true } else { false } }
        #expect(strokes.count == 1)
    }

    @Test func anUnknownSymbolWarnsOnceAndDrawsAPlaceholder() {
        var warnings: [String] = []
        let host = HeadlessHost(warnings: { warnings.append($0) }) {
            VStack {
                Image(systemName: "no.such.symbol")
                Image(systemName: "no.such.symbol")
            }
        }
        host.advance(by: 0.1)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("no.such.symbol") == true)
        let marks = host.displayList.items.compactMap { item -> [String]? in
            if case .text(let layout) = item.content { return layout.lines } else { return nil }
        }
        #expect(marks == [["?"], ["?"]])
    }

    @Test func theLibraryListsTheCommonSymbols() {
        let names = Image.availableSymbolNames
        for name in ["heart.fill", "star.fill", "plus", "xmark", "checkmark", "play.fill", "chevron.right"] {
            #expect(names.contains(name), "\(name)")
        }
    }
}
