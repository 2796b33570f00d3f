import Foundation
import Testing
@testable import KineticCore

/// One suite, serialized: the clipboard is the process's.
@Suite(.serialized)
struct ClipboardTests {
    @Test func withNoWindowTheProcessKeepsItsOwnCopy() {
        Clipboard.backend = nil
        Clipboard.string = ".spring(duration: 0.42, bounce: 0.18)"
        #expect(Clipboard.string == ".spring(duration: 0.42, bounce: 0.18)")
        Clipboard.string = nil
        #expect(Clipboard.string == nil)
    }

    @Test func aPlatformsClipboardIsReadAndWritten() {
        final class Board: @unchecked Sendable { var text: String? }
        let board = Board()
        Clipboard.backend = Clipboard.Backend(read: { board.text }, write: { board.text = $0 })
        defer { Clipboard.backend = nil }
        Clipboard.string = "copied"
        #expect(board.text == "copied")
        board.text = "from another program"
        #expect(Clipboard.string == "from another program")
    }
}
