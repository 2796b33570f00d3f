import Foundation

/// How a view's own content changes when it changes in an animated transaction (a Text's
/// string), rather than how the view comes and goes.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate
        /// Changed digits roll: up when counting up (new digits come from below), down when
        /// counting down. `value`, when given, decides the direction from one change to the next.
        case numericText(countsDown: Bool, value: Double?)
        /// Symbols replace one another with a symbol effect (text cross-fades).
        case symbol(ReplaceSymbolEffect.Style)
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content morphs from old to new. Kinetic cross-fades text: glyph shapes do not morph.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits that change roll; the others stay still.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Digits that change roll, up when `value` grew since the last change and down when it
    /// shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value.isFinite ? value : nil))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// How views below animate changes of their content.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw in an offscreen group. Kinetic accepts it; its
    /// content transitions draw the same either way.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Animates changes of the content of the views below (a Text's string) with `transition`
    /// when they change in an animated transaction.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

/// A text's change in flight: the string it had, and how far the change has got (0…1).
struct TextChange {
    var old: String
    var kind: ContentTransition.Kind
    var countsDown: Bool
    let progress: Animator<Double>
}

extension TextNode {
    /// The change of a text from `old` to `new` in `transaction` under `transition`, if it
    /// animates.
    static func change(from old: String, to new: String, transition: ContentTransition, previousValue: Double?,
                       transaction: Transaction, at time: Double) -> TextChange? {
        guard old != new, transaction.animation != nil else { return nil }
        var countsDown = false
        switch transition.kind {
        case .identity: return nil
        case .opacity, .interpolate, .symbol: break
        case .numericText(let down, let value):
            countsDown = down
            if let value, let previousValue { countsDown = value < previousValue }
        }
        let progress = Animator(0.0)
        progress.setValue(1, transaction: transaction, at: time)
        return TextChange(old: old, kind: transition.kind, countsDown: countsDown, progress: progress)
    }

    /// Draws a change in flight: cross-fades, or rolls the digits that differ.
    static func draw(_ change: TextChange, new: String, layout: (String) -> TextLayout, width: (String) -> Double,
                     size: CGSize, progress p: Double, _ context: inout DrawContext) {
        let saved = context.state
        let newLayout = layout(new), oldLayout = layout(change.old)
        guard case .numericText = change.kind, newLayout.lines.count == 1, oldLayout.lines.count == 1 else {
            context.opacity = saved.opacity * (1 - p)
            context.append(.text(oldLayout), size: size)
            context.opacity = saved.opacity * p
            context.append(.text(newLayout), size: size)
            context.state = saved
            return
        }
        // Characters are matched from the right, as digits are: 99 → 100 rolls all three.
        let old = Array(change.old), new = Array(new)
        let height = newLayout.lineHeight
        let direction = change.countsDown ? -1.0 : 1.0
        func place(_ characters: [Character], _ index: Int, dy: Double, opacity: Double) {
            let prefix = String(characters[..<index])
            let character = String(characters[index])
            context.state = saved
            context.opacity = saved.opacity * opacity
            context.transform = CGAffineTransform(translationX: width(prefix), y: dy).concatenating(saved.transform)
            context.append(.text(layout(character)), size: CGSize(width: width(character), height: height))
        }
        let count = max(old.count, new.count)
        for fromRight in 0..<count {
            let i = new.count - 1 - fromRight, j = old.count - 1 - fromRight
            let same = i >= 0 && j >= 0 && new[i] == old[j]
            if i >= 0 {
                place(new, i, dy: same ? 0 : direction * (1 - p) * height, opacity: same ? 1 : p)
            }
            if j >= 0 && !same {
                place(old, j, dy: -direction * p * height, opacity: 1 - p)
            }
        }
        context.state = saved
    }
}
