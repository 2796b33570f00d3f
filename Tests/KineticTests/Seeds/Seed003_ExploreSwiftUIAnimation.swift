// Seed 003_c81381a046ccb0fc.txt — notes on the WWDC23 talk "Explore SwiftUI animation".
//
// Eight Avatar samples, each nested in its own enum (they all declare `Avatar`). The notes never
// define `Pet`; it is given a `type` string, which `Image(pet.type)` takes as an asset name.
// Four slips in the notes are corrected, each marked `// seed typo:`; none of them compiles in
// SwiftUI either. The CustomAnimation protocol listing in "NEW: Custom animations" restates
// the protocol and is not a sample. Flags: see Seed001_CustomAnimation.swift.

import Foundation
import Kinetic

enum Seed003 {
    struct Pet { var type: String }
}

// MARK: Sample 003-1 — "## Animation": choose an animation by passing it to withAnimation
extension Seed003 {
    enum S1_WithAnimation {
        struct Avatar: View {
            var pet: Pet
            @State private var selected: Bool = false

            var body: some View {
                Image(pet.type)
                    .scaleEffect(selected ? 1.5 : 1)
                    .onTapGesture {
                        withAnimation(.bouncy) { // HERE
                            selected.toggle()
                        }
                    }
            }
        }
    }
}

// MARK: Sample 003-2 — "## Transaction": the transaction modifier, which can animate by accident
extension Seed003 {
    enum S2_TransactionModifier {
        struct Avatar: View {
            var pet: Pet
            // @State changed to @Binding to change it externally
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .scaleEffect(selected ? 1.5 : 1.0)
                    // seed typo: the notes write `.transition { … }`; the prose ("add the
                    // transaction modifier") and the closure's `$0.animation` mean `.transaction`.
                    .transaction { // this attribute will override the animation.
                        $0.animation = .bouncy
                    }
                    .onTapGesture {
                        withAnimation(.bouncy) {
                            selected.toggle()
                        }
                    }
            }
        }
    }
}

// MARK: Sample 003-3 — "## Transaction": animation(_:value:) instead, withAnimation removed
extension Seed003 {
    enum S3_AnimationValue {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .animation(.bouncy, value: selected) // HERE
                    .onTapGesture {
                        selected.toggle()
                    }
            }
        }
    }
}

// MARK: Sample 003-4 — "## Transaction": a shadow with its own animation modifier
extension Seed003 {
    enum S4_TwoAnimationModifiers {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .shadow(radius: selected ? 12 : 8)
                    .animation(.smooth, value: selected) // HERE
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .animation(.bouncy, value: selected)
                    .onTapGesture {
                        selected.toggle()
                    }
            }
        }
    }
}

// MARK: Sample 003-5 — "## Transaction": scoped animation(_:body:)
extension Seed003 {
    enum S5_ScopedAnimation {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .animation(.smooth) {
                        $0.shadow(radius: selected ? 12 : 8)
                    }
                    .animation(.bouncy) {
                        $0.scaleEffect(selected ? 1.5 : 1.0)
                    }
                    .onTapGesture {
                        selected.toggle()
                    }
            }
        }
    }
}

// MARK: Sample 003-6 — "## Transaction": a custom TransactionKey read in .transaction { }

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false // seed typo: the notes write `static let defaultValue: false`
}

// `fileprivate` added so the same sample in Seed004 can sit in the same test target.
fileprivate extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}

extension Seed003 {
    enum S6_TransactionKey {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .transaction {
                        // If the image was tapped, the animation will be more
                        // lively than if it was changed programmatically.
                        $0.animation = $0.avatarTapped
                            ? .bouncy : .smooth
                    }
                    .onTapGesture {
                        withTransaction(\.avatarTapped, true) { // HERE
                            selected.toggle()
                        }
                    }
            }
        }
    }
}

// MARK: Sample 003-7 — "## Transaction": transaction(value:_:), scoped to a value
extension Seed003 {
    enum S7_TransactionValue {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            var body: some View {
                Image(pet.type)
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .transaction(value: selected) { // HERE
                        $0.animation = $0.avatarTapped
                            ? .bouncy : .smooth
                    }
                    .onTapGesture {
                        withTransaction(\.avatarTapped, true) {
                            selected.toggle()
                        }
                    }
            }
        }
    }
}

// MARK: Sample 003-8 — "## Transaction": transaction(_:body:), scoped to a sub-hierarchy
extension Seed003 {
    enum S8_ScopedTransaction {
        struct Avatar: View {
            var pet: Pet
            @Binding var selected: Bool

            // seed typo: the notes use `content` without defining it; the Avatar's image.
            var content: some View { Image(pet.type) }

            var body: some View {
                content
                    .transaction {
                        $0.animation = $0.avatarTapped
                            ? .bouncy : .smooth
                    } body: {
                        // seed typo: the notes write `scaleEffect(selected: 1.5 : 1.0)`.
                        $0.scaleEffect(selected ? 1.5 : 1.0)
                    }
                    .onTapGesture {
                        withTransaction(\.avatarTapped, true) { // HERE
                            selected.toggle()
                        }
                    }
            }
        }
    }
}
