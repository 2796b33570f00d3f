import CSDL2TTF
import Drawing
import Foundation
import KineticCore
import Synchronization

/// Opens and closes SDL2_ttf fonts for the text renderer and the text measurer.
///
/// SDL2_ttf shares one FreeType library between all fonts, and FreeType lets different fonts
/// be used on different threads only if opening and closing them is serialised; this lock does
/// that, so the measurer may run off the main actor while the renderer draws on it.
enum SDLFonts {
    private static let lock = Mutex(())

    /// Starts SDL2_ttf if it is not running.
    static func start() -> Bool {
        lock.withLock { _ in TTF_WasInit() != 0 || TTF_Init() == 0 }
    }

    /// The font file at `path` at a size of `pixelSize` pixels, synthesised bold when `bold`,
    /// and slanted, underlined or struck through as `decoration` says.
    static func open(_ path: String, pixelSize: Int, bold: Bool, decoration: TextDecoration = []) -> OpaquePointer? {
        lock.withLock { _ in
            guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
            var style: Int32 = bold ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL
            if decoration.contains(.italic) { style |= TTF_STYLE_ITALIC }
            if decoration.contains(.underline) { style |= TTF_STYLE_UNDERLINE }
            if decoration.contains(.strikethrough) { style |= TTF_STYLE_STRIKETHROUGH }
            if style != TTF_STYLE_NORMAL { TTF_SetFontStyle(font, style) }
            return font
        }
    }

    static func close(_ font: OpaquePointer) {
        lock.withLock { _ in TTF_CloseFont(font) }
    }

    /// Whether text of `weight` is drawn bold: semibold and heavier, in the typeface's bold face
    /// where it has one (``SDLFontFaces``), else emboldened by SDL2_ttf; lighter weights are
    /// regular (DejaVu has no light or medium face).
    static func isBold(_ weight: FontWeight) -> Bool {
        weight >= .semibold
    }
}

/// A typeface's bold, italic and bold italic faces, found as files beside its regular one by
/// the usual names ("DejaVuSans.ttf": "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
/// "DejaVuSans-BoldOblique.ttf"; "Inter-Regular.ttf": "Inter-Bold.ttf", "Inter-Italic.ttf",
/// "Inter-BoldItalic.ttf"). A DejaVu face is also looked for where Debian installs them
/// (fonts-dejavu-core has the bold faces, fonts-dejavu-extra the italic ones). A face with no
/// file is synthesised by SDL2_ttf: emboldened, or slanted.
struct SDLFontFaces: Hashable, Sendable {
    var bold: String?
    var italic: String?
    var boldItalic: String?
}

extension SDLFontFaces {
    /// The faces of the typeface whose regular face is `path`.
    init(besideRegular path: String) {
        let file = URL(fileURLWithPath: path)
        let folder = file.deletingLastPathComponent().path
        let fileExtension = file.pathExtension
        var base = file.deletingPathExtension().lastPathComponent
        for regular in ["-Regular", "-Book", "-Roman", "_Regular"] where base.hasSuffix(regular) {
            base.removeLast(regular.count)
        }
        var folders = [folder]
        if base.hasPrefix("DejaVu"), folder != SDLFontLibrary.systemFolder { folders.append(SDLFontLibrary.systemFolder) }
        func first(_ styles: [String]) -> String? {
            for folder in folders {
                for style in styles {
                    let candidate = URL(fileURLWithPath: folder).appendingPathComponent("\(base)-\(style).\(fileExtension)").path
                    if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
                }
            }
            return nil
        }
        bold = first(["Bold"])
        italic = first(["Italic", "Oblique"])
        boldItalic = first(["BoldItalic", "BoldOblique"])
    }

    /// The file to open for text `bold` and `italic`, and what SDL2_ttf must still synthesise:
    /// the closest face there is, the rest emboldened or slanted.
    func face(regular: String, bold: Bool, italic: Bool) -> (path: String, emboldened: Bool, slanted: Bool) {
        switch (bold, italic) {
        case (true, true):
            if let boldItalic = self.boldItalic { return (boldItalic, false, false) }
            if let bold = self.bold { return (bold, false, true) }
            if let italic = self.italic { return (italic, true, false) }
            return (regular, true, true)
        case (true, false): return self.bold.map { ($0, false, false) } ?? (regular, true, false)
        case (false, true): return self.italic.map { ($0, false, false) } ?? (regular, false, true)
        case (false, false): return (regular, false, false)
        }
    }
}

