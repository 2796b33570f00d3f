import SwiftSyntax

/// A stored property that goes into `animatableData`.
struct AnimatedProperty {
    /// The name as written (backticks kept, so it can be used as is).
    let name: String
    /// The written or inferred type whose `AnimatableData` is used.
    let type: TypeSyntax
}

/// A property whose type the macro cannot tell.
struct UntypedProperty {
    let declaration: VariableDeclSyntax
    /// Where to point the diagnostic: the binding's pattern.
    let pattern: PatternSyntax
    /// The name, or nil for a tuple pattern such as `var (a, b) = f()`.
    let name: String?
}

/// Walks a struct's members in declaration order and sorts its stored
/// instance `var`s into the animated ones and the ones it cannot type.
/// Everything else is left out silently.
struct StoredPropertyScan {
    private(set) var animated: [AnimatedProperty] = []
    private(set) var untyped: [UntypedProperty] = []

    /// Declaration attributes that say nothing about storage or wrapping.
    static let neutralAttributes: Set<String> = [
        "available", "MainActor", "preconcurrency", "usableFromInline",
        "objc", "nonobjc", "_spi", "exclusivity",
    ]

    init(members: MemberBlockItemListSyntax) {
        for item in members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            guard Self.isCandidate(variable) else { continue }
            scanBindings(of: variable)
        }
    }

    /// True when the declaration can hold animated stored instance vars at all.
    static func isCandidate(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        let modifiers = variable.modifiers
        if modifiers.contains(.static) || modifiers.contains(.class) || modifiers.contains(.lazy) {
            return false
        }
        return !hasExcludingAttribute(variable.attributes)
    }

    /// `@AnimatableIgnored`, a property wrapper or any other custom attribute
    /// keeps the property out; so does an attribute under `#if`.
    static func hasExcludingAttribute(_ attributes: some Sequence<AttributeListSyntax.Element>) -> Bool {
        // `if case`, not `switch`: the toolchain's swift-syntax (library evolution) may add
        // cases, the package's may not, and a switch cannot be exhaustive without a warning in both.
        for element in attributes {
            guard case .attribute(let attribute) = element else { return true }  // `#if`, or anything new
            if !neutralAttributes.contains(attribute.simpleName) { return true }
        }
        return false
    }

    /// True for a binding with a getter, setter or other non-observer accessor.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        // A getter written alone, or anything but observers (see hasExcludingAttribute on `if case`).
        guard case .accessors(let accessors) = block.accessors else { return true }
        return accessors.contains { accessor in
            let kind = accessor.accessorSpecifier.tokenKind
            return kind != .keyword(.willSet) && kind != .keyword(.didSet)
        }
    }

    private mutating func scanBindings(of variable: VariableDeclSyntax) {
        let bindings = Array(variable.bindings)
        for (index, binding) in bindings.enumerated() where !Self.isComputed(binding) {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                untyped.append(UntypedProperty(declaration: variable, pattern: binding.pattern, name: nil))
                continue
            }
            let name = identifier.identifier.text
            switch Self.type(ofBindingAt: index, in: bindings) {
            case .type(let written):
                if let type = TypeJudgement.animatableType(written) {
                    animated.append(AnimatedProperty(name: name, type: type))
                }
            case .notAnimatable:
                continue
            case .unknown:
                untyped.append(UntypedProperty(declaration: variable, pattern: binding.pattern, name: name))
            }
        }
    }

    /// The type of one binding: its annotation; else, with no initial value,
    /// the annotation of the next binding that has one (`var a, b: Double`);
    /// else what its initial value tells.
    static func type(ofBindingAt index: Int, in bindings: [PatternBindingSyntax]) -> InferredType {
        let binding = bindings[index]
        if let annotation = binding.typeAnnotation {
            return .type(annotation.type)
        }
        if let initializer = binding.initializer {
            return InitializerInference.infer(from: initializer.value)
        }
        for later in bindings[(index + 1)...] {
            if let annotation = later.typeAnnotation { return .type(annotation.type) }
            if later.initializer != nil { break }
        }
        return .unknown
    }

    /// True when the struct already spells out its own `animatableData`.
    static func declaresAnimatableData(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks
                    == MacroNames.member
            }
        }
    }
}
