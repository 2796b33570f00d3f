import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: a uniquely named type that registers the preview.
///
/// The expansion is an enum (uniquely named, so any number of previews live in one file)
/// conforming to `Kinetic._PreviewRegistration`: the preview's name, its file and line, its
/// traits, and a `@ViewBuilder` function made of the body's statements. The previews browser
/// finds every such conformance in the running program.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = Array(node.arguments)
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var bodyClosure = node.trailingClosure
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument.label?.text {
            case nil where index == 0:
                name = argument.expression
            case "traits":
                traits.append(argument.expression)
                // Further traits follow unlabelled (the variadic `_ additionalTraits:`).
                while index + 1 < arguments.count && arguments[index + 1].label == nil {
                    index += 1
                    traits.append(arguments[index].expression)
                }
            case "body":
                bodyClosure = argument.expression.as(ClosureExprSyntax.self)
            default:
                break
            }
            index += 1
        }
        guard let bodyClosure else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody))
            return []
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location.map { $0.file } ?? "#fileID"
        let line: ExprSyntax = location.map { $0.line } ?? "#line"
        let typeName = context.makeUniqueName("Preview")
        // One statement a line (each keeps its own inner layout).
        let statements = bodyClosure.statements.map { $0.item.trimmedDescription }.joined(separator: "\n")
        let traitList = traits.map { $0.trimmedDescription }.joined(separator: ", ")
        // Public, so an optimised build emits the type and its conformance record even though
        // nothing refers to it (the metadata of an internal type nothing uses is left out).
        let decl: DeclSyntax = """
            public enum \(typeName): Kinetic._PreviewRegistration {
                public static var _previewName: String? { \(name.trimmed) }
                public static var _previewFileID: String { \(file) }
                public static var _previewLine: Int { \(line) }
                public static var _previewTraits: [Kinetic.PreviewTrait<Kinetic.Preview.ViewTraits>] { [\(raw: traitList)] }
                @MainActor public static func _makePreview() -> Kinetic.AnyView { Kinetic.AnyView(_content()) }
                @MainActor @Kinetic.ViewBuilder private static func _content() -> some Kinetic.View {
                    \(raw: statements)
                }
            }
            """
        return [decl]
    }
}

enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a body: #Preview(\"Name\") { MyView() }"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "KineticMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
