import Foundation

/// Finds Kinetic's `assets/` folder (fonts, images) whether the program runs from the source
/// tree or from an installed location.
///
/// It looks, in order, at the folder named by the `KINETIC_ASSETS` environment variable, then
/// at `assets/` and `share/kinetic/assets/` in the executable's folder and each folder above
/// it. A folder counts when it holds `fonts/DejaVuSans.ttf`.
public struct AssetLocator: Sendable {
    /// The environment variable that names the assets folder.
    public static let environmentVariable = "KINETIC_ASSETS"
    /// The file whose presence marks an assets folder.
    public static let markerFile = "fonts/DejaVuSans.ttf"

    /// Why the assets could not be found, with every place that was searched.
    public struct NotFound: Error, CustomStringConvertible, Sendable {
        public var searched: [String]
        public var description: String {
            "cannot find Kinetic's assets (\(AssetLocator.markerFile)). Looked in:\n"
                + searched.map { "  \($0)" }.joined(separator: "\n")
                + "\nSet \(AssetLocator.environmentVariable) to the folder that holds fonts/ and images/"
                + " (Kinetic's assets/), or install the DejaVu fonts (apt-get install fonts-dejavu-core)."
        }
    }

    public var environment: [String: String]
    public var executablePath: String
    /// The font files tried when no assets folder is found.
    public var systemFonts = AssetLocator.systemFontPaths

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String = CommandLine.arguments.first ?? "."
    ) {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The candidate folders, in the order they are tried.
    public var candidates: [String] {
        var result: [String] = []
        if let named = environment[AssetLocator.environmentVariable], !named.isEmpty { result.append(named) }
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while true {
            result.append(folder.appendingPathComponent("assets").path)
            result.append(folder.appendingPathComponent("share/kinetic/assets").path)
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return result
    }

    /// Where Debian's fonts-dejavu-core puts the font, used when no assets folder is found (an
    /// app built in a package of its own, away from Kinetic's source tree).
    public static let systemFontPaths = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]

    /// The font text is drawn with, and the folder named images are looked up in.
    public struct Fonts: Sendable, Equatable {
        /// The TrueType font file.
        public var text: String
        /// The assets' `images/` folder; nil when the font is the system's (no images then).
        public var images: String?
    }

    /// The assets folder's font and images, or else the system's DejaVu Sans with no images.
    /// Throws ``NotFound`` listing every place it looked when there is neither.
    public func locateFonts() throws(NotFound) -> Fonts {
        do {
            let folder = try locate()
            return Fonts(text: folder.appendingPathComponent(AssetLocator.markerFile).path,
                         images: folder.appendingPathComponent("images").path)
        } catch {
            for path in systemFonts where FileManager.default.isReadableFile(atPath: path) {
                return Fonts(text: path, images: nil)
            }
            throw NotFound(searched: error.searched + systemFonts)
        }
    }

    /// The first candidate that holds the marker file.
    public func locate() throws(NotFound) -> URL {
        let candidates = self.candidates
        for candidate in candidates {
            let marker = URL(fileURLWithPath: candidate).appendingPathComponent(AssetLocator.markerFile)
            if FileManager.default.isReadableFile(atPath: marker.path) { return URL(fileURLWithPath: candidate) }
        }
        throw NotFound(searched: candidates)
    }
}
