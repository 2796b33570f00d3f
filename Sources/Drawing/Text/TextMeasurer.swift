import Foundation

/// Measures and wraps text for layout. The SDL backend measures with the real font; tests and
/// the headless host use ``ApproximateTextMeasurer``, whose numbers are simple and fixed.
public protocol TextMeasurer: Sendable {
    /// The width of one line of `string` in points.
    func width(of string: String, size: Double, weight: FontWeight) -> Double
    /// The distance from one line's top to the next's, in points.
    func lineHeight(size: Double, weight: FontWeight) -> Double
    /// The measurer of text set in `family` (see ``FontFamily``): nil is the default typeface.
    /// A measurer that knows one typeface measures every family with it.
    func family(_ family: FontFamily?) -> any TextMeasurer
}

extension TextMeasurer {
    public func family(_ family: FontFamily?) -> any TextMeasurer { self }
}

/// Which typeface text is set in, when not the default one: a design of the system font
/// (monospaced, serif) or a font of the app's own, by name (`Font.custom`).
public enum FontFamily: Hashable, Sendable, CustomStringConvertible {
    /// The system font's monospaced design (DejaVu Sans Mono).
    case monospaced
    /// The system font's serif design (DejaVu Serif).
    case serif
    /// A font file of the app's assets, named by its file name or its family name.
    case custom(String)

    public var description: String {
        switch self {
        case .monospaced: "monospaced"
        case .serif: "serif"
        case .custom(let name): "\"\(name)\""
        }
    }
}

extension TextMeasurer {
    /// Breaks `string` into lines no wider than `maxWidth` (at spaces where possible, inside a
    /// word when one word is too wide) and on newlines.
    public func wrap(_ string: String, size: Double, weight: FontWeight, maxWidth: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, maxWidth.isFinite, maxWidth > 0 else { lines.append(String(paragraph)); continue }
            // A paragraph that fits is one line: measured once, not once per word.
            if width(of: String(paragraph), size: size, weight: weight) <= maxWidth {
                lines.append(String(paragraph))
                continue
            }
            // Narrower than each of its characters (a stack's probe with no width): no piece
            // but an empty one fits, and every character is a line of its own. Known from one
            // measurement per distinct character instead of one per piece tried.
            var characters = Set<Character>()
            let narrowest = paragraph.lazy.filter { $0 != " " && characters.insert($0).inserted }
                .map { self.width(of: String($0), size: size, weight: weight) }.min() ?? 0
            if narrowest > maxWidth {
                Self.characterLines(paragraph, into: &lines)
            } else {
                Self.wrap(paragraph, into: &lines) { self.width(of: $0, size: size, weight: weight) <= maxWidth }
            }
        }
        return lines
    }

    /// What ``wrap(_:into:fits:)`` makes of a paragraph when nothing but an empty piece fits:
    /// each character a line, spaces dropped, a trailing space leaving an empty last line.
    private static func characterLines(_ paragraph: Substring, into lines: inout [String]) {
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if line.isEmpty && word.isEmpty { continue }
            if !line.isEmpty { lines.append(line) }
            guard let last = word.last else { line = ""; continue }
            for character in word.dropLast() { lines.append(String(character)) }
            line = String(last)
        }
        lines.append(line)
    }

    /// Breaks one paragraph at spaces into lines that `fits`, cutting a word that fits alone
    /// nowhere where it overflows (at least one character a line).
    private static func wrap(_ paragraph: Substring, into lines: inout [String], fits: (String) -> Bool) {
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if fits(candidate) || line.isEmpty && word.isEmpty {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            // A word wider than the line is cut where it overflows.
            var rest = Substring(word)
            var count = rest.count
            while count > 1 {
                // The longest start that fits (at least one character), found from the start:
                // a narrow width measures one short prefix a line, not the rest of the word
                // and every prefix of it.
                var cut = 1
                while cut < count && fits(String(rest.prefix(cut + 1))) {
                    cut += 1
                }
                if cut == count { break }
                lines.append(String(rest.prefix(cut)))
                rest = rest.dropFirst(cut)
                count -= cut
            }
            line = String(rest)
        }
        lines.append(line)
    }

    /// The size of `lines` set in this font.
    public func size(of lines: [String], size: Double, weight: FontWeight) -> CGSize {
        let width = lines.map { self.width(of: $0, size: size, weight: weight) }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: lineHeight(size: size, weight: weight) * Double(lines.count))
    }
}

/// Another measurer's metrics with `tracking` points added after every character: what text
/// under `.tracking(_:)` or `.kerning(_:)` measures and wraps with.
public struct TrackedTextMeasurer: TextMeasurer {
    public let base: any TextMeasurer
    public let tracking: Double

    public init(base: any TextMeasurer, tracking: Double) {
        self.base = base
        self.tracking = tracking.isFinite ? tracking : 0
    }

    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        base.width(of: string, size: size, weight: weight) + tracking * Double(string.count)
    }

    public func lineHeight(size: Double, weight: FontWeight) -> Double { base.lineHeight(size: size, weight: weight) }

    public func family(_ family: FontFamily?) -> any TextMeasurer { TrackedTextMeasurer(base: base.family(family), tracking: tracking) }
}

extension TextMeasurer {
    /// This measurer, or one adding `tracking` after every character.
    public func tracked(_ tracking: Double) -> any TextMeasurer {
        tracking == 0 || !tracking.isFinite ? self : TrackedTextMeasurer(base: self, tracking: tracking)
    }
}

/// Text metrics without a font: every character is 0.6 × the size wide (0.65 when bold or
/// heavier), lines are 1.2 × the size apart. Deterministic, for tests and headless layout.
public struct ApproximateTextMeasurer: TextMeasurer {
    public init() {}

    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        Double(string.count) * size * (weight >= .bold ? 0.65 : 0.6)
    }

    public func lineHeight(size: Double, weight: FontWeight) -> Double {
        (size * 1.2).rounded(.up)
    }
}
