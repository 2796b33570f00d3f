import Foundation
import Testing
@testable import KineticCore

@MainActor
struct ScrollViewReaderTests {
    private struct Rows: View {
        let action: (ScrollViewProxy) -> Void
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { action(proxy) }.accessibilityIdentifier("go").frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { row in
                                Color.gray.frame(height: 40).accessibilityIdentifier("row\(row)")
                            }
                        }
                    }
                    .frame(height: 200)
                    .accessibilityIdentifier("scroller")
                }
            }
        }
    }

    @Test(arguments: [
        // (anchor, expected row 30's top relative to the scroll view's top)
        (UnitPoint?.some(.top), 0.0), (.some(.center), 80.0), (.some(.bottom), 160.0), (nil, 160.0),
    ])
    func scrollToLinesTheRowUpWithItsAnchor(_ anchor: UnitPoint?, _ top: Double) throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Rows { $0.scrollTo(30, anchor: anchor) } }
        let viewport = try #require(host.frame(of: "scroller"))
        host.tap("go")
        host.advance(by: 1.0 / 60)
        let row = try #require(host.frame(of: "row30"))
        #expect(abs(Double(row.minY - viewport.minY) - top) < 0.01)
    }

    @Test func theTransactionsAnchorAppliesAndTheScrollAnimates() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Rows { proxy in
                var transaction = Transaction(animation: .linear(duration: 1))
                transaction.scrollTargetAnchor = .top
                withTransaction(transaction) { proxy.scrollTo(20) }
            }
        }
        let viewport = try #require(host.frame(of: "scroller"))
        host.tap("go")
        host.advance(by: 0.5)
        let halfway = try #require(host.frame(of: "row20"))
        #expect(abs(Double(halfway.minY - viewport.minY) - 400) < 1)
        host.advance(by: 0.6)
        let row = try #require(host.frame(of: "row20"))
        #expect(abs(Double(row.minY - viewport.minY)) < 0.01)
    }

    @Test func aRowAlreadyInSightDoesNotMoveAndAnUnknownIDIsReported() throws {
        var warnings: [String] = []
        var targets: ScrollTargets?
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            Rows { proxy in
                targets = proxy.targets
                proxy.targets.warn = { warnings.append($0) }
                proxy.scrollTo(2)
                proxy.scrollTo("nowhere")
            }
        }
        let before = try #require(host.frame(of: "row2"))
        host.tap("go")
        host.advance(by: 1.0 / 60)
        #expect(try #require(host.frame(of: "row2")) == before)
        #expect(targets != nil)
        #expect(warnings.count == 1 && warnings[0].contains("scrollTo(nowhere)"))
    }
}
