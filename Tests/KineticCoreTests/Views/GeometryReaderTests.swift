import Foundation
import Testing
@testable import KineticCore

private struct Halves: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                Rectangle()
                    .frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                    .accessibilityIdentifier("half")
                Text("\(Int(proxy.frame(in: .global).minY))").accessibilityIdentifier("y").offset(y: 200)
            }
        }
    }
}

/// A reader below a bar that grows: the reader does not change size, but it moves in the window.
private struct MovedReader: View {
    @State private var tall = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: tall ? 150 : 50).onTapGesture { tall = true }.accessibilityIdentifier("bar")
            GeometryReader { proxy in
                Text("\(Int(proxy.frame(in: .global).minY))").accessibilityIdentifier("y")
            }
            .frame(height: 100)
        }
        .frame(height: 400, alignment: .top)
    }
}

@MainActor
struct GeometryReaderTests {
    @Test func aReaderMovedByItsAncestorsSeesItsNewPlace() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { MovedReader() }
        func shown() -> [[String]] {
            host.displayList.items.compactMap { item in
                if item.identifier == "y", case .text(let t) = item.content { return t.lines } else { return nil }
            }
        }
        #expect(shown() == [["50"]])
        host.tap("bar")
        #expect(shown() == [["150"]])
    }

    @Test func theContentIsBuiltWithTheReadersSizeAtItsTopLeadingCorner() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { Halves() }
        let half = try #require(host.frame(of: "half"))
        #expect(half == CGRect(x: 0, y: 100, width: 200, height: 200))
        let y = host.displayList.items.compactMap { item -> [String]? in
            if item.identifier == "y", case .text(let t) = item.content { return t.lines } else { return nil }
        }
        #expect(y == [["100"]])
    }

    @Test func aResizedWindowRebuildsTheContent() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { Halves() }
        host.graph.size = CGSize(width: 600, height: 300)
        host.advance(by: 0.1)
        #expect(try #require(host.frame(of: "half")) == CGRect(x: 0, y: 100, width: 300, height: 100))
    }
}
