import Foundation

// Every factory checks its numbers once, when the animation is made: one outside its domain is
// replaced by the nearest sane value with one warning naming the call (see ParameterCheck).
// Responses and durations of fluid springs run 0…3600 s (0 is an infinitely stiff spring: the
// change is instant, as in SwiftUI); negative ones become 0, longer ones 3600 s, and NaN or
// infinite ones the factory's default. Damping
// fractions run 0…Spring.maximumDampingRatio, bounces −1…1, blend durations from 0, and
// initial velocities −10⁶…10⁶ changes per second (NaN and infinities become 0).
extension Animation {
    /// The animation used when none is named: a critically damped spring with a response of
    /// 0.55 s.
    public static let `default` = Animation(FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))

    /// A spring with a response of 0.5 s and a damping fraction of 0.825.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A spring described by its response (seconds) and damping fraction; successive springs
    /// on the same value merge, keeping velocity, and blend their parameters over `blendDuration`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    defaults: (0.5, 0.825), check: ParameterCheck("Animation.spring(response:dampingFraction:blendDuration:)"))
    }

    /// A spring described by its perceptual duration and bounce. With no arguments,
    /// `.spring()` is the response form (response 0.5, damping fraction 0.825), as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        fluidSpring(duration: duration, bounce: bounce, blendDuration: blendDuration,
                    check: ParameterCheck("Animation.spring(duration:bounce:blendDuration:)"))
    }

    /// A spring with the parameters of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        fluidSpring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration,
                    defaults: (0.5, 1), check: ParameterCheck("Animation.spring(_:blendDuration:)"))
    }

    /// A quick spring for following the user's input: response 0.15 s, damping fraction 0.86,
    /// blend duration 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }

    /// An interactive spring with the given parameters.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    defaults: (0.15, 0.86), check: ParameterCheck("Animation.interactiveSpring(response:dampingFraction:blendDuration:)"))
    }

    /// An interactive spring described by duration and extra bounce over its own 0.14. With
    /// no arguments, `.interactiveSpring()` is the response form, as in SwiftUI.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        fluidSpring(duration: duration, bounce: 0.14 + extraBounce, bounceName: "the bounce (0.14 + extraBounce)",
                    blendDuration: blendDuration, check: ParameterCheck("Animation.interactiveSpring(duration:extraBounce:blendDuration:)"))
    }

    /// A spring with no bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A spring with no bounce plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        preset(duration: duration, bounce: extraBounce, bounceName: "extraBounce",
               check: ParameterCheck("Animation.smooth(duration:extraBounce:)"))
    }

    /// A spring with a little bounce (0.15), 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A spring with a little bounce (0.15) plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        preset(duration: duration, bounce: 0.15 + extraBounce, bounceName: "the bounce (0.15 + extraBounce)",
               check: ParameterCheck("Animation.snappy(duration:extraBounce:)"))
    }

    /// A spring with a clear bounce (0.3), 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A spring with a clear bounce (0.3) plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        preset(duration: duration, bounce: 0.3 + extraBounce, bounceName: "the bounce (0.3 + extraBounce)",
               check: ParameterCheck("Animation.bouncy(duration:extraBounce:)"))
    }

    /// A closed-form spring of duration 0.5 s and no bounce, whose successive changes add.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A closed-form spring with the parameters of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        let check = ParameterCheck("Animation.interpolatingSpring(_:initialVelocity:)")
        return Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: checkedVelocity(initialVelocity, check)))
    }

    /// A closed-form spring described by duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        let check = ParameterCheck("Animation.interpolatingSpring(duration:bounce:initialVelocity:)")
        return Animation(InterpolatingSpringAnimation(
            spring: Spring(duration: duration, bounce: bounce, check: check), initialVelocity: checkedVelocity(initialVelocity, check)))
    }

    /// A closed-form spring described by mass, stiffness and damping (overdamping allowed).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        let check = ParameterCheck("Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)")
        return Animation(InterpolatingSpringAnimation(
            spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true, check: check),
            initialVelocity: checkedVelocity(initialVelocity, check)))
    }

    // MARK: Checking

    /// A fluid spring from a checked response, damping fraction and blend duration.
    private static func fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double,
                                    defaults: (response: Double, dampingFraction: Double), check: ParameterCheck) -> Animation {
        Animation(FluidSpringAnimation(
            response: check.clamp(response, "response", to: 0...FluidSpringAnimation.maximumResponse, fallback: defaults.response, below: 0),
            dampingFraction: check.clamp(dampingFraction, "dampingFraction", to: 0...Spring.maximumDampingRatio, fallback: defaults.dampingFraction),
            blendDuration: checkedBlendDuration(blendDuration, check)))
    }

    /// A preset: the fluid spring of the ``Spring`` preset with the checked duration and bounce,
    /// so that `Animation.bouncy == .spring(Spring.bouncy)` to the bit, as in SwiftUI. A duration
    /// of 0 is instant, as for the other factories.
    private static func preset(duration: Double, bounce: Double, bounceName: @autoclosure () -> String,
                               check: ParameterCheck) -> Animation {
        let bounce = check.clamp(bounce, bounceName(), to: -1...1, fallback: 0)
        let duration = check.clamp(duration, "duration", to: 0...FluidSpringAnimation.maximumResponse, fallback: 0.5, below: 0)
        let dampingRatio = Spring.dampingRatio(bounce: bounce)
        guard duration > 0 else {
            return Animation(FluidSpringAnimation(response: 0, dampingFraction: dampingRatio, blendDuration: 0))
        }
        let spring = Spring(validDuration: max(duration, Spring.minimumDuration), dampingRatio: dampingRatio)
        return Animation(FluidSpringAnimation(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: 0))
    }

    /// A fluid spring from a checked duration (its response) and bounce.
    private static func fluidSpring(duration: Double, bounce: Double, bounceName: @autoclosure () -> String = "bounce",
                                    blendDuration: Double, check: ParameterCheck) -> Animation {
        let bounce = check.clamp(bounce, bounceName(), to: -1...1, fallback: 0)
        return Animation(FluidSpringAnimation(
            response: check.clamp(duration, "duration", to: 0...FluidSpringAnimation.maximumResponse, fallback: 0.5, below: 0),
            dampingFraction: Spring.dampingRatio(bounce: bounce),
            blendDuration: checkedBlendDuration(blendDuration, check)))
    }

    private static func checkedBlendDuration(_ value: Double, _ check: ParameterCheck) -> Double {
        check.clamp(value, "blendDuration", to: 0...Double.infinity, fallback: 0)
    }

    /// An initial velocity is in changes per second: past a million, the motion would dwarf
    /// the change itself (and overflow for large values).
    private static func checkedVelocity(_ value: Double, _ check: ParameterCheck) -> Double {
        check.clamp(value, "initialVelocity", to: -1e6...1e6, fallback: 0)
    }
}
