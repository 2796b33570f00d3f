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
        #expect(SDLFontLibrary.forDrawing(otherPath, sharing: measurer) !== measurer.library)
        #expect(SDLFontLibrary.forDrawing(repositoryFont, sharing: measurer) === measurer.library)
        #expect(SDLFontLibrary.forDrawing(nil, sharing: measurer) == nil)
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

/// The typefaces beyond the default font: the system designs and the app's own fonts.
@MainActor
struct SDLFontLibraryTests {
    static let dejavu = SDLFontLibrary.systemFolder

    /// A folder holding a copy of the default font and `extra` files copied from `dejavu`
    /// under new names; removed by the caller.
    static func assetFolder(_ extra: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryFont, toPath: folder.appendingPathComponent("DejaVuSans.ttf").path)
        for (name, source) in extra {
            try FileManager.default.copyItem(atPath: "\(dejavu)/\(source)", toPath: folder.appendingPathComponent(name).path)
        }
        return folder
    }

    @Test func theMonospacedDesignMeasuresEveryCharacterAlike() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        let mono = measurer.family(.monospaced)
        // Alike to the pixel (a W's ink reaches a pixel past its advance).
        #expect(abs(mono.width(of: "iiii", size: 20, weight: .regular) - mono.width(of: "WWWW", size: 20, weight: .regular)) <= 1)
        #expect(measurer.width(of: "iiii", size: 20, weight: .regular) + 20 < measurer.width(of: "WWWW", size: 20, weight: .regular))
        // Asked again, the same measurer; the default family is the measurer itself.
        #expect((measurer.family(.monospaced) as? SDLTextMeasurer) === (mono as? SDLTextMeasurer))
        #expect((measurer.family(nil) as? SDLTextMeasurer) === measurer)
        #expect(measurer.library.fonts(for: .serif).path.hasSuffix("DejaVuSerif.ttf"))
    }

    @Test func theDigitsOfEveryDesignAreTabular() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        for family in [nil, FontFamily.monospaced, .serif] {
            let widths = Set((0...9).map { measurer.family(family).width(of: String($0), size: 40, weight: .regular) })
            #expect(widths.count == 1, "\(String(describing: family)): \(widths.sorted())")
        }
    }

    @Test func aCustomFontIsFoundByFileNameOrFamilyName() throws {
        let folder = try Self.assetFolder(["Brand-Display.otf": "DejaVuSerif.ttf", "Code.ttf": "DejaVuSansMono.ttf"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = SDLFontLibrary(defaultPath: folder.appendingPathComponent("DejaVuSans.ttf").path)
        #expect(library.fonts(for: .custom("Brand-Display")).path.hasSuffix("Brand-Display.otf"))
        #expect(library.fonts(for: .custom("brand display")).path.hasSuffix("Brand-Display.otf"))
        #expect(library.fonts(for: .custom("DejaVu Sans Mono")).path.hasSuffix("Code.ttf"))
        #expect(library.fonts(for: .custom("DejaVuSerif-Book")).path.hasSuffix("Brand-Display.otf"))
        // The default file answers to its own family name too.
        #expect(library.fonts(for: .custom("DejaVu Sans")).path.hasSuffix("DejaVuSans.ttf"))
    }

    @Test func aMissingFontWarnsOnceAndDrawsTheSystemFont() throws {
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        let warnings = Diagnostics.collectingWarnings {
            for _ in 0..<3 {
                let missing = measurer.family(.custom("NoSuchFont"))
                #expect(missing.width(of: "Kinetic", size: 20, weight: .regular) == measurer.width(of: "Kinetic", size: 20, weight: .regular))
            }
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'NoSuchFont'") == true)
    }

    @Test func aFileThatIsNotAFontWarnsAndDrawsTheSystemFont() throws {
        let folder = try Self.assetFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        let library = SDLFontLibrary(defaultPath: folder.appendingPathComponent("DejaVuSans.ttf").path)
        let warnings = Diagnostics.collectingWarnings {
            #expect(library.fonts(for: .custom("Broken")) === library.defaultFonts)
        }
        #expect(warnings.count == 1 && warnings.first?.contains("could not be opened") == true)
    }

    @Test func textInAnotherTypefaceIsDrawnInIt() throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 40), fontPath: repositoryFont)
        defer { host.shutdown() }
        func pixels(_ family: FontFamily?) -> [RGBA8] {
            var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
            list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
            let layout = TextLayout(lines: ["Kinetic 123"], size: 20, lineHeight: 24, color: .white, family: family)
            list.append(DisplayList(items: [DisplayItem(.text(layout), frame: CGRect(x: 2, y: 2, width: 190, height: 30))]))
            host.submit(list)
            return (0..<40).flatMap { y in (0..<200).compactMap { x in host.pixel(x: x, y: y) } }
        }
        let sans = pixels(nil), serif = pixels(.serif), mono = pixels(.monospaced), again = pixels(.serif)
        #expect(sans != serif && serif != mono && sans != mono)
        #expect(serif == again)
        #expect(serif.contains { $0.r > 200 })
    }
}

