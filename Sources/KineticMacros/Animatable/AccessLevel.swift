import SwiftSyntax

/// The access level the generated `animatableData` copies from its struct.
enum AccessLevel {
    /// `public` or `package` when the struct is declared so: the conformance of
    /// such a type needs a witness at least that visible. Anything narrower
    /// gets no modifier (the default, internal, is then already enough).
    static func modifierToCopy(from modifiers: DeclModifierListSyntax) -> String? {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open):
                return "public"
            case .keyword(.package):
                return "package"
            default:
                continue
            }
        }
        return nil
    }
}
