import Foundation
import Testing
@testable import KineticCore

struct TextEditingTests {
    /// An editor with `text`, the caret at `caret` and the anchor at `anchor` (the caret when nil).
    private func editor(_ text: String, caret: Int, anchor: Int? = nil) -> TextEditingState {
        var state = TextEditingState(text: text)
        state.moveCaret(to: anchor ?? caret)
        if anchor != nil { state.moveCaret(to: caret, extending: true) }
        return state
    }

    @Test func typingReplacesTheSelectionAndLineBreaksBecomeSpaces() {
        var state = editor("hello world", caret: 11, anchor: 6)
        state.insert("there")
        #expect(state.text == "hello there")
        #expect(state.caret == 11 && !state.hasSelection)
        state.insert("\nagain")
        #expect(state.text == "hello there again")
        // "\r\n" is one character: one space.
        #expect(TextEditingState(text: "a\r\nb").text == "a b")
    }

    @Test func theCaretCountsCharactersNotScalars() {
        var state = TextEditingState(text: "café 👩‍👩‍👧")
        #expect(state.caret == 6)
        state.deleteBackward()
        #expect(state.text == "café ")
        state.move(.left, extending: false)
        state.deleteBackward()
        #expect(state.text == "caf ")
    }

    @Test(arguments: [
        // (text, caret, movement, extending, caret after, selection after)
        ("one two  three", 0, TextEditingState.Movement.wordRight, false, 3, 3..<3),
        ("one two  three", 3, .wordRight, false, 7, 7..<7),
        ("one two  three", 7, .wordRight, true, 14, 7..<14),
        ("one two  three", 14, .wordLeft, false, 9, 9..<9),
        ("one two  three", 9, .wordLeft, false, 4, 4..<4),
        ("one, two", 8, .wordLeft, false, 5, 5..<5),
        ("abc", 1, .start, true, 0, 0..<1),
        ("abc", 1, .end, false, 3, 3..<3),
        ("abc", 0, .left, false, 0, 0..<0),
        ("abc", 3, .right, false, 3, 3..<3),
    ])
    func movesGoWhereDesktopFieldsGo(_ text: String, _ caret: Int, _ movement: TextEditingState.Movement, _ extending: Bool,
                                     _ expected: Int, _ selection: Range<Int>) {
        var state = editor(text, caret: caret)
        state.move(movement, extending: extending)
        #expect(state.caret == expected)
        #expect(state.selection == selection)
    }

    @Test func anArrowWithoutShiftCollapsesTheSelectionToItsSide() {
        var state = editor("abcdef", caret: 4, anchor: 1)
        state.move(.left, extending: false)
        #expect(state.caret == 1 && !state.hasSelection)
        state = editor("abcdef", caret: 1, anchor: 4)
        state.move(.right, extending: false)
        #expect(state.caret == 4 && !state.hasSelection)
    }

    @Test func deletingByCharacterAndByWord() {
        var state = editor("alpha beta", caret: 10)
        state.deleteBackward(byWord: true)
        #expect(state.text == "alpha ")
        state.deleteBackward(byWord: true)
        #expect(state.text == "")
        state = editor("alpha beta", caret: 0)
        state.deleteForward(byWord: true)
        #expect(state.text == " beta")
        state.deleteForward()
        #expect(state.text == "beta" && state.caret == 0)
        state = editor("alpha beta", caret: 2, anchor: 8)
        state.deleteForward()
        #expect(state.text == "alta" && state.caret == 2)
    }

    @Test func aDoubleClickSelectsTheWordOrTheSpacesThere() {
        var state = TextEditingState(text: "hello  world")
        state.selectWord(at: 2)
        #expect(state.selectedText == "hello")
        state.selectWord(at: 6)
        #expect(state.selectedText == "  ")
        state.selectWord(at: 12)
        #expect(state.selectedText == "world")
    }

    @Test func anOutsideChangeKeepsTheCaretInTheText() {
        var state = editor("abcdef", caret: 5)
        state.replaceText("ab")
        #expect(state.caret == 2 && state.text == "ab")
    }

    @Test(arguments: [
        ("left", TextEditCommand.move(.left, extending: false)),
        ("shift+left", .move(.left, extending: true)),
        ("ctrl+shift+right", .move(.wordRight, extending: true)),
        ("home", .move(.start, extending: false)),
        ("shift+end", .move(.end, extending: true)),
        ("backspace", .deleteBackward(byWord: false)),
        ("ctrl+backspace", .deleteBackward(byWord: true)),
        ("delete", .deleteForward(byWord: false)),
        ("ctrl+a", .selectAll), ("ctrl+c", .copy), ("ctrl+x", .cut), ("ctrl+v", .paste),
        ("return", .submit), ("keypad enter", .submit), ("escape", .endEditing),
        ("s", .typing), ("shift+s", .typing), ("space", .typing), ("1", .typing),
    ])
    func keysMapToCommands(_ name: String, _ command: TextEditCommand) throws {
        let press = try #require(KeyPress(hostName: name))
        #expect(TextEditCommand(press) == command)
    }

    @Test(arguments: ["tab", "ctrl+s", "alt+left", "shift+tab", "ctrl+q"])
    func keysAFieldLeavesToOthers(_ name: String) throws {
        let press = try #require(KeyPress(hostName: name))
        #expect(TextEditCommand(press) == nil)
    }
}
