import Foundation

// `symbolEffect`: SF Symbols animate the layers of a symbol; Kinetic's symbols are single paths,
// so the simple effects are approximated on the whole view with keyframes of its opacity,
// scale and lift: pulse fades, bounce springs up and back, variable colour steps the opacity,
// scale grows while active. Layer options (`.byLayer`, `.iterative`…) are accepted.

/// What a symbol effect does to a view: one round of keyframes.
public struct _SymbolEffectMotion: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case pulse, bounce(up: Bool), variableColor, scale(up: Bool)
    }
    var kind: Kind
}

/// An animation of a symbol. Kinetic draws the simple ones (pulse, bounce, variable colour,
/// scale) on the whole view.
public protocol SymbolEffect {
    var _motion: _SymbolEffectMotion { get }
}
/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// A fade out and back in.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .pulse) }
    /// Accepted: Kinetic's symbols have one layer.
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// A springy jump and return.
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    var isUp = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .bounce(up: isUp)) }
    public var up: Self { var copy = self; copy.isUp = true; return copy }
    public var down: Self { var copy = self; copy.isUp = false; return copy }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// The symbol's colour stepping through its layers; here, its opacity in steps.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .variableColor) }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}

/// A larger (or smaller) symbol while the effect is active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Sendable {
    var isUp = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .scale(up: isUp)) }
    public var up: Self { var copy = self; copy.isUp = true; return copy }
    public var down: Self { var copy = self; copy.isUp = false; return copy }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// How a symbol effect plays: how many times, and how fast.
public struct SymbolEffectOptions: Sendable, Equatable {
    /// Rounds per run: nil repeats while active (an indefinite effect) or plays once (a
    /// discrete one).
    var repeatCount: Int?
    var repeats: Bool?
    var speed = 1.0

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeats: true)
    public static let nonRepeating = SymbolEffectOptions(repeats: false)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1)) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = max(count, 1); return copy }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}

/// The values a symbol effect moves.
struct SymbolEffectFrame {
    var opacity = 1.0
    var scale = 1.0
    var lift = 0.0
}

extension _SymbolEffectMotion {
    /// `rounds` rounds of the effect, at `speed`.
    @KeyframesBuilder<SymbolEffectFrame>
    func keyframes(rounds: Int, speed: Double) -> some Keyframes<SymbolEffectFrame> {
        let t = 1 / speed
        let rounds = Array(0..<max(rounds, 1))
        KeyframeTrack(\.opacity) {
            for _ in rounds {
                switch kind {
                case .pulse:
                    CubicKeyframe(0.35, duration: 0.5 * t)
                    CubicKeyframe(1, duration: 0.5 * t)
                case .variableColor:
                    for step in [0.45, 0.7, 1.0] { MoveKeyframe(step); LinearKeyframe(step, duration: 0.25 * t) }
                    LinearKeyframe(1, duration: 0.05 * t)
                default:
                    LinearKeyframe(1, duration: 0.01 * t)
                }
            }
        }
        KeyframeTrack(\.scale) {
            for _ in rounds {
                switch kind {
                case .bounce:
                    SpringKeyframe(1.15, duration: 0.15 * t, spring: .snappy)
                    // Left to settle, so the symbol comes to rest exactly at its size.
                    SpringKeyframe(1, spring: Spring(duration: 0.45 * t, bounce: 0.3))
                case .scale(let up):
                    SpringKeyframe(up ? 1.2 : 0.8, duration: 0.3 * t, spring: .snappy)
                default:
                    LinearKeyframe(1, duration: 0.01 * t)
                }
            }
        }
        KeyframeTrack(\.lift) {
            for _ in rounds {
                if case .bounce(let up) = kind {
                    SpringKeyframe(up ? -4 : 4, duration: 0.15 * t, spring: .snappy)
                    SpringKeyframe(0, spring: Spring(duration: 0.45 * t, bounce: 0.3))
                } else {
                    LinearKeyframe(0, duration: 0.01 * t)
                }
            }
        }
    }
}

/// The scale a ``ScaleSymbolEffect`` holds while active.
extension _SymbolEffectMotion {
    var heldScale: Double? {
        if case .scale(let up) = kind { return up ? 1.2 : 0.8 }
        return nil
    }
}

extension View {
    /// Runs an effect while `isActive`: round after round, or `options`' number of rounds
    /// (`.nonRepeating`: one). A scale effect holds its size while active. Kinetic approximates
    /// symbol effects on the whole view with its opacity, scale and lift.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let motion = effect._motion
        let rounds = options.repeatCount ?? 1
        let forever = options.repeatCount == nil && options.repeats != false
        return keyframeAnimator(initialValue: SymbolEffectFrame(), repeating: isActive && forever && motion.heldScale == nil) { content, frame in
            content
                .scaleEffect(motion.heldScale.map { isActive ? $0 : 1 } ?? frame.scale)
                .opacity(frame.opacity)
                .offset(y: frame.lift)
                .animation(.snappy, value: isActive)
        } keyframes: { _ in
            motion.keyframes(rounds: forever ? 1 : rounds, speed: options.speed)
        }
        .modifier(_FiniteSymbolRounds(enabled: !forever && motion.heldScale == nil, active: isActive, motion: motion, rounds: rounds,
                                      speed: options.speed))
    }

    /// Runs an effect once (or `options`' number of rounds) each time `value` changes.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let motion = effect._motion
        let rounds = options.repeatCount ?? 1
        return keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: value) { content, frame in
            content.scaleEffect(frame.scale).opacity(frame.opacity).offset(y: frame.lift)
        } keyframes: { _ in
            motion.keyframes(rounds: rounds, speed: options.speed)
        }
    }
}

/// An indefinite effect asked for a set number of rounds: they play each time it becomes
/// active.
struct _FiniteSymbolRounds: ViewModifier {
    /// False when the effect repeats for ever or holds a size: then nothing is added.
    let enabled: Bool
    let active: Bool
    let motion: _SymbolEffectMotion
    let rounds: Int
    let speed: Double

    func body(content: Content) -> some View {
        if enabled {
            content.keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: active) { view, frame in
                view.scaleEffect(frame.scale).opacity(frame.opacity).offset(y: frame.lift)
            } keyframes: { _ in
                if active {
                    motion.keyframes(rounds: rounds, speed: speed)
                }
            }
        } else {
            content
        }
    }
}
