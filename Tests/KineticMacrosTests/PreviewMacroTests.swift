import KineticMacros
import SwiftSyntaxMacroExpansion
import Testing

/// Expands `#Preview` in `source` and records any mismatch as an issue at the call.
private func assertPreview(_ source: String, expandedSource: String, diagnostics: [ExpectedDiagnostic] = [],
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expandedSource, diagnostics: diagnostics,
                         macroSpecs: ["Preview": MacroSpec(type: PreviewMacro.self)], sourceLocation: sourceLocation)
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
            diagnostics: [ExpectedDiagnostic(message: #"#Preview needs a body: #Preview("Name") { MyView() }"#, line: 1, column: 1)])
    }
}
