import Foundation
import Testing
@testable import KineticCore

fileprivate struct Ring: View {
    @State private var progress = 0.25
    var body: some View {
        Circle().trim(from: 0, to: progress)
            .stroke(.blue, lineWidth: 4)
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
            .accessibilityIdentifier("ring")
    }
}

@MainActor
struct TrimmedShapeTests {
    /// The angle, in turns clockwise from the rightmost point, where the drawn arc ends.
    fileprivate func arcEnd(_ host: HeadlessHost<Ring>) throws -> Double {
        let item = try #require(host.displayList.items.first { if case .stroke = $0.content { true } else { false } })
        guard case .stroke(.path(let path), _, _) = item.content, case .line(let end)? = path.elements.last else {
            Issue.record("not a trimmed path")
            return .nan
        }
        let angle = atan2(Double(end.y) - 50, Double(end.x) - 50)
        return (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
    }

    @Test func aTrimmedRingDrawsItsFractionAndAnimatesIt() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Ring() }
        #expect(abs(try arcEnd(host) - 0.25) < 0.002)
        #expect(host.tap("ring"))
        host.advance(by: 0.5)
        #expect(abs(try arcEnd(host) - 0.5) < 0.002)
        host.advance(by: 1)
        #expect(abs(try arcEnd(host) - 0.75) < 0.002)
    }
}

