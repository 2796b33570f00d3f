import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

// How the macro tests expand source and check it: the macros run in the process, as the compiler
// would run them, on source parsed from a string; the result and the diagnostics are compared as
// text. Written against modules both the toolchain's swift-syntax and the package's provide (make
// builds the tests against the toolchain's, which has no test-support module), so the same tests
// run either way.

/// A diagnostic a macro is expected to emit: its message, where it points in the original source
/// (1-based), how severe it is, and the messages of its fix-its in order.
struct ExpectedDiagnostic {
    var message: String
    var line: Int
    var column: Int
    var severity: DiagnosticSeverity = .error
    var fixIts: [ExpectedFixIt] = []
}

/// A fix-it a diagnostic is expected to offer, by its message.
struct ExpectedFixIt {
    var message: String
}

/// Expands the macros of `macroSpecs` in `source` (module "TestModule", file "test.swift", as the
/// expansions' names and file IDs show) and records an issue, at `sourceLocation`, for each
/// difference from `expandedSource`, from `diagnostics`, and (when given) from `fixedSource`: the
/// original source with the fix-its applied (each diagnostic's first, and any other fix-it with
/// the same message).
func assertMacroExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics expected: [ExpectedDiagnostic] = [],
    macroSpecs: [String: MacroSpec],
    fixedSource: String? = nil,
    indentationWidth: Trivia = .spaces(4),
    sourceLocation: Testing.SourceLocation
) {
    let original = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [original: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
    let expanded = original.expand(
        macroSpecs: macroSpecs,
        contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) },
        indentationWidth: indentationWidth)

    let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: expanded)
    if !syntaxErrors.isEmpty {
        Issue.record("""
            the expansion does not parse:
            \(DiagnosticsFormatter.annotatedSource(tree: expanded, diags: syntaxErrors))
            """, sourceLocation: sourceLocation)
    }
    expectSameText(expanded.description, expandedSource, what: "the expansion", sourceLocation: sourceLocation)

    let actual = context.diagnostics
    if actual.count != expected.count {
        Issue.record("""
            expected \(expected.count) diagnostics, the macros emitted \(actual.count):
            \(actual.map { "\($0.diagMessage.severity) \(describe($0, in: context)): \($0.message)" }.joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    } else {
        for (diagnostic, expectation) in zip(actual, expected) {
            let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "")
            #expect(diagnostic.message == expectation.message, sourceLocation: sourceLocation)
            #expect(location.line == expectation.line && location.column == expectation.column,
                    "\"\(diagnostic.message)\" at \(location.line):\(location.column), expected at \(expectation.line):\(expectation.column)",
                    sourceLocation: sourceLocation)
            #expect(diagnostic.diagMessage.severity == expectation.severity, "\"\(diagnostic.message)\"", sourceLocation: sourceLocation)
            #expect(diagnostic.fixIts.map(\.message.message) == expectation.fixIts.map(\.message),
                    "the fix-its of \"\(diagnostic.message)\"", sourceLocation: sourceLocation)
        }
    }

    if let fixedSource {
        let chosen = Set(actual.compactMap { $0.fixIts.first?.message.message })
        var edits: [(range: Range<Int>, replacement: String)] = []
        for fixIt in actual.flatMap(\.fixIts) where chosen.contains(fixIt.message.message) {
            for change in fixIt.changes {
                guard let edit = edit(for: change, in: context) else {
                    Issue.record("a fix-it change of a kind these tests cannot apply: \(change)", sourceLocation: sourceLocation)
                    continue
                }
                edits.append(edit)
            }
        }
        var text = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        expectSameText(String(decoding: text, as: UTF8.self), fixedSource, what: "the source with its fix-its applied",
                       sourceLocation: sourceLocation)
    }
}

/// "line:column" of a diagnostic in the original source.
private func describe(_ diagnostic: Diagnostic, in context: BasicMacroExpansionContext) -> String {
    let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "")
    return "\(location.line):\(location.column)"
}

/// The byte range of the original source a fix-it change replaces, and with what. Positions in
/// the nodes a macro was given (detached copies) are carried back to the original file by the
/// expansion context.
private func edit(for change: FixIt.Change, in context: BasicMacroExpansionContext) -> (range: Range<Int>, replacement: String)? {
    func offset(_ position: AbsolutePosition, _ anchor: some SyntaxProtocol) -> Int {
        context.location(for: position, anchoredAt: Syntax(anchor), fileName: "").offset
    }
    if case .replace(let old, let new) = change {
        return (offset(old.position, old)..<offset(old.endPosition, old), new.description)
    }
    if case .replaceLeadingTrivia(let token, let trivia) = change {
        return (offset(token.position, token)..<offset(token.positionAfterSkippingLeadingTrivia, token), trivia.description)
    }
    if case .replaceTrailingTrivia(let token, let trivia) = change {
        return (offset(token.endPositionBeforeTrailingTrivia, token)..<offset(token.endPosition, token), trivia.description)
    }
    if case .replaceChild(let data) = change {
        let range = data.replacementRange
        return (offset(range.lowerBound, data.parent)..<offset(range.upperBound, data.parent), data.newChild.description)
    }
    if case .replaceText(let range, let text, let node) = change {
        return (offset(range.lowerBound, node)..<offset(range.upperBound, node), text)
    }
    return nil
}

/// Compares two texts, blank lines at either end and spaces at line ends aside, and names the
/// first line that differs.
private func expectSameText(_ actual: String, _ expected: String, what: String, sourceLocation: Testing.SourceLocation) {
    func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
    let actualLines = lines(actual), expectedLines = lines(expected)
    guard actualLines != expectedLines else { return }
    let first = (0..<min(actualLines.count, expectedLines.count)).first { actualLines[$0] != expectedLines[$0] }
        ?? min(actualLines.count, expectedLines.count)
    let line = { (lines: [String]) in first < lines.count ? "\"\(lines[first])\"" : "(none)" }
    Issue.record("""
        \(what) differs at line \(first + 1): \(line(actualLines)), expected \(line(expectedLines))
        --- \(what):
        \(actualLines.joined(separator: "\n"))
        """, sourceLocation: sourceLocation)
}
