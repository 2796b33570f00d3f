import Foundation

/// A resolved sRGB colour with straight (not premultiplied) opacity, each component in 0…1.
///
/// This is what a view's colour becomes once it is drawn; the backend converts it to bytes.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = RGBAColor.unit(red)
        self.green = RGBAColor.unit(green)
        self.blue = RGBAColor.unit(blue)
        self.opacity = RGBAColor.unit(opacity)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` number.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity)
    }

    /// This colour with its opacity multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// The colour as four bytes, straight alpha, rounded to nearest.
    public var bytes: RGBA8 {
        RGBA8(r: RGBAColor.byte(red), g: RGBAColor.byte(green), b: RGBAColor.byte(blue), a: RGBAColor.byte(opacity))
    }

    @inline(__always)
    static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    /// `value` in [0, 1] as a byte: `(value * 255).rounded()`, worked out without the C
    /// library (every item's colour makes four).
    @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: ExactRounding.nearest(nonNegative: unit(value) * 255))
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, opacity: 0)
}

/// A colour as four bytes in the order the backend submits them: red, green, blue, alpha.
public struct RGBA8: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The same colour with alpha set to zero, for the outside of an anti-aliased fringe.
    public var transparent: RGBA8 { RGBA8(r: r, g: g, b: b, a: 0) }
}