extension SDLFontLibraryTests {
    @Test func anInstalledFontIsFoundWhenTheAppHasNone() throws {
        let library = SDLFontLibrary(defaultPath: repositoryFont)
        #expect(library.fonts(for: .custom("DejaVu Serif")).path.hasSuffix("/DejaVuSerif.ttf"))
        #expect(library.fonts(for: .custom("DejaVuSansMono-Bold")).path.hasSuffix("/DejaVuSansMono-Bold.ttf"))
    }
}

extension SDLFontLibraryTests {
    /// Italic slants the glyphs; underline and strikethrough draw lines across the run.
    @Test func decoratedTextIsDrawnSlantedAndLined() throws {
        let host = try SDLHeadlessHost(size: CGSize(width: 200, height: 40), fontPath: repositoryFont)
        defer { host.shutdown() }
        func pixels(_ decoration: TextDecoration) -> [[Bool]] {
            var list = DrawList(pixelsPerPoint: 1, clearColor: .black)
            list.removeAll(vertexSampleOffset: host.vertexSampleOffset)
            let layout = TextLayout(lines: ["Kinetic"], size: 20, lineHeight: 24, color: .white, decoration: decoration)
            list.append(DisplayList(items: [DisplayItem(.text(layout), frame: CGRect(x: 2, y: 2, width: 190, height: 30))]))
            host.submit(list)
            return (0..<40).map { y in (0..<200).map { x in (host.pixel(x: x, y: y)?.r ?? 0) > 128 } }
        }
        let plain = pixels([]), italic = pixels(.italic), underlined = pixels(.underline), struck = pixels(.strikethrough)
        #expect(italic != plain)
        // A row lit nearly all the way along the word that the plain text does not have.
        func longRows(_ image: [[Bool]]) -> Set<Int> { Set(image.indices.filter { image[$0].filter { $0 }.count > 60 }) }
        #expect(!longRows(underlined).subtracting(longRows(plain)).isEmpty)
        #expect(!longRows(struck).subtracting(longRows(plain)).isEmpty)
        // The underline lies below the strike-through.
        #expect(longRows(underlined).subtracting(longRows(plain)).min()! > longRows(struck).subtracting(longRows(plain)).max()!)
    }
}

extension SDLFontLibraryTests {
    /// Bold text is set in the typeface's bold face where it is installed (fonts-dejavu-core
    /// has DejaVu's), not emboldened: its strokes are DejaVu Sans Bold's, and it measures as
    /// that face does.
    @Test func boldTextIsSetInTheBoldFace() throws {
        let pool = SDLFontLibrary(defaultPath: repositoryFont).defaultFonts
        let bold = try #require(pool.faces.bold, "fonts-dejavu-core's DejaVuSans-Bold.ttf is not installed")
        #expect(bold.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(pool.faces.face(regular: pool.path, bold: true, italic: false) == (bold, false, false))
        // Measured in that face: as the bold file measures on its own at regular weight.
        let measurer = try SDLTextMeasurer(fontPath: repositoryFont)
        let alone = try SDLTextMeasurer(fontPath: bold)
        let boldWidth = alone.width(of: "Kinetic springs", size: 20, weight: .regular)
        #expect(measurer.width(of: "Kinetic springs", size: 20, weight: .bold) == boldWidth)
        #expect(measurer.width(of: "Kinetic springs", size: 20, weight: .regular) < boldWidth)
    }

    /// A face the typeface lacks is synthesised from the closest one: bold italic from the bold
    /// face, slanted; a typeface with no other face, everything from the regular one.
    @Test func aMissingFaceIsSynthesisedFromTheClosest() throws {
        let faces = SDLFontFaces(bold: "/f/X-Bold.ttf", italic: nil, boldItalic: nil)
        #expect(faces.face(regular: "/f/X.ttf", bold: true, italic: true) == ("/f/X-Bold.ttf", false, true))
        #expect(faces.face(regular: "/f/X.ttf", bold: false, italic: true) == ("/f/X.ttf", false, true))
        let none = SDLFontFaces(bold: nil, italic: nil, boldItalic: nil)
        #expect(none.face(regular: "/f/X.ttf", bold: true, italic: true) == ("/f/X.ttf", true, true))
        #expect(none.face(regular: "/f/X.ttf", bold: false, italic: false) == ("/f/X.ttf", false, false))
    }

    /// Faces are found by the usual names beside the regular file, "-Regular" or not.
    @Test func facesAreFoundBesideTheRegularFile() throws {
        let folder = try Self.assetFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try Data(contentsOf: URL(fileURLWithPath: repositoryFont))
        for name in ["Brand-Regular.ttf", "Brand-Bold.ttf", "Brand-Italic.ttf", "Plain.ttf", "Plain-BoldOblique.ttf"] {
            try data.write(to: folder.appendingPathComponent(name))
        }
        let brand = SDLFontFaces(besideRegular: folder.appendingPathComponent("Brand-Regular.ttf").path)
        #expect(brand.bold?.hasSuffix("/Brand-Bold.ttf") == true)
        #expect(brand.italic?.hasSuffix("/Brand-Italic.ttf") == true)
        #expect(brand.boldItalic == nil)
        let plain = SDLFontFaces(besideRegular: folder.appendingPathComponent("Plain.ttf").path)
        #expect(plain.bold == nil && plain.italic == nil)
        #expect(plain.boldItalic?.hasSuffix("/Plain-BoldOblique.ttf") == true)
    }
}
