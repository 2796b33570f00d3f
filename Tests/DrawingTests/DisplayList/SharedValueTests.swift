import Foundation
import Testing
@testable import Drawing

/// Clips and shadows share their storage but behave as values.
struct SharedValueTests {
    @Test func aChangedCopyLeavesTheOriginal() {
        let clip = DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity)
        var moved = clip
        moved.frame.origin.x = 5
        moved.shape = .ellipse
        #expect(clip.frame.origin.x == 0 && clip.shape == .rectangle)
        #expect(moved.frame.origin.x == 5 && moved.shape == .ellipse && moved.transform == .identity)

        let shadow = DisplayItem.Shadow(color: .black, radius: 4, x: 1, y: 2)
        var softer = shadow
        softer.radius = 8
        #expect(shadow.radius == 4 && softer.radius == 8 && softer.x == 1 && softer.y == 2 && softer.color == .black)
    }

    @Test func equalValuesAreEqualAndHashAlike() {
        let a = DisplayItem.Clip(shape: .capsule, frame: CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(rotationAngle: 0.5))
        let b = DisplayItem.Clip(shape: .capsule, frame: CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(rotationAngle: 0.5))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var c = b
        c.transform = .identity
        #expect(a != c)
        #expect(DisplayItem.Shadow(color: .white, radius: 2, x: 0, y: 1) == DisplayItem.Shadow(color: .white, radius: 2, x: 0, y: 1))
        #expect(DisplayItem.Shadow(color: .white, radius: 2, x: 0, y: 1) != DisplayItem.Shadow(color: .white, radius: 2, x: 1, y: 1))
    }
}
