import Foundation

extension Spring {
    // A duration or a resulting bounce outside its domain is replaced as in
    // `init(duration:bounce:)`, with one warning.

    /// A smooth spring with no bounce: duration 0.5 s, bounce 0.
    public static var smooth: Spring { smooth() }
    /// A spring with a little bounce that feels snappy: duration 0.5 s, bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// A spring with a clear bounce: duration 0.5 s, bounce 0.3.
    public static var bouncy: Spring { bouncy() }

    /// ``smooth`` with its duration and an extra bounce added to its bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce, bounceName: "extraBounce",
               check: ParameterCheck("Spring.smooth(duration:extraBounce:)"))
    }

    /// ``snappy`` with its duration and an extra bounce added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce, bounceName: "the bounce (0.15 + extraBounce)",
               check: ParameterCheck("Spring.snappy(duration:extraBounce:)"))
    }

    /// ``bouncy`` with its duration and an extra bounce added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce, bounceName: "the bounce (0.3 + extraBounce)",
               check: ParameterCheck("Spring.bouncy(duration:extraBounce:)"))
    }
}
