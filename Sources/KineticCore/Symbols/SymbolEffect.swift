import Foundation

// `symbolEffect`: SF Symbols animate the layers of a symbol; Kinetic's symbols are single paths,
// so the effects are approximated on the whole view with keyframes of its opacity, scale, turn
// and place: pulse fades, bounce springs up and back, variable colour steps the opacity, scale
// grows while active, rotate turns once a round, wiggle shakes along a direction or rocks, and
// breathe swells and fades slowly. Layer options (`.byLayer`, `.iterative`…) are accepted.

/// What a symbol effect does to a view: one round of keyframes.
public struct _SymbolEffectMotion: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case pulse, bounce(up: Bool), variableColor, scale(up: Bool)
        /// A whole turn (clockwise when true).
        case rotate(clockwise: Bool)
        /// A shake along `angle` (radians; 0 is to the right), or a rock back and forth
        /// around the centre when `angle` is nil (clockwise first when `clockwise`).
        case wiggle(angle: Double?, clockwise: Bool)
        /// A slow swell and fade.
        case breathe
    }
    var kind: Kind
}

/// An animation of a symbol. Kinetic draws the simple ones (pulse, bounce, variable colour,
/// scale) on the whole view.
public protocol SymbolEffect {
    var _motion: _SymbolEffectMotion { get }
}
/// An effect with an up and a down form (bounce, scale, appear, disappear).
public protocol _UpDownSymbolEffect: SymbolEffect {
    var _isUp: Bool { get set }
}

extension _UpDownSymbolEffect {
    public var up: Self { var copy = self; copy._isUp = true; return copy }
    public var down: Self { var copy = self; copy._isUp = false; return copy }
}

extension SymbolEffect {
    /// Accepted: Kinetic's symbols have one layer.
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// A fade out and back in.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .pulse) }
}

/// A springy jump and return.
public struct BounceSymbolEffect: _UpDownSymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    public var _isUp = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .bounce(up: _isUp)) }
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
public struct ScaleSymbolEffect: _UpDownSymbolEffect, IndefiniteSymbolEffect, Sendable {
    public var _isUp = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .scale(up: _isUp)) }
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
    /// Points moved across (a wiggle's shake).
    var shift = 0.0
    /// Degrees turned, clockwise.
    var turn = 0.0
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
                case .breathe:
                    CubicKeyframe(0.75, duration: 0.9 * t)
                    CubicKeyframe(1, duration: 0.9 * t)
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
                case .breathe:
                    CubicKeyframe(1.1, duration: 0.9 * t)
                    CubicKeyframe(1, duration: 0.9 * t)
                default:
                    LinearKeyframe(1, duration: 0.01 * t)
                }
            }
        }
        KeyframeTrack(\.lift) {
            for _ in rounds {
                switch kind {
                case .bounce(let up):
                    SpringKeyframe(up ? -4 : 4, duration: 0.15 * t, spring: .snappy)
                    SpringKeyframe(0, spring: Spring(duration: 0.45 * t, bounce: 0.3))
                case .wiggle(let angle?, _):
                    for amount in Self.wiggleSteps { CubicKeyframe(amount * sin(angle), duration: 0.1 * t) }
                default:
                    LinearKeyframe(0, duration: 0.01 * t)
                }
            }
        }
        KeyframeTrack(\.shift) {
            for _ in rounds {
                if case .wiggle(let angle?, _) = kind {
                    for amount in Self.wiggleSteps { CubicKeyframe(amount * cos(angle), duration: 0.1 * t) }
                } else {
                    LinearKeyframe(0, duration: 0.01 * t)
                }
            }
        }
        KeyframeTrack(\.turn) {
            for _ in rounds {
                switch kind {
                case .rotate(let clockwise):
                    // A whole turn, then back to 0 at once: the same drawing.
                    CubicKeyframe(clockwise ? 360 : -360, duration: 1 * t)
                    MoveKeyframe(0)
                case .wiggle(nil, let clockwise):
                    for amount in Self.wiggleSteps { CubicKeyframe((clockwise ? 3 : -3) * amount, duration: 0.1 * t) }
                default:
                    LinearKeyframe(0, duration: 0.01 * t)
                }
            }
        }
    }

    /// A wiggle's points of travel (degrees, for a rock, are three times these): out, back past
    /// the middle, smaller each time, then still.
    static let wiggleSteps: [Double] = [5, -4, 3, -2, 0]
}

extension View {
    /// Applies a frame of a symbol effect: its scale and turn about the centre, its opacity,
    /// and its shift and lift.
    func symbolEffectFrame(_ frame: SymbolEffectFrame, scale: Double? = nil) -> some View {
        rotationEffect(.degrees(frame.turn))
            .scaleEffect(scale ?? frame.scale)
            .opacity(frame.opacity)
            .offset(x: frame.shift, y: frame.lift)
    }
}

/// A whole turn of the symbol, clockwise unless asked otherwise (`.rotate`).
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    var isClockwise = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .rotate(clockwise: isClockwise)) }
    public var clockwise: Self { var copy = self; copy.isClockwise = true; return copy }
    public var counterClockwise: Self { var copy = self; copy.isClockwise = false; return copy }
}

/// A quick shake along a direction, or a rock around the centre (`.wiggle`).
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    /// Radians from the right, going clockwise (y grows downward); nil rocks around the centre.
    var angle: Double? = 0
    var isClockwise = true
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .wiggle(angle: angle, clockwise: isClockwise)) }
    public var left: Self { direction(.pi) }
    public var right: Self { direction(0) }
    public var up: Self { direction(-.pi / 2) }
    public var down: Self { direction(.pi / 2) }
    /// Forward and backward follow the reading direction: right and left.
    public var forward: Self { direction(0) }
    public var backward: Self { direction(.pi) }
    public var clockwise: Self { var copy = self; copy.angle = nil; copy.isClockwise = true; return copy }
    public var counterClockwise: Self { var copy = self; copy.angle = nil; copy.isClockwise = false; return copy }
    /// A shake along `angle` (0° is up, as SwiftUI's custom wiggle measures it).
    public func custom(angle: Angle) -> Self { direction(angle.radians - .pi / 2) }

    private func direction(_ radians: Double) -> Self {
        var copy = self
        copy.angle = radians.isFinite ? radians : 0
        return copy
    }
}

/// A slow swell and fade, as of breathing (`.breathe`).
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, Sendable {
    public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(kind: .breathe) }
    public var plain: Self { self }
    public var pulse: Self { self }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
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
                .symbolEffectFrame(frame, scale: motion.heldScale.map { isActive ? $0 : 1 })
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
            content.symbolEffectFrame(frame)
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
                view.symbolEffectFrame(frame)
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
