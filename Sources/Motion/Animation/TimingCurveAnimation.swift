import Foundation

/// An animation along a timing curve over a fixed duration: `value · Y(t / duration)`.
struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    enum Curve: Hashable, Sendable {
        /// A named or bezier unit curve; it reports velocity.
        case unit(UnitCurve)
        /// Raw control points (`timingCurve(_:_:_:_:duration:)`): y may overshoot; no velocity,
        /// as in SwiftUI.
        case points(CubicBezier)
    }

    /// How the animation was asked for, which names it in descriptions. Plain data (no
    /// string), so the animation copies without reference counting on the per-frame path.
    enum Style: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// `timingCurve(_:duration:)` or `timingCurve(_:_:_:_:duration:)`.
        case timingCurve
    }

    var curve: Curve
    var duration: TimeInterval
    var style: Style

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == Float)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        fraction(at: time).map { value.scaled(by: $0) }
    }

    /// The part of the change done `time` seconds in (the curve's y), or nil once the duration
    /// is over.
    @inline(__always)
    func fraction(at time: TimeInterval) -> Double? {
        guard time < duration else { return nil }
        let progress = max(0, time) / duration
        switch curve {
        case .unit(let unit): return unit.value(at: progress)
        case .points(let bezier): return bezier.value(at: progress)
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard case .unit(let unit) = curve, duration > 0 else { return nil }
        guard time < duration else { return .zero }
        return value.scaled(by: unit.velocity(at: max(0, time) / duration) / duration)
    }

    var description: String {
        let name = switch (style, curve) {
        case (.linear, _): "linear"
        case (.easeIn, _): "easeIn"
        case (.easeOut, _): "easeOut"
        case (.easeInOut, _): "easeInOut"
        case (.timingCurve, .unit(let unit)): "timingCurve(\(unit))"
        case (.timingCurve, .points(let b)): "timingCurve(\(written(b.p1x)), \(written(b.p1y)), \(written(b.p2x)), \(written(b.p2y)))"
        }
        return "\(name)(duration: \(written(duration)))"
    }
}

extension Animation {
    /// The duration of the curve animations when none is given: 0.35 s.
    public static let defaultCurveDuration: TimeInterval = 0.35

    private static func curve(_ unit: UnitCurve, _ duration: TimeInterval, _ style: TimingCurveAnimation.Style, _ function: StaticString) -> Animation {
        Animation(TimingCurveAnimation(curve: .unit(unit), duration: checkedCurveDuration(duration, function), style: style))
    }

    /// A duration of 0 runs at once; a negative, NaN or infinite one does too, after a warning
    /// (an endless curve would never arrive).
    private static func checkedCurveDuration(_ duration: TimeInterval, _ function: StaticString) -> TimeInterval {
        ParameterCheck("Animation.\(function)").clamp(duration, "duration", to: 0...Double.infinity, fallback: 0)
    }

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    /// Constant speed over `duration` seconds (NaN or negative: at once).
    public static func linear(duration: TimeInterval) -> Animation { curve(.linear, duration, .linear, #function) }

    /// Starts slowly and speeds up, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    /// Starts slowly and speeds up, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { curve(.easeIn, duration, .easeIn, #function) }

    /// Starts fast and slows down, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    /// Starts fast and slows down, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { curve(.easeOut, duration, .easeOut, #function) }

    /// Slow at both ends, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }
    /// Slow at both ends, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { curve(.easeInOut, duration, .easeInOut, #function) }

    /// Follows `curve` over `duration` seconds (0.35 by default).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = defaultCurveDuration) -> Animation {
        Self.curve(curve, duration, .timingCurve, #function)
    }

    /// Follows the cubic Bézier with control points (p1x, p1y) and (p2x, p2y) over `duration`
    /// seconds. The y coordinates are not clamped, so the motion may overshoot.
    ///
    /// The x coordinates are clamped to 0…1, as in SwiftUI. A y coordinate must lie within
    /// ±1000 (an overshoot of a thousand times the change); others are replaced with a
    /// warning, NaN by 0.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = defaultCurveDuration) -> Animation {
        let check = ParameterCheck("Animation.timingCurve(_:_:_:_:duration:)")
        return Animation(TimingCurveAnimation(
            curve: .points(CubicBezier(
                p1x: check.clamp(p1x, "p1x", to: -Double.infinity...Double.infinity, fallback: 0),
                p1y: check.clamp(p1y, "p1y", to: -1000...1000, fallback: 0),
                p2x: check.clamp(p2x, "p2x", to: -Double.infinity...Double.infinity, fallback: 0),
                p2y: check.clamp(p2y, "p2y", to: -1000...1000, fallback: 0))),
            duration: checkedCurveDuration(duration, #function),
            style: .timingCurve))
    }
}
