import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Source edits offered with the diagnostics.
enum FixIts {
    /// Deletes `attribute` and gives the token after it the attribute's own
    /// leading trivia, so that neither a blank line nor a doc comment is lost:
    /// "@Animatable\nclass C" becomes "class C".
    ///
    /// Pass the attribute as found in the declaration's own tree (see
    /// `attributeInTree`): the compiler hands a macro its attribute as a
    /// detached copy, where there is no "token after it" to fix up.
    static func removing(_ attribute: AttributeSyntax) -> FixIt {
        var changes: [FixIt.Change] = [
            .replace(oldNode: Syntax(attribute), newNode: Syntax(AttributeListSyntax([])))
        ]
        if let next = attribute.nextToken(viewMode: .sourceAccurate) {
            changes.append(.replaceLeadingTrivia(token: next, newTrivia: attribute.leadingTrivia))
        }
        return FixIt(message: AnimatableFixItMessage.removeAttribute(name: attribute.simpleName), changes: changes)
    }

    /// Puts `@AnimatableIgnored ` right before the modifiers or `var` of
    /// `variable`, after any attribute it already has.
    static func addingIgnored(to variable: VariableDeclSyntax) -> FixIt {
        var edited = variable
        let leading: Trivia
        if let firstModifier = variable.modifiers.first {
            leading = firstModifier.leadingTrivia
            edited.modifiers = DeclModifierListSyntax(
                [firstModifier.with(\.leadingTrivia, [])] + Array(variable.modifiers.dropFirst())
            )
        } else {
            leading = variable.bindingSpecifier.leadingTrivia
            edited.bindingSpecifier = variable.bindingSpecifier.with(\.leadingTrivia, [])
        }
        let ignored = AttributeSyntax(
            leadingTrivia: leading,
            attributeName: IdentifierTypeSyntax(name: .identifier(MacroNames.ignored)),
            trailingTrivia: .space
        )
        edited.attributes = variable.attributes + [.attribute(ignored)]
        return FixIt(
            message: AnimatableFixItMessage.addIgnored,
            changes: [.replace(oldNode: Syntax(variable), newNode: Syntax(edited))]
        )
    }

    /// The attribute `node` as it sits in `declaration`'s attribute list,
    /// found by its source location (by its text when locations are not known),
    /// or `node` itself when it cannot be found.
    static func attributeInTree(
        _ node: AttributeSyntax,
        of declaration: some SyntaxProtocol,
        in context: some MacroExpansionContext
    ) -> AttributeSyntax {
        guard let attributes = declaration.asProtocol((any WithAttributesSyntax).self)?.attributes else { return node }
        let candidates = attributes.compactMap { element -> AttributeSyntax? in
            if case .attribute(let attribute) = element { return attribute }
            return nil
        }
        if let wanted = context.location(of: node).map(describe) {
            if let match = candidates.first(where: { context.location(of: $0).map(describe) == wanted }) {
                return match
            }
        }
        return candidates.first { $0.trimmedDescription == node.trimmedDescription } ?? node
    }

    private static func describe(_ location: AbstractSourceLocation) -> String {
        "\(location.file.trimmedDescription):\(location.line.trimmedDescription):\(location.column.trimmedDescription)"
    }
}
