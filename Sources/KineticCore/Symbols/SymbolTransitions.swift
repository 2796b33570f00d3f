import Foundation

// Symbols that come, go and replace one another with a symbol effect:
// `.transition(.symbolEffect)` scales a symbol up out of nothing as it is inserted (and down as
// it leaves); `.contentTransition(.symbolEffect(.replace))` swaps one symbol for another — the
// old one shrinks away as the new one grows in (`.downUp`, the default), or both grow (`.upUp`),
// or the old one goes at once (`.offUp`).

/// A symbol effect that can bring a symbol in or take it out.
public protocol TransitionSymbolEffect {}

/// A symbol effect that can swap one symbol for another.
public protocol ContentTransitionSymbolEffect {
    var _replaceStyle: ReplaceSymbolEffect.Style { get }
}

/// The symbol grows in from nothing (`.up`), or settles down into place (`.down`).
public struct AppearSymbolEffect: _UpDownSymbolEffect, TransitionSymbolEffect, Sendable {
    public var _isUp = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .scale(up: _isUp)) }
}

/// The symbol shrinks away (`.down`) or grows away (`.up`).
public struct DisappearSymbolEffect: _UpDownSymbolEffect, TransitionSymbolEffect, Sendable {
    public var _isUp = false
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .scale(up: _isUp)) }
}

/// One symbol replacing another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Sendable {
    public enum Style: Sendable, Hashable { case downUp, upUp, offUp }
    var style = Style.downUp
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .scale(up: true)) }
    public var _replaceStyle: Style { style }
    /// The old symbol shrinks away, the new one grows in.
    public var downUp: Self { var copy = self; copy.style = .downUp; return copy }
    /// The old symbol grows as it fades, the new one grows in.
    public var upUp: Self { var copy = self; copy.style = .upUp; return copy }
    /// The old symbol goes at once, the new one grows in.
    public var offUp: Self { var copy = self; copy.style = .offUp; return copy }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A symbol's insertion and removal as a symbol effect: it scales in from a fifth of its size
/// as it fades in, and back out as it leaves (`.up` effects from larger, settling down).
public struct SymbolEffectTransition: Transition {
    let growsDown: Bool
    let speed: Double

    init(growsDown: Bool = false, options: SymbolEffectOptions = .default) {
        self.growsDown = growsDown
        speed = options.speed
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let away = !phase.isIdentity
        content
            .scaleEffect(away ? (growsDown ? 1.4 : 0.2) : 1)
            .opacity(away ? 0 : 1)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The platform's symbol transition: the symbol scales up into place as it comes, down as
    /// it goes.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }

    /// A symbol transition with `effect` (`.appear`, `.disappear`, and their `.up` and `.down`).
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        let down = (effect as? AppearSymbolEffect).map { !$0._isUp } ?? (effect as? DisappearSymbolEffect).map { $0._isUp } ?? false
        return SymbolEffectTransition(growsDown: down, options: options)
    }
}

extension ContentTransition {
    /// Symbols replace one another with the replace effect (the old shrinks, the new grows).
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbol(.downUp)) }

    /// Symbols replace one another with `effect` (`.replace`, `.replace.upUp`, `.replace.offUp`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbol(effect._replaceStyle))
    }
}

/// A symbol's replacement in flight.
struct SymbolChange {
    var old: String
    var style: ReplaceSymbolEffect.Style
    let progress: Animator<Double>

    /// The old and new symbols' scale and opacity at progress `p`.
    func frames(at p: Double) -> (old: (scale: Double, opacity: Double), new: (scale: Double, opacity: Double)) {
        let p = min(max(p, 0), 1.2)
        let new = (scale: 0.2 + 0.8 * p, opacity: min(1, p * 1.5))
        switch style {
        case .downUp: return ((1 - 0.8 * min(p, 1), max(0, 1 - p * 1.5)), new)
        case .upUp: return ((1 + 0.4 * min(p, 1), max(0, 1 - p * 1.5)), new)
        case .offUp: return ((1, 0), new)
        }
    }
}