/// The fonts of one file, each pixel size and weight opened once, shared by the text measurer
/// and the text renderer that draws what it measured.
///
/// Opening a size is the costly part of text (FreeType parses the file and runs its hinting
/// program at that size), and a window's first frame draws the very sizes its layout has
/// just measured: sharing the measurer's fonts takes that work off the first frame.
///
/// A TTF_Font's glyph caches are not safe to use from two threads at once, so every use of a
/// font holds the pool's lock; measuring may happen off the main actor while drawing runs on it.
/// (Unchecked: the fonts are only touched under `lock`.)
final class SDLFontPool: @unchecked Sendable {
    private struct Key: Hashable {
        var pixelSize: Int
        var bold: Bool
        var decoration: Int
    }

    /// The TrueType file (the regular face).
    let path: String
    /// Its bold and italic faces where they are installed.
    let faces: SDLFontFaces
    private let lock = NSLock()
    private var fonts: [Key: OpaquePointer] = [:]

    init(path: String) {
        self.path = path
        faces = SDLFontFaces(besideRegular: path)
    }

    deinit {
        for font in fonts.values { SDLFonts.close(font) }
    }

    /// Runs `body` on the font at `pixelSize`, opening it the first time; nil when it cannot be
    /// opened (SDL2_ttf's error says why).
    func withFont<Result>(pixelSize: Int, bold: Bool, decoration: TextDecoration = [], _ body: (OpaquePointer) -> Result) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(pixelSize: pixelSize, bold: bold, decoration: decoration.rawValue)
        if fonts[key] == nil {
            let face = faces.face(regular: path, bold: bold, italic: decoration.contains(.italic))
            let synthesised = face.slanted ? decoration : decoration.subtracting(.italic)
            // A face that does not open is synthesised from the regular one.
            if let opened = SDLFonts.open(face.path, pixelSize: pixelSize, bold: face.emboldened, decoration: synthesised)
                ?? (face.path == path ? nil : SDLFonts.open(path, pixelSize: pixelSize, bold: bold, decoration: decoration)) {
                fonts[key] = opened
            }
        }
        return fonts[key].map(body)
    }

    /// How many sizes and weights are open.
    var openCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fonts.count
    }
}

/// Every typeface text can be set in: the default font file, and, found as they are first asked
/// for, the system font's designs and the app's own fonts (``FontFamily``), each a pool of
/// its own.
///
/// - The monospaced and serif designs are DejaVu Sans Mono and DejaVu Serif, looked for beside
///   the default font and then where Debian's fonts-dejavu-core puts them.
/// - A custom font is a `.ttf` or `.otf` file in the default font's folder (the assets'
///   `fonts/`), or else among the desktop's installed fonts, found by its file name (case,
///   spaces, hyphens and underscores aside) or by the family name inside it ("Family",
///   preferring its regular style, or "Family-Style").
///
/// A typeface that cannot be found or opened is drawn in the default font, with one warning
/// naming it. Shared by a measurer and the renderer drawing what it measured.
final class SDLFontLibrary: @unchecked Sendable {
    /// The default font's pool.
    let defaultFonts: SDLFontPool
    /// Where custom fonts are looked for, first to last.
    let folders: [String]
    private let lock = NSLock()
    private var pools: [FontFamily: SDLFontPool] = [:]

    /// Where Debian installs the DejaVu fonts.
    static let systemFolder = "/usr/share/fonts/truetype/dejavu"

    init(defaultPath: String) {
        // Fonts it finds are opened on their own, before any measurer or renderer starts SDL2_ttf.
        _ = SDLFonts.start()
        defaultFonts = SDLFontPool(path: defaultPath)
        folders = [URL(fileURLWithPath: defaultPath).deletingLastPathComponent().path]
    }

    /// The default font's file.
    var path: String { defaultFonts.path }

