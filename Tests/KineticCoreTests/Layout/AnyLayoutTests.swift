import Foundation
import Testing
@testable import KineticCore

@MainActor
struct AnyLayoutTests {
    private struct Switching: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack {
                Button("Flip") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }.accessibilityIdentifier("flip")
                layout {
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                    Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
                }
            }
        }
    }

    @Test func switchingLayoutsKeepsTheViewsAndAnimatesThemToTheirNewPlaces() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { Switching() }
        let a0 = try #require(host.frame(of: "a")), b0 = try #require(host.frame(of: "b"))
        #expect(b0.minX == a0.maxX && b0.minY == a0.minY)
        host.tap("flip")
        host.advance(by: 1.2)
        let a1 = try #require(host.frame(of: "a")), b1 = try #require(host.frame(of: "b"))
        #expect(b1.minY == a1.maxY && b1.minX == a1.minX)
        // Half way back, b is between its two places.
        host.tap("flip")
        host.advance(by: 0.5)
        let mid = try #require(host.frame(of: "b"))
        #expect(Double(mid.minX) > Double(b1.minX) + 1 && Double(mid.minX) < Double(b0.minX) - 1)
    }
}
