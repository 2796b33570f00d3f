import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable`: conforms a struct to `Animatable` and writes its
/// `animatableData` from its stored vars.
public struct AnimatableMacro {}

extension AnimatableMacro: ExtensionMacro {
    /// Adds `extension T: Animatable {}` when the compiler reports that the
    /// type does not conform yet. A struct that already conforms, for instance
    /// through Shape, gets none: the compiler then passes no protocol.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // A misplaced attribute is reported once, by the member role.
        guard let structDecl = declaration.as(StructDeclSyntax.self), !protocols.isEmpty else { return [] }
        // A main-actor struct that writes its own animatableData has a main-actor witness for a
        // nonisolated requirement: a @preconcurrency conformance lets it build, checking at run
        // time that the data is read on the main actor (where Kinetic's graph reads it).
        let ownIsolatedData = StoredPropertyScan.declaresAnimatableData(structDecl.memberBlock.members)
            && structDecl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
        let prefix = ownIsolatedData ? "@preconcurrency " : ""
        let conformances = protocols.map { prefix + $0.trimmedDescription }.joined(separator: ", ")
        let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances) {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

extension AnimatableMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: AnimatableDiagnostic.notAStruct(what: describe(declaration)),
                    fixIt: FixIts.removing(FixIts.attributeInTree(node, of: declaration, in: context))
                )
            )
            return []
        }
        let members = structDecl.memberBlock.members
        // The user's own animatableData wins; nothing is scanned then.
        if StoredPropertyScan.declaresAnimatableData(members) { return [] }

        let scan = StoredPropertyScan(members: members)
        for property in scan.untyped {
            let message: AnimatableDiagnostic =
                property.name.map { .untypedProperty(name: $0) } ?? .tuplePattern
            context.diagnose(
                Diagnostic(
                    node: property.pattern,
                    message: message,
                    fixIt: FixIts.addingIgnored(to: property.declaration)
                )
            )
        }
        if scan.animated.isEmpty && scan.untyped.isEmpty {
            context.diagnose(
                Diagnostic(node: node, message: AnimatableDiagnostic.nothingToAnimate(typeName: structDecl.name.text))
            )
        }

        var modifiers: [String] = []
        if let access = AccessLevel.modifierToCopy(from: structDecl.modifiers) { modifiers.append(access) }
        // Animatable's requirement is nonisolated. A struct isolated to the
        // main actor, whether written `@MainActor` or inferred from a protocol
        // such as View, would otherwise make this witness main-actor isolated
        // and its conformance an error in Swift 6 mode. The accessors only touch
        // the struct's own stored properties, which SE-0434 lets nonisolated
        // code in the module use when they are Sendable.
        modifiers.append("nonisolated")
        return [AnimatableDataSynthesis.declaration(for: scan.animated, modifiers: modifiers)]
    }

    /// "class 'Foo'", "an extension of 'Foo'", … for the not-a-struct error.
    static func describe(_ declaration: some DeclGroupSyntax) -> String {
        if let decl = declaration.as(ClassDeclSyntax.self) { return "class '\(decl.name.text)'" }
        if let decl = declaration.as(EnumDeclSyntax.self) { return "enum '\(decl.name.text)'" }
        if let decl = declaration.as(ActorDeclSyntax.self) { return "actor '\(decl.name.text)'" }
        if let decl = declaration.as(ProtocolDeclSyntax.self) { return "protocol '\(decl.name.text)'" }
        if let decl = declaration.as(ExtensionDeclSyntax.self) {
            return "an extension of '\(decl.extendedType.trimmedDescription)'"
        }
        return "not a struct"
    }
}
