import Drawing
import Foundation
import KineticCore
import Testing
@testable import KineticSDL

/// A host given the text measurer draws with the fonts the measurer opened.
@MainActor
struct SDLFontPoolTests {
    /// Draws "Kinetic" at sizes 14 and 20 and returns every pixel.
    private func drawText(on host: SDLHeadlessHost) -> [RGBA8] {
        var list = DrawList()
        list.addText("Kinetic", at: CGPoint(x: 4, y: 2), size: 14, color: .white)
        list.addText("Kinetic", at: CGPoint(x: 4, y: 20), size: 20, color: .white)
        host.submit(list)
        return (0..<50).flatMap { y in (0..<120).compactMap { x in host.pixel(x: x, y: y) } }
    }

    @Test func aSharingHostOpensNoSizeTheMeasurerHasOpened() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        _ = measurer.width(of: "Kinetic", size: 14, weight: .regular)
        _ = measurer.width(of: "Kinetic", size: 20, weight: .regular)
        // 16 (opened to prove the font loads), 14 and 20.
        #expect(measurer.fonts.openCount == 3)
        let host = try SDLHeadlessHost(size: CGSize(width: 120, height: 50), fontPath: repositoryFont, sharingFontsWith: measurer)
        defer { host.shutdown() }
        let pixels = drawText(on: host)
        #expect(measurer.fonts.openCount == 3)
        #expect(pixels.contains { $0.r > 128 })
        // A size layout never measured is opened once, into the same pool.
        var list = DrawList()
        list.addText("Kinetic", at: .zero, size: 30, color: .white)
        host.submit(list)
        #expect(measurer.fonts.openCount == 4)
    }

    @Test func sharedFontsDrawTheSamePixelsAsTheHostsOwn() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        _ = measurer.width(of: "Kinetic", size: 20, weight: .regular)
        let shared = try SDLHeadlessHost(size: CGSize(width: 120, height: 50), fontPath: repositoryFont, sharingFontsWith: measurer)
        defer { shared.shutdown() }
        let own = try SDLHeadlessHost(size: CGSize(width: 120, height: 50), fontPath: repositoryFont)
        defer { own.shutdown() }
        #expect(drawText(on: shared) == drawText(on: own))
    }

    /// A measurer of another file is not shared: the host draws its own font.
    @Test func aMeasurerOfAnotherFontIsNotShared() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        let otherPath = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-font-\(UUID().uuidString).ttf").path
        try FileManager.default.copyItem(atPath: repositoryFont, toPath: otherPath)
        defer { try? FileManager.default.removeItem(atPath: otherPath) }
        #expect(SDLFontPool.forDrawing(otherPath, sharing: measurer) !== measurer.fonts)
        #expect(SDLFontPool.forDrawing(repositoryFont, sharing: measurer) === measurer.fonts)
        #expect(SDLFontPool.forDrawing(nil, sharing: measurer) == nil)
    }

    /// The pool outlives whichever of measurer and host goes first.
    @Test func theMeasurerMayGoBeforeTheHost() throws {
        var measurer: SDLTextMeasurer? = try SDLTextMeasurer(fontPath: repositoryFont)
        let host = try SDLHeadlessHost(size: CGSize(width: 120, height: 50), fontPath: repositoryFont, sharingFontsWith: measurer)
        defer { host.shutdown() }
        let before = drawText(on: host)
        measurer = nil
        #expect(drawText(on: host) == before)
    }
}
