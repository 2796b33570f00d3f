import Foundation
import Testing
@testable import KineticCore

@MainActor
struct SafeAreaTests {
    @Test func ignoringTheSafeAreaChangesNothingOnTheDesktop() throws {
        let plain = HeadlessHost(size: CGSize(width: 200, height: 100)) { Color.red.accessibilityIdentifier("fill") }
        let ignoring = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.red.ignoresSafeArea().ignoresSafeArea(.keyboard, edges: .bottom).accessibilityIdentifier("fill")
        }
        #expect(try #require(ignoring.frame(of: "fill")) == (try #require(plain.frame(of: "fill"))))
        #expect(plain.frame(of: "fill") == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
