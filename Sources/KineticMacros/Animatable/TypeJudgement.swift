import SwiftSyntax

/// Decides from the written type alone whether a stored property takes part
/// in `animatableData`. The macro cannot ask the type checker, so it leaves out
/// only types known never to be animatable and trusts every other name: if that
/// name is not `Animatable`, the compiler reports it at the generated use and
/// the user adds `@AnimatableIgnored`.
enum TypeJudgement {
    /// Last name components that are never animatable.
    static let excludedNames: Set<String> = [
        // Integers, text, flags and other plain data.
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "String", "Substring", "Character", "StaticString", "Bool",
        "Date", "URL", "UUID", "Data", "ObjectIdentifier",
        // Values of the UI layer that do not interpolate.
        "Color", "Font", "Image", "Text", "AnyView", "Animation", "Transaction", "Namespace",
        // Containers, wrappers and existentials spelled by name.
        "Optional", "Array", "ContiguousArray", "ArraySlice", "Dictionary", "Set",
        "Binding", "State",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
        "Void", "Never", "Any", "AnyObject", "AnyHashable",
    ]

    /// The type to use for `T.AnimatableData`, or nil when the property is
    /// left out. Redundant parentheses and type attributes are looked through.
    static func animatableType(_ type: TypeSyntax) -> TypeSyntax? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return excludedNames.contains(identifier.name.text.withoutBackticks) ? nil : type.trimmed
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let last = member.name.text.withoutBackticks
            // `Item.ID` and friends are identifiers, never vectors.
            if last == "ID" || excludedNames.contains(last) { return nil }
            return type.trimmed
        }
        if let tuple = type.as(TupleTypeSyntax.self),
           tuple.elements.count == 1,
           let only = tuple.elements.first,
           only.firstName == nil, only.ellipsis == nil
        {
            return animatableType(only.type)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return animatableType(attributed.baseType)
        }
        // Optionals (`T?`, `T!`), arrays, dictionaries, tuples, functions,
        // metatypes, `some P`, `any P`, compositions and packs.
        return nil
    }
}
