import SwiftDiagnostics

/// Every warning and error the two macros can give.
enum AnimatableDiagnostic: DiagnosticMessage {
    /// `@Animatable` on something other than a struct; `what` reads
    /// "class 'Foo'", "an extension of 'Foo'"…
    case notAStruct(what: String)
    case nothingToAnimate(typeName: String)
    case untypedProperty(name: String)
    case tuplePattern
    case ignoredOutsideAnimatableStruct
    case ignoredWithoutEffect(reason: String)

    var message: String {
        switch self {
        case .notAStruct(let what):
            return "@Animatable applies to a struct only, and this is \(what): animation works on copies of a "
                + "value, reading and writing the stored properties of its animatableData on every frame"
        case .nothingToAnimate(let typeName):
            return "@Animatable: '\(typeName)' has no stored var of an animatable type, so its animatableData "
                + "is EmptyAnimatableData and nothing in it will animate"
        case .untypedProperty(let name):
            return "@Animatable cannot tell the type of '\(name)' from its initial value; write its type "
                + "(for example ': Double') or mark it @AnimatableIgnored"
        case .tuplePattern:
            return "@Animatable cannot see into a tuple pattern; declare each property on its own with its "
                + "type, or mark the declaration @AnimatableIgnored"
        case .ignoredOutsideAnimatableStruct:
            return "@AnimatableIgnored has no effect here: it only leaves a stored var of an @Animatable "
                + "struct out of its animatableData"
        case .ignoredWithoutEffect(let reason):
            return "@AnimatableIgnored has no effect on \(reason)"
        }
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .notAStruct, .untypedProperty, .tuplePattern:
            return .error
        case .nothingToAnimate, .ignoredOutsideAnimatableStruct, .ignoredWithoutEffect:
            return .warning
        }
    }

    var diagnosticID: MessageID {
        let id: String
        switch self {
        case .notAStruct: id = "notAStruct"
        case .nothingToAnimate: id = "nothingToAnimate"
        case .untypedProperty: id = "untypedProperty"
        case .tuplePattern: id = "tuplePattern"
        case .ignoredOutsideAnimatableStruct: id = "ignoredOutsideAnimatableStruct"
        case .ignoredWithoutEffect: id = "ignoredWithoutEffect"
        }
        return MessageID(domain: "KineticMacros", id: id)
    }
}

/// Messages of the fix-its the macros offer.
enum AnimatableFixItMessage: FixItMessage {
    case removeAttribute(name: String)
    case addIgnored

    var message: String {
        switch self {
        case .removeAttribute(let name): return "Remove '@\(name)'"
        case .addIgnored: return "Add '@AnimatableIgnored'"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .removeAttribute: return MessageID(domain: "KineticMacros", id: "removeAttribute")
        case .addIgnored: return MessageID(domain: "KineticMacros", id: "addIgnored")
        }
    }
}
