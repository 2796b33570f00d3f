import Foundation

/// How the lines of a multi-line text line up with one another.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// A case a text's letters are shown in, whatever case they were written in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: Double { 0 }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

private struct TrackingKey: EnvironmentKey {
    static var defaultValue: Double { 0 }
}

extension EnvironmentValues {
    /// How the lines of multi-line text line up: leading (the default), centred or trailing.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The most lines a text shows (nil: as many as it needs). Text past the last line is cut
    /// and the last line ends in an ellipsis.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Extra space between the lines of a text, in points (not after the last).
    public var lineSpacing: Double {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Points added after every character of text (`tracking` or `kerning`).
    var tracking: Double {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
}

extension View {
    /// Lines up the lines of multi-line text inside this view: leading, centred or trailing.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Shows at most `number` lines of each text inside this view (nil: no limit); the last one
    /// ends in an ellipsis when text is cut. A limit below one shows one line.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max(1, $0) })
    }

    /// Adds `lineSpacing` points between the lines of each text inside this view. Not a
    /// finite number, or below zero: no extra space.
    public func lineSpacing(_ lineSpacing: Double) -> some View {
        environment(\.lineSpacing, lineSpacing.isFinite ? max(0, lineSpacing) : 0)
    }

    /// Shows the text inside this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Adds `tracking` points after every character of the text inside this view (negative
    /// tightens it); a text's own `.tracking(_:)` or `.kerning(_:)` wins.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, Double(tracking).isFinite ? Double(tracking) : 0)
    }

    /// The same spacing as ``tracking(_:)``: Kinetic's font has no ligatures to keep apart.
    public func kerning(_ kerning: CGFloat) -> some View {
        tracking(kerning)
    }
}

extension Text {
    /// Adds `tracking` points after every character (negative tightens the text).
    public func tracking(_ tracking: CGFloat) -> Text {
        var copy = self
        copy.tracking = Double(tracking).isFinite ? Double(tracking) : 0
        return copy
    }

    /// The same spacing as ``tracking(_:)``: Kinetic's font has no ligatures to keep apart.
    public func kerning(_ kerning: CGFloat) -> Text {
        tracking(kerning)
    }
}

/// What the text layout modifiers ask of one text, read from its environment.
struct TextLayoutStyle: Equatable {
    var alignment = TextAlignment.leading
    var lineLimit: Int?
    var lineSpacing = 0.0
    var textCase: Text.Case?
    /// Points after every character (`tracking` or `kerning`).
    var tracking = 0.0
    /// Slanted, underlined or struck through.
    var decoration: TextDecoration = []

    init() {}

    init(_ environment: EnvironmentValues) {
        alignment = environment.multilineTextAlignment
        lineLimit = environment.lineLimit
        lineSpacing = environment.lineSpacing
        textCase = environment.textCase
        tracking = environment.tracking
    }

    /// `string` in the case asked for.
    func cased(_ string: String) -> String {
        switch textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
    }

    var layoutAlignment: TextLayout.Alignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// The lines shown of `lines` (a wrap of `string`'s words at `maxWidth`): all of them, or
    /// the first `lineLimit`, the last cut to fit `maxWidth` with an ellipsis after it.
    func limited(_ lines: [String], maxWidth: Double?, width: (String) -> Double) -> [String] {
        guard let limit = lineLimit, lines.count > limit else { return lines }
        var shown = Array(lines.prefix(limit))
        var last = shown[limit - 1]
        let ellipsis = "…"
        if let maxWidth {
            while !last.isEmpty && width(last + ellipsis) > maxWidth {
                last.removeLast()
            }
            while last.last == " " { last.removeLast() }
        }
        shown[limit - 1] = last + ellipsis
        return shown
    }
}
