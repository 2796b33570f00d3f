import Foundation

/// One line of text being edited: its characters, the caret and the selection, and the edits a
/// desktop text field makes from keys. Positions count characters (grapheme clusters), so an
/// accented letter or an emoji is one step of the caret.
struct TextEditingState: Equatable {
    private(set) var characters: [Character]
    /// Where the selection started: it stays put while Shift and the arrows move the caret.
    /// Equal to `caret` when nothing is selected.
    private(set) var anchor: Int
    private(set) var caret: Int

    init(text: String = "") {
        characters = Array(Self.singleLine(text))
        anchor = characters.count
        caret = characters.count
    }

    var text: String { String(characters) }
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    var hasSelection: Bool { anchor != caret }
    var selectedText: String { String(characters[selection]) }

    /// A field's text is one line: line breaks pasted or typed become spaces.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The text changed from outside (the binding was set): the caret keeps its place where it
    /// can, and goes to the end when the text is another one altogether.
    mutating func replaceText(_ text: String) {
        let new = Array(Self.singleLine(text))
        guard new != characters else { return }
        characters = new
        anchor = min(anchor, new.count)
        caret = min(caret, new.count)
    }

    /// Puts the caret at `index` (clamped); with `extending`, the selection grows to it.
    mutating func moveCaret(to index: Int, extending: Bool = false) {
        caret = min(max(0, index), characters.count)
        if !extending { anchor = caret }
    }

    mutating func select(_ range: Range<Int>) {
        anchor = min(max(0, range.lowerBound), characters.count)
        caret = min(max(anchor, range.upperBound), characters.count)
    }

    mutating func selectAll() { select(0..<characters.count) }

    /// Selects the word around `index` (a double click), or the run of spaces there.
    mutating func selectWord(at index: Int) {
        let index = min(max(0, index), characters.count)
        guard !characters.isEmpty else { return moveCaret(to: 0) }
        let probe = index < characters.count ? index : index - 1
        let kind = Self.isWordCharacter(characters[probe])
        var start = probe, end = probe + 1
        while start > 0 && Self.isWordCharacter(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count && Self.isWordCharacter(characters[end]) == kind { end += 1 }
        select(start..<end)
    }

    /// Types `string` over the selection.
    mutating func insert(_ string: String) {
        let new = Array(Self.singleLine(string))
        let range = selection
        characters.replaceSubrange(range, with: new)
        caret = range.lowerBound + new.count
        anchor = caret
    }

    /// Backspace: the selection, or the character (or word) before the caret.
    mutating func deleteBackward(byWord: Bool = false) {
        if hasSelection { return insert("") }
        let start = byWord ? wordBoundary(from: caret, forward: false) : max(0, caret - 1)
        characters.removeSubrange(start..<caret)
        caret = start
        anchor = start
    }

    /// Delete: the selection, or the character (or word) after the caret.
    mutating func deleteForward(byWord: Bool = false) {
        if hasSelection { return insert("") }
        let end = byWord ? wordBoundary(from: caret, forward: true) : min(characters.count, caret + 1)
        characters.removeSubrange(caret..<end)
    }

    enum Movement { case left, right, wordLeft, wordRight, start, end }

    /// Moves the caret as an arrow, Home or End does. Without `extending`, a selection
    /// collapses to its edge on the side moved to.
    mutating func move(_ movement: Movement, extending: Bool) {
        if hasSelection && !extending {
            switch movement {
            case .left: return moveCaret(to: selection.lowerBound)
            case .right: return moveCaret(to: selection.upperBound)
            default: break
            }
        }
        let target: Int
        switch movement {
        case .left: target = caret - 1
        case .right: target = caret + 1
        case .wordLeft: target = wordBoundary(from: caret, forward: false)
        case .wordRight: target = wordBoundary(from: caret, forward: true)
        case .start: target = 0
        case .end: target = characters.count
        }
        moveCaret(to: target, extending: extending)
    }

    /// The next word's end (forward) or the previous word's start, skipping spaces and
    /// punctuation first, as desktop fields move with Control and an arrow.
    func wordBoundary(from index: Int, forward: Bool) -> Int {
        var i = min(max(0, index), characters.count)
        if forward {
            while i < characters.count && !Self.isWordCharacter(characters[i]) { i += 1 }
            while i < characters.count && Self.isWordCharacter(characters[i]) { i += 1 }
        } else {
            while i > 0 && !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
            while i > 0 && Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        }
        return i
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

/// What a key does to a text field with the focus.
enum TextEditCommand: Equatable {
    case move(TextEditingState.Movement, extending: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste
    /// Return or Enter: the field's submit actions.
    case submit
    /// Escape: the field gives up the focus.
    case endEditing
    /// A key that types a character: the character comes as text input (SDL's text event), so
    /// the key itself only has to be kept from shortcuts and the playground's keys.
    case typing

    /// The command of `press`, or nil for a key a field leaves to others (F-keys, Tab, shortcuts
    /// with Control it does not know).
    init?(_ press: KeyPress) {
        let modifiers = press.modifiers.forMatching
        let shift = modifiers.contains(.shift)
        // Control (or Command) with the key: word moves and the clipboard.
        let word = modifiers.contains(.command)
        let alone = modifiers.subtracting(.shift).isEmpty
        switch press.key {
        case .leftArrow where !modifiers.contains(.option): self = .move(word ? .wordLeft : .left, extending: shift)
        case .rightArrow where !modifiers.contains(.option): self = .move(word ? .wordRight : .right, extending: shift)
        case .home, .upArrow, .pageUp: self = .move(.start, extending: shift)
        case .end, .downArrow, .pageDown: self = .move(.end, extending: shift)
        case .delete: self = .deleteBackward(byWord: word)
        case .deleteForward: self = .deleteForward(byWord: word)
        case .return where alone: self = .submit
        case .escape where modifiers.isEmpty: self = .endEditing
        case "a" where modifiers == .command: self = .selectAll
        case "c" where modifiers == .command: self = .copy
        case "x" where modifiers == .command: self = .cut
        case "v" where modifiers == .command: self = .paste
        case .space where alone: self = .typing
        default:
            let character = press.key.character
            // A printable key alone or with Shift types; private-use characters are the
            // function keys, which type nothing.
            guard alone, let scalar = character.unicodeScalars.first, !(0xE000...0xF8FF).contains(scalar.value),
                  !character.isNewline, scalar.value >= 0x20, scalar.value != 0x7F else { return nil }
            self = .typing
        }
    }
}