    /// The pool that draws `family`: the default one for nil, or for a typeface not found.
    func fonts(for family: FontFamily?) -> SDLFontPool {
        guard let family else { return defaultFonts }
        lock.lock()
        defer { lock.unlock() }
        if let pool = pools[family] { return pool }
        var pool = defaultFonts
        if let path = locate(family) {
            let candidate = SDLFontPool(path: path)
            if candidate.withFont(pixelSize: 16, bold: false, { _ in true }) != nil {
                pool = candidate
            } else {
                Diagnostics.warning("the font \(family) at '\(path)' could not be opened (\(String(cString: kinetic_TTF_GetError()))); drawing it in the system font")
            }
        } else {
            switch family {
            case .custom(let name):
                Diagnostics.warning("Font.custom: no font named '\(name)' (a .ttf or .otf file by that name or family) in \(folders.joined(separator: ", ")) or the installed fonts; drawing it in the system font")
            case .monospaced, .serif:
                Diagnostics.warning("the \(family) design's font (DejaVu) is not installed (apt-get install fonts-dejavu-core); drawing it in the system font")
            }
        }
        pools[family] = pool
        return pool
    }

    /// The file of `family`, or nil.
    private func locate(_ family: FontFamily) -> String? {
        switch family {
        case .monospaced: return Self.file(named: "DejaVuSansMono.ttf", in: folders + [Self.systemFolder])
        case .serif: return Self.file(named: "DejaVuSerif.ttf", in: folders + [Self.systemFolder])
        case .custom(let name): return Self.customFont(named: name, in: folders)
        }
    }

    private static func file(named name: String, in folders: [String]) -> String? {
        folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
            .first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// A name as it is compared: lowercase, without spaces, hyphens and underscores.
    private static func folded(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// The folders where the desktop's fonts are installed, searched (with their subfolders)
    /// after the app's own: what `Font.custom` finds on Apple's platforms too.
    static var systemFontFolders: [String] {
        let home = NSHomeDirectory()
        return ["\(home)/.local/share/fonts", "\(home)/.fonts", "/usr/local/share/fonts", "/usr/share/fonts"]
    }

    /// At most this many installed font files are looked into by name.
    static let installedFontLimit = 2000

    /// The font file named `name`: in `folders` (the app's), then in the installed fonts.
    static func customFont(named name: String, in folders: [String]) -> String? {
        let wanted = folded(name)
        guard !wanted.isEmpty else { return nil }
        if let own = customFont(wanted, among: fontFiles(in: folders, recursive: false)) { return own }
        return customFont(wanted, among: fontFiles(in: systemFontFolders, recursive: true))
    }

    /// The `.ttf` and `.otf` files in `folders`, in order, each folder's sorted by name.
    private static func fontFiles(in folders: [String], recursive: Bool) -> [URL] {
        var files: [URL] = []
        for folder in folders {
            let names: [String]
            if recursive {
                names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
            } else {
                names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            }
            for file in names.sorted() where ["ttf", "otf"].contains(URL(fileURLWithPath: file).pathExtension.lowercased()) {
                files.append(URL(fileURLWithPath: folder).appendingPathComponent(file))
                if files.count >= installedFontLimit { return files }
            }
        }
        return files
    }

    /// The file among `files` whose file name, or else family name, is `wanted` (folded).
    private static func customFont(_ wanted: String, among files: [URL]) -> String? {
        if let byFileName = files.first(where: { folded($0.deletingPathExtension().lastPathComponent) == wanted }) {
            return byFileName.path
        }
        // By the names inside: "Family-Style" exactly, or "Family" in its regular style first.
        var familyMatches: [(path: String, regular: Bool)] = []
        for file in files {
            guard let names = faceNames(of: file.path) else { continue }
            if folded(names.family + names.style) == wanted { return file.path }
            if folded(names.family) == wanted {
                familyMatches.append((file.path, ["regular", "book", "normal", "roman"].contains(names.style.lowercased())))
            }
        }
        return (familyMatches.first { $0.regular } ?? familyMatches.first)?.path
    }

    /// The family and style names inside a font file.
    private static func faceNames(of path: String) -> (family: String, style: String)? {
        guard let font = SDLFonts.open(path, pixelSize: 12, bold: false) else { return nil }
        defer { SDLFonts.close(font) }
        guard let family = TTF_FontFaceFamilyName(font) else { return nil }
        return (String(cString: family), TTF_FontFaceStyleName(font).map { String(cString: $0) } ?? "")
    }

    /// The library to draw `path`'s text with: `measurer`'s when it measures with that file, so
    /// nothing is opened twice; otherwise a new one. Nil when there is no path (no text).
    static func forDrawing(_ path: String?, sharing measurer: SDLTextMeasurer?) -> SDLFontLibrary? {
        guard let path else { return nil }
        if let shared = measurer?.library, shared.path == path { return shared }
        return SDLFontLibrary(defaultPath: path)
    }
}
