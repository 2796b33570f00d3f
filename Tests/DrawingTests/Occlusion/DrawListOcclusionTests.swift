import Foundation
import Testing
@testable import Drawing

/// Items hidden under opaque rectangles drawn after them are not drawn: the list is the one
/// drawn without them, and whatever shows is drawn.
struct DrawListOcclusionTests {
    static let dark = RGBAColor(red: 0.1, green: 0.1, blue: 0.15)
    static let card = RGBAColor(red: 0.9, green: 0.6, blue: 0.3)
    static let screen = CGRect(x: 100, y: 50, width: 300, height: 200)

    /// An opaque rectangle over `frame`.
    static func cover(_ frame: CGRect = screen, color: RGBAColor = dark, transform: CGAffineTransform = .identity,
                      opacity: Double = 1, clip: DisplayItem.Clip? = nil, blur: Double = 0) -> DisplayItem {
        DisplayItem(.fill(.rectangle, color: color), frame: frame, transform: transform, opacity: opacity, clip: clip, blurRadius: blur)
    }

    static func ellipse(_ frame: CGRect, shadow: DisplayItem.Shadow? = nil) -> DisplayItem {
        DisplayItem(.fill(.ellipse, color: card), frame: frame, shadow: shadow)
    }

    /// A card clipped to a rounded rectangle, as `.clipShape(RoundedRectangle(…))` draws it.
    static func roundedCard(_ frame: CGRect, opacity: Double = 1, blur: Double = 0) -> [DisplayItem] {
        [DisplayItem(.beginLayer(LayerEffect(opacity: opacity, blurRadius: blur, mask: .roundedRectangle(cornerSize: CGSize(width: 14, height: 14), style: .continuous))),
                     frame: frame),
         DisplayItem(.fill(.rectangle, color: card), frame: frame),
         DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: frame.midX, y: frame.minY + 5, width: 30, height: 30)),
         DisplayItem(.endLayer, frame: frame)]
    }

    static func drawn(_ items: [DisplayItem], pixelsPerPoint: Double = 1) -> DrawList {
        var list = DrawList(pixelsPerPoint: pixelsPerPoint)
        list.append(DisplayList(items: items))
        return list
    }

    static func same(_ a: DrawList, _ b: DrawList) -> Bool {
        a.vertices == b.vertices && a.indices == b.indices && a.commands == b.commands
    }

    @Test(arguments: [1.0, 2.0])
    func whatAnOpaqueRectangleHidesIsNotDrawn(pixelsPerPoint: Double) {
        let hidden = [Self.ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)),
                      DisplayItem(.stroke(.rectangle, color: .white, lineWidth: 2), frame: CGRect(x: 200, y: 100, width: 100, height: 50)),
                      DisplayItem(.image(name: "checker"), frame: CGRect(x: 300, y: 200, width: 40, height: 40))]
        let list = Self.drawn(hidden + [Self.cover()], pixelsPerPoint: pixelsPerPoint)
        #expect(Self.same(list, Self.drawn([Self.cover()], pixelsPerPoint: pixelsPerPoint)))
        #expect(list.occludedItemCount == 3)
        // What comes after the rectangle is drawn over it.
        let over = Self.drawn(hidden + [Self.cover()] + hidden, pixelsPerPoint: pixelsPerPoint)
        #expect(Self.same(over, Self.drawn([Self.cover()] + hidden, pixelsPerPoint: pixelsPerPoint)))
    }

    /// Anything that shows, or may show, past the rectangle; and rectangles that do not hide.
    @Test(arguments: [
        ("a pixel past the edge", [ellipse(CGRect(x: 99, y: 60, width: 80, height: 80)), cover()]),
        ("on the anti-aliased edge", [ellipse(CGRect(x: 100.5, y: 60, width: 80, height: 80)), cover()]),
        ("a shadow past the edge", [ellipse(CGRect(x: 110, y: 60, width: 80, height: 80), shadow: .init(color: .black, radius: 4, x: 0, y: 0)), cover()]),
        ("a miter past the edge", [DisplayItem(.stroke(.path(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 40, y: 4)); $0.addLine(to: CGPoint(x: 0, y: 8)) }),
                                                      color: .white, lineWidth: 4), frame: CGRect(x: 360, y: 100, width: 40, height: 8)), cover()]),
        ("text", [DisplayItem(.text(TextLayout(lines: ["Dune"], size: 15, lineHeight: 18, color: .white)), frame: CGRect(x: 150, y: 100, width: 60, height: 18)), cover()]),
        ("a translucent rectangle", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)), cover(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.4))]),
        ("a faded rectangle", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)), cover(opacity: 0.99)]),
        ("a turned rectangle", [ellipse(CGRect(x: 200, y: 120, width: 20, height: 20)),
                                cover(transform: CGAffineTransform(translationX: -250, y: -150).concatenating(CGAffineTransform(rotationAngle: 0.01))
                                    .concatenating(CGAffineTransform(translationX: 250, y: 150)))]),
        ("a blurred rectangle", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)), cover(blur: 2)]),
        ("a rectangle clipped short", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)),
                                       cover(clip: DisplayItem.Clip(shape: .rectangle, frame: CGRect(x: 0, y: 0, width: 150, height: 400), transform: .identity))]),
        ("a material between", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)),
                                DisplayItem(.backdrop(BackdropEffect(blurRadius: 10)), frame: CGRect(x: 380, y: 50, width: 100, height: 100)), cover()]),
        ("a faded layer", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)),
                           DisplayItem(.beginLayer(LayerEffect(opacity: 0.9)), frame: screen), cover(), DisplayItem(.endLayer, frame: screen)]),
        // The cut-out of SwiftUI: a shape blended `.destinationOut` in a group takes away what
        // the group's rectangle covered.
        ("a cut-out", [ellipse(CGRect(x: 120, y: 60, width: 80, height: 80)),
                       DisplayItem(.beginLayer(LayerEffect()), frame: screen), cover(),
                       DisplayItem(.beginLayer(LayerEffect(blendMode: .destinationOut)), frame: screen),
                       DisplayItem(.fill(.ellipse, color: .white), frame: CGRect(x: 110, y: 55, width: 100, height: 100)),
                       DisplayItem(.endLayer, frame: screen), DisplayItem(.endLayer, frame: screen)]),
        // A card clipped to a path that reaches past the card's frame shows past it.
        ("a path mask past its frame", [DisplayItem(.beginLayer(LayerEffect(mask: .path(Path(CGRect(x: -60, y: 0, width: 100, height: 40))))),
                                                    frame: CGRect(x: 120, y: 60, width: 40, height: 40)),
                                        DisplayItem(.fill(.rectangle, color: card), frame: CGRect(x: 60, y: 60, width: 100, height: 40)),
                                        DisplayItem(.endLayer, frame: CGRect(x: 120, y: 60, width: 40, height: 40)), cover()]),
    ])
    func whatShowsIsDrawn(_ name: String, _ items: [DisplayItem]) {
        let list = Self.drawn(items)
        #expect(list.occludedItemCount == 0, "\(name)")
    }

    @Test func aRoundedCardUnderTheScreenIsNotDrawnNorComposited() {
        let under = Self.roundedCard(CGRect(x: 120, y: 60, width: 120, height: 80))
        let list = Self.drawn(under + [Self.cover()])
        #expect(list.occludedItemCount == under.count)
        #expect(Self.same(list, Self.drawn([Self.cover()])))
        #expect(!list.commands.contains { if case .beginLayer = $0 { true } else { false } })
        // One that pokes out from under it is drawn whole.
        let poking = Self.roundedCard(CGRect(x: 350, y: 60, width: 120, height: 80))
        #expect(Self.drawn(poking + [Self.cover()]).occludedItemCount == 0)
    }

    /// A card partly under the screen is drawn, and says which part of it the screen hides,
    /// for the backend not to composite there: when that is a quarter of it at least.
    @Test func aCardPartlyUnderTheScreenSaysWhatIsHidden() throws {
        func run(_ frame: CGRect) -> LayerRun? {
            let list = Self.drawn(Self.roundedCard(frame) + [Self.cover()])
            for command in list.commands { if case .beginLayer(let run) = command { return run } }
            return nil
        }
        // The screen's pixels wholly covered: (101, 51) to (399, 249).
        let half = try #require(run(CGRect(x: 300, y: 60, width: 200, height: 80)))
        #expect(half.hidden == PixelRect(x: 298, y: 58, width: 101, height: 84))
        #expect(try #require(run(CGRect(x: 380, y: 60, width: 200, height: 80))).hidden == nil)
        #expect(try #require(run(CGRect(x: 420, y: 60, width: 200, height: 80))).hidden == nil)
    }

    /// A zooming screen clipped to a rounded rectangle, its background an opaque rectangle:
    /// what lies within the clip's interior (between its corners) is hidden, what lies under
    /// a corner is not.
    @Test func aRoundedScreenHidesWhatIsWithinItsCorners() {
        let screen = [DisplayItem(.beginLayer(LayerEffect(mask: .roundedRectangle(cornerSize: CGSize(width: 20, height: 20), style: .continuous))),
                                  frame: Self.screen),
                      Self.cover(),
                      DisplayItem(.text(TextLayout(lines: ["Dune"], size: 30, lineHeight: 36, color: .white)), frame: CGRect(x: 120, y: 180, width: 80, height: 36)),
                      DisplayItem(.endLayer, frame: Self.screen)]
        let middle = Self.ellipse(CGRect(x: 200, y: 100, width: 50, height: 50))
        let corner = Self.ellipse(CGRect(x: 101, y: 51, width: 10, height: 10))
        let list = Self.drawn([middle, corner] + screen)
        #expect(list.occludedItemCount == 1)
        #expect(Self.same(list, Self.drawn([corner] + screen)))
        // Faded, blurred or projected, it hides nothing.
        for effect in [LayerEffect(opacity: 0.9, mask: .rectangle), LayerEffect(blurRadius: 2, mask: .rectangle),
                       LayerEffect(mask: .rectangle, projection: ProjectionMatrix(CGAffineTransform(scaleX: 0.5, y: 0.5))),
                       LayerEffect(mask: .ellipse), LayerEffect(mask: .rectangle, blendMode: .multiply)] {
            var changed = screen
            changed[0] = DisplayItem(.beginLayer(effect), frame: Self.screen)
            #expect(Self.drawn([middle] + changed).occludedItemCount == 0, "\(effect)")
        }
    }

    /// Frame after frame in one list, written over in place where it can be: an item hidden,
    /// shown and hidden again draws each frame as a new list draws it; over a cleared window
    /// too, where a covering first item becomes the clear colour.
    @Test(arguments: [nil, CGSize(width: 500, height: 300)])
    func framesWrittenOverInPlaceMatchFreshLists(window: CGSize?) {
        let ellipse = Self.ellipse(CGRect(x: 120, y: 60, width: 80, height: 80))
        let moved = Self.ellipse(CGRect(x: 20, y: 60, width: 80, height: 80))
        let background = Self.cover(CGRect(x: 0, y: 0, width: 500, height: 300), color: .white)
        let frames: [[DisplayItem]] = [
            [ellipse, Self.cover()], [ellipse, Self.cover()], [moved, Self.cover()], [ellipse, Self.cover()],
            [ellipse, Self.cover(CGRect(x: 100, y: 50, width: 10, height: 10))], [ellipse, Self.cover()], [ellipse, Self.cover()],
            [background, ellipse, Self.cover()], [background, ellipse, Self.cover()], [background, moved, Self.cover()],
            [ellipse, background, Self.cover()], [ellipse, background, Self.cover()], [background, ellipse, Self.cover()],
        ]
        // Against a list drawn afresh each frame, through a tessellation cache with the same
        // history (a kept shape moved rounds its vertices a little differently from a new one).
        var list = DrawList(), afresh = DrawList()
        afresh.writesInPlace = false
        for (number, items) in frames.enumerated() {
            list.removeAll()
            afresh.removeAll()
            list.clearedOutputSize = window
            afresh.clearedOutputSize = window
            list.clearColor = .black
            afresh.clearColor = .black
            list.append(DisplayList(items: items))
            afresh.append(DisplayList(items: items))
            #expect(Self.same(list, afresh) && list.clearColor == afresh.clearColor, "frame \(number)")
        }
    }
}
