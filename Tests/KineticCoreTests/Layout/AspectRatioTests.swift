import Foundation
import Testing
@testable import KineticCore

@MainActor
struct AspectRatioTests {
    func frame(_ host: HeadlessHost<some View>, _ index: Int = 0) -> CGRect? {
        let items = host.displayList.items
        return index < items.count ? items[index].windowFrame : nil
    }

    /// In 200 × 100: a 1:1 ratio fits as 100 × 100 and fills as 200 × 200, centred.
    @Test(arguments: [(ContentMode.fit, CGRect(x: 50, y: 0, width: 100, height: 100)), (.fill, CGRect(x: 0, y: -50, width: 200, height: 200))])
    func aRatioFitsOrFillsTheSpace(mode: ContentMode, expected: CGRect) throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Rectangle().fill(.red).aspectRatio(1, contentMode: mode).frame(width: 200, height: 100)
        }
        #expect(try #require(frame(host)) == expected)
    }

    @Test func oneOfferedDimensionGivesTheOther() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            VStack(spacing: 0) {
                Rectangle().fill(.red).aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit).frame(width: 160)
                Spacer()
            }
        }
        let rect = try #require(frame(host))
        #expect(rect.width == 160 && rect.height == 90)
    }

    /// Without a ratio, the content's ideal size sets it: a 40 × 20 ideal scaled to fit 100 × 100.
    @Test func scaledToFitKeepsTheContentsOwnRatio() throws {
        struct Wide: View {
            var body: some View { Color.blue.frame(idealWidth: 40, idealHeight: 20) }
        }
        let fit = HeadlessHost(size: CGSize(width: 100, height: 100)) { Wide().scaledToFit().frame(width: 100, height: 100) }
        let fill = HeadlessHost(size: CGSize(width: 100, height: 100)) { Wide().scaledToFill().frame(width: 100, height: 100) }
        #expect(try #require(frame(fit)).size == CGSize(width: 100, height: 50))
        #expect(try #require(frame(fill)).size == CGSize(width: 200, height: 100))
    }

    /// A ratio that is not a positive number counts as none: the content's own (a shape's ideal
    /// size is 10 × 10, so a square).
    @Test func badRatiosCountAsNone() throws {
        for ratio in [CGFloat(0), -2, .nan, .infinity] {
            let host = HeadlessHost(size: CGSize(width: 120, height: 80)) {
                Rectangle().fill(.red).aspectRatio(ratio, contentMode: .fit).frame(width: 120, height: 80)
            }
            #expect(try #require(frame(host)).size == CGSize(width: 80, height: 80), "\(ratio)")
        }
    }

    @Test func aResizableImageStretchesOverItsFrame() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Image("checker").resizable().scaledToFit().frame(width: 200, height: 100)
        }
        guard let item = host.displayList.items.first, case .image("checker", _, _) = item.content else { Issue.record("no image"); return }
        #expect(item.windowFrame.size.width == item.windowFrame.size.height)
    }
}
