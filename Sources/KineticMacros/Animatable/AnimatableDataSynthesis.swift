import SwiftSyntax
import SwiftSyntaxBuilder

/// Writes the `animatableData` property for a list of animated properties,
/// pairing them right-first: `a, b, c` becomes
/// `AnimatablePair<A, AnimatablePair<B, C>>`.
enum AnimatableDataSynthesis {
    static func declaration(for properties: [AnimatedProperty], modifiers: [String]) -> DeclSyntax {
        let prefix = (modifiers + ["var"]).joined(separator: " ")
        guard !properties.isEmpty else {
            return """
                \(raw: prefix) \(raw: MacroNames.member): EmptyAnimatableData {
                    get {
                        EmptyAnimatableData()
                    }
                    set {
                    }
                }
                """
        }
        let setters = properties.indices.map { index in
            "self.\(properties[index].name).animatableData = \(pathInNewValue(index: index, count: properties.count))"
        }
        return """
            \(raw: prefix) \(raw: MacroNames.member): \(raw: vectorType(properties[...])) {
                get {
                    \(raw: getter(properties[...]))
                }
                set {
                    \(raw: setters.joined(separator: "\n"))
                }
            }
            """
    }

    /// `A.AnimatableData` for one, `AnimatablePair<A.AnimatableData, rest>` for more.
    static func vectorType(_ properties: ArraySlice<AnimatedProperty>) -> String {
        let head = "\(properties[properties.startIndex].type.trimmedDescription).AnimatableData"
        guard properties.count > 1 else { return head }
        return "AnimatablePair<\(head), \(vectorType(properties.dropFirst()))>"
    }

    static func getter(_ properties: ArraySlice<AnimatedProperty>) -> String {
        let head = "self.\(properties[properties.startIndex].name).animatableData"
        guard properties.count > 1 else { return head }
        return "AnimatablePair(\(head), \(getter(properties.dropFirst())))"
    }

    /// Where property `index` of `count` sits in `newValue`: every property but
    /// the last is the `first` of the pair found after `index` steps into
    /// `second`; the last is reached by `second` alone.
    static func pathInNewValue(index: Int, count: Int) -> String {
        let isLast = index == count - 1
        let steps = Array(repeating: "second", count: index) + (isLast ? [] : ["first"])
        return (["newValue"] + steps).joined(separator: ".")
    }
}
