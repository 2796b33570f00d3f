import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AnimatableIgnored`: a marker read by `@Animatable`. It expands to
/// nothing, and warns where it cannot have any effect.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let problem = IgnoredPlacement.problem(of: declaration, in: context.lexicalContext) {
            let attribute = FixIts.attributeInTree(node, of: declaration, in: context)
            context.diagnose(Diagnostic(node: node, message: problem, fixIt: FixIts.removing(attribute)))
        }
        return []
    }
}
