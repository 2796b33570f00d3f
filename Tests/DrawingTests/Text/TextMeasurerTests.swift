import Foundation
import Testing
@testable import Drawing

/// Approximate metrics that count how many strings were measured.
private final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    let base = ApproximateTextMeasurer()
    var measured: [String] = []
    func width(of string: String, size: Double, weight: FontWeight) -> Double {
        measured.append(string)
        return base.width(of: string, size: size, weight: weight)
    }
    func lineHeight(size: Double, weight: FontWeight) -> Double { base.lineHeight(size: size, weight: weight) }
}

struct TextMeasurerTests {
    /// At size 10 each character is 6 points wide.
    @Test(arguments: [
        ("one two three", 200.0, ["one two three"]),
        ("one two three", 78.0, ["one two three"]),
        ("one two three", 77.0, ["one two", "three"]),
        ("one two three", 30.0, ["one", "two", "three"]),
        ("abcdefghij", 30.0, ["abcde", "fghij"]),
        ("a  b", 200.0, ["a  b"]),
        ("first\nsecond line", 60.0, ["first", "second", "line"]),
    ])
    func wrapsAtWordsAndCutsWordsWiderThanTheLine(string: String, width: Double, lines: [String]) {
        #expect(ApproximateTextMeasurer().wrap(string, size: 10, weight: .regular, maxWidth: width) == lines)
    }

    /// Offered no width (a stack's first probe), a word is cut into characters with one
    /// measurement for each, not one for every prefix of what is left.
    @Test func aWordCutIntoCharactersIsMeasuredOnceAPiece() {
        let measurer = CountingMeasurer()
        let word = String(repeating: "x", count: 60)
        let lines = measurer.wrap(word, size: 10, weight: .regular, maxWidth: 0.001)
        #expect(lines == Array(repeating: "x", count: 60))
        #expect(measurer.measured.count < 3 * 60, "\(measurer.measured.count) measurements")
        // Each piece is found from a two-character start, not from the rest of the word.
        #expect(measurer.measured.filter { $0.count > 2 }.count <= 2, "\(measurer.measured.filter { $0.count > 2 })")
    }

    /// Offered no width, every character is a line of its own, spaces dropped at the breaks as
    /// anywhere else (a trailing space leaves an empty last line, as at any width).
    @Test(arguments: [
        ("ab cd", ["a", "b", "c", "d"]),
        ("a  b", ["a", "b"]),
        ("a ", ["a", ""]),
        (" a", ["a"]),
        ("", [""]),
        ("é ü", ["é", "ü"]),
        ("x\ny  z", ["x", "y", "z"]),
        ("  ", [""]),
    ])
    func offeredNoWidthEachCharacterIsALine(string: String, lines: [String]) {
        #expect(ApproximateTextMeasurer().wrap(string, size: 10, weight: .regular, maxWidth: 0.001) == lines)
    }

    /// Offered no width, a line of code is measured as a whole and once per distinct
    /// character: no piece tried is measured.
    @Test func offeredNoWidthALineIsMeasuredOncePerDistinctCharacter() {
        let measurer = CountingMeasurer()
        let line = "spring(dampingRatio = 0.626f, stiffness = 157.9f)"
        let lines = measurer.wrap(line, size: 10, weight: .regular, maxWidth: 0.001)
        #expect(lines == line.filter { $0 != " " }.map { String($0) })
        #expect(measurer.measured.count == 1 + Set(line.filter { $0 != " " }).count, "\(measurer.measured)")
    }

    /// A paragraph that fits is measured once, whatever its number of words.
    @Test func aParagraphThatFitsIsMeasuredOnce() {
        let measurer = CountingMeasurer()
        let lines = measurer.wrap("spring(duration: 0.42, bounce: 0.18) as Swift", size: 10, weight: .regular, maxWidth: 1000)
        #expect(lines == ["spring(duration: 0.42, bounce: 0.18) as Swift"])
        #expect(measurer.measured.count == 1)
    }
}
