import Foundation

extension Spring {
    /// A smooth spring with no bounce: duration 0.5 s, bounce 0.
    public static var smooth: Spring { smooth() }
    /// A spring with a little bounce that feels snappy: duration 0.5 s, bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// A spring with a clear bounce: duration 0.5 s, bounce 0.3.
    public static var bouncy: Spring { bouncy() }

    /// ``smooth`` with its duration and an extra bounce added to its bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// ``snappy`` with its duration and an extra bounce added to its bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// ``bouncy`` with its duration and an extra bounce added to its bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
