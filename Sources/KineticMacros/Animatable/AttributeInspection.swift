import SwiftSyntax

/// Reading attributes and modifiers the way the macros need them.
extension AttributeSyntax {
    /// The attribute's name without its module qualifier or backticks:
    /// `@Motion.Animatable` gives "Animatable".
    var simpleName: String {
        let nameType = attributeName
        if let identifier = nameType.as(IdentifierTypeSyntax.self) {
            return identifier.name.text.withoutBackticks
        }
        if let member = nameType.as(MemberTypeSyntax.self) {
            return member.name.text.withoutBackticks
        }
        return nameType.trimmedDescription
    }
}

extension AttributeListSyntax {
    /// The first plain attribute called `name` (module qualifier ignored).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.simpleName == name {
                return attribute
            }
        }
        return nil
    }
}

extension DeclModifierListSyntax {
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }
}

extension String {
    var withoutBackticks: String {
        guard count >= 2, hasPrefix("`"), hasSuffix("`") else { return self }
        return String(dropFirst().dropLast())
    }

    /// True when the first letter is upper case, as in a type name.
    var startsWithCapital: Bool {
        withoutBackticks.first?.isUppercase ?? false
    }
}

/// Names used by both macros.
enum MacroNames {
    static let animatable = "Animatable"
    static let ignored = "AnimatableIgnored"
    static let member = "animatableData"
}
