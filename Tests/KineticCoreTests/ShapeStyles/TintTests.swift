import Foundation
import Testing
@testable import KineticCore

@MainActor
struct TintTests {
    func fills(_ host: HeadlessHost<some View>) -> [RGBAColor] {
        host.displayList.items.compactMap { if case .fill(_, let color) = $0.content { color } else { nil } }
    }

    @Test func aSwitchedOnToggleTakesTheTint() {
        let plain = HeadlessHost(size: CGSize(width: 200, height: 40)) { Toggle("On", isOn: .constant(true)) }
        let tinted = HeadlessHost(size: CGSize(width: 200, height: 40)) { Toggle("On", isOn: .constant(true)).tint(.orange) }
        #expect(fills(plain).contains(Color.accentColor.resolved))
        #expect(fills(tinted).contains(Color.orange.resolved) && !fills(tinted).contains(Color.accentColor.resolved))
    }

    @Test func theTintIsAShapeStyleAndNilRestoresTheAccent() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            VStack {
                Circle().fill(.tint).frame(width: 20, height: 20)
                Circle().fill(.tint).frame(width: 20, height: 20).tint(nil)
            }
            .tint(.pink)
        }
        #expect(fills(host) == [Color.pink.resolved, Color.accentColor.resolved])
    }

    @Test func aProminentButtonsFaceIsTheTint() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 60)) {
            Button("Go") {}.buttonStyle(.borderedProminent).tint(.green)
        }
        #expect(fills(host).contains(Color.green.resolved))
    }
}
