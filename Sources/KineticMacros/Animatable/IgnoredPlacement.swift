import SwiftSyntax

/// Where `@AnimatableIgnored` does something: on a stored instance `var` that
/// `@Animatable` would otherwise consider, directly inside an `@Animatable`
/// struct.
enum IgnoredPlacement {
    /// The warning to give, or nil when the attribute is in a useful place.
    static func problem(of declaration: some DeclSyntaxProtocol, in lexicalContext: [Syntax]) -> AnimatableDiagnostic? {
        guard let enclosing = lexicalContext.first?.as(StructDeclSyntax.self),
              enclosing.attributes.attribute(named: MacroNames.animatable) != nil
        else {
            return .ignoredOutsideAnimatableStruct
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            return .ignoredWithoutEffect(reason: "a declaration that is not a property: only stored vars are animated")
        }
        if variable.bindingSpecifier.tokenKind != .keyword(.var) {
            return .ignoredWithoutEffect(reason: "a 'let': constants are never animated")
        }
        let modifiers = variable.modifiers
        if modifiers.contains(.static) || modifiers.contains(.class) {
            return .ignoredWithoutEffect(reason: "a static property: only instance properties are animated")
        }
        if modifiers.contains(.lazy) {
            return .ignoredWithoutEffect(reason: "a 'lazy var': lazy properties are never animated")
        }
        if variable.bindings.allSatisfy(StoredPropertyScan.isComputed) {
            return .ignoredWithoutEffect(reason: "a computed property: only stored vars are animated")
        }
        let others = variable.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return attribute.simpleName != MacroNames.ignored
        }
        if StoredPropertyScan.hasExcludingAttribute(others) {
            return .ignoredWithoutEffect(
                reason: "a property with a wrapper or custom attribute: such properties are never animated"
            )
        }
        return nil
    }
}
