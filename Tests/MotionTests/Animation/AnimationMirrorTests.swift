import Foundation
import Testing
@testable import Motion

struct AnimationMirrorTests {
    @Test func aMirrorShowsTheBaseAnimation() {
        let mirror = Mirror(reflecting: Animation.spring(duration: 0.5, bounce: 0.2))
        #expect(mirror.displayStyle == .struct)
        #expect(mirror.children.map(\.label) == ["base"])
        #expect(mirror.children.first?.value is any CustomAnimation)
    }
}
