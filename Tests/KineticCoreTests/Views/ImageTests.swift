import Foundation
import Testing
@testable import KineticCore

/// Named images: their own size unless resizable, templates, and sampling.
@MainActor
struct ImageTests {
    static let size = CGSize(width: 300, height: 300)

    static func images(_ list: DisplayList) -> [DisplayItem] {
        list.items.filter { if case .image = $0.content { true } else { false } }
    }

    @Test func anImageIsItsOwnSizeCentredInAFrame() throws {
        let host = HeadlessHost(size: Self.size) { Image("checker").frame(width: 60, height: 60) }
        let image = try #require(Self.images(host.displayList).first)
        #expect(image.windowFrame.size == CGSize(width: 32, height: 32))
        #expect(image.windowFrame.midX == 150 && image.windowFrame.midY == 150)
    }

    @Test func aResizableImageTakesTheFrame() throws {
        let host = HeadlessHost(size: Self.size) { Image("checker").resizable().frame(width: 60, height: 40) }
        #expect(Self.images(host.displayList).first?.windowFrame.size == CGSize(width: 60, height: 40))
        let fitted = HeadlessHost(size: Self.size) { Image("checker").resizable().scaledToFit().frame(width: 200, height: 100) }
        #expect(Self.images(fitted.displayList).first?.windowFrame.size == CGSize(width: 100, height: 100))
        let capped = HeadlessHost(size: Self.size) {
            Image("checker").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile).frame(width: 90, height: 30)
        }
        #expect(Self.images(capped.displayList).first?.windowFrame.size == CGSize(width: 90, height: 30))
    }

    @Test func anImageNotFoundTakesWhatItIsOffered() throws {
        let host = HeadlessHost(size: Self.size) { Image("no-such-image").frame(width: 50, height: 20) }
        #expect(Self.images(host.displayList).first?.windowFrame.size == CGSize(width: 50, height: 20))
    }

    @Test func aTemplateIsTheForegroundColourAtItsPixelsOpacity() throws {
        let host = HeadlessHost(size: Self.size) {
            Image("checker").renderingMode(.template).foregroundColor(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        }
        let items = host.displayList.items
        guard case .beginLayer(let effect) = items.first?.content, let matrix = effect.colorMatrix else {
            Issue.record("no layer: \(items)")
            return
        }
        let mapped = matrix.apply(to: RGBAColor(red: 0.2, green: 0.9, blue: 0.4, opacity: 0.8))
        #expect(mapped == RGBAColor(red: 1, green: 0.5, blue: 0, opacity: 0.4))
        let original = HeadlessHost(size: Self.size) { Image("checker").renderingMode(.original) }
        #expect(!original.displayList.items.contains { if case .beginLayer = $0.content { true } else { false } })
    }

    @Test func interpolationNoneSamplesTheNearestPixel() throws {
        let host = HeadlessHost(size: Self.size) {
            VStack { Image("checker").interpolation(.none); Image("checker").interpolation(.high) }
        }
        let samplings = Self.images(host.displayList).map { item -> ImageSampling? in
            if case .image(_, let sampling, _) = item.content { sampling } else { nil }
        }
        #expect(samplings == [.nearest, .linear])
    }

    /// Cap insets and tiling reach the display list (leading is left); an image that is not
    /// resizable is drawn whole, whatever it was given before.
    @Test func capInsetsAndTilingAreDrawn() throws {
        let host = HeadlessHost(size: Self.size) {
            VStack {
                Image("checker").resizable(capInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), resizingMode: .tile)
                    .frame(width: 90, height: 30)
                Image("checker").resizable(capInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)).frame(width: 90, height: 30)
                Image("checker").resizable().frame(width: 90, height: 30)
            }
        }
        let slicings = Self.images(host.displayList).map { item -> ImageSlicing? in
            if case .image(_, _, let slicing) = item.content { slicing } else { nil }
        }
        #expect(slicings == [ImageSlicing(top: 1, left: 2, bottom: 3, right: 4, tiles: true),
                             ImageSlicing(top: 5, left: 5, bottom: 5, right: 5), .whole])
    }
}

