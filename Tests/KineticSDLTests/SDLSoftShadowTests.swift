import Foundation
import Testing
import KineticCore
@testable import Drawing
@testable import KineticSDL

/// A shadow under an opaque fill leaves out what the fill hides (its middle): the frame SDL's
/// software renderer draws is the one it drew with the whole shadow under the fill.
@MainActor
struct SDLSoftShadowTests {
    /// Opaque shapes casting shadows, turned, offset and scaled; each either one item (its
    /// shadow's middle left out) or, for the whole shadow, a clear fill casting the shadow and
    /// the opaque fill over it.
    static func scene(whole: Bool) -> DisplayList {
        var list = DisplayList()
        let shapes: [DisplayShape] = [.roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous), .ellipse, .rectangle, .capsule]
        for index in 0..<8 {
            let frame = CGRect(x: 20 + Double(index % 4) * 100.3, y: 24 + Double(index / 4) * 90.6, width: 70 + Double(index % 3) * 3.7, height: 48)
            let transform = index % 3 == 1 ? CGAffineTransform(rotationAngle: 0.1) : index == 5 ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
            let shadow = DisplayItem.Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.6), radius: index % 2 == 0 ? 10 : 5,
                                            x: index % 4 == 3 ? 3 : 0, y: index % 4 == 3 ? 5 : 0)
            let color = RGBAColor(red: Double(index) / 8, green: 0.6, blue: 0.9)
            let shape = shapes[index % shapes.count]
            if whole {
                list.append(DisplayItem(.fill(shape, color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)), frame: frame, transform: transform, shadow: shadow))
                list.append(DisplayItem(.fill(shape, color: color), frame: frame, transform: transform))
            } else {
                list.append(DisplayItem(.fill(shape, color: color), frame: frame, transform: transform, shadow: shadow))
            }
        }
        return list
    }

    func pixels(_ display: DisplayList) throws -> [RGBA8] {
        try headlessFrame(display, width: 440, height: 200, clearColor: RGBAColor(hex: 0xE8E8E8))
    }

    @Test func anOpaqueFillOverItsShadowLooksAsItDidOverTheWholeShadow() throws {
        let whole = try pixels(Self.scene(whole: true)), hidden = try pixels(Self.scene(whole: false))
        // The scene draws: the shadows darken the light background.
        #expect(whole.filter { $0.r < 0xE0 && $0.g < 0xE0 && $0.g > 0x60 }.count > 2_000)
        let difference = channelDifference(whole, hidden)
        // Within the fill's fringe the rings interpolate from a ring nearer the edge.
        #expect(difference.largest <= 2, "largest difference \(difference.largest) over \(difference.pixels) pixels")
    }
}
