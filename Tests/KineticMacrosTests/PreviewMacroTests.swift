import KineticMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `#Preview` in `source` and records any mismatch where it was found.
private func assertPreview(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    assertMacroExpansion(
        source, expandedSource: expandedSource, diagnostics: diagnostics,
        macroSpecs: ["Preview": MacroSpec(type: PreviewMacro.self)], indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record("\(failure.message)", sourceLocation: Testing.SourceLocation(
                fileID: failure.location.fileID, filePath: failure.location.filePath,
                line: failure.location.line, column: failure.location.column))
        },
        fileID: fileID, filePath: filePath, line: line, column: column)
}

@Suite("#Preview expansion")
struct PreviewMacroTests {
    @Test func aNamedPreviewBecomesARegistrationWithItsPlaceAndBody() {
        assertPreview(
            """
            #Preview("Card") {
                let title = "Hello"
                Card(title: title)
            }
            """,
            expandedSource: """
            public enum __macro_local_7PreviewfMu_: Kinetic._PreviewRegistration {
                public static var _previewName: String? {
                    "Card"
                }
                public static var _previewFileID: String {
                    "TestModule/test.swift"
                }
                public static var _previewLine: Int {
                    1
                }
                public static var _previewTraits: [Kinetic.PreviewTrait<Kinetic.Preview.ViewTraits>] {
                    []
                }
                @MainActor public static func _makePreview() -> Kinetic.AnyView {
                    Kinetic.AnyView(_content())
                }
                @MainActor @Kinetic.ViewBuilder private static func _content() -> some Kinetic.View {
                    let title = "Hello"
                    Card(title: title)
                }
            }
            """)
    }

    @Test func traitsAndAnUnnamedPreview() {
        assertPreview(
            """
            #Preview(traits: .sizeThatFitsLayout, .portrait) { Card() }
            """,
            expandedSource: """
            public enum __macro_local_7PreviewfMu_: Kinetic._PreviewRegistration {
                public static var _previewName: String? {
                    nil
                }
                public static var _previewFileID: String {
                    "TestModule/test.swift"
                }
                public static var _previewLine: Int {
                    1
                }
                public static var _previewTraits: [Kinetic.PreviewTrait<Kinetic.Preview.ViewTraits>] {
                    [.sizeThatFitsLayout, .portrait]
                }
                @MainActor public static func _makePreview() -> Kinetic.AnyView {
                    Kinetic.AnyView(_content())
                }
                @MainActor @Kinetic.ViewBuilder private static func _content() -> some Kinetic.View {
                    Card()
                }
            }
            """)
    }

    @Test func aPreviewWithNoBodyIsAnError() {
        assertPreview(
            """
            #Preview("Empty")
            """,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: #"#Preview needs a body: #Preview("Name") { MyView() }"#, line: 1, column: 1)])
    }
}
