import SwiftSyntax

/// What an initial value tells about a property that has no written type.
enum InferredType {
    /// The value's type could be read off the expression.
    case type(TypeSyntax)
    /// A literal whose default type is never animatable (integer, string,
    /// boolean, nil, array, dictionary, tuple, closure, key path).
    case notAnimatable
    /// Nothing reliable can be said without the type checker.
    case unknown
}

enum InitializerInference {
    static func infer(from value: ExprSyntax) -> InferredType {
        let value = strippingSignAndParentheses(value)

        if value.is(FloatLiteralExprSyntax.self) {
            return .type(TypeSyntax(IdentifierTypeSyntax(name: .identifier("Double"))))
        }
        if value.is(IntegerLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self)
            || value.is(NilLiteralExprSyntax.self)
            || value.is(ArrayExprSyntax.self)
            || value.is(DictionaryExprSyntax.self)
            || value.is(TupleExprSyntax.self)
            || value.is(ClosureExprSyntax.self)
            || value.is(KeyPathExprSyntax.self)
        {
            return .notAnimatable
        }
        if let call = value.as(FunctionCallExprSyntax.self),
           let type = typeNamed(by: call.calledExpression)
        {
            return .type(type)
        }
        // `1 as CGFloat` arrives unfolded: value, `as`, type.
        if let sequence = value.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            if parts.count == 3,
               let cast = parts[1].as(UnresolvedAsExprSyntax.self),
               cast.questionOrExclamationMark == nil,
               let type = parts[2].as(TypeExprSyntax.self)
            {
                return .type(type.type.trimmed)
            }
        }
        if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return .type(cast.type.trimmed)
        }
        return .unknown
    }

    /// `-(1.5)` has the type of `1.5`.
    private static func strippingSignAndParentheses(_ value: ExprSyntax) -> ExprSyntax {
        var current = value
        while true {
            if let prefix = current.as(PrefixOperatorExprSyntax.self),
               ["-", "+"].contains(prefix.operator.text)
            {
                current = prefix.expression
            } else if let parenthesised = current.as(TupleExprSyntax.self),
                      parenthesised.elements.count == 1,
                      let only = parenthesised.elements.first,
                      only.label == nil
            {
                current = only.expression
            } else {
                return current
            }
        }
    }

    /// The type a call's callee names, when it is a capitalised type name:
    /// `CGFloat(…)`, `Motion.Spring(…)`, `AnimatablePair<Double, Double>(…)`,
    /// `CGPoint.init(…)`. A lower-case callee is a function: nil.
    static func typeNamed(by callee: ExprSyntax) -> TypeSyntax? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            guard reference.argumentNames == nil, reference.baseName.text.startsWithCapital else { return nil }
            return TypeSyntax(IdentifierTypeSyntax(name: reference.baseName.trimmed))
        }
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base {
            guard let baseType = typeNamed(by: base) else { return nil }
            let member = access.declName.baseName
            if member.tokenKind == .keyword(.`init`) { return baseType }
            guard access.declName.argumentNames == nil, member.text.startsWithCapital else { return nil }
            return TypeSyntax(MemberTypeSyntax(baseType: baseType, name: member.trimmed))
        }
        if let specialised = callee.as(GenericSpecializationExprSyntax.self),
           let baseType = typeNamed(by: specialised.expression)
        {
            let arguments = specialised.genericArgumentClause.trimmed
            if let identifier = baseType.as(IdentifierTypeSyntax.self) {
                return TypeSyntax(identifier.with(\.genericArgumentClause, arguments))
            }
            if let member = baseType.as(MemberTypeSyntax.self) {
                return TypeSyntax(member.with(\.genericArgumentClause, arguments))
            }
        }
        return nil
    }
}
