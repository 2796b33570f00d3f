import Foundation

/// Colours at locations from 0 to 1, for a gradient to spread over its length.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// The colours spread evenly from 0 to 1 (one colour fills the whole length).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat(Double($0.offset) / Double(last))) }
    }

    /// The stops in order of location (stops at one location keep their order: a hard edge).
    var sortedStops: [Stop] {
        stops.enumerated().sorted { (Double($0.element.location), $0.offset) < (Double($1.element.location), $1.offset) }.map(\.element)
    }
}

extension Gradient: ShapeStyle {
    /// A gradient on its own runs from top to bottom, as SwiftUI draws one.
    public func _paint(in environment: EnvironmentValues) -> _Paint { _Paint(.linear(self, start: .top, end: .bottom)) }
}

extension Color {
    /// A gentle gradient from this colour, a little lighter at the top to a little darker at
    /// the bottom, as `Color.blue.gradient` is.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: .white, by: 0.12), mixed(with: .black, by: 0.1)]))
    }

    /// This colour moved a fraction of the way to `other`.
    fileprivate func mixed(with other: Color, by fraction: Double) -> Color {
        Color(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
              blue: blue + (other.blue - blue) * fraction, opacity: alpha)
    }
}

/// A gradient of any origin, drawn top to bottom on its own (`Color.blue.gradient`); the
/// gradient styles take it as well.
public struct AnyGradient: Hashable, ShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func _paint(in environment: EnvironmentValues) -> _Paint { gradient._paint(in: environment) }
}

/// Colours changing along a line from `startPoint` to `endPoint`, in unit points of the frame
/// it fills; beyond the ends the end colours continue.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.linear(gradient.sortedStopsGradient, start: startPoint, end: endPoint))
    }
}

/// Colours changing with the distance from `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.radial(gradient.sortedStopsGradient, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
}

/// A radial gradient stretched to the ellipse its frame holds: the fractions are of that
/// ellipse's radii (1 reaches the frame's edges).
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) = (gradient, center, startRadiusFraction, endRadiusFraction)
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        // SwiftUI's fractions are of the frame's size; the ellipse's radii are half of it.
        _Paint(.elliptical(gradient.sortedStopsGradient, center: center,
                           startFraction: Double(startRadiusFraction) * 2, endFraction: Double(endRadiusFraction) * 2))
    }
}

/// Colours changing with the angle around `center`, clockwise from `startAngle` to `endAngle`
/// (0° points right); equal angles make a whole turn. Short of a turn, the rest shows the last
/// colour halfway across and the first after it.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle`: a conic gradient.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _paint(in environment: EnvironmentValues) -> _Paint {
        _Paint(.angular(gradient.sortedStopsGradient, center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
}

extension Gradient {
    /// The gradient with its stops in order.
    var sortedStopsGradient: Gradient { Gradient(stops: sortedStops) }

    /// The stops as the renderer takes them: colours resolved, locations as numbers.
    var resolvedStops: [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolved, location: Double($0.location)) }
    }
}

// The static forms: `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

// A gradient is a view that fills its frame, as in SwiftUI.
extension LinearGradient: View {
    public var body: some View { Rectangle().fill(self) }
}
extension RadialGradient: View {
    public var body: some View { Rectangle().fill(self) }
}
extension EllipticalGradient: View {
    public var body: some View { Rectangle().fill(self) }
}
extension AngularGradient: View {
    public var body: some View { Rectangle().fill(self) }
}
