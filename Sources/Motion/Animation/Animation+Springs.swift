import Foundation

extension Animation {
    /// The animation used when none is named: a critically damped spring with a response of
    /// 0.55 s.
    public static let `default` = Animation(FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))

    /// A spring with a response of 0.5 s and a damping fraction of 0.825.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A spring described by its response (seconds) and damping fraction; successive springs
    /// on the same value merge, keeping velocity, and blend their parameters over `blendDuration`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring described by its perceptual duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring with the parameters of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A quick spring for following the user's input: response 0.15 s, damping fraction 0.86,
    /// blend duration 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }

    /// An interactive spring with the given parameters.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// An interactive spring described by duration and extra bounce over its own 0.14.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
    }

    /// A spring with no bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A spring with no bounce plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a little bounce (0.15), 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A spring with a little bounce (0.15) plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a clear bounce (0.3), 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A spring with a clear bounce (0.3) plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A closed-form spring of duration 0.5 s and no bounce, whose successive changes add.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A closed-form spring with the parameters of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// A closed-form spring described by duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A closed-form spring described by mass, stiffness and damping (overdamping allowed).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }
}
